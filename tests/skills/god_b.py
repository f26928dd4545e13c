"""Helpers for the 神 generals' tests (part 2): marks put on a seat before the first answer (the
scenario format gives identity seats no marks), and a real game's start with a 神 general seated."""

from __future__ import annotations

from typing import Any

from sgs_desktop.engine.actions import set_mark


def give_marks(t, seat: int, mark: str, n: int | None) -> None:
    """`seat` holds `n` of `mark` (暴怒 `baonu`, 忍 `ren`) from now on (a question already asked
    keeps its options: for marks the first question must see, build the table with `marked`)."""
    set_mark(t.g, t.p(seat), mark, n)


def marked(players: list[dict], marks: dict[int, dict[str, int]], **kw: Any):
    """A `Table` whose seats hold `marks` ({seat: {mark: count}}) as the table is built, before
    anything is asked."""
    from table import Table

    import sgs_desktop.modes.scenario as scenario

    build = scenario.build_table

    def build_marked(g, sc) -> None:
        build(g, sc)
        for seat, found in marks.items():
            for mark, n in found.items():
                set_mark(g, g.players[seat], mark, n)

    scenario.build_table = build_marked
    try:
        return Table(players, **kw)
    finally:
        scenario.build_table = build


def started_game(monkeypatch, general: str, seat: int = 1, players: int = 4, seed: int = 3):
    """A real identity game (blank generals; fixed roles, the lord at seat 0) in which `seat` is
    `general` from the start: the game-start timing (游戏开始时) comes as in any game."""
    import sgs_desktop.modes  # noqa: F401 - registers the built-in modes
    from sgs_desktop.engine.config import GameConfig
    from sgs_desktop.engine.game import Game
    from sgs_desktop.modes.identity import IdentityRules
    from sgs_desktop.modes.roles import ROLE_TABLE
    from sgs_desktop.packs.generals import identity_generals
    from sgs_desktop.packs.seating import put_general

    build = IdentityRules.build

    def seated(self, g) -> None:
        build(self, g)
        put_general(g, seat, identity_generals()[general], lord=False)

    monkeypatch.setattr(IdentityRules, "build", seated)
    roles = tuple(sorted(ROLE_TABLE[players], key=lambda r: r != "lord"))
    return Game.new(GameConfig(players=players, generals="none", roles=roles, round_limit=50), seed)
