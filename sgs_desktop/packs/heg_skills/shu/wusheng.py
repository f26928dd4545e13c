"""武圣 (关羽, 国战): you may use or play any red card (hand or equipment) as 杀; under 五虎将大旗
(授钺: a living lord with 授钺, you of 蜀) any card will do."""

from __future__ import annotations

from ...skills.shu.wusheng import Wusheng
from .shouyue import five_tigers


class HegWusheng(Wusheng):
    """武圣 (国战): the identity rule, and the banner's "红色牌 → 牌"."""

    def candidates(self, g, owner) -> list[int]:
        if five_tigers(g, owner):
            return [*owner.hand, *owner.equip_ids()]
        return super().candidates(g, owner)


SKILLS = (HegWusheng(),)
