"""The table effects' sprites (docs/look.md, "Effects"): soft round blobs, flame tongues and the
soft rim of a seat's glow, each drawn once by QPainter (radial gradients; a blur made by drawing a
small picture large) and kept, so a frame of an effect only copies pictures.

Also the envelopes the effects share (`rise_fall`, `ease_out`) and `rng(kind, seat, n)`: the one
seeded generator an effect draws its particles from (a private `random.Random`, never the global
one: the same effect at the same seat looks the same on every run)."""

from __future__ import annotations

import itertools
import math
import random
import zlib
from collections.abc import Callable
from functools import lru_cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPainterPath, QPen, QRadialGradient, QTransform


def rng(kind: str, seat: int, n: int) -> random.Random:
    """The generator of effect number `n` of `kind` at `seat` (CRC-seeded: no hash salt)."""
    return random.Random(zlib.crc32(f"{kind}:{seat}:{n}".encode()))


def ease_out(x: float) -> float:
    x = min(1.0, max(0.0, x))
    return 1 - (1 - x) ** 3


def rise_fall(t: float, rise: float, fall: float) -> float:
    """0 → 1 over [0, rise], 1 until `fall`, → 0 at 1 (an effect's brightness)."""
    if t <= 0 or t >= 1:
        return 0.0
    if t < rise:
        return t / rise
    if t > fall:
        return max(0.0, (1 - t) / (1 - fall))
    return 1.0


def _image(w: int, h: int) -> QImage:
    img = QImage(max(1, w), max(1, h), QImage.Format.Format_ARGB32_Premultiplied)
    img.fill(QColor(0, 0, 0, 0))
    return img


@lru_cache(maxsize=32)
def blob(rgb: int, radius: int = 32, core: float = 0.25) -> QImage:
    """A soft round spot of light: `rgb` (0xRRGGBB) whole in the middle (to `core` of the radius),
    fading to nothing at the edge."""
    img = _image(2 * radius, 2 * radius)
    p = QPainter(img)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    g = QRadialGradient(QPointF(radius, radius), radius)
    c = QColor(rgb)
    g.setColorAt(0, c)
    g.setColorAt(core, c)
    mid = QColor(c)
    mid.setAlpha(90)
    g.setColorAt(0.55, mid)
    g.setColorAt(1, QColor(c.red(), c.green(), c.blue(), 0))
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(g)
    p.drawEllipse(QRectF(0, 0, 2 * radius, 2 * radius))
    p.end()
    return img


@lru_cache(maxsize=8)
def flame(stage: int, size: int = 40) -> QImage:
    """A tongue of flame, `size` wide and twice as tall, its point up, soft at the edge (many drawn
    over each other, added, make a fire): stage 0 gold (young), 1 orange, 2 deep red (old and
    thin). The fire tint of docs/look.md (#e0411c → #ffd36a)."""
    w, h = size, size * 2
    img = _image(w, h)
    p = QPainter(img)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    path = QPainterPath(QPointF(w / 2, 0))
    path.cubicTo(QPointF(w * 0.58, h * 0.28), QPointF(w * 0.98, h * 0.52), QPointF(w * 0.9, h * 0.76))
    path.cubicTo(QPointF(w * 0.8, h * 0.99), QPointF(w * 0.2, h * 0.99), QPointF(w * 0.1, h * 0.76))
    path.cubicTo(QPointF(w * 0.02, h * 0.52), QPointF(w * 0.42, h * 0.28), QPointF(w / 2, 0))
    stops = (((255, 236, 160, 255), (255, 170, 60, 215), (230, 80, 20, 110)),
             ((255, 196, 96, 225), (240, 112, 30, 180), (200, 50, 15, 80)),
             ((235, 96, 40, 165), (190, 45, 20, 110), (120, 20, 10, 45)))[stage]
    g = QRadialGradient(QPointF(w / 2, h * 0.76), h * 0.72)
    for at, rgba in zip((0.0, 0.33, 0.66), stops, strict=True):
        g.setColorAt(at, QColor(*rgba))
    g.setColorAt(1, QColor(stops[2][0], stops[2][1], stops[2][2], 0))
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(g)
    p.drawPath(path)
    p.end()
    return img


@lru_cache(maxsize=4)
def sparkle(rgb: int, size: int = 32) -> QImage:
    """A four-pointed glint (桃's motes): thin bright rays on a small soft spot."""
    img = _image(size, size)
    p = QPainter(img)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.drawImage(QRectF(size * 0.2, size * 0.2, size * 0.6, size * 0.6), blob(rgb, 16, 0.3))
    c, r = size / 2, size / 2
    path = QPainterPath(QPointF(c, 0))
    for x, y in ((c + r * 0.12, c - r * 0.12), (size, c), (c + r * 0.12, c + r * 0.12), (c, size),
                 (c - r * 0.12, c + r * 0.12), (0, c), (c - r * 0.12, c - r * 0.12), (c, 0)):
        path.lineTo(QPointF(x, y))
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(255, 255, 240))
    p.drawPath(path)
    p.end()
    return img


