"""疑城 (徐盛): after a player of your kingdom (you too) becomes the target of a 杀 (成为目标后),
you may let it draw one card; then it discards one card (hand or equipment)."""

from __future__ import annotations

from typing import Any

from ....engine import timings as T
from ....engine.advice import CHEAPEST, IfFriend
from ....engine.kingdoms import same_kingdom
from ....engine.moves import discard, draw
from ....engine.prompts import SEAT, Arg, PromptSpec
from ....engine.skills.skill import Invoke, Skill

#: 疑城: the card the drawn-for player discards after drawing
ASK_YICHENG_DISCARD = PromptSpec("yicheng_discard", ai=CHEAPEST)


async def draw_then_discard(g, seat: int, reason: str) -> None:
    """摸一张牌，然后弃置一张牌."""
    await draw(g, seat, 1, reason=reason)
    p = g.players[seat]
    cards = [*p.hand, *p.equip_ids()]
    if p.alive and cards:
        chosen = await g.choose_cards(seat, cards, 1, 1, ASK_YICHENG_DISCARD())
        await discard(g, seat, chosen, reason=reason)


class Yicheng(Skill):
    """疑城: an ally made a 杀's target draws one, then discards one."""

    id = "yicheng"
    timings = (T.TARGETED,)
    invoke = Invoke(Arg("target", SEAT), ai=IfFriend(0))

    def can_trigger(self, g, owner, timing: T.Timing, data: T.TargetData) -> bool:
        p = g.players[data.target]
        return owner.alive and p.alive and data.use.card.name == "slash" and same_kingdom(p, owner)

    async def cost(self, g, owner, timing: T.Timing, data: T.TargetData) -> Any:
        return await g.ask_yes_no(owner.seat, self.invoke_prompt(data.target))

    async def effect(self, g, owner, timing: T.Timing, data: T.TargetData, choice: Any) -> None:
        await draw_then_discard(g, data.target, self.id)


SKILLS = (Yicheng(),)
