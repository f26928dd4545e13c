"""狂骨 (魏延, new rules): for each 1 damage you deal to a player who was at distance 1 or less
from you when it was dealt, you may draw a card or recover 1 HP (no longer 锁定技)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ....engine import timings as T
from ....engine.advice import Custom
from ....engine.health import recover
from ....engine.moves import draw
from ....engine.prompts import PromptSpec
from ....engine.protocol.answers import Choose
from ....engine.skills.skill import Skill
from ..shu.kuanggu import dealt_near

if TYPE_CHECKING:
    from ....engine.advice import AdvisedSeat
    from ....engine.protocol.requests import OptionRequest

DRAW, RECOVER, NONE = "draw", "recover", "no"
_MEMO = "kuanggu_v2_near"
_FOR_THE_GAME = 0


def _kuanggu_ai(judge: AdvisedSeat, req: OptionRequest) -> Choose:
    """Recover when hurt by two or more (or at 1 HP); else draw."""
    hurt = judge.my.max_hp - judge.my.hp
    return Choose(RECOVER if RECOVER in req.options and (hurt >= 2 or judge.my.hp <= 1) else DRAW)


#: 狂骨 (new rules): draw a card or recover 1 HP (for one point of the damage)
ASK_KUANGGU_V2 = PromptSpec("kuanggu_v2", ai=Custom(_kuanggu_ai))


class KuangguV2(Skill):
    """狂骨 (新版): the distance is taken as the damage is dealt (受到伤害时), as the old 狂骨's; then
    each point asks again (recover only while wounded)."""

    id = "kuanggu_v2"
    timings = (T.DAMAGE_INFLICTING, T.DAMAGE_DONE)

    def can_trigger(self, g, owner, timing: T.Timing, data: T.DamageData) -> bool:
        return dealt_near(g, owner, timing, data, _MEMO)

    async def _ask(self, g, owner) -> str | None:
        options = (DRAW, RECOVER, NONE) if owner.wounded else (DRAW, NONE)
        picked = await g.choose_option(owner.seat, options, ASK_KUANGGU_V2())
        return None if picked == NONE else picked

    async def cost(self, g, owner, timing: T.Timing, data: T.DamageData) -> Any:
        return await self._ask(g, owner)

    async def effect(self, g, owner, timing: T.Timing, data: T.DamageData, choice: Any) -> None:
        g.memo(_MEMO, _FOR_THE_GAME).pop(id(data), None)
        for point in range(data.amount):
            if point:
                if not owner.alive:
                    return
                choice = await self._ask(g, owner)
                if choice is None:
                    return
                g.note_skill(owner.seat, self.id)
            if choice == RECOVER:
                await recover(g, owner.seat, 1, source=owner.seat)
            else:
                await draw(g, owner.seat, 1, reason=self.id)


SKILLS = (KuangguV2(),)
