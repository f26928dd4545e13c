"""骁果 (乐进, new rules): at the start of another player's finish phase, you may discard a basic
card; then that player chooses: discard an equipment card (hand or equipped; only if it has
one), after which you draw a card; or take 1 damage from you."""

from __future__ import annotations

from typing import Any

from ....engine import timings as T
from ....engine.advice import DEFAULT
from ....engine.cards import EQUIP
from ....engine.health import damage
from ....engine.moves import discard, draw
from ....engine.prompts import SEAT, Arg, PromptSpec
from ..wei.xiaoguo import ASK_XIAOGUO, ASK_XIAOGUO_DISCARD, DISCARD_EQUIP, TAKE_DAMAGE, Xiaoguo

#: 骁果 (new rules, of `source`): discard an equipment card (`source` then draws one), or take 1 damage
ASK_XIAOGUO_V2_CHOICE = PromptSpec("xiaoguo_v2_choice", Arg("source", SEAT), ai=DEFAULT)


class XiaoguoV2(Xiaoguo):
    """骁果 (新版): the same question and cost; the equipment card discarded rewards 乐进 a card."""

    id = "xiaoguo_v2"

    async def cost(self, g, owner, timing: T.Timing, data: T.PhaseData) -> Any:
        chosen = await g.choose_cards(owner.seat, self._basics(g, owner), 0, 1,
                                      ASK_XIAOGUO(data.seat), hint="harmful")
        return chosen or None

    async def effect(self, g, owner, timing: T.Timing, data: T.PhaseData, choice: Any) -> None:
        await discard(g, owner.seat, choice, reason=self.id)
        victim = g.players[data.seat]
        if not victim.alive:
            return
        equips = [c for c in victim.hand if g.cards[c].type == EQUIP] + victim.equip_ids()
        options = (DISCARD_EQUIP, TAKE_DAMAGE) if equips else (TAKE_DAMAGE,)
        picked = await g.choose_option(victim.seat, options, ASK_XIAOGUO_V2_CHOICE(owner.seat))
        if picked == DISCARD_EQUIP:
            chosen = await g.choose_cards(victim.seat, equips, 1, 1, ASK_XIAOGUO_DISCARD(owner.seat))
            await discard(g, victim.seat, chosen, reason=self.id)
            if owner.alive:
                await draw(g, owner.seat, 1, reason=self.id)
        else:
            await damage(g, owner.seat, victim.seat, 1)


SKILLS = (XiaoguoV2(),)
