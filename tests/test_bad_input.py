"""The bad-input corpus (tests/bad_input/, listed in its cases.toml): every file gets a clean
error through the command line — exit status 2, a message naming the file and the field, never
a traceback — as do /dev/zero and a file past the size cap."""

import os
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

from sgs_desktop.cli import main
from sgs_desktop.engine.bounded import RECORD_BYTES, SCENARIO_BYTES

CORPUS = Path(__file__).parent / "bad_input"
CASES = tomllib.loads((CORPUS / "cases.toml").read_text(encoding="utf-8"))["case"]
ROOT = Path(__file__).parent.parent


def command(path: Path) -> str:
    return "scenario" if path.suffix == ".toml" else "replay"


def refused(capsys, cmd: str, path: Path) -> str:
    """Run `sgs-desktop cmd path`; it must exit 2 with a message naming the file: the message."""
    code = main([cmd, str(path)])
    err = capsys.readouterr().err
    assert code == 2, err
    assert err.startswith(f"sgs-desktop {cmd}: {path}") and "Traceback" not in err, err
    return err


@pytest.mark.parametrize("case", CASES, ids=lambda c: c["file"])
def test_each_bad_file_gets_a_clean_error(capsys, case):
    path = CORPUS / case["file"]
    err = refused(capsys, command(path), path)
    for words in case["expect"]:
        assert words in err, (words, err)


def test_the_corpus_and_its_list_agree():
    listed = [c["file"] for c in CASES]
    assert sorted(listed) == sorted(p.name for p in CORPUS.iterdir() if p.name != "cases.toml")
    assert len(set(listed)) == len(listed)


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="no /dev/zero here")
@pytest.mark.parametrize("cmd", ["scenario", "replay"])
def test_dev_zero_is_read_up_to_the_cap(capsys, cmd):
    err = refused(capsys, cmd, Path("/dev/zero"))
    limit = SCENARIO_BYTES if cmd == "scenario" else RECORD_BYTES
    assert f"larger than {limit} bytes" in err


def test_a_file_past_the_size_cap(capsys, tmp_path):
    path = tmp_path / "big.toml"
    path.write_bytes(b"# " + b"x" * SCENARIO_BYTES + b"\n")
    assert "larger than" in refused(capsys, "scenario", path)
    path.write_bytes(b"# just under the cap\n" + b" " * (SCENARIO_BYTES - 100))
    assert "field players" in refused(capsys, "scenario", path)     # read whole: no players


def test_a_missing_file(capsys, tmp_path):
    assert "cannot read" in refused(capsys, "scenario", tmp_path / "nope.toml")


def test_as_a_process_no_traceback():
    """The same through a real process: the exit status and no traceback on stderr."""
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    for cmd, path in [("scenario", CORPUS / "scenario-deep-arrays.toml"), ("replay", CORPUS / "record-huge-seed.json"),
                      ("scenario", Path("/dev/zero"))]:
        res = subprocess.run([sys.executable, "-m", "sgs_desktop.cli", cmd, str(path)], env=env, capture_output=True,
                             text=True, timeout=60)
        assert res.returncode == 2 and "Traceback" not in res.stderr and str(path) in res.stderr, res.stderr
