"""Watching a record in the window (录像回放): from a seat's view, the spectator's or (a finished game)
everyone's, on the normal table, with pause, step (one event / one action), speed and jump to the
end; and the files it refuses — each with a clear message on screen and nothing else changed."""

from __future__ import annotations

import copy
import json

import pytest
from driver import FAST, open_window

import sgs_desktop.modes  # noqa: F401
from sgs_desktop.engine.record import Record
from sgs_desktop.engine.state import ALL_SEATS
from sgs_desktop.engine.wire import event_from_json
from sgs_desktop.tables.local import LocalTable, TableSettings
from sgs_desktop.tables.replay import OMNISCIENT, RecordProblem, load_replay
from sgs_desktop.ui import anim
from sgs_desktop.ui.replay_controller import ReplayController
from sgs_desktop.ui.texts import ui_text, word
from sgs_desktop.ui.window import MainWindow


def played(seed: int, players: int = 4, stop_after: int | None = None, mode: str = "identity") -> LocalTable:
    """An all-computer game, to its end or to `stop_after` answers (the reference a replay is compared with)."""
    t = LocalTable.start(TableSettings(players=players, seat=-1, seed=seed, mode=mode,
                                       generals="none" if mode == "identity" else "standard"))
    while not t.finished and (stop_after is None or len(t.host.game.answers) < stop_after):
        t.events()
        t.step()
    return t


@pytest.fixture(scope="module")
def finished():
    return played(31)


@pytest.fixture
def record_file(tmp_path, finished):
    path = tmp_path / "game.json"
    finished.host.game.record.save(path)
    return path


def window_of(qtbot) -> MainWindow:
    window = MainWindow(FAST)
    qtbot.addWidget(window)
    window.show()
    return window


def watch(qtbot, window, path, viewer) -> ReplayController:
    dialog = window.open_record(path)
    assert dialog is not None and dialog.isVisible()
    dialog.choose(viewer)
    dialog.accept()
    c = window.controller
    assert isinstance(c, ReplayController) and window.replaying
    return c


def same_view(state_view, engine_view, omniscient: bool) -> bool:
    """The replay's applied view is the engine's (everyone's view keeps other hands by id: SeatState's order
    for a hand not one's own, the engine's by hand order)."""
    if omniscient:
        for p in (*state_view.players, *engine_view.players):
            p.known_hand = sorted(p.known_hand)
    return state_view == engine_view


def without_seq(events):
    """A stream's JSON form (with seq) as the typed events the window keeps."""
    return [event_from_json(ev) for ev in events]


@pytest.mark.parametrize("viewer", [1, None, OMNISCIENT], ids=["seat", "spectator", "everyone"])
def test_a_replay_plays_to_the_end_showing_only_the_viewers_stream(qtbot, record_file, finished, viewer):
    window = window_of(qtbot)
    c = watch(qtbot, window, record_file, viewer)
    qtbot.waitUntil(lambda: c.over, timeout=60000)
    game = finished.host.game
    seen = ALL_SEATS if viewer == OMNISCIENT else viewer
    assert c.history == without_seq(game.log_for(seen))         # the viewer's stream, the live path's
    assert same_view(copy.deepcopy(c.table.state.view), game.view(seen), viewer == OMNISCIENT)
    assert c.request is None and c.table.pending is None        # nobody is asked in a replay
    assert c.scene.viewer == (viewer if isinstance(viewer, int) else None)
    assert c.panel is not None and c.panel.isVisible()          # the game-over panel, as after a game
    assert window.replay_bar.isVisible() and not window.answer_bar.isVisible()
    assert c.progress == (len(game.answers), len(game.answers))
    assert not any(word("you") in line for line in window.log.lines())     # (watching: nobody is "you")
    assert any(ui_text("replay_started", file=record_file.name, view="")[:4] in line for line in window.log.lines())
    c.panel.buttons["again"].click()                            # 再看一遍: the same record from the start
    again = window.controller
    assert again is not c and isinstance(again, ReplayController) and again.replay.viewer == viewer
    assert again.progress[0] == 0


