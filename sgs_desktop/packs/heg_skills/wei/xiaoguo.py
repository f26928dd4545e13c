"""骁果 (乐进): at the start of another player's finish phase, you may discard a basic card; then
that player chooses: discard an equipment card (hand or equipped; only if it has one), or take 1
damage from you."""

from __future__ import annotations

from typing import Any

from ....engine import timings as T
from ....engine.advice import CHEAPEST, DEFAULT
from ....engine.cards import BASIC, EQUIP
from ....engine.health import damage
from ....engine.moves import discard
from ....engine.prompts import SEAT, Arg, PromptSpec
from ....engine.skills.skill import Skill

DISCARD_EQUIP, TAKE_DAMAGE = "discard_equip", "damage"


#: 骁果: a basic card to discard, so `current` discards an equipment card or takes 1 damage
ASK_XIAOGUO = PromptSpec("xiaoguo", Arg("current", SEAT), ai=CHEAPEST)
#: 骁果 (of `source`): discard an equipment card, or take 1 damage; then which card
ASK_XIAOGUO_CHOICE = PromptSpec("xiaoguo_choice", Arg("source", SEAT), ai=DEFAULT)
ASK_XIAOGUO_DISCARD = PromptSpec("xiaoguo_discard", Arg("source", SEAT), ai=CHEAPEST)


class Xiaoguo(Skill):
    id = "xiaoguo"
    timings = (T.PHASE_START,)
    phases = ("finish",)
    #: what the player of the finish phase is asked (the new rules' text names the reward)
    choice_prompt = ASK_XIAOGUO_CHOICE

    @staticmethod
    def _basics(g, owner) -> list[int]:
        return [c for c in owner.hand if g.cards[c].type == BASIC]

    def can_trigger(self, g, owner, timing: T.Timing, data: T.PhaseData) -> bool:
        return (data.seat != owner.seat and owner.alive and g.players[data.seat].alive
                and bool(self._basics(g, owner)))

    async def cost(self, g, owner, timing: T.Timing, data: T.PhaseData) -> Any:
        chosen = await g.choose_cards(owner.seat, self._basics(g, owner), 0, 1,
                                      ASK_XIAOGUO(data.seat))
        return chosen or None

    async def effect(self, g, owner, timing: T.Timing, data: T.PhaseData, choice: Any) -> None:
        await discard(g, owner.seat, choice, reason=self.id)
        victim = g.players[data.seat]
        if not victim.alive:
            return
        equips = [c for c in victim.hand if g.cards[c].type == EQUIP] + victim.equip_ids()
        options = (DISCARD_EQUIP, TAKE_DAMAGE) if equips else (TAKE_DAMAGE,)
        picked = await g.choose_option(victim.seat, options, self.choice_prompt(owner.seat))
        if picked == DISCARD_EQUIP:
            chosen = await g.choose_cards(victim.seat, equips, 1, 1, ASK_XIAOGUO_DISCARD(owner.seat))
            await discard(g, victim.seat, chosen, reason=self.id)
            await self.after_discard(g, owner)
        else:
            await damage(g, owner.seat, victim.seat, 1)

    async def after_discard(self, g, owner) -> None:
        """After the equipment card is discarded (the old rules: nothing more)."""


SKILLS = (Xiaoguo(),)
