"""The pictures of the 图鉴: a card's face (the table's own card painting, `CardItem`) and a
general's picture. `general_picture` is the one place a general's picture is drawn for the 图鉴:
when the table's general plates (ui/art/plates.py) exist, it is the function to switch to them."""

from __future__ import annotations

import zlib

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QLinearGradient, QPainter, QPainterPath, QPen, QPixmap
from PySide6.QtWidgets import QStyleOptionGraphicsItem

from ..client.codex import HEGEMONY, GeneralEntry
from ..packs.i18n import general_short, kingdom_name
from . import theme
from .fonts import brush_font
from .items import CardItem

#: pictures are drawn at this many device pixels per pixel, so they stay sharp when scaled up
RATIO = 2.0


def _canvas(w: float, h: float) -> tuple[QPixmap, QPainter]:
    pix = QPixmap(round(w * RATIO), round(h * RATIO))
    pix.setDevicePixelRatio(RATIO)
    pix.fill(Qt.GlobalColor.transparent)
    p = QPainter(pix)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    return pix, p


def card_picture(key: str, width: float, suit: str | None = None, number: int = 0) -> QPixmap:
    """A card's face `width` wide, painted by the table's card item (whatever face it draws); with
    no suit, the face without its corner (the card as a name, not one copy)."""
    item = CardItem(None, {"key": key, "suit": suit, "number": number}, width / theme.CARD_W)
    pix, p = _canvas(item.w, item.h)
    item.paint(p, QStyleOptionGraphicsItem(), None)
    p.end()
    return pix


def general_picture(e: GeneralEntry, width: float, height: float) -> QPixmap:
    """A general's picture: a plate of its kingdom's colour with an ink-wash texture seeded by its
    id, the kingdom's seal, its name in the brush face (upright in Chinese) and its HP (勾玉 dots;
    国战: whole and half 阴阳鱼). The one place the 图鉴 draws a general: swap in the plates here."""
    pix, p = _canvas(width, height)
    rect = QRectF(0, 0, width, height)
    colour = theme.KINGDOM.get(e.kingdom, theme.KINGDOM[None])
    grad = QLinearGradient(rect.topLeft(), rect.bottomLeft())
    grad.setColorAt(0, colour.lighter(125))
    grad.setColorAt(1, colour.darker(190))
    path = QPainterPath()
    path.addRoundedRect(rect.adjusted(1, 1, -1, -1), 6, 6)
    p.fillPath(path, grad)
    p.save()
    p.setClipPath(path)
    _wash(p, rect, e.id)
    p.restore()
    p.setPen(QPen(QColor("#d9b66a"), 1.6))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawPath(path)
    _seal(p, QRectF(5, 5, width * 0.26, width * 0.26), e.kingdom, colour)
    _name(p, QRectF(width * 0.18, height * 0.1, width * 0.74, height * 0.74), general_short(e.id))
    _hp(p, QRectF(4, height * 0.86, width - 8, height * 0.12), e)
    p.end()
    return pix


def _wash(p: QPainter, rect: QRectF, seed_text: str) -> None:
    """Soft ink blots and a cloud line placed by numbers drawn from the id (crc32: the same on
    every run and machine)."""
    seed = zlib.crc32(seed_text.encode("utf-8"))

    def rnd() -> float:
        nonlocal seed
        seed = (seed * 1103515245 + 12345) & 0x7FFFFFFF
        return seed / 0x7FFFFFFF

    p.setPen(Qt.PenStyle.NoPen)
    for _ in range(5):
        r = rect.width() * (0.25 + rnd() * 0.45)
        c = QPointF(rect.width() * rnd(), rect.height() * rnd())
        p.setBrush(QColor(255, 255, 255, 14 + int(rnd() * 18)) if rnd() > 0.4 else QColor(0, 0, 0, 30))
        p.drawEllipse(c, r, r * (0.6 + rnd() * 0.5))
    p.setPen(QPen(QColor(255, 255, 255, 40), 1.2))
    p.setBrush(Qt.BrushStyle.NoBrush)
    y = rect.height() * (0.55 + rnd() * 0.25)
    wave = QPainterPath(QPointF(0, y))
    x = 0.0
    while x < rect.width():
        step = rect.width() * (0.18 + rnd() * 0.12)
        wave.quadTo(QPointF(x + step / 2, y - rect.height() * (0.03 + rnd() * 0.05)), QPointF(x + step, y))
        x += step
    p.drawPath(wave)


def _seal(p: QPainter, box: QRectF, kingdom: str, colour: QColor) -> None:
    """The kingdom's seal: its character, white, carved into a square of its colour."""
    p.setPen(QPen(QColor("#f3e6c4"), 1))
    p.setBrush(colour.darker(130))
    p.drawRoundedRect(box, 2, 2)
    glyph = kingdom_name(kingdom)[:1]
    p.setFont(brush_font(box.height() * 0.42))
    p.setPen(QColor("#fbf5e6"))
    p.drawText(box, Qt.AlignmentFlag.AlignCenter, glyph)


def _name(p: QPainter, box: QRectF, name: str) -> None:
    """The name in the brush face: one character under another when it is Chinese, else in lines."""
    p.setPen(QColor("#fbf5e6"))
    upright = not any(ch.isascii() and ch.isalpha() for ch in name)
    if upright:
        chars = [ch for ch in name if ch not in "（）()"]
        size = min(box.width() * 0.62, box.height() / max(len(chars), 1) * 0.62)
        font = brush_font(size)
        p.setFont(font)
        step = QFontMetricsF(font).height() * 0.98
        top = box.top() + (box.height() - step * len(chars)) / 2
        for i, ch in enumerate(chars):
            p.drawText(QRectF(box.left(), top + i * step, box.width(), step), Qt.AlignmentFlag.AlignCenter, ch)
        return
    size = box.width() * 0.2
    flags = Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignBottom | Qt.TextFlag.TextWordWrap
    font = brush_font(size)
    while size > 4 and not _fits(font, box, flags, name):
        size -= 0.5
        font = brush_font(size)
    p.setFont(font)
    p.drawText(box, flags, name)


def _fits(font, box: QRectF, flags, name: str) -> bool:
    """Every word of `name` fits the box's width, and the wrapped lines its height."""
    m = QFontMetricsF(font)
    return max(m.horizontalAdvance(w) for w in name.split()) <= box.width() and \
        m.boundingRect(box, int(flags), name).height() <= box.height()


def _hp(p: QPainter, box: QRectF, e: GeneralEntry) -> None:
    """HP: a green dot per point (identity), a 阴阳鱼 (a dot) per two halves and a half dot for a
    half left (国战)."""
    halves = e.hp if e.mode == HEGEMONY else e.hp * 2
    count = (halves + 1) // 2
    d = min(box.height(), box.width() / max(count, 1) * 0.8)
    left = box.center().x() - count * d * 1.1 / 2
    fill = QColor("#46c35a") if e.mode != HEGEMONY else QColor("#f3e6c4")
    for i in range(count):
        r = QRectF(left + i * d * 1.1, box.center().y() - d / 2, d, d)
        p.setPen(QPen(QColor("#1d1d1d"), 1))
        p.setBrush(QColor(0, 0, 0, 90))
        p.drawEllipse(r)
        p.setBrush(fill)
        if halves - i * 2 >= 2:
            p.drawEllipse(r)
        else:
            p.drawPie(r, 90 * 16, 180 * 16)
