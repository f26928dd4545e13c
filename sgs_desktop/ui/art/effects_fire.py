"""Damage effects (docs/look.md, "Effects"): fire damage's flames over the seat, plain damage's
red flash and impact. Planned once from a seeded generator, painted for a time `t` from 0 to 1."""

from __future__ import annotations

import math
import random

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QLinearGradient, QPainter, QPen, QRadialGradient

from .effects_sprites import blob, draw_sprite, flame, rise_fall
from .effects_storm import spark_star

PLUS = QPainter.CompositionMode.CompositionMode_Plus
HARM = QColor("#e0413a")


class FlamesArt:
    """Fire damage (火): soft tongues of flame rise from the foot of the seat's picture — gold when
    young, orange, thin deep red as they climb and die — over a bed of fire; sparks fly up, and
    the picture glows orange from below. The tongues are added one over another: where they are
    thick the fire burns white-gold."""

    def __init__(self, r: random.Random, seat: QRectF, art: QRectF, count: int = 60) -> None:
        self.seat, self.art = seat, art
        self.foot = min(seat.bottom() - 12, art.bottom() + 4)
        x0, x1 = seat.left() + 12, seat.right() - 12
        self.tongues = [(r.uniform(x0, x1), self.foot - r.uniform(0, 22), r.uniform(0.45, 0.8) * art.height(),
                         r.uniform(17, 31), r.uniform(0, 0.55), r.uniform(0.28, 0.42), r.uniform(0, math.tau))
                        for _ in range(count)]
        self.tongues.sort(key=lambda tongue: tongue[4])
        self.embers = [(r.uniform(x0, x1), self.foot - r.uniform(0, 30), r.uniform(90, 190), r.uniform(-22, 22),
                        r.uniform(0.05, 0.6)) for _ in range(16)]

    def paint(self, p: QPainter, t: float) -> None:
        glow = rise_fall(t, 0.15, 0.55)
        if glow > 0.01:
            g = QLinearGradient(QPointF(0, self.seat.bottom()), QPointF(0, self.seat.top()))
            g.setColorAt(0, QColor(224, 65, 28, int(170 * glow)))
            g.setColorAt(0.55, QColor(240, 138, 36, int(70 * glow)))
            g.setColorAt(1, QColor(255, 211, 106, 0))
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(g)
            p.drawRoundedRect(self.seat, 8, 8)
        p.setCompositionMode(PLUS)
        bed = blob(0xE0411C, 32, 0.2)
        for k in range(4):              # the bed of fire along the foot
            x = self.seat.left() + self.seat.width() * (k + 0.5) / 4
            draw_sprite(p, bed, QPointF(x, self.foot - 6), self.seat.width() * 0.45, 40, opacity=glow * 0.8)
        for x, y, rise, size, start, life, phase in self.tongues:
            age = (t - start) / life
            if not 0 <= age < 1:
                continue
            stage = 0 if age < 0.3 else 1 if age < 0.62 else 2
            sway = math.sin(age * 6 + phase) * 6 * age
            w = size * (1 - 0.45 * age)
            draw_sprite(p, flame(stage), QPointF(x + sway, y - rise * age - w * 0.5), w, w * (2 + age),
                        opacity=0.8 * (1 - age) ** 0.6)
        for x, y, rise, drift, start in self.embers:
            age = (t - start) / 0.45
            if 0 <= age < 1:
                draw_sprite(p, blob(0xFFD36A, 12, 0.45), QPointF(x + drift * age, y - rise * age), 6,
                            opacity=1 - age)
        p.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceOver)
        p.setOpacity(1.0)


class HitArt:
    """Plain damage: a red flash over the seat (a hot centre, a burning edge) and a white-red burst
    where the blow lands. `strength` below 1 (losing HP, 失去体力) makes it dimmer and burstless."""

    def __init__(self, r: random.Random, seat: QRectF, art: QRectF, strength: float = 1.0) -> None:
        self.seat, self.art, self.strength = seat, art, strength
        self.at = art.center() + QPointF(r.uniform(-0.15, 0.15) * art.width(), r.uniform(-0.15, 0.1) * art.height())
        self.turn = r.uniform(0, 45)

    def paint(self, p: QPainter, t: float) -> None:
        flash = (t / 0.1 if t < 0.1 else (1 - t) ** 1.6) * self.strength
        if flash > 0.01:
            g = QRadialGradient(self.seat.center(), max(self.seat.width(), self.seat.height()) * 0.7)
            g.setColorAt(0, QColor(255, 80, 60, int(170 * flash)))
            g.setColorAt(1, QColor(180, 10, 10, int(90 * flash)))
            p.setPen(QPen(QColor(255, 90, 70, int(230 * flash)), 5))
            p.setBrush(g)
            p.drawRoundedRect(self.seat, 9, 9)
        if self.strength < 1:
            return
        burst = rise_fall(t, 0.06, 0.25)
        if burst > 0.01:
            p.save()
            p.setCompositionMode(PLUS)
            draw_sprite(p, blob(0xFF5A3C, 32), self.at, 150, opacity=burst)
            p.translate(self.at)
            p.rotate(self.turn)
            p.scale(0.6 + 0.6 * min(1.0, t / 0.25), 0.6 + 0.6 * min(1.0, t / 0.25))
            p.setOpacity(burst)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor(255, 226, 196))
            p.drawPolygon(spark_star(QPointF(0, 0), 50, 9, 0.2))
            p.restore()
        p.setOpacity(1.0)
