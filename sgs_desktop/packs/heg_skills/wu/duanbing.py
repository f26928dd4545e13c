"""短兵 (丁奉): when you use a 杀, you may choose one more target for it: another player at
distance 1 from you that the 杀 could legally target and that is not a target yet."""

from __future__ import annotations

from typing import Any

from ....engine import events as E
from ....engine import timings as T
from ....engine.advice import ALWAYS, HARMS
from ....engine.distance import distance
from ....engine.prompts import PromptSpec
from ....engine.skills.skill import Invoke, Skill
from ....engine.usecard import is_prohibited


def near_targets(g, owner, use: T.CardUse) -> list[int]:
    card = use.card
    without = card.ids if card.virtual else ()
    return [s for s in g.others(owner.seat)
            if s not in use.targets and distance(g, owner.seat, s, without) == 1
            and not is_prohibited(g, owner.seat, s, card)]


#: 短兵: one more target at distance 1 for the 杀
ASK_DUANBING_TARGET = PromptSpec("duanbing_target", ai=HARMS)


class Duanbing(Skill):
    """短兵: one extra 杀 target at distance 1 (chosen as the 杀 is used: 使用时)."""

    id = "duanbing"
    timings = (T.CARD_USING,)
    invoke = Invoke(ai=ALWAYS)

    def can_trigger(self, g, owner, timing: T.Timing, data: T.CardUse) -> bool:
        return (data.user == owner.seat and data.card.name == "slash" and owner.alive
                and bool(data.targets) and bool(near_targets(g, owner, data)))

    async def cost(self, g, owner, timing: T.Timing, data: T.CardUse) -> Any:
        if not await g.ask_yes_no(owner.seat, self.invoke_prompt()):
            return None
        return await g.choose_seats(owner.seat, near_targets(g, owner, data), 1, 1,
                                    ASK_DUANBING_TARGET())

    async def effect(self, g, owner, timing: T.Timing, data: T.CardUse, choice: Any) -> None:
        (seat,) = choice
        data.targets[:] = data.card.behaviour.target_order(g, owner, [*data.targets, seat])
        g.emit(E.ExtraTarget(user=owner.seat, card=data.card.describe(), target=seat, skill=self.id))


SKILLS = (Duanbing(),)
