"""Your dashboard (操作区), along the bottom of the table: your general's plate, large, at the right
(HP, role, 托管, the phase, marks and piles, the states); at the left your equipment (装备区) as five
slots — 武器 (with its range), 防具, +1 马, −1 马, 宝物 — each card the card art's equipment strip
(emblem, name, suit and rank, a weapon's range in its badge), and above them, on a ledge over the
felt, your judge area (判定区): a labelled row of small cards, each with the first character of
what it is judged as (国色's 乐 reads 乐); your hand between them (the scene lays it out).

The slots' cards and the judge cards are card items of the scene (`TableScene.cards`, zones
"equip" and "judge"), so a skill that uses an equipment card (武圣) clicks them like a hand card."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QLinearGradient, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ..engine.view import SeatView
from ..packs.i18n import card_name, card_text
from . import theme
from .art.placed import Placed, fitted, paint_placed
from .equip_lines import SLOTS, equip_text, strip_texts
from .items import CardItem
from .seat_item import Rows, SeatItem
from .texts import ui_text

BAND_Y = 688.0                                  # the dashboard's band: from here to the scene's bottom
PANEL = QRectF(10, 696, 284, 198)               # the equipment's five slots
SLOT_W, SLOT_H, SLOT_GAP = PANEL.width() - 16, 34.0, 3.0
SLOT0 = QPointF(PANEL.x() + 8, PANEL.y() + 8)
JUDGE = QRectF(10, 580, 284, 112)               # the judge area's ledge, over the felt above the band
JUDGE_LABEL = QRectF(JUDGE.x() + 10, JUDGE.y() + 3, JUDGE.width() - 20, 20)
JUDGE_CARD = (52.0, 72.0)                       # a judge card: index, emblem (a card under 80 tall)
JUDGE_STEP = JUDGE_CARD[0] + 6
JUDGE0 = QPointF(JUDGE.x() + 10, JUDGE_LABEL.bottom() + 5)
PLATE = QRectF(theme.SCENE_W - 216, 604, 208, 288)      # your general's plate
LEDGE = QColor("#2b1a12")
GOLD = QColor("#d9b66a")
LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter


def slot_pos(index: int) -> QPointF:
    """The top-left of equipment slot `index` (0 weapon … 4 treasure)."""
    return SLOT0 + QPointF(0, index * (SLOT_H + SLOT_GAP))


def slot_rect(index: int) -> QRectF:
    return QRectF(slot_pos(index), QPointF(slot_pos(index).x() + SLOT_W, slot_pos(index).y() + SLOT_H))


def chip_pos(index: int) -> QPointF:
    """The top-left of the judge area's card `index` (from the left; more than five overlap)."""
    step = JUDGE_STEP if index < 5 else (JUDGE.width() - 20 - JUDGE_CARD[0]) / index
    return JUDGE0 + QPointF(min(index * JUDGE_STEP, index * step), 0)


class DashboardSeat(SeatItem):
    """Your own seat: the same seat, large, without equipment lines (they have their slots) and
    without the judge badges (the judge area has its cards); its marks' and piles' tokens larger."""

    W, H = PLATE.width(), PLATE.height()
    TOP = 32.0
    BOTTOM = 28.0
    BADGE = 30.0
    STATUS = 24.0
    NAME_PT = 32.0
    HP_PX = 26.0
    TEXT_PT = 12.0
    TOKEN_SCALE = 1.3

    def seal_rect(self) -> QRectF:
        return QRectF(4, 3, self.TOP - 5, self.TOP - 5)

    def _rows(self, sv: SeatView) -> Rows:
        bottom = self.H - self.BOTTOM
        busy = sv.alive and (any(sv.marks.values()) or any(sv.piles.values()))
        badges = bottom - self.BADGE if busy else None
        art_bottom = badges if badges is not None else bottom
        return Rows(QRectF(0, self.TOP, self.W, art_bottom - self.TOP), badges, bottom, bottom)

    def _place(self) -> list[Placed]:
        sv = self.sv
        assert sv is not None
        self.rows = rows = self._rows(sv)
        self.strips = []
        out = self._place_top(sv)
        out += self._place_halves(sv, rows.art) if self.hegemony else self._place_general(sv, rows.art)
        out += self._place_states(sv, rows.art)
        self._badges_end = 8.0
        out += self._place_bottom(sv, rows.bottom)
        out += self._place_tag(sv)
        return out


