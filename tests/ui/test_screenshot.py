"""One real-window test under Xvfb: the table on an X display, saved to a PNG."""

import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

HERE = Path(__file__).parent


@pytest.mark.gui
def test_table_screenshot_under_xvfb(tmp_path):
    xvfb = shutil.which("Xvfb")
    if xvfb is None:
        pytest.skip("Xvfb is not installed (Debian: xvfb)")
    display = f":{90 + os.getpid() % 50}"
    server = subprocess.Popen([xvfb, display, "-screen", "0", "1920x1080x24", "-nolisten", "tcp"],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        time.sleep(1.0)
        assert server.poll() is None, "Xvfb did not start"
        out = tmp_path / "table.png"
        env = dict(os.environ, DISPLAY=display, QT_QPA_PLATFORM="xcb")
        run = subprocess.run([sys.executable, str(HERE / "shot_script.py"), str(out)], env=env,
                             capture_output=True, text=True, timeout=120)
        assert run.returncode == 0, run.stderr[-2000:]
        assert run.stdout.startswith("xcb"), run.stdout
        image = QImage(str(out))
        assert image.width() >= 1280 and image.height() >= 720
        colours = {image.pixel(x, y) for x in range(0, image.width(), 37) for y in range(0, image.height(), 41)}
        assert len(colours) > 50, "the screenshot is (nearly) blank"
        keep = os.environ.get("SGS_SCREENSHOT_DIR")
        if keep:
            shutil.copy(out, Path(keep) / "table.png")
    finally:
        server.terminate()
        server.wait(10)
