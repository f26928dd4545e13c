"""Game state as plain data: zones, players, general slots.

Every physical card is in exactly one zone; `Zone` names them. A player's
equipment area has one slot per equipment subtype; the judge area keeps the
order cards were placed in (the last placed is judged first).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

import msgspec

from .cards import EQUIP_SLOTS

if TYPE_CHECKING:
    from .skills import Skill


class Zone:
    """Where a card can be (区域). Plain ints: they are compared in hot paths."""

    DRAW = 0          # 牌堆
    DISCARD = 1       # 弃牌堆
    PROCESSING = 2    # 处理区
    HAND = 3          # 手牌
    EQUIP = 4         # 装备区
    JUDGE = 5         # 判定区
    PILE = 6          # a general's pile (武将牌上)
    VOID = 7          # removed from the game (移出游戏)

    NAMES = ("draw", "discard", "processing", "hand", "equip", "judge", "pile", "void")
    BY_NAME: ClassVar[dict[str, int]] = {n: i for i, n in enumerate(NAMES)}
    #: zones whose cards everyone sees face up
    PUBLIC = frozenset({DISCARD, PROCESSING, EQUIP, JUDGE})
    #: zones that belong to a player
    OWNED = frozenset({HAND, EQUIP, JUDGE, PILE})


ALL_SEATS = -1   # a visibility mask meaning "every seat"
#: the mark of a player out of the table for now (调虎离山: not counted for distance or seat order,
#: cannot use cards nor be their target); set and cleared with `actions.set_mark` + `Game.seats_changed`
AWAY = "lure_tiger_away"


class GeneralSlot(msgspec.Struct):
    """One general card in front of a player: identity has one, Hegemony two (主将, 副将)."""

    general: str
    shown: bool = True          # 明置 / 暗置
    deputy: bool = False        # 副将
    removed: bool = False       # 移除 (国战: out of the game, shown, its skills gone)


class Player(msgspec.Struct, eq=False):
    seat: int
    hp: int
    max_hp: int
    generals: list[GeneralSlot] = msgspec.field(default_factory=list)
    alive: bool = True
    dying: bool = False
    conceded: bool = False      # 投降: gave up, dies at the next phase boundary (engine/concede.py)
    hand: list[int] = msgspec.field(default_factory=list)
    equips: dict[str, int] = msgspec.field(default_factory=dict)
    judge: list[int] = msgspec.field(default_factory=list)
    #: a judge-area card that stands for another card (国色: a ♦ card as 乐不思蜀)
    judge_as: dict[int, str] = msgspec.field(default_factory=dict)
    chained: bool = False       # 连环状态 (横置)
    face_up: bool = True        # 武将牌正面朝上 (翻面 turns it face down)
    role: str | None = None     # identity: lord / loyalist / rebel / renegade
    role_shown: bool = False
    kingdom: str | None = None  # derived from shown generals; Hegemony may make it 野心家
    gender: str | None = None   # derived from shown generals
    marks: dict[str, int] = msgspec.field(default_factory=dict)
    piles: dict[str, list[int]] = msgspec.field(default_factory=dict)
    drunk: int = 0              # 酒: extra damage of the next 杀 this turn
    skills: list[Skill] = msgspec.field(default_factory=list)
    #: skills of a face-down general (暗置): id → index of its slot in `generals`. They do
    #: nothing until shown; using one shows its general first (国战).
    hidden_skills: dict[str, int] = msgspec.field(default_factory=dict)

    @property
    def wounded(self) -> bool:
        return self.hp < self.max_hp

    def equip_ids(self) -> list[int]:
        eq = self.equips
        return [eq[s] for s in EQUIP_SLOTS if s in eq]

    def card_count(self, hand: bool = True, equip: bool = True, judge: bool = False) -> int:
        n = 0
        if hand:
            n += len(self.hand)
        if equip:
            n += len(self.equips)
        if judge:
            n += len(self.judge)
        return n

    def has_skill(self, skill_id: str) -> bool:
        """Does the player hold this skill and can it work now (not on a face-down general)?"""
        return skill_id not in self.hidden_skills and any(s.id == skill_id for s in self.skills)

    @property
    def has_shown_general(self) -> bool:
        return any(s.shown for s in self.generals)

    @property
    def all_shown(self) -> bool:
        return all(s.shown for s in self.generals)
