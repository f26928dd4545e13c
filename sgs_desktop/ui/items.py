"""Scene items drawn by the program: cards, seats, piles. Original art only (QPainter)."""

from __future__ import annotations

from PySide6.QtCore import Property, QRectF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QLinearGradient, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ..engine.cards import SUIT_SYMBOL, number_text
from ..packs import BEHAVIOURS
from ..packs.i18n import card_name
from . import theme
from .fonts import ui_font
from .texts import ui_text

#: the subtypes a card's band names (the others show the type: 基本牌, 锦囊牌)
_SUBTYPES_SHOWN = frozenset({"weapon", "armor", "defensive_horse", "offensive_horse", "treasure", "delayed_trick"})


def name_lines(name: str) -> list[str]:
    """A card's name in lines that never break a word: a Chinese name of four characters reads as
    two pairs (南蛮/入侵), a longer one breaks at its "·" or after four; a name with spaces breaks
    between words (the painter wraps those)."""
    if " " in name or len(name) <= 3:
        return [name]
    if "·" in name:
        head, _, tail = name.partition("·")
        return [head, "·" + tail] if len(head) <= 4 else [head[:4], head[4:] + "·" + tail]
    if len(name) == 4:
        return [name[:2], name[2:]]
    return [name[:4], name[4:]]


def fit_font(lines: list[str], width: float, height: float, size: float, bold: bool = True) -> QFont:
    """The largest font up to `size` in which every line fits `width` and all of them `height`."""
    font = ui_font(size, bold)
    while size > 6:
        m = QFontMetricsF(font)
        if max(m.horizontalAdvance(line) for line in lines) <= width and m.height() * len(lines) <= height:
            break
        size -= 0.5
        font = ui_font(size, bold)
    return font


class CardItem(QGraphicsObject):
    """One card: its face when `face` (a card description dict) is known, else its back."""

    clicked = Signal(int)

    def __init__(self, cid: int | None, face: dict | None, scale: float = 1.0) -> None:
        super().__init__()
        self.cid = cid
        self.face = face
        self.w, self.h = theme.CARD_W * scale, theme.CARD_H * scale
        self.clickable = False
        self.selected = False
        self.dimmed = False
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self.setCacheMode(QGraphicsObject.CacheMode.DeviceCoordinateCache)
        if face is not None:
            from ..packs.i18n import card_text
            self.setToolTip(ui_text("tip_card", name=card_name(face["key"]), text=card_text(face["key"])))

    def boundingRect(self) -> QRectF:
        return QRectF(-2, -2, self.w + 4, self.h + 4)

    def set_state(self, clickable: bool, selected: bool, dimmed: bool) -> None:
        if (clickable, selected, dimmed) != (self.clickable, self.selected, self.dimmed):
            self.clickable, self.selected, self.dimmed = clickable, selected, dimmed
            self.update()

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, self.w, self.h)
        if self.face is None:
            self._paint_back(p, rect)
        else:
            self._paint_face(p, rect, self.face)
        if self.selected:
            p.setPen(QPen(theme.HIGHLIGHT, 4))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(rect, 6, 6)
        elif self.dimmed:
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(theme.DIM)
            p.drawRoundedRect(rect, 6, 6)

    def _paint_back(self, p: QPainter, rect: QRectF) -> None:
        grad = QLinearGradient(rect.topLeft(), rect.bottomRight())
        grad.setColorAt(0, QColor("#7a1f1f"))
        grad.setColorAt(1, QColor("#3d0d0d"))
        p.setPen(QPen(QColor("#d9b66a"), 2))
        p.setBrush(QBrush(grad))
        p.drawRoundedRect(rect, 6, 6)
        p.setPen(QPen(QColor("#d9b66a"), 1))
        p.drawRoundedRect(rect.adjusted(6, 6, -6, -6), 4, 4)
        title = ui_text("card_back")
        inner = rect.adjusted(10, 10, -10, -10)
        p.setFont(fit_font([title], inner.width(), inner.height(), self.h * 0.16))
        p.drawText(inner, Qt.AlignmentFlag.AlignCenter, title)

    def _paint_face(self, p: QPainter, rect: QRectF, face: dict) -> None:
        key = face["key"]
        behaviour = BEHAVIOURS.get(key)
        ctype = behaviour.type if behaviour else "basic"
        p.setPen(QPen(QColor("#444444"), 1.5))
        p.setBrush(QColor("#fbf7ee"))
        p.drawRoundedRect(rect, 6, 6)
        band = QRectF(0, self.h * 0.78, self.w, self.h * 0.22)
        path = QPainterPath()
        path.addRoundedRect(rect, 6, 6)
        p.save()
        p.setClipPath(path)
        p.fillRect(band, theme.TYPE_BAND.get(ctype, QColor("#cccccc")))
        p.restore()
        suit = face.get("suit")
        color = theme.SUIT.get(suit, theme.SUIT[None])
        if suit:
            p.setPen(color)
            corner = ui_font(self.h * 0.10, bold=True)
            p.setFont(corner)
            # the rect holds the whole line, descenders too (the tail of a Q: no "♦0")
            p.drawText(QRectF(5, 2, self.w * 0.6, QFontMetricsF(corner).height() + 2), Qt.AlignmentFlag.AlignLeft,
                       f"{SUIT_SYMBOL[suit]}{number_text(face['number'])}")
        name = card_name(key)
        p.setPen(QColor("#1d1d1d") if ctype != "basic" else color)
        lines = name_lines(name)
        area = QRectF(3, self.h * 0.22, self.w - 6, self.h * 0.54)
        flags = Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap if " " in name else Qt.AlignmentFlag.AlignCenter
        p.setFont(fit_font(lines if " " not in name else name.split(" "), area.width(), area.height(),
                           self.h * (0.17 if len(name) <= 2 else 0.13)))
        p.drawText(area, flags, "\n".join(lines))
        subtype = behaviour.subtype if behaviour else ""
        sub = ui_text(f"card_{subtype}" if subtype in _SUBTYPES_SHOWN else f"card_{ctype}")
        if face.get("skill"):
            sub = ui_text("card_virtual")
        p.setPen(QColor("#333333"))
        p.setFont(ui_font(self.h * 0.075))
        p.drawText(band, Qt.AlignmentFlag.AlignCenter, sub)
        if behaviour is not None and behaviour.weapon_range:
            p.drawText(QRectF(0, 3, self.w - 6, self.h * 0.14), Qt.AlignmentFlag.AlignRight,
                       ui_text("card_range", n=behaviour.weapon_range))

    def mousePressEvent(self, event) -> None:
        if self.cid is not None:
            self.clicked.emit(self.cid)
        event.accept()

    def _get_opacity(self) -> float:
        return self.opacity()

    def _set_opacity(self, v: float) -> None:
        self.setOpacity(v)

    fade = Property(float, _get_opacity, _set_opacity)


