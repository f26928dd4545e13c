"""酒池 (董卓): you may use a ♠ hand card as 酒."""

from __future__ import annotations

from ....engine.cards import SPADE
from ..common import ViewAsSkill


class Jiuchi(ViewAsSkill):
    id = "jiuchi"
    as_key = "analeptic"
    suit = SPADE
    zones = "h"


SKILLS = (Jiuchi(),)
