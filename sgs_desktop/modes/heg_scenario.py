"""国战 scenario tables: a general pair per seat, each face down or shown, and 野心家.

The seats are read and checked by `scenario_file` (docs/scenarios.md, 国战 scenarios); this
module puts the checked pairs in front of the players.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..engine.game import Game
from ..engine.kingdoms import CAREERIST
from ..engine.state import Player, Zone
from ..packs.generals import LORD_EQUIP_PACKAGE, LORD_EQUIPMENT, heg_table
from ..packs.heg_seating import seat_pair
from ..packs.heg_skills import HEG_SKILLS
from .heg_lords import lords_offered, replaced_card
from .heg_rules import rules_of

if TYPE_CHECKING:
    from .scenario_file import Scenario


def build_heg_table(g: Game, sc: Scenario) -> None:
    """Create the players with their pairs; order the draw pile like an identity scenario."""
    from .heg_marks import MARK_SKILLS, set_marks
    from .scenario import order_draw_pile, set_seat_extras
    rules = rules_of(g)
    lords = {lord.id: lord for lord in lords_offered(g).values()}
    for seat, p in enumerate(sc.players):
        g.players.append(Player(seat, p.hp, p.max_hp, alive=p.alive, chained=p.chained, face_up=p.face_up))
    for seat, p in enumerate(sc.players):
        player = g.players[seat]
        assert p.generals is not None           # (a 国战 seat: checked by scenario_file)
        table = heg_table(g)                    # (the generals as the game's rules profile has them)
        head, deputy = (table[x] if x in table else lords[x] for x in p.generals)
        if head.id in lords:                    # 君主: seated as the lord (always shown)
            rules.generals = {**rules.generals, head.id: head}
            rules.heg.lords[seat] = head.kingdom
        if p.alive:
            seat_pair(g, seat, head, deputy, p.shown)
            for sid in p.skills:
                g.add_skill(seat, HEG_SKILLS[sid])
            set_marks(g, player, {m: n for m, n in p.marks if m in MARK_SKILLS})
            set_seat_extras(player, p, frozenset(MARK_SKILLS))
        else:
            seat_pair(g, seat, head, deputy, (True, True))
            for skill in list(player.skills):
                g.remove_skill(seat, skill)
        if any(p.shown):
            player.kingdom = CAREERIST if p.careerist else p.kingdom
    state = rules.heg
    state.first_shown = any(any(p.shown) for p in sc.players)
    state.both_shown = {seat for seat, p in enumerate(sc.players) if all(p.shown)}
    aside = _aside(g, sc, [p.generals[0] for p in sc.players if p.generals is not None])
    order_draw_pile(g, sc, aside)
    for cid in sorted(aside):
        g.zone_of[cid] = Zone.VOID
        g.void.append(cid)


def _aside(g: Game, sc: Scenario, heads: list[str]) -> frozenset[int]:
    """The cards a 国战 scenario sets aside unless it places them: a 君主's equipment whose lord is
    not seated, and the card the equipment of a seated lord replaces (雌雄双股剑 ♠2)."""
    from .scenario import placed_cards
    placed = set(placed_cards(sc)) | set(sc.top)
    out = set()
    for lord_id, (key, _old) in LORD_EQUIPMENT.items():
        card = next((c.id for c in g.cards if c.key == key and c.package == LORD_EQUIP_PACKAGE), None)
        if card is None:
            continue
        if lord_id not in heads:
            out.add(card)
        else:
            old = replaced_card(g, lord_id)
            if old is not None:
                out.add(old)
    return frozenset(out - placed)
