"""刚烈 (夏侯惇): after you take damage, you may judge; unless the result is ♥, the damage source
chooses: discard two hand cards, or take 1 damage from you (with fewer than two hand cards it
must take the damage)."""

from __future__ import annotations

from typing import Any

from ....engine import timings as T
from ....engine.cards import HEART
from ....engine.health import damage
from ....engine.judging import judge
from ....engine.moves import discard
from ....engine.protocol import Prompt
from ....engine.skills import Skill

DISCARD_TWO, TAKE_DAMAGE = "discard", "damage"


class Ganglie(Skill):
    id = "ganglie"
    timings = (T.DAMAGED,)

    def can_trigger(self, g, owner, timing: str, data: T.DamageData) -> bool:
        return (data.target == owner.seat and owner.alive and data.source is not None
                and g.players[data.source].alive)

    async def effect(self, g, owner, timing: str, data: T.DamageData, choice: Any) -> None:
        src = data.source
        assert src is not None          # (can_trigger: damage with a source)
        result = await judge(g, owner.seat, self.id)
        if g.cards[result.card].suit == HEART or not g.players[src].alive:
            return
        victim = g.players[src]
        options = (DISCARD_TWO, TAKE_DAMAGE) if len(victim.hand) >= 2 else (TAKE_DAMAGE,)
        picked = await g.choose_option(src, options, Prompt("ganglie", (owner.seat,)))
        if picked == DISCARD_TWO:
            cards = await g.choose_cards(src, victim.hand, 2, 2, Prompt("ganglie_discard", (owner.seat,)))
            await discard(g, src, cards, reason=self.id)
        else:
            await damage(g, owner.seat, src, 1)


SKILLS = (Ganglie(),)
