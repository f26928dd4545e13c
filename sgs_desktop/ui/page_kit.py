"""The pages' building blocks (the LAN pages'): a page on the backdrop whose words are keys and
re-read when the language changes, its title mark, its sections and its row of buttons (back at
the left, the call to action last, in cinnabar); a list that says something while it is empty."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRect, QRectF, Qt
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QListWidget, QPushButton, QVBoxLayout, QWidget

from .art.backdrop import BackdropPage
from .art.title_mark import Placed, TitleMark
from .style import MUTED, FontScale, Section, primary, tone
from .texts import ui_text

#: the buttons that lead back (at the left of a row)
BACK_KEYS = ("lan_back", "lan_leave")


def button_row(*keys: str, primary_key: str = "") -> tuple[QHBoxLayout, dict[str, QPushButton]]:
    """A row of buttons: "back"/"leave" at the left, the rest at the right, `primary_key` last (cinnabar)."""
    row = QHBoxLayout()
    row.setSpacing(12)
    out = {}
    for key in keys:
        b = QPushButton(ui_text(key))
        b.setObjectName(key)
        out[key] = b
    for key in keys:
        if key in BACK_KEYS:
            row.addWidget(out[key])
    row.addStretch(1)
    for key in keys:
        if key not in (*BACK_KEYS, primary_key):
            row.addWidget(out[key])
    if primary_key:
        primary(out[primary_key], 16)
        out[primary_key].setMinimumWidth(160)
        row.addWidget(out[primary_key])
    return row, out


class LanPage(BackdropPage):
    """A LAN page on the backdrop whose words are keys: `word(widget, key)` shows and remembers one,
    `items(box, keys)` a choice box's, and `retranslate()` reads them all again in the current language."""

    def __init__(self) -> None:
        super().__init__()
        self._words: list[tuple[Any, str, str]] = []            # (widget, key, "text" | "tip")
        self._items: list[tuple[QComboBox, tuple[str, ...]]] = []
        self._marks: list[tuple[TitleMark, str, str]] = []
        self.scale = FontScale(self)
        self.outer = QVBoxLayout(self)
        self.outer.setContentsMargins(46, 22, 46, 26)
        self.outer.setSpacing(12)

    def word(self, widget: Any, key: str, what: str = "text") -> Any:
        """Show `ui_text(key)` as `widget`'s text, tooltip ("tip") or empty-list hint ("hint")."""
        self._words.append((widget, key, what))
        self._show_word(widget, key, what)
        return widget

    @staticmethod
    def _show_word(widget: Any, key: str, what: str) -> None:
        if what == "text":
            widget.setText(ui_text(key))
        elif what == "tip":
            widget.setToolTip(ui_text(key))
        else:
            widget.hint = ui_text(key)
            widget.viewport().update()

    def items(self, box: QComboBox, keys: tuple[str, ...], data: tuple[Any, ...]) -> None:
        for key, value in zip(keys, data, strict=True):
            box.addItem(ui_text(key), value)
        self._items.append((box, keys))

    def header(self, key: str, note_key: str) -> TitleMark:
        """The page's title: the seal, the page's name, a line about it."""
        mark = TitleMark(24)
        self.scale.add(mark, 24)
        mark.set_texts(ui_text(key), ui_text(note_key), ui_text("page_seal"))
        self._marks.append((mark, key, note_key))
        self.outer.addWidget(mark)
        return mark

    def section(self, key: str, rows: tuple[tuple[str, QWidget], ...] = ()) -> Section:
        section = Section()
        self.scale.add(section.heading, 15, "brush")
        self.word(section.heading, key)
        for label_key, widget in rows:
            self.word(section.row(label_key, widget), label_key)
        return section

    def buttons_row(self, *keys: str, primary_key: str = "") -> dict[str, QPushButton]:
        row, buttons = button_row(*keys, primary_key=primary_key)
        for key, b in buttons.items():
            self.word(b, key)
        if primary_key:
            self.scale.add(buttons[primary_key], 16, "brush")
        self.outer.addLayout(row)
        return buttons

    def status_line(self) -> QLabel:
        status = QLabel("")
        status.setWordWrap(True)
        tone(status, "status")
        self.outer.addWidget(status)
        return status

    def resizeEvent(self, event) -> None:
        """On a large window the page's words grow (FontScale)."""
        self.scale.fit(event.size())
        super().resizeEvent(event)

    def retranslate(self) -> None:
        for widget, key, what in self._words:
            self._show_word(widget, key, what)
        for box, keys in self._items:
            for i, key in enumerate(keys):
                box.setItemText(i, ui_text(key))
        for mark, key, note_key in self._marks:
            mark.set_texts(ui_text(key), ui_text(note_key), ui_text("page_seal"))


class HintList(QListWidget):
    """A list that says something while it is empty (the tables being looked for)."""

    def __init__(self) -> None:
        super().__init__()
        self.hint = ""

    def paintEvent(self, event) -> None:
        super().paintEvent(event)
        if self.count() == 0 and self.hint:
            p = QPainter(self.viewport())
            p.setPen(QColor(MUTED))
            p.setFont(self.font())
            p.drawText(self.hint_rect(), int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap), self.hint)
            p.end()

    def hint_rect(self) -> QRect:
        return self.viewport().rect().adjusted(16, 16, -16, -16)

    def fit_texts(self) -> list[Placed]:
        """What a fit test checks (tests/ui/fit.py): the hint, while it shows (viewport coordinates)."""
        if self.count() or not self.hint:
            return []
        r = self.hint_rect()
        bound = self.fontMetrics().boundingRect(r, int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap),
                                                self.hint)
        origin = self.viewport().mapTo(self, r.topLeft()) - r.topLeft()
        return [Placed(self.hint, QRectF(bound.translated(origin)), self.font(), Qt.AlignmentFlag.AlignCenter)]
