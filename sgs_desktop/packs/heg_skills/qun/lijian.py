"""离间 (貂蝉), 国战: once per play phase, you may discard a card (hand or equipment) and choose two
other male players A then B: B is regarded as using a 决斗 on A. Unlike the identity rule, this
决斗 is an ordinary trick that 无懈可击 may answer, and you are never one of the two (a 貂蝉 paired
under a male head general is male)."""

from __future__ import annotations

from ...skills.qun.lijian import Lijian as IdentityLijian


class Lijian(IdentityLijian):
    """离间 (国战): other males only; 无懈可击 may answer the 决斗."""

    id = "lijian"
    nullifiable = True

    def candidates(self, g, owner) -> list[int]:
        return g.others(owner.seat)


SKILLS = (Lijian(),)
