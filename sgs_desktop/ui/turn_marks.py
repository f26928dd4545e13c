"""Whose turn and which phase, at a glance: a gold halo round the current player's seat (your own
plate too) and, beside that seat on the side towards the table's middle, the phase strip — the six
phases 准备 判定 摸牌 出牌 弃牌 结束 on a lacquered bar, the phase now lit in gold (sliding there
from the last), the ones passed in dim gold, a skipped one (乐不思蜀, 兵粮寸断 …) struck out.

They follow the typed events as they play (Turn, Phase, PhaseSkipped) and the view at each sync;
they are the table's state, not passing effects, so they show at `anim.SPEED` 0 too (without their
short fades). Neither takes a click."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt, QVariantAnimation
from PySide6.QtGui import QColor, QFontMetricsF, QLinearGradient, QPainter, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ..engine.timings import PHASES
from . import anim
from .art.effects_glow import MARGIN, halo_image
from .art.placed import Placed, fitted, paint_placed
from .texts import ui_text

HALO_Z, STRIP_Z = 9.0, 8.0      # under the seats (45) and the cards (10 up): round the seat, on the felt
CELL_PT, CELL_PAD, STRIP_H, GAP = 13.5, 11.0, 28.0, 8.0
SMALLER = (13.5, 12.5, 11.5, 10.5)     # the sizes it tries, largest first, until it finds room beside the seat
INK = QColor("#2a1a0c")
GOLD = QColor("#d9b66a")
PASSED = QColor("#b49a5e")
AHEAD = QColor(236, 226, 200, 150)
STRUCK = QColor("#c8102e")


def _fade(owner: QGraphicsObject, ms: float, start: float = 0.0) -> None:
    """Fade `owner` in over `ms` (× anim.SPEED; at once at 0)."""
    if anim.SPEED <= 0:
        owner.setOpacity(1.0)
        return
    fade = QVariantAnimation(owner)
    fade.setStartValue(start)
    fade.setEndValue(1.0)
    fade.setDuration(max(1, anim.duration(ms)))
    fade.valueChanged.connect(lambda v: owner.setOpacity(float(v)))
    fade.start(QVariantAnimation.DeletionPolicy.DeleteWhenStopped)


class Halo(QGraphicsObject):
    """The gold halo round the current seat (a soft rim, ui/art/effects_glow.py)."""

    def __init__(self) -> None:
        super().__init__()
        self.seat: int | None = None
        self.size = QRectF()
        self.setZValue(HALO_Z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setVisible(False)

    def show_at(self, seat: int | None, rect: QRectF | None) -> None:
        """Round `seat` (its scene rect), fading in when it moved there; None: nobody's turn."""
        if seat is None or rect is None:
            self.seat = None
            self.setVisible(False)
            return
        size = QRectF(0, 0, rect.width() + 2 * MARGIN, rect.height() + 2 * MARGIN)
        if size != self.size:
            self.prepareGeometryChange()
            self.size = size
        self.setPos(rect.topLeft() - QPointF(MARGIN, MARGIN))
        if seat != self.seat or not self.isVisible():
            self.seat = seat
            self.setVisible(True)
            _fade(self, 300)

    def boundingRect(self) -> QRectF:
        return self.size

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        w, h = int(self.size.width()) - 2 * MARGIN, int(self.size.height()) - 2 * MARGIN
        p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        p.drawImage(self.size, halo_image(w, h))


