"""好施 (鲁肃): in your draw phase you may draw two more cards; if you do and then hold more than
five hand cards, you give half of them (rounded down) to the other player with the fewest hand
cards (you choose among those tied).

The count is made once the drawing is done (at the end of the draw phase, where nothing else can
come between); the cards given are yours to choose, and only you and the receiver see them."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ....engine import timings as T
from ....engine.actions import give
from ....engine.advice import ALWAYS, CHEAPEST, HELPS, NEVER, Custom
from ....engine.prompts import NUMBER, SEAT, Arg, PromptSpec
from ....engine.skills.skill import Invoke, Lookahead, Skill

if TYPE_CHECKING:
    from ....engine.advice import Advice, AdvisedSeat
    from ....engine.protocol.requests import OptionRequest

DRAW = "draw"
#: more hand cards than this after the drawing, and half of them go
KEEP_AT_MOST = 5
EXTRA = 2


def fewest_hands(g, seat: int) -> list[int]:
    """The other living players with the fewest hand cards, in seat order."""
    others = g.others(seat)
    least = min(len(g.players[s].hand) for s in others)
    return [s for s in others if len(g.players[s].hand) == least]


def _haoshi_ai(judge: AdvisedSeat, req: OptionRequest) -> Advice:
    """Yes when the four cards stay ours, or half of them go to a friend; not to feed an enemy."""
    if judge.my.hand_count + 2 + EXTRA <= KEEP_AT_MOST:
        return ALWAYS
    others = judge.others()
    least = min(judge.p(s).hand_count for s in others)
    return ALWAYS if any(judge.att(s) > 0.3 for s in others if judge.p(s).hand_count == least) else NEVER


#: 好施: who (one of the fewest hand cards) is given `count` of your hand cards
ASK_HAOSHI_TO = PromptSpec("haoshi_to", Arg("count", NUMBER), ai=HELPS)
#: 好施: the `count` hand cards you give `to`
ASK_HAOSHI_CARDS = PromptSpec("haoshi_cards", Arg("to", SEAT), Arg("count", NUMBER), ai=CHEAPEST)


class Haoshi(Skill):
    """好施: two more cards; past five, half of the hand to the poorest."""

    id = "haoshi"
    own_phases_only = True
    timings = (T.DRAW_PHASE, T.PHASE_END)
    phases = (DRAW,)
    invoke = Invoke(ai=Custom(_haoshi_ai))
    lookahead = (Lookahead(DRAW),)      # 困难 looks ahead: two more, and half of the hand given?

    def can_trigger(self, g, owner, timing: T.Timing, data: Any) -> bool:
        if data.seat != owner.seat or not owner.alive:
            return False
        if timing == T.DRAW_PHASE:
            return not data.prevented
        # the end of a draw phase in which 好施 drew more
        return (data.phase == DRAW and g.skill_count(owner.seat, self.id, DRAW) > 0
                and len(owner.hand) > KEEP_AT_MOST and bool(g.others(owner.seat)))

    async def cost(self, g, owner, timing: T.Timing, data: Any) -> Any:
        if timing == T.PHASE_END:
            return True          # no choice: it comes with the two cards
        return await super().cost(g, owner, timing, data)

    async def effect(self, g, owner, timing: T.Timing, data: Any, choice: Any) -> None:
        if timing == T.DRAW_PHASE:
            data.count += EXTRA
            return
        n = len(owner.hand) // 2
        poorest = fewest_hands(g, owner.seat)
        if len(poorest) == 1:
            to = poorest[0]
        else:
            (to,) = await g.choose_seats(owner.seat, poorest, 1, 1, ASK_HAOSHI_TO(n))
        cards = await g.choose_cards(owner.seat, list(owner.hand), n, n, ASK_HAOSHI_CARDS(to, n))
        await give(g, owner.seat, to, cards, reason=self.id)


SKILLS = (Haoshi(),)
