"""武将包: the 国战 general packages a table adds (阵, 势 …), a row of checkboxes for the start page
and the LAN host page; one box per package of HEG_EXTRA_PACKAGES (none shown before any plays)."""

from __future__ import annotations

from PySide6.QtWidgets import QCheckBox, QHBoxLayout, QWidget

from ..packs import generals as general_data
from .texts import ui_text


class GeneralPacksBox(QWidget):
    """The general packages to deal from besides the standard 60 (`packs()`: the chosen names)."""

    def __init__(self) -> None:
        super().__init__()
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        self.boxes: dict[str, QCheckBox] = {}
        for name in general_data.HEG_EXTRA_PACKAGES:
            box = QCheckBox()
            box.setObjectName(f"pack_{name}")
            row.addWidget(box)
            self.boxes[name] = box
        row.addStretch(1)
        self.retranslate()

    def retranslate(self) -> None:
        for name, box in self.boxes.items():
            box.setText(ui_text(f"pack_{name}"))
            box.setToolTip(ui_text(f"pack_{name}_tip"))
        self.setToolTip(ui_text("general_packs_tip"))

    def packs(self) -> tuple[str, ...]:
        """The chosen packages, in HEG_EXTRA_PACKAGES order."""
        return tuple(name for name, box in self.boxes.items() if box.isChecked())


def table_packs(decks: tuple[str, ...], general_packs: tuple[str, ...]) -> tuple[str, ...]:
    """A 国战 table's `packs`: the card decks (() : the standard one alone), then the general packages."""
    if not general_packs:
        return decks
    return (*(decks or ("hegemony_standard",)), *general_packs)
