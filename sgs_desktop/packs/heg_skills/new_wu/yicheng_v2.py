"""疑城 (徐盛, new rules): after a player of your kingdom (you too) becomes the target of a 杀, and
after you or a player in one 队列 with you uses a 杀 (指定目标后: once per 杀), you may let that
player draw one card; then it discards one card (hand or equipment)."""

from __future__ import annotations

from typing import Any

from ....engine import timings as T
from ....engine.advice import IfFriend
from ....engine.kingdoms import in_one_formation, same_kingdom
from ....engine.prompts import SEAT, Arg
from ....engine.skills.skill import Invoke, Skill
from ..wu.yicheng import draw_then_discard


class YichengV2(Skill):
    """疑城 (new rules): the 杀 of your 队列 as well as the 杀 aimed at your kingdom."""

    id = "yicheng_v2"
    timings = (T.TARGETED,)
    invoke = Invoke(Arg("target", SEAT), ai=IfFriend(0))

    @staticmethod
    def _who(g, owner, data: T.TargetData) -> list[int]:
        """Who may draw at this target of a 杀: its user (at its first target), then the target."""
        use = data.use
        out = []
        user = g.players[use.user]
        if (use.targets and data.target == use.targets[0] and user.alive
                and (use.user == owner.seat or in_one_formation(g, owner.seat, use.user))):
            out.append(use.user)
        p = g.players[data.target]
        if p.alive and same_kingdom(p, owner) and data.target not in out:
            out.append(data.target)
        return out

    def can_trigger(self, g, owner, timing: T.Timing, data: T.TargetData) -> bool:
        return owner.alive and data.use.card.name == "slash" and bool(self._who(g, owner, data))

    async def cost(self, g, owner, timing: T.Timing, data: T.TargetData) -> Any:
        chosen = [s for s in self._who(g, owner, data)
                  if await g.ask_yes_no(owner.seat, self.invoke_prompt(s))]
        return chosen or None

    async def effect(self, g, owner, timing: T.Timing, data: T.TargetData, choice: Any) -> None:
        for seat in choice:
            if g.players[seat].alive:
                await draw_then_discard(g, seat, self.id)


SKILLS = (YichengV2(),)
