"""离间 (貂蝉), 国战: once per play phase, you may discard a card (hand or equipment) and choose two
other male players A then B: B is regarded as using a 决斗 on A. Unlike the identity rule, this
决斗 is an ordinary trick that 无懈可击 may answer, and you are never one of the two (a 貂蝉 paired
under a male head general is male)."""

from __future__ import annotations

from ....engine.moves import DISCARD, move_cards
from ....engine.protocol import CardOption, TargetSpec
from ....engine.usecard import is_prohibited, use_card
from ...skills.qun.lijian import Lijian as IdentityLijian


class Lijian(IdentityLijian):
    id = "lijian"

    def option(self, g, owner) -> CardOption | None:
        cards = tuple(owner.hand) + tuple(owner.equip_ids())
        if not cards:
            return None
        males = [s for s in g.others(owner.seat) if g.players[s].gender == "male"]
        duel = self._duel(g)
        pairs = []
        for a in males:
            users = tuple(b for b in males if b != a and not is_prohibited(g, b, a, duel))
            if users:
                pairs.append((a, users))
        if not pairs:
            return None
        return CardOption("", None, self.id, cards, 1, 1,
                          TargetSpec(tuple(a for a, _ in pairs), 2, 2, then=tuple(pairs)))

    async def activate(self, g, owner, answer) -> None:
        a, b = answer.targets
        await move_cards(g, list(answer.cards), DISCARD, reason=self.id, by=owner.seat)
        if not (g.players[a].alive and g.players[b].alive):
            return
        await use_card(g, b, self._duel(g), [a])


SKILLS = (Lijian(),)
