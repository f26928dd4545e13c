import os
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
if os.environ["QT_QPA_PLATFORM"] == "offscreen":
    # a 1920×1080 screen (the plugin's own is 800×800): the window's first size fits the screen it
    # opens on (ui/window_setup.py), and the tests' windows are meant to be the program's 1440×860
    os.environ["QT_QPA_PLATFORM"] = f"offscreen:configfile={Path(__file__).with_name('offscreen_screen.json')}"

import pytest

from sgs_desktop.ui import anim


@pytest.fixture(autouse=True)
def no_animations():
    """Animation speed 0 in tests (the global knob)."""
    old = anim.SPEED
    anim.SPEED = 0.0
    yield
    anim.SPEED = old


@pytest.fixture(scope="session")
def qapp_args():
    return ["sgs-desktop-tests"]


@pytest.fixture(autouse=True)
def house_style(request):
    """The program's style on every test's application (ui/style.py; MainWindow applies it too), so
    a panel measured alone is measured as the program shows it."""
    if "qapp" in request.fixturenames or "qtbot" in request.fixturenames:
        from sgs_desktop.ui.style import apply

        apply(request.getfixturevalue("qapp"))
