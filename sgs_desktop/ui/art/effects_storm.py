"""Storm effects (docs/look.md, "Effects"): 闪电's strike — a bolt down onto the seat and a flash —
and thunder damage's violet sparks over a seat. Each is planned once from a seeded generator (the
bolt's path, every spark) and painted for a time `t` from 0 to 1 in its item's coordinates."""

from __future__ import annotations

import math
import random

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPainterPath, QPen, QPolygonF

from .effects_sprites import Picture, blob, draw_sprite, ease_out, rise_fall, zigzag

THUNDER = QColor("#6a5ae0")         # docs/look.md: thunder #6a5ae0 → #d9d4ff
THUNDER_LIGHT = QColor("#d9d4ff")
PLUS = QPainter.CompositionMode.CompositionMode_Plus


def _polyline(points: list[QPointF]) -> QPainterPath:
    path = QPainterPath(points[0])
    for pt in points[1:]:
        path.lineTo(pt)
    return path


class BoltArt:
    """闪电 strikes: from the top of its item down to `impact` (the seat's picture), a jagged bolt
    with forks, drawn once into a picture (violet glow, white core); it grows down in the first
    tenth, flickers, and fades, while the impact flares and the seat's edge flashes."""

    LEAD, FADE = 0.1, 0.55

    def __init__(self, r: random.Random, size: tuple[float, float], impact: QPointF, seat: QRectF) -> None:
        self.w, self.h = size
        self.impact = impact
        self.seat = seat
        top = QPointF(min(self.w - 10, max(10.0, impact.x() + r.choice((-1, 1)) * r.uniform(0.2, 0.4) * self.w)), 0)
        self.main = zigzag(r, top, impact, 6, 0.2)
        self.forks: list[list[QPointF]] = []
        for _ in range(r.randint(3, 4)):
            i = r.randint(len(self.main) // 5, len(self.main) * 3 // 4)
            at = self.main[i]
            length = r.uniform(0.12, 0.26) * impact.y()
            angle = math.radians(90 + r.choice((-1, 1)) * r.uniform(18, 48))
            end = at + QPointF(math.cos(angle) * length, math.sin(angle) * length)
            end.setX(min(self.w - 4, max(4, end.x())))
            self.forks.append(zigzag(r, at, end, 4, 0.28))
        self.picture = Picture(QRectF(0, 0, self.w, self.h), self._draw)

    def _draw(self, p: QPainter) -> None:
        """The bolt (glow, then core; the forks thinner)."""
        for path, k in [(_polyline(self.main), 1.0)] + [(_polyline(f), 0.5) for f in self.forks]:
            for width, colour in ((26, QColor(106, 90, 224, 50)), (13, QColor(150, 135, 255, 120)),
                                  (6, QColor(217, 212, 255, 235)), (2.8, QColor(255, 255, 255))):
                pen = QPen(colour, width * k)
                pen.setCapStyle(Qt.PenCapStyle.RoundCap)
                pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
                p.setPen(pen)
                p.drawPath(path)

    def paint(self, p: QPainter, t: float) -> None:
        if t < self.LEAD:               # the leader: the bolt reaches down
            reach = self.impact.y() * (t / self.LEAD) + 8
            p.setOpacity(0.75)
            self.picture.paint(p, QRectF(0, 0, self.w, reach))
        elif t < 1:
            flicker = 0.35 if 0.22 < t < 0.27 else 0.55 if 0.36 < t < 0.4 else 1.0
            fade = 1.0 if t < self.FADE else (1 - (t - self.FADE) / (1 - self.FADE)) ** 1.5
            p.setOpacity(flicker * fade)
            self.picture.paint(p)
        p.setCompositionMode(PLUS)
        flare = rise_fall((t - self.LEAD * 0.8) / 0.55, 0.06, 0.15)
        draw_sprite(p, blob(0x8C7CF0, 48), self.impact, 190, 150, opacity=flare * 0.8)
        draw_sprite(p, blob(0xFFFFFF, 32, 0.3), self.impact, 44, opacity=flare)
        p.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceOver)
        edge = rise_fall((t - self.LEAD) / 0.4, 0.1, 0.3)
        if edge > 0.01:
            p.setOpacity(edge)
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.setPen(QPen(THUNDER_LIGHT, 5))
            p.drawRoundedRect(self.seat, 9, 9)
        p.setOpacity(1.0)


