"""急袭 (邓艾, gained by 凿险): you may use a 田 (屯田) as 顺手牵羊."""

from __future__ import annotations

from ..common import ViewAsSkill
from .tuntian import fields


class Jixi(ViewAsSkill):
    """急袭: a 田 as 顺手牵羊."""

    id = "jixi"
    as_key = "snatch"

    def candidates(self, g, owner) -> list[int]:
        return list(fields(owner))


SKILLS = (Jixi(),)