def test_everyone_is_offered_only_for_a_finished_game(qtbot, tmp_path, record_file):
    window = window_of(qtbot)
    dialog = window.open_record(record_file)
    assert dialog.viewers() == [None, 0, 1, 2, 3, OMNISCIENT]
    half = tmp_path / "half.json"
    played(32, stop_after=40).host.game.record.save(half)
    dialog = window.open_record(half)
    assert dialog.viewers() == [None, 0, 1, 2, 3]


def test_pause_and_step_one_event_then_one_action(qtbot, record_file, finished):
    window = window_of(qtbot)
    c = watch(qtbot, window, record_file, 0)
    c.set_paused(True)
    qtbot.wait(50)
    seen, at = len(c.history), c.progress[0]
    qtbot.wait(100)
    assert (len(c.history), c.progress[0]) == (seen, at)        # paused: nothing moves
    assert window.replay_bar.buttons["pause"].text() == ui_text("replay_play")
    stream = without_seq(finished.host.game.log_for(0))
    for _ in range(3):                                          # one event a click, in the stream's order
        n = len(c.history)
        window.replay_bar.buttons["step_event"].click()
        qtbot.waitUntil(lambda: not c.busy, timeout=5000)
        qtbot.wait(30)
        assert len(c.history) == n + 1 and c.history == stream[:n + 1]
    before = c.progress[0]
    window.replay_bar.buttons["step_action"].click()           # the rest of the action begun, or the next one
    qtbot.waitUntil(lambda: not c.busy and c.progress[0] >= before, timeout=5000)
    qtbot.wait(50)
    stopped = (len(c.history), c.progress[0])
    qtbot.wait(100)
    assert (len(c.history), c.progress[0]) == stopped           # a step pauses after itself
    for _ in range(3):                                          # each action step gives recorded answers
        at = c.progress[0]
        window.replay_bar.buttons["step_action"].click()
        qtbot.waitUntil(lambda a=at: c.progress[0] > a and not c.busy, timeout=5000)
        qtbot.wait(30)
        assert c.history == stream[:len(c.history)]
        assert c.table.state.view.players == c.scene.view_state.players   # the table shows where it is
    window.replay_bar.buttons["pause"].click()                  # play again
    assert not c.paused
    qtbot.waitUntil(lambda: c.over, timeout=60000)
    assert c.history == stream


def test_speed_scales_the_pauses_and_the_cards(qtbot, record_file):
    window = window_of(qtbot)
    window.ui_settings.ai_delay_ms = 400
    anim.SPEED = 1.0                                            # (the conftest fixture puts it back to 0)
    c = watch(qtbot, window, record_file, 0)
    c.set_paused(True)
    bar = window.replay_bar
    bar.speed.setCurrentIndex(bar.speed.findData(4.0))
    assert c.factor == 4.0 and abs(anim.SPEED - 0.25) < 1e-9
    bar.speed.setCurrentIndex(bar.speed.findData(0.5))
    assert abs(anim.SPEED - 2.0) < 1e-9
    bar.speed.setCurrentIndex(bar.speed.findData(8.0))
    anim.SPEED = 0.0
    c.base_speed = 0.0                                          # (no flying cards in the test from here)
    c.set_paused(False)
    qtbot.waitUntil(lambda: c.delay_timer.isActive(), timeout=5000)
    assert c.delay_timer.interval() == 50                       # 400 ms ÷ 8
    window.back_to_start()
    assert anim.SPEED == 0.0                                    # the window's own speed again


def test_the_settings_cards_speed_changed_while_watching_is_kept(qtbot, record_file):
    window = window_of(qtbot)
    anim.SPEED = 1.0
    c = watch(qtbot, window, record_file, 0)
    c.set_paused(True)
    c.set_speed(2.0)
    assert abs(anim.SPEED - 0.5) < 1e-9
    anim.SPEED = 0.4                                            # (the settings dialog's slider, live)
    c.set_speed(4.0)
    assert c.base_speed == 0.4 and abs(anim.SPEED - 0.1) < 1e-9
    window.back_to_start()
    assert anim.SPEED == 0.4                                    # the player's new speed, not the old one


