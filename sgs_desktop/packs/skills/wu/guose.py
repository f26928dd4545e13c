"""国色 (大乔): you may use any ♦ card (hand or equipment) as 乐不思蜀."""

from __future__ import annotations

from ....engine.cards import DIAMOND
from ..common import ViewAsSkill


class Guose(ViewAsSkill):
    """国色: a ♦ card as 乐不思蜀."""

    id = "guose"
    as_key = "indulgence"
    suit = DIAMOND
    zones = "he"


SKILLS = (Guose(),)
