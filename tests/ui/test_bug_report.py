"""The bug report (错误报告, the menu and the game-over panel): the record so far, the log, the version,
the settings and the platform in one JSON file in the user's data folder; a dialog says where (and
copies the path); `sgs-desktop replay FILE` and the window's replay reproduce the game from it."""

from __future__ import annotations

import json

import pytest
from driver import FAST
from PySide6.QtWidgets import QApplication

import sgs_desktop.modes  # noqa: F401
from sgs_desktop import __version__
from sgs_desktop.ai.random_agent import RandomAgent
from sgs_desktop.cli import main
from sgs_desktop.tables.local import TableSettings
from sgs_desktop.tables.replay import ReplayTable, load_replay
from sgs_desktop.ui.places import Places
from sgs_desktop.ui.replay_controller import ReplayController
from sgs_desktop.ui.window import MainWindow


@pytest.fixture
def window(qtbot, tmp_path):
    w = MainWindow(FAST, places=Places.under(tmp_path / "home"))
    qtbot.addWidget(w)
    w.show()
    return w


def play(qtbot, window, answers: int | None, seed: int = 7):
    """A game with the player in seat 0 (a random agent clicking for it), for `answers` of its
    answers or (None) to its end."""
    c = window.start_game(TableSettings(players=4, seat=0, seed=seed, generals="none"), FAST)
    agent = RandomAgent(seed)
    given = 0
    while not c.over and (answers is None or given < answers):
        qtbot.waitUntil(lambda: c.over or (c.request is not None and not c.busy), timeout=20000)
        if c.over:
            break
        c.submit(agent.answer(c.request, c.table.state.view))
        given += 1
    return c


def replays_to_the_same_state(path, c) -> None:
    """The bundle's record re-runs to the game's state now: the engine's digest, the seat's view."""
    game = c.table.host.game            # (the test's reference: the window never reads it)
    loaded = load_replay(path)
    assert loaded.viewer == 0 and loaded.answers == len(game.answers)
    table = ReplayTable(loaded, 0)
    table.run_to_end()
    table.events()
    assert table.full_digest() == game.full_digest()
    assert table.state.view == game.view(0)
    assert main(["replay", str(path)]) == 0


def test_a_bug_report_made_midgame_replays_to_the_same_state(qtbot, window, capsys):
    c = play(qtbot, window, answers=12)
    assert not c.over
    window.game_menu.actions["bug_report"].trigger()
    dialog = window.report_dialog
    path = dialog.path
    assert dialog.isVisible() and path is not None and path.parent == window.places.bug_reports
    assert dialog.where.text() == str(path)
    assert dialog.copy_path() == str(path) and QApplication.clipboard().text() == str(path)
    bundle = json.loads(path.read_text(encoding="utf-8"))
    assert bundle["format"] == "sgs-desktop-bug-report" and bundle["program"]["version"] == __version__
    assert bundle["over"] is False and bundle["viewer"] == 0
    assert bundle["log"] == [e.text for e in window.log.entries] and bundle["log"]
    assert bundle["settings"]["table"]["seed"] == 7 and "preferences" in bundle["settings"]
    assert {"platform", "python", "qt", "pyside"} <= set(bundle["platform"])
    assert any("sgs-desktop" in line for line in bundle["program_log"]) or bundle["program_log"] == []
    replays_to_the_same_state(path, c)
    capsys.readouterr()
    assert main(["replay", str(path), "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["ok"] and out["bug_report"]["viewer"] == 0 and out["bug_report"]["over"] is False
    assert window.controller is c                         # the game goes on
    qtbot.waitUntil(lambda: c.over or c.request is not None, timeout=20000)


def test_a_bug_report_made_at_game_over_replays_to_the_same_state(qtbot, window):
    c = play(qtbot, window, answers=None)
    assert c.over and "report" in c.panel.buttons
    c.panel.buttons["report"].click()
    path = window.report_dialog.path
    assert path is not None and json.loads(path.read_text(encoding="utf-8"))["over"] is True
    replays_to_the_same_state(path, c)
    dialog = window.open_record(path)                     # the window watches it too, from the reporter's seat
    assert dialog.viewer() == 0
    dialog.accept()
    r = window.controller
    assert isinstance(r, ReplayController)
    qtbot.waitUntil(lambda: r.over, timeout=60000)
    assert r.table.state.view == c.table.host.game.view(0)


def test_a_bug_report_while_watching_holds_the_replay_so_far(qtbot, window, tmp_path):
    c = play(qtbot, window, answers=None, seed=8)
    record = tmp_path / "game.json"
    c.table.host.game.record.save(record)
    dialog = window.open_record(record)
    dialog.choose(2)
    dialog.accept()
    r = window.controller
    r.set_paused(True)
    for _ in range(5):
        r.step_action()
        qtbot.waitUntil(lambda: not r.busy, timeout=5000)
    path = window.bug_report()
    loaded = load_replay(path)
    assert loaded.viewer == 2 and loaded.answers == r.progress[0] and not loaded.finished
    assert json.loads(path.read_text(encoding="utf-8"))["settings"]["replay_of"] == str(record)


def test_two_reports_in_one_second_do_not_overwrite_each_other(qtbot, window):
    play(qtbot, window, answers=2)
    first, second = window.bug_report(), window.bug_report()
    assert first != second and first.exists() and second.exists()


def test_without_a_data_folder_the_report_says_so(qtbot):
    w = MainWindow(FAST)
    qtbot.addWidget(w)
    w.show()
    assert not w.game_menu.actions["bug_report"].isEnabled() or w.places is None
    assert w.bug_report() is None
    assert w.report_dialog.isVisible() and w.report_dialog.path is None


def test_a_report_that_cannot_be_written_says_why(qtbot, window):
    play(qtbot, window, answers=2)
    window.places.data.mkdir(parents=True, exist_ok=True)
    window.places.bug_reports.write_text("a file where the folder should be")
    assert window.bug_report() is None
    assert window.report_dialog.isVisible() and window.report_dialog.path is None
    assert window.controller is not None and not window.controller.closed     # the game goes on


def test_a_report_without_a_game_holds_no_record_and_says_so(window):
    path = window.bug_report()                            # (from the start page: no table)
    bundle = json.loads(path.read_text(encoding="utf-8"))
    assert bundle["record"] is None and bundle["note"] and bundle["viewer"] is None
    dialog = window.open_record(path)
    assert dialog is None and window.record_problem.isVisible()
    assert main(["replay", str(path)]) == 2
