"""倾国 (甄姬): you may use or play any black hand card as 闪."""

from __future__ import annotations

from ....engine.cards import BLACK
from ..common import ViewAsSkill


class Qingguo(ViewAsSkill):
    id = "qingguo"
    as_key = "jink"
    color = BLACK
    zones = "h"
    in_play = False     # a 闪 is never a play-phase action


SKILLS = (Qingguo(),)
