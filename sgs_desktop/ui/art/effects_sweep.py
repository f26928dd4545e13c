"""The table-sweeping tricks (docs/look.md, "Effects"): 南蛮入侵's claws rake each target, 万箭齐发's
arrows fly from the user into each target and stick. One item per target (the effects start them
one after another round the table); planned once from a seeded generator, painted for `t` in 0…1."""

from __future__ import annotations

import math
import random
from functools import lru_cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPen, QPolygonF

from .effects_sprites import Picture, blob, draw_sprite, ease_out, rise_fall

PLUS = QPainter.CompositionMode.CompositionMode_Plus
CUT_BRUSHES = (QColor(26, 2, 2, 235), QColor(176, 22, 18), QColor(255, 110, 90, 200))


def _bezier(a: QPointF, c: QPointF, b: QPointF, s: float) -> QPointF:
    return a * (1 - s) ** 2 + c * (2 * s * (1 - s)) + b * s * s


def _tangent(a: QPointF, c: QPointF, b: QPointF, s: float) -> QPointF:
    return (c - a) * (2 * (1 - s)) + (b - c) * (2 * s)


def gash(a: QPointF, c: QPointF, b: QPointF, width: float, upto: float, steps: int = 18) -> QPolygonF:
    """A claw's cut along the curve a→c→b: thickest in the middle, pointed at both ends; only the
    part up to `upto` (0…1) drawn so far."""
    left, right = [], []
    for i in range(steps + 1):
        s = upto * i / steps
        pt, d = _bezier(a, c, b, s), _tangent(a, c, b, s)
        length = math.hypot(d.x(), d.y()) or 1.0
        n = QPointF(-d.y() / length, d.x() / length)
        w = width * math.sin(math.pi * s) ** 0.75 / 2
        left.append(pt + n * w)
        right.append(pt - n * w)
    return QPolygonF(left + right[::-1])


