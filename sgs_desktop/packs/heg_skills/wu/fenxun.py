"""奋迅 (丁奉): once per play phase, you may discard a card (hand or equipment) and choose another
player: until the end of this turn, your distance to that player is 1."""

from __future__ import annotations

from typing import Any

from ....engine.actions import set_mark
from ....engine.moves import DISCARD, move_cards
from ....engine.protocol import CardOption, TargetSpec
from ....engine.skills import DISTANCE
from ...skills.common import ActiveSkill

TURN, TARGET = "fenxun_turn", "fenxun_target"     # marks: the turn it holds for, and to whom


class Fenxun(ActiveSkill):
    """奋迅: discard a card, be at distance 1 from one player this turn."""

    id = "fenxun"
    modifies_owner_only = True
    modifies = (DISTANCE,)

    def option(self, g, owner) -> CardOption | None:
        cards = tuple(owner.hand) + tuple(owner.equip_ids())
        others = tuple(g.others(owner.seat))
        if not cards or not others:
            return None
        return CardOption("", None, self.id, cards, 1, 1, TargetSpec(others, 1, 1))

    async def activate(self, g, owner, answer) -> None:
        set_mark(g, owner, TURN, g.turns)
        set_mark(g, owner, TARGET, answer.targets[0])
        await move_cards(g, list(answer.cards), DISCARD, reason=self.id, by=owner.seat)

    def modify(self, g, owner, kind: str, value: Any, *args: Any) -> Any:
        src, dst = args
        if (src is owner and owner.marks.get(TURN) == g.turns and owner.marks.get(TARGET) == dst.seat
                and g.turn is not None and g.turn.seat == owner.seat):
            return 1
        return value


SKILLS = (Fenxun(),)
