"""放权 (刘禅): you may skip your play phase; if you do, at the end of this turn you may discard a
hand card to let another player take an extra turn after yours.

In AI hands (简单, 普通: the declarations below): it skips the play phase when the hand holds nothing
worth playing this turn (no 杀 with an enemy in sight, no trick but 无懈可击, no equipment for an empty
slot, no 桃 it needs) and a player it holds for a sure friend is alive to take the extra turn; at the
turn's end it discards its least useful card and gives the turn to the best-placed friend (most cards
and HP) — never to anyone it does not hold for a friend (then it discards nothing)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ....engine import timings as T
from ....engine.actions import grant_extra_turn
from ....engine.advice import Custom
from ....engine.moves import discard
from ....engine.prompts import PromptSpec
from ....engine.protocol.answers import Cards, Choose, Seats
from ....engine.skills.skill import Invoke, Lookahead, Skill

if TYPE_CHECKING:
    from ....engine.advice import AdvisedSeat
    from ....engine.protocol.requests import CardsRequest, OptionRequest, SeatsRequest

PLAY = "play"
#: how sure a friend the AI must hold a player for to hand it a turn (a loyalist that has shown itself,
#: never a suspected rebel; 1 is a sure friend)
SURE_FRIEND = 0.5


def _worth_playing(judge: AdvisedSeat, cid: int) -> bool:
    """Would the AI play this hand card in its play phase now? (A rough reading of the hand: the play
    phase itself weighs each use; here only whether there is anything to weigh.)"""
    card = judge.card(cid)
    kind = card.type
    if kind == "equip":
        return card.behaviour.subtype not in judge.my.equips
    if kind == "trick":
        return card.name != "nullification"
    if card.name == "slash":
        return bool(judge.enemies())
    if card.name == "peach":
        return judge.my.hp < judge.my.max_hp
    if card.name == "analeptic":
        return judge.count("slash") > 0 and bool(judge.enemies())
    return False                                    # 闪, and whatever cannot be used in the play phase


def _heirs(judge: AdvisedSeat, seats: list[int]) -> list[int]:
    """The seats among `seats` the AI would hand a turn to: sure friends, the best placed first
    (most cards and HP; then the surer friend)."""
    sure = [s for s in seats if judge.att(s) >= SURE_FRIEND]
    return sorted(sure, key=lambda s: (-(judge.p(s).hand_count + judge.p(s).hp), -judge.att(s), s))


def _skip_ai(judge: AdvisedSeat, req: OptionRequest) -> Choose:
    """Skip the play phase when nothing in hand is worth playing, a card is there to discard at the
    turn's end, and a sure friend is alive to take the turn."""
    hand = judge.view.hand
    skip = bool(hand) and not any(_worth_playing(judge, c) for c in hand) and bool(_heirs(judge, judge.others()))
    return Choose("yes" if skip else "no")


def _discard_ai(judge: AdvisedSeat, req: CardsRequest) -> Cards:
    """The least useful card, when a sure friend is there to take the turn; else none (no turn given)."""
    if not _heirs(judge, judge.others()):
        return Cards(())
    return Cards(tuple(judge.cheapest(req.cards, 1)))


def _target_ai(judge: AdvisedSeat, req: SeatsRequest) -> Seats:
    heirs = _heirs(judge, list(req.seats))
    if heirs:
        return Seats((heirs[0],))
    return Seats((max(req.seats, key=lambda s: (judge.att(s), -s)),))     # (it discarded for a friend since gone)


#: 放权 (at the end of the turn): discard a hand card to give another player an extra turn
ASK_FANGQUAN_DISCARD = PromptSpec("fangquan_discard", ai=Custom(_discard_ai))
ASK_FANGQUAN_TARGET = PromptSpec("fangquan_target", ai=Custom(_target_ai))


class Fangquan(Skill):
    id = "fangquan"
    own_phases_only = True
    timings = (T.PHASE_BEGINNING, T.TURN_END)
    phases = ("play",)
    invoke = Invoke(ai=Custom(_skip_ai))
    lookahead = (Lookahead(PLAY),)      # 困难 looks ahead: the play phase given up, or kept

    def can_trigger(self, g, owner, timing: T.Timing, data: T.PhaseData) -> bool:
        if data.seat != owner.seat or not owner.alive or g.turn is None or g.turn.seat != owner.seat:
            return False
        if timing == T.PHASE_BEGINNING:
            return data.phase == PLAY and PLAY not in g.turn.skipped
        # 回合结束时: only after skipping this turn's play phase with 放权
        return g.skill_count(owner.seat, self.id) > 0 and bool(owner.hand) and bool(g.others(owner.seat))

    async def cost(self, g, owner, timing: T.Timing, data: T.PhaseData) -> Any:
        if timing == T.PHASE_BEGINNING:
            return await super().cost(g, owner, timing, data)
        chosen = await g.choose_cards(owner.seat, owner.hand, 0, 1, ASK_FANGQUAN_DISCARD())
        if not chosen:
            return None
        others = g.others(owner.seat)
        if len(others) == 1:
            return chosen[0], others[0]
        (target,) = await g.choose_seats(owner.seat, others, 1, 1, ASK_FANGQUAN_TARGET())
        return chosen[0], target

    async def effect(self, g, owner, timing: T.Timing, data: T.PhaseData, choice: Any) -> None:
        if timing == T.PHASE_BEGINNING:
            g.turn.skipped.add(PLAY)
            return
        card, target = choice
        await discard(g, owner.seat, [card], reason=self.id)
        grant_extra_turn(g, target)


SKILLS = (Fangquan(),)
