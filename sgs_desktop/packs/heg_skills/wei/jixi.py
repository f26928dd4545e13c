"""急袭 (邓艾): 主将技 (this card holds half a 阴阳鱼 less as the head: packs.heg_seating). You may
use a 田 (屯田) as 顺手牵羊. Only while 邓艾 is your head general."""

from __future__ import annotations

from ...skills.common import ViewAsSkill
from ..position import as_head
from .tuntian import fields


class Jixi(ViewAsSkill):
    """急袭: a 田 as 顺手牵羊."""

    id = "jixi"
    as_key = "snatch"

    def usable_now(self, g, owner, names, mode: str) -> bool:
        return as_head(g, owner, self.id)

    def candidates(self, g, owner) -> list[int]:
        return list(fields(owner))


SKILLS = (Jixi(),)
