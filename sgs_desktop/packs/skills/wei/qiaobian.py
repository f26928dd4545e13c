"""巧变 (张郃): before your judge, draw, play or discard phase (not the start or finish phase) you
may discard a hand card to skip it. Skipping the draw phase, you may take one hand card from each
of up to two other players; skipping the play phase, you may move one card on the table (an
equipped card or a judge-area card) into the same area of another player — an equipment card
only into an empty slot, a delayed trick only where none of its name lies. The judge phase is
offered only while your judge area holds a card (skipping an empty one changes nothing).

One module for both modes: 国战's 巧变 reads the same (packs/heg_skills takes this one), and 谋断
(new rules, 吕蒙) moves a card by `move_on_table`."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ....engine import timings as T
from ....engine.advice import CHEAPEST, HARMS, OWNER_LOSES, Custom
from ....engine.moves import discard, move_cards, obtain
from ....engine.prompts import CARD_ID, PHASE, SEAT, Arg, PromptSpec
from ....engine.protocol.answers import Cards, Seats
from ....engine.skills.skill import Lookahead, Skill
from ....engine.state import Zone
from ...standard.delayed import has_in_judge_area
from ..common import in_hegemony

if TYPE_CHECKING:
    from ....engine.advice import Advice, AdvisedSeat
    from ....engine.protocol.requests import CardsRequest, SeatsRequest

#: the phases 巧变 may skip
SKIPPABLE = ("judge", "draw", "play", "discard")

#: delayed tricks that spoil their holder's turn (a judge area worth skipping, a card worth moving)
SPOILERS = ("indulgence", "supply_shortage")


def _key(judge: AdvisedSeat, seat: int, cid: int) -> str:
    return judge.p(seat).judge_as.get(cid, judge.key(cid))


def _worth_moving(judge: AdvisedSeat, cid: int) -> bool:
    """A spoiler in a friend's judge area (or mine), or an enemy's equipment."""
    for seat in judge.alive():
        p = judge.p(seat)
        liked = seat == judge.me or judge.att(seat) > 0.3
        if cid in p.judge:
            return liked and _key(judge, seat, cid) in SPOILERS
        if cid in p.equips.values():
            return seat != judge.me and judge.att(seat) < -0.2
    return False


def _skip_ai(judge: AdvisedSeat, req: CardsRequest) -> Cards | Advice:
    """Skip a judge phase with a spoiler waiting, a draw phase when two enemies hold hand cards
    (two of theirs instead of two from the pile), a discard phase that would cost two cards or
    more, a play phase when a card on the table is worth moving and the hand is small. (A 国战
    seat keeps the 国战 version's advice, CHEAPEST: it gives up no card, so never skips; the finer
    advice there would change 国战 play.)"""
    if in_hegemony(judge):
        return CHEAPEST
    phase = req.prompt.args[0]
    me = judge.my
    if phase == "judge":
        worth = any(_key(judge, judge.me, c) in SPOILERS for c in me.judge)
    elif phase == "draw":
        worth = sum(1 for s in judge.others() if judge.att(s) < -0.2 and judge.p(s).hand_count) >= 2
    elif phase == "discard":
        worth = me.hand_count - max(me.hp, 0) >= 3
    else:
        worth = me.hand_count <= 2 and any(_worth_moving(judge, c) for s in judge.alive()
                                           for c in [*judge.p(s).judge, *judge.p(s).equips.values()])
    return Cards(tuple(judge.cheapest(req.cards, 1)) if worth else ())


def _which_ai(judge: AdvisedSeat, req: CardsRequest) -> Cards | Advice:
    """A friend's spoiler first, else an enemy's equipment (the dearest); nothing else. (国战: the
    国战 version's CHEAPEST, nothing moved.)"""
    if in_hegemony(judge):
        return CHEAPEST
    worth = [c for c in req.cards if _worth_moving(judge, c)]
    spoilers = [c for c in worth if any(c in judge.p(s).judge for s in judge.alive())]
    pick = spoilers or sorted(worth, key=lambda c: (-judge.value(c), c))
    return Cards(tuple(pick[:1]))


def _where_ai(judge: AdvisedSeat, req: SeatsRequest) -> Seats | Advice:
    """A spoiler to the most hated, an equipment card to me or the most liked. (国战: the 国战
    version's HARMS.)"""
    if in_hegemony(judge):
        return HARMS
    cid = req.prompt.args[0]
    trick = any(cid in judge.p(s).judge for s in judge.alive())

    def liking(s: int) -> float:
        return 1.5 if s == judge.me else judge.att(s)

    ranked = sorted(req.seats, key=lambda s: (liking(s) if trick else -liking(s), s))
    return Seats((ranked[0],))


#: 巧变: a hand card to discard to skip `phase` (none: go on)
ASK_QIAOBIAN_SKIP = PromptSpec("qiaobian_skip", Arg("phase", PHASE), ai=Custom(_skip_ai))
#: (the draw phase skipped) up to two players to take a hand card from, then each card
ASK_QIAOBIAN_TAKE = PromptSpec("qiaobian_whom", ai=HARMS)
ASK_QIAOBIAN_TAKE_CARD = PromptSpec("qiaobian_whose", Arg("victim", SEAT), ai=OWNER_LOSES)
#: (the play phase skipped) a card on the table to move, then to whom
ASK_QIAOBIAN_MOVE = PromptSpec("qiaobian_which", ai=Custom(_which_ai))
ASK_QIAOBIAN_MOVE_TO = PromptSpec("qiaobian_where", Arg("card", CARD_ID), ai=Custom(_where_ai))


def stands_for(g, cid: int) -> str:
    """The card key a judge-area card counts as (a 国色 ♦ card is a 乐不思蜀)."""
    return g.players[g.owner_of[cid]].judge_as.get(cid, g.cards[cid].key)


def receivers(g, cid: int) -> list[int]:
    """The other living players whose matching area may take this equipped or judge-area card."""
    holder = g.owner_of[cid]
    equipped = g.zone_of[cid] == Zone.EQUIP
    out = []
    for p in g.players:
        if not p.alive or p.seat == holder:
            continue
        if (g.cards[cid].behaviour.subtype not in p.equips) if equipped \
                else not has_in_judge_area(g, p.seat, stands_for(g, cid)):
            out.append(p.seat)
    return g.seat_order(out)


def movable_cards(g, seats: list[int]) -> list[int]:
    """Every card in the equipment and judge areas of `seats` that another player's area may take."""
    out: list[int] = []
    for seat in seats:
        p = g.players[seat]
        out.extend(c for c in [*p.equip_ids(), *p.judge] if receivers(g, c))
    return out


async def move_on_table(g, owner, cid: int, to_prompt: PromptSpec, reason: str) -> None:
    """移动场上的一张牌: `cid` into the same area of another player, `owner` choosing whose with
    `to_prompt` (naming the card) when there is a choice (巧变; 谋断)."""
    seats = receivers(g, cid)
    if not seats:
        return
    if len(seats) == 1:
        to = seats[0]
    else:
        (to,) = await g.choose_seats(owner.seat, seats, 1, 1, to_prompt(cid))
    if g.zone_of[cid] == Zone.EQUIP:
        await move_cards(g, [cid], Zone.EQUIP, to, reason=reason, by=owner.seat)
    else:
        await move_cards(g, [cid], Zone.JUDGE, to, reason=reason, by=owner.seat, judge_as=stands_for(g, cid))


class Qiaobian(Skill):
    """巧变: a hand card to skip a phase; a skipped draw takes cards, a skipped play moves one."""

    id = "qiaobian"
    own_phases_only = True
    timings = (T.PHASE_BEGINNING,)
    phases = SKIPPABLE
    #: 困难 looks ahead at each skip (a hand card for a phase)
    lookahead = (Lookahead(prompt=ASK_QIAOBIAN_SKIP),)

    def can_trigger(self, g, owner, timing: T.Timing, data: T.PhaseData) -> bool:
        turn = g.turn
        if (data.seat != owner.seat or not owner.alive or not owner.hand or turn is None
                or turn.seat != owner.seat or data.phase in turn.skipped):
            return False
        return data.phase != "judge" or bool(owner.judge)

    async def cost(self, g, owner, timing: T.Timing, data: T.PhaseData) -> Any:
        chosen = await g.choose_cards(owner.seat, owner.hand, 0, 1, ASK_QIAOBIAN_SKIP(data.phase))
        return chosen or None

    async def effect(self, g, owner, timing: T.Timing, data: T.PhaseData, choice: Any) -> None:
        g.turn.skipped.add(data.phase)
        await discard(g, owner.seat, list(choice), reason=self.id)
        if not owner.alive:
            return
        if data.phase == "draw":
            await self._take(g, owner)
        elif data.phase == "play":
            await self._move(g, owner)

    async def _take(self, g, owner) -> None:
        victims = [s for s in g.others(owner.seat) if g.players[s].hand]
        if not victims:
            return
        chosen = await g.choose_seats(owner.seat, victims, 0, 2, ASK_QIAOBIAN_TAKE())
        for seat in g.seat_order(chosen, owner.seat):
            if owner.alive and g.players[seat].hand:
                cid = await g.pick_card(owner.seat, seat, "h", ASK_QIAOBIAN_TAKE_CARD(seat))
                if cid is not None:
                    await obtain(g, owner.seat, [cid], reason=self.id, by=owner.seat)

    async def _move(self, g, owner) -> None:
        cards = movable_cards(g, g.alive_seats(owner.seat))
        if not cards:
            return
        chosen = await g.choose_cards(owner.seat, cards, 0, 1, ASK_QIAOBIAN_MOVE())
        if chosen:
            await move_on_table(g, owner, chosen[0], ASK_QIAOBIAN_MOVE_TO, self.id)


SKILLS = (Qiaobian(),)
