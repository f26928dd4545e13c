"""`sgs-desktop --smoke`: the window plays all-AI games to their end and says so; any error fails it."""

import os
import subprocess
import sys
from pathlib import Path

from sgs_desktop.ui import smoke as smoke_mod
from sgs_desktop.ui.controller import GameController

ROOT = Path(__file__).resolve().parents[2]


def test_the_smoke_run_plays_to_the_end_and_exits_0():
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    done = subprocess.run([sys.executable, "-m", "sgs_desktop", "--smoke"], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    line = [x for x in done.stdout.splitlines() if x.startswith("smoke:")][-1]
    assert line.startswith("smoke: ok — window after ") and "5-player identity" in line and "6-player hegemony" in line


def test_an_error_in_the_window_fails_the_smoke_run(qapp, capsys, monkeypatch):
    def broken(self, ev):
        raise RuntimeError("a broken log line")

    monkeypatch.setattr(GameController, "_on_event", broken)
    assert smoke_mod.smoke(games=(("identity", 5, 1),)) == 1
    out = capsys.readouterr()
    assert "smoke: FAILED" in out.out and "RuntimeError: a broken log line" in out.err


def test_a_game_that_does_not_end_fails_the_smoke_run(qapp, capsys):
    assert smoke_mod.smoke(games=(("identity", 8, 2),), timeout_s=0.001) == 1
    out = capsys.readouterr()
    assert "smoke: FAILED" in out.out and "had not ended" in out.err
