"""国战 scenario tables: a general pair per seat, each face down or shown, and 野心家.

The seats are read and checked by `scenario_file` (docs/scenarios.md, 国战 scenarios); this
module puts the checked pairs in front of the players.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from ..engine.game import Game
from ..engine.kingdoms import CAREERIST
from ..engine.state import Player
from ..packs.generals import heg_table
from ..packs.heg_heroes import seat_pair
from ..packs.heg_skills import HEG_SKILLS

if TYPE_CHECKING:
    from .hegemony import HegemonyRules
    from .scenario_file import Scenario


def build_heg_table(g: Game, sc: Scenario) -> None:
    """Create the players with their pairs; order the draw pile like an identity scenario."""
    from .heg_marks import set_marks
    from .scenario import order_draw_pile
    rules = cast("HegemonyRules", g.rules)     # (a 国战 game)
    for seat, p in enumerate(sc.players):
        g.players.append(Player(seat, p.hp, p.max_hp, alive=p.alive, chained=p.chained, face_up=p.face_up))
    for seat, p in enumerate(sc.players):
        player = g.players[seat]
        assert p.generals is not None           # (a 国战 seat: checked by scenario_file)
        table = heg_table(g)                    # (the generals as the game's rules profile has them)
        head, deputy = (table[x] for x in p.generals)
        if p.alive:
            seat_pair(g, seat, head, deputy, p.shown)
            for sid in p.skills:
                g.add_skill(seat, HEG_SKILLS[sid])
            set_marks(g, player, dict(p.marks))
        else:
            seat_pair(g, seat, head, deputy, (True, True))
            for skill in list(player.skills):
                g.remove_skill(seat, skill)
        if any(p.shown):
            player.kingdom = CAREERIST if p.careerist else p.kingdom
    state = rules.heg
    state.first_shown = any(any(p.shown) for p in sc.players)
    state.both_shown = {seat for seat, p in enumerate(sc.players) if all(p.shown)}
    order_draw_pile(g, sc)
