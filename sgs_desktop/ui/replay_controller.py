"""Plays a record back on the normal table (录像回放): pause, step one event or one action, speed,
jump to the end.

The table is a `ReplayTable` (tables/replay.py): a `TableClient` that gives the recorded answers
instead of asking anyone, and hands out the chosen viewer's stream as a live table does, so the
scene, the log and the panels are the live game's and see only what that viewer saw.
"""

from __future__ import annotations

from PySide6.QtCore import QTimer

from ..tables.replay import RecordProblem, ReplayTable
from . import anim
from .controller import GameController, UiSettings
from .texts import ui_text

#: the playback speeds (× the usual pace of the computer's pauses and of the cards' flight)
SPEEDS = (0.5, 1.0, 2.0, 4.0, 8.0)


class ReplayController(GameController):
    """A game controller whose table plays itself from a record. `paused` stops it between
    batches of events; `step_event` / `step_action` move on by one event / one recorded answer
    (with what it made happen); `set_speed` scales the pauses and the animations; `jump_to_end`
    plays everything left at once. `problem` is set when the record stops making sense."""

    replaying = True

    def __init__(self, window, table: ReplayTable, settings: UiSettings) -> None:
        super().__init__(window, table, settings)
        self.replay: ReplayTable = table
        self.paused = False
        self.factor = 1.0
        self.base_speed = anim.SPEED        # (the cards' speed the window had: restored when the replay closes)
        self._anim_set = anim.SPEED         # what the replay last set it to
        self.budget: str | None = None      # "event" / "action" while a step is being played
        self.jumping = False
        self.ended = False                  # the record's end was reached (a record made mid-game stops there)
        self.problem: str | None = None
        self.delay_timer = QTimer(self)
        self.delay_timer.setSingleShot(True)
        self.delay_timer.timeout.connect(self._ai)

    # ------------------------------------------------------------ the player's controls
    def set_paused(self, on: bool) -> None:
        self.paused = on
        if not on:
            self.budget = None
        self.changed.emit()
        self.pump()

    def step_event(self) -> None:
        """Show the next event (it pauses the replay first)."""
        self._step("event")

    def step_action(self) -> None:
        """Play the next recorded answer and what it made happen (or the rest of the one begun)."""
        self._step("action")

    def _step(self, kind: str) -> None:
        if self.over or self.closed or self.ended:
            return
        self.paused = True
        if self.budget is None:
            self.budget = kind
        if self.delay_timer.isActive():     # (no waiting for the pause between actions)
            self.delay_timer.start(0)
        self.changed.emit()
        self.pump()

    def set_speed(self, factor: float) -> None:
        """`factor` × the usual pace (0.5 half as fast … 8 eight times as fast)."""
        self.factor = factor
        if not self.jumping:
            self._set_anim(self.base_speed / factor)
        self.changed.emit()

    def _set_anim(self, speed: float) -> None:
        if self._anim_set != anim.SPEED:        # (the settings changed the cards' speed meanwhile: the new base)
            self.base_speed = anim.SPEED
            speed = self.base_speed / self.factor if not self.jumping else 0.0
        anim.SPEED = self._anim_set = speed

    def jump_to_end(self) -> None:
        """Play everything left at once (no animations), to the game's end or the record's."""
        if self.over or self.closed or self.ended:
            return
        self.jumping = True
        self._set_anim(0.0)                 # (what is flying now lands at once)
        if self.delay_timer.isActive():     # (waiting between actions; while a batch flies, it pumps when done)
            self.delay_timer.stop()
            self.busy = False
        self.pump()

    # ------------------------------------------------------------ the loop
    def pump(self) -> None:
        if self.closed or self.busy or self.over or self.problem is not None:
            return
        t = self.replay
        if self.jumping:
            self._jump()
            return
        if self.paused and self.budget is None:
            return
        events = t.events(1 if self.budget == "event" else None)
        if events:
            self.budget = None              # (a step shows one event, or the rest of an action: done)
            self.busy = True
            self.scene.play(events, self._after_events, on_event=self._on_event)
            return
        if t.finished:
            self._game_over()
            return
        if t.remaining <= 0:
            self._reached_end()
            return
        self.busy = True
        self.delay_timer.start(0 if self.budget is not None else max(0, int(self.settings.ai_delay_ms / self.factor)))

    def _ai(self) -> None:
        """The next recorded answer (instead of a computer seat's)."""
        self.busy = False
        if self.closed or (self.paused and self.budget is None):
            return
        try:
            self.replay.step()
        except RecordProblem as exc:
            self._stop_on(exc)
            return
        self.pump()

    def _jump(self) -> None:
        try:
            self.replay.run_to_end()
        except RecordProblem as exc:
            self._stop_on(exc)
        for ev in self.replay.events():
            self._on_event(ev)
        self.jumping = False
        self.budget = None
        self._set_anim(self.base_speed / self.factor)
        self._sync()
        self.changed.emit()
        if self.problem is None and self.replay.finished:
            self._game_over()
        elif self.problem is None:
            self._reached_end()

    def _stop_on(self, exc: RecordProblem) -> None:
        self.problem = exc.detail
        self.busy = False
        self.scene.prompt.set_text(ui_text("replay_problem", error=exc.detail))
        self.changed.emit()

    def _reached_end(self) -> None:
        if not self.ended:
            self.ended = True
            self.scene.prompt.set_text(ui_text("replay_record_ends"))
            self.window.log_line(ui_text("replay_record_ends"))
        self.changed.emit()

    def _game_over(self) -> None:
        super()._game_over()
        panel = self.panel
        if panel is not None and hasattr(panel, "again"):
            panel.again.disconnect()
            panel.again.connect(self.window.replay_again)       # (再看一遍: the same record from the start)
            if "again" in panel.buttons:
                panel.buttons["again"].setText(ui_text("replay_again"))
        self.changed.emit()

    @property
    def progress(self) -> tuple[int, int]:
        """Recorded answers given so far, and in all."""
        return self.replay.position, len(self.replay.record.answers)

    def close(self) -> None:
        super().close()
        self.delay_timer.stop()
        if self._anim_set == anim.SPEED:        # (unless the settings changed it: then it is theirs)
            anim.SPEED = self.base_speed
