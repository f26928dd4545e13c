"""缔盟 (鲁肃): once per play phase, you may choose two other players and discard X cards (hand or
equipment; X = the difference between their hand counts): they swap their hands.

Any two other players while you can pay X (two equal hands cost nothing), except two empty hands:
that swap would change nothing, so it is not offered. The cards that change hands are seen only by
the two who swap."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....engine import events as E
from ....engine.advice import CHEAPEST, Playing
from ....engine.moves import move_cards, swap_hands
from ....engine.prompts import NUMBER, SEAT, Arg, PromptSpec
from ....engine.protocol.answers import Use
from ....engine.protocol.requests import CardOption, TargetSpec
from ....engine.state import Zone
from ..common import ActiveSkill
from ..play_ai import use_of

if TYPE_CHECKING:
    from ....engine.advice import AdvisedSeat

#: what a card we pay with may be worth at most (a spare one)
SPARE = 5.0

#: 缔盟: the `x` cards you discard to swap `first`'s and `second`'s hands
ASK_DIMENG_PAY = PromptSpec("dimeng_pay", Arg("first", SEAT), Arg("second", SEAT), Arg("x", NUMBER), ai=CHEAPEST)


def _play(judge: AdvisedSeat, opt: CardOption) -> tuple[float, Use] | None:
    """An enemy's big hand for a friend's (or our own side's) small one, paid with spare cards: the
    more the enemy loses, the better."""
    spec = opt.targets
    if spec is None or not spec.then:
        return None
    spare = sum(1 for c in [*judge.view.hand, *judge.my.equips.values()] if judge.value(c) < SPARE)
    best: tuple[int, int, int] | None = None
    for a, partners in spec.then:
        if judge.att(a) <= 0.3:
            continue
        for b in partners:
            gain = judge.p(b).hand_count - judge.p(a).hand_count
            if judge.att(b) < -0.2 and 2 <= gain <= spare and (best is None or gain > best[0]):
                best = (gain, a, b)
    if best is None:
        return None
    return 4.5 + 0.3 * best[0], use_of(opt, (), best[1:])


class Dimeng(ActiveSkill):
    """缔盟: pay the difference, and two others swap hands."""

    id = "dimeng"
    play = Playing(_play)

    def option(self, g, owner) -> CardOption | None:
        budget = len(owner.hand) + len(owner.equips)
        others = g.others(owner.seat)
        size = {s: len(g.players[s].hand) for s in others}
        pairs = []
        for a in others:
            partners = tuple(b for b in others if b != a and (size[a] or size[b]) and abs(size[a] - size[b]) <= budget)
            if partners:
                pairs.append((a, partners))
        if not pairs:
            return None
        return CardOption("", None, self.id, targets=TargetSpec(tuple(a for a, _ in pairs), 2, 2,
                                                                then=tuple(pairs)))

    async def activate(self, g, owner, answer: Use) -> None:
        first, second = answer.targets
        x = abs(len(g.players[first].hand) - len(g.players[second].hand))
        if x:
            cards = await g.choose_cards(owner.seat, [*owner.hand, *owner.equip_ids()], x, x,
                                         ASK_DIMENG_PAY(first, second, x))
            await move_cards(g, cards, Zone.DISCARD, reason=self.id, by=owner.seat)
        if not (g.players[first].alive and g.players[second].alive):
            return
        g.emit(E.SwapHands(seat=owner.seat, first=first, second=second, skill=self.id))
        await swap_hands(g, first, second, reason=self.id, vis=(1 << first) | (1 << second))


SKILLS = (Dimeng(),)
