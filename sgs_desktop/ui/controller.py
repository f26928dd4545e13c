"""Runs one game in the window: engine and Qt share the GUI thread, no busy waiting.

The window talks to its table only through a `TableClient` (client/table.py): its seat's events,
its applied seat state, the request open for it, its answers. The table runs until it needs an
answer; the scene animates the new events; then the rest of the table acts (after a readable
pause) or the human is shown the request and the table waits.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass

from PySide6.QtCore import QObject, QTimer, Signal

from ..client.faces import deck_faces
from ..client.logtext import safe_event_text
from ..client.selection import (
    ArrangeSelection,
    CardsSelection,
    OptionSelection,
    PickSelection,
    Selection,
    UseSelection,
    selection_for,
)
from ..client.table import TableClient, final_seats
from ..engine.errors import IllegalAnswer
from ..engine.protocol import Answer, Request
from ..packs.i18n import skill_name
from .heg_panels import HegGameOverPanel, PairPanel
from .panels import ArrangePanel, GameOverPanel, OffTableCardsPanel, OptionPanel, Panel, PickPanel
from .phases import IDLE, PhaseMachine
from .table import TableScene
from .texts import prompt_text, seat_name, ui_text, word


@dataclass
class UiSettings:
    ai_delay_ms: int = 450          # the pause before an AI acts (readable pace); 0 in tests
    response_seconds: int = 20      # countdown for answers outside the play phase; 0: none


class GameController(QObject):
    game_over = Signal(object)
    changed = Signal()              # selection, buttons or prompt changed

    def __init__(self, window, table: TableClient, settings: UiSettings) -> None:
        super().__init__(window)
        self.window = window
        self.table = table
        self.settings = settings
        faces = deck_faces(table.info.packs)
        self.faces = faces
        self.scene = TableScene(table.info.players, table.seat, faces)
        self.scene.card_clicked.connect(self.on_card)
        self.scene.seat_clicked.connect(self.on_seat)
        self.phases = PhaseMachine(self)
        self.phases.changed.connect(lambda _p: self.changed.emit())
        self.request: Request | None = None
        self.selection: Selection | None = None
        self.panel: Panel | None = None
        self.busy = False
        self.closed = False
        self.over = False
        self.generals: dict[int, str] = {}
        self.countdown_ms = settings.response_seconds * 1000
        self.countdown = QTimer(self)
        self.countdown.setSingleShot(True)
        self.countdown.timeout.connect(self.on_timeout)

    # ------------------------------------------------------------ the loop
    def start(self) -> None:
        self._sync()
        QTimer.singleShot(0, self.pump)

    def _sync(self) -> None:
        """Lay the scene out as the seat's state is now (a copy: the scene paints from what it was
        given, and the state moves on with the next events)."""
        self.scene.sync(copy.deepcopy(self.table.state.view))

    def pump(self) -> None:
        if self.closed or self.busy or self.request is not None:
            return
        events = self.table.events()
        if events:
            self.busy = True
            self.scene.play(events, self._after_events, on_event=self._on_event)
            return
        if self.table.finished:
            self._game_over()
            return
        pending = self.table.pending
        if pending is not None:
            self.present(pending)
            return
        self.busy = True
        QTimer.singleShot(max(0, self.settings.ai_delay_ms), self._ai)

    def _on_event(self, ev: dict) -> None:
        if self.closed:
            return
        kind = ev["kind"]
        if kind == "turn":
            self.phases.follow(IDLE)
        elif kind == "phase":
            self.phases.follow(ev["phase"])
        elif kind == "general":
            self.generals[ev["seat"]] = ev["general"]
        elif kind == "show_general" and (ev.get("slot") == "head" or ev.get("seat") not in self.generals):
            self.generals[ev["seat"]] = ev["general"]       # 国战: a seat is called by its shown general
        self.window.log_line(safe_event_text(ev, self.faces, self._name))

    def _name(self, seat: int | None) -> str:
        mine = seat == self.table.seat and seat is not None
        return seat_name(seat, None if seat is None else self.generals.get(seat)) + (word("you") if mine else "")

    def _after_events(self) -> None:
        self.busy = False
        if self.closed:
            return
        self._sync()
        self.changed.emit()
        self.pump()

    def _ai(self) -> None:
        self.busy = False
        if self.closed:
            return
        self.table.step()
        self.pump()

    # ------------------------------------------------------------ the human's request
    def present(self, request: Request) -> None:
        self.request = request
        self.selection = selection_for(request)
        text = prompt_text(request.prompt.key, request.prompt.args, request.kind, self._name, self.faces)
        self.scene.prompt.set_text(text)
        if isinstance(self.selection, OptionSelection) and request.prompt.key == "choose_pair":
            self._open(PairPanel(self.window.table_view, self.selection, text, self.table.state.view.rules))
        elif isinstance(self.selection, OptionSelection) and not self.selection.yes_no:
            self._open(OptionPanel(self.window.table_view, self.selection, text))
        elif isinstance(self.selection, PickSelection):
            self._open(PickPanel(self.window.table_view, self.selection, text, self.faces))
        elif isinstance(self.selection, ArrangeSelection):
            self._open(ArrangePanel(self.window.table_view, self.selection, text, self.faces))
        elif isinstance(self.selection, CardsSelection) and self._off_table(self.selection.request.cards):
            self._open(OffTableCardsPanel(self.window.table_view, self.selection, text, self.faces,
                                          self.selection.request.cards, answer=True))
        if self.settings.response_seconds > 0 and request.kind != "play":
            # choosing a 国战 pair means reading four generals: three times the usual time
            factor = 3 if request.prompt.key == "choose_pair" else 1
            self.countdown_ms = self.settings.response_seconds * 1000 * factor
            self.countdown.start(self.countdown_ms)
        self.refresh()

    def _open(self, panel: Panel) -> None:
        self.panel = panel
        panel.answered.connect(self.submit)
        panel.place()

    def refresh(self) -> None:
        self.scene.show_selection(self.selection)
        self.changed.emit()

    def on_card(self, cid: int) -> None:
        if self.selection is not None and not self.busy and self.panel is None and self.selection.card_clickable(cid):
            self.selection.click_card(cid)
            self.refresh()

    def on_seat(self, seat: int) -> None:
        sel = self.selection
        if (sel is not None and not self.busy and self.panel is None
                and (sel.seat_clickable(seat) or sel.seat_selected(seat))):
            sel.click_seat(seat)
            self.refresh()

    def on_skill(self, skill: str) -> None:
        if self.selection is not None and not self.busy:
            self.selection.click_skill(skill)
            self.refresh()
            sel = self.selection
            if isinstance(sel, UseSelection) and sel.skill == skill and self.panel is None:
                cards = [c for o in sel.options if o.skill == skill for c in o.cards]
                if cards and self._off_table(cards):     # (急袭: its cards are 田 on the general)
                    title = skill_name(skill, mode=self.table.info.mode)
                    panel = OffTableCardsPanel(self.window.table_view, sel, title, self.faces, sorted(set(cards)),
                                               answer=False)
                    panel.picked.connect(self._close_picker)
                    self.panel = panel
                    panel.place()

    def _off_table(self, cards) -> bool:
        """Does a question offer cards the table does not draw (a general's pile)?"""
        return any(c not in self.scene.cards for c in cards)

    def _close_picker(self) -> None:
        if self.panel is not None:
            self.panel.hide()
            self.panel.deleteLater()
            self.panel = None
        self.refresh()

    def on_ok(self) -> None:
        if self.selection is not None and self.selection.ok_enabled:
            self.submit(self.selection.ok())

    def on_cancel(self) -> None:
        if self.selection is not None and self.selection.cancel_enabled:
            answer = self.selection.cancel()
            if answer is not None:
                self.submit(answer)
            else:
                self.refresh()

    def on_end(self) -> None:
        if self.selection is not None and self.selection.end_enabled:
            self.submit(self.selection.end())

    def on_recast(self) -> None:
        if self.selection is not None and self.selection.recast_enabled:
            self.submit(self.selection.recast())

    def on_timeout(self) -> None:
        if self.request is not None:
            self.submit(self.request.default())

    def submit(self, answer: Answer) -> None:
        if self.request is None or self.closed:
            return
        try:
            self.table.answer(answer)
        except IllegalAnswer as exc:        # the models only build legal answers; say so if not
            self.scene.prompt.set_text(ui_text("cannot", error=exc))
            return
        self.countdown.stop()
        if self.panel is not None:
            self.panel.hide()
            self.panel.deleteLater()
            self.panel = None
        self.request = None
        self.selection = None
        self.scene.prompt.set_text("")
        self.scene.show_selection(None)
        self.changed.emit()
        self.pump()

    # ------------------------------------------------------------ the end
    def _game_over(self) -> None:
        if self.over:
            return
        self.over = True
        self.phases.follow(IDLE)
        over = self.table.result
        if over is None:            # (the table stopped without a verdict: nothing to list)
            self.game_over.emit(None)
            return
        # every role, general and kingdom comes from the game-over event (public now); alive from the state
        seats = final_seats(over, self.table.state.view)
        kind = HegGameOverPanel if self.table.info.mode == "hegemony" else GameOverPanel
        panel = kind(self.window.table_view, over, seats, self.table.seat)
        panel.again.connect(self.window.play_again)
        panel.back.connect(self.window.back_to_start)
        self.panel = panel
        panel.place()
        self.game_over.emit(over)

    def close(self) -> None:
        """The window is closing or a new game starts: stop everything quietly."""
        self.closed = True
        self.countdown.stop()
        self.scene.stop()
