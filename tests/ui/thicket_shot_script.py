"""Run under a real (virtual) X display: the six 林 generals at an identity table, the viewer 贾诩
with 乱武 unused (its token on his seat), in the window at one size and language, hovering the
token; saves <prefix>-thicket.png and <prefix>-thicket-tip.png."""

from shot_window import ShotWindow
from test_thicket_table import thicket_scenario

from sgs_desktop.engine.game import Game
from sgs_desktop.modes.scenario_file import parse_scenario
from sgs_desktop.ui.mark_tokens import MarkToken

shots = ShotWindow()
c = shots.play(Game.new(parse_scenario(thicket_scenario(strict=False), "shot").config(), 1), range(1, 6))


def luanwu() -> MarkToken:
    (token,) = [t for t in c.scene.items() if isinstance(t, MarkToken)]
    return token


shots.table_and_tip("thicket", luanwu)
shots.run()
