"""The small parts of a card: suit pips drawn as paths, the parchment, the corner index, the round
badge (a weapon's range, a horse's ±1) and the marks a 国战 card carries (连横, a whole kingdom's
card, a 君主's equipment)."""

from __future__ import annotations

import random
from functools import cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QImage, QPainter, QPainterPath, QPen, QRadialGradient, QTransform

from . import card_text as ct

INK = QColor("#1d1814")
CINNABAR = QColor("#c8102e")        # the red suits (docs/look.md)
SUIT_INK = QColor("#161616")        # the black suits
GOLD = QColor("#d9b66a")
GOLD_DEEP = QColor("#a9843e")
PARCHMENT = QColor("#f6ecd4")
PARCHMENT_EDGE = QColor("#e2cfa4")
RED_SUITS = frozenset({"heart", "diamond"})


def suit_colour(suit: str | None, colour: str | None = None) -> QColor:
    """Cinnabar for ♥♦ (or a red card without a suit), ink for ♠♣ (or a black one)."""
    if suit is not None:
        return CINNABAR if suit in RED_SUITS else SUIT_INK
    return CINNABAR if colour == "red" else SUIT_INK


# ----------------------------------------------------------------------------- suit pips


def _heart() -> QPainterPath:
    p = QPainterPath(QPointF(0.5, 0.96))
    p.cubicTo(0.12, 0.64, 0.0, 0.46, 0.02, 0.3)
    p.cubicTo(0.05, 0.08, 0.38, 0.0, 0.5, 0.24)
    p.cubicTo(0.62, 0.0, 0.95, 0.08, 0.98, 0.3)
    p.cubicTo(1.0, 0.46, 0.88, 0.64, 0.5, 0.96)
    p.closeSubpath()
    return p


def _foot() -> QPainterPath:
    p = QPainterPath(QPointF(0.5, 0.56))
    p.cubicTo(0.52, 0.8, 0.6, 0.92, 0.74, 0.99)
    p.lineTo(0.26, 0.99)
    p.cubicTo(0.4, 0.92, 0.48, 0.8, 0.5, 0.56)
    p.closeSubpath()
    return p


def _spade() -> QPainterPath:
    p = QPainterPath(QPointF(0.5, 0.01))
    p.cubicTo(0.86, 0.3, 1.0, 0.46, 0.98, 0.6)
    p.cubicTo(0.96, 0.8, 0.68, 0.86, 0.54, 0.7)
    p.lineTo(0.46, 0.7)
    p.cubicTo(0.32, 0.86, 0.04, 0.8, 0.02, 0.6)
    p.cubicTo(0.0, 0.46, 0.14, 0.3, 0.5, 0.01)
    p.closeSubpath()
    return p.united(_foot())


def _club() -> QPainterPath:
    p = QPainterPath()
    for cx, cy in ((0.5, 0.25), (0.25, 0.55), (0.75, 0.55)):
        p.addEllipse(QPointF(cx, cy), 0.235, 0.235)
    p.addRect(QRectF(0.4, 0.3, 0.2, 0.35))
    return p.simplified().united(_foot())


def _diamond() -> QPainterPath:
    p = QPainterPath(QPointF(0.5, 0.0))
    p.quadTo(0.68, 0.3, 0.9, 0.5)
    p.quadTo(0.68, 0.7, 0.5, 1.0)
    p.quadTo(0.32, 0.7, 0.1, 0.5)
    p.quadTo(0.32, 0.3, 0.5, 0.0)
    p.closeSubpath()
    return p


_PIPS = {"heart": _heart, "spade": _spade, "club": _club, "diamond": _diamond}


@cache
def pip_path(suit: str) -> QPainterPath:
    """A suit's pip in the unit square."""
    return _PIPS[suit]()


def draw_pip(p: QPainter, suit: str, rect: QRectF, colour: QColor | None = None) -> None:
    """A suit pip filling `rect` (kept square, centred)."""
    side = min(rect.width(), rect.height())
    t = QTransform()
    t.translate(rect.center().x() - side / 2, rect.center().y() - side / 2)
    t.scale(side, side)
    p.fillPath(t.map(pip_path(suit)), colour or suit_colour(suit))


# ----------------------------------------------------------------------------- parchment


@cache
def fibres() -> QImage:
    """A tile of paper fibres and specks, generated from fixed numbers (the same every run)."""
    rng = random.Random(3434)
    size = 256
    img = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    img.fill(Qt.GlobalColor.transparent)
    p = QPainter(img)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    for _ in range(900):
        x, y = rng.random() * size, rng.random() * size
        length = 3 + rng.random() * 14
        dx = length * (rng.random() - 0.5)
        dy = length * (rng.random() - 0.5) * 0.5
        shade = rng.choice((QColor(120, 90, 50, 22), QColor(255, 255, 255, 40), QColor(150, 110, 60, 16)))
        p.setPen(QPen(shade, 0.6 + rng.random() * 0.8))
        for ox in (-size, 0, size):          # (the tile wraps)
            for oy in (-size, 0, size):
                p.drawLine(QPointF(x + ox, y + oy), QPointF(x + dx + ox, y + dy + oy))
    for _ in range(260):
        x, y = rng.random() * size, rng.random() * size
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(110, 80, 40, rng.randint(10, 34)))
        p.drawEllipse(QPointF(x, y), 0.4 + rng.random() * 0.9, 0.4 + rng.random() * 0.9)
    p.end()
    return img


