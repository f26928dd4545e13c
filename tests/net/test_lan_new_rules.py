"""国战's new rules over the LAN: `sgs-desktop host --rules new` plays them (its record says so and
replays), the lobby shows the setting, and a bad value is refused before anything opens."""

from __future__ import annotations

import re

from lan_helpers import LOOPBACK, WAIT
from test_lan_cli import cli

from sgs_desktop.cli import main
from sgs_desktop.engine.record import Record, replay
from sgs_desktop.net.lobby import HostSettings


def test_a_headless_host_plays_the_new_rules_and_records_them(tmp_path):
    host = cli("host", "--mode", "hegemony", "--rules", "new", "--players", "4", "--humans", "1", "--seed", "9",
               "--bind", LOOPBACK, "--no-announce", "--records", str(tmp_path))
    try:
        first = host.stdout.readline()
        m = re.search(r"at (127\.0\.0\.1):(\d+)", first)
        assert m, first
        join = cli("join", f"{LOOPBACK}:{m.group(2)}", "--name", "j0", "--seed", "1")
        join.communicate(timeout=WAIT * 2)
        out, err = host.communicate(timeout=WAIT)
    finally:
        for p in [host, *([join] if "join" in locals() else [])]:
            if p.poll() is None:
                p.kill()
    assert host.returncode == 0 and join.returncode == 0, err
    record = Record.load(next(tmp_path.glob("*.json")))
    assert record.config.option("rules") == "new" and replay(record).ok


def test_the_rules_setting_is_checked_and_public():
    s = HostSettings(mode="hegemony", rules="new")
    s.check()
    assert s.public()["rules"] == "new" and s.config().option("rules") == "new"
    try:
        HostSettings(mode="hegemony", rules="newest").check()
    except ValueError as exc:
        assert "rules: one of ['old', 'new']" in str(exc)
    else:
        raise AssertionError("an unknown rules profile was taken")


def test_a_bad_rules_value_is_refused_on_the_command_line(capsys):
    try:
        code = main(["host", "--mode", "hegemony", "--rules", "newest", "--no-announce"])
    except SystemExit as exc:
        code = exc.code
    assert code == 2 and "--rules" in capsys.readouterr().err
