"""Screenshots as tests (gui marker): under Xvfb, in each language at 1280×720 and 1920×1080, the start
page, the general choice (identity and 国战), a response prompt, a mid-game table with its log, the
same table with an effect playing, the log alone, the game-over panel and a 国战 table — one Xvfb
and one program per language and size (tests/ui/screens_script.py). Each picture has the window's
size and is not blank; its key widgets were visible when it was taken; the fit walker
(tests/ui/fit.py) found no text cut off, outside its item or over another; the log has no raw id.
Saved to tests/ui/screenshots/screens-<lang>-<size>-<screen>.png (ignored by git) for a reviewer."""

import json

import pytest
from PySide6.QtGui import QImage
from xvfb_shots import assert_picture, shoot

from sgs_desktop.packs.i18n import LANGS

NAMES = ["start", "identity-choose", "identity-respond", "identity-table", "identity-effect", "identity-log",
         "identity-over", "hegemony-choose", "hegemony-table"]


@pytest.mark.gui
@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)], ids=["1280x720", "1920x1080"])
def test_the_screens_a_player_sees(size, lang):
    prefix, names = shoot("screens_script.py", size, f"screens-{lang}", 140, 80)
    assert names == NAMES, names
    checks = json.loads(prefix.with_name(f"{prefix.name}-checks.json").read_text(encoding="utf-8"))
    for name in names:
        assert_picture(prefix, name, size, 8 if name == "start" else 30)
        assert checks[name] == {"fit": [], "missing": [], "raw": []}, (name, checks[name])
    table, fx = (QImage(f"{prefix}-identity-{n}.png") for n in ("table", "effect"))
    points = [(x, y) for x in range(0, size[0], 13) for y in range(0, size[1], 11)]
    changed = sum(table.pixel(x, y) != fx.pixel(x, y) for x, y in points)
    assert changed > len(points) // 50, f"the effect changed {changed} of {len(points)} points"
