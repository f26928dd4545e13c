"""淑慎 (甘夫人): each time you recover 1 HP, you may choose another player of your kingdom: that
player draws a card (recovering 2 HP at once gives two choices)."""

from __future__ import annotations

from typing import Any

from ....engine import timings as T
from ....engine.advice import ALWAYS, HELPS
from ....engine.kingdoms import CAREERIST, same_kingdom, would_be_careerist
from ....engine.moves import draw
from ....engine.prompts import PromptSpec
from ....engine.skills.skill import Invoke, Skill
from ...generals import heg_table


def kingdom_mates(g, owner) -> list[int]:
    """The other living players of `owner`'s kingdom. A face-down 甘夫人 counts with the kingdom
    she would have once shown (none when she would be a 野心家)."""
    if owner.kingdom is None:
        slot = owner.hidden_skills.get(Shushen.id)
        if slot is None:
            return []
        kingdom = heg_table(g)[owner.generals[slot].general].kingdom
        if would_be_careerist(g, kingdom):
            return []
        return [p.seat for p in g.players if p.alive and p is not owner and p.kingdom == kingdom]
    if owner.kingdom == CAREERIST:
        return []
    return [p.seat for p in g.players if p.alive and p is not owner and same_kingdom(p, owner)]


#: 淑慎: another player of your kingdom draws a card
ASK_SHUSHEN_TARGET = PromptSpec("shushen_target", ai=HELPS)


class Shushen(Skill):
    id = "shushen"
    timings = (T.RECOVERED,)
    invoke = Invoke(ai=ALWAYS)
    #: who is chosen, and its question (the new rules: any other player)
    target_prompt = ASK_SHUSHEN_TARGET

    def _candidates(self, g, owner) -> list[int]:
        """Who may draw: the other players of your kingdom, in seat order from you."""
        return g.seat_order(kingdom_mates(g, owner), owner.seat)

    def can_trigger(self, g, owner, timing: T.Timing, data: T.RecoverData) -> bool:
        return data.target == owner.seat and owner.alive and bool(self._candidates(g, owner))

    async def cost(self, g, owner, timing: T.Timing, data: T.RecoverData) -> Any:
        return await self._choose(g, owner)

    async def _choose(self, g, owner) -> list[int] | None:
        """Invoke? then which player (no question when only one can draw)."""
        if not await g.ask_yes_no(owner.seat, self.invoke_prompt()):
            return None
        candidates = self._candidates(g, owner)
        if len(candidates) <= 1:
            return candidates or None
        return await g.choose_seats(owner.seat, candidates, 1, 1, self.target_prompt())

    async def effect(self, g, owner, timing: T.Timing, data: T.RecoverData, choice: Any) -> None:
        for point in range(data.amount):
            if point:
                # each further point recovered: invoke again (or stop)
                if not owner.alive or not self._candidates(g, owner):
                    return
                choice = await self._choose(g, owner)
                if not choice:
                    return
                g.note_skill(owner.seat, self.id)
            await draw(g, choice[0], 1, reason=self.id)


SKILLS = (Shushen(),)
