"""Timings (时机) named after the rule book, each bound to the class of its payload.

A `Timing` names its payload class; the engine refuses a payload of another class. A
trigger at a *before* timing may edit or prevent its payload (白银狮子 caps a damage,
仁王盾 makes a 杀 ineffective). At an *after* timing (…后: 造成伤害后, 受到伤害后, 移动后,
结算完毕 …) the event has happened: while its skills run the payload is read-only in fact
(`Timing.read_only`: setting any of its fields raises `FrozenInstanceError`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import FrozenInstanceError
from typing import TYPE_CHECKING, Any

import msgspec

if TYPE_CHECKING:
    from .cards import CardLike

PHASES = ("start", "judge", "draw", "play", "discard", "finish")
PHASE_NAMES_ZH = {"start": "准备阶段", "judge": "判定阶段", "draw": "摸牌阶段",
                  "play": "出牌阶段", "discard": "弃牌阶段", "finish": "结束阶段"}


class CardUse(msgspec.Struct, eq=False):
    """One use (使用) of a card: who, what, on whom, and how it resolves."""

    user: int
    card: CardLike
    targets: list[int]
    phase_action: bool = False          # used as the play-phase action (counts for 杀 limits)
    phase: str | None = None            # the current player's phase when it was used
    responding_to: Any = None           # the CardUse or effect this use answers (闪 → 杀, 无懈 → trick)
    extra_damage: int = 0               # 酒
    cancelled: set[int] = msgspec.field(default_factory=set)      # targets it no longer affects
    ignore_armor: set[int] = msgspec.field(default_factory=set)   # 青釭剑: targets whose armour is ignored
    jink_need: dict[int, int] = msgspec.field(default_factory=dict)   # 闪 a target needs (default 1; 无双: 2)
    no_jink: set[int] = msgspec.field(default_factory=set)            # targets that may not 闪 (铁骑)
    no_response: set[int] = msgspec.field(default_factory=set)        # players who may not respond (祸水)
    nullifiable: bool = True            # False: no 无懈可击 window (离间's 决斗)
    second_targets: dict[int, int] = msgspec.field(default_factory=dict)  # 借刀杀人: A → B
    data: dict[str, Any] = msgspec.field(default_factory=dict)  # card-specific resolution state


class TargetData(msgspec.Struct, eq=False):
    """One target of a use at 指定目标时/后 (fired once per target, in order)."""

    use: CardUse
    target: int
    prevented: bool = False


class DodgeData(msgspec.Struct, eq=False):
    """A 杀 was cancelled by 闪 (杀被抵消后); `hit` set by 贯石斧 makes it hit anyway."""

    use: CardUse
    target: int
    hit: bool = False

    @property
    def prevented(self) -> bool:
        return self.hit


class EffectData(msgspec.Struct, eq=False):
    """A card about to take effect on one target (生效前)."""

    use: CardUse
    target: int
    cancelled: bool = False     # 无效 (仁王盾, 藤甲)

    @property
    def prevented(self) -> bool:
        return self.cancelled


class CardAsk(msgspec.Struct, eq=False):
    """A seat is asked to use or play a card of `names` (需要使用或打出)."""

    seat: int
    names: frozenset[str]
    mode: str                       # "use" (使用) or "play" (打出)
    responding_to: Any = None
    provided: CardLike | None = None  # a card given by a skill or equipment (八卦阵)
    skip: frozenset[str] = frozenset()  # skills already tried on this ask

    @property
    def prevented(self) -> bool:
        return self.provided is not None


class DamageData(msgspec.Struct, eq=False):
    source: int | None
    target: int
    amount: int
    nature: str | None = None       # None (normal), "fire", "thunder"
    card: CardLike | None = None
    use: CardUse | None = None
    chain: bool = False             # transmitted by 铁索连环
    prevented: bool = False
    #: the amount as the source caused it, before the victim's own changes (what a chain transmits)
    caused: int = 0


class RecoverData(msgspec.Struct, eq=False):
    target: int
    amount: int
    source: int | None = None
    card: CardLike | None = None
    prevented: bool = False


class DyingData(msgspec.Struct, eq=False):
    seat: int
    damage: DamageData | None = None
    prevented: bool = False


class DeathData(msgspec.Struct, eq=False):
    seat: int
    damage: DamageData | None = None

    @property
    def killer(self) -> int | None:
        return self.damage.source if self.damage is not None else None


class JudgeData(msgspec.Struct, eq=False):
    seat: int
    card: int                       # the judge card (判定牌), a physical id
    reason: str                     # e.g. "indulgence", "eight_diagram"
    prevented: bool = False
    #: the judge card as it takes effect (判定牌生效), set once 生效前 is over: what rules read
    #: (红颜 makes a ♠ count as ♥ in 小乔's judgements)
    result: CardLike | None = None


class PhaseData(msgspec.Struct, eq=False):
    seat: int
    phase: str
    prevented: bool = False


class DrawPhaseData(msgspec.Struct, eq=False):
    seat: int
    count: int = 2
    prevented: bool = False         # a skill drew instead (突袭)


class MoveData(msgspec.Struct, eq=False):
    """Cards that just moved: (card ids, from zone, from owner, to zone, to owner)."""

    moves: tuple[tuple[tuple[int, ...], int, int, int, int], ...]
    reason: str
    prevented: bool = False


class PlayData(msgspec.Struct, eq=False):
    """A card was played (打出时): who, which card, and what it answers (a 杀, a judgement …)."""

    seat: int
    card: CardLike
    responding_to: Any = None


class PindianData(msgspec.Struct, eq=False):
    """拼点牌亮出时: both cards face up; `numbers` are what each counts as (source's, target's), a skill
    may change its own (鹰扬: ±3)."""

    source: int
    target: int
    source_card: int
    target_card: int
    reason: str
    numbers: list[int] = msgspec.field(default_factory=list)


class HpLostData(msgspec.Struct, eq=False):
    """`target` loses (失去体力前: may be prevented, 黄巾天兵符) or lost (失去体力后) `amount` HP."""

    target: int
    amount: int
    prevented: bool = False


# --------------------------------------------------------------------------- timings


def _read_only_setattr(self: Any, name: str, value: Any) -> None:
    raise FrozenInstanceError(f"{type(self).__name__} is the payload of an after timing (…后): "
                              f"it is read only, cannot set {name!r}")


def _read_only_delattr(self: Any, name: str) -> None:
    raise FrozenInstanceError(f"{type(self).__name__} is the payload of an after timing (…后): "
                              f"it is read only, cannot delete {name!r}")


_READ_ONLY: dict[type, type] = {}
_TWINS: set[type] = set()


def read_only_class(payload: type) -> type:
    """The read-only twin of a payload class: a subclass with the same slots whose attribute
    assignment raises. The engine switches an after timing's payload to it while skills run
    (same object, so `is`, `in g.stack` and isinstance still hold) and back afterwards."""
    twin = _READ_ONLY.get(payload)
    if twin is None:
        twin = _READ_ONLY[payload] = type(payload.__name__, (payload,), {
            "__setattr__": _read_only_setattr, "__delattr__": _read_only_delattr,
            "__module__": payload.__module__, "__qualname__": f"{payload.__qualname__}(read only)"})
        _TWINS.add(twin)
    return twin


def read_only_twin(cls: type) -> type | None:
    """`read_only_class(cls)`, or None when `cls` is read only already (a round inside a round)."""
    return None if cls in _TWINS else read_only_class(cls)


#: switches a payload's class to its twin and back (the `__class__` setter itself: a read-only
#: twin refuses every attribute set)
set_class: Callable[[object, type], None] = object.__dict__["__class__"].__set__


class Timing:
    """A timing (时机): its name, its rule-book term, the class of its payload, and whether it
    comes after the event (…后: its payload is read-only while skills run).

    Hashed and compared by identity (the skill index is a dict keyed by timing); frozen."""

    __slots__ = ("after", "name", "payload", "read_only", "term")
    name: str
    payload: type
    after: bool
    term: str
    #: the payload's read-only twin (after timings only)
    read_only: type | None

    def __init__(self, name: str, payload: type, after: bool = False, term: str = "") -> None:
        init = object.__setattr__
        init(self, "name", name)
        init(self, "payload", payload)
        init(self, "after", after)
        init(self, "term", term)
        init(self, "read_only", read_only_class(payload) if after else None)

    def __setattr__(self, name: str, value: Any) -> None:
        raise FrozenInstanceError(f"a timing is a declaration: cannot set {name!r}")

    def accepts(self, data: Any) -> bool:
        """Is `data` a payload of this timing (of its class, or its read-only twin)?"""
        return isinstance(data, self.payload)

    def __repr__(self) -> str:
        return f"<timing {self.name} {self.term}>"


# --- turn flow
GAME_START = Timing("game_start", type(None), term="游戏开始时")
TURN_START = Timing("turn_start", PhaseData, term="回合开始时")
TURN_END = Timing("turn_end", PhaseData, after=True, term="回合结束后")
PHASE_BEGINNING = Timing("phase_beginning", PhaseData, term="阶段开始前")     # (a phase may still be skipped)
PHASE_START = Timing("phase_start", PhaseData, term="阶段开始时")
PHASE_END = Timing("phase_end", PhaseData, term="阶段结束时")
DRAW_PHASE = Timing("draw_phase", DrawPhaseData, term="摸牌阶段摸牌时")         # how many, or instead

# --- using and playing cards
CARD_USING = Timing("card_using", CardUse, term="使用时")
TARGETING = Timing("targeting", TargetData, term="指定目标时/成为目标时")
#: 指定目标后/成为目标后: the target is fixed (the TargetData is read only); the use it belongs
#: to is still resolving, and skills here change how (铁骑's no_jink, 无双's jink_need)
TARGETED = Timing("targeted", TargetData, after=True, term="指定目标后/成为目标后")
EFFECT_BEFORE = Timing("effect_before", EffectData, term="对目标生效前")
CARD_FINISHED = Timing("card_finished", CardUse, after=True, term="使用结算后")
CARD_PLAYED = Timing("card_played", PlayData, term="打出时")
CARD_ASKED = Timing("card_asked", CardAsk, term="需要使用或打出一张牌时")        # 八卦阵, 护驾, 激将
#: 杀被闪抵消后: an after timing by name, but 贯石斧 still makes the 杀 hit (DodgeData.hit)
SLASH_DODGED = Timing("slash_dodged", DodgeData, term="杀被闪抵消后")

# --- damage and health
DAMAGE_CAUSING = Timing("damage_causing", DamageData, term="造成伤害时")
DAMAGE_INFLICTING = Timing("damage_inflicting", DamageData, term="受到伤害时")
DAMAGE_DONE = Timing("damage_done", DamageData, after=True, term="造成伤害后")
DAMAGED = Timing("damaged", DamageData, after=True, term="受到伤害后")
RECOVERING = Timing("recovering", RecoverData, term="回复体力时")             # 救援 adds to it
RECOVERED = Timing("recovered", RecoverData, after=True, term="回复体力后")
#: 失去体力结算开始前: a skill here may end the loss before it begins (黄巾天兵符)
HP_LOSING = Timing("hp_losing", HpLostData, term="失去体力前")
HP_LOST = Timing("hp_lost", HpLostData, after=True, term="失去体力后")
DYING = Timing("dying", DyingData, term="进入濒死状态时")                      # 不屈 ends it
#: 死亡时: the player is dead (nothing revives it here): the payload is read only
DEATH = Timing("death", DeathData, after=True, term="死亡时")

# --- judgement and cards moving
JUDGE_BEFORE_EFFECT = Timing("judge_before_effect", JudgeData, term="判定牌生效前")
JUDGE_DONE = Timing("judge_done", JudgeData, after=True, term="判定牌生效后")
CARDS_MOVED = Timing("cards_moved", MoveData, after=True, term="移动后")
PINDIAN_SHOWN = Timing("pindian_shown", PindianData, term="拼点牌亮出时")      # 鹰扬 changes a number

#: every timing, by name
TIMINGS: dict[str, Timing] = {t.name: t for t in (
    GAME_START, TURN_START, TURN_END, PHASE_BEGINNING, PHASE_START, PHASE_END, DRAW_PHASE,
    CARD_USING, TARGETING, TARGETED, EFFECT_BEFORE, CARD_FINISHED, CARD_PLAYED, CARD_ASKED, SLASH_DODGED,
    DAMAGE_CAUSING, DAMAGE_INFLICTING, DAMAGE_DONE, DAMAGED, RECOVERING, RECOVERED, HP_LOSING, HP_LOST, DYING, DEATH,
    JUDGE_BEFORE_EFFECT, JUDGE_DONE, CARDS_MOVED, PINDIAN_SHOWN)}
