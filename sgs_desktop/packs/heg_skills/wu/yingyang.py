"""鹰扬 (孙策): when your pindian card is shown, you may have its number count 3 more or 3 less
for that pindian."""

from __future__ import annotations

from typing import Any

from ....engine import events_heg as EH
from ....engine import timings as T
from ....engine.advice import AdvisedSeat, Custom
from ....engine.prompts import NUMBER, SEAT, Arg, PromptSpec
from ....engine.protocol.answers import Choose
from ....engine.protocol.requests import OptionRequest
from ....engine.skills.skill import Skill

PLUS, MINUS, NONE = "plus_three", "minus_three", "no"
STEP = 3


def _yingyang_ai(judge: AdvisedSeat, req: OptionRequest) -> Choose:
    """Win the pindian when a change does it (higher; as the target a tie is a win), else leave it."""
    mine, theirs, as_source = req.prompt.args[0], req.prompt.args[1], req.prompt.args[2] == judge.me
    wins = (lambda n: n > theirs) if as_source else (lambda n: n >= theirs)
    if wins(mine):
        return Choose(NONE)
    return Choose(PLUS if wins(mine + STEP) else NONE)


#: 鹰扬: your card counts `mine` against `theirs` (`source` began the pindian): +3, -3, or as it is
ASK_YINGYANG = PromptSpec("yingyang", Arg("mine", NUMBER), Arg("theirs", NUMBER), Arg("source", SEAT),
                          ai=Custom(_yingyang_ai))


class Yingyang(Skill):
    """鹰扬: ±3 on your own pindian card (asked as a choice: declining is "no")."""

    id = "yingyang"
    timings = (T.PINDIAN_SHOWN,)

    def can_trigger(self, g, owner, timing: T.Timing, data: T.PindianData) -> bool:
        return owner.alive and owner.seat in (data.source, data.target)

    async def cost(self, g, owner, timing: T.Timing, data: T.PindianData) -> Any:
        side = 0 if owner.seat == data.source else 1
        mine, theirs = data.numbers[side], data.numbers[1 - side]
        picked = await g.choose_option(owner.seat, (PLUS, MINUS, NONE), ASK_YINGYANG(mine, theirs, data.source),
                                       default=NONE)
        return None if picked == NONE else (side, STEP if picked == PLUS else -STEP)

    async def effect(self, g, owner, timing: T.Timing, data: T.PindianData, choice: Any) -> None:
        side, delta = choice
        data.numbers[side] += delta
        g.emit(EH.PindianNumber(seat=owner.seat, number=data.numbers[side], skill=self.id))


SKILLS = (Yingyang(),)
