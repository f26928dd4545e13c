"""祸水 (邹氏): in your play phase you may show this general (a skill whose whole use is the
showing); 锁定技, while it is shown, no other player may show a general during your turn (not at
its start phase, nor by invoking a skill of a face-down general)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ....engine.advice import Playing
from ....engine.protocol.answers import Use
from ....engine.protocol.requests import CardOption
from ....engine.skills.skill import SHOW_BLOCKED
from ...skills.common import ActiveSkill
from ...skills.play_ai import use_of

if TYPE_CHECKING:
    from ....engine.advice import AdvisedSeat


def _play(judge: AdvisedSeat, opt: CardOption) -> tuple[float, Use] | None:
    """Show 邹氏 after the turn's other actions, once enemies are at the table."""
    return (2.5, use_of(opt)) if len(judge.enemies()) >= 2 else None


def in_own_turn(g, owner) -> bool:
    """Is it `owner`'s turn (and `owner` alive)?"""
    return owner.alive and g.turn is not None and g.turn.seat == owner.seat


def blocks_showing(g, owner, player) -> bool:
    """祸水 (both rule books): in `owner`'s turn no other player may show a general."""
    return player is not owner and in_own_turn(g, owner)


class Huoshui(ActiveSkill):
    id = "huoshui"
    play = Playing(_play)
    modifies = (SHOW_BLOCKED,)

    # ---- the play-phase option: show 邹氏 (the engine shows it when the skill is used)
    def option(self, g, owner) -> CardOption | None:
        if self.id not in owner.hidden_skills:
            return None
        return CardOption("", None, self.id)

    async def activate(self, g, owner, answer) -> None:
        """Nothing more: using it showed the general."""

    # ---- 锁定技: the others cannot show generals in your turn
    def modify(self, g, owner, kind: str, value: Any, *args: Any) -> Any:
        (player,) = args
        return value or blocks_showing(g, owner, player)


SKILLS = (Huoshui(),)
