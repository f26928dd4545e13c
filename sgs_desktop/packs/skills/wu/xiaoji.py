"""枭姬 (孙尚香): whenever you lose a card from your equipment area (replaced by a new one too),
you may draw two cards — once for each card lost."""

from __future__ import annotations

from typing import Any

from ....engine import timings as T
from ....engine.advice import ALWAYS
from ....engine.moves import draw
from ....engine.skills.skill import Invoke, Skill
from ....engine.state import Zone


def lost_equipment(data: T.MoveData, seat: int) -> int:
    """How many cards left `seat`'s equipment area in this move."""
    return sum(len(ids) for ids, src, src_owner, dst, dst_owner in data.moves
               if src == Zone.EQUIP and src_owner == seat and not (dst == Zone.EQUIP and dst_owner == seat))


class Xiaoji(Skill):
    """枭姬: two cards for every equipment card lost."""

    id = "xiaoji"
    own_moves_only = True
    timings = (T.CARDS_MOVED,)
    invoke = Invoke(ai=ALWAYS)

    def can_trigger(self, g, owner, timing: T.Timing, data: T.MoveData) -> bool:
        return owner.alive and lost_equipment(data, owner.seat) > 0

    async def effect(self, g, owner, timing: T.Timing, data: T.MoveData, choice: Any) -> None:
        await draw(g, owner.seat, self.count(g, owner), reason=self.id)
        # every further card lost is a further chance (each asked anew)
        for _ in range(lost_equipment(data, owner.seat) - 1):
            if not owner.alive or not await g.ask_yes_no(owner.seat, self.invoke_prompt()):
                return
            g.note_skill(owner.seat, self.id)
            await draw(g, owner.seat, self.count(g, owner), reason=self.id)

    def count(self, g, owner) -> int:
        """How many cards one card lost is worth: two (the new 国战 rules: one in your turn, three
        outside it)."""
        return 2


SKILLS = (Xiaoji(),)
