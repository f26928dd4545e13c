"""Run under a real (virtual) X display: the 神 generals of part 2 at an identity table, 神司马懿
(the viewer) with four 忍, 神吕布 with six 暴怒, 无前's mark on seat 4, in the window at one size and
language, hovering 暴怒's token; saves <prefix>-god_b.png and <prefix>-god_b-tip.png."""

from shot_window import ShotWindow
from test_god_b_table import god_scenario, marked_game

from sgs_desktop.ui.mark_tokens import MarkToken

shots = ShotWindow()
c = shots.play(marked_game(god_scenario(strict=False)), range(1, 6))


def baonu() -> MarkToken:
    (token,) = [t for t in c.scene.items() if isinstance(t, MarkToken) and t.mark == "baonu"]
    return token


# (the token sits by the window's right edge: the tip is shown to its left, inside the window)
shots.table_and_tip("god_b", baonu, inside=True)
shots.run()
