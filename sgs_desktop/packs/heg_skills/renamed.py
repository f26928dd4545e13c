"""国战 skills that are an identity skill under another id (the 国战 table names them apart:
马超's, 庞德's and 马岱's 马术, 周瑜's and 孙策's 英姿, 孙坚's and 孙策's 英魂, 马超's 铁骑)."""

from __future__ import annotations

from ...engine.cards import SPADE
from ..skills.shu.mashu import Mashu
from ..skills.shu.tieji import Tieji
from ..skills.wu.yinghun import Yinghun
from ..skills.wu.yingzi import Yingzi
from .shu.shouyue import five_tigers


class Tieqi(Tieji):
    """铁骑: after your 杀 targets a player, judge; red: it cannot be dodged (under 五虎将大旗, 授钺:
    any result but ♠)."""

    id = "tieqi"

    def succeeds(self, g, owner, card) -> bool:
        if five_tigers(g, owner):
            return card.suit != SPADE
        return super().succeeds(g, owner, card)


class MashuMachao(Mashu):
    """马术 (马超): your distance to other players is 1 less."""

    id = "mashu_machao"


class MashuPangde(Mashu):
    """马术 (庞德)."""

    id = "mashu_pangde"


class MashuMateng(Mashu):
    """马术 (马腾)."""

    id = "mashu_mateng"


class MashuMadai(Mashu):
    """马术 (马岱)."""

    id = "mashu_madai"


class YingziSunce(Yingzi):
    """英姿 (孙策, for a turn by 魂殇)."""

    id = "yingzi_sunce"


class YinghunSunce(Yinghun):
    """英魂 (孙策, for a turn by 魂殇)."""

    id = "yinghun_sunce"


class YingziZhouyu(Yingzi):
    """英姿 (周瑜): one more card in the draw phase."""

    id = "yingzi_zhouyu"


class YinghunSunjian(Yinghun):
    """英魂 (孙坚): at the start phase, wounded, another player draws X and discards 1, or draws 1
    and discards X (X: your lost HP)."""

    id = "yinghun_sunjian"


SKILLS = (Tieqi(), MashuMachao(), MashuPangde(), MashuMateng(), MashuMadai(), YingziZhouyu(), YinghunSunjian(),
          YingziSunce(), YinghunSunce())