def parchment(p: QPainter, shape: QPainterPath, rect: QRectF, tint: QColor | None = None) -> None:
    """Fill `shape` with parchment: lighter in the middle, deeper at the edge, fibres over it."""
    grad = QRadialGradient(rect.center(), max(rect.width(), rect.height()) * 0.75)
    grad.setColorAt(0.0, (tint or PARCHMENT).lighter(103))
    grad.setColorAt(1.0, PARCHMENT_EDGE if tint is None else tint.darker(112))
    p.fillPath(shape, QBrush(grad))
    texture = QBrush(fibres())
    scale = max(0.35, min(1.0, rect.height() / 260))
    texture.setTransform(QTransform.fromScale(scale, scale))
    p.fillPath(shape, texture)


# ----------------------------------------------------------------------------- the index


def draw_index(p: QPainter, rank: str, suit: str | None, colour: QColor, rect: QRectF) -> None:
    """The corner index: the rank over the suit pip, centred in the column `rect`."""
    w = rect.width()
    rank_px = min(rect.height() * 0.5, w / max(ct.advance(rank, "bold"), 0.5) * 0.98)
    if rank:
        top = QRectF(rect.left(), rect.top(), w, rect.height() * 0.52)
        ct.draw_centred(p, rank, top, rank_px, colour, "bold")
    if suit:
        side = min(w * 0.78, rect.height() * 0.4)
        pip = QRectF(rect.center().x() - side / 2, rect.top() + rect.height() * 0.56, side, side)
        draw_pip(p, suit, pip, colour)
    elif not rank:
        r = min(w, rect.height()) * 0.2
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(colour)
        p.drawEllipse(rect.center(), r, r)


# ----------------------------------------------------------------------------- badges and marks


def draw_badge(p: QPainter, centre: QPointF, radius: float, text: str) -> None:
    """A round ink badge in a gold ring, its text in gold (a weapon's range, a horse's ±1)."""
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    grad = QRadialGradient(centre - QPointF(radius * 0.3, radius * 0.3), radius * 1.3)
    grad.setColorAt(0, QColor("#4a3a2c"))
    grad.setColorAt(1, QColor("#17110c"))
    p.setBrush(QBrush(grad))
    p.setPen(QPen(GOLD, max(0.8, radius * 0.16)))
    p.drawEllipse(centre, radius, radius)
    p.setPen(QPen(QColor(217, 182, 106, 120), max(0.5, radius * 0.06)))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawEllipse(centre, radius * 0.72, radius * 0.72)
    size = min(radius * 1.2, radius * 1.45 / max(ct.advance(text, "bold"), 0.3))
    box = QRectF(centre.x() - radius, centre.y() - radius, radius * 2, radius * 2)
    ct.draw_centred(p, text, box, size, QColor("#ffe6a6"), "bold")
    p.restore()


def _mark_tile(p: QPainter, rect: QRectF) -> None:
    p.setPen(QPen(GOLD, max(0.6, rect.width() * 0.07)))
    p.setBrush(QColor("#2a1f17"))
    r = rect.width() * 0.18
    p.drawRoundedRect(rect, r, r)


def draw_mark(p: QPainter, mark: str, rect: QRectF) -> None:
    """A 国战 mark on a small ink tile: 连横 two linked rings, a whole kingdom's card a banner, a
    君主's equipment a crown."""
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    _mark_tile(p, rect)
    s = rect.width()
    c = rect.center()
    pen = QPen(QColor("#ffe6a6"), max(0.7, s * 0.09))
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    p.setPen(pen)
    p.setBrush(Qt.BrushStyle.NoBrush)
    if mark == "lianheng":
        r = s * 0.2
        p.drawEllipse(c + QPointF(-s * 0.12, 0), r, r)
        p.drawEllipse(c + QPointF(s * 0.12, 0), r, r)
    elif mark == "kingdom":
        x0 = c.x() - s * 0.22
        p.drawLine(QPointF(x0, c.y() - s * 0.3), QPointF(x0, c.y() + s * 0.32))
        flag = QPainterPath(QPointF(x0, c.y() - s * 0.3))
        flag.lineTo(c.x() + s * 0.28, c.y() - s * 0.2)
        flag.lineTo(x0, c.y() + s * 0.02)
        p.setBrush(QColor("#ffe6a6"))
        p.drawPath(flag)
    elif mark == "lord":
        crown = QPainterPath(QPointF(c.x() - s * 0.3, c.y() + s * 0.22))
        for dx, dy in ((-0.3, -0.2), (-0.15, 0.0), (0.0, -0.28), (0.15, 0.0), (0.3, -0.2), (0.3, 0.22)):
            crown.lineTo(c.x() + s * dx, c.y() + s * dy)
        crown.closeSubpath()
        p.setBrush(QColor("#ffe6a6"))
        p.drawPath(crown)
    p.restore()
