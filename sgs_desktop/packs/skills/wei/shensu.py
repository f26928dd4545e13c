"""神速 (夏侯渊, 风): just before your judge phase you may skip it together with your draw phase;
just before your play phase you may skip it and discard an equipment card (from your hand or your
equipment area). Each skip is worth a 杀 you are regarded as using on another player of your
choice, with no distance limit. The two are separate choices: either, both or neither.

Rulings (docs/rulings.md, 风): a phase already skipped (乐不思蜀 judged, 兵粮寸断) cannot be skipped
again, so it earns no 杀; the delayed tricks of a skipped judge phase stay where they are; the
target is chosen before anything is skipped, and with no legal target (空城 …) 神速 is not offered.

One module for both modes: 国战's 神速 reads the same (packs/heg_skills takes this one).
"""

from __future__ import annotations

from typing import Any

from ....engine import timings as T
from ....engine.advice import ALWAYS, CHEAPEST, HARMS
from ....engine.cards import EQUIP, VirtualCard
from ....engine.moves import discard
from ....engine.prompts import PromptSpec
from ....engine.skills.skill import Invoke, Lookahead, Skill
from ....engine.usecard import is_prohibited, use_card
from ...standard.basic import slash_targets

JUDGE, DRAW, PLAY = "judge", "draw", "play"

#: 神速 before the play phase: the equipment card to discard (none: not invoked)
ASK_SHENSU_EQUIP = PromptSpec("shensu_equip", ai=CHEAPEST)
#: 神速: the player the 杀 is used on
ASK_SHENSU_VICTIM = PromptSpec("shensu_victim", ai=HARMS)


def shensu_slash(g) -> VirtualCard:
    """The 杀 神速 makes: no card of its own (colourless, no suit)."""
    return VirtualCard(g.behaviours["slash"], (), "shensu")


class Shensu(Skill):
    """神速: skip judge + draw, or play + an equipment card, for a 杀 at any distance."""

    id = "shensu"
    own_phases_only = True
    timings = (T.PHASE_BEGINNING,)
    phases = (JUDGE, PLAY)
    invoke = Invoke(ai=ALWAYS)
    #: 困难 looks ahead at both skips (a 杀 for two phases: is it worth them?)
    lookahead = (Lookahead(JUDGE), Lookahead(PLAY, ASK_SHENSU_EQUIP))

    @staticmethod
    def _victims(g, owner) -> list[int]:
        return slash_targets(g, owner.seat, shensu_slash(g), within_range=False)

    @staticmethod
    def _equipment(g, owner) -> list[int]:
        return [c for c in owner.hand if g.cards[c].type == EQUIP] + owner.equip_ids()

    def can_trigger(self, g, owner, timing: T.Timing, data: T.PhaseData) -> bool:
        turn = g.turn
        if (data.seat != owner.seat or not owner.alive or turn is None or turn.seat != owner.seat
                or data.phase in turn.skipped):
            return False
        if data.phase == PLAY and not self._equipment(g, owner):
            return False
        return bool(self._victims(g, owner))

    async def cost(self, g, owner, timing: T.Timing, data: T.PhaseData) -> Any:
        card = None
        if data.phase == JUDGE:
            if not await g.ask_yes_no(owner.seat, self.invoke_prompt()):
                return None
        else:
            chosen = await g.choose_cards(owner.seat, self._equipment(g, owner), 0, 1, ASK_SHENSU_EQUIP())
            if not chosen:
                return None
            card = chosen[0]
        victims = self._victims(g, owner)
        if len(victims) == 1:
            return card, victims[0]
        (victim,) = await g.choose_seats(owner.seat, victims, 1, 1, ASK_SHENSU_VICTIM())
        return card, victim

    async def effect(self, g, owner, timing: T.Timing, data: T.PhaseData, choice: Any) -> None:
        card, victim = choice
        if data.phase == JUDGE:
            g.turn.skipped.update((JUDGE, DRAW))
        else:
            g.turn.skipped.add(PLAY)
            await discard(g, owner.seat, [card], reason=self.id)
        slash = shensu_slash(g)
        if owner.alive and g.players[victim].alive and not is_prohibited(g, owner.seat, victim, slash):
            await use_card(g, owner.seat, slash, [victim])


SKILLS = (Shensu(),)
