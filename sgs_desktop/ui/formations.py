"""The table's 国战 overlay: a subtle link between adjacent seats of one 队列 (formation: shown
players of one kingdom next to each other, nobody face-down, of another kingdom or a 野心家 between
them; dead and away players are skipped as the ring skips them), and the 君主 badge on a lord's seat."""

from __future__ import annotations

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPen
from PySide6.QtWidgets import QGraphicsLineItem, QGraphicsScene

from ..engine.view import PlayerView
from ..packs.generals import heg_lord_ids
from ..packs.strategic.seen import formation_links_seen
from . import theme
from .items import SeatItem, TextItem
from .seat_item import TAG_H
from .texts import ui_text


def formation_links(view: PlayerView) -> list[tuple[int, int]]:
    """The pairs of seats next to each other in seat order (the living, not away) that are of one
    shown kingdom (a 野心家 is alone), each pair once, in seat order: engine/kingdoms.py's rule
    (`formation_links`), read off the view."""
    return formation_links_seen(view)


def lord_seats(view: PlayerView) -> list[int]:
    """The seats whose head general is a shown 君主 (dead ones too: the seat still shows it)."""
    lords = heg_lord_ids()
    return [sv.seat for sv in view.players
            if sv.generals and sv.generals[0] in lords and (not sv.shown or sv.shown[0])]


class FormationOverlay:
    """The links and badges of one table scene, made again at each sync (a handful of items)."""

    def __init__(self, scene: QGraphicsScene) -> None:
        self.scene = scene
        self.links: dict[tuple[int, int], QGraphicsLineItem] = {}
        self.badges: dict[int, TextItem] = {}

    def sync(self, view: PlayerView, seats: dict[int, SeatItem]) -> None:
        if view.mode != "hegemony":
            return
        wanted = {pair: view.players[pair[0]].kingdom for pair in formation_links(view)}
        for pair in [p for p in self.links if p not in wanted]:
            self.scene.removeItem(self.links.pop(pair))
        for pair, kingdom in wanted.items():
            a, b = seats.get(pair[0]), seats.get(pair[1])
            if a is None or b is None:
                continue
            line = self.links.get(pair)
            if line is None:
                line = QGraphicsLineItem()
                line.setZValue(1)               # over the felt; it runs from seat edge to seat edge
                self.scene.addItem(line)
                self.links[pair] = line
            color = QColor(theme.KINGDOM.get(kingdom, theme.KINGDOM[None])).lighter(150)
            color.setAlpha(150)
            pen = QPen(color, 3, Qt.PenStyle.DashLine)
            pen.setCapStyle(Qt.PenCapStyle.RoundCap)
            line.setPen(pen)
            line.setLine(between(_centre(a), _centre(b)))
            line.setToolTip(ui_text("formation_tip"))
        lords = lord_seats(view)
        for seat in [s for s in self.badges if s not in lords]:
            self.scene.removeItem(self.badges.pop(seat))
        for seat in lords:
            item = seats.get(seat)
            if item is None:
                continue
            badge = self.badges.get(seat)
            if badge is None:
                badge = TextItem(ui_text("seat_lord"), 11, QColor("#ffd54a"), True, width=60)
                badge.setZValue(20)
                self.scene.addItem(badge)
                self.badges[seat] = badge
            badge.set_text(ui_text("seat_lord"))
            badge.setToolTip(ui_text("seat_lord_tip"))
            badge.setPos(item.pos() + QPointF(4, -TAG_H - 24))    # (above the phase tag: never under it)


def between(a: QPointF, b: QPointF, margin: float = 6) -> QLineF:
    """The stretch of the line from seat centre `a` to seat centre `b` outside both seats."""
    d = b - a
    half_w, half_h = theme.SEAT_W / 2 + margin, theme.SEAT_H / 2 + margin
    t = min(half_w / abs(d.x()) if d.x() else float("inf"), half_h / abs(d.y()) if d.y() else float("inf"))
    if t >= 0.5:                        # (seats that touch: no line to draw)
        return QLineF(a, a)
    return QLineF(a + d * t, b - d * t)


def _centre(item: SeatItem) -> QPointF:
    r = QRectF(0, 0, theme.SEAT_W, theme.SEAT_H)
    return item.pos() + r.center()
