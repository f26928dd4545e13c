"""A texture per general, generated from its id: the same id always gives the same pixels, and each
general its own picture (docs/look.md, "General plates").

The id's CRC seeds a private `random.Random` (never the global one) that picks a motif — ink wash
(水墨), auspicious clouds (祥云), waves (海水), mountains (山峦), bamboo (竹), flames (火), plum
blossom (梅) or the thunder meander (雷纹) — and every number of it: where the shapes lie, how
many, their sizes and the palette's shade of the kingdom's colour. Drawn with QPainter paths only.
"""

from __future__ import annotations

import itertools
import math
import random
import zlib
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QImage, QLinearGradient, QPainter, QPainterPath, QPen, QRadialGradient

from .. import theme

MOTIFS = ("ink", "clouds", "waves", "mountains", "bamboo", "flames", "plum", "thunder")


def seed_of(general: str) -> int:
    """The number a general's texture grows from (stable across runs and machines)."""
    return zlib.crc32(general.encode("utf-8"))


def motif_of(general: str) -> str:
    return MOTIFS[seed_of(general) % len(MOTIFS)]


@dataclass(frozen=True)
class Palette:
    ground: QColor      # the deep background
    mid: QColor         # the shapes' body
    light: QColor       # highlights, mist
    accent: QColor      # gold or ivory lines
    ink: QColor


def palette(kingdom: str | None, rng: random.Random) -> Palette:
    """The kingdom's colour in a shade of this general's own (hue and depth jitter)."""
    base = QColor(theme.KINGDOM.get(kingdom, theme.KINGDOM[None]))
    h, s = base.hsvHueF(), base.hsvSaturationF()
    h = (max(h, 0.0) + rng.uniform(-0.04, 0.04)) % 1.0
    s = min(1.0, s * rng.uniform(0.75, 1.2))
    ground = QColor.fromHsvF(h, min(1.0, s * 0.75), rng.uniform(0.13, 0.26))
    mid = QColor.fromHsvF(h, min(1.0, s * 0.85), rng.uniform(0.32, 0.52))
    light = QColor.fromHsvF(h, s * 0.4, rng.uniform(0.72, 0.84))
    accent = QColor("#d9b66a") if rng.random() < 0.6 else QColor("#efe4c8")
    return Palette(ground, mid, light, accent, QColor("#0d0d0d"))


def alpha(c: QColor, a: float) -> QColor:
    out = QColor(c)
    out.setAlphaF(max(0.0, min(1.0, a)))
    return out


# --------------------------------------------------------------------------- motifs
Motif = Callable[[QPainter, random.Random, float, float, Palette], None]


def _ink(p: QPainter, rng: random.Random, w: float, h: float, pal: Palette) -> None:
    """水墨: soft washes, then a few brush strokes of varying width."""
    for _ in range(rng.randint(5, 9)):
        c = QPointF(rng.uniform(0, w), rng.uniform(0, h))
        r = rng.uniform(0.25, 0.6) * max(w, h)
        g = QRadialGradient(c, r)
        g.setColorAt(0, alpha(pal.light if rng.random() < 0.5 else pal.ink, rng.uniform(0.18, 0.4)))
        g.setColorAt(1, alpha(pal.ground, 0))
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QBrush(g))
        p.drawEllipse(c, r, r)
    for _ in range(rng.randint(2, 3)):
        pts = [QPointF(rng.uniform(-0.1, 0.3) * w, rng.uniform(0.1, 0.9) * h),
               QPointF(rng.uniform(0.2, 0.6) * w, rng.uniform(0, h)),
               QPointF(rng.uniform(0.4, 0.9) * w, rng.uniform(0, h)),
               QPointF(rng.uniform(0.7, 1.1) * w, rng.uniform(0.1, 0.9) * h)]
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(alpha(pal.ink, rng.uniform(0.45, 0.7)))
        p.drawPath(brush_stroke(pts, rng.uniform(0.05, 0.11) * w, rng))


