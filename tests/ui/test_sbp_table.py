"""势备篇 at the desktop table: the start page's deck choice, the big-kingdom badge, 连横's button."""

from __future__ import annotations

from driver import FAST, click_button

from sgs_desktop.packs.strategic.seen import big_kingdoms_seen, view_key
from sgs_desktop.tables.local import TableSettings, dealt_config
from sgs_desktop.ui.start_page import DECKS
from sgs_desktop.ui.texts import ui_text
from sgs_desktop.ui.window import MainWindow

STRATEGIC = ("hegemony_standard", "hegemony_strategic_advantage")


def test_the_start_page_chooses_the_strategic_deck_for_hegemony_only(qtbot):
    window = MainWindow(FAST)
    qtbot.addWidget(window)
    window.show()
    page = window.start_page
    # (identity: no 牌堆 choice; its packs are the identity packages ticked in its 武将包 row)
    assert not page.deck.isEnabled() and all(p.startswith("identity_") for p in page.settings().packs)
    page.mode.setCurrentIndex(page.mode.findData("hegemony"))
    assert page.deck.isEnabled() and page.deck.findData("strategic") >= 0
    page.deck.setCurrentIndex(page.deck.findData("strategic"))
    assert page.settings().packs == STRATEGIC == DECKS["strategic"]
    assert '"strategic"' in page.choices()["deck"]
    page.anim_speed.setValue(20)
    click_button(qtbot, page.start)
    c = window.controller
    assert c is not None and c.table.state.view.packs == STRATEGIC


def test_a_settings_deck_reaches_the_config():
    config, _seat = dealt_config(TableSettings(players=5, seat=0, mode="hegemony", packs=STRATEGIC))
    assert config.packs == STRATEGIC
    config, _seat = dealt_config(TableSettings(players=5, seat=0, mode="hegemony"))
    assert config.packs == ("hegemony_standard",)


def test_the_seats_of_big_kingdoms_wear_the_badge(qtbot):
    """Play the AI's turns until some kingdom is big: exactly its living players' seats are marked."""
    from driver import open_window

    _window, c = open_window(qtbot, TableSettings(players=7, seat=-1, mode="hegemony", seed=3, packs=STRATEGIC))

    def big_now() -> bool:
        view = c.scene.view_state
        return view is not None and bool(big_kingdoms_seen(view))

    qtbot.waitUntil(big_now, timeout=60000)
    view = c.scene.view_state
    big = big_kingdoms_seen(view)
    for seat, item in c.scene.seats.items():
        sv = view.players[seat]
        assert item.big == (view_key(sv) in big), (seat, sv.kingdom, big)
        assert item.toolTip().endswith(ui_text("big_kingdom_tip")) == item.big
    assert any(item.big for item in c.scene.seats.values())
