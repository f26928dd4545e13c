"""帷幕 (贾诩): 锁定技, you cannot be the target of a black trick card.

Any trick, ordinary or delayed (a black 兵粮寸断 or 乐不思蜀 cannot be placed on you, and a black
闪电 passes you by as it moves on); the colour is the card's as its user has it, and a card of no
colour — 离间's 决斗, made of no card — is not black. Only targets count: as the victim a
借刀杀人 names (not its target) you may still be chosen."""

from __future__ import annotations

from typing import Any

from ....engine.cards import BLACK, TRICK, color_of
from ....engine.skills.skill import PROHIBIT, Skill


class Weimu(Skill):
    """帷幕: never the target of a black trick."""

    id = "weimu"
    compulsory = True
    protects_owner = True
    modifies = (PROHIBIT,)

    def modify(self, g, owner, kind: str, value: Any, *args: Any) -> Any:
        user, target, card = args
        return value or (target is owner and card.type == TRICK and color_of(g, user, card) == BLACK)


SKILLS = (Weimu(),)