class SparksArt:
    """Thunder damage (雷): violet sparks that crackle over the seat `seat` one after another,
    bright motes thrown off, and a violet tint over the picture."""

    def __init__(self, r: random.Random, seat: QRectF, art: QRectF, count: int = 18) -> None:
        self.seat, self.art = seat, art
        self.arcs: list[tuple[float, float, tuple[QImage, QRectF]]] = []
        for _ in range(count):
            at = QPointF(r.uniform(seat.left() + 6, seat.right() - 6), r.uniform(art.top(), art.bottom()))
            angle = r.uniform(0, math.tau)
            length = r.uniform(30, 62)
            end = at + QPointF(math.cos(angle) * length, math.sin(angle) * length)
            self.arcs.append((r.uniform(0.0, 0.5), r.uniform(0.18, 0.32), arc_picture(zigzag(r, at, end, 3, 0.45))))
        c = art.center()
        self.motes = [(c + QPointF(r.uniform(-30, 30), r.uniform(-30, 30)), r.uniform(0, math.tau),
                       r.uniform(40, 95), r.uniform(0.05, 0.45)) for _ in range(14)]

    def paint(self, p: QPainter, t: float) -> None:
        tint = rise_fall(t, 0.12, 0.5)
        if tint > 0.01:
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor(106, 90, 224, int(95 * tint)))
            p.drawRoundedRect(self.seat, 8, 8)
        p.setCompositionMode(PLUS)
        for start, life, (img, box) in self.arcs:
            age = (t - start) / life
            if not 0 <= age < 1:
                continue
            p.setOpacity((1 - age) * (0.55 if int(age * 9) % 2 else 1.0))       # (it crackles)
            p.drawImage(box, img)
        for at, angle, speed, start in self.motes:
            age = (t - start) / 0.4
            if 0 <= age < 1:
                d = speed * ease_out(age)
                pos = at + QPointF(math.cos(angle) * d, math.sin(angle) * d)
                draw_sprite(p, blob(0xB9AEFF, 16), pos, 12, opacity=1 - age)
        p.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceOver)
        p.setOpacity(1.0)


def arc_picture(points: list[QPointF], sharp: int = 2) -> tuple[QImage, QRectF]:
    """A spark's jagged arc drawn once (violet glow, light core, white heart) and where it goes."""
    box = QPolygonF(points).boundingRect().adjusted(-6, -6, 6, 6)
    img = QImage(max(1, int(box.width() * sharp)), max(1, int(box.height() * sharp)),
                 QImage.Format.Format_ARGB32_Premultiplied)
    img.fill(QColor(0, 0, 0, 0))
    p = QPainter(img)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.scale(sharp, sharp)
    p.translate(-box.topLeft())
    path = _polyline(points)
    for width, colour in ((9, QColor(106, 90, 224, 150)), (3, THUNDER_LIGHT), (1.2, QColor("#ffffff"))):
        pen = QPen(colour, width)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        p.setPen(pen)
        p.drawPath(path)
    p.end()
    return img, box


def spark_star(centre: QPointF, radius: float, rays: int = 8, waist: float = 0.32) -> QPolygonF:
    """A starburst (a hit's impact): `rays` long points round `centre`."""
    pts = []
    for i in range(rays * 2):
        a = math.pi * i / rays
        rad = radius if i % 2 == 0 else radius * waist
        pts.append(centre + QPointF(math.cos(a) * rad, math.sin(a) * rad))
    return QPolygonF(pts)
