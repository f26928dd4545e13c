"""The title mark (our own): a carved cinnabar seal beside the game's name in the brush face, gold
leaf with an ink shadow, a gold rule with a lozenge, and a line under it (docs/look.md). The seal's
edge is roughened from a seed, so it looks cut, the same every time."""

from __future__ import annotations

import random
from typing import NamedTuple

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QLinearGradient, QPainter, QPainterPath, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from ..fonts import brush_font, ui_font

CINNABAR = QColor("#b3362e")
SEAL_TEXT = QColor("#fbeede")
GOLD_TOP, GOLD_BOTTOM = QColor("#ffe8a6"), QColor("#b8892f")


class Placed(NamedTuple):
    """A text the mark draws and where (widget coordinates): what a fit test reads."""

    text: str
    rect: QRectF
    font: QFont
    align: Qt.AlignmentFlag


def seal_path(rect: QRectF, seed: int = 3) -> QPainterPath:
    """A square seal's outline with a carved, slightly rough edge."""
    rng = random.Random(seed)
    path = QPainterPath()
    corners = (rect.topLeft(), rect.topRight(), rect.bottomRight(), rect.bottomLeft())
    step = 6
    first = True
    for a, b in zip(corners, (*corners[1:], corners[0]), strict=True):
        for i in range(step):
            t = i / step
            x = a.x() + (b.x() - a.x()) * t + rng.uniform(-0.9, 0.9)
            y = a.y() + (b.y() - a.y()) * t + rng.uniform(-0.9, 0.9)
            if first:
                path.moveTo(x, y)
                first = False
            else:
                path.lineTo(x, y)
    path.closeSubpath()
    return path


