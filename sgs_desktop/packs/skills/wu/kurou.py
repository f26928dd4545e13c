"""苦肉 (黄盖): in your play phase, any number of times, you may lose 1 HP; then, if you are still
alive, you draw two cards."""

from __future__ import annotations

from ....engine.health import lose_hp
from ....engine.moves import draw
from ....engine.protocol import CardOption
from ..common import ActiveSkill


class Kurou(ActiveSkill):
    """苦肉: lose 1 HP, draw 2 — as often as you like."""

    id = "kurou"
    per_phase = None

    def option(self, g, owner) -> CardOption | None:
        return CardOption("", None, self.id)

    async def activate(self, g, owner, answer) -> None:
        await lose_hp(g, owner.seat, 1)
        if owner.alive:
            await draw(g, owner.seat, 2, reason=self.id)


SKILLS = (Kurou(),)
