"""Game state as plain data: zones, players, general slots.

Every physical card is in exactly one zone; `Zone` names them. A player's
equipment area has one slot per equipment subtype; the judge area keeps the
order cards were placed in (the last placed is judged first).
"""

from __future__ import annotations

from typing import ClassVar, Final

import msgspec


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


# (a compiled class of its own module: engine code reads its fields directly)
from .player import Player  # noqa: E402

__all__ = ["ALL_SEATS", "AWAY", "OWN_MARK", "GeneralSlot", "Player", "Zone"]
