"""The pictures of the 图鉴: a card's face (the table's own card painting, `CardItem`) and a
general's plate (the table's own, ui/art/plates.py)."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter, QPixmap
from PySide6.QtWidgets import QStyleOptionGraphicsItem

from ..client.codex import HEGEMONY, GeneralEntry
from ..packs.i18n import general_name
from . import theme
from .art import hp as hpart
from .art import plates
from .items import CardItem
from .texts import ui_text

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
    """A general's picture: the table's own plate (ui/art/plates.py) — its texture, seal, name in the
    brush face, gender and HP (勾玉; 国战: whole and half 阴阳鱼) — the one place the 图鉴 draws a
    general."""
    hegemony = e.mode == HEGEMONY
    glyphs = hpart.half_glyphs(e.hp) if hegemony else hpart.hp_glyphs(e.hp, e.hp)
    info = plates.PlateInfo(plates.PlateSpec(e.id, e.kingdom), general_name(e.id), ui_text(f"seal_{e.kingdom}"),
                            e.gender, glyphs, hpart.YINYANG if hegemony else hpart.MAGATAMA, theme.HP_GOOD)
    pix, p = _canvas(width, height)
    plates.paint_plate(p, info, QRectF(0, 0, width, height), "panel")
    p.end()
    return pix
