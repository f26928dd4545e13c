"""集智 (黄月英, 国战): when you use a non-delayed trick card that is not converted — the
physical card used as itself, not a card a skill made —, you may draw a card."""

from __future__ import annotations

from ....engine import timings as T
from ...skills.shu.jizhi import Jizhi as IdentityJizhi


class Jizhi(IdentityJizhi):
    """集智 (国战): only a trick used as itself (看破's 无懈可击 or a 火计 火攻 draws nothing)."""

    def can_trigger(self, g, owner, timing: T.Timing, data: T.CardUse) -> bool:
        return not data.card.virtual and super().can_trigger(g, owner, timing, data)


SKILLS = (Jizhi(),)