class PhaseStrip(QGraphicsObject):
    """The six phases on a bar beside the current seat (see the module's docstring)."""

    def __init__(self) -> None:
        super().__init__()
        self.seat: int | None = None
        self.phase: str | None = None
        self.skipped: set[str] = set()
        self.cells: list[QRectF] = []
        self.lit = QRectF()             # the lit cell's box (it slides to the phase)
        self.pointer = "up"             # the side towards the seat
        self.towards = QPointF()        # the seat's middle (strip coordinates): where the point is
        self.slide: QVariantAnimation | None = None
        self._layout: list[Placed] | None = None
        self.size = CELL_PT
        self.setZValue(STRIP_Z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setVisible(False)
        self.relayout()

    # ------------------------------------------------------------ state
    def show_for(self, seat: int | None, phase: str | None) -> None:
        """The strip of `seat` in `phase` (None: hidden); a new seat forgets the skipped phases."""
        if seat != self.seat:
            self.skipped = set()
        self.seat = seat
        if seat is None or phase not in PHASES:
            self.phase = None if seat is None else self.phase
            self.setVisible(seat is not None and self.phase is not None)
            return
        if phase != self.phase:
            before = QRectF(self.lit)
            self.phase = phase
            self._layout = None
            self._light(before)
        self.setVisible(True)

    def skip(self, phase: str) -> None:
        if phase in PHASES and phase not in self.skipped:
            self.skipped.add(phase)
            self._layout = None
            self.update()

    def _light(self, before: QRectF) -> None:
        target = self.cells[PHASES.index(self.phase)] if self.phase in PHASES else QRectF()
        if self.slide is not None:
            self.slide.stop()
        if anim.SPEED <= 0 or before.isEmpty() or not self.isVisible():
            self.lit = target
            self.update()
            return
        self.slide = QVariantAnimation(self)
        self.slide.setStartValue(before)
        self.slide.setEndValue(target)
        self.slide.setDuration(max(1, anim.duration(220)))
        self.slide.valueChanged.connect(self._slid)
        self.slide.start()

    def _slid(self, r: QRectF) -> None:
        self.lit = QRectF(r)
        self.update()

    # ------------------------------------------------------------ layout
    def relayout(self, size: float | None = None) -> None:
        """Measure the cells again (the language changed; or at another type `size`)."""
        self.size = size or self.size
        font = fitted("", self.size, 999, True)
        m = QFontMetricsF(font)
        x = 6.0
        self.cells = []
        for phase in PHASES:
            w = m.horizontalAdvance(ui_text(f"strip_{phase}")) + CELL_PAD
            self.cells.append(QRectF(x, 3, w, STRIP_H - 6))
            x += w + 2
        self.width = x + 4
        self.prepareGeometryChange()
        self._layout = None
        self.lit = self.cells[PHASES.index(self.phase)] if self.phase in PHASES else QRectF()
        self.update()

    def layout(self) -> list[Placed]:
        """The six names, placed (the fit tests read them)."""
        if self._layout is None:
            now = PHASES.index(self.phase) if self.phase in PHASES else -1
            out = []
            for i, (phase, cell) in enumerate(zip(PHASES, self.cells, strict=True)):
                text = ui_text(f"strip_{phase}")
                colour = INK if i == now else PASSED if i < now else AHEAD
                out.append(Placed(cell, text, fitted(text, self.size, cell.width() - 4, True), colour))
            self._layout = out
        return self._layout

    def fit_texts(self) -> list[Placed]:
        return self.layout()

    def place(self, seat: QRectF, avoid: list[QRectF], table: QRectF) -> None:
        """Beside the seat `seat` (scene rect), on the first side, towards the table's middle, where
        it covers nothing in `avoid` and stays on `table` (slid along that side if it must; in a
        smaller type if it must); its point towards the seat."""
        for size in SMALLER:
            if size != self.size:
                self.relayout(size)
            if self._place(seat, avoid, table):
                return

    def _place(self, seat: QRectF, avoid: list[QRectF], table: QRectF) -> bool:
        w, h = self.width, STRIP_H
        c, mid = seat.center(), table.center()
        lo_x, hi_x = table.left() + 2, table.right() - w - 2

        def across(y: float) -> list[QRectF]:
            return [QRectF(min(max(x, lo_x), hi_x), y, w, h) for x in (c.x() - w / 2, seat.left(), seat.right() - w)]

        def along(x: float) -> list[QRectF]:
            return [QRectF(x, y, w, h) for y in (seat.top() + 2, c.y() - h / 2, seat.bottom() - h - 2)]

        below, above = across(seat.bottom() + GAP), across(seat.top() - GAP - h)
        left, right = along(seat.left() - GAP - w), along(seat.right() + GAP)
        sides = [(r, "right") for r in left] + [(r, "left") for r in right]
        if mid.x() > c.x():
            sides.reverse()
        ends = [(r, "up") for r in below] + [(r, "down") for r in above]
        if mid.y() < c.y():
            ends.reverse()
        d = mid - c
        tries = ends + sides if abs(d.y()) > abs(d.x()) * 0.6 else sides + ends
        fits = [(r, s) for r, s in tries if table.contains(r) and not any(r.intersects(a) for a in avoid)]
        rect, self.pointer = (fits or tries)[0]
        if not table.contains(rect):
            rect.moveLeft(min(max(rect.left(), table.left()), table.right() - w))
            rect.moveTop(min(max(rect.top(), table.top()), table.bottom() - h))
        self.towards = c - rect.topLeft()        # (where the point goes: facing the seat's middle)
        self.setPos(rect.topLeft())
        self.update()
        return bool(fits)

    def box(self) -> QRectF:
        """The bar (scene coordinates; its point reaches a few units beyond)."""
        return QRectF(self.pos().x(), self.pos().y(), self.width, STRIP_H)

    def boundingRect(self) -> QRectF:
        return QRectF(-8, -8, self.width + 16, STRIP_H + 16)

    # ------------------------------------------------------------ paint
    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        bar = QRectF(0, 0, self.width, STRIP_H)
        g = QLinearGradient(bar.topLeft(), bar.bottomLeft())
        g.setColorAt(0, QColor(44, 28, 18, 240))
        g.setColorAt(1, QColor(18, 11, 7, 240))
        p.setPen(QPen(GOLD, 1.5))
        p.setBrush(g)
        p.drawRoundedRect(bar, 7, 7)
        p.setBrush(GOLD)
        p.drawPolygon(self._notch(bar))
        if not self.lit.isEmpty() and self.phase is not None:
            lit = QLinearGradient(self.lit.topLeft(), self.lit.bottomLeft())
            lit.setColorAt(0, QColor("#ffe9a0"))
            lit.setColorAt(1, QColor("#d9a93a"))
            p.setPen(QPen(QColor(255, 211, 77, 120), 4))
            p.setBrush(lit)
            p.drawRoundedRect(self.lit, 5, 5)
        for i, placed in enumerate(self.layout()):
            if i:
                p.setPen(Qt.PenStyle.NoPen)
                p.setBrush(QColor(217, 182, 106, 110))
                p.drawEllipse(QPointF(placed.rect.left() - 1, STRIP_H / 2), 1.3, 1.3)
            paint_placed(p, placed)
            if PHASES[i] in self.skipped:
                p.setPen(QPen(STRUCK, 2))
                r = placed.rect.adjusted(5, 6, -5, -6)
                p.drawLine(r.bottomLeft(), r.topRight())

    def _notch(self, bar: QRectF) -> QPolygonF:
        """A small gold point on the side towards the seat."""
        s = 6.0
        c = QPointF(min(max(self.towards.x(), 14.0), bar.width() - 14), min(max(self.towards.y(), 10.0),
                                                                             bar.height() - 10))
        if self.pointer == "up":
            return QPolygonF([QPointF(c.x() - s, 0), QPointF(c.x(), -s), QPointF(c.x() + s, 0)])
        if self.pointer == "down":
            b = bar.bottom()
            return QPolygonF([QPointF(c.x() - s, b), QPointF(c.x(), b + s), QPointF(c.x() + s, b)])
        x, d = (0.0, -s) if self.pointer == "left" else (bar.right(), s)
        return QPolygonF([QPointF(x, c.y() - s), QPointF(x + d, c.y()), QPointF(x, c.y() + s)])
