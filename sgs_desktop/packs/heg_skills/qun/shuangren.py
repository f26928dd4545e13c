"""双刃 (纪灵): at the start of your play phase you may 拼点 with another player. If you win, you
are regarded as using a 杀 (no distance limit, not counted towards the 杀 limit) on that player or
on another player of its kingdom; if you do not win, your play phase ends at once."""

from __future__ import annotations

from typing import Any

from ....engine import timings as T
from ....engine.actions import finish_pindian, pindian
from ....engine.advice import ALWAYS, HARMS
from ....engine.cards import VirtualCard
from ....engine.kingdoms import same_kingdom
from ....engine.prompts import SEAT, Arg, PromptSpec
from ....engine.skills.skill import Invoke, Skill
from ....engine.usecard import is_prohibited, use_card

#: 双刃: whom to 拼点 with; on a win, the 杀's target (`rival` or one of its kingdom)
ASK_SHUANGREN_TARGET = PromptSpec("shuangren_target", ai=HARMS)
ASK_SHUANGREN_SLASH = PromptSpec("shuangren_slash", Arg("rival", SEAT), ai=HARMS)


class Shuangren(Skill):
    id = "shuangren"
    timings = (T.PHASE_START,)
    phases = ("play",)
    invoke = Invoke(ai=ALWAYS)

    def _slash(self, g) -> VirtualCard:
        return VirtualCard(g.behaviours["slash"], (), self.id)

    @staticmethod
    def _rivals(g, owner) -> list[int]:
        return [s for s in g.others(owner.seat) if g.players[s].hand]

    def can_trigger(self, g, owner, timing: T.Timing, data: T.PhaseData) -> bool:
        return (data.seat == owner.seat and owner.alive and not data.prevented and bool(owner.hand)
                and bool(self._rivals(g, owner)))

    async def cost(self, g, owner, timing: T.Timing, data: T.PhaseData) -> Any:
        if not await g.ask_yes_no(owner.seat, self.invoke_prompt()):
            return None
        rivals = self._rivals(g, owner)
        if len(rivals) == 1:
            return tuple(rivals)
        return tuple(await g.choose_seats(owner.seat, rivals, 1, 1, ASK_SHUANGREN_TARGET()))

    def _victims(self, g, owner, rival: int) -> list[int]:
        """The rival and the other players of its kingdom that the 杀 may go to."""
        r = g.players[rival]
        slash = self._slash(g)
        return [s for s in g.others(owner.seat)
                if (s == rival or same_kingdom(g.players[s], r)) and not is_prohibited(g, owner.seat, s, slash)]

    async def effect(self, g, owner, timing: T.Timing, data: T.PhaseData, choice: Any) -> None:
        (rival,) = choice
        result = await pindian(g, owner.seat, rival, self.id)
        await finish_pindian(g, result)
        if not result.source_wins:
            self.on_lost(g, owner, data)
            return
        if not owner.alive:
            return
        victims = self._victims(g, owner, rival)
        if not victims:
            return
        if len(victims) == 1:
            victim = victims[0]
        else:
            (victim,) = await g.choose_seats(owner.seat, victims, 1, 1, ASK_SHUANGREN_SLASH(rival))
        await use_card(g, owner.seat, self._slash(g), [victim])

    def on_lost(self, g, owner, data: T.PhaseData) -> None:
        """The 拼点 not won (the old rules: the play phase ends)."""
        data.prevented = True


SKILLS = (Shuangren(),)
