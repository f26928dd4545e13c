"""看破 (卧龙): you may use a black hand card as 无懈可击.
(The same rule on the identity card of 神话再临·火 and in 国战: one skill serves both.)"""

from __future__ import annotations

from ....engine.cards import BLACK
from ..common import ViewAsSkill


class Kanpo(ViewAsSkill):
    id = "kanpo"
    as_key = "nullification"
    color = BLACK
    zones = "h"


SKILLS = (Kanpo(),)
