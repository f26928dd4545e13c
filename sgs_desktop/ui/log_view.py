"""The log beside the table: one line per action, coloured by kind, wrapped, of a fixed width (the
table never rescales when a long line comes), with "only my events" and "copy the log"."""

from __future__ import annotations

import html
from collections.abc import Callable

from PySide6.QtGui import QTextCursor
from PySide6.QtWidgets import QApplication, QCheckBox, QHBoxLayout, QPlainTextEdit, QPushButton, QVBoxLayout, QWidget

from ..client.logfold import LogLine
from ..engine.events import Event
from .fonts import ui_font
from .texts import ui_text

WIDTH = 300
KEEP = 3000                 # lines kept (the oldest go)
COLOURS = {"plain": "#e8e8e8", "damage": "#ff8a80", "recover": "#9be59b", "death": "#d0a0ff", "skill": "#ffd54f",
           "turn": "#8ec5ff", "over": "#ffffff", "note": "#b0bec5"}
_STYLE = "QPlainTextEdit { background: #1e2a24; color: #e8e8e8; border: 1px solid #3c5e4a; }"


class LogView(QWidget):
    """`add(line)` shows a line; `viewer` is the seat whose events "only mine" keeps."""

    def __init__(self) -> None:
        super().__init__()
        self.setFixedWidth(WIDTH)
        self.viewer: int | None = None
        self.entries: list[LogLine] = []
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        self.text = QPlainTextEdit()
        self.text.setObjectName("log")
        self.text.setReadOnly(True)
        self.text.setFont(ui_font(10))
        self.text.setStyleSheet(_STYLE)
        self.text.setLineWrapMode(QPlainTextEdit.LineWrapMode.WidgetWidth)
        self.text.setMaximumBlockCount(KEEP)
        box.addWidget(self.text, 1)
        row = QHBoxLayout()
        self.mine = QCheckBox()
        self.mine.setObjectName("log-mine")
        self.mine.toggled.connect(lambda _on: self.rebuild())
        self.copy = QPushButton()
        self.copy.setObjectName("log-copy")
        self.copy.clicked.connect(self.copy_to_clipboard)
        row.addWidget(self.mine, 1)
        row.addWidget(self.copy)
        box.addLayout(row)
        self.retranslate()

    def retranslate(self) -> None:
        self.mine.setText(ui_text("log_mine"))
        self.copy.setText(ui_text("log_copy"))

    def clear(self) -> None:
        self.entries.clear()
        self.text.clear()

    def shown(self, line: LogLine) -> bool:
        return not self.mine.isChecked() or self.viewer is None or self.viewer in line.seats or not line.seats

    def add(self, line: LogLine) -> None:
        self.entries.append(line)
        del self.entries[:-KEEP]
        if self.shown(line):
            self.text.appendHtml(_html(line))

    def retranslate_lines(self, again: Callable[[LogLine], LogLine | None]) -> None:
        """The language changed: every line that can be said again is (`again` says an event's
        line anew; a note that knows its words says them; the rest stay), and the log is redrawn."""
        redone = []
        for line in self.entries:
            if isinstance(line.source, Event):
                line = again(line) or line
            elif callable(line.source):
                line = LogLine(line.source(), line.kind, line.seats, line.source)
            redone.append(line)
        self.entries = redone
        self.rebuild()

    def rebuild(self) -> None:
        self.text.setUpdatesEnabled(False)
        self.text.clear()
        for line in self.entries:
            if self.shown(line):
                self.text.appendHtml(_html(line))
        self.text.setUpdatesEnabled(True)
        self.scroll_to_end()

    def scroll_to_end(self) -> None:
        self.text.moveCursor(QTextCursor.MoveOperation.End)
        self.text.ensureCursorVisible()

    def lines(self) -> list[str]:
        """The lines shown now, as text."""
        return [e.text for e in self.entries if self.shown(e)]

    def copy_to_clipboard(self) -> str:
        out = "\n".join(self.lines())
        QApplication.clipboard().setText(out)
        return out


def _html(line: LogLine) -> str:
    colour = COLOURS.get(line.kind, COLOURS["plain"])
    weight = "font-weight:bold;" if line.kind in ("turn", "over", "death") else ""
    return f'<span style="color:{colour};{weight}">{html.escape(line.text)}</span>'