def brush_stroke(pts: list[QPointF], width: float, rng: random.Random) -> QPainterPath:
    """A brush stroke along the cubic through `pts`: full in the middle, tapering to both ends, its
    edge a little uneven (a dry brush)."""
    def at(t: float) -> QPointF:
        a, b, c, d = pts
        u = 1 - t
        return a * (u * u * u) + b * (3 * u * u * t) + c * (3 * u * t * t) + d * (t * t * t)

    n = 40
    left: list[QPointF] = []
    right: list[QPointF] = []
    for i in range(n + 1):
        t = i / n
        here, ahead = at(t), at(min(1.0, t + 0.01) if t < 1 else t - 0.01)
        dx, dy = ahead.x() - here.x(), ahead.y() - here.y()
        if t >= 1:
            dx, dy = -dx, -dy
        length = math.hypot(dx, dy) or 1.0
        nx, ny = -dy / length, dx / length
        half = width / 2 * math.sin(math.pi * min(1.0, t * 1.15)) ** 0.6 * rng.uniform(0.85, 1.0)
        left.append(here + QPointF(nx * half, ny * half))
        right.append(here - QPointF(nx * half, ny * half))
    path = QPainterPath(left[0])
    for q in left[1:] + right[::-1]:
        path.lineTo(q)
    path.closeSubpath()
    return path


def _cloud(cx: float, cy: float, s: float, turn: int) -> QPainterPath:
    """One 祥云: a row of swelling lobes over a flat base, ending in a curl."""
    path = QPainterPath()
    lobes = [(-1.1, 0.1, 0.55), (-0.45, -0.25, 0.7), (0.35, -0.15, 0.62), (1.0, 0.12, 0.48)]
    for dx, dy, r in lobes:
        path.addEllipse(QPointF(cx + dx * s * turn, cy + dy * s), r * s, r * s)
    base = QPainterPath()
    base.addRoundedRect(QRectF(cx - 1.6 * s, cy, 3.2 * s, 0.5 * s), 0.25 * s, 0.25 * s)
    return path.united(base).simplified()


def _curl(cx: float, cy: float, s: float) -> QPainterPath:
    path = QPainterPath(QPointF(cx, cy))
    r = s
    angle = 0.0
    for _ in range(22):             # an inward spiral
        angle += 0.45
        r *= 0.9
        path.lineTo(cx + r * math.cos(angle) - s, cy + r * math.sin(angle))
    return path


