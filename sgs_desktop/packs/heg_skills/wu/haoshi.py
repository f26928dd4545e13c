"""好施 (鲁肃): in your draw phase you may draw two more cards; if you do, once the drawing is
done, if you hold more than five hand cards you give half of them (rounded down) to the other
player with the fewest hand cards (you choose among those tied)."""

from __future__ import annotations

from typing import Any

from ....engine import timings as T
from ....engine.actions import give
from ....engine.advice import ALWAYS, CHEAPEST, HELPS
from ....engine.prompts import NUMBER, SEAT, Arg, PromptSpec
from ....engine.skills.skill import Invoke, Skill

DRAW = "draw"


def fewest(g, owner) -> list[int]:
    """The other living players with the fewest hand cards."""
    others = g.others(owner.seat)
    least = min(len(g.players[s].hand) for s in others)
    return [s for s in others if len(g.players[s].hand) == least]


#: 好施: who (of the fewest hand cards) gets `count` of your hand cards; then which cards
ASK_HAOSHI_TARGET = PromptSpec("haoshi_target", Arg("count", NUMBER), ai=HELPS)
ASK_HAOSHI_GIVE = PromptSpec("haoshi_give", Arg("to", SEAT), Arg("count", NUMBER), ai=CHEAPEST)


class Haoshi(Skill):
    """好施: two more cards, then share when holding more than five."""

    id = "haoshi"
    timings = (T.DRAW_PHASE, T.PHASE_END)
    phases = (DRAW,)
    invoke = Invoke(ai=ALWAYS)

    def can_trigger(self, g, owner, timing: T.Timing, data: Any) -> bool:
        if data.seat != owner.seat or not owner.alive:
            return False
        if timing == T.DRAW_PHASE:
            return not data.prevented
        # 摸牌阶段结束时: only after drawing more with 好施 this phase
        return (g.skill_count(owner.seat, self.id, DRAW) > 0 and len(owner.hand) > 5
                and bool(g.others(owner.seat)))

    async def cost(self, g, owner, timing: T.Timing, data: Any) -> Any:
        if timing == T.PHASE_END:
            return True          # not a choice: it comes with the two extra cards
        return await super().cost(g, owner, timing, data)

    async def effect(self, g, owner, timing: T.Timing, data: Any, choice: Any) -> None:
        if timing == T.DRAW_PHASE:
            data.count += 2
            return
        n = len(owner.hand) // 2
        ties = fewest(g, owner)
        (seat,) = (ties if len(ties) == 1 else
                   await g.choose_seats(owner.seat, ties, 1, 1, ASK_HAOSHI_TARGET(n)))
        cards = await g.choose_cards(owner.seat, owner.hand, n, n, ASK_HAOSHI_GIVE(seat, n))
        await give(g, owner.seat, seat, cards, reason=self.id)


SKILLS = (Haoshi(),)
