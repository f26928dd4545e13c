"""刚烈 (夏侯惇): after you take damage, you may judge; unless the result is ♥, the damage source
chooses: discard two hand cards, or take 1 damage from you (with fewer than two hand cards it
must take the damage)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ....engine import timings as T
from ....engine.advice import ALWAYS, CHEAPEST, Custom, JudgeResult
from ....engine.cards import HEART
from ....engine.health import damage
from ....engine.judging import judge
from ....engine.moves import discard
from ....engine.prompts import SEAT, Arg, PromptSpec
from ....engine.protocol.answers import Choose
from ....engine.skills.skill import Invoke, Skill

if TYPE_CHECKING:
    from ....engine.advice import AdvisedSeat
    from ....engine.protocol.requests import OptionRequest

DISCARD_TWO, TAKE_DAMAGE = "discard", "damage"


def _ganglie_ai(judge: AdvisedSeat, req: OptionRequest) -> Choose:
    """Two hand cards while there are cards to spare or HP is low; else take the damage."""
    options = req.options
    spare = len(judge.view.hand) > 3 or judge.my.hp <= 2
    return Choose(options[0] if len(options) > 1 and spare else options[-1])


#: 刚烈 (of `source`): discard two hand cards, or take 1 damage
ASK_GANGLIE = PromptSpec("ganglie", Arg("source", SEAT), ai=Custom(_ganglie_ai))
ASK_GANGLIE_DISCARD = PromptSpec("ganglie_discard", Arg("source", SEAT), ai=CHEAPEST)


class Ganglie(Skill):
    id = "ganglie"
    timings = (T.DAMAGED,)
    invoke = Invoke(ai=ALWAYS)
    judge_result = JudgeResult(bad_suits=(HEART,))           # not ♥: the source pays

    def can_trigger(self, g, owner, timing: T.Timing, data: T.DamageData) -> bool:
        return (data.target == owner.seat and owner.alive and data.source is not None
                and g.players[data.source].alive)

    async def effect(self, g, owner, timing: T.Timing, data: T.DamageData, choice: Any) -> None:
        src = data.source
        assert src is not None          # (can_trigger: damage with a source)
        result = await judge(g, owner.seat, self.id)
        if g.cards[result.card].suit == HEART or not g.players[src].alive:
            return
        victim = g.players[src]
        options = (DISCARD_TWO, TAKE_DAMAGE) if len(victim.hand) >= 2 else (TAKE_DAMAGE,)
        picked = await g.choose_option(src, options, ASK_GANGLIE(owner.seat))
        if picked == DISCARD_TWO:
            cards = await g.choose_cards(src, victim.hand, 2, 2, ASK_GANGLIE_DISCARD(owner.seat))
            await discard(g, src, cards, reason=self.id)
        else:
            await damage(g, owner.seat, src, 1)


SKILLS = (Ganglie(),)