class ClawsArt:
    """南蛮入侵: a beast's paw swipes across the seat — a dark smear of its passing, then three claws
    rake down one after another (the cuts open dark red with a bright wound and a pale edge), dust
    flies from their ends, the seat flushes red; then all fade. Kept on the seat's plate."""

    def __init__(self, r: random.Random, seat: QRectF, art: QRectF) -> None:
        self.seat = seat
        angle = math.radians(r.uniform(110, 124))           # down and to the left
        d = QPointF(math.cos(angle), math.sin(angle))
        n = QPointF(-d.y(), d.x())
        c = art.center() + QPointF(0, art.height() * 0.08)
        reach = max(art.width(), art.height()) * 0.7
        self.cuts = []
        for i in (-1, 0, 1):
            mid = c + n * (i * 30 + r.uniform(-4, 4))
            a, b = mid - d * reach * r.uniform(0.85, 1.0), mid + d * reach * r.uniform(0.8, 0.95)
            bend = mid + n * r.uniform(12, 22)
            self.cuts.append((a, bend, b, r.uniform(15, 20)))
        a, bend, b, _w = self.cuts[1]
        self.smear = self._picture([(gash(a - d * 20, bend + n * 8, b + d * 20, 110, 1.0), QColor(20, 6, 2))])
        lit = QPointF(-1.5, -1.5)                   # (the wound's wet edge, towards the light)
        self.pictures = [self._picture(list(zip((gash(a, c, b, w, 1.0), gash(a, c, b, w * 0.58, 1.0),
                                                 gash(a + lit, c + lit, b + lit, w * 0.16, 1.0)),
                                                CUT_BRUSHES, strict=True)))
                         for a, c, b, w in self.cuts]
        self.dust = [(b + QPointF(r.uniform(-8, 8), r.uniform(-8, 8)), r.uniform(0, math.tau), r.uniform(18, 40))
                     for (_a, _c, b, _w) in self.cuts for _ in range(3)]

    def _picture(self, shapes: list[tuple[QPolygonF, QColor]]) -> Picture:
        """Shapes drawn once into a picture of the seat (cut to the seat's edge)."""

        def draw(p: QPainter) -> None:
            p.setPen(Qt.PenStyle.NoPen)
            for polygon, colour in shapes:
                p.setBrush(colour)
                p.drawPolygon(polygon)

        return Picture(self.seat.adjusted(2, 2, -2, -2), draw)

    def paint(self, p: QPainter, t: float) -> None:
        box = self.seat.adjusted(2, 2, -2, -2)
        flush = rise_fall(t, 0.15, 0.45)
        if flush > 0.01:
            p.fillRect(box, QColor(150, 20, 10, int(80 * flush)))
        smear = rise_fall(t, 0.08, 0.18) * 0.5
        if smear > 0.01:
            p.setOpacity(smear)
            self.smear.paint(p)
        fade = 1.0 if t < 0.6 else max(0.0, (1 - t) / 0.4)
        for i, (a, c, b, w) in enumerate(self.cuts):
            grow = ease_out((t - 0.06 * i) / 0.2)
            if grow <= 0:
                continue
            p.setOpacity(fade)
            if grow >= 0.999:
                self.pictures[i].paint(p)
                continue
            tip = _bezier(a, c, b, grow)            # (a cut runs down: what is above its tip is cut)
            reach = min(box.height(), max(0.0, tip.y() + w * 0.3 - box.top()))
            self.pictures[i].paint(p, QRectF(box.left(), box.top(), box.width(), reach))
            p.setCompositionMode(PLUS)              # the claw's tip: a white streak
            draw_sprite(p, blob(0xFFE0D0, 16), tip, 34, opacity=fade)
            p.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceOver)
        for k, (at, angle, dist) in enumerate(self.dust):
            age = (t - 0.06 * (k // 3) - 0.18) / 0.4
            if 0 <= age < 1:
                pos = at + QPointF(math.cos(angle), math.sin(angle)) * (dist * ease_out(age))
                draw_sprite(p, blob(0x8C6A48, 16), pos, 18 + 12 * age, opacity=0.7 * (1 - age))
        p.setOpacity(1.0)


class ArrowsArt:
    """万箭齐发: a volley flies from the user `source` into the seat `seat`: each arrow on a low arc,
    a faint streak behind it; where it lands it sticks, quivers, and fades with the rest."""

    FLIGHT = 0.36

    def __init__(self, r: random.Random, source: QPointF, seat: QRectF, art: QRectF, count: int = 5) -> None:
        self.arrows = []
        for j in range(count):
            land = QPointF(r.uniform(art.left() + 16, art.right() - 16), r.uniform(art.top() + 10, art.bottom() - 8))
            d = land - source
            away = d / (math.hypot(d.x(), d.y()) or 1.0) * min(90.0, math.hypot(d.x(), d.y()) * 0.3)
            start = source + away + QPointF(r.uniform(-22, 22), r.uniform(-22, 22))      # (off the user's seat)
            d = land - start
            length = math.hypot(d.x(), d.y()) or 1.0
            lift = QPointF(d.y(), -d.x()) / length * r.uniform(0.08, 0.16) * length * (1 if d.x() >= 0 else -1)
            self.arrows.append((start, (start + land) / 2 + lift, land, j * 0.075 + r.uniform(0, 0.03)))

    def paint(self, p: QPainter, t: float) -> None:
        fade = 1.0 if t < 0.78 else max(0.0, (1 - t) / 0.22)
        flying, stuck = arrow_image(True), arrow_image(False)
        for a, c, b, launch in self.arrows:
            u = (t - launch) / self.FLIGHT
            if u < 0:
                continue
            if u < 1:
                s = ease_out(u) * 0.96 + u * 0.04
                d = _tangent(a, c, b, s)
                p.setOpacity(fade * min(1.0, u / 0.15))
                _place(p, flying, _bezier(a, c, b, s), math.degrees(math.atan2(d.y(), d.x())))
            else:
                d = _tangent(a, c, b, 1)
                quiver = math.sin((u - 1) * 30) * 5 * max(0.0, 1 - (u - 1) * 2.5)
                p.setOpacity(fade)
                _place(p, stuck, b, math.degrees(math.atan2(d.y(), d.x())) + quiver)
                if u < 1.5:
                    p.setCompositionMode(PLUS)
                    draw_sprite(p, blob(0xFFD7A0, 16), b, 26, opacity=fade * (1.5 - u) * 2)
                    p.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceOver)
        p.setOpacity(1.0)


ARROW = 70.0            # an arrow's length (scene units)
STREAK = 46.0           # the streak behind a flying one
ARROW_H = 16.0
SHARP = 1               # its picture's pixels per unit


def _place(p: QPainter, img: QImage, tip: QPointF, degrees: float) -> None:
    """Copy an arrow's picture with its point at `tip`, heading `degrees`."""
    p.save()
    p.translate(tip)
    p.rotate(degrees)
    p.drawImage(QRectF(-ARROW - STREAK, -ARROW_H / 2, ARROW + STREAK + 4, ARROW_H), img)
    p.restore()


@lru_cache(maxsize=2)
def arrow_image(flying: bool) -> QImage:
    """An arrow pointing right, its point 4 units from the right edge: a flying one with its steel
    head and a streak behind; a stuck one sunk into what it hit (no head, a dark mark)."""
    w, h = ARROW + STREAK + 4, ARROW_H
    img = QImage(int(w * SHARP), int(h * SHARP), QImage.Format.Format_ARGB32_Premultiplied)
    img.fill(QColor(0, 0, 0, 0))
    p = QPainter(img)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.scale(SHARP, SHARP)
    p.translate(ARROW + STREAK, h / 2)
    _draw_arrow(p, ARROW, flying)
    p.end()
    return img


def _draw_arrow(p: QPainter, length: float, flying: bool) -> None:
    """The arrow itself, its point at (0, 0), heading right."""
    sunk = 0.0 if flying else 14.0
    if flying:
        p.setPen(QPen(QColor(255, 240, 210, 80), 2.5))
        p.drawLine(QPointF(-length - STREAK, 0), QPointF(-length, 0))
    else:
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(20, 8, 4, 180))
        p.drawEllipse(QPointF(0, 0), 5.5, 3.5)
    end = -sunk - 8 if flying else 0.0
    p.setPen(QPen(QColor(20, 12, 6, 210), 5))
    p.drawLine(QPointF(-length + sunk, 0), QPointF(end, 0))
    p.setPen(QPen(QColor("#9a6a3a"), 2.8))
    p.drawLine(QPointF(-length + sunk, 0), QPointF(end, 0))
    if flying:
        p.setPen(QPen(QColor(20, 20, 24), 1.2))
        p.setBrush(QColor("#d6dde1"))
        p.drawPolygon(QPolygonF([QPointF(2, 0), QPointF(-14, -5.5), QPointF(-10, 0), QPointF(-14, 5.5)]))
    tail = -length + sunk
    p.setPen(QPen(QColor(60, 40, 30), 0.9))
    for side in (-1, 1):
        p.setBrush(QColor("#efe5cf"))
        p.drawPolygon(QPolygonF([QPointF(tail + 1, side * 1.2), QPointF(tail - 4, side * 6),
                                 QPointF(tail + 16, side * 5), QPointF(tail + 20, side * 1.2)]))
    p.setPen(QPen(QColor("#b3362e"), 2.4))
    p.drawLine(QPointF(tail + 10, -5), QPointF(tail + 10, 5))
