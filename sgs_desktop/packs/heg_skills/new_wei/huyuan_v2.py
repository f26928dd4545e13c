"""护援 (曹洪, new rules): at the start of your finish phase (结束阶段), you may choose one: give a
non-equipment hand card to another player; or put one of your equipment cards into a player's
empty slot of its kind, then you may discard one card of a player at distance 1 from that player
(as the old 护援)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ....engine import timings as T
from ....engine.actions import give
from ....engine.advice import CHEAPEST, HELPS, Custom
from ....engine.cards import EQUIP
from ....engine.prompts import PromptSpec
from ....engine.protocol.answers import Choose
from ....engine.skills.skill import Skill
from ..wei.huyuan import arm_then_strip, can_arm, choose_equip

if TYPE_CHECKING:
    from ....engine.advice import AdvisedSeat
    from ....engine.protocol.requests import OptionRequest


def _how_ai(judge: AdvisedSeat, req: OptionRequest) -> Choose:
    """Arm a friend when I can; else give a card to a friend; else nothing."""
    if not judge.friends():
        return Choose("none")
    return Choose("equip" if "equip" in req.options else req.options[0])


#: 护援 (new rules): give a card, place an equipment card, or nothing
ASK_HUYUANV2_HOW = PromptSpec("huyuanv2_how", ai=Custom(_how_ai))
#: 护援 (new rules): the non-equipment hand card to give
ASK_HUYUANV2_CARD = PromptSpec("huyuanv2_card", ai=CHEAPEST)
#: 护援 (new rules): who is given the card
ASK_HUYUANV2_TO = PromptSpec("huyuanv2_to", ai=HELPS)


def _gifts(g, owner) -> list[int]:
    return [c for c in owner.hand if g.cards[c].type != EQUIP]


class HuyuanV2(Skill):
    """护援 (new rules): arm someone (and strip a neighbour of theirs), or give a card."""

    id = "huyuan_v2"
    timings = (T.PHASE_START,)
    phases = ("finish",)

    def can_trigger(self, g, owner, timing: T.Timing, data: T.PhaseData) -> bool:
        return (data.seat == owner.seat and owner.alive
                and (can_arm(g, owner) or bool(_gifts(g, owner) and g.others(owner.seat))))

    async def cost(self, g, owner, timing: T.Timing, data: T.PhaseData) -> Any:
        options = (("give",) if _gifts(g, owner) and g.others(owner.seat) else ()) + \
            (("equip",) if can_arm(g, owner) else ()) + ("none",)
        how = await g.choose_option(owner.seat, options, ASK_HUYUANV2_HOW(), default="none")
        if how == "equip":
            chosen = await choose_equip(g, owner)
            return None if chosen is None else ("equip", chosen)
        if how == "give":
            cards = await g.choose_cards(owner.seat, _gifts(g, owner), 1, 1, ASK_HUYUANV2_CARD())
            (to,) = await g.choose_seats(owner.seat, g.others(owner.seat), 1, 1, ASK_HUYUANV2_TO())
            return "give", (to, cards)
        return None

    async def effect(self, g, owner, timing: T.Timing, data: T.PhaseData, choice: Any) -> None:
        how, what = choice
        if how == "equip":
            await arm_then_strip(g, owner, self.id, what)
        else:
            to, cards = what
            await give(g, owner.seat, to, cards, reason=self.id)


SKILLS = (HuyuanV2(),)
