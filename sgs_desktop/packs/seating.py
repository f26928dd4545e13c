"""Putting a general in front of a player: its kingdom, gender, HP and skills."""

from __future__ import annotations

import difflib

from ..engine.bounded import short
from ..engine.errors import ConfigError
from ..engine.game import Game
from ..engine.state import GeneralSlot
from .generals import General, identity_generals
from .skills import SKILLS

BLANK = "blank"


def lookup_general(general_id: str, where: str) -> General:
    """The identity general `general_id`, or a ConfigError naming the closest known ids."""
    return lookup_in(identity_generals(), general_id, where, "general")


def lookup_in(table: dict[str, General], general_id: str, where: str, what: str) -> General:
    """`table[general_id]`, or a ConfigError naming the closest known ids (`what`: "general" …)."""
    if general_id in table:
        return table[general_id]
    close = difflib.get_close_matches(general_id, list(table), n=3, cutoff=0.5)
    hint = f"; did you mean {close}?" if close else f"; known: {sorted(table)}"
    raise ConfigError(f"{where}: unknown {what} {short(general_id)}{hint}")


def put_general(g: Game, seat: int, general: General, *, lord: bool) -> None:
    """The player becomes `general`: kingdom, gender and skills (主公技 only for the lord)."""
    p = g.players[seat]
    p.generals = [GeneralSlot(general.id, shown=True)]
    p.kingdom = general.kingdom
    p.gender = general.gender
    for sid in general.skills:
        if sid in general.lord_skills and not lord:
            continue
        g.add_skill(seat, SKILLS[sid])


def general_hp(general: General, *, lord: bool, players: int) -> int:
    """The general's HP; the lord has one more in games of five or more (主公体力上限+1)."""
    return general.max_hp + (1 if lord and players >= 5 else 0)
