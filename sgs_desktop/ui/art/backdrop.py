"""The pages' backdrop, drawn by our own code from numbers (no image file): a lamplit lacquer
ground, ink-wash mountains at the foot (ridges summed from seeded sines), 祥云 clouds in faint gold
(a spiral curl, scallops, a tail: paths of arcs), a double gold rule with 回纹 fret corners, and a
vignette (docs/look.md). `backdrop(size, seed)` paints it once per size into a pixmap;
`BackdropPage` is a page that sits on it."""

from __future__ import annotations

import math
import random
from collections import OrderedDict

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QColor,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
    QPixmap,
    QRadialGradient,
)
from PySide6.QtWidgets import QWidget

#: the pixmaps painted (size and seed → pixmap), the newest last
_CACHE: OrderedDict[tuple[int, int, int], QPixmap] = OrderedDict()
_KEEP = 6

GOLD = QColor("#d9b66a")


def ridge(rng: random.Random, width: float, base: float, amplitude: float, waves: int = 5) -> list[QPointF]:
    """A mountain ridge: the sum of a few seeded sines, one point every 8 px."""
    parts = [(rng.uniform(0.6, 1.0) / (k + 1), rng.uniform(1.0, 2.6) * (k + 1), rng.uniform(0, math.tau))
             for k in range(waves)]
    points = []
    steps = max(2, int(width / 8))
    for i in range(steps + 1):
        x = width * i / steps
        t = x / width * math.tau
        y = sum(a * math.sin(f * t + phase) for a, f, phase in parts)
        points.append(QPointF(x, base - amplitude * (0.55 + 0.45 * y)))
    return points


def _mountains(p: QPainter, rect: QRectF, rng: random.Random) -> None:
    """Three ranges of ink wash, the far one palest, each fading into the mist above its foot."""
    for depth, (alpha, lift, height) in enumerate(((70, 0.30, 0.16), (110, 0.20, 0.13), (170, 0.10, 0.10))):
        base = rect.bottom() - rect.height() * lift
        amplitude = rect.height() * height
        path = QPainterPath(QPointF(rect.left(), rect.bottom()))
        for point in ridge(rng, rect.width(), base, amplitude):
            path.lineTo(point.x() + rect.left(), point.y())
        path.lineTo(rect.right(), rect.bottom())
        path.closeSubpath()
        top = base - amplitude
        shade = QLinearGradient(0, top, 0, rect.bottom())
        tone = 26 - depth * 8
        shade.setColorAt(0.0, QColor(tone + 14, tone + 8, tone + 4, alpha))
        shade.setColorAt(0.55, QColor(tone, tone - 4 if tone > 4 else 0, 0, alpha))
        shade.setColorAt(1.0, QColor(4, 3, 2, min(255, alpha + 60)))
        p.fillPath(path, shade)


def cloud_path(centre: QPointF, r: float, flip: bool = False) -> QPainterPath:
    """One 祥云: a curl (a spiral of one and a half turns), two scallops running off it, and a
    tail sweeping back under them. `flip` mirrors it."""
    path = QPainterPath()
    sx = -1.0 if flip else 1.0

    def at(dx: float, dy: float) -> QPointF:
        return QPointF(centre.x() + sx * dx, centre.y() + dy)

    turns = 1.6
    points = []
    for i in range(41):
        t = i / 40
        angle = math.pi / 2 + t * turns * math.tau            # inside out, ending at the top
        radius = r * (0.12 + 0.88 * t)
        points.append(at(radius * math.cos(angle), -radius * math.sin(angle)))
    path.moveTo(points[0])
    for point in points[1:]:
        path.lineTo(point)
    end = points[-1]
    # two scallops along the top, to the right of the curl
    for k, size in enumerate((0.95, 0.7)):
        start = path.currentPosition()
        width = r * size * 2
        ctrl = -r * size * (1.25 if k == 0 else 1.1)
        path.cubicTo(QPointF(start.x() + sx * width * 0.1, start.y() + ctrl),
                     QPointF(start.x() + sx * width * 0.9, start.y() + ctrl),
                     QPointF(start.x() + sx * width, start.y() + r * 0.25))
    tip = path.currentPosition()
    # the tail: out to the right, then back under the scallops to the foot of the curl
    path.cubicTo(QPointF(tip.x() + sx * r * 1.4, tip.y() + r * 0.1),
                 QPointF(tip.x() + sx * r * 1.2, tip.y() + r * 0.9),
                 QPointF(tip.x() + sx * r * 0.2, tip.y() + r * 0.75))
    path.cubicTo(QPointF(tip.x() - sx * r * 0.8, tip.y() + r * 0.6),
                 QPointF(end.x() + sx * r * 0.6, centre.y() + r * 1.4),
                 at(0, r * 1.0))
    return path


