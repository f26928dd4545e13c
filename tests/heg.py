"""国战 scenario tables for strict tests: `HegTable([...])` is `Table(..., mode="hegemony")`.

    t = HegTable([{"generals": ["caocao", "xuchu"], "hand": ["杀 ♠7"]},
                  {"generals": ["liubei", "guanyu"], "shown": [False, False]}])

Players give `generals` [head, deputy] (one kingdom) and optionally `shown` (default both
shown), `careerist`, and the usual hp/hand/equip/judge/script keys. Card references are
against the 108-card 国战 deck (hegemony_standard).
"""

from __future__ import annotations

from table import Table


class HegTable(Table):
    def __init__(self, players: list[dict], **kw) -> None:
        kw.setdefault("mode", "hegemony")
        super().__init__(players, **kw)

    def show(self, seat: int, which: str = "none") -> None:
        """Answer the 准备阶段 question: show "head", "deputy", "both" or "none"."""
        req = self.expect(seat, "option")
        assert req.prompt.key == "show_general", req.to_json()
        self.choose(seat, which)


SBP_PACKS = ["hegemony_standard", "hegemony_strategic_advantage"]


class SbpTable(HegTable):
    """A 国战 table with the 势备篇 deck too (card references against both decks)."""

    def __init__(self, players: list[dict], **kw) -> None:
        kw.setdefault("packs", SBP_PACKS)
        super().__init__(players, **kw)