@lru_cache(maxsize=16)
def rim(rgb: int, w: int, h: int, margin: int, width: float = 10.0, fill: int = 0) -> QImage:
    """The soft glow round a seat `w`×`h`: a rounded band of `rgb` `width` wide on its edge, blurred
    into the `margin` round it (and into the seat by as much), with the inside filled at alpha
    `fill`. Drawn small and scaled up: that is the blur."""
    k = 6                                        # (1/k scale: a cheap, smooth blur)
    big_w, big_h = w + 2 * margin, h + 2 * margin
    small = _image(max(2, big_w // k), max(2, big_h // k))
    p = QPainter(small)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.scale(small.width() / big_w, small.height() / big_h)
    c = QColor(rgb)
    box = QRectF(margin, margin, w, h)
    if fill:
        inside = QColor(c)
        inside.setAlpha(fill)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(inside)
        p.drawRoundedRect(box, 10, 10)
    p.setBrush(Qt.BrushStyle.NoBrush)
    for i, alpha in enumerate((80, 140, 230)):
        c.setAlpha(alpha)
        p.setPen(QPen(c, width * (2.2 - 0.6 * i)))
        p.drawRoundedRect(box, 10, 10)
    p.end()
    img = _image(big_w, big_h)
    p = QPainter(img)
    p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    p.drawImage(QRectF(0, 0, big_w, big_h), small)
    p.end()
    return img


def draw_sprite(p: QPainter, img: QImage, centre: QPointF, w: float, h: float | None = None,
                opacity: float = 1.0) -> None:
    """Copy a sprite centred on `centre`, `w` wide (`h` tall, else as the picture is), at `opacity`."""
    if opacity <= 0.01 or w <= 0.5:
        return
    h = w * img.height() / img.width() if h is None else h
    p.setOpacity(opacity)
    p.drawImage(QRectF(centre.x() - w / 2, centre.y() - h / 2, w, h), img)


def zigzag(r: random.Random, a: QPointF, b: QPointF, depth: int, spread: float) -> list[QPointF]:
    """A jagged line from `a` to `b`: the middle of each piece pushed aside by up to `spread` of its
    length, `depth` times over (midpoint displacement)."""
    pts = [a, b]
    for level in range(depth):
        out = [pts[0]]
        for p0, p1 in itertools.pairwise(pts):
            d = p1 - p0
            length = math.hypot(d.x(), d.y())
            normal = QPointF(-d.y(), d.x()) / length if length else QPointF(0, 0)
            push = r.uniform(-1, 1) * length * spread * (0.9 ** level)
            out += [(p0 + p1) / 2 + normal * push, p1]
        pts = out
    return pts


class Picture:
    """A large still part of an effect (a claw's cuts, the bolt, a glow's rim): `draw` paints it in
    the art's coordinates inside `rect`; it is drawn once per screen scale and copied pixel for
    pixel (a picture scaled at every frame costs more than all the rest of an effect)."""

    def __init__(self, rect: QRectF, draw: Callable[[QPainter], None]) -> None:
        self.rect, self.draw = QRectF(rect), draw
        self.cache: dict[float, QImage] = {}

    def image(self, scale: float) -> QImage:
        img = self.cache.get(scale)
        if img is None:
            if len(self.cache) > 2:
                self.cache.clear()
            img = _image(math.ceil(self.rect.width() * scale), math.ceil(self.rect.height() * scale))
            p = QPainter(img)
            p.setRenderHint(QPainter.RenderHint.Antialiasing)
            p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
            p.scale(scale, scale)
            p.translate(-self.rect.topLeft())
            self.draw(p)
            p.end()
            self.cache[scale] = img
        return img

    def paint(self, p: QPainter, part: QRectF | None = None) -> None:
        """Copy the picture (or the `part` of it: art coordinates) where it belongs, at the painter's
        opacity and composition."""
        part = QRectF(self.rect) if part is None else part.intersected(self.rect)
        if part.isEmpty():
            return
        t = p.worldTransform()
        dev = p.device()
        ratio = dev.devicePixelRatioF() if dev is not None else 1.0
        if t.type().value > QTransform.TransformationType.TxScale.value or abs(t.m11() - t.m22()) > 1e-6 \
                or t.m11() <= 0:
            img = self.image(1.0)
            p.drawImage(part, img, part.translated(-self.rect.topLeft()))
            return
        scale = round(t.m11() * ratio, 3)
        img = self.image(scale)
        at = t.map(part.topLeft())
        src = QRectF((part.left() - self.rect.left()) * scale, (part.top() - self.rect.top()) * scale,
                     part.width() * scale, part.height() * scale)
        p.save()
        p.resetTransform()
        p.drawImage(QRectF(round(at.x() * ratio) / ratio, round(at.y() * ratio) / ratio,
                           src.width() / ratio, src.height() / ratio), img, src)
        p.restore()
