"""Animations: one global speed knob (0 = none, as in tests), and moving items about."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEasingCurve, QObject, QParallelAnimationGroup, QPointF, QPropertyAnimation, QTimer

#: multiplies every animation's duration; 0 makes everything instant (tests set it)
SPEED = 1.0
MOVE_MS = 420
CUE_MS = 650


def duration(ms: float) -> int:
    return int(ms * SPEED)


class Moves(QObject):
    """A group of item moves that finish together, then call `done` once."""

    def __init__(self, parent: QObject, done: Callable[[], None]) -> None:
        super().__init__(parent)
        self.group = QParallelAnimationGroup(self)
        self.done = done
        self.items: list = []
        self._finished = False

    def move(self, item, to: QPointF, ms: float = MOVE_MS, fade_to: float | None = None) -> None:
        self.items.append((item, to, fade_to))
        if duration(ms) <= 0:
            return
        anim = QPropertyAnimation(item, b"pos", self.group)
        anim.setDuration(duration(ms))
        anim.setStartValue(item.pos())
        anim.setEndValue(to)
        anim.setEasingCurve(QEasingCurve.Type.OutCubic)
        self.group.addAnimation(anim)
        if fade_to is not None:
            fade = QPropertyAnimation(item, b"fade", self.group)
            fade.setDuration(duration(ms))
            fade.setStartValue(item.opacity())
            fade.setEndValue(fade_to)
            self.group.addAnimation(fade)

    def start(self) -> None:
        if self.group.animationCount() == 0:
            QTimer.singleShot(0, self._finish)
            return
        self.group.finished.connect(self._finish)
        self.group.start()

    def _finish(self) -> None:
        if self._finished:
            return
        self._finished = True
        for item, to, fade_to in self.items:
            if item.scene() is not None:
                item.setPos(to)
                if fade_to is not None:
                    item.setOpacity(fade_to)
        self.done()
        self.deleteLater()

    def stop(self) -> None:
        """Jump to the end (window closing, a resize does not need it)."""
        self.group.stop()
        self._finish()


def later(parent: QObject, ms: float, fn: Callable[[], None]) -> None:
    """Call `fn` after `ms` × SPEED (at once, on the event loop, when SPEED is 0)."""
    QTimer.singleShot(max(0, duration(ms)), fn)
