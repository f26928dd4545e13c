"""Run under a real (virtual) X display: the six 山 generals at an identity table, the viewer 左慈
with his 化身牌 (the number, the one turned up, his face-down ones) and 邓艾 with a 田, in the
window at one size and language, hovering the 化身牌 turned up; saves <prefix>-mountain.png and
<prefix>-mountain-tip.png."""

from shot_window import ShotWindow
from test_mountain_table import mountain_game

from sgs_desktop.ui.mark_tokens import MarkToken

shots = ShotWindow()
c = shots.play(mountain_game(strict=False), range(1, 6))


def huashen() -> MarkToken:
    (token,) = [t for t in c.scene.items() if isinstance(t, MarkToken) and t.mark.startswith("huashen.")]
    return token


shots.table_and_tip("mountain", huashen)
shots.run()
