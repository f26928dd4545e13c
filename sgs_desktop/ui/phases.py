"""The six turn phases as a QStateMachine (准备 判定 摸牌 出牌 弃牌 结束, and between turns).

It follows the engine's phase events (`follow`); its state decides the phase indicator and
what the dashboard offers (the End button in your own play phase)."""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal
from PySide6.QtStateMachine import QState, QStateMachine

from ..engine.timings import PHASES

IDLE = "idle"
STATES = (IDLE, *PHASES)


class PhaseMachine(QObject):
    """`follow(phase)` requests a transition; `changed(phase)` is emitted once it happened."""

    changed = Signal(str)
    _go_idle = Signal()
    _go_start = Signal()
    _go_judge = Signal()
    _go_draw = Signal()
    _go_play = Signal()
    _go_discard = Signal()
    _go_finish = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.machine = QStateMachine(self)
        self.states: dict[str, QState] = {}
        self.current = IDLE
        for name in STATES:
            state = QState(self.machine)
            state.setObjectName(name)
            state.entered.connect(lambda n=name: self._entered(n))
            self.states[name] = state
        for src in self.states.values():
            for name, dst in self.states.items():
                src.addTransition(self._signal(name), dst)
        self.machine.setInitialState(self.states[IDLE])
        self.machine.start()

    def _signal(self, name: str):
        return getattr(self, f"_go_{name}")

    def follow(self, phase: str) -> None:
        if phase not in self.states:
            raise ValueError(f"unknown phase {phase!r}")
        self._signal(phase).emit()

    def _entered(self, name: str) -> None:
        self.current = name
        self.changed.emit(name)

    def active(self) -> str | None:
        """The state the machine is in now (from the machine itself)."""
        for name, state in self.states.items():
            if state.active():
                return name
        return None
