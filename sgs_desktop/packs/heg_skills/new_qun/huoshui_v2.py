"""祸水 (邹氏, new rules): 锁定技, during your turn: no other player may show a general; and the
杀 and 万箭齐发 you use cannot be responded to (no 闪, no 无懈可击) by players who are not of your
kingdom and have a face-down general."""

from __future__ import annotations

from typing import Any

from ....engine import timings as T
from ....engine.kingdoms import same_kingdom
from ....engine.skills.skill import SHOW_BLOCKED, Skill
from ..qun.huoshui import blocks_showing, in_own_turn

_CARDS = ("slash", "archery_attack")


class HuoshuiV2(Skill):
    """祸水: nobody shows in your turn; hidden outsiders cannot answer your 杀 or 万箭齐发."""

    id = "huoshui_v2"
    compulsory = True
    modifies = (SHOW_BLOCKED,)
    timings = (T.CARD_USING,)

    def modify(self, g, owner, kind: str, value: Any, *args: Any) -> Any:
        (player,) = args
        return value or blocks_showing(g, owner, player)

    def _kept_out(self, g, owner) -> list[int]:
        return [s for s in g.others(owner.seat)
                if not same_kingdom(g.players[s], owner) and any(not gs.shown for gs in g.players[s].generals)]

    def can_trigger(self, g, owner, timing: T.Timing, data: T.CardUse) -> bool:
        return (data.user == owner.seat and in_own_turn(g, owner) and data.card.name in _CARDS
                and bool(self._kept_out(g, owner)))

    async def effect(self, g, owner, timing: T.Timing, data: T.CardUse, choice: Any) -> None:
        kept = self._kept_out(g, owner)
        data.no_response.update(kept)
        if data.card.name == "slash":
            data.no_jink.update(kept)


SKILLS = (HuoshuiV2(),)
