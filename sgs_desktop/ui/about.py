"""关于 (the about box): the title mark, the version, the licences and where the player's things are."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox, QLabel, QWidget

from .art.title_mark import TitleMark
from .style import HouseDialog
from .texts import ui_text


class AboutDialog(HouseDialog):
    """The about box; `text()` is what it says (the window's `about_text`)."""

    def __init__(self, parent: QWidget, text: str) -> None:
        super().__init__(parent, ui_text("about_title"))
        self.setObjectName("about")
        self.heading.hide()                 # (the title mark says it, larger)
        self.full_text = text
        first, _, rest = text.partition("\n")         # (the first line, the edition, under the title)
        self.mark = TitleMark(26)
        self.mark.set_texts(ui_text("page_title"), first, ui_text("page_seal"))
        self.box.addWidget(self.mark)
        self.body = QLabel(rest.strip("\n"))
        self.body.setObjectName("about-text")
        self.body.setWordWrap(True)
        self.body.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.body.setMinimumWidth(460)
        self.box.addWidget(self.body)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        close = buttons.button(QDialogButtonBox.StandardButton.Close)
        close.setText(ui_text("about_close"))
        buttons.rejected.connect(self.reject)
        self.box.addWidget(buttons)

    def text(self) -> str:
        return self.full_text
