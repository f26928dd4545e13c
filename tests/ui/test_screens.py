"""Screenshots as tests (gui marker): under Xvfb, the start page, the general choice, a response
prompt, a mid-game table with its log and the game-over panel, at 1280×720 and 1920×1080, in both
modes; saved to tests/ui/screenshots/ (ignored by git) for a reviewer to look at."""

import pytest
from xvfb_shots import assert_picture, shoot


@pytest.mark.gui
@pytest.mark.parametrize("mode", ["identity", "hegemony"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)], ids=["1280x720", "1920x1080"])
def test_the_screens_a_player_sees(size, mode):
    prefix, names = shoot("screens_script.py", size, mode, 140, 80)
    assert {"start", "choose", "over"} <= set(names) and {"table", "respond"} & set(names), names
    for name in names:
        assert_picture(prefix, name, size, 8 if name == "start" else 30)