class DashboardBack(QGraphicsObject):
    """The dashboard's band, the equipment panel with its five slots (an empty one shows its name;
    a slot with a card is covered by its `EquipSlot`) and the judge area's ledge with its label."""

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(-5)
        self.filled: set[str] = set()
        self.judged = 0
        self._layout: list[Placed] | None = None
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:
        return QRectF(0, JUDGE.y() - 2, theme.SCENE_W, theme.SCENE_H - JUDGE.y() + 2)

    def set_filled(self, slots: set[str], judged: int = 0) -> None:
        if slots != self.filled or judged != self.judged:
            self.filled, self.judged = set(slots), judged
            self._layout = None
            self.update()

    def retranslate(self) -> None:
        self._layout = None
        self.update()

    def layout(self) -> list[Placed]:
        if self._layout is None:
            label = ui_text("dash_judge")
            font = fitted(label, 14, JUDGE_LABEL.width(), brush=True)
            out = [Placed(JUDGE_LABEL, label, font, GOLD, align=LEFT)]
            for i, slot in enumerate(SLOTS):
                if slot not in self.filled:
                    r = slot_rect(i).adjusted(12, 0, -12, 0)
                    name = ui_text(f"card_{slot}")
                    out.append(Placed(r, name, fitted(name, 12, r.width(), least=9), QColor("#9c8a66"), align=LEFT))
            self._layout = out
        return self._layout

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        band = QRectF(0, BAND_Y, theme.SCENE_W, theme.SCENE_H - BAND_Y)
        g = QLinearGradient(band.topLeft(), band.bottomLeft())
        g.setColorAt(0, LEDGE)
        g.setColorAt(1, QColor("#140c08"))
        # the band and the judge area's ledge as one lacquered shape, a gold rule along its edge
        shape = QPainterPath()
        shape.addRect(band)
        ledge = QPainterPath()
        ledge.addRoundedRect(JUDGE.adjusted(0, 0, 0, 20), 10, 10)
        shape = shape.united(ledge)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(0, 0, 0, 90))
        p.drawPath(shape.translated(0, -3))             # (a soft shadow on the felt)
        p.setBrush(g)
        p.drawPath(shape)
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.setPen(QPen(GOLD, 2))
        p.drawPath(shape)
        p.setPen(QPen(QColor(217, 182, 106, 90), 1))
        p.drawLine(QPointF(JUDGE.right() + 6, BAND_Y + 4), band.topRight() + QPointF(0, 4))
        p.setPen(QPen(QColor(217, 182, 106, 160), 1.5))
        p.setBrush(QColor(0, 0, 0, 90))
        p.drawRoundedRect(PANEL, 8, 8)
        for i, slot in enumerate(SLOTS):
            if slot not in self.filled:
                p.setPen(QPen(QColor(217, 182, 106, 70), 1, Qt.PenStyle.DashLine))
                p.setBrush(QColor(255, 240, 200, 10))
                p.drawRoundedRect(slot_rect(i), 6, 6)
        if not self.judged:         # (where a judge card will lie)
            p.setPen(QPen(QColor(217, 182, 106, 60), 1, Qt.PenStyle.DashLine))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(QRectF(chip_pos(0), QPointF(chip_pos(0).x() + JUDGE_CARD[0],
                                                          chip_pos(0).y() + JUDGE_CARD[1])), 4, 4)
        for placed in self.layout():
            paint_placed(p, placed)


class EquipSlot(CardItem):
    """One of your equipment slots with its card: the card art's equipment strip across the slot
    (emblem, name, suit and rank, a weapon's range or a horse's ±1 in the badge); clickable and
    choosable like a hand card (a green frame while it may be chosen; its hover: the card's text)."""

    def __init__(self, cid: int, face: dict | None, slot: str) -> None:
        super().__init__(cid, face, form="strip", size=(SLOT_W, SLOT_H))
        self.slot = slot

    def layout(self) -> list[Placed]:
        """The strip's name as texts (the tests read them; the strip draws them itself)."""
        return strip_texts(self.spec, self.w, self.h)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        super().paint(p, option, widget)
        if self.clickable and not self.selected:
            p.setRenderHint(QPainter.RenderHint.Antialiasing)
            p.setPen(QPen(theme.TARGETABLE, 2.5))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(QRectF(0, 0, self.w, self.h), self.radius(), self.radius())


class JudgeChip(CardItem):
    """A card in your judge area: a small card as it is judged (国色's ♦ card judged as 乐不思蜀 is
    乐's emblem on that card's suit and rank, its border dashed), with the judged card's first
    character on a chip at its top right; the hover names it, its face and its text."""

    def __init__(self, cid: int, face: dict | None, judged_as: str) -> None:
        shown = dict(face or {}, key=judged_as)
        if face is not None and face.get("key") != judged_as:
            shown["skill"] = "converted"            # (a card judged as another: a dashed border)
        super().__init__(cid, shown if face is not None else None, size=JUDGE_CARD)
        self.face = face
        self.judged_as = judged_as
        mark = f" {equip_text({cid: face}, cid)}" if face else ""
        self.setToolTip(f"{card_name(judged_as)}{mark}\n{card_text(judged_as)}")

    def chip(self) -> QRectF:
        r = 10.0
        return QRectF(self.w - 2 * r - 2, 2, 2 * r, 2 * r)

    def layout(self) -> list[Placed]:
        text = card_name(self.judged_as)[:1]
        return [Placed(self.chip(), text, fitted(text, 11, self.chip().width() - 3, brush=True), QColor("#fff3c4"))]

    def refresh(self) -> None:
        super().refresh()
        if getattr(self, "judged_as", None):
            face = self.face
            mark = f" {equip_text({self.cid: face}, self.cid)}" if face and self.cid is not None else ""
            self.setToolTip(f"{card_name(self.judged_as)}{mark}\n{card_text(self.judged_as)}")

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        super().paint(p, option, widget)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(QPen(QColor("#f3e2b0"), 1.2))
        p.setBrush(QColor("#8a5a12"))
        p.drawEllipse(self.chip())
        for placed in self.layout():
            paint_placed(p, placed)
        if self.clickable and not self.selected:
            p.setPen(QPen(theme.TARGETABLE, 2.5))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(QRectF(0, 0, self.w, self.h), self.radius(), self.radius())

