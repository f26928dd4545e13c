"""无谋 (神吕布): 锁定技, each time you use a non-delayed trick card you either lose 1 HP or spend
one 暴怒 mark (your choice; with no mark, you lose 1 HP).

Rulings (docs/rulings.md G23): as the card is used (使用时), before it takes effect; 无懈可击 is a
trick too. A 神吕布 whom the HP kills used a trick that comes to nothing for its targets (顺手牵羊
would put a card in a dead hand)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ....engine import timings as T
from ....engine.advice import Custom
from ....engine.cards import TRICK
from ....engine.health import lose_hp
from ....engine.prompts import PromptSpec
from ....engine.protocol.answers import Choose
from ....engine.skills.skill import Skill
from .kuangbao import add_baonu, baonu

if TYPE_CHECKING:
    from ....engine.advice import AdvisedSeat
    from ....engine.protocol.requests import OptionRequest

LOSE_HP, SPEND_MARK = "lose_hp", "spend_baonu"


def _wumou_ai(judge: AdvisedSeat, req: OptionRequest) -> Choose:
    """Spend a mark unless it is one 神愤 needs and HP is plenty (three or more)."""
    me = judge.my
    marks = me.marks.get("baonu", 0)
    keep = 4 <= marks <= 6 and me.hp >= 3
    return Choose(LOSE_HP if keep else SPEND_MARK)


ASK_WUMOU = PromptSpec("wumou", ai=Custom(_wumou_ai))


class Wumou(Skill):
    """无谋: each non-delayed trick you use costs 1 HP or a 暴怒 mark."""

    id = "wumou"
    compulsory = True
    timings = (T.CARD_USING,)

    def can_trigger(self, g, owner, timing: T.Timing, data: T.CardUse) -> bool:
        card = data.card
        return (data.user == owner.seat and owner.alive and card.type == TRICK
                and not card.behaviour.delayed)

    async def effect(self, g, owner, timing: T.Timing, data: T.CardUse, choice: Any) -> None:
        options = (LOSE_HP, SPEND_MARK) if baonu(owner) else (LOSE_HP,)
        which = await g.choose_option(owner.seat, options, ASK_WUMOU())
        if which == SPEND_MARK:
            add_baonu(g, owner, -1)
            return
        await lose_hp(g, owner.seat, 1)
        if not owner.alive:         # (a dead user takes nothing: the trick comes to nothing)
            data.cancelled.update(data.targets)


SKILLS = (Wumou(),)