def _clouds(p: QPainter, rng: random.Random, w: float, h: float, pal: Palette) -> None:
    for _ in range(rng.randint(2, 4)):
        s = rng.uniform(0.12, 0.2) * w
        cx, cy = rng.uniform(0.05, 0.95) * w, rng.uniform(0.1, 0.95) * h
        shape = _cloud(cx, cy, s, 1 if rng.random() < 0.5 else -1)
        p.setPen(QPen(alpha(pal.accent, 0.7), max(1.0, s * 0.09)))
        p.setBrush(alpha(pal.light, rng.uniform(0.18, 0.35)))
        p.drawPath(shape)
        p.setPen(QPen(alpha(pal.accent, 0.55), max(1.0, s * 0.07), Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawPath(_curl(cx + 1.6 * s, cy + 0.2 * s, s * 0.45))


def _waves(p: QPainter, rng: random.Random, w: float, h: float, pal: Palette) -> None:
    """海水: rows of nested arcs (the scale pattern) rising from the bottom, a crest above."""
    r = rng.uniform(0.1, 0.17) * w
    top = rng.uniform(0.35, 0.6) * h
    rows = int((h - top) / (r * 0.5)) + 2
    rings = rng.randint(3, 5)
    for row in range(rows):
        y = top + row * r * 0.5
        shift = (row % 2) * r
        x = -r + shift
        while x < w + r:
            for k in range(rings):
                rr = r * (1 - k / rings)
                col = pal.light if k % 2 == 0 else pal.mid
                p.setPen(QPen(alpha(pal.accent, 0.35), 0.8))
                p.setBrush(alpha(col, 0.55 if k % 2 == 0 else 0.8))
                p.drawPie(QRectF(x - rr, y - rr, 2 * rr, 2 * rr), 0, 180 * 16)
            x += 2 * r
    crest = QPainterPath(QPointF(-5, top))
    x = -5.0
    while x < w + 10:
        step = rng.uniform(0.18, 0.3) * w
        crest.quadTo(QPointF(x + step / 2, top - rng.uniform(0.04, 0.12) * h), QPointF(x + step, top))
        x += step
    p.setPen(QPen(alpha(pal.light, 0.8), max(1.2, w * 0.018), Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawPath(crest)


def _ridge(rng: random.Random, w: float, base: float, height: float) -> QPainterPath:
    path = QPainterPath(QPointF(-2, base))
    x = -2.0
    y = base - rng.uniform(0.2, 0.6) * height
    path.lineTo(x, y)
    while x < w + 2:
        nx = x + rng.uniform(0.1, 0.25) * w
        ny = base - rng.uniform(0.2, 1.0) * height
        path.quadTo(QPointF((x + nx) / 2, min(y, ny) - rng.uniform(0, 0.3) * height), QPointF(nx, ny))
        x, y = nx, ny
    path.lineTo(w + 2, base + height)
    path.lineTo(-2, base + height)
    path.closeSubpath()
    return path


def _mountains(p: QPainter, rng: random.Random, w: float, h: float, pal: Palette) -> None:
    """山峦: a pale sun or moon, then ridges nearer and darker, mist between them."""
    sun = QPointF(rng.uniform(0.25, 0.8) * w, rng.uniform(0.12, 0.35) * h)
    sr = rng.uniform(0.08, 0.14) * w
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(alpha(pal.accent, 0.55))
    p.drawEllipse(sun, sr, sr)
    layers = rng.randint(3, 5)
    for i in range(layers):
        base = h * (0.4 + 0.5 * i / layers)
        path = _ridge(rng, w, base, h * rng.uniform(0.12, 0.25))
        shade = QColor(pal.light if i == 0 else pal.mid).darker(100 + 35 * i)
        g = QLinearGradient(0, base - h * 0.25, 0, base + h * 0.2)
        g.setColorAt(0, alpha(shade, 0.95))
        g.setColorAt(1, alpha(shade, 0.35))
        p.setBrush(QBrush(g))
        p.drawPath(path)


def _bamboo(p: QPainter, rng: random.Random, w: float, h: float, pal: Palette) -> None:
    """竹: stalks with their nodes, and leaves in fans."""
    for _ in range(rng.randint(3, 5)):
        x = rng.uniform(0.05, 0.95) * w
        sw = rng.uniform(0.04, 0.08) * w
        lean = rng.uniform(-0.08, 0.08) * w
        p.save()
        p.translate(x, h)
        p.rotate(math.degrees(math.atan2(lean, h)))
        y = 0.0
        while y > -h * 1.1:
            seg = rng.uniform(0.14, 0.24) * h
            p.setPen(Qt.PenStyle.NoPen)
            g = QLinearGradient(-sw / 2, 0, sw / 2, 0)
            g.setColorAt(0, alpha(pal.light, 0.75))
            g.setColorAt(1, alpha(pal.mid, 0.9))
            p.setBrush(QBrush(g))
            p.drawRoundedRect(QRectF(-sw / 2, y - seg, sw, seg - 1.5), sw * 0.2, sw * 0.2)
            p.setPen(QPen(alpha(pal.ink, 0.6), 1.2))
            p.drawLine(QPointF(-sw / 2 - 1, y - 1), QPointF(sw / 2 + 1, y - 1))
            y -= seg
        p.restore()
    for _ in range(rng.randint(3, 6)):
        c = QPointF(rng.uniform(0, w), rng.uniform(0.05, 0.7) * h)
        for _k in range(rng.randint(3, 5)):
            angle = rng.uniform(-170, -10)
            length = rng.uniform(0.12, 0.22) * w
            leaf = QPainterPath(QPointF(0, 0))
            leaf.quadTo(QPointF(length * 0.5, -length * 0.14), QPointF(length, 0))
            leaf.quadTo(QPointF(length * 0.5, length * 0.14), QPointF(0, 0))
            p.save()
            p.translate(c)
            p.rotate(angle)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(alpha(pal.ink if rng.random() < 0.5 else pal.light, 0.6))
            p.drawPath(leaf)
            p.restore()


def _flame(x: float, base: float, fw: float, fh: float, sway: float) -> QPainterPath:
    path = QPainterPath(QPointF(x - fw / 2, base))
    path.cubicTo(QPointF(x - fw * 0.7, base - fh * 0.4), QPointF(x + sway - fw * 0.2, base - fh * 0.7),
                 QPointF(x + sway, base - fh))
    path.cubicTo(QPointF(x + sway + fw * 0.1, base - fh * 0.6), QPointF(x + fw * 0.7, base - fh * 0.35),
                 QPointF(x + fw / 2, base))
    path.closeSubpath()
    return path


def _flames(p: QPainter, rng: random.Random, w: float, h: float, pal: Palette) -> None:
    """火: tongues of flame rising from the bottom, and sparks."""
    p.setPen(Qt.PenStyle.NoPen)
    hot = QColor("#f0a040")
    for layer in range(2):
        for _ in range(rng.randint(4, 7)):
            x = rng.uniform(0, w)
            fw = rng.uniform(0.18, 0.35) * w
            fh = rng.uniform(0.35, 0.8) * h * (1 - 0.3 * layer)
            path = _flame(x, h + 4, fw, fh, rng.uniform(-0.25, 0.25) * fw)
            g = QLinearGradient(0, h, 0, h - fh)
            g.setColorAt(0, alpha(hot if layer else pal.light, 0.75))
            g.setColorAt(1, alpha(pal.mid if layer else pal.accent, 0.05))
            p.setBrush(QBrush(g))
            p.drawPath(path)
    for _ in range(rng.randint(6, 14)):
        p.setBrush(alpha(hot, rng.uniform(0.4, 0.9)))
        r = rng.uniform(0.6, 1.8)
        p.drawEllipse(QPointF(rng.uniform(0, w), rng.uniform(0.05, 0.6) * h), r, r)


def _branch(p: QPainter, rng: random.Random, start: QPointF, angle: float, length: float, width: float,
            depth: int, tips: list[QPointF], pal: Palette) -> None:
    end = start + QPointF(math.cos(angle) * length, math.sin(angle) * length)
    mid = (start + end) / 2 + QPointF(rng.uniform(-0.2, 0.2) * length, rng.uniform(-0.2, 0.2) * length)
    path = QPainterPath(start)
    path.quadTo(mid, end)
    p.setPen(QPen(alpha(pal.ink, 0.85), width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    p.drawPath(path)
    tips.append(end)
    if depth > 0:
        for _ in range(rng.randint(1, 2)):
            _branch(p, rng, end, angle + rng.uniform(-0.9, 0.9), length * rng.uniform(0.5, 0.75), width * 0.6,
                    depth - 1, tips, pal)


def _plum(p: QPainter, rng: random.Random, w: float, h: float, pal: Palette) -> None:
    """梅: a dark branch from one edge, blossoms of five petals along it."""
    tips: list[QPointF] = []
    left = rng.random() < 0.5
    start = QPointF(-4 if left else w + 4, rng.uniform(0.5, 0.95) * h)
    angle = rng.uniform(-0.9, -0.3) if left else math.pi - rng.uniform(-0.9, -0.3)
    p.setBrush(Qt.BrushStyle.NoBrush)
    _branch(p, rng, start, angle, rng.uniform(0.45, 0.7) * w, max(2.0, w * 0.045), 3, tips, pal)
    blossom = QColor("#f3d6dc") if rng.random() < 0.5 else QColor("#fbf4e6")
    for tip in tips:
        if rng.random() < 0.3:
            continue
        r = rng.uniform(0.025, 0.045) * w
        p.setPen(QPen(alpha(pal.accent, 0.7), 0.6))
        p.setBrush(alpha(blossom, 0.9))
        for k in range(5):
            a = k * 2 * math.pi / 5 + rng.uniform(0, 0.3)
            p.drawEllipse(tip + QPointF(math.cos(a) * r, math.sin(a) * r), r * 0.8, r * 0.8)
        p.setBrush(alpha(pal.accent, 0.95))
        p.drawEllipse(tip, r * 0.35, r * 0.35)


def _thunder(p: QPainter, rng: random.Random, w: float, h: float, pal: Palette) -> None:
    """雷纹: a grid of square spirals, and a bolt across it."""
    cell = rng.uniform(0.16, 0.26) * w
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(QPen(alpha(pal.light, 0.35), max(1.0, cell * 0.07)))
    y = -rng.uniform(0, cell)
    row = 0
    while y < h:
        x = -rng.uniform(0, cell) + (row % 2) * cell / 2
        while x < w:
            path = QPainterPath(QPointF(x, y))
            s = cell * 0.9
            cx, cy = x, y
            for k in range(6):      # the meander winds inward
                d = s * (1 - k * 0.16)
                dx, dy = [(d, 0), (0, d), (-d * 0.85, 0), (0, -d * 0.7)][k % 4]
                cx, cy = cx + dx, cy + dy
                path.lineTo(cx, cy)
            p.drawPath(path)
            x += cell
        y += cell
        row += 1
    bolt = QPainterPath(QPointF(rng.uniform(0.3, 0.7) * w, -2))
    x, y = bolt.currentPosition().x(), -2.0
    while y < h:
        x += rng.uniform(-0.25, 0.25) * w
        y += rng.uniform(0.12, 0.22) * h
        bolt.lineTo(x, y)
    p.setPen(QPen(alpha(pal.accent, 0.9), max(1.5, w * 0.02), Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                  Qt.PenJoinStyle.MiterJoin))
    p.drawPath(bolt)


def _moon(p: QPainter, rng: random.Random, w: float, h: float, pal: Palette) -> None:
    """A moon with its halo (full, or a crescent)."""
    c = QPointF(rng.uniform(0.2, 0.85) * w, rng.uniform(0.08, 0.4) * h)
    r = rng.uniform(0.09, 0.16) * w
    halo = QRadialGradient(c, r * 2.6)
    halo.setColorAt(0, alpha(pal.light, 0.35))
    halo.setColorAt(1, alpha(pal.light, 0))
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QBrush(halo))
    p.drawEllipse(c, r * 2.6, r * 2.6)
    disc = QPainterPath()
    disc.addEllipse(c, r, r)
    if rng.random() < 0.5:
        bite = QPainterPath()
        bite.addEllipse(c + QPointF(r * rng.uniform(0.35, 0.6), -r * 0.2), r, r)
        disc = disc.subtracted(bite)
    p.setBrush(alpha(QColor("#f6ecd0"), 0.85))
    p.drawPath(disc)


def _birds(p: QPainter, rng: random.Random, w: float, h: float, pal: Palette) -> None:
    """A flight of birds: small brushed Vs."""
    cx, cy = rng.uniform(0.2, 0.8) * w, rng.uniform(0.1, 0.45) * h
    p.setBrush(Qt.BrushStyle.NoBrush)
    for _ in range(rng.randint(3, 7)):
        x, y = cx + rng.uniform(-0.3, 0.3) * w, cy + rng.uniform(-0.12, 0.12) * h
        s = rng.uniform(0.03, 0.06) * w
        path = QPainterPath(QPointF(x - s, y - s * 0.3))
        path.quadTo(QPointF(x - s * 0.4, y - s * 0.6), QPointF(x, y))
        path.quadTo(QPointF(x + s * 0.4, y - s * 0.6), QPointF(x + s, y - s * 0.3))
        p.setPen(QPen(alpha(pal.ink, 0.8), max(1.0, s * 0.25), Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        p.drawPath(path)


def _stars(p: QPainter, rng: random.Random, w: float, h: float, pal: Palette) -> None:
    """A constellation: bright points joined by fine lines."""
    pts = [QPointF(rng.uniform(0.1, 0.9) * w, rng.uniform(0.05, 0.5) * h) for _ in range(rng.randint(4, 7))]
    p.setPen(QPen(alpha(pal.accent, 0.5), 0.8))
    for a, b in itertools.pairwise(pts):
        p.drawLine(a, b)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(alpha(QColor("#fff6dc"), 0.95))
    for q in pts:
        r = rng.uniform(1.0, 2.2)
        p.drawEllipse(q, r, r)


def _mist(p: QPainter, rng: random.Random, w: float, h: float, pal: Palette) -> None:
    """Bands of mist drifting across."""
    p.setPen(Qt.PenStyle.NoPen)
    for _ in range(rng.randint(2, 4)):
        y = rng.uniform(0.15, 0.85) * h
        band = QLinearGradient(0, y - 0.06 * h, 0, y + 0.06 * h)
        band.setColorAt(0, alpha(pal.light, 0))
        band.setColorAt(0.5, alpha(pal.light, rng.uniform(0.25, 0.45)))
        band.setColorAt(1, alpha(pal.light, 0))
        p.setBrush(QBrush(band))
        x = rng.uniform(-0.4, 0.2) * w
        p.drawRoundedRect(QRectF(x, y - 0.06 * h, rng.uniform(0.7, 1.3) * w, 0.12 * h), 0.06 * h, 0.06 * h)


def _rays(p: QPainter, rng: random.Random, w: float, h: float, pal: Palette) -> None:
    """Rays from a corner, like light through a window."""
    corner = QPointF(rng.choice((0.0, w)), rng.uniform(0, 0.3) * h)
    p.setPen(Qt.PenStyle.NoPen)
    for _ in range(rng.randint(3, 6)):
        a = rng.uniform(0.15, 1.4) if corner.x() == 0 else math.pi - rng.uniform(0.15, 1.4)
        spread = rng.uniform(0.03, 0.08)
        far = max(w, h) * 1.5
        ray = QPainterPath(corner)
        ray.lineTo(corner + QPointF(math.cos(a - spread) * far, math.sin(a - spread) * far))
        ray.lineTo(corner + QPointF(math.cos(a + spread) * far, math.sin(a + spread) * far))
        ray.closeSubpath()
        p.setBrush(alpha(pal.light, rng.uniform(0.08, 0.18)))
        p.drawPath(ray)


def _ripples(p: QPainter, rng: random.Random, w: float, h: float, pal: Palette) -> None:
    """Rings spreading on water."""
    c = QPointF(rng.uniform(0.15, 0.85) * w, rng.uniform(0.2, 0.8) * h)
    p.setBrush(Qt.BrushStyle.NoBrush)
    r = rng.uniform(0.05, 0.1) * w
    for k in range(rng.randint(3, 6)):
        p.setPen(QPen(alpha(pal.light, 0.5 - k * 0.07), 1.2))
        p.drawEllipse(c, r * (1 + k * 0.8), r * (1 + k * 0.8) * 0.45)


#: a second, lighter layer over the motif (its own draw of the id's numbers): two generals of one
#: kingdom and one motif still differ at a glance
ACCENTS: dict[str, Motif] = {"moon": _moon, "birds": _birds, "stars": _stars, "mist": _mist, "rays": _rays,
                             "ripples": _ripples}


DRAW: dict[str, Motif] = {"ink": _ink, "clouds": _clouds, "waves": _waves, "mountains": _mountains,
                          "bamboo": _bamboo, "flames": _flames, "plum": _plum, "thunder": _thunder}


def paint_texture(p: QPainter, general: str, kingdom: str | None, w: float, h: float) -> None:
    """Paint `general`'s texture over (0, 0, w, h) in the painter's coordinates."""
    rng = random.Random(seed_of(general))
    motif = motif_of(general)
    pal = palette(kingdom, rng)
    p.save()
    p.setClipRect(QRectF(0, 0, w, h))
    g = QLinearGradient(QPointF(0, 0), QPointF(w * rng.uniform(-0.3, 0.3), h))
    g.setColorAt(0, pal.mid)
    g.setColorAt(1, pal.ground)
    p.fillRect(QRectF(0, 0, w, h), QBrush(g))
    accent = list(ACCENTS)[(seed_of(general) // len(MOTIFS)) % len(ACCENTS)]
    if rng.random() < 0.5:          # the accent under the motif, or over it
        ACCENTS[accent](p, rng, w, h, pal)
        DRAW[motif](p, rng, w, h, pal)
    else:
        DRAW[motif](p, rng, w, h, pal)
        ACCENTS[accent](p, rng, w, h, pal)
    vignette = QRadialGradient(QPointF(w / 2, h * 0.45), max(w, h) * 0.75)
    vignette.setColorAt(0.55, QColor(0, 0, 0, 0))
    vignette.setColorAt(1.0, QColor(0, 0, 0, 150))
    p.fillRect(QRectF(0, 0, w, h), QBrush(vignette))
    p.restore()


@lru_cache(maxsize=256)
def texture_image(general: str, kingdom: str | None, w: int, h: int, dpr: float = 1.0) -> QImage:
    """`general`'s texture as an image of w×h logical pixels at `dpr` (cached: the same arguments
    give the very same image)."""
    img = QImage(max(1, round(w * dpr)), max(1, round(h * dpr)), QImage.Format.Format_ARGB32_Premultiplied)
    img.setDevicePixelRatio(dpr)
    img.fill(QColor(0, 0, 0, 0))
    p = QPainter(img)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    paint_texture(p, general, kingdom, w, h)
    p.end()
    return img
