"""志继 (姜维, 觉醒技): at the start of your start phase, if you have no hand cards, you recover 1
HP or draw two cards (recovering only while wounded), then lose 1 max HP and gain 观星. It wakes
once per game; 观星, just gained, works in that same start phase."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ....engine import timings as T
from ....engine.actions import acquire_skill, change_max_hp, set_mark
from ....engine.advice import Custom
from ....engine.health import recover
from ....engine.moves import draw
from ....engine.prompts import PromptSpec
from ....engine.protocol.answers import Choose
from ....engine.skills.skill import Skill

if TYPE_CHECKING:
    from ....engine.advice import AdvisedSeat
    from ....engine.protocol.requests import OptionRequest

RECOVER, DRAW = "recover", "draw"


def _choice_ai(judge: AdvisedSeat, req: OptionRequest) -> Choose:
    """Recover at 1 HP (the max HP about to drop leaves 2 at most), else the two cards."""
    return Choose(RECOVER if RECOVER in req.options and judge.my.hp <= 1 else DRAW)


#: 志继: recover 1 HP or draw two cards
ASK_ZHIJI_CHOICE = PromptSpec("zhiji_choice", ai=Custom(_choice_ai))


class Zhiji(Skill):
    """志继: an empty hand at the start phase: recover or draw two, −1 max HP, gain 观星."""

    id = "zhiji"
    own_phases_only = True
    compulsory = True
    wake = True
    timings = (T.PHASE_START,)
    phases = ("start",)

    def can_trigger(self, g, owner, timing: T.Timing, data: T.PhaseData) -> bool:
        return (data.seat == owner.seat and data.phase == "start" and owner.alive
                and not owner.marks.get(self.id) and not owner.hand)

    async def effect(self, g, owner, timing: T.Timing, data: T.PhaseData, choice: Any) -> None:
        from .. import skill  # the registry imports this module: look it up when waking

        set_mark(g, owner, self.id, 1)
        options = (RECOVER, DRAW) if owner.wounded else (DRAW,)
        picked = await g.choose_option(owner.seat, options, ASK_ZHIJI_CHOICE(), default=DRAW)
        if picked == RECOVER:
            await recover(g, owner.seat, 1, source=owner.seat)
        else:
            await draw(g, owner.seat, 2, reason=self.id)
        if owner.alive:
            await change_max_hp(g, owner.seat, -1)
        if owner.alive:
            acquire_skill(g, owner.seat, skill("guanxing"))


SKILLS = (Zhiji(),)
