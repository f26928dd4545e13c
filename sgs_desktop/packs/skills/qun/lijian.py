"""离间 (貂蝉): once per play phase, you may discard a card (hand or equipment) and choose two
male players A then B: B is regarded as using a 决斗 on A. No 无懈可击 can answer that 决斗."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....engine.advice import Playing
from ....engine.cards import VirtualCard
from ....engine.moves import move_cards
from ....engine.protocol.answers import Use
from ....engine.protocol.requests import CardOption, TargetSpec
from ....engine.state import Zone
from ....engine.usecard import is_prohibited, use_card
from ..common import ActiveSkill
from ..play_ai import use_of

if TYPE_CHECKING:
    from ....engine.advice import AdvisedSeat


def _play(judge: AdvisedSeat, opt: CardOption) -> tuple[float, Use] | None:
    """A 决斗 between two men, the one who must strike first an enemy."""
    spec = opt.targets
    if spec is None or not spec.then:
        return None
    best = None
    for a, bs in spec.then:
        for b in bs:
            s = -judge.att(a) * 2 - judge.att(b) * 0.5 + judge.threat(a) * 0.3
            if judge.att(a) < -0.2 and (best is None or s > best[0]):
                best = (s, a, b)
    if best is None or best[0] < 1.0:
        return None
    return 5.0, use_of(opt, judge.cheapest(opt.cards, opt.min_cards), [best[1], best[2]])


class Lijian(ActiveSkill):
    id = "lijian"
    play = Playing(_play)
    #: may 无懈可击 answer the 决斗 (not in identity; yes in 国战)
    nullifiable = False

    def candidates(self, g, owner) -> list[int]:
        """Who may be A or B: every living player (the owner too) in identity."""
        return g.alive_seats(owner.seat)

    def _duel(self, g) -> VirtualCard:
        return VirtualCard(g.behaviours["duel"], (), self.id)

    def option(self, g, owner) -> CardOption | None:
        cards = tuple(owner.hand) + tuple(owner.equip_ids())
        if not cards:
            return None
        males = [s for s in self.candidates(g, owner) if g.players[s].gender == "male"]
        duel = self._duel(g)
        pairs = []
        for a in males:
            # B must be able to use the 决斗 on A (A not protected by 空城 …)
            users = tuple(b for b in males if b != a and not is_prohibited(g, b, a, duel))
            if users:
                pairs.append((a, users))
        if not pairs:
            return None
        return CardOption("", None, self.id, cards, 1, 1,
                          TargetSpec(tuple(a for a, _ in pairs), 2, 2, then=tuple(pairs)))

    async def activate(self, g, owner, answer) -> None:
        a, b = answer.targets
        await move_cards(g, list(answer.cards), Zone.DISCARD, reason=self.id, by=owner.seat)
        if not (g.players[a].alive and g.players[b].alive):
            return
        await use_card(g, b, self._duel(g), [a], nullifiable=self.nullifiable)


SKILLS = (Lijian(),)
