"""Screenshots of a replay (gui marker): under Xvfb, the view chooser, a replay in progress (paused
after a few steps) and its end, at 1280×720 and 1920×1080, in both modes; saved to
tests/ui/screenshots/ (ignored by git) for a reviewer to look at."""

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


@pytest.mark.gui
@pytest.mark.parametrize("mode", ["identity", "hegemony"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)], ids=["1280x720", "1920x1080"])
def test_a_replay_on_screen(size, mode):
    xvfb = shutil.which("Xvfb")
    if xvfb is None:
        pytest.skip("Xvfb is not installed (Debian: xvfb)")
    display = f":{230 + (os.getpid() + size[0] + len(mode)) % 60}"
    server = subprocess.Popen([xvfb, display, "-screen", "0", "1920x1080x24", "-nolisten", "tcp"],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        time.sleep(1.0)
        assert server.poll() is None, "Xvfb did not start"
        OUT.mkdir(exist_ok=True)
        prefix = OUT / f"{mode}-{size[0]}x{size[1]}"
        root = str(HERE.parent.parent)          # (this checkout's code, not an installed copy's)
        env = dict(os.environ, DISPLAY=display, QT_QPA_PLATFORM="xcb",
                   PYTHONPATH=os.pathsep.join(p for p in (root, os.environ.get("PYTHONPATH", "")) if p))
        run = subprocess.run([sys.executable, str(HERE / "replay_screens_script.py"), str(prefix), str(size[0]),
                              str(size[1]), mode], env=env, capture_output=True, text=True, timeout=180)
        assert run.returncode == 0, run.stderr[-2000:]
        names = run.stdout.split()
        assert names == ["replay-choose", "replay", "replay-over"], run.stdout + run.stderr[-2000:]
        for name in names[1:]:
            image = QImage(f"{prefix}-{name}.png")
            assert (image.width(), image.height()) == size, name
            colours = {image.pixel(x, y) for x in range(0, image.width(), 37) for y in range(0, image.height(), 41)}
            assert len(colours) > 30, f"{name}: the screenshot is (nearly) blank"
    finally:
        server.terminate()
        server.wait(timeout=10)
