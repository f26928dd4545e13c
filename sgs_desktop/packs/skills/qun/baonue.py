"""暴虐 (董卓, 主公技): after another 群 player deals damage, that player may judge; if the
result is ♠, you recover 1 HP. (The other player decides.)"""

from __future__ import annotations

from typing import Any

from ....engine import timings as T
from ....engine.advice import IfFriend, JudgeResult
from ....engine.cards import CLUB, DIAMOND, HEART, SPADE
from ....engine.health import recover
from ....engine.judging import judge
from ....engine.prompts import SEAT, Arg, PromptSpec
from ....engine.skills.skill import Skill

#: 暴虐: judge, so that `lord` recovers 1 HP on a ♠ (only for a friend)?
ASK_BAONUE = PromptSpec("baonue", Arg("lord", SEAT), ai=IfFriend(0))


class Baonue(Skill):
    id = "baonue"
    lord = True
    timings = (T.DAMAGE_DONE,)
    judge_result = JudgeResult(bad_suits=(HEART, CLUB, DIAMOND))   # the judged asked for ♠ (the lord recovers)

    def can_trigger(self, g, owner, timing: T.Timing, data: T.DamageData) -> bool:
        src = data.source
        return (owner.alive and src is not None and src != owner.seat and g.players[src].alive
                and g.players[src].kingdom == "qun")

    async def cost(self, g, owner, timing: T.Timing, data: T.DamageData) -> Any:
        # the player who dealt the damage decides, not the lord
        return await g.ask_yes_no(data.source, ASK_BAONUE(owner.seat))

    async def effect(self, g, owner, timing: T.Timing, data: T.DamageData, choice: Any) -> None:
        src = data.source
        assert src is not None          # (can_trigger: damage with a source)
        result = await judge(g, src, self.id)
        if g.cards[result.card].suit == SPADE and owner.alive:
            await recover(g, owner.seat, 1, source=src)


SKILLS = (Baonue(),)
