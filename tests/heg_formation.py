"""国战 tables with the 阵 (heg_formation) generals: `FormationTable` is a HegTable dealing from
hegemony_standard and heg_formation (its card references are against the 国战 deck)."""

from __future__ import annotations

from heg import HegTable

FORMATION_PACKS = ["hegemony_standard", "heg_formation"]


class FormationTable(HegTable):
    """A 国战 table whose generals may be the 阵 pack's."""

    def __init__(self, players: list[dict], **kw) -> None:
        kw.setdefault("packs", FORMATION_PACKS)
        super().__init__(players, **kw)