class TextItem(QGraphicsObject):
    """A line of text (labels, floating cues)."""

    def __init__(self, text: str = "", size: float = 12, color: QColor | None = None, bold: bool = False,
                 width: float = 400, backing: bool = False) -> None:
        super().__init__()
        self.text = text
        self.font: QFont = ui_font(size, bold)
        self.color = color or QColor("#ffffff")
        self.width = width
        self.height = size * 2.2
        self.backing = backing          # a dark pill behind the text (cues over a seat)

    def set_text(self, text: str) -> None:
        if text != self.text:
            self.text = text
            self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.width, self.height)

    def _get_opacity(self) -> float:
        return self.opacity()

    def _set_opacity(self, v: float) -> None:
        self.setOpacity(v)

    fade = Property(float, _get_opacity, _set_opacity)      # (a cue fades as it rises)

    def text_rect(self) -> QRectF:
        """Where the text's ink is, in the item's coordinates (centred in its box)."""
        m = QFontMetricsF(self.font)
        w = min(m.horizontalAdvance(self.text), self.width) if self.text else 0.0
        h = m.height() if self.text else 0.0
        return QRectF((self.width - w) / 2, (self.height - h) / 2, w, h)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if self.backing and self.text:
            p.setRenderHint(QPainter.RenderHint.Antialiasing)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor(0, 0, 0, 170))
            p.drawRoundedRect(self.text_rect().adjusted(-8, 0, 8, 0), 10, 10)
        p.setFont(self.font)
        p.setPen(QColor(0, 0, 0, 160))
        p.drawText(self.boundingRect().translated(1, 1), Qt.AlignmentFlag.AlignCenter, self.text)
        p.setPen(self.color)
        p.drawText(self.boundingRect(), Qt.AlignmentFlag.AlignCenter, self.text)


from .seat_item import SeatItem, heg_tooltip, hp_text  # noqa: E402  (the seat lives in its own module; old imports)

__all__ = ["CardItem", "SeatItem", "TextItem", "fit_font", "heg_tooltip", "hp_text", "name_lines"]
