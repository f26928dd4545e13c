"""国战's rules profiles (规则): `old` (the first edition's rules) or `new` (新版国战, the seed's
new rules: 先驱 / 阴阳鱼 / 珠联璧合 marks, 鏖战, the 野心家's 3 cards, and the changed skills).

A profile is data the 国战 mode reads; content never asks which profile is in play: a general's
skills and HP under a profile come from its table (`hegemony_generals(rules=...)`).
"""

from __future__ import annotations

from collections.abc import Coroutine
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol, cast

if TYPE_CHECKING:
    from ..engine.config import GameConfig
    from ..engine.game import Game
    from ..engine.state import Player
    from ..packs.generals import General

#: the profiles a 国战 table may choose (GameConfig option "rules")
RULES = ("old", "new")
DEFAULT_RULES = "old"

#: the new rules' marks (标记): 先驱, 阴阳鱼, 珠联璧合
XIANQU, YINYANGYU, ZHULIANBIHE = "xianqu", "yinyangyu", "zhulianbihe"


@dataclass(frozen=True)
class Aozhan:
    """鏖战: it begins (from the next turn) once no more than `most_alive` players live — `most_alive_small`
    at a table of `small_table` players or fewer ("七人以下游戏时为三名或更少": 以下 counts the number
    itself, docs/rulings.md 61) — and no two of them share a kingdom."""

    most_alive: int = 4
    most_alive_small: int = 3
    small_table: int = 7

    def most(self, players: int) -> int:
        return self.most_alive_small if players <= self.small_table else self.most_alive


@dataclass(frozen=True)
class RulesProfile:
    """What differs between the rule books (None: the old rule stands)."""

    name: str
    #: 野心家击杀其他角色: a fixed draw, whatever the victim's kingdom (None: as any other killer)
    careerist_kill_draw: int | None = None
    #: 首亮: the mark given instead of asking whether to draw 2
    first_show_mark: str | None = None
    #: both generals first shown with a spare half 阴阳鱼: the mark given instead of asking to draw 1
    half_hp_mark: str | None = None
    #: both generals first shown as a 珠联璧合 pair: the mark given instead of draw 2 / recover 1
    companions_mark: str | None = None
    #: 鏖战 (None: no 鏖战)
    aozhan: Aozhan | None = None

    @property
    def marks(self) -> tuple[str, ...]:
        """The marks this rule book has (what a scenario may give a player)."""
        return tuple(m for m in (self.first_show_mark, self.half_hp_mark, self.companions_mark) if m is not None)


PROFILES: dict[str, RulesProfile] = {
    "old": RulesProfile("old"),
    "new": RulesProfile("new", careerist_kill_draw=3, first_show_mark=XIANQU, half_hp_mark=YINYANGYU,
                        companions_mark=ZHULIANBIHE, aozhan=Aozhan()),
}


@dataclass
class HegState:
    """What the 国战 rules remember: the first showing happened, who had both shown once; the new
    rules: 鏖战 begun, this turn's raised hand limits."""

    first_shown: bool = False
    both_shown: set[int] = field(default_factory=set)
    aozhan: bool = False
    #: seat → (the turn, how much more): 阴阳鱼's 本回合手牌上限+2
    hand_limit: dict[int, tuple[int, int]] = field(default_factory=dict)
    #: 君主: seat → the lord's kingdom (heg_lords)
    lords: dict[int, str] = field(default_factory=dict)


class HegRules(Protocol):
    """What the 国战 helpers (heg_lords, heg_show, heg_scenario …) read and call of the rules in play —
    modes/hegemony.py's HegemonyRules —, so that each stands on its own below it."""

    config: GameConfig
    #: the rule book in play, by name and as data
    profile_name: str
    profile: RulesProfile
    #: the generals of this table, as the rule book has them (a 君主 joins when one becomes lord)
    generals: dict[str, General]
    heg: HegState
    #: the victory rule: "online" or "table"
    victory: str

    def show_general(self, g: Game, player: Player, slot: int, reason: str = "") -> Coroutine[Any, Any, None]: ...

    def check_victory(self, g: Game) -> None: ...

    def raise_hand_limit(self, g: Game, seat: int, by: int) -> None: ...


def rules_of(g: Game) -> HegRules:
    """The 国战 rules of a 国战 game."""
    return cast(HegRules, g.rules)
