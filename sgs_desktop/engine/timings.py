"""Timings (时机) named after the rule book, and the typed payload of each.

A trigger at a *before* timing may edit or prevent its payload (白银狮子 caps a
damage, 仁王盾 makes a 杀 ineffective); payloads at *after* timings are read only
by convention.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .cards import CardLike

# --- turn flow
GAME_START = "game_start"                   # 游戏开始时
TURN_START = "turn_start"                   # 回合开始时
TURN_END = "turn_end"                       # 回合结束后
PHASE_BEGINNING = "phase_beginning"         # 阶段开始前 (a phase may still be skipped)
PHASE_START = "phase_start"                 # 阶段开始时
PHASE_END = "phase_end"                     # 阶段结束时
DRAW_PHASE = "draw_phase"                   # 摸牌阶段摸牌时 (how many, or instead)

# --- using and playing cards
CARD_USING = "card_using"                   # 使用时
TARGETING = "targeting"                     # 指定目标时 / 成为目标时
TARGETED = "targeted"                       # 指定目标后 / 成为目标后
EFFECT_BEFORE = "effect_before"             # 对目标生效前
CARD_FINISHED = "card_finished"             # 结算完毕
CARD_PLAYED = "card_played"                 # 打出时
CARD_ASKED = "card_asked"                   # 需要使用或打出一张牌时 (八卦阵, 护驾, 激将)
SLASH_DODGED = "slash_dodged"               # 杀被闪抵消后 (贯石斧, 青龙偃月刀)

# --- damage and health
DAMAGE_CAUSING = "damage_causing"           # 造成伤害时
DAMAGE_INFLICTING = "damage_inflicting"     # 受到伤害时
DAMAGE_DONE = "damage_done"                 # 造成伤害后
DAMAGED = "damaged"                         # 受到伤害后
RECOVERING = "recovering"                   # 回复体力时 (救援 adds to it)
RECOVERED = "recovered"                     # 回复体力后
HP_LOST = "hp_lost"                         # 失去体力后
DYING = "dying"                             # 进入濒死状态时
DEATH = "death"                             # 死亡时

# --- judgement and cards moving
JUDGE_BEFORE_EFFECT = "judge_before_effect"  # 判定牌生效前
JUDGE_DONE = "judge_done"                    # 判定牌生效后
CARDS_MOVED = "cards_moved"                  # 牌移动后

PHASES = ("start", "judge", "draw", "play", "discard", "finish")     # 准备 判定 摸牌 出牌 弃牌 结束


@dataclass(slots=True, eq=False)
class CardUse:
    """One use (使用) of a card: who, what, on whom, and how it resolves."""

    user: int
    card: CardLike
    targets: list[int]
    phase_action: bool = False          # used as the play-phase action (counts for 杀 limits)
    phase: str | None = None            # the current player's phase when it was used
    responding_to: Any = None           # the CardUse or effect this use answers (闪 → 杀, 无懈 → trick)
    extra_damage: int = 0               # 酒
    cancelled: set[int] = field(default_factory=set)      # targets it no longer affects
    ignore_armor: set[int] = field(default_factory=set)   # 青釭剑: targets whose armour is ignored
    jink_need: dict[int, int] = field(default_factory=dict)   # 闪 a target needs (default 1; 无双: 2)
    no_jink: set[int] = field(default_factory=set)            # targets that may not 闪 (铁骑)
    nullifiable: bool = True            # False: no 无懈可击 window (离间's 决斗)
    second_targets: dict[int, int] = field(default_factory=dict)  # 借刀杀人: A → B
    data: dict[str, Any] = field(default_factory=dict)  # card-specific resolution state


@dataclass(slots=True, eq=False)
class TargetData:
    """One target of a use at 指定目标时/后 (fired once per target, in order)."""

    use: CardUse
    target: int
    prevented: bool = False


@dataclass(slots=True, eq=False)
class DodgeData:
    """A 杀 was cancelled by 闪 (杀被抵消后); `hit` set by 贯石斧 makes it hit anyway."""

    use: CardUse
    target: int
    hit: bool = False

    @property
    def prevented(self) -> bool:
        return self.hit


@dataclass(slots=True, eq=False)
class EffectData:
    """A card about to take effect on one target (生效前)."""

    use: CardUse
    target: int
    cancelled: bool = False     # 无效 (仁王盾, 藤甲)

    @property
    def prevented(self) -> bool:
        return self.cancelled


@dataclass(slots=True, eq=False)
class CardAsk:
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


@dataclass(slots=True, eq=False)
class DamageData:
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


@dataclass(slots=True, eq=False)
class RecoverData:
    target: int
    amount: int
    source: int | None = None
    card: CardLike | None = None
    prevented: bool = False


@dataclass(slots=True, eq=False)
class DyingData:
    seat: int
    damage: DamageData | None = None
    prevented: bool = False


@dataclass(slots=True, eq=False)
class DeathData:
    seat: int
    damage: DamageData | None = None
    prevented: bool = False

    @property
    def killer(self) -> int | None:
        return self.damage.source if self.damage is not None else None


@dataclass(slots=True, eq=False)
class JudgeData:
    seat: int
    card: int                       # the judge card (判定牌), a physical id
    reason: str                     # e.g. "indulgence", "eight_diagram"
    prevented: bool = False
    #: the judge card as it takes effect (判定牌生效), set once 生效前 is over: what rules read
    #: (红颜 makes a ♠ count as ♥ in 小乔's judgements)
    result: CardLike | None = None


@dataclass(slots=True, eq=False)
class PhaseData:
    seat: int
    phase: str
    prevented: bool = False


@dataclass(slots=True, eq=False)
class DrawPhaseData:
    seat: int
    count: int = 2
    prevented: bool = False         # a skill drew instead (突袭)


@dataclass(slots=True, eq=False)
class MoveData:
    """Cards that just moved: (card ids, from zone, from owner, to zone, to owner)."""

    moves: list[tuple[tuple[int, ...], int, int, int, int]]
    reason: str
    prevented: bool = False
