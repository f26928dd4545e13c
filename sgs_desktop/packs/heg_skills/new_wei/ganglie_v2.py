"""刚烈 (夏侯惇, new rules): after you take damage, you may judge: red, you deal 1 damage to the
damage source; black, you discard one of its cards (hand or equipped; a hand card face down)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ....engine import timings as T
from ....engine.advice import OWNER_LOSES, Custom, JudgeResult
from ....engine.cards import CLUB, RED, SPADE
from ....engine.health import damage
from ....engine.judging import judge
from ....engine.moves import discard
from ....engine.prompts import SEAT, Arg, PromptSpec
from ....engine.protocol.answers import Choose
from ....engine.skills.skill import Invoke, Skill

if TYPE_CHECKING:
    from ....engine.advice import AdvisedSeat
    from ....engine.protocol.requests import OptionRequest


def _ganglie_v2_ai(judge: AdvisedSeat, req: OptionRequest) -> Choose:
    """Strike back unless the source is a friend (either colour works against it)."""
    source = req.prompt.args[1]
    return Choose("no" if judge.att(source) > 0.2 else "yes")


#: 刚烈 (new rules): which card of `source` to discard
ASK_GANGLIE_V2_DISCARD = PromptSpec("ganglie_v2_discard", Arg("source", SEAT), ai=OWNER_LOSES)


class GanglieV2(Skill):
    """刚烈 (新版): the judgement decides — red hurts the source, black costs it a card (black is
    the weaker result for 夏侯惇: what an AI seat changing judgements reads)."""

    id = "ganglie_v2"
    timings = (T.DAMAGED,)
    invoke = Invoke(Arg("source", SEAT), ai=Custom(_ganglie_v2_ai))
    judge_result = JudgeResult(bad_suits=(SPADE, CLUB))

    def can_trigger(self, g, owner, timing: T.Timing, data: T.DamageData) -> bool:
        return (data.target == owner.seat and owner.alive and data.source is not None
                and data.source != owner.seat and g.players[data.source].alive)

    async def cost(self, g, owner, timing: T.Timing, data: T.DamageData) -> Any:
        return await g.ask_yes_no(owner.seat, self.invoke_prompt(data.source))

    async def effect(self, g, owner, timing: T.Timing, data: T.DamageData, choice: Any) -> None:
        src = data.source
        assert src is not None          # (can_trigger: damage with a source)
        result = await judge(g, owner.seat, self.id)
        victim = g.players[src]
        if not victim.alive or not owner.alive:
            return
        if g.cards[result.card].color == RED:
            await damage(g, owner.seat, src, 1)
            return
        cid = await g.pick_card(owner.seat, src, "he", ASK_GANGLIE_V2_DISCARD(src))
        if cid is not None:
            await discard(g, src, [cid], reason=self.id)


SKILLS = (GanglieV2(),)
