"""苦肉 (黄盖): in your play phase, any number of times, you may lose 1 HP; then, if you are still
alive, you draw two cards."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....engine.advice import Playing
from ....engine.health import lose_hp
from ....engine.moves import draw
from ....engine.protocol.answers import Use
from ....engine.protocol.requests import CardOption
from ..common import ActiveSkill
from ..play_ai import use_of

if TYPE_CHECKING:
    from ....engine.advice import AdvisedSeat


def _play(judge: AdvisedSeat, opt: CardOption) -> tuple[float, Use] | None:
    """Lose 1 HP for two cards while there is HP (or 桃/酒) to spare."""
    hp = judge.my.hp
    saves = judge.count("peach", "analeptic")
    if hp >= 3 or (hp == 2 and saves >= 1) or (hp == 1 and saves >= 2):
        return 3.0, use_of(opt)
    return None


class Kurou(ActiveSkill):
    """苦肉: lose 1 HP, draw 2 — as often as you like."""

    id = "kurou"
    play = Playing(_play)
    per_phase = None

    def option(self, g, owner) -> CardOption | None:
        return CardOption("", None, self.id)

    async def activate(self, g, owner, answer) -> None:
        await lose_hp(g, owner.seat, 1)
        if owner.alive:
            await draw(g, owner.seat, 2, reason=self.id)


SKILLS = (Kurou(),)