def _clouds(p: QPainter, rect: QRectF, rng: random.Random) -> None:
    """A few 祥云 drifting in the upper two thirds, faint gold."""
    n = 5 + int(rect.width() // 520)
    for i in range(n):
        r = rng.uniform(0.018, 0.034) * rect.height()
        x = rect.left() + rect.width() * ((i + rng.uniform(0.15, 0.85)) / n)
        y = rect.top() + rect.height() * rng.uniform(0.10, 0.62)
        path = cloud_path(QPointF(x, y), r, flip=rng.random() < 0.5)
        alpha = rng.randint(26, 48)
        p.fillPath(path, QColor(217, 182, 106, alpha // 4))
        p.strokePath(path, QPen(QColor(217, 182, 106, alpha), max(1.0, r / 14)))


def _fret(p: QPainter, corner: QPointF, sx: float, sy: float, unit: float) -> None:
    """A 回纹 corner: a square spiral of three steps, in the corner's direction."""
    path = QPainterPath(QPointF(corner.x() + sx * unit * 5, corner.y()))
    for dx, dy in ((0, 0), (0, 5), (3, 5), (3, 2), (1.5, 2), (1.5, 3.5)):
        path.lineTo(QPointF(corner.x() + sx * unit * dx, corner.y() + sy * unit * dy))
    pen = QPen(GOLD, 1.6)
    pen.setCapStyle(Qt.PenCapStyle.SquareCap)
    pen.setJoinStyle(Qt.PenJoinStyle.MiterJoin)
    p.strokePath(path, pen)


def _frame(p: QPainter, rect: QRectF) -> None:
    """A double gold rule inset from the edge, with fret corners."""
    outer = rect.adjusted(10, 10, -10, -10)
    inner = rect.adjusted(15, 15, -15, -15)
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(QPen(QColor(217, 182, 106, 150), 1.2))
    p.drawRect(outer)
    p.setPen(QPen(QColor(217, 182, 106, 70), 1.0))
    p.drawRect(inner)
    unit = 4.0
    for corner, sx, sy in ((inner.topLeft(), 1, 1), (inner.topRight(), -1, 1), (inner.bottomLeft(), 1, -1),
                           (inner.bottomRight(), -1, -1)):
        _fret(p, QPointF(corner.x() + sx * 4, corner.y() + sy * 4), sx, sy, unit)


def paint_backdrop(p: QPainter, rect: QRectF, seed: int = 7, mountains: bool = True) -> None:
    """The whole backdrop into `rect` (the same seed and size draw the same picture); a dialog's
    has no `mountains`."""
    rng = random.Random(seed)
    glow = QRadialGradient(QPointF(rect.center().x(), rect.top() + rect.height() * 0.36),
                           max(rect.width(), rect.height()) * 0.75)
    glow.setColorAt(0.0, QColor("#3d2619"))
    glow.setColorAt(0.45, QColor("#24170f"))
    glow.setColorAt(1.0, QColor("#0b0806"))
    p.fillRect(rect, glow)
    sheen = QLinearGradient(rect.topLeft(), rect.bottomRight())      # the lacquer's sheen, corner to corner
    sheen.setColorAt(0.0, QColor(255, 220, 160, 0))
    sheen.setColorAt(0.42, QColor(255, 220, 160, 10))
    sheen.setColorAt(0.5, QColor(255, 220, 160, 0))
    p.fillRect(rect, sheen)
    _clouds(p, rect, rng)
    if mountains:
        _mountains(p, rect, rng)
    vignette = QRadialGradient(rect.center(), max(rect.width(), rect.height()) * 0.72)
    vignette.setColorAt(0.6, QColor(0, 0, 0, 0))
    vignette.setColorAt(1.0, QColor(0, 0, 0, 150))
    p.fillRect(rect, vignette)
    _frame(p, rect)


def backdrop(size: QSize, seed: int = 7, ratio: float = 1.0, mountains: bool = True) -> QPixmap:
    """The backdrop at `size` (device pixels × `ratio`), painted once and kept."""
    key = (size.width(), size.height(), (seed * 1000 + round(ratio * 100)) * 2 + mountains)
    found = _CACHE.get(key)
    if found is not None:
        _CACHE.move_to_end(key)
        return found
    pixmap = QPixmap(max(1, round(size.width() * ratio)), max(1, round(size.height() * ratio)))
    pixmap.setDevicePixelRatio(ratio)
    p = QPainter(pixmap)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    paint_backdrop(p, QRectF(0, 0, size.width(), size.height()), seed, mountains)
    p.end()
    _CACHE[key] = pixmap
    while len(_CACHE) > _KEEP:
        _CACHE.popitem(last=False)
    return pixmap


class BackdropPage(QWidget):
    """A page drawn on the backdrop (each page its own seed: the same clouds every time it shows)."""

    backdrop_seed = 7

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.drawPixmap(0, 0, backdrop(self.size(), self.backdrop_seed, self.devicePixelRatioF()))
        p.end()
