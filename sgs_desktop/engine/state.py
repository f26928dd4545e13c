"""Game state as plain data: the zones a card can be in, the players and their general slots.

Every physical card is in exactly one zone (`Zone`: the one home of the zone numbers); a player's
equipment area has one slot per equipment subtype; the judge area keeps the order cards were placed
in (the last placed is judged first). `Player` is a plain class with its own `__init__`.

Compiled with the engine's hot path (docs/engine.md, "The compiled hot path"): the driver, the moves
and the views read a player's fields on almost every step.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar, Final

import msgspec

from .cards import EQUIP_SLOTS

if TYPE_CHECKING:
    from .skills.skill import Skill

class Zone:
    """Where a card can be (区域). Plain ints: they are compared in hot paths."""

    DRAW: Final = 0          # 牌堆
    DISCARD: Final = 1       # 弃牌堆
    PROCESSING: Final = 2    # 处理区
    HAND: Final = 3          # 手牌
    EQUIP: Final = 4         # 装备区
    JUDGE: Final = 5         # 判定区
    PILE: Final = 6          # a general's pile (武将牌上)
    VOID: Final = 7          # removed from the game (移出游戏)

    NAMES: Final = ("draw", "discard", "processing", "hand", "equip", "judge", "pile", "void")
    BY_NAME: ClassVar[dict[str, int]] = {n: i for i, n in enumerate(NAMES)}
    #: zones whose cards everyone sees face up
    PUBLIC: Final = frozenset({DISCARD, PROCESSING, EQUIP, JUDGE})
    #: zones that belong to a player
    OWNED: Final = frozenset({HAND, EQUIP, JUDGE, PILE})


ALL_SEATS: Final = -1   # a visibility mask meaning "every seat"
#: the mark of a player out of the table for now (调虎离山: not counted for distance or seat order,
#: cannot use cards nor be their target); set and cleared with `actions.set_mark` + `Game.seats_changed`
AWAY: Final = "lure_tiger_away"
#: a mark whose name starts with this is its owner's alone: others neither see it nor hear of it
#: (化身's face-down 化身牌, `own:huashen.caocao`); set it with `actions.set_mark` as any other
OWN_MARK: Final = "own:"


class GeneralSlot(msgspec.Struct):
    """One general card in front of a player: identity has one, Hegemony two (主将, 副将)."""

    general: str
    shown: bool = True          # 明置 / 暗置
    deputy: bool = False        # 副将
    removed: bool = False       # 移除 (国战: out of the game, shown, its skills gone)


class Player:
    """A player (角色) at the table: seat, health, zones, generals, marks and skills."""

    __slots__ = ("alive", "chained", "conceded", "drunk", "dying", "equips", "face_up", "gender", "generals",
                 "hand", "hidden_skills", "hp", "judge", "judge_as", "kingdom", "marks", "max_hp", "piles",
                 "role", "role_shown", "seat", "skills")

    def __init__(self, seat: int, hp: int, max_hp: int, generals: list[GeneralSlot] | None = None,
                 alive: bool = True, dying: bool = False, conceded: bool = False, hand: list[int] | None = None,
                 equips: dict[str, int] | None = None, judge: list[int] | None = None,
                 judge_as: dict[int, str] | None = None, chained: bool = False, face_up: bool = True,
                 role: str | None = None, role_shown: bool = False, kingdom: str | None = None,
                 gender: str | None = None, marks: dict[str, int] | None = None,
                 piles: dict[str, list[int]] | None = None, drunk: int = 0, skills: list[Skill] | None = None,
                 hidden_skills: dict[str, int] | None = None) -> None:
        self.seat = seat
        self.hp = hp
        self.max_hp = max_hp
        self.generals: list[GeneralSlot] = [] if generals is None else generals
        self.alive = alive
        self.dying = dying
        self.conceded = conceded        # 投降: gave up, dies at the next phase boundary (engine/concede.py)
        self.hand: list[int] = [] if hand is None else hand
        self.equips: dict[str, int] = {} if equips is None else equips
        self.judge: list[int] = [] if judge is None else judge
        #: a judge-area card that stands for another card (国色: a ♦ card as 乐不思蜀)
        self.judge_as: dict[int, str] = {} if judge_as is None else judge_as
        self.chained = chained          # 连环状态 (横置)
        self.face_up = face_up          # 武将牌正面朝上 (翻面 turns it face down)
        self.role = role                # identity: lord / loyalist / rebel / renegade
        self.role_shown = role_shown
        self.kingdom = kingdom          # derived from shown generals; Hegemony may make it 野心家
        self.gender = gender            # derived from shown generals
        self.marks: dict[str, int] = {} if marks is None else marks
        self.piles: dict[str, list[int]] = {} if piles is None else piles
        self.drunk = drunk              # 酒: extra damage of the next 杀 this turn
        self.skills: list[Skill] = [] if skills is None else skills
        #: skills of a face-down general (暗置): id → index of its slot in `generals`. They do
        #: nothing until shown; using one shows its general first (国战).
        self.hidden_skills: dict[str, int] = {} if hidden_skills is None else hidden_skills

    def __repr__(self) -> str:
        return (f"Player(seat={self.seat}, hp={self.hp}/{self.max_hp}, alive={self.alive}, role={self.role!r}, "
                f"generals={self.generals!r}, hand={self.hand!r}, equips={self.equips!r}, judge={self.judge!r})")

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
