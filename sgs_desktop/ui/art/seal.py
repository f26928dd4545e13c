"""Seals and stamps that look carved (docs/look.md): a kingdom's seal is white characters cut out of
its colour (白文印) with a slightly rough edge and worn specks; a stamp (阵亡) is coloured lines and
characters on nothing (朱文), tilted, with the ink missing here and there. The roughness is drawn
from a private random generator seeded by the text, so a seal always looks the same."""

from __future__ import annotations

import math
import random
import zlib
from functools import lru_cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QImage, QPainter, QPen, QPolygonF

from ..fonts import brush_font


def _rng(text: str, salt: str) -> random.Random:
    return random.Random(zlib.crc32(f"{salt}:{text}".encode()))


def rough_rect(rect: QRectF, rng: random.Random, wobble: float) -> QPolygonF:
    """A rectangle whose edges wander by up to `wobble` (a carved block's outline)."""
    pts: list[QPointF] = []
    corners = [rect.topLeft(), rect.topRight(), rect.bottomRight(), rect.bottomLeft()]
    for i, a in enumerate(corners):
        b = corners[(i + 1) % 4]
        for k in range(6):
            t = k / 6
            q = a + (b - a) * t
            pts.append(q + QPointF(rng.uniform(-wobble, wobble), rng.uniform(-wobble, wobble)))
    return QPolygonF(pts)


def _fit_text(text: str, box: QRectF) -> tuple[list[str], float]:
    """The seal's text in lines (one character big; a word of letters on one line; two or four
    characters in a square) and the brush size that fills `box`."""
    lines = [text]
    if len(text) == 4 and not text.isascii():
        lines = [text[:2], text[2:]]
    size = box.height() * 0.75
    while size > 3:
        m = QFontMetricsF(brush_font(size))
        if max(m.horizontalAdvance(line) for line in lines) <= box.width() and \
                m.height() * 0.92 * len(lines) <= box.height():
            break
        size -= 0.5
    return lines, size


def paint_seal(p: QPainter, rect: QRectF, text: str, colour: QColor) -> None:
    """A kingdom's carved seal over `rect`: `text` (its character) cut white out of `colour` (drawn
    once per text, colour, size and screen scale, and kept)."""
    dpr = _device_scale(p)
    img = seal_image(text, colour.name(), round(rect.width()), round(rect.height()), dpr)
    p.save()
    p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    p.drawImage(rect, img)
    p.restore()


@lru_cache(maxsize=128)
def seal_image(text: str, colour_name: str, w: int, h: int, dpr: float = 1.0) -> QImage:
    """The seal of `paint_seal` as an image of w×h logical pixels (transparent around it)."""
    img = QImage(max(1, round(w * dpr)), max(1, round(h * dpr)), QImage.Format.Format_ARGB32_Premultiplied)
    img.setDevicePixelRatio(dpr)
    img.fill(QColor(0, 0, 0, 0))
    p = QPainter(img)
    _paint_seal(p, QRectF(0, 0, w, h), text, QColor(colour_name))
    p.end()
    return img


def _device_scale(p: QPainter) -> float:
    t = p.worldTransform()
    dev = p.device()
    ratio = dev.devicePixelRatioF() if dev is not None else 1.0
    return max(0.25, round(math.hypot(t.m11(), t.m12()) * ratio, 2))


def _paint_seal(p: QPainter, rect: QRectF, text: str, colour: QColor) -> None:
    rng = _rng(text, colour.name())
    s = min(rect.width(), rect.height())
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    block = rough_rect(rect.adjusted(0.5, 0.5, -0.5, -0.5), rng, s * 0.025)
    p.setPen(QPen(colour.darker(160), max(0.6, s * 0.03)))
    p.setBrush(colour)
    p.drawPolygon(block)
    inner = rect.adjusted(s * 0.1, s * 0.1, -s * 0.1, -s * 0.1)
    p.setPen(QPen(QColor(255, 250, 240, 220), max(0.6, s * 0.045)))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawPolygon(rough_rect(inner, rng, s * 0.012))
    lines, size = _fit_text(text, inner.adjusted(s * 0.04, s * 0.02, -s * 0.04, -s * 0.02))
    p.setFont(brush_font(size))
    p.setPen(QColor(255, 250, 240))
    p.drawText(inner, Qt.AlignmentFlag.AlignCenter, "\n".join(lines))
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(colour)
    for _ in range(max(3, int(s / 4))):         # worn specks over the letters
        r = rng.uniform(0.01, 0.03) * s
        p.drawEllipse(QPointF(rng.uniform(inner.left(), inner.right()), rng.uniform(inner.top(), inner.bottom())),
                      r, r)
    p.restore()


@lru_cache(maxsize=64)
def stamp_image(text: str, colour: str, w: int, h: int, dpr: float = 1.0) -> QImage:
    """A stamp (阵亡): `text` in a double frame, in `colour`, with its ink worn off in specks;
    transparent around it (cached)."""
    img = QImage(max(1, round(w * dpr)), max(1, round(h * dpr)), QImage.Format.Format_ARGB32_Premultiplied)
    img.setDevicePixelRatio(dpr)
    img.fill(QColor(0, 0, 0, 0))
    rng = _rng(text, "stamp")
    ink = QColor(colour)
    p = QPainter(img)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    s = min(w, h)
    outer = QRectF(s * 0.05, s * 0.05, w - s * 0.1, h - s * 0.1)
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(QPen(ink, s * 0.07))
    p.drawPolygon(rough_rect(outer, rng, s * 0.015))
    p.setPen(QPen(ink, s * 0.025))
    inner = outer.adjusted(s * 0.09, s * 0.09, -s * 0.09, -s * 0.09)
    p.drawPolygon(rough_rect(inner, rng, s * 0.01))
    box = inner.adjusted(s * 0.04, 0, -s * 0.04, 0)
    size = box.height() * 0.7
    while size > 3 and QFontMetricsF(brush_font(size)).horizontalAdvance(text) > box.width():
        size -= 0.5
    p.setFont(brush_font(size))
    p.setPen(ink)
    p.drawText(box, Qt.AlignmentFlag.AlignCenter, text)
    p.setCompositionMode(QPainter.CompositionMode.CompositionMode_DestinationOut)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(0, 0, 0, 255))
    for _ in range(int(w * h / 60)):            # where the ink did not take
        r = rng.uniform(0.3, 1.4) * s / 60
        p.drawEllipse(QPointF(rng.uniform(0, w), rng.uniform(0, h)), r, r)
    p.end()
    return img


def paint_stamp(p: QPainter, centre: QPointF, text: str, colour: QColor, width: float, angle: float = -14) -> None:
    """Press a stamp centred on `centre`, tilted by `angle` degrees."""
    height = width * 0.5 if len(text) > 1 else width
    img = stamp_image(text, colour.name(), round(width), round(height), max(1.0, _device_scale(p)))
    p.save()
    p.translate(centre)
    p.rotate(angle)
    p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    p.drawImage(QRectF(-width / 2, -height / 2, width, height), img)
    p.restore()
