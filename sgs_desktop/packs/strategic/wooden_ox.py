"""木牛流马 (势备篇's treasure): the card. Its skills (putting a card under it, using those cards)
are in `wooden_ox_skill`, loaded when first equipped or listed (they build on the general
skills' building blocks, which a game without this card never loads)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...engine.moves import move_cards
from ...engine.state import Zone
from .equipment import Treasure

if TYPE_CHECKING:
    from ...engine.game import Game
    from ...engine.skills.skill import Skill
    from ...engine.state import Player

OX = "wooden_ox"


def ox_pile(p: Player) -> list[int]:
    """The cards under 木牛流马 (a pile of its holder's, seen by the holder only)."""
    return p.piles.get(OX, [])


class WoodenOx(Treasure):
    """【木牛流马】 (宝物): see `wooden_ox_skill`."""

    key = name = OX

    @property
    def equip_skill(self) -> Skill:  # type: ignore[override]  # (loaded on first use)
        from .wooden_ox_skill import OX_SKILL
        return OX_SKILL

    async def on_unequip(self, g: Game, owner: Player, card_id: int) -> None:
        """Gone anywhere but another equipment area: what was under it is discarded."""
        left = list(ox_pile(owner))
        if left and g.zone_of[card_id] != Zone.EQUIP:
            await move_cards(g, left, Zone.DISCARD, reason=OX)
