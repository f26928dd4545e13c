"""Equipment cards (装备牌): the common part, and the horses (坐骑).

An equipment card is used on yourself and goes into its slot, replacing what
was there. Its skill (if any) is granted while it is equipped.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...engine.behaviour import AUTO, CardBehaviour
from ...engine.cards import ARMOR, DEFENSIVE_HORSE, EQUIP, OFFENSIVE_HORSE, WEAPON
from ...engine.protocol.requests import TargetSpec
from ...engine.skills.skill import ARMOR_NULLIFIED

if TYPE_CHECKING:
    from ...engine.cards import CardLike
    from ...engine.game import Game
    from ...engine.state import Player
    from ...engine.timings import CardUse


class Equipment(CardBehaviour):
    type = EQUIP

    def usable_in_play(self, g: Game, user: Player, card: CardLike) -> bool:
        return True

    def target_spec(self, g: Game, user: Player, card: CardLike) -> TargetSpec | None:
        return AUTO


class Weapon(Equipment):
    subtype = WEAPON


class Armor(Equipment):
    subtype = ARMOR


def armor_active(g: Game, seat: int, use: CardUse | None) -> bool:
    """An armour works unless the card being resolved ignores it (青釭剑: 无视防具) or a skill
    makes it do nothing for now (无前: 防具无效, an ARMOR_NULLIFIED modifier)."""
    if use is not None and seat in use.ignore_armor:
        return False
    return not (ARMOR_NULLIFIED in g.modifier_kinds and g.modify(ARMOR_NULLIFIED, False, g.players[seat]))


class DefensiveHorse(Equipment):
    """+1 马: others count their distance to you as 1 more."""

    subtype = DEFENSIVE_HORSE


class OffensiveHorse(Equipment):
    """−1 马: you count your distance to others as 1 less."""

    subtype = OFFENSIVE_HORSE


def _horse(base: type, key: str) -> Equipment:
    cls = type(key.title().replace("_", ""), (base,), {"key": key, "name": key})
    return cls()


HORSES: tuple[CardBehaviour, ...] = \
    tuple(_horse(DefensiveHorse, k) for k in ("jueying", "dilu", "zhuahuangfeidian", "hualiu")) + \
    tuple(_horse(OffensiveHorse, k) for k in ("chitu", "dayuan", "zixing"))
