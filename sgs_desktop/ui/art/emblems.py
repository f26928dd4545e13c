"""The card emblems (牌面图案): one drawing per card name, made of QPainter paths in a 100×100 box.

Every emblem is our own drawing, in one manner: a woodblock print on parchment, ink outlines over a
few materials (steel, wood, gold leaf, ink wash, cloth). Colour carries meaning only (docs/look.md):
fire and thunder are tinted as their damage is, healing shows a leaf green, and everything else
stays ink, steel and gold. The drawings live in `emblems_*.py` beside this module and register here
with `@emblem("key")`; `paint_emblem` draws one into any rectangle.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Sequence
from functools import lru_cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QImage,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QRadialGradient,
    QTransform,
)

Draw = Callable[[QPainter], None]
Pt = tuple[float, float]

#: key → drawing; filled by the emblems_* modules (imported at the end of this one)
EMBLEMS: dict[str, Draw] = {}

INK = QColor("#231d18")
INK_SOFT = QColor("#4a4038")
PAPER = QColor("#f3e6c8")
SHADOW = QColor("#d6c49c")     # an emblem's cast shadow on the parchment (opaque: overlaps stay even)
WIDTH = 2.4               # the ink outline, in the 100-unit box

#: the materials: (light, dark) ends of a gradient
MATERIALS: dict[str, tuple[str, str]] = {
    "steel": ("#f4f6f6", "#9aa4a9"),
    "blade": ("#ffffff", "#b9c2c6"),
    "iron": ("#8d949a", "#4a5056"),
    "gold": ("#f1d58e", "#b08432"),
    "wood": ("#9a7048", "#5e3f24"),
    "lacquer": ("#5a4636", "#2a211a"),
    "ink": ("#4a4038", "#1d1814"),
    "wash": ("#cfc3ad", "#9c8f78"),
    "cloth": ("#fbf3df", "#dccaa2"),
    "silver": ("#ffffff", "#b8bcc2"),
    "jade": ("#e8efe0", "#a9bca0"),
    "bronze": ("#c99b5c", "#7a5530"),
    "leaf": ("#7fcf86", "#2f8a3e"),       # help: healing
    "peach": ("#ffd9c2", "#ec8a78"),
    "blossom": ("#fff0f0", "#f2b8c0"),
    "fire": ("#ffd36a", "#e0411c"),       # fire damage
    "thunder": ("#d9d4ff", "#6a5ae0"),    # thunder damage
    "ice": ("#ffffff", "#b9dbe8"),
    "water": ("#dfe9ea", "#7f9aa0"),
    "grain": ("#f3d98a", "#c49a3a"),
    "horse": ("#c9b79b", "#7d6a52"),
    "horse_dark": ("#5a4a3c", "#241c16"),
    "horse_pale": ("#fbf7ee", "#c8bfae"),
}


def emblem(key: str) -> Callable[[Draw], Draw]:
    """Register the drawing of card `key` (one per key; a second is an error)."""
    def register(fn: Draw) -> Draw:
        if key in EMBLEMS:
            raise ValueError(f"the emblem of {key!r} is drawn twice")
        EMBLEMS[key] = fn
        return fn
    return register


def has_emblem(key: str) -> bool:
    return key in EMBLEMS


def paint_emblem(p: QPainter, key: str, rect: QRectF, shadow: bool = True) -> bool:
    """Draw card `key`'s emblem centred in `rect` (kept square); False (and a plain seal) for a
    key without one, so an unknown card never stops the table. The drawing is rendered once per
    key and device size (`emblem_image`) and copied from then on."""
    side = min(rect.width(), rect.height())
    t = p.worldTransform()
    ratio = p.device().devicePixelRatioF() if p.device() is not None else 1.0
    pixels = max(4, round(side * max(abs(t.m11()), abs(t.m22()), 0.05) * ratio))
    image = emblem_image(key, pixels, shadow)
    target = QRectF(rect.center().x() - side / 2, rect.center().y() - side / 2, side, side)
    p.save()
    p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    p.drawImage(target, image, QRectF(image.rect()))
    p.restore()
    return key in EMBLEMS


@lru_cache(maxsize=600)
def emblem_image(key: str, pixels: int, shadow: bool = True) -> QImage:
    """Card `key`'s emblem as a `pixels`-square image (transparent around it); with `shadow`, a flat
    copy of its outline cast a little down and right on the parchment under it."""
    image = QImage(pixels, pixels, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    p = QPainter(image)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.scale(pixels / 100.0, pixels / 100.0)
    (EMBLEMS.get(key) or _unknown)(p)
    p.end()
    if not shadow or key not in EMBLEMS:
        return image
    cast = QImage(pixels, pixels, QImage.Format.Format_ARGB32_Premultiplied)
    cast.fill(Qt.GlobalColor.transparent)
    p = QPainter(cast)
    p.drawImage(QPointF(pixels * 0.018, pixels * 0.024), image)
    p.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceIn)
    p.fillRect(cast.rect(), SHADOW)
    p.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceOver)
    p.drawImage(QPointF(0, 0), image)
    p.end()
    return cast


def _unknown(p: QPainter) -> None:
    ring(p, 50, 50, 30, "wash")


# ----------------------------------------------------------------------------- paths


def path_of(*pts: Pt, close: bool = True) -> QPainterPath:
    """A polygon (or polyline) through `pts`."""
    path = QPainterPath(QPointF(*pts[0]))
    for x, y in pts[1:]:
        path.lineTo(x, y)
    if close:
        path.closeSubpath()
    return path


def smooth(pts: Sequence[Pt], close: bool = True, tension: float = 0.5) -> QPainterPath:
    """A smooth curve through `pts` (Catmull-Rom as cubic Béziers)."""
    n = len(pts)
    path = QPainterPath(QPointF(*pts[0]))
    last = n if close else n - 1
    for i in range(last):
        p0 = pts[(i - 1) % n] if close or i > 0 else pts[i]
        p1, p2 = pts[i], pts[(i + 1) % n]
        p3 = pts[(i + 2) % n] if close or i + 2 < n else p2
        k = tension / 3.0 * 2
        c1 = (p1[0] + (p2[0] - p0[0]) * k / 2, p1[1] + (p2[1] - p0[1]) * k / 2)
        c2 = (p2[0] - (p3[0] - p1[0]) * k / 2, p2[1] - (p3[1] - p1[1]) * k / 2)
        path.cubicTo(QPointF(*c1), QPointF(*c2), QPointF(*p2))
    if close:
        path.closeSubpath()
    return path


def ellipse(cx: float, cy: float, rx: float, ry: float | None = None) -> QPainterPath:
    path = QPainterPath()
    path.addEllipse(QPointF(cx, cy), rx, rx if ry is None else ry)
    return path


def rect_path(x: float, y: float, w: float, h: float, r: float = 0.0) -> QPainterPath:
    path = QPainterPath()
    if r:
        path.addRoundedRect(QRectF(x, y, w, h), r, r)
    else:
        path.addRect(QRectF(x, y, w, h))
    return path


def moved(path: QPainterPath, angle: float = 0.0, dx: float = 0.0, dy: float = 0.0,
          sx: float = 1.0, sy: float = 1.0) -> QPainterPath:
    """`path` scaled, turned by `angle` degrees about the origin, then moved by (dx, dy)."""
    t = QTransform()
    t.translate(dx, dy)
    t.rotate(angle)
    t.scale(sx, sy)
    return t.map(path)


def mirrored(path: QPainterPath, axis_x: float = 50.0) -> QPainterPath:
    t = QTransform(-1, 0, 0, 1, 2 * axis_x, 0)
    return t.map(path)


def union(*paths: QPainterPath) -> QPainterPath:
    out = QPainterPath()
    for path in paths:
        out = out.united(path)
    return out


def polar(cx: float, cy: float, r: float, deg: float) -> Pt:
    a = math.radians(deg)
    return (cx + r * math.cos(a), cy + r * math.sin(a))


# ----------------------------------------------------------------------------- paint


def brush(material: str, path: QPainterPath, angle: float = 90.0) -> QBrush:
    """A material's gradient across `path`'s box; `angle` 90 runs top (light) to bottom (dark)."""
    light, dark = MATERIALS[material]
    box = path.boundingRect()
    c = box.center()
    r = max(box.width(), box.height()) / 2 or 1.0
    dx, dy = math.cos(math.radians(angle)) * r, math.sin(math.radians(angle)) * r
    grad = QLinearGradient(c.x() - dx, c.y() - dy, c.x() + dx, c.y() + dy)
    grad.setColorAt(0.0, QColor(light))
    grad.setColorAt(1.0, QColor(dark))
    return QBrush(grad)


def glow(cx: float, cy: float, r: float, colour: str, alpha: int = 140) -> QBrush:
    grad = QRadialGradient(cx, cy, r)
    c = QColor(colour)
    c.setAlpha(alpha)
    grad.setColorAt(0, c)
    c2 = QColor(colour)
    c2.setAlpha(0)
    grad.setColorAt(1, c2)
    return QBrush(grad)


def fill(p: QPainter, path: QPainterPath, material: str | QColor | QBrush = "ink", width: float = WIDTH,
         angle: float = 90.0, outline: QColor | None = None) -> None:
    """Fill `path` with a material and ink its outline (`width` 0: no outline)."""
    if isinstance(material, str):
        b = brush(material, path, angle)
    elif isinstance(material, QColor):
        b = QBrush(material)
    else:
        b = material
    p.setBrush(b)
    if width > 0:
        pen = QPen(outline or INK, width)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        p.setPen(pen)
    else:
        p.setPen(Qt.PenStyle.NoPen)
    p.drawPath(path)


def stroke(p: QPainter, path: QPainterPath, width: float = WIDTH, colour: QColor | str = INK,
           cap: Qt.PenCapStyle = Qt.PenCapStyle.RoundCap) -> None:
    """Ink a line (no fill)."""
    pen = QPen(QColor(colour), width)
    pen.setCapStyle(cap)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    p.setPen(pen)
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawPath(path)


def line(p: QPainter, pts: Iterable[Pt], width: float = WIDTH, colour: QColor | str = INK) -> None:
    stroke(p, path_of(*pts, close=False), width, colour)


def curve(p: QPainter, pts: Sequence[Pt], width: float = WIDTH, colour: QColor | str = INK) -> None:
    stroke(p, smooth(pts, close=False), width, colour)


def ring(p: QPainter, cx: float, cy: float, r: float, material: str = "gold", width: float = WIDTH) -> None:
    fill(p, ellipse(cx, cy, r), material, width)


def dots(p: QPainter, pts: Iterable[Pt], r: float = 1.6, material: str = "gold") -> None:
    for x, y in pts:
        fill(p, ellipse(x, y, r), material, 1.0)


def spark(cx: float, cy: float, r_out: float, r_in: float, points: int = 8, turn: float = 0.0) -> QPainterPath:
    """A star burst (the clash of blades, a pearl's light)."""
    pts = []
    for i in range(points * 2):
        r = r_out if i % 2 == 0 else r_in
        pts.append(polar(cx, cy, r, turn + i * 180.0 / points))
    return path_of(*pts)


def flame(cx: float, base: float, w: float, h: float, lean: float = 0.0) -> QPainterPath:
    """One tongue of flame standing on (cx, base), `h` tall, leaning `lean` units at the tip."""
    return smooth([(cx - w / 2, base), (cx - w * 0.55, base - h * 0.35), (cx - w * 0.2, base - h * 0.7),
                   (cx + lean, base - h), (cx + w * 0.3, base - h * 0.55), (cx + w * 0.5, base - h * 0.25),
                   (cx + w / 2, base)], tension=0.6)


def fire(p: QPainter, cx: float, base: float, w: float, h: float, lean: float = 0.0) -> None:
    """A flame: the outer tongue in fire, an inner core lighter."""
    fill(p, flame(cx, base, w, h, lean), "fire", WIDTH * 0.8, angle=-90)
    fill(p, flame(cx + lean * 0.2, base - h * 0.05, w * 0.5, h * 0.55, lean * 0.4), QColor("#fff1b8"), 0)


def bolt(cx: float, top: float, h: float, w: float = 18.0) -> QPainterPath:
    """A lightning bolt, `h` tall, from (cx, top) down."""
    return path_of((cx + w * 0.15, top), (cx - w * 0.5, top + h * 0.55), (cx - w * 0.02, top + h * 0.52),
                   (cx - w * 0.3, top + h), (cx + w * 0.5, top + h * 0.38), (cx + w * 0.02, top + h * 0.42),
                   (cx + w * 0.4, top))


def cloud(cx: float, cy: float, w: float) -> QPainterPath:
    """A puffed cloud (祥云 drawn round)."""
    s = w / 60.0
    return union(ellipse(cx - 18 * s, cy + 2 * s, 14 * s, 10 * s), ellipse(cx, cy - 6 * s, 17 * s, 14 * s),
                 ellipse(cx + 18 * s, cy + 1 * s, 14 * s, 11 * s), rect_path(cx - 26 * s, cy, 52 * s, 10 * s, 5 * s))


class Figure:
    """Parts drawn in their own frame (a weapon along +x), then placed by one transform."""

    def __init__(self) -> None:
        self.parts: list[tuple[QPainterPath, str | QColor, float, float, bool]] = []

    def add(self, path: QPainterPath, material: str | QColor = "ink", width: float = WIDTH,
            angle: float = 90.0, line_only: bool = False) -> Figure:
        self.parts.append((path, material, width, angle, line_only))
        return self

    def line(self, pts: Sequence[Pt], width: float = WIDTH * 0.6, colour: str = "#231d18") -> Figure:
        return self.add(path_of(*pts, close=False), QColor(colour), width, line_only=True)

    def draw(self, p: QPainter, angle: float = 0.0, dx: float = 0.0, dy: float = 0.0, scale: float = 1.0,
             flip: bool = False) -> None:
        t = QTransform()
        t.translate(dx, dy)
        t.rotate(angle)
        t.scale(scale, -scale if flip else scale)
        for path, material, width, grad_angle, line_only in self.parts:
            if line_only:
                stroke(p, t.map(path), width * scale, material if isinstance(material, QColor) else INK)
            else:
                fill(p, t.map(path), material, width * min(1.0, scale + 0.2), grad_angle + angle)


def speed_lines(p: QPainter, x0: float, x1: float, ys: Iterable[float], width: float = 1.8) -> None:
    for y in ys:
        line(p, [(x0, y), (x1, y)], width, INK_SOFT)


# the drawings register themselves on import (the modules import the helpers above)
from . import emblems_basic, emblems_gear, emblems_horses, emblems_tricks, emblems_weapons  # noqa: E402,F401
