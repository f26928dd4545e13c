"""谦逊 (陆逊): 锁定技, you cannot be the target of 顺手牵羊 or 乐不思蜀."""

from __future__ import annotations

from typing import Any

from ....engine.skills.skill import PROHIBIT, Skill

_SHUNNED = ("snatch", "indulgence")


class Qianxun(Skill):
    """谦逊: never a target of 顺手牵羊 or 乐不思蜀 (a card made into one included)."""

    id = "qianxun"
    protects_owner = True
    compulsory = True
    modifies = (PROHIBIT,)
    #: the cards that cannot target you (the new 国战 rules: 顺手牵羊 only; 乐不思蜀 is discarded)
    shunned: tuple[str, ...] = _SHUNNED

    def modify(self, g, owner, kind: str, value: Any, *args: Any) -> Any:
        _user, target, card = args
        return value or (target is owner and card.key in self.shunned)


SKILLS = (Qianxun(),)
