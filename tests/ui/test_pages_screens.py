"""Screenshots as tests (gui marker): under Xvfb, the start page (both modes), the LAN pages, 设置,
the replay and bug-report dialogs, the record-problem box and the about box, in the three
languages at 1280×720 and 1920×1080, saved to tests/ui/screenshots/pages-<lang>-<size>-<screen>.png
for a reviewer to look at; and the program's first window on a 1280×720 screen fits it (found 11)."""

import pytest
from PySide6.QtGui import QImage
from xvfb_shots import assert_picture, shoot

from sgs_desktop.packs.i18n import LANGS

WINDOW_SHOTS = {"start", "start-hegemony", "host", "join", "join-found", "lobby"}
DIALOG_SHOTS = {"settings", "about", "bug-report", "replay", "record-problem", "record-file"}


@pytest.mark.gui
@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)], ids=["1280x720", "1920x1080"])
def test_the_pages_and_dialogs_a_player_sees(size, lang):
    prefix, names = shoot("pages_script.py", size, f"pages-{lang}", 170, 60)
    assert set(names) == WINDOW_SHOTS | DIALOG_SHOTS, names
    for name in WINDOW_SHOTS:
        assert_picture(prefix, name, size, 30)
    for name in DIALOG_SHOTS:
        image = QImage(f"{prefix}-{name}.png")
        assert 200 <= image.width() <= 1280 and 100 <= image.height() <= 720, (name, image.size())
        # (a dialog is small: every 5th pixel; text alone, anti-aliased, gives dozens of shades)
        colours = {image.pixel(x, y) for x in range(0, image.width(), 5) for y in range(0, image.height(), 5)}
        assert len(colours) > 30, f"{name}: the screenshot is (nearly) blank"


@pytest.mark.gui
def test_the_first_window_fits_a_1280x720_screen():
    prefix, numbers = shoot("first_window_script.py", (1280, 720), "first-window", 230, 20, screen="1280x720")
    x, y, w, h, ax, ay, aw, ah = (int(n) for n in numbers)
    assert (aw, ah) == (1280, 720)
    assert ax <= x and ay <= y and x + w <= ax + aw and y + h <= ay + ah, (x, y, w, h)
    image = QImage(f"{prefix}-first-window.png")          # (the start page, whole: 打开录像… was cut off)
    assert image.width() <= aw and image.height() <= ah and image.width() >= 1200
