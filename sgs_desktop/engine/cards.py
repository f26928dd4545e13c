"""Cards: physical cards (游戏牌) with a fixed id, and virtual cards (转化牌).

A physical card is one row of the deck table; its id never changes. A virtual
card (a red card used as 杀 via a skill, two cards as 杀 via 丈八蛇矛, 八卦阵's
闪) wraps the physical cards it is made of (its 子卡, possibly none).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from .card import Card, VirtualCard
from .card_faces import (
    ARMOR,
    BASIC,
    BLACK,
    CLUB,
    DEFENSIVE_HORSE,
    DELAYED_TRICK,
    DIAMOND,
    EQUIP,
    EQUIP_SLOTS,
    FIRE,
    HEART,
    NUMBER_TEXT,
    OFFENSIVE_HORSE,
    RED,
    SPADE,
    SUIT_COLOR,
    SUIT_SYMBOL,
    SUITS,
    THUNDER,
    TREASURE,
    TRICK,
    WEAPON,
    CardFace,
    Face,
    VirtualFace,
    number_text,
)
from .skills import CARD_SUIT

if TYPE_CHECKING:
    from .behaviour import CardBehaviour
    from .game import Game
    from .state import Player

__all__ = ["ARMOR", "BASIC", "BLACK", "CLUB", "DEFENSIVE_HORSE", "DELAYED_TRICK", "DIAMOND", "EQUIP", "EQUIP_SLOTS",
           "FIRE", "HEART", "NUMBER_TEXT", "OFFENSIVE_HORSE", "RED", "SPADE", "SUITS", "SUIT_COLOR", "SUIT_SYMBOL",
           "THUNDER", "TREASURE", "TRICK", "WEAPON", "Card", "CardFace", "CardLike", "Face", "VirtualCard",
           "VirtualFace", "color_of", "counted", "number_text", "suit_of"]


class CardLike(Protocol):
    """What rules read from any card, physical or virtual (read only)."""

    @property
    def key(self) -> str: ...
    @property
    def name(self) -> str: ...
    @property
    def type(self) -> str: ...
    @property
    def suit(self) -> str | None: ...
    @property
    def color(self) -> str | None: ...
    @property
    def number(self) -> int: ...
    @property
    def ids(self) -> tuple[int, ...]: ...
    @property
    def behaviour(self) -> CardBehaviour: ...
    @property
    def virtual(self) -> bool: ...
    @property
    def subtype(self) -> str: ...
    @property
    def nature(self) -> str | None: ...
    def describe(self) -> Face: ...


def suit_of(g: Game, player: Player, card: CardLike) -> str | None:
    """The suit `player`'s card counts as (红颜 reads ♠ as ♥); one lookup when nothing changes it."""
    if CARD_SUIT not in g.skills.by_modifier:
        return card.suit
    return g.modify(CARD_SUIT, card.suit, player, card)


def color_of(g: Game, player: Player, card: CardLike) -> str | None:
    """The colour `player`'s card counts as (after `suit_of`)."""
    suit = suit_of(g, player, card)
    return card.color if suit == card.suit or suit is None else SUIT_COLOR[suit]


def counted(g: Game, player: Player, card: CardLike) -> CardLike:
    """`card` as it counts when `player` uses or plays it: with the suit its cards count as for
    `player` (红颜: a ♠ as ♥, so a ♠ 杀 of 小乔's is red and 仁王盾 does not stop it). The same card
    when nothing changes it (one lookup when no skill changes suits)."""
    if CARD_SUIT not in g.skills.by_modifier:
        return card
    if not card.virtual:
        physical = g.cards[card.ids[0]]
        suit = g.modify(CARD_SUIT, physical.suit, player, physical)
        return card if suit == physical.suit or suit is None else physical.with_suit(suit)
    if not card.ids or not isinstance(card, VirtualCard):
        return card
    subs = [g.cards[c] for c in card.ids]
    read = [c if (s := g.modify(CARD_SUIT, c.suit, player, c)) in (c.suit, None) else c.with_suit(s) for c in subs]
    if all(a is b for a, b in zip(read, subs, strict=True)):
        return card
    return VirtualCard(card.behaviour, tuple(read), card.skill)
