"""狂骨 (魏延, 风): 锁定技, each time you deal 1 point of damage to a player at distance 1 or less
from you, you then recover 1 HP.

Rulings (docs/rulings.md, 风): per point — a damage of 2 heals twice, each heal its own (the
second is skipped once you are at full HP); the distance is the one when the damage is dealt (受到
伤害时), so a victim who dies of it, or whose +1 horse goes with its death, still counts; damage to
yourself counts (distance 0: 铁索连环 carrying your own fire damage back to you)."""

from __future__ import annotations

from typing import Any

from ....engine import timings as T
from ....engine.distance import distance
from ....engine.health import recover
from ....engine.skills.skill import Skill

#: the damages in progress 狂骨 saw dealt near (Game.memo, kept for the game: the damage payload
#: is the key's owner, checked by identity)
_NEAR = "kuanggu_near_identity"
_FOR_THE_GAME = 0


class Kuanggu(Skill):
    """狂骨: heal 1 per point dealt near."""

    id = "kuanggu"
    compulsory = True
    timings = (T.DAMAGE_INFLICTING, T.DAMAGE_DONE)

    def can_trigger(self, g, owner, timing: T.Timing, data: T.DamageData) -> bool:
        if data.source != owner.seat or not owner.alive:
            return False
        near: dict[int, tuple[T.DamageData, bool]] = g.memo(_NEAR, _FOR_THE_GAME)
        if timing == T.DAMAGE_INFLICTING:
            # note the distance as the damage is dealt (never triggers here); forget damages done
            for key in [k for k, (d, _) in near.items() if d is not data and d not in g.stack]:
                del near[key]
            near[id(data)] = (data, data.target == owner.seat or distance(g, owner.seat, data.target) <= 1)
            return False
        seen = near.get(id(data))
        return seen is not None and seen[0] is data and seen[1] and owner.wounded

    async def effect(self, g, owner, timing: T.Timing, data: T.DamageData, choice: Any) -> None:
        g.memo(_NEAR, _FOR_THE_GAME).pop(id(data), None)
        for _ in range(data.amount):
            if not owner.alive or not owner.wounded:
                break
            await recover(g, owner.seat, 1, source=owner.seat)


SKILLS = (Kuanggu(),)
