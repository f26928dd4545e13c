"""Screenshots as tests (gui marker): under Xvfb, a mid-game table with your dashboard full (five
pieces of equipment as strips, two judge cards, marks), the other seats armed, skill buttons and
the answer bar, in each language at 1280×720 and 1920×1080 — and the same table after the window
was made 800×600 and large again — saved to tests/ui/screenshots/ (ignored by git) for a reviewer
to look at (tests/ui/table_shots_script.py)."""

import pytest
from xvfb_shots import assert_picture, shoot

from sgs_desktop.packs.i18n import LANGS


@pytest.mark.gui
@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)], ids=["1280x720", "1920x1080"])
def test_the_table_with_a_full_dashboard(size, lang):
    prefix, names = shoot("table_shots_script.py", size, f"identity:{lang}", 350, 40)
    assert names == ["table", "small", "back"], names
    for name in ("table", "back"):
        assert_picture(prefix, name, size, 30)
