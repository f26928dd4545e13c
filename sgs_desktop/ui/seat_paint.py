"""How a seat is painted (`SeatItem.paint`): the plate's picture (or the two halves), the dark bands
its texts sit on, the veil of a seat turned face down and the chain of a chained one, the names, HP,
seal and gender, every placed text, the 阵亡 stamp, and the frames (kingdom; current, dying,
choosable, chosen) and the veil of a seat that may not be chosen. Only what `layout()` placed."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QLinearGradient, QPainter, QPen

from ..engine.view import SeatView
from . import theme
from .art import card_face, plates
from .art import hp as hpart
from .art.placed import paint_placed
from .art.seal import paint_seal, paint_stamp
from .texts import ui_text

if TYPE_CHECKING:
    from .seat_item import SeatItem

TARGET = QColor("#4fd1e8")   # a chosen target's frame: cyan (the current player's is gold)


def paint_seat(seat: SeatItem, p: QPainter) -> None:
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    sv = seat.sv
    rect = QRectF(0, 0, seat.W, seat.H)
    if sv is None:
        p.setPen(QPen(QColor("#222222"), 2))
        p.setBrush(theme.KINGDOM[None])
        p.drawRoundedRect(rect, 8, 8)
        return
    placed = seat.layout()
    paint_art(seat, p, sv, rect)
    paint_bands(seat, p, sv, rect)
    paint_strips(seat, p)
    strip_texts = {id(t) for t in seat.strip_texts}
    plates.paint_texts(p, [t for t in placed if not t.drawn and id(t) not in strip_texts])
    hpart.paint_hp(p, seat.hp_glyphs(), seat.hp_rects, hpart.YINYANG if seat.hegemony else hpart.MAGATAMA,
                   seat.hp_colour())
    if sv.kingdom:
        paint_seal(p, seat.seal_rect(), ui_text(f"seal_{sv.kingdom}"), QColor(theme.KINGDOM.get(
            sv.kingdom, theme.KINGDOM[None])) if sv.alive else QColor("#6d6d6d"))
    if not seat.hegemony and not seat.choosing:
        plates.paint_gender(p, seat.gender_rect(), sv.gender)
    for t in placed:
        if t.drawn:
            paint_placed(p, t)
    if not sv.alive:
        art = seat.rows.art
        paint_stamp(p, QPointF(art.center().x() + 4, art.center().y()), ui_text("dead"), QColor("#c8102e"),
                    min(seat.W * 0.62, 120))
    paint_frame(seat, p, sv, rect)


def paint_art(seat: SeatItem, p: QPainter, sv: SeatView, rect: QRectF) -> None:
    specs = seat.specs()
    if not seat.hegemony:
        plates.paint_art(p, specs[0], rect, 8)
        return
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor("#2a1d16") if sv.alive else QColor("#3a3a3a"))
    p.drawRoundedRect(rect, 8, 8)
    art = seat.rows.art
    bottom = art.bottom() - (17 if sv.max_hp > 0 else 0)
    for i, spec in enumerate(specs):
        half = seat.half_rect(i, QRectF(art.left(), art.top(), art.width(), bottom - art.top()))
        plates.paint_art(p, spec, half, 4)
        style = Qt.PenStyle.DashLine if spec.face == plates.OWN_HIDDEN else Qt.PenStyle.SolidLine
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.setPen(QPen(plates.frame_colour(spec), 1.5, style))
        p.drawRoundedRect(half, 4, 4)


def paint_strips(seat: SeatItem, p: QPainter) -> None:
    """The equipment as the card art's strips (their faces rendered once per size and zoom)."""
    scale = card_face.device_scale(p)
    for rect, cid in seat.strips:
        face = seat.faces.get(cid)
        spec = card_face.CardSpec.of(face) if face else None
        pixmap = card_face.card_pixmap("strip" if spec is not None else "back", spec, rect.size(), scale)
        p.drawPixmap(rect, pixmap, QRectF(pixmap.rect()))


def paint_bands(seat: SeatItem, p: QPainter, sv: SeatView, rect: QRectF) -> None:
    """The dark bands the texts sit on: the top band, the info band under the picture; a veil
    over the picture when the seat is turned face down; the chain across it when chained."""
    p.save()                            # (no clip: the bands are inset into the rounded frame)
    p.setPen(Qt.PenStyle.NoPen)
    top = QLinearGradient(0, 0, 0, seat.TOP)
    top.setColorAt(0, QColor(0, 0, 0, 205))
    top.setColorAt(1, QColor(0, 0, 0, 120))
    p.setBrush(top)
    p.drawRoundedRect(QRectF(1.5, 1.5, seat.W - 3, seat.TOP - 1.5), 7, 7)
    art = seat.rows.art
    p.setBrush(QColor(14, 11, 9, 200))
    p.drawRoundedRect(QRectF(1.5, art.bottom(), seat.W - 3, seat.H - art.bottom() - 1.5), 7, 7)
    p.setPen(QPen(QColor("#6e5d3a"), 1))
    p.drawLine(QPointF(4, art.bottom()), QPointF(seat.W - 4, art.bottom()))
    if not sv.face_up and sv.alive:
        p.fillRect(art.adjusted(1.5, 0, -1.5, 0), QColor(0, 0, 0, 120))
    if sv.chained and sv.alive:
        paint_chain(seat, p, art)
    p.restore()


def paint_chain(seat: SeatItem, p: QPainter, art: QRectF) -> None:
    """铁索: a row of steel links across the picture."""
    y = art.top() + art.height() * 0.62
    link = 14.0
    p.setBrush(Qt.BrushStyle.NoBrush)
    x = 2.0
    k = 0
    while x < seat.W:
        r = QRectF(x, y - 4, link, 8) if k % 2 == 0 else QRectF(x, y - 2, link, 4)
        p.setPen(QPen(QColor(0, 0, 0, 180), 4))
        p.drawRoundedRect(r, 4, 4)
        p.setPen(QPen(QColor("#c9d1d6"), 2))
        p.drawRoundedRect(r, 4, 4)
        x += link - 3
        k += 1


def paint_frame(seat: SeatItem, p: QPainter, sv: SeatView, rect: QRectF) -> None:
    p.setBrush(Qt.BrushStyle.NoBrush)
    kingdom = QColor(theme.KINGDOM.get(sv.kingdom, theme.KINGDOM[None])).lighter(120) if sv.alive else \
        QColor("#6d6d6d")
    p.setPen(QPen(kingdom, 2.5))
    p.drawRoundedRect(rect.adjusted(1, 1, -1, -1), 8, 8)
    p.setPen(QPen(QColor("#8f7a4e"), 1))        # (opaque pens: a translucent stroke costs ten times more)
    p.drawRoundedRect(rect.adjusted(3.5, 3.5, -3.5, -3.5), 6, 6)
    frame = None
    if seat.current:
        frame = (theme.HIGHLIGHT, 4.0)
    if sv.dying and sv.alive:
        frame = (theme.DANGER, 5.0)
    if seat.choice == "choosable":
        frame = (theme.TARGETABLE, 5.0)
    if seat.choice == "chosen":
        frame = (TARGET, 6.0)
    if frame is not None:
        glow = QColor(frame[0]).darker(170)
        p.setPen(QPen(glow, frame[1] + 4))
        p.drawRoundedRect(rect, 9, 9)
        p.setPen(QPen(frame[0], frame[1]))
        p.drawRoundedRect(rect, 9, 9)
    if seat.choice == "blocked":
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(0, 0, 0, 150))
        p.drawRoundedRect(rect, 8, 8)
