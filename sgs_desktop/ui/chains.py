"""The table's chain overlay (铁索连环): while seats are chained, a steel chain hangs between each
chained seat and the next chained one in seat order (under the seats and the cards, over the felt).
It follows the typed events as they play (`set_chained`: a chain forms link by link; one whose
seat is unchained breaks visibly) and the view at each sync (`sync`: what the seats' states say,
without animation). The seat itself also shows its chain across its picture (ui/seat_paint.py)."""

from __future__ import annotations

import itertools
from typing import TYPE_CHECKING

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt, QVariantAnimation
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QGraphicsScene, QStyleOptionGraphicsItem, QWidget

from ..engine.view import PlayerView
from . import anim
from .art.effects_chain import Link, chain_links, paint_chain

if TYPE_CHECKING:
    from .effects import TableEffects

Z = 2.0                 # over the felt and the 国战 队列 links, under the cards and the seats
FORM_MS = 380


class ChainItem(QGraphicsObject):
    """The chain between the seats `pair` (scene coordinates: its links' own)."""

    def __init__(self, pair: tuple[int, int], links: list[Link]) -> None:
        super().__init__()
        self.pair = pair
        self.links = links
        self.reveal = 1.0
        xs = [lk.centre.x() for lk in links] or [0.0]
        ys = [lk.centre.y() for lk in links] or [0.0]
        self.bounds = QRectF(min(xs) - 14, min(ys) - 14, max(xs) - min(xs) + 28, max(ys) - min(ys) + 28)
        self.setZValue(Z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.growth: QVariantAnimation | None = None

    def form(self) -> None:
        """Draw the links in from both seats (FORM_MS × anim.SPEED)."""
        self.reveal = 0.0
        self.setCacheMode(QGraphicsItem.CacheMode.NoCache)
        self.growth = QVariantAnimation(self)
        self.growth.setStartValue(0.0)
        self.growth.setEndValue(1.0)
        self.growth.setDuration(max(1, anim.duration(FORM_MS)))
        self.growth.valueChanged.connect(self._grow)
        self.growth.finished.connect(lambda: self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache))
        self.growth.start()

    def _grow(self, value: float) -> None:
        self.reveal = float(value)
        self.update()

    def boundingRect(self) -> QRectF:
        return self.bounds

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        paint_chain(p, self.links, self.reveal)


def pairs(chained: set[int]) -> list[tuple[int, int]]:
    """Each chained seat with the next chained one in seat order (an open chain: no link back)."""
    order = sorted(chained)
    return list(itertools.pairwise(order))


def edge_point(rect: QRectF, towards: QPointF, at: QPointF, margin: float = 5.0) -> QPointF:
    """Where the line from `at` (inside `rect`) to `towards` leaves `rect` grown by `margin`."""
    box = rect.adjusted(-margin, -margin, margin, margin)
    d = towards - at
    ts = []
    if d.x():
        ts.append(((box.right() if d.x() > 0 else box.left()) - at.x()) / d.x())
    if d.y():
        ts.append(((box.bottom() if d.y() > 0 else box.top()) - at.y()) / d.y())
    t = min((v for v in ts if v > 0), default=0.0)
    return at + d * min(t, 1.0)


class ChainOverlay:
    """The chains of one table scene: `items` by pair of seats."""

    def __init__(self, scene: QGraphicsScene, effects: TableEffects) -> None:
        self.scene = scene
        self.effects = effects
        self.chained: set[int] = set()
        self.items: dict[tuple[int, int], ChainItem] = {}

    def set_chained(self, seat: int, chained: bool) -> None:
        """A Chain event as it plays: the chain forms (or breaks, at `seat`) now."""
        if chained:
            self.chained.add(seat)
        else:
            self.chained.discard(seat)
        self._rebuild(animate=anim.SPEED > 0, broken_at=None if chained else seat)

    def sync(self, view: PlayerView) -> None:
        """As the view says: the living chained seats (no animation)."""
        self.chained = {sv.seat for sv in view.players if sv.chained and sv.alive and sv.seat in self.effects.seats}
        self._rebuild(animate=False)

    def _rebuild(self, animate: bool, broken_at: int | None = None) -> None:
        wanted = [p for p in pairs(self.chained) if p[0] in self.effects.seats and p[1] in self.effects.seats]
        for pair in [p for p in self.items if p not in wanted]:
            item = self.items.pop(pair)
            if animate and broken_at in pair:
                self.effects.chain_broke(pair, item.links)
            if item.scene() is not None:
                self.scene.removeItem(item)
        for pair in wanted:
            links = self.links_between(*pair)
            old = self.items.get(pair)
            if old is not None and old.links[:1] == links[:1] and old.links[-1:] == links[-1:]:
                continue
            if old is not None:                 # (the seats stand elsewhere now: hang it again)
                self.scene.removeItem(old)
            item = ChainItem(pair, links)
            self.scene.addItem(item)
            self.items[pair] = item
            if animate and old is None:
                item.form()

    def links_between(self, a: int, b: int) -> list[Link]:
        """The links from seat `a`'s edge to seat `b`'s, at the height each seat's own chain crosses
        its picture."""
        ra, rb = self.effects.seat_rect(a), self.effects.seat_rect(b)
        ca, cb = self.effects.chain_point(a), self.effects.chain_point(b)
        line = QLineF(edge_point(ra, cb, ca), edge_point(rb, ca, cb))
        return chain_links(line.p1(), line.p2())
