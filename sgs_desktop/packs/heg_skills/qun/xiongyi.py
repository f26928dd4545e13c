"""雄异 (马腾): 限定技, in your play phase: you and every other player of your kingdom draw three
cards each; then, if your kingdom has the fewest living players of all the kingdoms on the table
(ties count; players with no kingdom are no kingdom; each 野心家 is a kingdom of one), you recover
1 HP."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....engine.advice import Playing
from ....engine.health import recover
from ....engine.kingdoms import kingdom_key, members
from ....engine.moves import draw
from ....engine.protocol.answers import Use
from ....engine.protocol.requests import CardOption
from ...skills.common import ActiveSkill, LimitedSkill
from ...skills.play_ai import use_of

if TYPE_CHECKING:
    from ....engine.advice import AdvisedSeat


def kingdom_sizes(g) -> dict[str, int]:
    """Living players per kingdom on the table (野心家 each apart; no kingdom: not counted)."""
    sizes: dict[str, int] = {}
    for p in g.players:
        key = kingdom_key(p) if p.alive else None
        if key is not None:
            sizes[key] = sizes.get(key, 0) + 1
    return sizes


def _play(judge: AdvisedSeat, opt: CardOption) -> tuple[float, Use] | None:
    """My kingdom draws three each: when my hand has run out or my HP is low."""
    if len(judge.others()) < 2:
        return None
    if len(judge.view.hand) <= 1 or judge.my.hp <= 2:
        return 7.0, use_of(opt)
    return None


class Xiongyi(LimitedSkill, ActiveSkill):
    id = "xiongyi"
    play = Playing(_play)
    per_phase = None

    def option(self, g, owner) -> CardOption | None:
        if not self.unused(owner):
            return None
        return CardOption("", None, self.id)

    async def activate(self, g, owner, answer) -> None:
        self.use_up(g, owner)
        for seat in g.seat_order(members(g, owner) or [owner.seat], owner.seat):
            if g.players[seat].alive:
                await draw(g, seat, 3, reason=self.id)
        key = kingdom_key(owner)        # (None: no kingdom)
        if not owner.alive or key is None:
            return
        sizes = kingdom_sizes(g)
        mine = sizes.get(key, 0)
        if all(mine <= n for n in sizes.values()):
            await recover(g, owner.seat, 1, source=owner.seat)


SKILLS = (Xiongyi(),)
