"""武将包 for 身份局 on the start page and the LAN host page (issue 33): 标准 always, then one box per
package of the data, every one ticked by default; the choice goes into the table's settings and is
kept between sessions; the guests' lobby line names the packages."""

from __future__ import annotations

import json

from driver import FAST

from sgs_desktop.packs import IDENTITY_PACKAGES
from sgs_desktop.packs.generals import IDENTITY_BASE, identity_packages
from sgs_desktop.packs.i18n import set_language
from sgs_desktop.ui.places import Places
from sgs_desktop.ui.window import MainWindow

WIND, FIRE = "identity_wind", "identity_fire"


def window_at(qtbot, tmp_path=None) -> MainWindow:
    window = MainWindow(FAST, places=Places.under(tmp_path / "home") if tmp_path else None)
    qtbot.addWidget(window)
    return window


def test_the_start_page_offers_every_package_ticked_and_standard_always(qtbot):
    page = window_at(qtbot).start_page
    box = page.identity_packs
    assert list(box.boxes) == list(identity_packages())
    assert [b.text() for b in box.boxes.values()][:4] == ["标准", "风", "火", "林"]
    assert all(b.isChecked() for b in box.boxes.values())
    assert not box.boxes[IDENTITY_BASE].isEnabled()          # 标准 cannot be unticked
    assert page.packs_row.currentWidget() is box and box.isVisibleTo(page)
    assert page.settings().packs == identity_packages()[1:]
    assert "夏侯渊" in box.boxes[WIND].toolTip() and "张角" in box.boxes[WIND].toolTip()


def test_unticked_packages_leave_the_table_and_none_is_the_classic_deal(qtbot):
    page = window_at(qtbot).start_page
    box = page.identity_packs
    for name in identity_packages()[1:]:
        box.boxes[name].setChecked(name == FIRE)
    assert page.settings().packs == (FIRE,)
    from sgs_desktop.tables.local import dealt_config
    assert dealt_config(page.settings())[0].packs == (*IDENTITY_PACKAGES, FIRE)
    box.boxes[FIRE].setChecked(False)
    assert dealt_config(page.settings())[0].packs == IDENTITY_PACKAGES


def test_the_row_shows_the_modes_own_packages_and_blank_generals_disable_it(qtbot):
    page = window_at(qtbot).start_page
    page.mode.setCurrentIndex(page.mode.findData("hegemony"))
    assert page.packs_row.currentWidget() is page.general_packs
    page.mode.setCurrentIndex(page.mode.findData("identity"))
    assert page.packs_row.currentWidget() is page.identity_packs
    page.generals.setCurrentIndex(page.generals.findData("none"))
    assert not page.identity_packs.isEnabled()
    page.generals.setCurrentIndex(page.generals.findData("standard"))
    assert page.identity_packs.isEnabled()


def test_the_choice_is_kept_between_sessions_and_a_new_package_starts_ticked(qtbot, tmp_path):
    first = window_at(qtbot, tmp_path)
    first.start_page.identity_packs.boxes[WIND].setChecked(False)
    first._save_choices()
    again = window_at(qtbot, tmp_path).start_page.identity_packs
    assert WIND not in again.packs() and FIRE in again.packs()
    # a choice saved before a package existed: that package is ticked; unknown names are left out
    newest = identity_packages()[-1]
    again.restore(json.dumps({"chosen": ["identity_moon"], "known": [IDENTITY_BASE, WIND, FIRE, "identity_moon"]}))
    assert again.packs() == tuple(p for p in identity_packages()[1:] if p not in (WIND, FIRE)) and newest in \
        again.packs()
    before = again.packs()
    for bad in ("", "[1]", '{"chosen": 3, "known": []}', "not json"):
        again.restore(bad)
        assert again.packs() == before


def test_the_host_page_chooses_identity_packages(qtbot):
    hp = window_at(qtbot).lan.host_page
    assert hp.settings().identity_packs == identity_packages()[1:]
    assert hp.settings().config().packs == (*IDENTITY_PACKAGES, *identity_packages()[1:])
    hp.identity_packs.boxes[WIND].setChecked(False)
    assert WIND not in hp.settings().identity_packs
    assert hp.settings().public()["packs"] == list(hp.settings().config().packs)


def test_the_words_follow_the_language(qtbot):
    page = window_at(qtbot).start_page
    try:
        set_language("en")
        page.retranslate()
        assert [b.text() for b in page.identity_packs.boxes.values()][:4] == ["Standard", "Wind", "Fire", "Forest"]
        assert "Xiahou Yuan" in page.identity_packs.boxes[WIND].toolTip()
    finally:
        set_language("zh_CN")


def test_the_lobby_line_names_the_identity_packages(qtbot):
    from types import SimpleNamespace

    from sgs_desktop.net.lobby import HostSettings

    lobby = window_at(qtbot).lan.lobby
    for chosen, words in (((WIND, FIRE), "标准 + 风 + 火"), ((), "经典选将")):
        lobby.table = SimpleNamespace(lobby={"settings": HostSettings(identity_packs=chosen).public(), "chairs": []},
                                      chat=[], seat=None)
        lobby._show()
        assert lobby.rules.text().endswith(words), lobby.rules.text()
