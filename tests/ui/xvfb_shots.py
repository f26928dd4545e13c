"""Run a screenshot script under its own Xvfb display (the gui tests): the script gets a file
prefix, a window size and a mode, saves <prefix>-<name>.png and prints the names it saved."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

HERE = Path(__file__).parent
OUT = HERE / "screenshots"


def shoot(script: str, size: tuple[int, int], mode: str, display_base: int, displays: int,
          screen: str = "1920x1080") -> tuple[Path, list[str]]:
    """Run `script` (a file beside this one) under Xvfb (its screen `screen`); return the prefix
    and the names it saved (what it printed)."""
    xvfb = shutil.which("Xvfb")
    if xvfb is None:
        pytest.skip("Xvfb is not installed (Debian: xvfb)")
    first = (os.getpid() + size[0] + len(mode)) % displays
    for attempt in range(6):                # (a display another run holds: Xvfb exits; try the next)
        display = f":{display_base + (first + attempt * 7) % displays}"
        server = subprocess.Popen([xvfb, display, "-screen", "0", f"{screen}x24", "-nolisten", "tcp"],
                                  stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        time.sleep(1.0)
        if server.poll() is None:
            break
    try:
        assert server.poll() is None, "Xvfb did not start"
        OUT.mkdir(exist_ok=True)
        prefix = OUT / f"{mode}-{size[0]}x{size[1]}"
        root = str(HERE.parent.parent)          # (this checkout's code, not an installed copy's)
        env = dict(os.environ, DISPLAY=display, QT_QPA_PLATFORM="xcb",
                   PYTHONPATH=os.pathsep.join(p for p in (root, os.environ.get("PYTHONPATH", "")) if p))
        run = subprocess.run([sys.executable, str(HERE / script), str(prefix), str(size[0]), str(size[1]), mode],
                             env=env, capture_output=True, text=True, timeout=180)
        assert run.returncode == 0, run.stderr[-2000:]
        return prefix, run.stdout.split()
    finally:
        server.terminate()
        server.wait(timeout=10)


def assert_picture(prefix: Path, name: str, size: tuple[int, int], least_colours: int) -> None:
    """The screenshot has the window's size and is not (nearly) blank."""
    image = QImage(f"{prefix}-{name}.png")
    assert (image.width(), image.height()) == size, name
    colours = {image.pixel(x, y) for x in range(0, image.width(), 37) for y in range(0, image.height(), 41)}
    assert len(colours) > least_colours, f"{name}: the screenshot is (nearly) blank"


def xvfb_run(script: str, name: str, size: tuple[int, int], *args: str) -> tuple[Path, list[str]]:
    """Run a table screenshot script (`*_shot_script.py` beside this file, built on shot_window.py)
    under `xvfb-run -a` (a free display of its own, a 1920×1080 screen) with the prefix
    screenshots/<name>, the window size and `args` (a language …). Return the prefix and the names it
    printed, each saved at the window's size."""
    if shutil.which("xvfb-run") is None:
        pytest.skip("xvfb-run is not installed (Debian: xvfb)")
    OUT.mkdir(exist_ok=True)
    prefix = OUT / name
    root = str(HERE.parent.parent)          # (this checkout's code, not an installed copy's)
    env = dict(os.environ, QT_QPA_PLATFORM="xcb",
               PYTHONPATH=os.pathsep.join(p for p in (root, os.environ.get("PYTHONPATH", "")) if p))
    run = subprocess.run(["xvfb-run", "-a", "-s", "-screen 0 1920x1080x24", sys.executable, str(HERE / script),
                          str(prefix), str(size[0]), str(size[1]), *args],
                         env=env, capture_output=True, text=True, timeout=180)
    assert run.returncode == 0, run.stderr[-2000:]
    names = run.stdout.split()
    for saved in names:
        image = QImage(f"{prefix}-{saved}.png")
        assert (image.width(), image.height()) == size, saved
    return prefix, names
