"""移除武将牌 (国战): a general leaves the game. A face-down one is shown as it goes (its kingdom
fixes the player's if none was yet; no 明置 reward); the player loses its skills; the kingdom, HP
and max HP stay. A removed general can never be hidden (倾城) or shown again, and a pair with a
removed general gives no 珠联璧合 or half-阴阳鱼 reward.

A skill of the removed general that acts on its own removal (闺秀: 当你移除此武将牌后) declares
`async def after_removed(g, owner)`: it is called once the general is gone."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..engine import events_heg as EH
from ..engine.actions import lose_skill
from ..packs.heg_seating import general_of
from .heg_show import SLOT_NAMES, reveal

if TYPE_CHECKING:
    from ..engine.game import Game
    from ..engine.state import Player


async def remove_general(g: Game, p: Player, slot: int, reason: str) -> None:
    """移除 `p`'s general in `slot` (0 head, 1 deputy): nothing when it is removed already."""
    s = p.generals[slot]
    if s.removed:
        return
    if not s.shown:
        reveal(g, p, [slot], reason)
    general = general_of(g, p, slot)
    s.removed = True
    lost = [sk for sk in p.skills if sk.id in general.skills]
    for sk in lost:
        lose_skill(g, p.seat, sk)
    for sid in [k for k, v in p.hidden_skills.items() if v == slot]:
        del p.hidden_skills[sid]
    g.board_epoch += 1
    g.emit(EH.RemoveGeneral(seat=p.seat, slot=SLOT_NAMES[slot], general=general.id, reason=reason))
    for sk in lost:
        hook = getattr(sk, "after_removed", None)
        if hook is not None and p.alive:
            await hook(g, p)
    if g.aftermath:                 # (不屈 lost at HP ≤ 0: dying)
        await g.settle()
