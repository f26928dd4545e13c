"""Glows, the death stamp and veils (docs/look.md, "Effects"): 桃's soft green and 酒's amber glow on
a seat with motes rising, the 阵亡 stamp pressed down onto a seat with a thump of dust, the table
darkening round a death (or flashing under 闪电), and the gold halo round the current seat."""

from __future__ import annotations

import math
import random

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

from .effects_sprites import Picture, blob, draw_sprite, ease_out, rim, rise_fall, sparkle
from .seal import stamp_image

PLUS = QPainter.CompositionMode.CompositionMode_Plus
HEAL = 0x46C35A                 # docs/look.md: help #46c35a
WINE = 0xE07B22                 # amber (deeper than the current seat's gold)
GOLD = 0xFFD34D                 # docs/look.md: bright gold, the current player
MARGIN = 22                     # how far a glow reaches beyond the seat


class GlowArt:
    """A soft glow on the seat `seat` (its item's coordinates: the seat at (MARGIN, MARGIN)) in
    `rgb`, swelling in, holding, fading; motes rise through it: leaf-green sparkles for 桃, amber
    bubbles for 酒."""

    def __init__(self, r: random.Random, seat: QRectF, rgb: int, bubbles: bool) -> None:
        self.seat, self.rgb, self.bubbles = seat, rgb, bubbles
        self.rim = rim_picture(rgb, seat, 9.0, 95)
        self.motes = [(r.uniform(seat.left() + 12, seat.right() - 12), seat.bottom() - r.uniform(10, 50),
                       r.uniform(0.3, 0.6) * seat.height(), r.uniform(0.0, 0.45), r.uniform(5, 10),
                       r.uniform(0, math.tau)) for _ in range(12)]

    def paint(self, p: QPainter, t: float) -> None:
        glow = rise_fall(t, 0.25, 0.6)
        p.setCompositionMode(PLUS)
        p.setOpacity(glow)
        self.rim.paint(p)
        mote = blob(self.rgb, 16, 0.35)
        light = blob(0xFFFFFF, 16, 0.2) if self.bubbles else sparkle(self.rgb)
        for x, y, rise, start, size, phase in self.motes:
            age = (t - start) / 0.5
            if not 0 <= age < 1:
                continue
            pos = QPointF(x + math.sin(age * 6 + phase) * 6, y - rise * ease_out(age))
            alpha = math.sin(math.pi * age)
            draw_sprite(p, mote, pos, size * 2.2, opacity=alpha)
            draw_sprite(p, light, pos, size * (0.7 if self.bubbles else 2.4), opacity=alpha * 0.9)
        p.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceOver)
        if self.bubbles:                # 酒: the bubbles' rims
            p.setBrush(Qt.BrushStyle.NoBrush)
            for x, y, rise, start, size, phase in self.motes:
                age = (t - start) / 0.5
                if 0 <= age < 1:
                    p.setOpacity(math.sin(math.pi * age) * 0.8)
                    p.setPen(QPen(QColor(255, 236, 190), 1.2))
                    pos = QPointF(x + math.sin(age * 6 + phase) * 6, y - rise * ease_out(age))
                    p.drawEllipse(pos, size * 0.5, size * 0.5)
        p.setOpacity(1.0)


