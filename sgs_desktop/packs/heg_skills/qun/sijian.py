"""死谏 (田丰): after you lose your last hand card, you may discard one card (hand or equipped) of
another player."""

from __future__ import annotations

from typing import Any

from ....engine import timings as T
from ....engine.advice import ALWAYS, HARMS, OWNER_LOSES
from ....engine.moves import discard
from ....engine.prompts import SEAT, Arg, PromptSpec
from ....engine.skills.skill import Invoke, Skill
from ....engine.state import Zone

#: 死谏: whose card to discard, then which
ASK_SIJIAN_TARGET = PromptSpec("sijian_target", ai=HARMS)
ASK_SIJIAN_DISCARD = PromptSpec("sijian_discard", Arg("victim", SEAT), ai=OWNER_LOSES)


class Sijian(Skill):
    id = "sijian"
    own_moves_only = True
    timings = (T.CARDS_MOVED,)
    invoke = Invoke(ai=ALWAYS)

    @staticmethod
    def _victims(g, owner) -> list[int]:
        return [s for s in g.others(owner.seat) if g.players[s].card_count()]

    def can_trigger(self, g, owner, timing: T.Timing, data: T.MoveData) -> bool:
        if not owner.alive or owner.hand:
            return False
        seat = owner.seat
        lost = any(src == Zone.HAND and src_owner == seat and not (dst == Zone.HAND and dst_owner == seat)
                   for _ids, src, src_owner, dst, dst_owner in data.moves)
        return lost and bool(self._victims(g, owner))

    async def cost(self, g, owner, timing: T.Timing, data: T.MoveData) -> Any:
        if not await g.ask_yes_no(owner.seat, self.invoke_prompt()):
            return None
        victims = self._victims(g, owner)
        if len(victims) == 1:
            return tuple(victims)
        return tuple(await g.choose_seats(owner.seat, victims, 1, 1, ASK_SIJIAN_TARGET()))

    async def effect(self, g, owner, timing: T.Timing, data: T.MoveData, choice: Any) -> None:
        (victim,) = choice
        if not g.players[victim].alive:
            return
        cid = await g.pick_card(owner.seat, victim, "he", ASK_SIJIAN_DISCARD(victim))
        if cid is not None:
            await discard(g, owner.seat, [cid], reason=self.id)


SKILLS = (Sijian(),)
