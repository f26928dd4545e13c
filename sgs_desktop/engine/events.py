"""The typed event stream (事件): one class per kind of event, its fields and its audience.

Every change a seat may learn of is one of these frozen records. The engine emits an event with
an audience mask (`vis`, which seats see it whole); `hidden` names the fields that seats outside
the mask see as None (a hand card drawn: its ids for its owner, the `count` for everyone). An
event kind with no hidden fields is private to its mask (your role, the generals dealt to you).
Redaction happens once, when the event is emitted (`log.redacted`), never per read. One JSON
encoding (wire.py) serves the wire, the CLI and the tests; `wire.PROTOCOL_VERSION` names it.

The kinds of the game at large are here, 国战's in events_heg.py; a card an event names is a face
(`CardFace`, `VirtualFace`: the deck table is public, so a face is what a seat learns of a card).
"""

from __future__ import annotations

import typing
from typing import Any, ClassVar

import msgspec

# --------------------------------------------------------------------------- card faces


class CardFace(msgspec.Struct, frozen=True, gc=False):
    """A physical card as the log names it: its id and face (the deck table is public)."""

    id: int
    key: str
    suit: str
    number: int

    def to_json(self) -> dict[str, Any]:
        return {"id": self.id, "key": self.key, "suit": self.suit, "number": self.number}


class VirtualFace(msgspec.Struct, frozen=True, gc=False):
    """A virtual card (转化牌/视为牌) as the log names it: what it counts as, made of which
    sub-cards, by which skill."""

    key: str
    suit: str | None
    color: str | None
    number: int
    subcards: tuple[int, ...]
    skill: str | None

    def to_json(self) -> dict[str, Any]:
        return {"key": self.key, "suit": self.suit, "color": self.color, "number": self.number,
                "subcards": list(self.subcards), "skill": self.skill}


Face = CardFace | VirtualFace


# --------------------------------------------------------------------------- events


class Event(msgspec.Struct, frozen=True, gc=False):
    """Base of every event kind. `kind` is its wire name; `hidden` the fields redacted for seats
    outside the audience mask (empty: such seats do not see the event at all); `field_names` its
    fields in order (set when the kind is declared).

    A frozen msgspec Struct (docs/engine.md, "Events and seat state"): built in C, ten times faster than a
    frozen dataclass, and not tracked by the cycle collector (events hold only plain values)."""

    kind: ClassVar[str] = ""
    hidden: ClassVar[tuple[str, ...]] = ()
    field_names: ClassVar[tuple[str, ...]] = ()
    blanks: ClassVar[dict[str, None]] = {}      # the hidden fields, each None (what `redacted` replaces)



_T = typing.TypeVar("_T", bound=Event)


def event(kind: str, hidden: tuple[str, ...] = ()) -> typing.Callable[[type[_T]], type[_T]]:
    """Declare an event kind: its class (an `Event`) and its wire name. (`wire.KINDS` lists every
    kind of this module and of events_heg.py by that name, and refuses a name taken twice.)"""

    def declare(cls: type[_T]) -> type[_T]:
        cls.kind = kind
        cls.hidden = hidden
        cls.field_names = cls.__struct_fields__
        cls.blanks = dict.fromkeys(hidden)
        if not kind or not set(hidden) <= set(cls.field_names):
            raise ValueError(f"event {cls.__name__}: kind {kind!r} empty, or hidden {hidden} not fields")
        return cls

    return declare


@event("game_start")
class GameStart(Event, frozen=True):
    """游戏开始: the mode, the table size, each seat's generals (None: face down), HP, rules profile."""
    mode: str
    players: int
    generals: tuple[tuple[str | None, ...], ...]
    hp: tuple[int, ...]
    rules: str = ""     # 国战: the rules profile (old / new); "" in modes that have none


@event("setup")
class Setup(Event, frozen=True):
    """A scenario (残局) sets a seat up."""
    seat: int
    hp: int
    max_hp: int
    alive: bool
    chained: bool
    face_up: bool


@event("role")
class RoleEvent(Event, frozen=True):
    """身份: a seat's role (private to it; the lord's is public)."""
    seat: int
    role: str


@event("general")
class GeneralChosen(Event, frozen=True):
    """选将 (身份): a seat's general, public."""
    seat: int
    general: str
    kingdom: str
    gender: str
    hp: int
    max_hp: int


