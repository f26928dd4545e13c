"""枭姬 (孙尚香, new rules): whenever you lose a card from your equipment area, you may draw one
card if it is your turn, or three cards if it is not — once for each card lost."""

from __future__ import annotations

from ...skills.wu.xiaoji import Xiaoji


class XiaojiV2(Xiaoji):
    """枭姬: one card in your turn, three outside it, per equipment card lost."""

    id = "xiaoji_v2"

    def count(self, g, owner) -> int:
        return 1 if g.turn is not None and g.turn.seat == owner.seat else 3


SKILLS = (XiaojiV2(),)