class StampArt:
    """A death (阵亡): the stamp (the seat's own, ui/art/seal.py) comes down from large and presses
    onto the picture at `centre` with a thump — a ring of dust and a shiver — and stays there until
    the seat, greyed, shows its own."""

    IMPACT = 0.18                   # (≈170 ms: it lands with the death sound's gong, which strikes at once)

    def __init__(self, r: random.Random, centre: QPointF, width: float, text: str, colour: QColor,
                 seat: QRectF | None = None) -> None:
        self.centre, self.width, self.text, self.colour, self.seat = centre, width, text, colour, seat
        self.rim = rim_picture(0xC8102E, seat, 10.0) if seat is not None else None
        self.dust = [(r.uniform(0, math.tau), r.uniform(0.55, 1.0), r.uniform(14, 26)) for _ in range(16)]

    def paint(self, p: QPainter, t: float) -> None:
        w = self.width
        h = w * 0.5 if len(self.text) > 1 else w
        zoom = math.hypot(p.worldTransform().m11(), p.worldTransform().m12())
        dpr = max(0.25, round(zoom * (p.device().devicePixelRatioF() if p.device() else 1.0), 2))
        img = stamp_image(self.text, self.colour.name(), round(w), round(h), dpr)
        if t < self.IMPACT:
            fall = (t / self.IMPACT) ** 2                  # (it speeds up as it comes down)
            scale, angle, alpha = 2.5 - 1.5 * fall, -30 + 16 * fall, min(1.0, t / (self.IMPACT * 0.5))
        else:
            after = (t - self.IMPACT) / (1 - self.IMPACT)
            scale = 1 + 0.05 * math.sin(after * 18) * max(0.0, 1 - after * 3)
            angle, alpha = -14.0, 1.0
        if t >= self.IMPACT:
            self._felt(p, (t - self.IMPACT) / 0.5)
            self._dust(p, (t - self.IMPACT) / 0.45)
        p.save()
        p.translate(self.centre)
        p.rotate(angle)
        p.scale(scale, scale)
        p.setOpacity(alpha)
        p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        if t < self.IMPACT:             # (a shadow under the falling stamp)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor(0, 0, 0, int(70 * alpha)))
            p.drawRoundedRect(QRectF(-w / 2 + 6, -h / 2 + 8, w, h), 4, 4)
        p.drawImage(QRectF(-w / 2, -h / 2, w, h), img)
        p.restore()

    def _felt(self, p: QPainter, age: float) -> None:
        """The seat's edge flares cinnabar at the thump and dies down."""
        if self.rim is None or not 0 <= age < 1:
            return
        p.setOpacity((1 - age) ** 1.5)
        self.rim.paint(p)
        p.setOpacity(1.0)

    def _dust(self, p: QPainter, age: float) -> None:
        if not 0 <= age < 1:
            return
        ring = self.width * (0.55 + 0.5 * ease_out(age))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.setPen(QPen(QColor(230, 210, 180, int(90 * (1 - age))), 2 * (1 - age) + 1))
        p.drawEllipse(self.centre, ring, ring * 0.55)
        puff = blob(0xB49A7A, 16)
        for angle, reach, size in self.dust:
            d = self.width * reach * (0.5 + 0.6 * ease_out(age))
            at = self.centre + QPointF(math.cos(angle) * d, math.sin(angle) * d * 0.55)
            draw_sprite(p, puff, at, size * (1 + age), opacity=0.6 * (1 - age))
        p.setOpacity(1.0)


class VeilArt:
    """The whole table darkening for a moment round a death (the dead seat `hole` left clear), or
    flashing pale violet under 闪电 (`light`)."""

    def __init__(self, size: tuple[float, float], hole: QRectF | None, light: bool = False) -> None:
        whole = QRectF(0, 0, *size)
        if hole is None:
            self.rects = [whole]
        else:                           # (four plain rects round the hole: a path with a hole costs more)
            self.rects = [QRectF(0, 0, whole.width(), hole.top()),
                          QRectF(0, hole.bottom(), whole.width(), whole.height() - hole.bottom()),
                          QRectF(0, hole.top(), hole.left(), hole.height()),
                          QRectF(hole.right(), hole.top(), whole.width() - hole.right(), hole.height())]
        self.light = light

    def paint(self, p: QPainter, t: float) -> None:
        if self.light:
            amount = rise_fall(t, 0.15, 0.3)
            colour = QColor(225, 220, 255, int(95 * amount))
        else:
            amount = rise_fall(t, 0.3, 0.55)
            colour = QColor(8, 4, 2, int(125 * amount))
        if colour.alpha() > 1:
            for r in self.rects:
                p.fillRect(r, colour)


def rim_picture(rgb: int, seat: QRectF, width: float, fill: int = 0) -> Picture:
    """The soft rim round `seat` (effects_sprites.rim) as a picture copied pixel for pixel."""
    box = seat.adjusted(-MARGIN, -MARGIN, MARGIN, MARGIN)
    img = rim(rgb, int(seat.width()), int(seat.height()), MARGIN, width, fill)
    return Picture(box, lambda p: p.drawImage(QRectF(box.topLeft(), QSizeF(img.width(), img.height())), img))


def halo_image(w: int, h: int):
    """The current seat's gold halo (a soft rim of bright gold round a `w`×`h` seat)."""
    return rim(GOLD, w, h, MARGIN, 8.0)