@event("first_player")
class FirstPlayer(Event, frozen=True):
    seat: int


@event("turn")
class Turn(Event, frozen=True):
    """回合开始: a seat's turn in a round."""
    seat: int
    round: int


@event("phase")
class Phase(Event, frozen=True):
    """阶段开始 (准备 判定 摸牌 出牌 弃牌 结束)."""
    seat: int
    phase: str


@event("phase_skipped")
class PhaseSkipped(Event, frozen=True):
    seat: int
    phase: str


@event("extra_turn")
class ExtraTurn(Event, frozen=True):
    seat: int


@event("game_over")
class GameOverEvent(Event, frozen=True):
    """游戏结束: the winners, why, and every role and general, now public."""
    winners: tuple[int, ...]
    reason: str
    roles: tuple[str | None, ...]
    generals: tuple[tuple[str | None, ...], ...] = ()
    kingdoms: tuple[str | None, ...] = ()


@event("move", hidden=("cards",))
class Move(Event, frozen=True):
    """移动牌: cards from one zone to another. Seats outside the mask see only the count."""
    cards: tuple[int, ...] | None
    count: int
    src: str
    src_owner: int
    dst: str
    dst_owner: int
    reason: str
    judge_as: str | None = None          # a card placed in a judge area as another (国色: 乐不思蜀)
    pile: str | None = None              # src or dst "pile": which pile on the general (不屈's 创: "buqu")


@event("reshuffle")
class Reshuffle(Event, frozen=True):
    """洗牌: the discard pile shuffled under the draw pile; `count` cards are in it now."""
    count: int


@event("use")
class UseEvent(Event, frozen=True):
    """使用牌."""
    user: int
    card: Face
    targets: tuple[int, ...]
    second_targets: tuple[tuple[int, int], ...] = ()     # 借刀杀人: (target, whom it must attack)


@event("play")
class Play(Event, frozen=True):
    """打出牌."""
    seat: int
    card: Face


@event("recast")
class RecastEvent(Event, frozen=True):
    """重铸."""
    seat: int
    card: Face


@event("no_effect")
class NoEffect(Event, frozen=True):
    """A card has no effect on a target (仁王盾, 享乐 …)."""
    card: Face
    target: int


@event("nullified")
class Nullified(Event, frozen=True):
    """抵消: a card's effect on a target is cancelled (无懈可击 …)."""
    card: Face
    target: int | None


@event("judge")
class JudgeEvent(Event, frozen=True):
    """判定牌生效: the card and, when a skill reads it as another suit, that suit."""
    seat: int
    card: Face
    reason: str
    counts_as: str | None = None


@event("delayed_effect")
class DelayedEffect(Event, frozen=True):
    """A delayed trick in a judge area takes effect."""
    seat: int
    card: Face


@event("card_changed")
class CardChanged(Event, frozen=True):
    """A card used is read as another (朱雀羽扇: 杀 → 火杀)."""
    seat: int
    card: Face


@event("show")
class Show(Event, frozen=True):
    """展示: cards shown to everyone (火攻, 反间, 黄天)."""
    seat: int
    cards: tuple[int, ...]
    suit: str | None = None


@event("look", hidden=("cards",))
class Look(Event, frozen=True):
    """观看 the top of the draw pile (观星): the cards only for the looker."""
    seat: int
    cards: tuple[int, ...] | None
    count: int


@event("arrange", hidden=("top", "bottom"))
class ArrangeEvent(Event, frozen=True):
    """观星: the order put back, seen only by the arranger."""
    seat: int
    top: tuple[int, ...] | None
    bottom: tuple[int, ...] | None
    top_count: int
    bottom_count: int


@event("look_hand", hidden=("cards",))
class LookHand(Event, frozen=True):
    """知己知彼: a look at another's hand (its cards only for the looker)."""
    seat: int
    target: int
    cards: tuple[int, ...] | None


@event("pindian")
class Pindian(Event, frozen=True):
    """拼点: both cards and who won."""
    source: int
    target: int
    source_card: Face
    target_card: Face
    source_wins: bool
    reason: str


@event("swap_hands")
class SwapHands(Event, frozen=True):
    """缔盟: two players exchange hands."""
    seat: int
    first: int
    second: int
    skill: str


@event("damage")
class Damage(Event, frozen=True):
    """造成伤害: source (None: no source), target, amount, nature, the target's HP after it."""
    source: int | None
    target: int
    amount: int
    nature: str | None
    hp: int
    card: Face | None = None
    chain: bool = False


