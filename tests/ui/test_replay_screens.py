"""Screenshots of a replay (gui marker): under Xvfb, the view chooser, a replay in progress (paused
after a few steps) and its end, at 1280×720 and 1920×1080, in both modes; saved to
tests/ui/screenshots/ (ignored by git) for a reviewer to look at."""

import pytest
from xvfb_shots import assert_picture, shoot


@pytest.mark.gui
@pytest.mark.parametrize("mode", ["identity", "hegemony"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)], ids=["1280x720", "1920x1080"])
def test_a_replay_on_screen(size, mode):
    prefix, names = shoot("replay_screens_script.py", size, mode, 230, 60)
    assert names == ["replay-choose", "replay", "replay-over"], names
    for name in names[1:]:
        assert_picture(prefix, name, size, 30)
