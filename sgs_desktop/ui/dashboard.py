"""Your dashboard (操作区), along the bottom of the table: your general's plate, large, at the right
(HP, role, 托管, the phase, marks and piles, the states); the judge area and five equipment slots
at the left (武器 with its range, 防具, +1 马, −1 马, 宝物), readable at 1280×720; your hand between
them (the scene lays it out).

The slots and the judge area's chips are card items of the scene (`TableScene.cards`, zones
"equip" and "judge"), so a skill that uses an equipment card (武圣) clicks them like a hand card."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QLinearGradient, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ..engine.view import SeatView
from ..packs.i18n import card_name, card_text
from . import theme
from .art.placed import Placed, fitted, paint_placed
from .equip_lines import SLOTS, equip_text, slot_row
from .items import CardItem
from .seat_item import Rows, SeatItem
from .texts import ui_text

BAND_Y = 688.0                                  # the dashboard's band: from here to the scene's bottom
PANEL = QRectF(10, 696, 284, 198)               # judge area and equipment slots
JUDGE_ROW = QRectF(PANEL.x() + 8, PANEL.y() + 5, PANEL.width() - 16, 30)
SLOT_H = 31.0
SLOT_W = PANEL.width() - 16
SLOT0 = QPointF(PANEL.x() + 8, JUDGE_ROW.bottom() + 4)
CHIP = 28.0
PLATE = QRectF(theme.SCENE_W - 216, 604, 208, 288)      # your general's plate


def slot_pos(index: int) -> QPointF:
    """The top-left of equipment slot `index` (0 weapon … 4 treasure)."""
    return SLOT0 + QPointF(0, index * SLOT_H)


def chip_pos(index: int) -> QPointF:
    """The top-left of the judge area's chip `index` (after the area's label)."""
    return QPointF(JUDGE_ROW.x() + judge_label_width() + 8 + index * (CHIP + 5), JUDGE_ROW.y() + 1)


def judge_label_width() -> float:
    return min(110.0, QFontMetricsF(fitted(ui_text("dash_judge"), 11, 110, True)).horizontalAdvance(
        ui_text("dash_judge")) + 4)


class DashboardSeat(SeatItem):
    """Your own seat: the same seat, large, without equipment lines (they have their slots) and
    without the judge badges (the judge area has its chips)."""

    W, H = PLATE.width(), PLATE.height()
    TOP = 32.0
    BOTTOM = 28.0
    BADGE = 28.0
    STATUS = 24.0
    NAME_PT = 32.0
    HP_PX = 26.0
    TEXT_PT = 12.0

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
        out = self._place_top(sv)
        out += self._place_halves(sv, rows.art) if self.hegemony else self._place_general(sv, rows.art)
        out += self._place_states(sv, rows.art)
        self._badges_end = 8.0
        out += self._place_bottom(sv, rows.bottom)
        out += self._place_tag(sv)
        return out


class DashboardBack(QGraphicsObject):
    """The dashboard's band and its panel: the judge area's label, the five slots' names (a slot
    with a card is covered by its `EquipSlot`)."""

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(-5)
        self.filled: set[str] = set()
        self._layout: list[Placed] | None = None

    def boundingRect(self) -> QRectF:
        return QRectF(0, BAND_Y - 4, theme.SCENE_W, theme.SCENE_H - BAND_Y + 4)

    def set_filled(self, slots: set[str]) -> None:
        if slots != self.filled:
            self.filled = set(slots)
            self._layout = None
            self.update()

    def retranslate(self) -> None:
        self._layout = None
        self.update()

    def layout(self) -> list[Placed]:
        if self._layout is None:
            label = ui_text("dash_judge")
            out = [Placed(QRectF(JUDGE_ROW.x(), JUDGE_ROW.y(), judge_label_width(), JUDGE_ROW.height()), label,
                          fitted(label, 11, 110, True), QColor("#d9c9a0"),
                          align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)]
            for i, slot in enumerate(SLOTS):
                if slot not in self.filled:
                    r = QRectF(slot_pos(i), QPointF(slot_pos(i).x() + SLOT_W, slot_pos(i).y() + SLOT_H - 3))
                    out += slot_row({}, slot, None, r.adjusted(8, 0, -8, 0))
            self._layout = out
        return self._layout

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        band = QRectF(0, BAND_Y, theme.SCENE_W, theme.SCENE_H - BAND_Y)
        g = QLinearGradient(band.topLeft(), band.bottomLeft())
        g.setColorAt(0, QColor("#2b1a12"))
        g.setColorAt(1, QColor("#140c08"))
        p.fillRect(band, g)
        p.setPen(QPen(QColor("#d9b66a"), 2))
        p.drawLine(band.topLeft(), band.topRight())
        p.setPen(QPen(QColor(217, 182, 106, 90), 1))
        p.drawLine(band.topLeft() + QPointF(0, 4), band.topRight() + QPointF(0, 4))
        p.setPen(QPen(QColor(217, 182, 106, 160), 1.5))
        p.setBrush(QColor(0, 0, 0, 90))
        p.drawRoundedRect(PANEL, 8, 8)
        for i, slot in enumerate(SLOTS):
            if slot not in self.filled:
                r = QRectF(slot_pos(i), QPointF(slot_pos(i).x() + SLOT_W, slot_pos(i).y() + SLOT_H - 3))
                p.setPen(QPen(QColor(217, 182, 106, 60), 1, Qt.PenStyle.DashLine))
                p.setBrush(Qt.BrushStyle.NoBrush)
                p.drawRoundedRect(r, 5, 5)
        for placed in self.layout():
            paint_placed(p, placed)


class EquipSlot(CardItem):
    """One of your equipment slots with its card: the slot, the card's name and face, a weapon's
    range; clickable and choosable like a hand card (its hover: the card's text)."""

    def __init__(self, cid: int, face: dict | None, slot: str) -> None:
        super().__init__(cid, face)
        self.slot = slot
        self.w, self.h = SLOT_W, SLOT_H - 3
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def layout(self) -> list[Placed]:
        return slot_row({self.cid: self.face} if self.face else {}, self.slot, self.cid,
                        QRectF(8, 0, self.w - 16, self.h))

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, self.w, self.h)
        g = QLinearGradient(rect.topLeft(), rect.bottomLeft())
        g.setColorAt(0, QColor("#4a3524"))
        g.setColorAt(1, QColor("#2c1f15"))
        p.setPen(QPen(QColor("#d9b66a"), 1.2))
        p.setBrush(g)
        p.drawRoundedRect(rect, 5, 5)
        for placed in self.layout():
            paint_placed(p, placed)
        if self.selected:
            p.setPen(QPen(theme.HIGHLIGHT, 3))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(rect, 5, 5)
        elif self.clickable:
            p.setPen(QPen(theme.TARGETABLE, 2.5))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(rect, 5, 5)


class JudgeChip(CardItem):
    """A card in your judge area: a chip with its name's first character (乐, 兵, 闪 — as it is
    judged: 国色's 乐 reads 乐); the hover names it and its face."""

    def __init__(self, cid: int, face: dict | None, judged_as: str) -> None:
        super().__init__(cid, face)
        self.judged_as = judged_as
        self.w = self.h = CHIP
        mark = f" {equip_text({cid: face}, cid)}" if face else ""
        self.setToolTip(f"{card_name(judged_as)}{mark}\n{card_text(judged_as)}")

    def layout(self) -> list[Placed]:
        text = card_name(self.judged_as)[:1]
        return [Placed(QRectF(0, 0, self.w, self.h), text, fitted(text, 13, self.w - 6, True), QColor("#fff3c4"))]

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, self.w, self.h)
        p.setPen(QPen(QColor("#f3e2b0"), 1.5))
        p.setBrush(QColor("#8a5a12"))
        p.drawEllipse(rect.adjusted(1, 1, -1, -1))
        for placed in self.layout():
            paint_placed(p, placed)
        if self.selected or self.clickable:
            p.setPen(QPen(theme.HIGHLIGHT if self.selected else theme.TARGETABLE, 2.5))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawEllipse(rect)
