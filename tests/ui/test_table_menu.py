"""The table's menu (对局): back, restart, surrender (counted as your death), 托管 on/off, settings,
quit, each asking first where a game would be lost; a fresh random seed per game unless set."""

from __future__ import annotations

import pytest
from driver import FAST, open_window

from sgs_desktop.packs.i18n import language, set_language
from sgs_desktop.tables.local import TableSettings
from sgs_desktop.ui.controller import UiSettings
from sgs_desktop.ui.places import Places
from sgs_desktop.ui.table_menu import Preferences
from sgs_desktop.ui.window import MainWindow


@pytest.fixture(autouse=True)
def keep_language():
    old = language()
    yield
    set_language(old)


def answered(qtbot, window, c, timeout=20000) -> None:
    qtbot.waitUntil(lambda: c.request is not None or c.over, timeout=timeout)


def confirm_with(window, answer: bool) -> list[str]:
    asked: list[str] = []

    def confirm(key: str) -> bool:
        asked.append(key)
        return answer

    window.game_menu.confirm = confirm
    return asked


def test_back_asks_first_and_a_no_keeps_the_game(qtbot):
    window, c = open_window(qtbot, TableSettings(players=4, seat=0, seed=3, generals="none"))
    answered(qtbot, window, c)
    asked = confirm_with(window, False)
    window.game_menu.actions["back"].trigger()
    assert asked == ["back"] and window.stack.currentIndex() == 1 and window.controller is c
    asked = confirm_with(window, True)
    window.game_menu.actions["back"].trigger()
    assert asked == ["back"] and window.stack.currentIndex() == 0 and window.controller is None


def test_restart_deals_a_fresh_seed_unless_one_was_set(qtbot):
    window = MainWindow(FAST)
    qtbot.addWidget(window)
    window.show()
    page = window.start_page
    assert page.random_seed                                 # the default: 随机
    seeds = {page.settings().seed for _ in range(5)}
    assert len(seeds) > 1                                   # not the same deal every launch
    page.players.setValue(4)
    page.generals.setCurrentIndex(page.generals.findData("none"))
    page.start.click()
    first = window.table_settings.seed
    assert window.seed_random
    confirm_with(window, True)
    window.game_menu.actions["restart"].trigger()
    assert window.table_settings.seed != first
    page.seed.setValue(77)
    window.back_to_start()
    page.start.click()
    assert window.table_settings.seed == 77 and not window.seed_random
    window.game_menu.actions["restart"].trigger()
    assert window.table_settings.seed == 77                 # the player's seed: the same deal again
    lines = window.log.lines()
    assert any("77" in line for line in lines)              # the log says which seed it was


def test_surrender_as_lord_loses_the_game(qtbot):
    window, c = open_window(qtbot, TableSettings(players=4, seat=0, role="lord", seed=5, generals="none"))
    answered(qtbot, window, c)
    asked = confirm_with(window, True)
    window.game_menu.actions["surrender"].trigger()
    assert asked == ["surrender"]
    qtbot.waitUntil(lambda: c.over, timeout=20000)
    over = c.table.result
    assert over is not None and 0 not in over.winners and over.reason == "lord_dead"
    assert not c.table.state.view.players[0].alive
    lines = window.log.lines()
    assert any("投降" in line for line in lines)


def test_surrender_refused_at_the_confirmation_changes_nothing(qtbot):
    window, c = open_window(qtbot, TableSettings(players=4, seat=0, seed=5, generals="none"))
    answered(qtbot, window, c)
    request = c.request
    confirm_with(window, False)
    window.game_menu.actions["surrender"].trigger()
    assert not c.conceded and c.request is request


def test_auto_play_plays_the_seat_until_taken_back(qtbot):
    window, c = open_window(qtbot, TableSettings(players=4, seat=1, seed=9, generals="none"))
    answered(qtbot, window, c)
    window.game_menu.actions["auto"].trigger()
    assert c.auto and window.game_menu.actions["auto"].isChecked()
    mine = len([1 for s, _ in c.table.host.game.answers if s == 1])
    qtbot.waitUntil(lambda: len([1 for s, _ in c.table.host.game.answers if s == 1]) >= mine + 5 or c.over,
                    timeout=30000)
    window.game_menu.actions["auto"].trigger()
    assert not c.auto
    if not c.over:
        answered(qtbot, window, c)
        qtbot.wait(50)
        if not c.over:
            assert c.request is not None and c.request.seat == 1      # the player is asked again
    assert c.table.ai_errors == []


