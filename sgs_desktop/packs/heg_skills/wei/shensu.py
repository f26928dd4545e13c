"""神速 (夏侯渊): before your judge phase you may skip it and your draw phase; before your play
phase you may skip it and discard an equipment card (hand or equipped). Each time you do, you are
regarded as using a 杀 on another player of your choice: no distance limit, and it does not count
towards the 杀 limit. The two choices are separate: you may make either, both or neither."""

from __future__ import annotations

from typing import Any

from ....engine import timings as T
from ....engine.advice import ALWAYS, CHEAPEST, HARMS
from ....engine.cards import EQUIP, VirtualCard
from ....engine.moves import discard
from ....engine.prompts import PromptSpec
from ....engine.skills.skill import Invoke, Skill
from ....engine.usecard import is_prohibited, use_card
from ...standard.basic import slash_targets

JUDGE, DRAW, PLAY = "judge", "draw", "play"


def free_slash(g, skill_id: str) -> VirtualCard:
    """The 杀 the skill makes (no sub-cards: colourless)."""
    return VirtualCard(g.behaviours["slash"], (), skill_id)


#: 神速 (the play phase): an equipment card to discard; then the 杀's target
ASK_SHENSU_DISCARD = PromptSpec("shensu_discard", ai=CHEAPEST)
ASK_SHENSU_TARGET = PromptSpec("shensu_target", ai=HARMS)


class Shensu(Skill):
    id = "shensu"
    timings = (T.PHASE_BEGINNING,)
    phases = (JUDGE, PLAY)
    invoke = Invoke(ai=ALWAYS)

    def _targets(self, g, owner) -> list[int]:
        return slash_targets(g, owner.seat, free_slash(g, self.id), within_range=False)

    @staticmethod
    def _equips(g, owner) -> list[int]:
        return [c for c in owner.hand if g.cards[c].type == EQUIP] + owner.equip_ids()

    def can_trigger(self, g, owner, timing: T.Timing, data: T.PhaseData) -> bool:
        turn = g.turn
        if (data.seat != owner.seat or not owner.alive or turn is None or turn.seat != owner.seat
                or data.phase in turn.skipped):
            return False
        if data.phase == PLAY and not self._equips(g, owner):
            return False
        return bool(self._targets(g, owner))

    async def cost(self, g, owner, timing: T.Timing, data: T.PhaseData) -> Any:
        if data.phase == JUDGE:
            if not await g.ask_yes_no(owner.seat, self.invoke_prompt()):
                return None
            card = None
        else:
            chosen = await g.choose_cards(owner.seat, self._equips(g, owner), 0, 1, ASK_SHENSU_DISCARD())
            if not chosen:
                return None
            card = chosen[0]
        targets = self._targets(g, owner)
        if len(targets) == 1:
            return card, targets[0]
        (target,) = await g.choose_seats(owner.seat, targets, 1, 1, ASK_SHENSU_TARGET())
        return card, target

    async def effect(self, g, owner, timing: T.Timing, data: T.PhaseData, choice: Any) -> None:
        card, target = choice
        skipped = g.turn.skipped
        if data.phase == JUDGE:
            skipped.update((JUDGE, DRAW))
        else:
            skipped.add(PLAY)
            await discard(g, owner.seat, [card], reason=self.id)
        slash = free_slash(g, self.id)
        if owner.alive and g.players[target].alive and not is_prohibited(g, owner.seat, target, slash):
            await use_card(g, owner.seat, slash, [target])


SKILLS = (Shensu(),)
