"""缔盟 (鲁肃): once per play phase, you may choose two other players (not both empty-handed) and
discard X of your cards (hand or equipment; X = the difference of their hand counts, possibly
none): they swap their hands. Neither you nor anyone else sees the cards that change hands."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....engine import events as E
from ....engine.advice import CHEAPEST, Playing
from ....engine.moves import move_cards, swap_hands
from ....engine.prompts import NUMBER, SEAT, Arg, PromptSpec
from ....engine.protocol.answers import Use
from ....engine.protocol.requests import CardOption, TargetSpec
from ....engine.state import Zone
from ...skills.common import ActiveSkill
from ...skills.play_ai import use_of

if TYPE_CHECKING:
    from ....engine.advice import AdvisedSeat

#: 缔盟: discard `x` cards to swap `a`'s and `b`'s hands
ASK_DIMENG_DISCARD = PromptSpec("dimeng_discard", Arg("a", SEAT), Arg("b", SEAT), Arg("x", NUMBER), ai=CHEAPEST)


def _play(judge: AdvisedSeat, opt: CardOption) -> tuple[float, Use] | None:
    """A friend's small hand for an enemy's big one, the difference paid in cheap cards."""
    spec = opt.targets
    if spec is None or not spec.then:
        return None
    spare = sum(1 for c in judge.view.hand if judge.value(c) < 5.0)
    best: tuple[int, int, int] | None = None
    for a, partners in spec.then:
        for b in partners:
            if not (judge.att(a) > 0.3 and judge.att(b) < -0.2):
                continue
            gain = judge.p(b).hand_count - judge.p(a).hand_count
            if 2 <= gain <= spare and (best is None or gain > best[0]):
                best = (gain, a, b)
    if best is None:
        return None
    return 4.5 + best[0] * 0.3, use_of(opt, (), [best[1], best[2]])


class Dimeng(ActiveSkill):
    """缔盟: pay the difference, swap two hands."""

    id = "dimeng"
    play = Playing(_play)

    def option(self, g, owner) -> CardOption | None:
        budget = len(owner.hand) + len(owner.equips)
        others = g.others(owner.seat)
        size = {s: len(g.players[s].hand) for s in others}
        pairs = []
        for a in others:
            partners = tuple(b for b in others if b != a and (size[a] or size[b])
                             and abs(size[a] - size[b]) <= budget)
            if partners:
                pairs.append((a, partners))
        if not pairs:
            return None
        return CardOption("", None, self.id, targets=TargetSpec(tuple(a for a, _ in pairs), 2, 2,
                                                                then=tuple(pairs)))

    async def activate(self, g, owner, answer) -> None:
        a, b = answer.targets
        pa, pb = g.players[a], g.players[b]
        x = abs(len(pa.hand) - len(pb.hand))
        if x:
            cards = await g.choose_cards(owner.seat, [*owner.hand, *owner.equip_ids()], x, x,
                                         ASK_DIMENG_DISCARD(a, b, x))
            await move_cards(g, cards, Zone.DISCARD, reason=self.id, by=owner.seat)
        if not (pa.alive and pb.alive):
            return
        g.emit(E.SwapHands(seat=owner.seat, first=a, second=b, skill=self.id))
        both = (1 << a) | (1 << b)          # face down: only the two of them see the cards
        await swap_hands(g, a, b, reason=self.id, vis=both)


SKILLS = (Dimeng(),)
