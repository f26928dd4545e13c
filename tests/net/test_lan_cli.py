"""`sgs-desktop host` (a headless table that prints its address) and `join` (an AI client), as
real processes on 127.0.0.1; the announcement goes to loopback only."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

from lan_helpers import LOOPBACK, WAIT

from sgs_desktop.cli import main
from sgs_desktop.engine.record import Record, replay
from sgs_desktop.net.discovery import Listener

ROOT = Path(__file__).parent.parent.parent


def cli(*argv: str) -> subprocess.Popen:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    return subprocess.Popen([sys.executable, "-m", "sgs_desktop", *argv], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, env=env, cwd=ROOT)


def test_a_headless_host_and_two_joining_ai_clients_play_a_game_to_its_end(tmp_path):
    listener = Listener.bound(port=0, bind=LOOPBACK)
    host = cli("host", "--mode", "hegemony", "--players", "4", "--humans", "2", "--seed", "4", "--bind", LOOPBACK,
               "--name", "cli-table", "--announce", LOOPBACK, "--announce-port", str(listener.port),
               "--records", str(tmp_path))
    try:
        first = host.stdout.readline()
        m = re.search(r"at (127\.0\.0\.1):(\d+)", first)
        assert m, first
        port = int(m.group(2))
        heard = listener.collect(1.5)
        assert [(t.name, t.port) for t in heard] == [("cli-table", port)]
        joins = [cli("join", f"{LOOPBACK}:{port}", "--name", f"j{i}", "--seed", str(i)) for i in range(2)]
        outs = [j.communicate(timeout=WAIT * 2) for j in joins]
        out, err = host.communicate(timeout=WAIT)
    finally:
        listener.close()
        for p in [host, *locals().get("joins", [])]:
            if p.poll() is None:
                p.kill()
    assert host.returncode == 0, err
    assert all(j.returncode == 0 for j in joins), outs
    results = [json.loads(o.strip().splitlines()[-1]) for o, _ in outs]
    assert sorted(r["seat"] for r in results) == [0, 1]
    assert "game over" in out and "record saved" in out
    record = Record.load(next(tmp_path.glob("*.json")))
    assert record.config.mode == "hegemony" and replay(record).ok
    assert list(record.result.winners) == results[0]["winners"]


def test_bad_settings_and_addresses_are_refused(capsys):
    assert main(["host", "--players", "1", "--no-announce"]) == 2
    assert "players" in capsys.readouterr().err
    assert main(["join", "nowhere"]) == 2
    assert "HOST:PORT" in capsys.readouterr().err
