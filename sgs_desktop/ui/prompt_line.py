"""The prompt line over your hand (提示): what is asked, or what the chosen card or skill does.

A skill's full text (仁德, 激将, 乱击 …) is longer than one line: the line wraps into at most
`LINES` lines, a size smaller when it must, and what still does not fit ends in "…" with the
whole text on hover. Never cut at either end (issue 34, found 3)."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QTextLayout
from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

from .art.placed import Placed
from .fonts import ui_font
from .items import TextItem

LINES = 2                   # lines the prompt may take
SMALLEST = 12.0             # the smallest size it shrinks to before it elides


class PromptLine(TextItem):
    """A TextItem that wraps (at most `LINES` lines, centred), shrinks, then elides with a tooltip."""

    def __init__(self, size: float = 15, color: QColor | None = None, width: float = 1100) -> None:
        super().__init__("", size, color, True, width=width)
        self.size = size
        self.height = QFontMetricsF(ui_font(size, True)).height() * LINES + 4
        self.lines: list[str] = []          # the lines shown (tests read them)
        self.elided = False

    def set_text(self, text: str) -> None:
        if text == self.text:
            return
        self.prepareGeometryChange()
        self.text = text
        self._lay_out()
        self.update()

    def _lay_out(self) -> None:
        size = self.size
        while True:
            self.font = ui_font(size, True)
            lines = self._wrap(self.text)
            if len(lines) <= LINES or size <= SMALLEST:
                break
            size -= 1
        self.elided = len(lines) > LINES
        if self.elided:
            metrics = QFontMetricsF(self.font)
            rest = "".join(lines[LINES - 1:])
            lines = [*lines[:LINES - 1], metrics.elidedText(rest, Qt.TextElideMode.ElideRight, self.width)]
        self.lines = lines
        self.setToolTip(self.text if self.elided else "")

    def _wrap(self, text: str) -> list[str]:
        """`text` broken into lines of the item's width (at spaces where there are, else anywhere:
        Chinese has no spaces), by Qt's own line breaking."""
        if not text:
            return []
        layout = QTextLayout(text, self.font)
        layout.beginLayout()
        out = []
        while True:
            line = layout.createLine()
            if not line.isValid():
                break
            line.setLineWidth(self.width)
            out.append(text[line.textStart():line.textStart() + line.textLength()].strip())
        layout.endLayout()
        return [x for x in out if x]

    def text_rect(self) -> QRectF:
        if not self.lines:
            return QRectF()
        m = QFontMetricsF(self.font)
        w = min(max(m.horizontalAdvance(x) for x in self.lines), self.width)
        h = m.height() * len(self.lines)
        return QRectF((self.width - w) / 2, (self.height - h) / 2, w, h)

    def fit_texts(self) -> list[Placed]:
        """The lines as drawn (the fit test reads these; an elided last line has the tooltip)."""
        m = QFontMetricsF(self.font)
        box = self.text_rect()
        return [Placed(QRectF(0, box.y() + i * m.height(), self.width, m.height()), line, self.font, self.color)
                for i, line in enumerate(self.lines)]

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if not self.lines:
            return
        p.setFont(self.font)
        m = QFontMetricsF(self.font)
        box = self.text_rect()
        for i, line in enumerate(self.lines):
            r = QRectF(0, box.y() + i * m.height(), self.width, m.height())
            p.setPen(QColor(0, 0, 0, 160))
            p.drawText(r.translated(1, 1), Qt.AlignmentFlag.AlignCenter, line)
            p.setPen(self.color)
            p.drawText(r, Qt.AlignmentFlag.AlignCenter, line)
