"""铁骑 (马超, new rules): after your 杀 targets a player, you may judge; you choose one of that
player's shown generals, whose skills other than 锁定技 stop working for the rest of this turn;
then it must discard a card of the judge card's suit (hand or equipped), or it cannot use 闪
against this 杀. Under 五虎将大旗 (授钺) every shown general of that player loses them, unchosen."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ....engine import events as E
from ....engine import timings as T
from ....engine.actions import acquire_skill, lose_skill, set_mark
from ....engine.advice import DEFAULT, Custom, JudgeResult
from ....engine.judging import judge
from ....engine.moves import discard
from ....engine.prompts import SEAT, SUIT, Arg, PromptSpec
from ....engine.protocol.answers import Cards
from ....engine.skills.skill import Skill
from ...generals import heg_table
from ..renamed import Tieqi
from ..shu.shouyue import five_tigers

if TYPE_CHECKING:
    from ....engine.advice import AdvisedSeat
    from ....engine.protocol.requests import CardsRequest

SLOTS = ("head", "deputy")
_LAPSED = "tieqi_v2_lapsed"     # (a game memo: seat → the skills lapsed this turn, with their marks)
_FOR_THE_GAME = 0

def _discard_ai(judge: AdvisedSeat, req: CardsRequest) -> Cards:
    """Pay the cheapest card of the suit when a 闪 is left to use afterwards; else keep the cards."""
    jinks = [c for c in judge.view.hand if judge.key(c) == "jink"]
    spare = [c for c in req.cards if not (judge.key(c) == "jink" and len(jinks) <= 1)]
    if not jinks or not spare:
        return Cards(())
    return Cards(tuple(judge.cheapest(spare, 1)))


#: 铁骑 (new rules): which shown general of `target` loses its non-锁定技 skills this turn
ASK_TIEQI_V2_GENERAL = PromptSpec("tieqi_v2_general", Arg("target", SEAT), ai=DEFAULT)
#: 铁骑 (new rules, of `user`): discard a card of `suit`, or no 闪 against this 杀
ASK_TIEQI_V2_DISCARD = PromptSpec("tieqi_v2_discard", Arg("user", SEAT), Arg("suit", SUIT), ai=Custom(_discard_ai))


def lapsed(g) -> dict[int, list[tuple[Skill, int | None]]]:
    return g.memo(_LAPSED, _FOR_THE_GAME)


class TieqiV2(Tieqi):
    """铁骑 (新版): 铁骑's moment (after your 杀 targets a player) and question, another effect: the
    judgement comes first, then the general, then the discard. The lapse is a loss of those skills
    until the turn ends (回合结束后), when 铁骑's lapse gives them back (`tieqi_v2_lapse`, attached to
    the player meanwhile; the mark `tieqi_v2` shows it)."""

    id = "tieqi_v2"
    judge_result = JudgeResult(bad_suits=())     # (no colour is better: the suit only names a card)

    async def effect(self, g, owner, timing: T.Timing, data: T.TargetData, choice: Any) -> None:
        result = await judge(g, owner.seat, self.id)
        suit = g.cards[result.card].suit
        target = g.players[data.target]
        if not target.alive:
            return
        shown = tuple(SLOTS[i] for i, slot in enumerate(target.generals) if slot.shown)
        if shown and five_tigers(g, owner):         # 五虎将大旗 (授钺): every shown general
            for slot in shown:
                self.lapse(g, target, target.generals[SLOTS.index(slot)].general)
        elif shown:
            picked = await g.choose_option(owner.seat, shown, ASK_TIEQI_V2_GENERAL(target.seat))
            self.lapse(g, target, target.generals[SLOTS.index(picked)].general)
        cards = [c for c in [*target.hand, *target.equip_ids()] if g.cards[c].suit == suit]
        chosen = await g.choose_cards(target.seat, cards, 0, 1, ASK_TIEQI_V2_DISCARD(owner.seat, suit))
        if chosen:
            await discard(g, target.seat, chosen, reason=self.id)
        else:
            data.use.no_jink.add(target.seat)
            g.emit(E.NoJink(seat=target.seat, skill=self.id))

    def lapse(self, g, target, general: str) -> None:
        ids = heg_table(g)[general].skills
        gone = [(sk, target.marks.get(sk.id)) for sk in target.skills if sk.id in ids and not sk.compulsory]
        for sk, _ in gone:
            lose_skill(g, target.seat, sk)
        lapsed(g).setdefault(target.seat, []).extend(gone)
        set_mark(g, target, self.id, 1)
        if LAPSE not in target.skills:
            acquire_skill(g, target.seat, LAPSE)


class TieqiV2Lapse(Skill):
    """铁骑（失效） (新版 铁骑's lapse): at the end of the turn the player gets back the skills 铁骑 took (a
    限定技 as it was: used or not)."""

    id = "tieqi_v2_lapse"
    compulsory = True
    timings = (T.TURN_END,)

    def can_trigger(self, g, owner, timing: T.Timing, data: T.PhaseData) -> bool:
        return True

    async def effect(self, g, owner, timing: T.Timing, data: T.PhaseData, choice: Any) -> None:
        back = lapsed(g).pop(owner.seat, [])
        if owner.alive:
            for sk, mark in back:
                acquire_skill(g, owner.seat, sk)
                set_mark(g, owner, sk.id, mark)       # (a 限定技 keeps whether it was used)
        set_mark(g, owner, TieqiV2.id, None)
        lose_skill(g, owner.seat, self)


LAPSE = TieqiV2Lapse()
SKILLS = (TieqiV2(), LAPSE)
