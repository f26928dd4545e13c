"""巧变 (张郃): before your judge, draw, play or discard phase you may discard a hand card to skip
that phase. Skipping the draw phase lets you take one hand card (face down) from each of up to two
other players; skipping the play phase lets you move one card from a player's equipment area or
judge area into the same area of another player (an equipment card only into an empty slot, a
delayed trick only where none of its name lies). The judge phase is offered only while your judge
area holds a card (skipping an empty one would change nothing)."""

from __future__ import annotations

from typing import Any

from ....engine import timings as T
from ....engine.advice import CHEAPEST, HARMS, OWNER_LOSES
from ....engine.moves import discard, move_cards, obtain
from ....engine.prompts import CARD_ID, PHASE, SEAT, Arg, PromptSpec
from ....engine.skills.skill import Skill
from ....engine.state import Zone
from ...standard.delayed import has_in_judge_area

PHASES = ("judge", "draw", "play", "discard")


def judge_key(g, cid: int) -> str:
    """What a judge-area card stands for (a 国色 ♦ card is a 乐不思蜀)."""
    return g.players[g.owner_of[cid]].judge_as.get(cid, g.cards[cid].key)


def destinations(g, cid: int) -> list[int]:
    """Players (other than its owner) whose matching area can take this equipment/judge-area card."""
    owner = g.owner_of[cid]
    out = []
    for p in g.players:
        if not p.alive or p.seat == owner:
            continue
        if g.zone_of[cid] == Zone.EQUIP:
            if g.cards[cid].behaviour.subtype not in p.equips:
                out.append(p.seat)
        elif not has_in_judge_area(g, p.seat, judge_key(g, cid)):
            out.append(p.seat)
    return g.seat_order(out)


def movable_cards(g, seats: list[int]) -> list[int]:
    """The equipment and judge-area cards of `seats` that another player's area can take."""
    out: list[int] = []
    for seat in seats:
        p = g.players[seat]
        out.extend(c for c in p.equip_ids() if destinations(g, c))
        out.extend(c for c in p.judge if destinations(g, c))
    return out


async def move_on_table(g, owner, cid: int, to_prompt: PromptSpec, reason: str) -> None:
    """移动场上的一张牌: `cid` into the same area of another player, `owner` choosing whose with
    `to_prompt` (naming the card) when there is a choice."""
    dests = destinations(g, cid)
    if not dests:
        return
    if len(dests) == 1:
        to = dests[0]
    else:
        (to,) = await g.choose_seats(owner.seat, dests, 1, 1, to_prompt(cid))
    if g.zone_of[cid] == Zone.EQUIP:
        await move_cards(g, [cid], Zone.EQUIP, to, reason=reason, by=owner.seat)
    else:
        await move_cards(g, [cid], Zone.JUDGE, to, reason=reason, by=owner.seat, judge_as=judge_key(g, cid))


#: 巧变: a hand card to discard to skip `phase`
ASK_QIAOBIAN = PromptSpec("qiaobian", Arg("phase", PHASE), ai=CHEAPEST)
#: (skipping the draw phase) up to two players to take a hand card from, then each card
ASK_QIAOBIAN_TAKE = PromptSpec("qiaobian_take", ai=HARMS)
ASK_QIAOBIAN_TAKE_CARD = PromptSpec("qiaobian_take_card", Arg("victim", SEAT), ai=OWNER_LOSES)
#: (skipping the play phase) an equipment or judge-area card to move, then where
ASK_QIAOBIAN_MOVE = PromptSpec("qiaobian_move", ai=CHEAPEST)
ASK_QIAOBIAN_MOVE_TO = PromptSpec("qiaobian_move_to", Arg("card", CARD_ID), ai=HARMS)


class Qiaobian(Skill):
    id = "qiaobian"
    timings = (T.PHASE_BEGINNING,)
    phases = PHASES

    def can_trigger(self, g, owner, timing: T.Timing, data: T.PhaseData) -> bool:
        turn = g.turn
        if (data.seat != owner.seat or not owner.alive or not owner.hand or turn is None
                or turn.seat != owner.seat or data.phase in turn.skipped):
            return False
        return data.phase != "judge" or bool(owner.judge)

    async def cost(self, g, owner, timing: T.Timing, data: T.PhaseData) -> Any:
        chosen = await g.choose_cards(owner.seat, owner.hand, 0, 1, ASK_QIAOBIAN(data.phase))
        return chosen or None

    async def effect(self, g, owner, timing: T.Timing, data: T.PhaseData, choice: Any) -> None:
        g.turn.skipped.add(data.phase)
        await discard(g, owner.seat, choice, reason=self.id)
        if not owner.alive:
            return
        if data.phase == "draw":
            await self._take_hands(g, owner)
        elif data.phase == "play":
            await self._move_one(g, owner)

    async def _take_hands(self, g, owner) -> None:
        victims = [s for s in g.others(owner.seat) if g.players[s].hand]
        if not victims:
            return
        seats = await g.choose_seats(owner.seat, victims, 0, 2, ASK_QIAOBIAN_TAKE())
        for seat in g.seat_order(seats, owner.seat):
            if not owner.alive or not g.players[seat].hand:
                continue
            cid = await g.pick_card(owner.seat, seat, "h", ASK_QIAOBIAN_TAKE_CARD(seat))
            if cid is not None:
                await obtain(g, owner.seat, [cid], reason=self.id, by=owner.seat)

    async def _move_one(self, g, owner) -> None:
        movable = movable_cards(g, g.alive_seats(owner.seat))
        if not movable:
            return
        chosen = await g.choose_cards(owner.seat, movable, 0, 1, ASK_QIAOBIAN_MOVE())
        if chosen:
            await move_on_table(g, owner, chosen[0], ASK_QIAOBIAN_MOVE_TO, self.id)


SKILLS = (Qiaobian(),)
