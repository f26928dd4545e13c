"""One scenario at a 身份 table and at a 国战 table, for a skill whose one module serves both modes
(节命, 悲歌, 巧变 …): `@both` runs a test once per mode (its `mode` argument), `seat(mode, …)` writes
a seat for that mode and `table(mode, seats, **kw)` builds the strict table (`Table`, `HegTable`).

    @both
    def test_x(mode):
        t = table(mode, [seat(mode, "zhanghe", "caocao", "lord", hand=["杀 ♠10"]),
                         seat(mode, "liubei", "zhangfei")])

Card references must name cards of both decks (the identity deck and the 108-card 国战 deck)."""

from __future__ import annotations

from typing import Any

import pytest
from heg import HegTable
from table import Table

MODES = ("identity", "hegemony")
both = pytest.mark.parametrize("mode", MODES)


def seat(mode: str, general: str, deputy: str, role: str = "rebel", **kw: Any) -> dict:
    """`general`'s seat: in 身份 with `role`, in 国战 as head general with `deputy` (one kingdom)."""
    if mode == "hegemony":
        return {"generals": [general, deputy], **kw}
    return {"role": role, "general": general, **kw}


def table(mode: str, seats: list[dict], **kw: Any) -> Table:
    """The strict scenario table of `mode` (tests/table.py, tests/heg.py)."""
    return HegTable(seats, **kw) if mode == "hegemony" else Table(seats, **kw)
