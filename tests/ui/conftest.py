import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

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
