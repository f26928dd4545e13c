"""极略 (神司马懿, gained by 拜印): you may spend one 忍 mark to use one of 鬼才, 放逐, 集智, 制衡 or
完杀, each time as that skill reads.

极略 lends its owner five helpers, each the existing identity skill with a 忍 as its price:
极略·鬼才 (`jilue_guicai`), 极略·放逐, 极略·集智 (triggers: asked when the skill would be, and only
with a 忍 to spend), 极略·制衡 (once per play phase) and 极略·完杀 (in the play phase: 完杀 until
the end of the turn). Rulings (docs/rulings.md G30)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ....engine import timings as T
from ....engine.advice import ALWAYS, NEVER, Custom, Playing
from ....engine.protocol.answers import Use
from ....engine.protocol.requests import CardOption
from ....engine.skills.skill import Invoke, Skill
from ..common import ActiveSkill
from ..play_ai import use_of
from ..qun.wansha import Wansha
from ..shu.jizhi import Jizhi
from ..wei.fangzhu import Fangzhu
from ..wei.guicai import Guicai
from ..wu.zhiheng import Zhiheng
from .renjie import add_ren, ren

if TYPE_CHECKING:
    from ....engine.advice import Advice, AdvisedSeat
    from ....engine.protocol.requests import OptionRequest


def _spare_ren(judge: AdvisedSeat, req: OptionRequest) -> Advice:
    """A card for a 忍 only with a second 忍 kept for 鬼才 and 放逐."""
    return ALWAYS if judge.my.marks.get("ren", 0) >= 2 else NEVER


class JilueGuicai(Guicai):
    """极略·鬼才: 鬼才, for a 忍."""

    id = "jilue_guicai"

    def can_trigger(self, g, owner, timing: T.Timing, data: T.JudgeData) -> bool:
        return ren(owner) > 0 and super().can_trigger(g, owner, timing, data)

    async def effect(self, g, owner, timing: T.Timing, data: T.JudgeData, choice: Any) -> None:
        add_ren(g, owner, -1)
        await super().effect(g, owner, timing, data, choice)


class JilueFangzhu(Fangzhu):
    """极略·放逐: 放逐, for a 忍."""

    id = "jilue_fangzhu"

    def can_trigger(self, g, owner, timing: T.Timing, data: T.DamageData) -> bool:
        return ren(owner) > 0 and super().can_trigger(g, owner, timing, data)

    async def effect(self, g, owner, timing: T.Timing, data: T.DamageData, choice: Any) -> None:
        add_ren(g, owner, -1)
        await super().effect(g, owner, timing, data, choice)


class JilueJizhi(Jizhi):
    """极略·集智: 集智, for a 忍."""

    id = "jilue_jizhi"
    invoke = Invoke(ai=Custom(_spare_ren))

    def can_trigger(self, g, owner, timing: T.Timing, data: T.CardUse) -> bool:
        return ren(owner) > 0 and super().can_trigger(g, owner, timing, data)

    async def effect(self, g, owner, timing: T.Timing, data: T.CardUse, choice: Any) -> None:
        add_ren(g, owner, -1)
        await super().effect(g, owner, timing, data, choice)


class JilueZhiheng(Zhiheng):
    """极略·制衡: 制衡 (once per play phase), for a 忍."""

    id = "jilue_zhiheng"

    def option(self, g, owner) -> CardOption | None:
        return super().option(g, owner) if ren(owner) > 0 else None

    async def activate(self, g, owner, answer: Use) -> None:
        add_ren(g, owner, -1)
        await super().activate(g, owner, answer)


def _wansha_play(judge: AdvisedSeat, opt: CardOption) -> tuple[float, Use] | None:
    """When an enemy at 1 HP may fall to a 杀 or 决斗 in hand this turn: nobody else may save it."""
    if not judge.count("slash", "duel"):
        return None
    if not any(judge.att(s) < -0.2 and judge.p(s).hp <= 1 for s in judge.others()):
        return None
    return 9.2, use_of(opt)


class JilueWansha(Wansha, ActiveSkill):
    """极略·完杀: in the play phase, for a 忍, you have 完杀 until the end of the turn (完杀's own
    rule, working from the use on: a use this turn is what lends it)."""

    id = "jilue_wansha"
    play = Playing(_wansha_play)
    per_phase = None

    def option(self, g, owner) -> CardOption | None:
        if ren(owner) <= 0 or self._lent(g, owner):
            return None
        return CardOption("", None, self.id)

    async def activate(self, g, owner, answer: Use) -> None:
        add_ren(g, owner, -1)

    def _lent(self, g, owner) -> bool:
        return g.skill_count(owner.seat, self.id) > 0

    def modify(self, g, owner, kind: str, value: Any, *args: Any) -> Any:
        return value or (self._lent(g, owner) and super().modify(g, owner, kind, False, *args))

    def can_trigger(self, g, owner, timing: T.Timing, data: T.DyingData) -> bool:
        return self._lent(g, owner) and super().can_trigger(g, owner, timing, data)


HELPERS = (JilueGuicai(), JilueFangzhu(), JilueJizhi(), JilueZhiheng(), JilueWansha())


class Jilue(Skill):
    """极略: the five helpers come and go with it."""

    id = "jilue"

    def on_acquire(self, g, owner) -> None:
        for helper in HELPERS:
            if helper not in owner.skills:
                g.add_skill(owner.seat, helper)

    def on_lose(self, g, owner) -> None:
        if not owner.alive:
            return              # (a death takes every skill away, the helpers among them)
        for helper in HELPERS:
            if helper in owner.skills:
                g.remove_skill(owner.seat, helper)


SKILLS = (Jilue(), *HELPERS)
