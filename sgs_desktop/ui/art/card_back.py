"""The card back (牌背), drawn by the program: black lacquer under rows of faint gold cloud curls
(祥云), a gold key-fret (回纹) border, and a tall plaque (匾) with the title in gold."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QBrush, QColor, QLinearGradient, QPainter, QPainterPath, QPen, QRadialGradient

from ...packs.i18n import lookup
from . import card_parts as parts
from . import card_text as ct


def ui_word(key: str) -> str:
    found = lookup("ui", key)
    return key if found is None else found


def paint_back(p: QPainter, size: QSizeF) -> None:
    """The card back: black lacquer, a gold key-fret border, a medallion with the title."""
    w, h = size.width(), size.height()
    rect = QRectF(0, 0, w, h)
    radius = max(3.0, w * 0.075)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    shape = QPainterPath()
    shape.addRoundedRect(rect, radius, radius)
    grad = QLinearGradient(rect.topLeft(), rect.bottomRight())
    grad.setColorAt(0, QColor("#3a2a20"))
    grad.setColorAt(0.5, QColor("#22180f"))
    grad.setColorAt(1, QColor("#140d08"))
    p.fillPath(shape, QBrush(grad))
    p.save()
    p.setClipPath(shape)
    _lattice(p, rect)
    m = max(2.5, w * 0.06)
    inner = rect.adjusted(m, m, -m, -m)
    _fret(p, inner, max(2.0, w * 0.045))
    _back_medallion(p, rect)
    p.restore()
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(QPen(parts.GOLD, max(1.0, w * 0.02)))
    half = max(1.0, w * 0.02) / 2
    p.drawRoundedRect(rect.adjusted(half, half, -half, -half), radius, radius)


def _lattice(p: QPainter, rect: QRectF) -> None:
    """Rows of small cloud curls (祥云) in faint gold over the lacquer, every other row offset."""
    step = max(8.0, rect.width() / 5.2)
    pen = QPen(QColor(217, 182, 106, 56), max(0.5, step * 0.055))
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    p.setPen(pen)
    p.setBrush(Qt.BrushStyle.NoBrush)
    row = 0
    y = step * 0.3
    while y < rect.height() + step:
        x = -step / 2 if row % 2 else 0.0
        while x < rect.width() + step:
            p.drawPath(_curl(x, y, step * 0.22, mirrored=row % 2 == 1))
            x += step
        y += step * 0.62
        row += 1
    glow = QRadialGradient(rect.center(), rect.width() * 0.7)
    glow.setColorAt(0, QColor(255, 214, 140, 36))
    glow.setColorAt(1, QColor(0, 0, 0, 60))
    p.fillRect(rect, QBrush(glow))


def _curl(cx: float, cy: float, r: float, mirrored: bool = False) -> QPainterPath:
    """One cloud curl: a spiral with a tail, the motif of the back."""
    sign = -1.0 if mirrored else 1.0
    path = QPainterPath()
    steps = 20
    for i in range(steps + 1):
        t = i / steps
        a = math.radians(200 + t * 400) * sign
        rad = r * (1 - 0.72 * t)
        q = QPointF(cx + rad * math.cos(a), cy + rad * math.sin(a))
        if i == 0:
            path.moveTo(QPointF(cx - sign * r * 2.2, cy + r * 0.3))
            path.quadTo(QPointF(cx - sign * r * 1.5, cy - r * 0.1), q)
        else:
            path.lineTo(q)
    return path


def _fret(p: QPainter, rect: QRectF, unit: float) -> None:
    """A 回纹 key-fret border just inside the edge, drawn as one continuous gold line."""
    pen = QPen(QColor(217, 182, 106, 200), max(0.6, unit * 0.22))
    pen.setJoinStyle(Qt.PenJoinStyle.MiterJoin)
    p.setPen(pen)
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawRect(rect)
    p.drawRect(rect.adjusted(unit, unit, -unit, -unit))
    path = QPainterPath()
    u = unit
    for edge in range(4):
        length = rect.width() if edge % 2 == 0 else rect.height()
        count = max(2, int(length / (u * 1.6)))
        step = length / count
        for k in range(count):
            t = k * step
            hook = [(t + step * 0.2, 0.15), (t + step * 0.2, 0.85), (t + step * 0.75, 0.85), (t + step * 0.75, 0.4),
                    (t + step * 0.45, 0.4)]
            pts = [_edge_point(rect, edge, a, b * u) for a, b in hook]
            path.moveTo(pts[0])
            for q in pts[1:]:
                path.lineTo(q)
    p.setPen(QPen(QColor(217, 182, 106, 150), max(0.5, u * 0.16)))
    p.drawPath(path)


def _edge_point(rect: QRectF, edge: int, along: float, inward: float) -> QPointF:
    if edge == 0:
        return QPointF(rect.left() + along, rect.top() + inward)
    if edge == 1:
        return QPointF(rect.right() - inward, rect.top() + along)
    if edge == 2:
        return QPointF(rect.right() - along, rect.bottom() - inward)
    return QPointF(rect.left() + inward, rect.bottom() - along)


def _back_medallion(p: QPainter, rect: QRectF) -> None:
    """The plaque (匾): a tall lacquer cartouche in two gold rules with beaded ends, the title in
    gold down it (or across, for a title in letters)."""
    c = rect.center()
    pw, ph = rect.width() * 0.44, rect.height() * 0.6
    plaque = QRectF(c.x() - pw / 2, c.y() - ph / 2, pw, ph)
    halo = QRadialGradient(c, ph * 0.75)
    halo.setColorAt(0.45, QColor(217, 182, 106, 70))
    halo.setColorAt(1.0, QColor(217, 182, 106, 0))
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QBrush(halo))
    p.drawEllipse(c, pw * 1.1, ph * 0.75)
    grad = QLinearGradient(plaque.topLeft(), plaque.bottomRight())
    grad.setColorAt(0, QColor("#5a3e2a"))
    grad.setColorAt(1, QColor("#150e09"))
    p.setBrush(QBrush(grad))
    p.setPen(QPen(parts.GOLD, max(0.9, pw * 0.045)))
    p.drawRoundedRect(plaque, pw * 0.22, pw * 0.22)
    p.setPen(QPen(QColor(217, 182, 106, 170), max(0.5, pw * 0.018)))
    p.setBrush(Qt.BrushStyle.NoBrush)
    inset = pw * 0.09
    p.drawRoundedRect(plaque.adjusted(inset, inset, -inset, -inset), pw * 0.16, pw * 0.16)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(parts.GOLD)
    for y in (plaque.top() - pw * 0.12, plaque.bottom() + pw * 0.12):
        for dx in (-1, 0, 1):
            p.drawEllipse(QPointF(c.x() + dx * pw * 0.16, y), pw * 0.045, pw * 0.045)
    title = ui_word("card_back")
    box = plaque.adjusted(inset * 1.6, inset * 1.8, -inset * 1.6, -inset * 1.8)
    colour = QColor("#f1d58e")
    shadow = QColor(8, 4, 2, 220)
    if ct.is_spaced(title) or not title or ord(title[0]) < 0x2E80:
        layout = ct.fit_name(title, box.width(), box.height() * 0.5, box.width(), max_lines=3)
    else:                                # a Chinese title reads down the plaque
        lines = tuple(title)
        layout = ct.NameLayout(lines, min(box.height() / ct.block_height(len(lines)), box.width()))
    ct.draw_layout(p, layout, box, colour, shadow=shadow)
