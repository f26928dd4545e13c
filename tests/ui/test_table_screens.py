"""Screenshots as tests (gui marker): under Xvfb, a mid-game table with your dashboard full (four
pieces of equipment as strips — identity has no treasure — two judge cards, marks), the other
seats armed, skill buttons and the answer bar, in each language at 1280×720 and 1920×1080, and the
same table after the window was made 800×600 and large again; saved to tests/ui/screenshots/
(ignored by git) for a reviewer to look at (tests/ui/table_shots_script.py). Each picture (but the
800×600 one) has the window's size, is not blank, shows the four pieces and two judge cards, and
the fit walker finds nothing."""

import json

import pytest
from xvfb_shots import assert_picture, shoot

from sgs_desktop.packs.i18n import LANGS


@pytest.mark.gui
@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)], ids=["1280x720", "1920x1080"])
def test_the_table_with_a_full_dashboard(size, lang):
    prefix, names = shoot("table_shots_script.py", size, f"identity:{lang}", 350, 40)
    assert names == ["table", "small", "back"], names
    checks = json.loads(prefix.with_name(f"{prefix.name}-checks.json").read_text(encoding="utf-8"))
    for name in ("table", "back"):
        assert_picture(prefix, name, size, 30)
        # (identity has no treasure: four slots filled, the fifth shows its name)
        assert checks[name] == {"equipment": ["armor", "defensive_horse", "offensive_horse", "weapon"], "judge": 2,
                                "fit": []}, (name, checks[name])
