"""断肠 (蔡文姬): 锁定技, when you die, the player who killed you loses all its skills — those of
its general and those it gained (激将 of 若愚, a wake skill's reward, 化身's), for the rest of the
game. Equipment skills stay (they are the equipment's), and so do the helpers another player's
主公技 lends it (黄天, 制霸: they are that lord's). The mark 断肠 stays on the killer's seat."""

from __future__ import annotations

from typing import Any

from ....engine import timings as T
from ....engine.actions import lose_skill, set_mark
from ....engine.skills.skill import Skill
from ..qun.huangtian import GIVE
from ..wu.zhiba import HELPER

#: skills a player holds only because another player's lord skill lends them
LENT = frozenset({GIVE.id, HELPER.id})


def own_skills(p) -> list:
    """The skills 断肠 takes: every skill but equipment skills and lent helpers."""
    return [sk for sk in p.skills if sk.equipment is None and sk.id not in LENT]


class Duanchang(Skill):
    """断肠: your killer loses all its skills."""

    id = "duanchang"
    compulsory = True
    timings = (T.DEATH,)

    def can_trigger(self, g, owner, timing: T.Timing, data: T.DeathData) -> bool:
        killer = data.killer
        return (data.seat == owner.seat and killer is not None and killer != owner.seat
                and g.players[killer].alive)

    async def effect(self, g, owner, timing: T.Timing, data: T.DeathData, choice: Any) -> None:
        killer = g.players[data.killer]
        for sk in own_skills(killer):
            lose_skill(g, killer.seat, sk)
        set_mark(g, killer, self.id, 1)


SKILLS = (Duanchang(),)