def test_jump_to_the_end(qtbot, record_file, finished):
    window = window_of(qtbot)
    c = watch(qtbot, window, record_file, 2)
    c.set_paused(True)
    window.replay_bar.buttons["jump_end"].click()
    qtbot.waitUntil(lambda: c.over, timeout=20000)
    game = finished.host.game
    assert c.history == without_seq(game.log_for(2)) and c.table.state.view == game.view(2)
    assert c.scene.view_state == game.view(2)
    assert not any(b.isEnabled() for b in window.replay_bar.buttons.values())


def test_a_record_made_midgame_stops_at_its_end(qtbot, tmp_path):
    half = played(33, stop_after=60)
    path = tmp_path / "half.json"
    half.host.game.record.save(path)
    window = window_of(qtbot)
    c = watch(qtbot, window, path, None)
    qtbot.waitUntil(lambda: c.ended, timeout=30000)
    assert not c.over and c.progress == (60, 60)
    assert c.table.state.view == half.host.game.view(None)
    assert c.scene.prompt.text == ui_text("replay_record_ends")
    qtbot.wait(50)
    assert c.progress == (60, 60)                               # (it does not spin on)


def test_the_menu_while_watching(qtbot, record_file):
    window = window_of(qtbot)
    c = watch(qtbot, window, record_file, 1)
    c.set_paused(True)
    menu = window.game_menu
    menu.refresh()
    assert not menu.actions["surrender"].isEnabled() and not menu.actions["auto"].isEnabled()
    assert menu.actions["restart"].isEnabled() and not menu.actions["bug_report"].isEnabled()  # (no places)
    asked = []
    menu.confirm = lambda key: asked.append(key) or True
    menu.actions["restart"].trigger()                           # the replay from the start, nothing to ask
    assert asked == [] and window.controller is not c and window.controller.progress[0] == 0
    menu.actions["back"].trigger()
    assert asked == [] and window.stack.currentIndex() == 0


def test_the_start_page_and_the_menu_open_the_file_dialog(qtbot):
    window = window_of(qtbot)
    window.start_page.record_button.click()
    dialog = window.record_file_dialog
    assert dialog.isVisible()
    dialog.reject()
    window.game_menu.actions["open_record"].trigger()
    assert window.record_file_dialog.isVisible()
    window.record_file_dialog.reject()


def test_watching_asks_before_a_game_being_played_is_given_up(qtbot, record_file):
    window, c = open_window(qtbot, TableSettings(players=4, seat=0, seed=5, generals="none"))
    qtbot.waitUntil(lambda: c.request is not None, timeout=20000)
    window.game_menu.confirm = lambda key: key == "nothing"
    dialog = window.open_record(record_file)
    dialog.accept()
    assert window.controller is c and c.request is not None     # "no": the game goes on
    window.game_menu.confirm = lambda key: key == "replay"
    dialog = window.open_record(record_file)
    dialog.accept()
    assert isinstance(window.controller, ReplayController)


# ------------------------------------------------------------ files that cannot be watched
def _record_json(finished) -> dict:
    return finished.host.game.record.to_json()


def _bad_files(tmp_path, finished) -> dict[str, tuple]:
    good = _record_json(finished)
    newer = dict(good, version=good["version"] + 1)
    older = dict(good, version=good["version"] - 1)
    field = dict(good, seed="seven")
    changed = json.loads(json.dumps(good))
    changed["digests"][10] ^= 1
    packs = json.loads(json.dumps(good))
    packs["config"]["packs"] = [" 7"]                           # (the table, not the record's form, refuses it)
    bundle = {"format": "sgs-desktop-bug-report", "version": 1, "record": None}
    new_bundle = {"format": "sgs-desktop-bug-report", "version": 2, "record": good}
    return {"not_json": ("{ this is not json", "malformed"), "not_a_record": ('{"format": "other"}', "malformed"),
            "bad_field": (json.dumps(field), "malformed"), "newer": (json.dumps(newer), "newer"),
            "older": (json.dumps(older), "older"), "changed": (json.dumps(changed), "diverged"),
            "no_record": (json.dumps(bundle), "no_record"), "newer_bundle": (json.dumps(new_bundle), "newer"),
            "binary": (b"\xff\xfe\x00garbage", "malformed"), "bad_packs": (json.dumps(packs), "malformed")}