def test_settings_are_kept_for_the_next_session(qtbot, tmp_path):
    places = Places.under(tmp_path / "home")
    first = MainWindow(FAST, places=places)
    qtbot.addWidget(first)
    dialog = first.open_settings()
    dialog.countdown.setCurrentIndex(dialog.countdown.findData(0))          # no limit
    dialog.ai_speed.setCurrentIndex(dialog.ai_speed.findData(150))
    dialog.anim.setValue(4)
    dialog.volume.setValue(25)
    dialog.language.setCurrentIndex(dialog.language.findData("zh_TW"))
    dialog.accept()
    assert language() == "zh_TW" and first.ui_settings.response_seconds == 0 and first.ui_settings.ai_delay_ms == 150
    first.resize(1300, 760)
    first.close()
    set_language("zh_CN")
    second = MainWindow(FAST, places=places)
    qtbot.addWidget(second)
    p = second.prefs
    assert (p.countdown, p.ai_delay_ms, p.anim_slider, p.volume, p.language) == (0, 150, 4, 25, "zh_TW")
    assert language() == "zh_TW" and second.width() == 1300 and second.height() == 760
    assert second.game_menu.menu.title() == "對局(&G)"


def test_unknown_saved_settings_keep_the_defaults():
    base = Preferences()
    got = Preferences.from_saved({"countdown": "17", "ai_delay_ms": "x", "volume": "300", "language": "fr"}, base)
    assert got == base


def test_the_countdown_shows_seconds(qtbot):
    window = MainWindow(FAST)
    qtbot.addWidget(window)
    window.show()
    c = window.start_game(TableSettings(players=4, seat=1, seed=2, generals="none"),
                          UiSettings(ai_delay_ms=0, response_seconds=30))

    def asked() -> bool:
        if c.request is not None and c.request.kind == "play":
            c.on_end()
        return c.request is not None and c.request.kind != "play"

    qtbot.waitUntil(asked, timeout=30000)
    assert c.countdown.isActive() and c.countdown_ms >= 30000
    window._update_timer()
    assert window.timer_bar.isVisible()
    assert window.timer_bar.format() in {f"{n}秒" for n in range(25, 31)} | {f"{n}秒" for n in range(85, 91)}


def test_the_countdown_waits_while_the_player_reads(qtbot, monkeypatch):
    window = MainWindow(FAST)
    qtbot.addWidget(window)
    window.show()
    c = window.start_game(TableSettings(players=4, seat=1, seed=2, generals="none"),
                          UiSettings(ai_delay_ms=0, response_seconds=15))

    def asked() -> bool:
        if c.request is not None and c.request.kind == "play":
            c.on_end()
        return c.request is not None and c.request.kind != "play"

    qtbot.waitUntil(asked, timeout=30000)
    request = c.request
    monkeypatch.setattr(window, "reading", lambda: True)            # a tooltip is open
    window._update_timer()
    assert not c.countdown.isActive() and c.held_ms is not None and window.timer_bar.isVisible()
    left = c.held_ms
    qtbot.wait(300)
    window._update_timer()
    assert c.request is request and c.held_ms == left               # no time went by
    monkeypatch.setattr(window, "reading", lambda: False)
    window._update_timer()
    assert c.countdown.isActive() and c.held_ms is None


def test_game_over_shows_statistics_and_saves_the_replay(qtbot, tmp_path):
    from sgs_desktop.engine.record import Record, replay
    from sgs_desktop.ui.stats_chart import DamageChart, StatsBox

    places = Places.under(tmp_path / "home")
    window = MainWindow(FAST, places=places)
    qtbot.addWidget(window)
    confirm_with(window, True)                  # (closing the window at the end asks nothing)
    window.show()
    c = window.start_game(TableSettings(players=4, seat=-1, seed=6), FAST)
    qtbot.waitUntil(lambda: c.over and c.panel is not None, timeout=60000)
    panel = c.panel
    box = panel.findChildren(StatsBox)
    assert box and panel.findChildren(DamageChart)
    dealt = sum(s.damage_dealt for s in box[0].findChildren(DamageChart)[0].stats.seats)
    assert dealt > 0
    saved = panel.save_replay(tmp_path / "mine.json")
    assert saved is not None and "mine.json" in panel.saved.text()
    assert replay(Record.load(saved)).ok


def test_the_start_page_offers_to_watch_an_all_computer_game(qtbot):
    window = MainWindow(FAST)
    qtbot.addWidget(window)
    window.show()
    page = window.start_page
    page.players.setValue(4)
    page.seat.setCurrentIndex(page.seat.findData(-1))
    page.role.setCurrentIndex(page.role.findData("lord"))
    s = page.settings()
    assert s.seat == -1 and s.role is None
    c = window.start_game(s, FAST)
    assert c.table.seat is None                             # a spectator: every chair is the computer's
    qtbot.waitUntil(lambda: c.over, timeout=60000)
    assert not window.game_menu.actions["surrender"].isEnabled()
