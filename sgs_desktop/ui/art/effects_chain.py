"""铁索连环's chain between two chained seats (docs/look.md, "Effects"): steel links hung on a shallow
curve from one seat's edge to the other's, alternately seen face-on (a ring) and edge-on (a bar);
drawn link by link as it forms, and, when it breaks, its two halves swing down from their seats
and fall away while shards of steel fly from the break."""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QLinearGradient, QPainter, QPen, QPolygonF

from .effects_sprites import blob, draw_sprite, ease_out

PITCH = 13.0            # from one link's middle to the next
STEEL = QColor("#c9d1d6")
STEEL_DARK = QColor("#5d676e")
SHADOW = QColor(0, 0, 0, 190)


@dataclass(frozen=True)
class Link:
    centre: QPointF
    degrees: float      # the way the chain runs there
    face: bool          # a ring seen face-on (else edge-on, a bar)


def chain_links(a: QPointF, b: QPointF, sag: float = 0.1) -> list[Link]:
    """The links from `a` to `b`, hanging down by `sag` of the length in the middle."""
    d = b - a
    length = math.hypot(d.x(), d.y())
    if length < PITCH:
        return []
    c = (a + b) / 2 + QPointF(0, length * sag)
    n = max(2, int(length / PITCH))
    out = []
    for i in range(n + 1):
        s = i / n
        pt = a * (1 - s) ** 2 + c * (2 * s * (1 - s)) + b * s * s
        tan = (c - a) * (2 * (1 - s)) + (b - c) * (2 * s)
        out.append(Link(pt, math.degrees(math.atan2(tan.y(), tan.x())), i % 2 == 0))
    return out


def paint_link(p: QPainter, link: Link) -> None:
    p.save()
    p.translate(link.centre)
    p.rotate(link.degrees)
    if link.face:
        ring = QRectF(-9.5, -5, 19, 10)
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.setPen(QPen(SHADOW, 5))
        p.drawRoundedRect(ring, 5, 5)
        g = QLinearGradient(QPointF(0, -5), QPointF(0, 5))
        g.setColorAt(0, QColor("#eef3f6"))
        g.setColorAt(0.5, STEEL)
        g.setColorAt(1, STEEL_DARK)
        p.setPen(QPen(g, 2.6))
        p.drawRoundedRect(ring, 5, 5)
    else:
        bar = QRectF(-9.5, -2.2, 19, 4.4)
        p.setPen(QPen(SHADOW, 1.6))
        p.setBrush(STEEL_DARK.lighter(120))
        p.drawRoundedRect(bar, 2.2, 2.2)
        p.setPen(QPen(QColor(255, 255, 255, 170), 1))
        p.drawLine(QPointF(-7, -0.8), QPointF(7, -0.8))
    p.restore()


def paint_chain(p: QPainter, links: list[Link], reveal: float = 1.0) -> None:
    """The links, the first `reveal` of them from both ends in (as the chain forms)."""
    n = len(links)
    shown = n if reveal >= 1 else math.ceil(n * reveal / 2)
    for i, link in enumerate(links):
        if reveal >= 1 or i < shown or i >= n - shown:
            paint_link(p, link)


class ChainBreakArt:
    """A chain breaking at its middle: each half swings down about its seat's end and falls, fading;
    a flash and shards at the break."""

    def __init__(self, r: random.Random, links: list[Link]) -> None:
        self.links = links
        self.cut = len(links) // 2
        self.shards = [(r.uniform(0, math.tau), r.uniform(30, 70), r.uniform(0, 360)) for _ in range(6)]
        self.at = links[self.cut].centre if links else QPointF()

    def paint(self, p: QPainter, t: float) -> None:
        if not self.links:
            return
        fall = ease_out(t)
        fade = 1.0 if t < 0.45 else max(0.0, (1 - t) / 0.55)
        halves = ((self.links[: self.cut], self.links[0].centre), (self.links[self.cut + 1:], self.links[-1].centre))
        for half, anchor in halves:
            if not half:
                continue
            swing = 38 * fall * (1 if anchor.x() <= self.at.x() else -1)     # (its free end drops)
            p.save()
            p.setOpacity(fade)
            p.translate(anchor + QPointF(0, 30 * t * t))
            p.rotate(swing)
            p.translate(-anchor)
            for link in half:
                paint_link(p, link)
            p.restore()
        p.setCompositionMode(QPainter.CompositionMode.CompositionMode_Plus)
        flash = max(0.0, 1 - t / 0.25)
        draw_sprite(p, blob(0xDDE8FF, 32), self.at, 70, opacity=flash)
        p.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceOver)
        p.setOpacity(fade)
        p.setPen(QPen(SHADOW, 1))
        p.setBrush(STEEL)
        for angle, speed, spin in self.shards:
            d = speed * fall
            at = self.at + QPointF(math.cos(angle) * d, math.sin(angle) * d + 60 * t * t)
            p.save()
            p.translate(at)
            p.rotate(spin + 400 * t)
            p.drawPolygon(QPolygonF([QPointF(-3, -1.5), QPointF(3, -2), QPointF(1, 2)]))
            p.restore()
        p.setOpacity(1.0)
