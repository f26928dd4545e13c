"""度势 (陆逊): in your play phase, up to four times, you may use a red hand card as 以逸待劳
(you and every player of your kingdom draw two cards, then discard two)."""

from __future__ import annotations

from ....engine.cards import RED, color_of
from ...skills.common import ViewAsSkill

LIMIT = 4


def uses_this_phase(g, seat: int, skill_id: str) -> int:
    """How many cards `seat` made with `skill_id` and used in the current phase."""
    turn = g.turn
    if turn is None:
        return 0
    return sum(1 for u in turn.phase_uses if u.user == seat and getattr(u.card, "skill", None) == skill_id)


class Duoshi(ViewAsSkill):
    """度势: a red hand card as 以逸待劳, four times a play phase."""

    id = "duoshi"
    as_key = "await_exhausted"
    zones = "h"

    def card_ok(self, g, owner, card) -> bool:
        return color_of(g, owner, card) == RED        # 红颜: a ♠ counts as ♥

    def usable_now(self, g, owner, names, mode) -> bool:
        turn = g.turn
        return (names is None and turn is not None and turn.seat == owner.seat and turn.phase == "play"
                and uses_this_phase(g, owner.seat, self.id) < LIMIT)


SKILLS = (Duoshi(),)
