"""归心 (神曹操): after you take damage, for each point you may take one card from the areas (hand,
equipment, judge area) of every other player in turn, from your next seat on; then you turn your
general over.

Rulings (docs/rulings.md G21): each point is its own "may"; a player with no card is passed over,
and you turn over even when nobody had one (a face-down 神曹操 turns back up)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ....engine import timings as T
from ....engine.actions import turn_over
from ....engine.advice import ALWAYS, NEVER, OWNER_LOSES, Custom
from ....engine.moves import obtain
from ....engine.prompts import SEAT, Arg, PromptSpec
from ....engine.skills.skill import Invoke, Skill

if TYPE_CHECKING:
    from ....engine.advice import Advice, AdvisedSeat
    from ....engine.protocol.requests import OptionRequest


def holds_cards(g, seat: int) -> bool:
    p = g.players[seat]
    return bool(p.hand or p.equips or p.judge)


def _guixin_ai(judge: AdvisedSeat, req: OptionRequest) -> Advice:
    """Turn back up when face down; face up, only when at least three others hold cards to take
    (a lost turn is worth about that much)."""
    if not judge.my.face_up:
        return ALWAYS
    holding = sum(1 for s in judge.others() if (sv := judge.p(s)).hand_count or sv.equips or sv.judge)
    return ALWAYS if holding >= 3 else NEVER


#: 归心: which of `victim`'s cards to take
ASK_GUIXIN_TAKE = PromptSpec("guixin_take", Arg("victim", SEAT), ai=OWNER_LOSES)


class Guixin(Skill):
    """归心: per point of damage taken, a card from everyone else, then turn over."""

    id = "guixin"
    timings = (T.DAMAGED,)
    invoke = Invoke(ai=Custom(_guixin_ai))

    def can_trigger(self, g, owner, timing: T.Timing, data: T.DamageData) -> bool:
        return data.target == owner.seat and owner.alive and data.amount > 0

    async def effect(self, g, owner, timing: T.Timing, data: T.DamageData, choice: Any) -> None:
        for point in range(data.amount):
            if point > 0:       # each further point is a new "may"
                if not owner.alive or not await g.ask_yes_no(owner.seat, self.invoke_prompt()):
                    return
                g.note_skill(owner.seat, self.id)
            await self._once(g, owner)

    async def _once(self, g, owner) -> None:
        for seat in g.alive_seats(owner.seat):
            if seat == owner.seat or not owner.alive:
                continue
            if not g.players[seat].alive or not holds_cards(g, seat):
                continue
            cid = await g.pick_card(owner.seat, seat, "hej", ASK_GUIXIN_TAKE(seat))
            if cid is not None:
                await obtain(g, owner.seat, [cid], reason=self.id, by=owner.seat)
        if owner.alive:
            await turn_over(g, owner.seat)


SKILLS = (Guixin(),)
