"""A text placed on a drawn item (a seat, a plate, the dashboard): where, what, in which font and
colour. Items lay their texts out as `Placed` records and paint only what they placed, so a test
can walk every text a player reads and check that none leaves its item or covers another."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter

from ..fonts import brush_font, ui_font


@dataclass(frozen=True)
class Placed:
    """One text an item paints: where, what, in which font and colour; `badge` a fill behind it;
    `drawn` False for a text painted elsewhere (a plate's name, in its own pass) but still placed."""

    rect: QRectF
    text: str
    font: QFont
    color: QColor
    badge: QColor | None = None
    align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignCenter
    drawn: bool = True

    def moved(self, dx: float, dy: float) -> Placed:
        """The same text, shifted (a plate's texts placed on a seat)."""
        return Placed(self.rect.translated(dx, dy), self.text, self.font, self.color, self.badge, self.align,
                      self.drawn)


def fitted(text: str, size: float, width: float, bold: bool = False, least: float = 8.0,
           brush: bool = False) -> QFont:
    """The font at `size` points, smaller (down to `least`) until `text` fits in `width`."""
    make = (lambda s: brush_font(s)) if brush else (lambda s: ui_font(s, bold))
    font = make(size)
    while size > least and QFontMetricsF(font).horizontalAdvance(text) > width:
        size -= 0.5
        font = make(size)
    return font


def ink(placed: Placed) -> QRectF:
    """Where a placed text's letters are (their tight box, placed as Qt aligns the line)."""
    m = QFontMetricsF(placed.font)
    width = m.horizontalAdvance(placed.text)
    r, align = placed.rect, placed.align
    if align & Qt.AlignmentFlag.AlignRight:
        x = r.right() - width
    elif align & Qt.AlignmentFlag.AlignHCenter:
        x = r.center().x() - width / 2
    else:
        x = r.x()
    line_top = r.center().y() - m.height() / 2 if align & Qt.AlignmentFlag.AlignVCenter else r.y()
    tight = m.tightBoundingRect(placed.text)
    return QRectF(x + tight.x(), line_top + m.ascent() + tight.y(), tight.width(), tight.height())


def paint_placed(p: QPainter, placed: Placed, radius: float = 4.0, shadow: bool = False) -> None:
    """Draw one placed text (its badge first); `shadow` gives light text a dark edge on a picture."""
    if placed.badge is not None:
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(placed.badge)
        p.drawRoundedRect(placed.rect, radius, radius)
    p.setFont(placed.font)
    flags = placed.align | Qt.TextFlag.TextDontClip
    if shadow:
        p.setPen(QColor(0, 0, 0, 200))
        for dx, dy in ((1.2, 1.2), (-0.8, 0.8), (0.8, -0.8), (-0.8, -0.8)):
            p.drawText(placed.rect.translated(dx, dy), flags, placed.text)
    p.setPen(placed.color)
    p.drawText(placed.rect, flags, placed.text)
