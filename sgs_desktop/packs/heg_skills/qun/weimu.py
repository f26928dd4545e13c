"""帷幕 (贾诩): 锁定技, you cannot be the target of a black trick card — ordinary or delayed
(a black 闪电 passes you by when it moves on)."""

from __future__ import annotations

from typing import Any

from ....engine.cards import BLACK, TRICK, color_of
from ....engine.skills.skill import PROHIBIT, Skill


class Weimu(Skill):
    """帷幕: never a target of a black trick (a card made into one included; a card of no
    colour, such as 离间's 决斗, is not black)."""

    id = "weimu"
    compulsory = True
    protects_owner = True
    modifies = (PROHIBIT,)
    #: a black delayed trick cannot target you either (the new rules: it is discarded as it arrives)
    delayed_too = True

    def modify(self, g, owner, kind: str, value: Any, *args: Any) -> Any:
        user, target, card = args
        # the colour as it counts for its user (红颜 makes 小乔's ♠ a ♥)
        return value or (target is owner and card.type == TRICK and (self.delayed_too or not card.behaviour.delayed)
                         and color_of(g, user, card) == BLACK)


SKILLS = (Weimu(),)
