"""Run under a real (virtual) X display: 周泰 living on two 创 at a 国战 table, shown in the window at
one size, hovering his 创 token; saves <prefix>-piles.png (and -piles-tip.png with the hover)."""

from shot_window import ShotWindow
from test_pile_tokens import buqu_table

shots = ShotWindow()
c = shots.play(buqu_table().g, (1, 2, 3))
shots.table_and_tip("piles", lambda: c.scene.seats[1].pile_tokens[0])
shots.run()
