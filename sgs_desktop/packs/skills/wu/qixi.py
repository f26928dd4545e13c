"""奇袭 (甘宁): you may use any black card (hand or equipment) as 过河拆桥."""

from __future__ import annotations

from ....engine.cards import BLACK
from ..common import ViewAsSkill


class Qixi(ViewAsSkill):
    """奇袭: a black card as 过河拆桥."""

    id = "qixi"
    as_key = "dismantlement"
    color = BLACK
    zones = "he"


SKILLS = (Qixi(),)