@pytest.mark.parametrize("case", ["not_json", "not_a_record", "bad_field", "newer", "older", "changed", "no_record",
                                  "newer_bundle", "binary", "bad_packs", "missing"])
def test_a_file_that_cannot_be_watched_says_why_and_changes_nothing(qtbot, tmp_path, finished, case):
    window, c = open_window(qtbot, TableSettings(players=4, seat=0, seed=5, generals="none"))
    qtbot.waitUntil(lambda: c.request is not None, timeout=20000)
    request, lines = c.request, window.log.lines()
    path = tmp_path / f"{case}.json"
    if case == "missing":
        kind = "unreadable"
    else:
        content, kind = _bad_files(tmp_path, finished)[case]
        if isinstance(content, bytes):
            path.write_bytes(content)
        else:
            path.write_text(content, encoding="utf-8")
    assert window.open_record(path) is None
    box = window.record_problem
    assert box is not None and box.isVisible()
    assert box.text().startswith(ui_text(f"record_{kind}", file=path.name))
    assert str(path) in box.text() or case == "newer_bundle" or path.name in box.text()
    assert window.controller is c and c.request is request and window.stack.currentIndex() == 1   # nothing lost
    assert window.log.lines() == lines and not window.replay_bar.isVisible()
    box.accept()
    assert path.exists() or case == "missing"


def test_the_version_problems_are_told_apart(tmp_path, finished):
    files = _bad_files(tmp_path, finished)
    version = _record_json(finished)["version"]
    for case, recorded in (("newer", version + 1), ("older", version - 1)):
        path = tmp_path / f"{case}.json"
        path.write_text(files[case][0])
        with pytest.raises(RecordProblem) as info:
            load_replay(path)
        assert info.value.kind == case and str(path) in info.value.detail and "version" in info.value.detail
        assert str(recorded) in info.value.detail


def test_a_replay_that_runs_its_own_engine_is_checked_whole_first(tmp_path, finished):
    """(load_replay re-runs the record before the window changes anything: a divergence is found up front.)"""
    data = _record_json(finished)
    data["digests"][-1] ^= 1
    path = tmp_path / "late.json"
    path.write_text(json.dumps(data))
    with pytest.raises(RecordProblem) as info:
        load_replay(path)
    assert info.value.kind == "diverged"
    assert Record.from_json(data).digests[-1] == data["digests"][-1]   # (a well-formed record, wrong only there)


def test_switching_language_and_closing_while_watching(qtbot, record_file):
    from sgs_desktop.packs.i18n import language, set_language
    old = language()
    try:
        window = window_of(qtbot)
        c = watch(qtbot, window, record_file, 3)
        qtbot.waitUntil(lambda: len(c.history) > 30, timeout=20000)
        page = window.start_page
        page.language.setCurrentIndex(page.language.findData("en"))
        assert window.replay_bar.buttons["jump_end"].text() == ui_text("replay_jump_end") == "Jump to the end"
        assert window.game_menu.actions["open_record"].text() == "Open a replay…"
        window.resize(1280, 720)
        window.close()
        assert window.controller is None and c.closed
        qtbot.wait(50)                                          # (nothing fires after the close)
    finally:
        set_language(old)


def test_the_keyboard_drives_a_replay(qtbot, record_file):
    from PySide6.QtCore import Qt
    window = window_of(qtbot)
    c = watch(qtbot, window, record_file, 0)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=5000)
    qtbot.keyClick(window.table_view, Qt.Key.Key_Space)
    assert c.paused
    qtbot.waitUntil(lambda: not c.busy, timeout=5000)
    at = c.progress[0]
    qtbot.keyClick(window.table_view, Qt.Key.Key_Right)
    qtbot.waitUntil(lambda: c.progress[0] > at and not c.busy, timeout=5000)
    qtbot.keyClick(window.table_view, Qt.Key.Key_End)
    qtbot.waitUntil(lambda: c.over, timeout=20000)
