"""The table effects' items (ui/effects.py starts them): an `EffectItem` plays one drawing (ui/art/
effects_*.py) over its own time and takes itself off the table; a `Shake` shivers a seat and puts
it back. Neither takes a click or a hover: the seat or card under an effect still gets them.

Their times scale with `anim.SPEED` (the one knob); ui/effects.py starts nothing at 0."""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Protocol

from PySide6.QtCore import QObject, QPointF, QRectF, QSequentialAnimationGroup, Qt, QVariantAnimation
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from . import anim


class Art(Protocol):
    def paint(self, p: QPainter, t: float) -> None: ...


def _timeline(owner: QObject, ms: float, delay_ms: float, step: Callable[[float], None],
              done: Callable[[], None]) -> QSequentialAnimationGroup:
    """`step(t)` for t from 0 to 1 over `ms` (× anim.SPEED) after `delay_ms`, then `done()`."""
    group = QSequentialAnimationGroup(owner)
    if delay_ms > 0:
        group.addPause(max(1, anim.duration(delay_ms)))
    run = QVariantAnimation(group)
    run.setStartValue(0.0)
    run.setEndValue(1.0)
    run.setDuration(max(1, anim.duration(ms)))
    run.valueChanged.connect(lambda v: step(float(v)))
    group.addAnimation(run)
    group.finished.connect(done)
    return group


class EffectItem(QGraphicsObject):
    """One effect of `kind` at `seats` (the seats it shows something on), drawn by `art` in `rect`
    (scene coordinates; the art draws in the item's own, from its top-left) for `ms` after
    `delay_ms`. It is hidden until it starts; it leaves the table when it ends (`hold`: it stays
    drawn as at its end until `end()` — the 阵亡 stamp waits for the seat's own)."""

    def __init__(self, kind: str, seats: tuple[int, ...], rect: QRectF, art: Art, ms: float,
                 delay_ms: float = 0, z: float = 72, hold: bool = False,
                 on_end: Callable[[EffectItem], None] | None = None) -> None:
        super().__init__()
        self.kind, self.seats, self.art, self.hold = kind, seats, art, hold
        self.size = QRectF(0, 0, rect.width(), rect.height())
        self.on_end = on_end
        self.t = 0.0
        self.ended = False
        self.setPos(rect.topLeft())
        self.setZValue(z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)      # (clicks go to what is under it)
        self.setAcceptHoverEvents(False)
        self.setVisible(delay_ms <= 0)
        self.timeline = _timeline(self, ms, delay_ms, self._step, self._finished)

    def start(self) -> None:
        self.timeline.start()

    def _step(self, t: float) -> None:
        self.t = t
        if not self.isVisible():
            self.setVisible(True)
        self.update()

    def _finished(self) -> None:
        self._step(1.0)
        if not self.hold:
            self.end()

    def seek(self, t: float) -> None:
        """Stop the clock and show the effect as it is at `t` (a screenshot of it mid-flight)."""
        self.timeline.stop()
        self._step(t)

    def end(self) -> None:
        """Take the effect off the table now (once)."""
        if self.ended:
            return
        self.ended = True
        self.timeline.stop()
        scene = self.scene()
        if scene is not None:
            scene.removeItem(self)
        if self.on_end is not None:
            self.on_end(self)

    def boundingRect(self) -> QRectF:
        return self.size

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        self.art.paint(p, self.t)


class Shake(QObject):
    """A seat shivers (a blow, a death's thump): it swings about where it stands, dying away over
    `ms`, and stands where it stood again at the end — unless something moved it meanwhile."""

    def __init__(self, item: QGraphicsItem, home: QPointF, ms: float, amplitude: float, delay_ms: float = 0,
                 on_end: Callable[[Shake], None] | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)            # (the scene: it goes with it)
        self.item, self.home, self.amplitude = item, QPointF(home), amplitude
        self.last = QPointF(home)
        self.on_end = on_end
        self.ended = False
        self.timeline = _timeline(self, ms, delay_ms, self._step, self.end)

    def start(self) -> None:
        self.timeline.start()

    def _step(self, t: float) -> None:
        k = self.amplitude * (1 - t) ** 2
        self.last = self.home + QPointF(round(k * math.sin(t * math.tau * 3.5), 1),
                                        round(0.35 * k * math.sin(t * math.tau * 2.5 + 1), 1))
        self.item.setPos(self.last)

    def end(self) -> None:
        if self.ended:
            return
        self.ended = True
        self.timeline.stop()
        if self.item.pos() == self.last:
            self.item.setPos(self.home)
        if self.on_end is not None:
            self.on_end(self)
