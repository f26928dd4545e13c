"""One version number: sgs_desktop.__version__, read by pyproject.toml, shown by --version, the about
box and the installers' names, and the newest entry of CHANGELOG.md."""

import re
import tomllib
from pathlib import Path

import pytest

from sgs_desktop import __version__
from sgs_desktop.cli import main

ROOT = Path(__file__).resolve().parent.parent


def test_pyproject_reads_the_one_version():
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert "version" not in project["project"] and "version" in project["project"]["dynamic"]
    assert project["tool"]["setuptools"]["dynamic"]["version"] == {"attr": "sgs_desktop.__version__"}
    assert re.fullmatch(r"\d+\.\d+\.\d+", __version__)


def test_the_changelog_starts_with_this_version():
    headings = re.findall(r"^## (\S+)", (ROOT / "CHANGELOG.md").read_text(encoding="utf-8"), re.MULTILINE)
    assert headings and headings[0] == __version__


def test_version_flag(capsys):
    with pytest.raises(SystemExit) as exit_:
        main(["--version"])
    assert exit_.value.code == 0 and capsys.readouterr().out.strip() == f"sgs-desktop {__version__}"


def test_the_build_script_reads_the_same_version():
    """packaging/build-linux takes the version with sed from __init__.py: the line must keep its form."""
    text = (ROOT / "sgs_desktop" / "__init__.py").read_text(encoding="utf-8")
    assert re.search(rf'^__version__ = "{re.escape(__version__)}"$', text, re.MULTILINE)
