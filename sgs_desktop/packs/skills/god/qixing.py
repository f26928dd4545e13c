"""七星 (神诸葛亮): as the starting hands are dealt, you are dealt eleven cards: you keep four as
your hand and put the other seven face down beside your general, the 星; after each of your draw
phases (摸牌阶段结束时) you may exchange any number of your hand cards for as many 星.

The deal: after the four starting cards he draws seven more (reason `qixing`) and chooses the seven
that become 星 (a table started from a scenario deals nothing: its 星 are those the scenario puts
there). The 星 are a pile only he sees (`piles["qixing"]`; the others see how many). The exchange:
he first chooses the 星 to take (none: no exchange), then as many cards of his hand before the
exchange to put there (docs/rulings.md G7)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ....engine import timings as T
from ....engine.advice import CHEAPEST, Custom
from ....engine.moves import draw, move_cards
from ....engine.prompts import NUMBER, Arg, PromptSpec
from ....engine.protocol.answers import Cards
from ....engine.skills.skill import Skill
from ....engine.state import Zone

if TYPE_CHECKING:
    from ....engine.advice import AdvisedSeat
    from ....engine.protocol.requests import CardsRequest

#: the pile of 星
PILE_NAME = "qixing"
#: the cards dealt to him at the start, and how many he keeps in hand
DEALT, KEPT = 11, 4


def _take_ai(judge: AdvisedSeat, req: CardsRequest) -> Cards:
    """The 星 worth more than the hand cards they replace (each against the cheapest left)."""
    stars = sorted(req.cards, key=lambda c: (-judge.value(c), c))
    hand = sorted(judge.view.hand, key=lambda c: (judge.value(c), c))
    take = [s for s, h in zip(stars, hand, strict=False) if judge.value(s) > judge.value(h) + 0.5]
    return Cards(tuple(take[:req.max]))


#: 七星 (the deal): the `count` cards of your hand that become 星 (the rest you keep)
ASK_QIXING_DEAL = PromptSpec("qixing_deal", Arg("count", NUMBER), ai=CHEAPEST)
#: 七星 (after the draw phase): the 星 to take into your hand (none: no exchange)
ASK_QIXING_TAKE = PromptSpec("qixing_take", ai=Custom(_take_ai))
#: 七星: the `count` hand cards that become 星 in their place
ASK_QIXING_GIVE = PromptSpec("qixing_give", Arg("count", NUMBER), ai=CHEAPEST)


def stars(owner) -> list[int]:
    return list(owner.piles.get(PILE_NAME, ()))


async def to_stars(g, owner, cards: list[int], reason: str) -> None:
    await move_cards(g, cards, Zone.PILE, owner.seat, reason=reason, by=owner.seat, pile=PILE_NAME)


class Qixing(Skill):
    id = "qixing"
    own_phases_only = True
    timings = (T.GAME_START, T.PHASE_END)

    def can_trigger(self, g, owner, timing: T.Timing, data: Any) -> bool:
        if not owner.alive:
            return False
        if timing is T.GAME_START:
            return g.config.scenario is None    # (a scenario writes its 星 itself: `piles`)
        return data.seat == owner.seat and data.phase == "draw" and bool(stars(owner)) and bool(owner.hand)

    async def cost(self, g, owner, timing: T.Timing, data: Any) -> Any:
        if timing is T.GAME_START:
            return True                 # (the deal is not a choice)
        pile = stars(owner)
        taken = await g.choose_cards(owner.seat, pile, 0, min(len(pile), len(owner.hand)), ASK_QIXING_TAKE())
        return taken or None

    async def effect(self, g, owner, timing: T.Timing, data: Any, choice: Any) -> None:
        seat = owner.seat
        if timing is T.GAME_START:
            await draw(g, seat, DEALT - KEPT, reason=self.id)
            n = len(owner.hand) - KEPT
            if n > 0:
                put = await g.choose_cards(seat, list(owner.hand), n, n, ASK_QIXING_DEAL(n))
                await to_stars(g, owner, put, self.id)
            return
        taken: list[int] = choice
        give = await g.choose_cards(seat, list(owner.hand), len(taken), len(taken), ASK_QIXING_GIVE(len(taken)))
        await to_stars(g, owner, give, self.id)
        await move_cards(g, taken, Zone.HAND, seat, reason=self.id, by=seat)


SKILLS = (Qixing(),)
