"""千幻 (于吉, new rules): after a player of your kingdom (you too) takes damage, you may put one
of your cards (hand or equipment) whose suit no 幻 has onto your general as a 幻. When a player
of your kingdom becomes the only target of a basic or trick card — a delayed trick too —, you may
put a 幻 into the discard pile: it is no longer a target (a delayed trick goes to the discard
pile)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ....engine import timings as T
from ....engine.advice import Custom
from ....engine.kingdoms import same_kingdom
from ....engine.moves import move_cards
from ....engine.prompts import PromptSpec
from ....engine.protocol.answers import Cards
from ....engine.skills.skill import Skill
from ....engine.state import ALL_SEATS, Zone
from ..qun.qianhuan import PILE_NAME, ask_cancel, illusions, only_target_of, spend, turn_aside

if TYPE_CHECKING:
    from ....engine.advice import AdvisedSeat
    from ....engine.protocol.requests import CardsRequest


def _store_ai(judge: AdvisedSeat, req: CardsRequest) -> Cards:
    """The cheapest card offered, unless it is worth keeping (a 桃, a 闪 while short of them)."""
    if not req.cards:
        return Cards(())
    (cid,) = judge.cheapest(req.cards, 1)
    return Cards(()) if judge.value(cid) >= 6.0 else Cards((cid,))


#: 千幻 (new rules): one of your cards of a suit no 幻 has, to become a 幻 (none: not invoked)
ASK_QIANHUAN_STORE = PromptSpec("qianhuanv2_store", ai=Custom(_store_ai))


class QianhuanV2(Skill):
    """千幻 (new rules): store one of your own cards of a new suit; cancel delayed tricks too."""

    id = "qianhuan_v2"
    timings = (T.DAMAGED, T.TARGETING, T.CARD_USING)

    @staticmethod
    def _storable(g, owner) -> list[int]:
        suits = {g.cards[c].suit for c in illusions(owner)}
        return [c for c in (*owner.hand, *owner.equip_ids()) if g.cards[c].suit not in suits]

    def can_trigger(self, g, owner, timing: T.Timing, data: Any) -> bool:
        if not owner.alive:
            return False
        if timing == T.TARGETING:
            return bool(illusions(owner)) and only_target_of(g, owner, data)
        if timing == T.CARD_USING:
            if not (data.card.behaviour.delayed and len(data.targets) == 1 and illusions(owner)):
                return False
            p = g.players[data.targets[0]]
            return p.alive and same_kingdom(p, owner) and any(g.zone_of[c] == Zone.JUDGE for c in data.card.ids)
        return same_kingdom(g.players[data.target], owner) and bool(self._storable(g, owner))

    async def cost(self, g, owner, timing: T.Timing, data: Any) -> Any:
        if timing == T.TARGETING:
            return await ask_cancel(g, owner, data.target, data.use)
        if timing == T.CARD_USING:
            return await ask_cancel(g, owner, data.targets[0], data)
        chosen = await g.choose_cards(owner.seat, self._storable(g, owner), 0, 1, ASK_QIANHUAN_STORE())
        return chosen or None

    async def effect(self, g, owner, timing: T.Timing, data: Any, choice: Any) -> None:
        if timing == T.TARGETING:
            await turn_aside(g, owner, self.id, choice, data)
        elif timing == T.CARD_USING:
            await spend(g, owner, self.id, choice)
            placed = [c for c in data.card.ids if g.zone_of[c] == Zone.JUDGE]
            await move_cards(g, placed, Zone.DISCARD, reason=self.id, by=owner.seat)
        else:
            await move_cards(g, choice, Zone.PILE, owner.seat, reason=self.id, by=owner.seat, vis=ALL_SEATS,
                             pile=PILE_NAME)


SKILLS = (QianhuanV2(),)
