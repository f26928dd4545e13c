"""武圣 (关羽): you may use or play any red card (hand or equipment) as 杀."""

from __future__ import annotations

from ....engine.cards import RED
from ..common import ViewAsSkill


class Wusheng(ViewAsSkill):
    id = "wusheng"
    as_key = "slash"
    color = RED
    zones = "he"


SKILLS = (Wusheng(),)
