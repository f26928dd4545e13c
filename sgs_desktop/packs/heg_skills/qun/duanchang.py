"""断肠 (蔡文姬): 锁定技, when you die, the player who killed you loses every skill of one of its
generals — you choose the head or the deputy general, shown or face down. The skills are gone
for the rest of the game (showing that general later gives none back); the mark
`duanchang_head` / `duanchang_deputy` tells everyone which general went blank."""

from __future__ import annotations

from typing import Any

from ....engine import events as E
from ....engine import timings as T
from ....engine.actions import set_mark
from ....engine.advice import DEFAULT
from ....engine.prompts import SEAT, Arg, PromptSpec
from ....engine.skills.skill import Skill
from ....engine.state import ALL_SEATS
from ...generals import heg_table

SLOTS = ("head", "deputy")


#: 断肠: which general of `killer` loses its skills
ASK_DUANCHANG = PromptSpec("duanchang", Arg("killer", SEAT), ai=DEFAULT)


class Duanchang(Skill):
    id = "duanchang"
    compulsory = True
    timings = (T.DEATH,)

    def can_trigger(self, g, owner, timing: T.Timing, data: T.DeathData) -> bool:
        killer = data.killer
        return (data.seat == owner.seat and killer is not None and killer != owner.seat
                and g.players[killer].alive and len(g.players[killer].generals) == 2)

    async def cost(self, g, owner, timing: T.Timing, data: T.DeathData) -> Any:
        return await g.choose_option(owner.seat, SLOTS, ASK_DUANCHANG(data.killer))

    async def effect(self, g, owner, timing: T.Timing, data: T.DeathData, choice: Any) -> None:
        killer = g.players[data.killer]
        slot = SLOTS.index(choice)
        shown = killer.generals[slot].shown
        ids = set(heg_table(g)[killer.generals[slot].general].skills)
        for skill in [sk for sk in killer.skills if sk.id in ids]:
            g.remove_skill(killer.seat, skill)
            killer.hidden_skills.pop(skill.id, None)
            # a face-down general's skills would name it: only its owner learns which were lost
            g.emit(E.LoseSkill(seat=killer.seat, skill=skill.id), ALL_SEATS if shown else 1 << killer.seat)
        set_mark(g, killer, f"{self.id}_{choice}", 1)
        g.emit(E.Duanchang(seat=killer.seat, slot=choice, source=owner.seat))


SKILLS = (Duanchang(),)
