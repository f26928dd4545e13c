"""武将包 (身份局): the general packages an identity table deals from, a row of checkboxes for the start
page and the LAN host page — 标准 always (ticked, not to be unticked), then one box per package of
the data (风 火 林 山 神 …: packs/generals.identity_packages, so a package shows here when its rows land).
`PacksRow` holds it and 国战's box in one form row, showing the mode's own."""

from __future__ import annotations

import json

from PySide6.QtWidgets import QCheckBox, QHBoxLayout, QStackedWidget, QWidget

from ..packs.generals import IDENTITY_BASE, identity_generals, identity_packages
from ..packs.i18n import general_name
from .heg_packs import GeneralPacksBox
from .texts import ui_text


class IdentityPacksBox(QWidget):
    """标准 and the packages chosen besides it (`packs()`: the chosen names besides 标准, in data order;
    none: the classic deal). Every package is ticked until the player unticks it."""

    def __init__(self) -> None:
        super().__init__()
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        self.boxes: dict[str, QCheckBox] = {}
        for name in identity_packages():
            box = QCheckBox()
            box.setObjectName(f"pack_{name}")
            box.setChecked(True)
            row.addWidget(box)
            self.boxes[name] = box
        self.boxes[IDENTITY_BASE].setEnabled(False)        # 标准: every identity table deals it
        row.addStretch(1)
        self.retranslate()

    def retranslate(self) -> None:
        for name, box in self.boxes.items():
            box.setText(ui_text(f"pack_{name}"))
            names = ui_text("identity_pack_separator").join(
                general_name(gid) for gid, g in identity_generals().items() if g.package == name)
            box.setToolTip(ui_text("identity_pack_generals", pack=ui_text(f"pack_{name}_tip"), generals=names))
        self.setToolTip(ui_text("identity_packs_tip"))

    def packs(self) -> tuple[str, ...]:
        """The chosen packages besides 标准, in the data's order."""
        return tuple(name for name, box in self.boxes.items() if name != IDENTITY_BASE and box.isChecked())

    def set_packs(self, names: tuple[str, ...] | list[str]) -> None:
        for name, box in self.boxes.items():
            box.setChecked(name == IDENTITY_BASE or name in names)

    def saved(self) -> str:
        """The choice as the settings file keeps it: the chosen packages and every package shown (so
        that a package added later starts ticked, as a new one does)."""
        return json.dumps({"chosen": list(self.packs()), "known": list(self.boxes)})

    def restore(self, text: str | None) -> None:
        """Show a choice `saved` gave; a package it did not know stays ticked, a name this version does
        not know is left out, and a value that is not such a choice changes nothing."""
        try:
            data = json.loads(text or "")
            chosen, known = data["chosen"], data["known"]
        except (TypeError, ValueError, KeyError):
            return
        if not (isinstance(chosen, list) and isinstance(known, list)):
            return
        self.set_packs([name for name in self.boxes if name in chosen or name not in known])


class PacksRow(QStackedWidget):
    """One form row for the mode's general packages: 身份's (IdentityPacksBox) or 国战's (阵, 势)."""

    def __init__(self) -> None:
        super().__init__()
        self.identity = IdentityPacksBox()
        self.heg = GeneralPacksBox()
        self.addWidget(self.identity)
        self.addWidget(self.heg)

    def show_mode(self, mode: str) -> None:
        self.setCurrentWidget(self.heg if mode == "hegemony" else self.identity)
        self.updateGeometry()

    def retranslate(self) -> None:
        self.identity.retranslate()
        self.heg.retranslate()

    def sizeHint(self):
        shown = self.currentWidget()
        return super().sizeHint() if shown is None else shown.sizeHint()

    def minimumSizeHint(self):
        shown = self.currentWidget()
        return super().minimumSizeHint() if shown is None else shown.minimumSizeHint()
