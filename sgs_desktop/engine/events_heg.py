"""The event kinds of 国战's new rules (新版国战): the marks (先驱, 阴阳鱼, 珠联璧合), the 野心家's
fixed reward and 鏖战; and of the 势 pack: 移除武将牌, a pindian number changed (鹰扬). Declared
like every kind (events.py imports this module, so the kinds are registered wherever events are)."""

from __future__ import annotations

from .events import Event, event


@event("mark_gained")
class MarkGained(Event, frozen=True):
    """获得标记: a seat gains a mark (先驱 for 首亮, 阴阳鱼 or 珠联璧合 when both generals are first
    shown) instead of the old draw; `count` is how many of it the seat holds now."""
    seat: int
    mark: str
    count: int


@event("mark_spent")
class MarkSpent(Event, frozen=True):
    """弃置标记: a seat discards a mark for `effect` (fill_hand, draw1, limit2, peach, draw2);
    `count` is how many of it are left."""
    seat: int
    mark: str
    effect: str
    count: int


@event("careerist_reward")
class CareeristReward(Event, frozen=True):
    """野心家击杀其他角色: a fixed draw, whatever the victim's kingdom."""
    seat: int
    count: int


@event("aozhan")
class AozhanBegins(Event, frozen=True):
    """鏖战: from this turn (`seat`'s) to the end of the game a 桃 recovers no HP and may be used or
    played as 杀 or 闪."""
    seat: int


@event("become_lord")
class BecomeLord(Event, frozen=True):
    """成为君主: a seat replaces its head general `general` with the lord `lord` (shown next)."""
    seat: int
    general: str
    lord: str


@event("remove_general")
class RemoveGeneral(Event, frozen=True):
    """移除武将牌: a general leaves the game (shown to all as it goes); its skills are lost, the
    player's kingdom and max HP stay."""
    seat: int
    slot: str
    general: str
    reason: str


@event("pindian_number")
class PindianNumber(Event, frozen=True):
    """拼点牌亮出时: `seat`'s pindian card counts as `number` (鹰扬: ±3)."""
    seat: int
    number: int
    skill: str