@event("damage_prevented")
class DamagePrevented(Event, frozen=True):
    source: int | None
    target: int


@event("transfer_damage")
class TransferDamage(Event, frozen=True):
    """天香: the damage goes to another."""
    source: int
    target: int
    skill: str


@event("recover")
class Recover(Event, frozen=True):
    """回复体力."""
    target: int
    amount: int
    hp: int
    source: int | None = None


@event("lose_hp")
class LoseHp(Event, frozen=True):
    """失去体力."""
    target: int
    amount: int
    hp: int


@event("max_hp")
class MaxHp(Event, frozen=True):
    """体力上限 changes by `delta` (HP follows when it must)."""
    seat: int
    max_hp: int
    hp: int
    delta: int


@event("dying")
class Dying(Event, frozen=True):
    """濒死."""
    seat: int
    hp: int


@event("dying_over")
class DyingOver(Event, frozen=True):
    """濒死结束 without a rescue (不屈): the player lives on at its HP."""
    seat: int
    hp: int


@event("death")
class Death(Event, frozen=True):
    """死亡: the role is revealed."""
    seat: int
    role: str | None
    killer: int | None


@event("reward")
class Reward(Event, frozen=True):
    """奖惩: a reward (draws) for a kill."""
    seat: int
    reason: str
    count: int


@event("penalty")
class Penalty(Event, frozen=True):
    seat: int
    reason: str


@event("chain")
class Chain(Event, frozen=True):
    """横置/重置 (铁索连环)."""
    seat: int
    chained: bool


@event("turn_over")
class TurnOver(Event, frozen=True):
    """翻面."""
    seat: int
    face_up: bool


@event("drunk")
class Drunk(Event, frozen=True):
    """酒: a seat's 酒 count (0: it wore off)."""
    seat: int
    drunk: int


@event("drunk_slash")
class DrunkSlash(Event, frozen=True):
    """A 杀 gets +`extra` damage from 酒 (the 酒 is used up)."""
    seat: int
    extra: int


@event("mark")
class Mark(Event, frozen=True):
    """标记: a seat's mark set to `value` (None: removed); a face-down general's skill's is its owner's alone."""
    seat: int
    mark: str
    value: int | None


@event("skill")
class SkillInvoked(Event, frozen=True):
    """发动技能."""
    seat: int
    skill: str


@event("acquire_skill")
class AcquireSkill(Event, frozen=True):
    seat: int
    skill: str


@event("lose_skill")
class LoseSkill(Event, frozen=True):
    seat: int
    skill: str


@event("came_to_nothing")
class CameToNothing(Event, frozen=True):
    """A skill asked others and nobody answered (激将, 护驾)."""
    seat: int
    skill: str


@event("provide")
class Provide(Event, frozen=True):
    """激将/护驾: a card provided for another."""
    seat: int
    to: int
    skill: str
    card: Face


@event("refuse")
class Refuse(Event, frozen=True):
    """制霸: the lord refuses."""
    seat: int
    to: int
    skill: str


@event("no_jink")
class NoJink(Event, frozen=True):
    """铁骑/烈弓: the target may not use 闪."""
    seat: int
    skill: str


@event("name_suit")
class NameSuit(Event, frozen=True):
    """反间: the suit named."""
    seat: int
    suit: str
    skill: str


@event("retarget")
class Retarget(Event, frozen=True):
    """流离: the 杀 moves to another target."""
    card: Face
    source: int
    target: int
    skill: str


@event("extra_target")
class ExtraTarget(Event, frozen=True):
    """短兵: an extra target."""
    user: int
    card: Face
    target: int
    skill: str


@event("yinghun")
class Yinghun(Event, frozen=True):
    """英魂: draw X and discard 1, or the other way."""
    seat: int
    target: int
    draw: int
    discard: int


@event("buqu_fail")
class BuquFail(Event, frozen=True):
    """不屈: a 创 with a number already there."""
    seat: int
    card: Face


@event("duanchang")
class Duanchang(Event, frozen=True):
    """断肠: the killer loses the skills of one general."""
    seat: int
    slot: str
    source: int


@event("concede")
class Conceded(Event, frozen=True):
    """投降: the player gave up (it dies at the next phase boundary: counted as its death)."""
    seat: int
