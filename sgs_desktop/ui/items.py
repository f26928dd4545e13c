"""Scene items drawn by the program: cards, seats, piles. Original art only (QPainter; the card
faces in ui/art/card_face.py)."""

from __future__ import annotations

from PySide6.QtCore import Property, QPointF, QRectF, QSizeF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen, QTransform
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ..packs.i18n import card_name
from . import theme
from .art import card_face
from .fonts import ui_font
from .texts import ui_text


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
    """One card: its face when `face` (a card description dict) is known, else its back, drawn by
    `ui.art.card_face` (and kept as a pixmap per card, size and device scale).

    `form` "card" is the upright card (`scale` 1: the table's size; `card_face.HAND_SCALE`: the
    hand's); "strip" is the wide equipment plate (`scale` 1: `card_face.STRIP_W`×`STRIP_H`). `size`
    (scene units), when given, sets the size outright."""

    clicked = Signal(int)

    def __init__(self, cid: int | None, face: dict | None, scale: float = 1.0, form: str = "card",
                 size: tuple[float, float] | None = None) -> None:
        super().__init__()
        if form not in ("card", "strip"):
            raise ValueError(f"a card is drawn as 'card' or 'strip', not {form!r}")
        self.cid = cid
        self.face = face
        self.form = form
        if size is not None:
            self.w, self.h = float(size[0]), float(size[1])
        elif form == "strip":
            self.w, self.h = card_face.STRIP_W * scale, card_face.STRIP_H * scale
        else:
            self.w, self.h = theme.CARD_W * scale, theme.CARD_H * scale
        self.spec = card_face.CardSpec.of(face) if face is not None else None
        self.clickable = False
        self.selected = False
        self.dimmed = False
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self.setCacheMode(QGraphicsObject.CacheMode.DeviceCoordinateCache)
        self.refresh()

    def refresh(self) -> None:
        """Read the texts again (the language changed): the tooltip now, the face at the next paint."""
        if self.spec is not None:
            from ..packs.i18n import card_text
            tip = ui_text("tip_card", name=card_name(self.spec.key), text=card_text(self.spec.key))
            marks = [ui_text(f"card_mark_{m}") for m in self.spec.marks]
            self.setToolTip("\n".join([tip, *marks]))
        self.update()

    def radius(self) -> float:
        if self.form == "strip":
            return card_face.StripBoxes(self.w, self.h).radius
        return card_face.CardBoxes(self.w, self.h).radius

    def boundingRect(self) -> QRectF:
        return QRectF(-2, -2, self.w + 4, self.h + 4)

    def set_state(self, clickable: bool, selected: bool, dimmed: bool) -> None:
        if (clickable, selected, dimmed) != (self.clickable, self.selected, self.dimmed):
            self.clickable, self.selected, self.dimmed = clickable, selected, dimmed
            self.update()

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        rect = QRectF(0, 0, self.w, self.h)
        form = "back" if self.spec is None else self.form
        size = QSizeF(self.w, self.h)
        t = p.worldTransform()
        upright = t.type().value <= QTransform.TransformationType.TxScale.value
        if upright and abs(t.m11() - t.m22()) < 1e-9 and t.m11() > 0:
            # the usual case (the view's zoom, a move): the face rendered for exactly this zoom,
            # copied pixel for pixel at a whole-pixel position (no filtering: the cheapest paint,
            # and Qt repaints a moving card's cache often)
            ratio = p.device().devicePixelRatioF() if p.device() is not None else 1.0
            pixmap = card_face.card_pixmap(form, self.spec, size, round(t.m11() * ratio, 3))
            at = t.map(QPointF(0, 0))
            p.save()
            p.resetTransform()
            p.drawPixmap(QRectF(round(at.x() * ratio) / ratio, round(at.y() * ratio) / ratio,
                                pixmap.width() / ratio, pixmap.height() / ratio), pixmap, QRectF(pixmap.rect()))
            p.restore()
        else:
            pixmap = card_face.card_pixmap(form, self.spec, size, card_face.device_scale(p))
            p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
            p.drawPixmap(rect, pixmap, QRectF(pixmap.rect()))
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.radius()
        if self.selected:
            p.setPen(QPen(theme.HIGHLIGHT, 4))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(rect, r, r)
        elif self.dimmed:
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(theme.DIM)
            p.drawRoundedRect(rect, r, r)

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
