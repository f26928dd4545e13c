"""The event kinds of 国战 (国战 only): generals dealt and chosen face down, shown and hidden, a
seat's kingdom, the rewards of showing (首亮, 阴阳鱼, 珠联璧合), 无懈可击·国, 知己知彼's look at a
general; the new rules' (新版国战) marks, the 野心家's fixed reward and 鏖战; the 势 pack's 移除武将牌
and a pindian number changed (鹰扬). Declared like every kind (events.py); `wire.KINDS` lists them
with the rest."""

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


@event("generals_dealt")
class GeneralsDealt(Event, frozen=True):
    """国战: the generals dealt to a seat (private)."""
    seat: int
    generals: tuple[str, ...]


@event("generals_chosen", hidden=("head", "deputy"))
class GeneralsChosen(Event, frozen=True):
    """国战: a seat has its pair, face down (which pair: only it sees), and its HP (阴阳鱼 rounded
    down)."""
    seat: int
    head: str | None
    deputy: str | None
    max_hp: int
    hp: int


@event("nullify_kingdom")
class NullifyKingdom(Event, frozen=True):
    """无懈可击·国: the effect is cancelled for these seats of one kingdom."""
    seat: int
    seats: tuple[int, ...]


@event("look_general", hidden=("general",))
class LookGeneral(Event, frozen=True):
    """知己知彼: a look at another's face-down general (its name only for the looker)."""
    seat: int
    target: int
    slot: str
    general: str | None


@event("show_general")
class ShowGeneral(Event, frozen=True):
    """明置: a general turned face up; `marks` are its skills' marks, public from now on."""
    seat: int
    slot: str
    general: str
    reason: str
    gender: str | None = None
    kingdom: str | None = None
    marks: tuple[tuple[str, int], ...] = ()


@event("hide_general")
class HideGeneral(Event, frozen=True):
    """暗置 (倾城): a general turned face down again; `marks` are the marks others no longer see."""
    seat: int
    slot: str
    reason: str
    gender: str | None = None
    marks: tuple[str, ...] = ()


@event("kingdom")
class KingdomEvent(Event, frozen=True):
    """势力: a seat's kingdom is known (野心家 when its kingdom is too big)."""
    seat: int
    kingdom: str
    general_kingdom: str


@event("first_show_reward")
class FirstShowReward(Event, frozen=True):
    seat: int


@event("half_hp_reward")
class HalfHpReward(Event, frozen=True):
    seat: int


@event("companions")
class Companions(Event, frozen=True):
    """珠联璧合: the reward chosen."""
    seat: int
    choice: str
