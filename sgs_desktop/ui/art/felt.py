"""The table's felt, drawn by our own code from seeded numbers (no image file; docs/look.md: "a
deep felt with faint clouds"): a deep green ground under a lamp (a radial glow), a woven grain —
a twill of warp and weft threads, each its own shade, one device pixel a thread at every zoom —,
faint 祥云 scattered over it (the backdrop's cloud curl, `backdrop.cloud_path`, a shade lighter
than the felt), the table's worn ring with a thin gold thread inside it, and a vignette.
`felt_pixmap(size, scene)` paints it once per size in device pixels and keeps it; `paint_table`
blits it, pixel for pixel, for the painter's zoom, over all the view shows."""

from __future__ import annotations

import random
from collections import OrderedDict
from functools import cache

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QBrush, QColor, QImage, QPainter, QPen, QPixmap, QRadialGradient, QTransform

from .backdrop import cloud_path

SEED = 1808                 # the felt's numbers (the same felt on every run and machine)
RING = QRectF(190, 110, 1220, 540)      # the table's ring, in scene units (a 1600×900 scene)
SCENE = QSize(1600, 900)
FELT = QColor("#2e4a3a")
TILE = 96                   # the grain's tile, in device pixels

_CACHE: OrderedDict[tuple[int, ...], QPixmap] = OrderedDict()
_KEEP = 3


