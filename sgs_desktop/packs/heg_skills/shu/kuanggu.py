"""狂骨 (魏延): 锁定技, after you deal damage to a player who was at distance 1 or less from you
when it was dealt (yourself included: distance 0), you recover 1 HP for each point of it."""

from __future__ import annotations

from typing import Any

from ....engine import timings as T
from ....engine.distance import distance
from ....engine.health import recover
from ....engine.skills.skill import Skill

_MEMO = "kuanggu_near"
_FOR_THE_GAME = 0           # (a constant stamp: the memo is kept for the whole game)


def dealt_near(g, owner, timing: T.Timing, data: T.DamageData, memo: str) -> bool:
    """狂骨's condition: at 造成伤害后 (DAMAGE_DONE), was `owner`'s damage dealt to a player at
    distance 1 or less, the distance taken as it was dealt (受到伤害时, DAMAGE_INFLICTING, which
    notes it under `memo` and never triggers)?"""
    if data.source != owner.seat or not owner.alive:
        return False
    near: dict[int, tuple[T.DamageData, bool]] = g.memo(memo, _FOR_THE_GAME)
    if timing == T.DAMAGE_INFLICTING:
        # only remember the distance as the damage is dealt (damages still in progress only)
        for key in [k for k, (d, _) in near.items() if d is not data and d not in g.stack]:
            del near[key]
        near[id(data)] = (data, distance(g, owner.seat, data.target) <= 1)
        return False
    seen = near.get(id(data))
    return seen is not None and seen[0] is data and seen[1]


class Kuanggu(Skill):
    """狂骨: the distance is taken as the damage is dealt (受到伤害时), before the victim's dying
    can change it (a death or 涅槃 takes a +1 horse away); the heal comes after (造成伤害后)."""

    id = "kuanggu"
    compulsory = True
    timings = (T.DAMAGE_INFLICTING, T.DAMAGE_DONE)

    def can_trigger(self, g, owner, timing: T.Timing, data: T.DamageData) -> bool:
        return dealt_near(g, owner, timing, data, _MEMO) and owner.wounded

    async def effect(self, g, owner, timing: T.Timing, data: T.DamageData, choice: Any) -> None:
        g.memo(_MEMO, _FOR_THE_GAME).pop(id(data), None)
        await recover(g, owner.seat, data.amount, source=owner.seat)


SKILLS = (Kuanggu(),)
