"""Choosing a general: tiles with kingdom, HP and skills (hover: their texts), a click selects and
shows the skills in full, 确定 confirms (the panel's or the bar's); 国战's pair panel likewise."""

from __future__ import annotations

from driver import open_window

from sgs_desktop.packs.generals import identity_generals
from sgs_desktop.packs.i18n import skill_text
from sgs_desktop.tables.local import TableSettings
from sgs_desktop.ui.heg_panels import PairPanel
from sgs_desktop.ui.panels import GeneralPanel


def test_a_click_selects_and_ok_confirms(qtbot):
    window, c = open_window(qtbot, TableSettings(players=5, seat=0, role="lord", seed=7))
    qtbot.waitUntil(lambda: isinstance(c.panel, GeneralPanel), timeout=20000)
    panel, request = c.panel, c.request
    gid = request.options[1]
    g = identity_generals()[gid]
    assert skill_text(g.skills[0]) in panel.buttons[gid].toolTip()
    assert not panel.buttons["ok"].isEnabled() and not window.buttons["ok"].isEnabled()
    panel.buttons[gid].click()
    assert c.request is request                     # selected, not chosen yet
    assert skill_text(g.skills[0]) in panel.details.text()
    assert panel.buttons["ok"].isEnabled() and window.buttons["ok"].isEnabled()
    panel.buttons[gid].click()                      # a second click un-selects
    assert not panel.buttons["ok"].isEnabled()
    panel.buttons[gid].click()
    window.buttons["ok"].click()                    # the bar's 确定 confirms the panel's choice
    qtbot.waitUntil(lambda: c.table.state.view.players[0].generals[0] == gid, timeout=5000)


def test_the_pair_panel_shows_skills_and_the_bar_ok_follows_it(qtbot):
    window, c = open_window(qtbot, TableSettings(players=4, seat=0, seed=3, mode="hegemony"))
    qtbot.waitUntil(lambda: isinstance(c.panel, PairPanel), timeout=20000)
    panel = c.panel
    assert not window.buttons["ok"].isEnabled()
    head, deputy = c.request.options[0].split("+")
    panel.click(head)
    assert panel.details.text() and "【" in panel.details.text()
    panel.click(deputy)
    assert window.buttons["ok"].isEnabled()
    window.buttons["ok"].click()
    qtbot.waitUntil(lambda: c.table.state.view.players[0].generals[:2] == [head, deputy], timeout=5000)


def test_a_tiles_skill_names_break_between_names_not_inside_one(qapp):
    """Found in the general choice's screenshot: 董卓's 酒池、肉林、崩坏、暴虐 broke as …崩坏、暴 / 虐.
    Every general's caption, in each language, breaks only after a separator, and each line fits."""
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QFontMetricsF

    from sgs_desktop.packs.i18n import LANGS, language, set_language, skill_name, word
    from sgs_desktop.ui.fonts import ui_font
    from sgs_desktop.ui.plate_tile import PlateTile, skills_caption

    old = language()
    try:
        for lang in LANGS:
            set_language(lang)
            sep = word("list_sep")
            for g in identity_generals().values():
                tile = PlateTile(g, skills_caption(g, skill_name))
                box = QRectF(0, 0, tile.width(), 2 * tile._line_h())
                shown = tile._elided(tile.caption, box)
                if shown.endswith("…"):
                    continue                    # (too long for two lines: cut, the tooltip says it all)
                lines = shown.split("\n")
                assert all(QFontMetricsF(ui_font(9)).horizontalAdvance(x) <= box.width() for x in lines) \
                    or len(lines) == 1, (lang, g.id, shown)
                names = [n for x in lines for n in x.split(sep) if n]
                assert [n.rstrip(sep.rstrip()) for n in names] == tile.caption.split(sep), (lang, g.id, shown)
        set_language("zh_CN")
        dong = identity_generals()["dongzhuo"]
        tile = PlateTile(dong, skills_caption(dong, skill_name))
        assert tile._elided(tile.caption, QRectF(0, 0, tile.width(), 2 * tile._line_h())).split("\n")[-1] == "暴虐"
    finally:
        set_language(old)
