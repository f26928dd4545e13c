"""武神 (神关羽): 锁定技, your ♥ hand cards all count as 杀; a ♥ 杀 you use has no distance limit.

A ♥ hand card is a 杀 while it is in 神关羽's hand: it is used or played only as 杀 (never as the
桃, 闪 or trick it is printed as; the engine leaves it out of his offers as itself:
`HAND_SUITS_FILTERED`), keeping its suit and number (拼点, 火攻's showing and a discard read it as
printed). Any ♥ 杀 he uses — one of these, a printed ♥ 杀, or a 杀 another skill makes of one ♥ card
— reaches any distance (docs/rulings.md G1)."""

from __future__ import annotations

from typing import Any

from ....engine.behaviour import AUTO
from ....engine.cards import HEART, VirtualCard, suit_of
from ....engine.protocol.requests import CardOption
from ....engine.skills.skill import HAND_SUITS_FILTERED, NO_DISTANCE_LIMIT
from ..common import ViewAsSkill

_HEARTS = frozenset((HEART,))


class Wushen(ViewAsSkill):
    id = "wushen"
    compulsory = True
    as_key = "slash"
    suit = HEART
    zones = "h"
    modifies = (HAND_SUITS_FILTERED, NO_DISTANCE_LIMIT)

    def view_as_options(self, g, owner, names, mode: str) -> list[CardOption]:
        """In the play phase the 杀 is probed with one of the ♥ cards (any: they are all ♥), so
        its targets are those a ♥ 杀 reaches: any distance."""
        if names is not None:
            return super().view_as_options(g, owner, names, mode)
        cands = self.candidates(g, owner)
        if not cands:
            return []
        behaviour = g.behaviours[self.as_key]
        probe = VirtualCard(behaviour, (g.cards[cands[0]],), self.id)
        if not behaviour.usable_in_play(g, owner, probe):
            return []
        spec = behaviour.target_spec(g, owner, probe)
        if spec is None:
            return []
        return [CardOption(self.as_key, None, self.id, tuple(cands), 1, 1, None if spec is AUTO else spec)]

    def modify(self, g, owner, kind: str, value: Any, *args: Any) -> Any:
        if args[0] is not owner:
            return value
        if kind == HAND_SUITS_FILTERED:
            return value | _HEARTS
        card = args[1]
        return True if card.name == "slash" and suit_of(g, owner, card) == HEART else value


SKILLS = (Wushen(),)
