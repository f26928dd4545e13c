"""HP as the game shows it: 勾玉 (magatama) in identity, 阴阳鱼 in 国战 (a general's HP in half
units: 1.5 is one whole 阴阳鱼 and one half). `hp_glyphs` / `half_glyphs` say which glyphs a count
is (the tests read them); `paint_glyph` draws one."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPen, QRadialGradient

from .. import theme

FULL, HALF, EMPTY = "full", "half", "empty"
MAGATAMA, YINYANG = "magatama", "yinyang"


def hp_glyphs(hp: int, max_hp: int) -> list[str]:
    """A seat's HP: a full glyph per point left, an empty one per point lost (none below 0)."""
    top = max(0, max_hp)
    left = max(0, min(hp, top))
    return [FULL] * left + [EMPTY] * (top - left)


def half_glyphs(halves: int) -> list[str]:
    """A 国战 general's HP in half units: a whole 阴阳鱼 per two, a half for the odd one."""
    whole, half = divmod(max(0, halves), 2)
    return [FULL] * whole + ([HALF] if half else [])


def hp_colour(hp: int, max_hp: int) -> QColor:
    ratio = hp / max(max_hp, 1)
    return theme.HP_GOOD if ratio > 0.66 else theme.HP_MID if ratio > 0.34 else theme.HP_LOW


def fish(r: float) -> QPainterPath:
    """One fish of the 太极 in a circle of radius `r` about (0, 0): the right half's arc and two
    small arcs (the 勾玉's comma, too)."""
    path = QPainterPath(QPointF(0, -r))
    path.arcTo(QRectF(-r, -r, 2 * r, 2 * r), 90, -180)             # right half, top to bottom
    path.arcTo(QRectF(-r / 2, 0, r, r), 270, -180)                   # bottom small circle, bulging left
    path.arcTo(QRectF(-r / 2, -r, r, r), 270, 180)                   # top small circle, bulging right
    path.closeSubpath()
    return path


def magatama(r: float) -> QPainterPath:
    """A 勾玉 in a circle of radius `r` about (0, 0): a round head at the top, its tail sweeping down
    to a point at the lower left."""
    c = QPointF(0.08 * r, -0.3 * r)
    h = 0.64 * r
    tip = QPointF(-0.55 * r, 0.98 * r)
    path = QPainterPath(tip)
    path.cubicTo(QPointF(0.45 * r, 0.85 * r), QPointF(0.9 * r, 0.25 * r), QPointF(c.x() + h, c.y()))
    path.arcTo(QRectF(c.x() - h, c.y() - h, 2 * h, 2 * h), 0, 215)
    a = math.radians(215)
    end = QPointF(c.x() + h * math.cos(a), c.y() - h * math.sin(a))
    path.cubicTo(QPointF(end.x() + 0.25 * r, end.y() + 0.45 * r), QPointF(-0.05 * r, 0.75 * r), tip)
    path.closeSubpath()
    return path


def _shine(colour: QColor, r: float) -> QBrush:
    g = QRadialGradient(QPointF(-r * 0.3, -r * 0.35), r * 1.3)
    g.setColorAt(0, colour.lighter(150))
    g.setColorAt(0.6, colour)
    g.setColorAt(1, colour.darker(150))
    return QBrush(g)


def paint_glyph(p: QPainter, rect: QRectF, state: str, style: str, colour: QColor) -> None:
    """One HP glyph filling `rect` (a square): `state` full, half or empty; `style` 勾玉 or 阴阳鱼."""
    r = min(rect.width(), rect.height()) / 2 * 0.92
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.translate(rect.center())
    edge = QPen(QColor(20, 16, 12, 230), max(0.8, r * 0.12))
    dim = QColor("#6f675b")
    if style == MAGATAMA:
        p.rotate(12)
        body = magatama(r * 1.05)
        eye = QPainterPath()
        eye.addEllipse(QPointF(0.08 * r, -0.3 * r), r * 0.16, r * 0.16)
        p.setPen(edge if state == FULL else QPen(QColor(12, 10, 8, 230), max(0.8, r * 0.12)))
        p.setBrush(_shine(colour, r) if state == FULL else QBrush(dim))
        p.drawPath(body.subtracted(eye))
    else:
        whole = QPainterPath()
        whole.addEllipse(QPointF(0, 0), r, r)
        light = fish(r)
        dark = whole.subtracted(light)
        dots = [(QPointF(0, -r / 2), dark), (QPointF(0, r / 2), light)]
        p.setPen(Qt.PenStyle.NoPen)
        if state == EMPTY:
            p.setBrush(dim)
            p.drawPath(whole)
        else:
            p.setBrush(_shine(colour, r))
            p.drawPath(light)
            p.setBrush(QColor("#1d1b18") if state == FULL else QColor(0, 0, 0, 0))
            p.drawPath(dark)
            for centre, _part in dots:
                p.setBrush(colour if centre.y() < 0 else QColor("#1d1b18"))
                if state == FULL or centre.y() > 0:
                    p.drawEllipse(centre, r * 0.16, r * 0.16)
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.setPen(edge)
        if state == HALF:               # the missing half: only its outline, dashed
            p.drawPath(light)
            p.setPen(QPen(QColor(235, 225, 200, 200), max(0.7, r * 0.1), Qt.PenStyle.DotLine))
            p.drawPath(dark)
        else:
            p.drawPath(whole)
    p.restore()


def glyph_rects(count: int, area: QRectF, size: float, vertical: bool, gap: float = 2.0) -> list[QRectF]:
    """Where `count` glyphs of `size` go in `area`: a column from the top (or a row from the left,
    centred), wrapping into a second column (row) when one is not enough."""
    step = size + gap
    per = max(1, int((area.height() if vertical else area.width()) + gap) // int(step)) if step > 0 else 1
    out = []
    for i in range(count):
        line, k = divmod(i, per)
        if vertical:
            out.append(QRectF(area.right() - size - line * step, area.top() + k * step, size, size))
        else:
            n = min(per, count - line * per)
            x0 = area.center().x() - (n * step - gap) / 2
            out.append(QRectF(x0 + k * step, area.top() + line * step, size, size))
    return out


def glyph_size(count: int, area: QRectF, largest: float, vertical: bool, lines: int = 2, gap: float = 2.0) -> float:
    """The largest glyph (up to `largest`) with which `count` glyphs fit `area` in at most `lines`."""
    size = largest
    while size > 6:
        step = size + gap
        length = area.height() if vertical else area.width()
        across = area.width() if vertical else area.height()
        per = max(1, int((length + gap) // step))
        need = -(-count // per)
        if need <= lines and need * step - gap <= across:
            return size
        size -= 0.5
    return size


def paint_hp(p: QPainter, glyphs: list[str], rects: list[QRectF], style: str, colour: QColor) -> None:
    for state, r in zip(glyphs, rects, strict=False):
        paint_glyph(p, r, state, style, colour)
