"""`sgs-desktop --smoke`: the window plays all-AI games to their end and says so; any error fails it."""

import os
import subprocess
import sys
from pathlib import Path

import pytest

from sgs_desktop.ui import smoke as smoke_mod
from sgs_desktop.ui.controller import GameController
from sgs_desktop.ui.places import Places, log

ROOT = Path(__file__).resolve().parents[2]


def test_the_smoke_run_plays_to_the_end_and_exits_0(tmp_path):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_STATE_HOME=str(tmp_path / "state"),
               XDG_CONFIG_HOME=str(tmp_path / "config"), XDG_DATA_HOME=str(tmp_path / "data"))
    done = subprocess.run([sys.executable, "-m", "sgs_desktop", "--smoke"], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    line = [x for x in done.stdout.splitlines() if x.startswith("smoke:")][-1]
    assert line.startswith("smoke: ok — window after ") and "5-player identity" in line and "6-player hegemony" in line
    # its log, nothing else (no settings, no records)
    assert [p.relative_to(tmp_path).as_posix() for p in tmp_path.rglob("*") if p.is_file()] == \
        ["state/sgs-desktop/sgs-desktop.log"]
    assert "smoke run: ok" in (tmp_path / "state" / "sgs-desktop" / "sgs-desktop.log").read_text(encoding="utf-8")


def test_an_error_in_the_window_fails_the_smoke_run(qapp, capsys, monkeypatch, tmp_path):
    def broken(self, ev):
        raise RuntimeError("a broken log line")

    monkeypatch.setattr(GameController, "_on_event", broken)
    assert smoke_mod.smoke(games=(("identity", 5, 1),), places=Places.under(tmp_path)) == 1
    out = capsys.readouterr()
    assert "smoke: FAILED" in out.out and "RuntimeError: a broken log line" in out.err


def test_a_game_that_does_not_end_fails_the_smoke_run(qapp, capsys, tmp_path):
    assert smoke_mod.smoke(games=(("identity", 8, 2),), timeout_s=0.001, places=Places.under(tmp_path)) == 1
    out = capsys.readouterr()
    assert "smoke: FAILED" in out.out and "had not ended" in out.err


@pytest.fixture(autouse=True)
def close_the_log():
    """Each smoke run here logs into its own folder: take the handler off afterwards."""
    yield
    for h in [h for h in log.handlers if getattr(h, "sgs_places", False)]:
        log.removeHandler(h)
        h.close()
