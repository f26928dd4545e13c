"""看破 (卧龙): you may use a black hand card as 无懈可击."""

from __future__ import annotations

from ....engine.cards import BLACK
from ...skills.common import ViewAsSkill


class Kanpo(ViewAsSkill):
    id = "kanpo"
    as_key = "nullification"
    color = BLACK
    zones = "h"


SKILLS = (Kanpo(),)