class TitleMark(QWidget):
    """The seal, the title and a subtitle; `set_texts` changes them, `text()` is the accessible title."""

    def __init__(self, size: float = 34, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._title = self._subtitle = self._seal = self._accessible = ""
        self.set_size(size)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)

    def set_size(self, size: float) -> None:
        """The title's size in points (the subtitle and the seal follow it)."""
        self.title_font = brush_font(size)
        self.sub_font = ui_font(max(10.0, size * 0.36))
        self.seal_font = brush_font(size * 0.9)
        self.updateGeometry()
        self.update()

    def set_texts(self, title: str, subtitle: str, seal: str, accessible: str = "") -> None:
        self._title, self._subtitle, self._seal = title, subtitle, seal
        self._accessible = accessible or title
        self.setAccessibleName(self._accessible)
        self.updateGeometry()
        self.update()

    def text(self) -> str:
        return self._accessible

    # ------------------------------------------------------------ geometry
    def _metrics(self) -> tuple[float, float, float, float, float]:
        """The seal's side, the gap, the title's and subtitle's widths, the text block's height."""
        t, s = QFontMetricsF(self.title_font), QFontMetricsF(self.sub_font)
        seal = t.height() * 1.25
        block = t.height() + 10 + s.height()
        return seal, seal * 0.3, t.horizontalAdvance(self._title), s.horizontalAdvance(self._subtitle), block

    def sizeHint(self) -> QSize:
        seal, gap, tw, sw, block = self._metrics()
        return QSize(int(seal + gap + max(tw, sw) + 8), int(max(seal, block) + 6))

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()

    def layout_texts(self) -> tuple[QRectF, list[Placed]]:
        """The seal's rect and every text placed (centred as a whole in the widget)."""
        seal, gap, tw, sw, block = self._metrics()
        width = seal + gap + max(tw, sw)
        x0 = (self.width() - width) / 2
        y0 = (self.height() - max(seal, block)) / 2
        seal_rect = QRectF(x0, y0 + (max(seal, block) - seal) / 2, seal, seal)
        t, s = QFontMetricsF(self.title_font), QFontMetricsF(self.sub_font)
        tx = x0 + seal + gap
        ty = y0 + (max(seal, block) - block) / 2
        left = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        placed = [Placed(self._title, QRectF(tx, ty, tw, t.height()), self.title_font, left),
                  Placed(self._subtitle, QRectF(tx, ty + t.height() + 10, sw, s.height()), self.sub_font, left)]
        chars = self._seal_chars()
        if chars:
            cell = seal_rect.height() * 0.78 / len(chars)
            font = QFont(self.seal_font)
            font.setPointSizeF(max(6.0, font.pointSizeF() * cell / QFontMetricsF(font).height()))
            wide = QFontMetricsF(font).horizontalAdvance(chars[0])
            if wide > seal_rect.width() * 0.72:             # (a Latin mark: as large as the seal holds)
                font.setPointSizeF(font.pointSizeF() * seal_rect.width() * 0.72 / wide)
            for i, ch in enumerate(chars):
                r = QRectF(seal_rect.x(), seal_rect.y() + seal_rect.height() * 0.11 + i * cell, seal_rect.width(), cell)
                placed.append(Placed(ch, r, font, Qt.AlignmentFlag.AlignCenter))
        return seal_rect, placed

    def _seal_chars(self) -> list[str]:
        """Up to two characters stacked (杀; 三国), or a Latin mark on one line (3K)."""
        if self._seal.isascii():
            return [self._seal[:3]] if self._seal else []
        return list(self._seal[:2])

    def fit_texts(self) -> list[Placed]:
        """What a fit test checks (tests/ui/fit.py)."""
        return self.layout_texts()[1]

    # ------------------------------------------------------------ drawing
    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        seal_rect, placed = self.layout_texts()
        outline = seal_path(seal_rect)
        p.fillPath(outline.translated(2, 3), QColor(0, 0, 0, 120))
        p.fillPath(outline, CINNABAR)
        p.setPen(QPen(SEAL_TEXT, 1.6))
        p.drawRect(seal_rect.adjusted(4, 4, -4, -4))
        title, subtitle, *seal_chars = placed
        for ch in seal_chars:
            p.setFont(ch.font)
            p.drawText(ch.rect, int(ch.align), ch.text)
        self._gold_text(p, title)
        rule_y = title.rect.bottom() + 5
        p.setPen(QPen(QColor(217, 182, 106, 170), 1.0))
        width = max(title.rect.width(), subtitle.rect.width())
        p.drawLine(QPointF(title.rect.left(), rule_y), QPointF(title.rect.left() + width, rule_y))
        mid = QPointF(title.rect.left() + width / 2, rule_y)
        lozenge = QPainterPath(QPointF(mid.x() - 5, mid.y()))
        for dx, dy in ((0, -3.5), (5, 0), (0, 3.5)):
            lozenge.lineTo(mid.x() + dx, mid.y() + dy)
        lozenge.closeSubpath()
        p.fillPath(lozenge, QColor("#d9b66a"))
        p.setFont(subtitle.font)
        p.setPen(QColor("#e4d3ad"))
        p.drawText(subtitle.rect, int(subtitle.align), subtitle.text)
        p.end()

    @staticmethod
    def _gold_text(p: QPainter, placed: Placed) -> None:
        """The title in gold leaf, with an ink shadow under it."""
        m = QFontMetricsF(placed.font)
        path = QPainterPath()
        path.addText(QPointF(placed.rect.x(), placed.rect.y() + m.ascent()), placed.font, placed.text)
        p.fillPath(path.translated(2, 2.5), QColor(0, 0, 0, 170))
        gold = QLinearGradient(0, placed.rect.top(), 0, placed.rect.bottom())
        gold.setColorAt(0.0, GOLD_TOP)
        gold.setColorAt(0.55, QColor("#e2bd64"))
        gold.setColorAt(1.0, GOLD_BOTTOM)
        p.fillPath(path, gold)
        p.strokePath(path, QPen(QColor(60, 36, 10, 160), 0.8))