@cache
def grain_tile(seed: int = SEED) -> QImage:
    """The woven grain, one device pixel a thread: a twill (each thread over two, under two, a step
    along every row), each warp and weft thread a shade of its own, a little noise; light or dark
    at a few levels of 255 only, so it reads as cloth, not as a grid. (Made as bytes: a pixel at a
    time through Qt cost 45 ms of the first table.)"""
    rng = random.Random(seed)
    weft = [rng.uniform(-3.0, 3.0) for _ in range(TILE)]
    warp = [rng.uniform(-3.0, 3.0) for _ in range(TILE)]
    data = bytearray(TILE * TILE * 4)
    i = 0
    for y in range(TILE):
        for x in range(TILE):
            over = ((x + y) >> 1) & 1 == 0           # the twill: which thread is on top here
            v = (weft[y] + 2.5 if over else warp[x] - 2.5) + rng.uniform(-2.0, 2.0)
            a = min(255, int(abs(v) * 2.2))
            if v > 0:                               # premultiplied BGRA: light thread, or dark
                data[i:i + 4] = bytes((225 * a // 255, 250 * a // 255, a, a))
            else:
                data[i + 3] = a
            i += 4
    return QImage(bytes(data), TILE, TILE, TILE * 4, QImage.Format.Format_ARGB32_Premultiplied).copy()


def paint_felt(p: QPainter, area: QRectF, scene: QRectF, seed: int = SEED, grain: bool = True) -> None:
    """The felt over `area` for a scene at `scene` (both in device pixels: the grain's threads are
    a pixel wide at every zoom; without `grain`, only the soft parts): the glow, the ring and the
    clouds follow the scene."""
    rng = random.Random(seed)
    sx, sy = scene.width() / SCENE.width(), scene.height() / SCENE.height()
    glow = QRadialGradient(QPointF(scene.center().x(), scene.top() + scene.height() * 0.42), scene.width() * 0.62)
    glow.setColorAt(0.0, QColor("#3b5e48"))
    glow.setColorAt(0.55, FELT)
    glow.setColorAt(1.0, QColor("#18291f"))
    p.fillRect(area, glow)
    if grain:
        p.fillRect(area, QBrush(grain_tile(seed)))
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    # 祥云: faint, a shade lighter than the felt, a few inside the ring, more round it
    for i in range(18):
        inside = i < 6
        if inside:
            x = rng.uniform(0.2, 0.8) * scene.width()
            y = rng.uniform(0.2, 0.62) * scene.height()
        else:
            x = (i - 6 + rng.uniform(0.1, 0.9)) / 12 * scene.width()
            y = rng.choice((rng.uniform(0.02, 0.1), rng.uniform(0.74, 0.84))) * scene.height()
        r = rng.uniform(16, 30) * sx
        path = cloud_path(QPointF(scene.left() + x, scene.top() + y), r, flip=rng.random() < 0.5)
        alpha = rng.randint(10, 18)
        p.fillPath(path, QColor(200, 235, 205, alpha // 3))
        p.strokePath(path, QPen(QColor(200, 235, 205, alpha), max(0.6, r / 12)))
    # the table's ring: a worn band, a shadow outside it, a thin gold thread inside
    ring = QRectF(scene.left() + RING.x() * sx, scene.top() + RING.y() * sy, RING.width() * sx, RING.height() * sy)
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(QPen(QColor(0, 0, 0, 55), 12 * sx))
    p.drawEllipse(ring.adjusted(-4 * sx, -4 * sy, 4 * sx, 4 * sy))
    p.setPen(QPen(QColor("#44694f"), 5 * sx))
    p.drawEllipse(ring)
    p.setPen(QPen(QColor(217, 182, 106, 55), 1.2 * sx))
    p.drawEllipse(ring.adjusted(9 * sx, 9 * sy, -9 * sx, -9 * sy))
    p.setBrush(QColor(0, 0, 0, 16))         # the inner field a touch deeper: the playing area
    p.setPen(Qt.PenStyle.NoPen)
    p.drawEllipse(ring.adjusted(9 * sx, 9 * sy, -9 * sx, -9 * sy))
    vignette = QRadialGradient(scene.center(), max(area.width(), area.height()) * 0.68)
    vignette.setColorAt(0.62, QColor(0, 0, 0, 0))
    vignette.setColorAt(1.0, QColor(0, 0, 0, 120))
    p.fillRect(area, vignette)


def felt_pixmap(size: QSize, scene: QRectF | None = None) -> QPixmap:
    """The felt at `size` device pixels, the scene at `scene` in it (default: the whole of it),
    painted once and kept."""
    scene = scene if scene is not None else QRectF(0, 0, size.width(), size.height())
    key = (size.width(), size.height(), round(scene.x()), round(scene.y()), round(scene.width()),
           round(scene.height()))
    found = _CACHE.get(key)
    if found is not None:
        _CACHE.move_to_end(key)
        return found
    # the soft parts (glow, clouds, ring, vignette) at half the pixels, smoothly enlarged, then the
    # grain at every pixel: a quarter of the cost (80 → 25 ms for a full-HD table), the same look
    w, h = max(1, size.width()), max(1, size.height())
    half = QImage(max(1, (w + 1) // 2), max(1, (h + 1) // 2), QImage.Format.Format_RGB32)
    p = QPainter(half)
    k = half.width() / w
    paint_felt(p, QRectF(0, 0, half.width(), half.height()),
               QRectF(scene.x() * k, scene.y() * k, scene.width() * k, scene.height() * k), grain=False)
    p.end()
    image = half.scaled(w, h, Qt.AspectRatioMode.IgnoreAspectRatio, Qt.TransformationMode.SmoothTransformation)
    p = QPainter(image)
    p.fillRect(QRectF(0, 0, w, h), QBrush(grain_tile()))
    p.end()
    pixmap = QPixmap.fromImage(image)
    _CACHE[key] = pixmap
    while len(_CACHE) > _KEEP:
        _CACHE.popitem(last=False)
    return pixmap


def paint_table(p: QPainter, scene_rect: QRectF, exposed: QRectF) -> None:
    """The scene's background under `p` (a view's or a render's): the felt — rendered for exactly
    this zoom — over everything the device shows (a window wider or taller than the table's shape
    shows more felt, not a bare band)."""
    t = p.worldTransform()
    device = p.device()
    ratio = device.devicePixelRatioF() if device is not None else 1.0
    if t.type().value > QTransform.TransformationType.TxScale.value or t.m11() <= 0 or device is None:
        p.fillRect(exposed, FELT)
        return
    dev = QRectF(0, 0, device.width() / ratio, device.height() / ratio)      # (logical, untransformed)
    seen = t.inverted()[0].mapRect(dev).united(scene_rect)
    top_left = t.map(seen.topLeft())
    far = t.map(seen.bottomRight())
    at = QPointF(round(top_left.x() * ratio), round(top_left.y() * ratio))
    size = QSize(max(1, round(far.x() * ratio - at.x())), max(1, round(far.y() * ratio - at.y())))
    s0, s1 = t.map(scene_rect.topLeft()), t.map(scene_rect.bottomRight())
    scene_px = QRectF(s0.x() * ratio - at.x(), s0.y() * ratio - at.y(), (s1.x() - s0.x()) * ratio,
                      (s1.y() - s0.y()) * ratio)
    pixmap = felt_pixmap(size, scene_px)
    p.save()
    p.resetTransform()
    p.drawPixmap(QRectF(at.x() / ratio, at.y() / ratio, size.width() / ratio, size.height() / ratio), pixmap,
                 QRectF(pixmap.rect()))
    p.restore()
