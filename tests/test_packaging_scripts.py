"""The Linux installers' shell scripts on a stand-in program (the real, frozen one is tested by
packaging/ci/packaging-tests): the .run's per-user install, its upgrade in place and its uninstaller,
and the launcher's check for missing system libraries."""

import os
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
LINUX = ROOT / "packaging" / "linux"

pytestmark = pytest.mark.skipif(shutil.which("sh") is None or os.name != "posix", reason="POSIX shell scripts")


def payload(where: Path, version: str, extra: str | None = None) -> Path:
    """An unpacked .run (as build-linux lays it out) whose program prints its arguments."""
    run = where / f"run-{version}"
    app = run / "app"
    (app / "_internal").mkdir(parents=True)
    (app / "sgs-desktop").write_text('#!/bin/sh\necho "program $*"\n', encoding="utf-8")
    (app / "sgs-desktop").chmod(0o755)
    (app / "_internal" / "data.txt").write_text(version, encoding="utf-8")
    if extra:
        (app / "_internal" / extra).write_text("only in this version", encoding="utf-8")
    for name in ("install.sh", "launcher.sh", "sgs-desktop.desktop", "system-libs.txt"):
        shutil.copy(LINUX / name, run / name)
    (run / "icons").mkdir()
    for size in (16, 256):
        shutil.copy(ROOT / "assets" / "icons" / f"sgs-desktop-{size}.png", run / "icons")
    (run / "VERSION").write_text(version + "\n", encoding="utf-8")
    return run


def sh(*argv, home: Path, check: bool = True) -> subprocess.CompletedProcess:
    env = {"HOME": str(home), "PATH": os.environ.get("PATH", "/usr/bin:/bin"), "SGS_DESKTOP_NO_LIB_CHECK": "1"}
    done = subprocess.run([str(a) for a in argv], env=env, capture_output=True, text=True, timeout=60)
    if check:
        assert done.returncode == 0, done.stderr
    return done


def tree(home: Path) -> list[str]:
    return sorted(str(p.relative_to(home)) for p in home.rglob("*"))


def test_install_upgrade_and_uninstall_leave_nothing_behind(tmp_path):
    home = tmp_path / "home"
    home.mkdir()
    old, new = payload(tmp_path, "0.0.9", extra="stale.txt"), payload(tmp_path, "0.1.0")
    out = sh(old / "install.sh", home=home).stdout
    assert "0.0.9 is installed" in out
    app = home / ".local" / "lib" / "sgs-desktop"
    assert (app / "_internal" / "stale.txt").exists()
    desktop = (home / ".local/share/applications/sgs-desktop.desktop").read_text(encoding="utf-8")
    assert f"Exec={home}/.local/bin/sgs-desktop" in desktop and "Name[zh_CN]=三国杀" in desktop
    assert (home / ".local/share/icons/hicolor/256x256/apps/sgs-desktop.png").exists()
    assert sh(home / ".local/bin/sgs-desktop", "simulate", "--games", "1", home=home).stdout == \
        "program simulate --games 1\n"

    # the player's things, which no install or upgrade touches
    settings = home / ".config" / "sgs-desktop" / "settings.ini"
    record = home / ".local" / "share" / "sgs-desktop" / "records" / "game.json"
    for f in (settings, record):
        f.parent.mkdir(parents=True)
        f.write_text("mine", encoding="utf-8")

    out = sh(new / "install.sh", home=home).stdout
    assert "0.0.9 is installed: replacing it with 0.1.0" in out
    assert (app / "VERSION").read_text(encoding="utf-8").strip() == "0.1.0"
    assert (app / "_internal" / "data.txt").read_text(encoding="utf-8") == "0.1.0"
    assert not (app / "_internal" / "stale.txt").exists()          # the old version's own file went
    assert settings.read_text(encoding="utf-8") == record.read_text(encoding="utf-8") == "mine"

    out = sh(home / ".local/bin/sgs-desktop-uninstall", home=home).stdout
    assert "0.1.0 is uninstalled" in out
    # only the player's things are left (and the folders that hold them)
    assert tree(home) == [".config", ".config/sgs-desktop", ".config/sgs-desktop/settings.ini", ".local",
                          ".local/share", ".local/share/sgs-desktop", ".local/share/sgs-desktop/records",
                          ".local/share/sgs-desktop/records/game.json"]


