"""敕令 discarded (the deck's note "cannot be discarded normally"; docs/rulings.md, S11a): a 敕令 put
into the discard pile by being discarded — straight from a player's hand or equipment, not used —
is removed from the game instead, and at the end of that turn it takes effect, used by nobody
(系统), on every player with no kingdom. Every player of a game with the 势备篇 deck holds this
rule as a skill; the pending 敕令 are the mark 敕令 on the turn's player (public)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...engine import timings as T
from ...engine.actions import set_mark
from ...engine.moves import move_cards
from ...engine.skills.skill import Skill
from ...engine.state import Zone
from .tricks import imperial_order_on

if TYPE_CHECKING:
    from ...engine.game import Game
    from ...engine.state import Player

EDICT = "imperial_order"
#: the mark of the 敕令 waiting for the end of the turn (named after the rule, which names it)
PENDING = "imperial_order_rule"


def discarded_edicts(g: Game, owner: Player, data: T.MoveData) -> list[int]:
    """The 敕令 this move took from `owner`'s hand or equipment straight into the discard pile."""
    cards = g.cards
    return [c for ids, src, src_owner, dst, _ in data.moves
            if dst == Zone.DISCARD and src in (Zone.HAND, Zone.EQUIP) and src_owner == owner.seat
            for c in ids if cards[c].key == EDICT]


class EdictRule(Skill):
    """敕令 discarded: removed from the game; it takes effect at the end of the turn."""

    id = "imperial_order_rule"
    compulsory = True
    own_moves_only = True
    timings = (T.CARDS_MOVED, T.TURN_END, T.TURN_START)

    def can_trigger(self, g: Game, owner: Player, timing: T.Timing, data: Any) -> bool:
        if timing == T.CARDS_MOVED:
            return bool(discarded_edicts(g, owner, data))
        return bool(owner.marks.get(PENDING))

    async def effect(self, g: Game, owner: Player, timing: T.Timing, data: Any, choice: Any) -> None:
        if timing == T.CARDS_MOVED:
            found = discarded_edicts(g, owner, data)
            await move_cards(g, found, Zone.VOID, reason=EDICT)
            holder = g.players[g.current]
            set_mark(g, holder, PENDING, holder.marks.get(PENDING, 0) + len(found))
            return
        pending = owner.marks.get(PENDING, 0)
        set_mark(g, owner, PENDING, None)
        for _ in range(pending):
            for seat in g.alive_seats(g.current):
                if g.players[seat].kingdom is None:
                    await imperial_order_on(g, -1, seat)


EDICT_RULE = EdictRule()