def test_uninstall_purge_removes_the_players_things_too_and_keeps_folders_it_did_not_make(tmp_path):
    home = tmp_path / "home"
    (home / ".local" / "bin").mkdir(parents=True)
    (home / ".local" / "bin" / "other-tool").write_text("not ours", encoding="utf-8")
    sh(payload(tmp_path, "0.1.0") / "install.sh", home=home)
    (home / ".config" / "sgs-desktop").mkdir(parents=True)
    (home / ".config" / "sgs-desktop" / "settings.ini").write_text("mine", encoding="utf-8")
    sh(home / ".local/bin/sgs-desktop-uninstall", "--purge", home=home)
    assert tree(home) == [".config", ".local", ".local/bin", ".local/bin/other-tool"]


@pytest.mark.skipif(shutil.which("cc") is None or shutil.which("ldd") is None, reason="needs a C compiler and ldd")
def test_the_launcher_names_the_package_of_a_missing_library(tmp_path):
    """A plugin that links to a library the system lacks: the launcher says which package to install
    and exits 3 instead of starting the program (whose Qt would abort)."""
    build = tmp_path / "build"
    build.mkdir()
    (build / "stub.c").write_text("int sgs_stub(void) { return 1; }\n", encoding="utf-8")
    (build / "plugin.c").write_text("int sgs_stub(void);\nint plugin(void) { return sgs_stub(); }\n",
                                    encoding="utf-8")
    subprocess.run(["cc", "-shared", "-fPIC", "-o", build / "libsgs-missing.so.1", "-Wl,-soname,libsgs-missing.so.1",
                    build / "stub.c"], check=True)
    app = tmp_path / "app"
    plugins = app / "_internal" / "PySide6" / "Qt" / "plugins" / "platforms"
    plugins.mkdir(parents=True)
    subprocess.run(["cc", "-shared", "-fPIC", "-o", plugins / "libqxcb.so", build / "plugin.c",
                    f"-L{build}", "-l:libsgs-missing.so.1"], check=True)
    (build / "libsgs-missing.so.1").unlink()                          # the system "lacks" it now
    for name in ("QtWidgets.abi3.so", "QtStateMachine.abi3.so"):
        shutil.copy(plugins / "libqxcb.so", app / "_internal" / "PySide6" / name)
    (app / "sgs-desktop").write_text('#!/bin/sh\necho "program started"\n', encoding="utf-8")
    (app / "sgs-desktop").chmod(0o755)
    (app / "system-libs.txt").write_text("libsgs-missing.so.1 sgs-test-package\n", encoding="utf-8")
    launcher = tmp_path / "sgs-desktop"
    launcher.write_text((LINUX / "launcher.sh").read_text(encoding="utf-8").replace("@APP@", str(app)),
                        encoding="utf-8")
    launcher.chmod(0o755)
    env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": str(tmp_path)}

    done = subprocess.run([launcher], env=env, capture_output=True, text=True, timeout=60)
    assert done.returncode == 3 and "program started" not in done.stdout
    assert "libsgs-missing.so.1" in done.stderr and "sudo apt-get install sgs-test-package" in done.stderr
    assert "Traceback" not in done.stderr

    # the command-line tools need no window: they start all the same
    done = subprocess.run([launcher, "simulate"], env=env, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0 and done.stdout == "program started\n"


def test_an_incomplete_install_is_replaced_and_a_foreign_folder_is_left_alone(tmp_path):
    home = tmp_path / "home"
    app = home / ".local" / "lib" / "sgs-desktop"
    (app / "_internal").mkdir(parents=True)
    (app / "VERSION").write_text("0.0.5\n", encoding="utf-8")          # its uninstaller is gone
    (app / "_internal" / "stale.txt").write_text("old", encoding="utf-8")
    out = sh(payload(tmp_path, "0.1.0") / "install.sh", home=home).stdout
    assert "incomplete sgs-desktop install" in out and not (app / "_internal" / "stale.txt").exists()
    assert (app / "uninstall").exists()

    other = tmp_path / "other"
    theirs = other / ".local" / "lib" / "sgs-desktop"
    theirs.mkdir(parents=True)
    (theirs / "notes.txt").write_text("someone else's", encoding="utf-8")
    done = sh(payload(tmp_path / "again", "0.1.0") / "install.sh", home=other, check=False)
    assert done.returncode == 1 and "not touching it" in done.stderr
    assert (theirs / "notes.txt").read_text(encoding="utf-8") == "someone else's"
