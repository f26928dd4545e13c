"""Runs one game in the window: engine and Qt share the GUI thread, no busy waiting.

The window talks to its table only through a `TableClient` (client/table.py): its seat's events,
its applied seat state, the request open for it, its answers. The table runs until it needs an
answer; the scene animates the new events; then the rest of the table acts (after a readable
pause) or the human is shown the request and the table waits.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QObject, QTimer, Signal

from ..client.logfold import LogLine, fold_line
from ..client.logtext import SeatLabel
from ..client.selection import (
    ArrangeSelection,
    CardsSelection,
    OptionSelection,
    PickSelection,
    Selection,
    UseSelection,
    selection_for,
)
from ..client.sounds import effect_for
from ..client.stats import game_stats
from ..client.table import TableClient, final_seats
from ..engine import events as E
from ..engine import events_heg as EH
from ..engine.errors import IllegalAnswer
from ..engine.events import Event
from ..engine.protocol.answers import Answer
from ..engine.protocol.requests import Request
from ..packs import deck_faces
from ..packs.i18n import card_name, lookup, skill_name, skill_text
from .heg_panels import HegGameOverPanel, PairPanel
from .panels import (
    ArrangePanel,
    GameOverPanel,
    GeneralPanel,
    NamePanel,
    OffTableCardsPanel,
    OptionPanel,
    Panel,
    PickPanel,
)
from .phases import IDLE, PhaseMachine
from .table import TableScene, shown_general
from .texts import prompt_text, refusal_text, seat_name, ui_text, word


@dataclass
class UiSettings:
    ai_delay_ms: int = 450          # the pause before an AI acts (readable pace); 0 in tests
    response_seconds: int = 30      # countdown for answers outside the play phase; 0: no limit


class GameController(QObject):
    game_over = Signal(object)
    changed = Signal()              # selection, buttons or prompt changed
    replaying = False               # (a record played back: ui/replay_controller.py)

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
        self.history: list[Event] = []          # every event this seat has seen (the log again, statistics)
        self.conceded = False
        self.prompt_line = ""                   # the open request's prompt
        self.held_ms: int | None = None         # the countdown's time left while it is paused
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

    def _on_event(self, ev: Event) -> None:
        if self.closed:
            return
        self.history.append(ev)
        line = self._line(ev)           # (before the event names a seat's general: "2号位的武将是…")
        if isinstance(ev, E.Turn):
            self.phases.follow(IDLE)
        elif isinstance(ev, E.Phase):
            self.phases.follow(ev.phase)
        elif isinstance(ev, E.GeneralChosen):
            self.generals[ev.seat] = ev.general
        elif isinstance(ev, EH.ShowGeneral) and (ev.slot == "head" or ev.seat not in self.generals):
            self.generals[ev.seat] = ev.general       # 国战: a seat is called by its shown general
        if line is not None:
            self.window.log_line(line)
        effect = effect_for(ev, self.table.seat)
        if effect is not None:
            self.window.sounds.play(effect)     # (as the event is shown: the sound goes with its picture)

    def _line(self, ev: Event) -> LogLine | None:
        """An event's log line; an event that tells a seat's general (选将, 明置) names the seat by its
        number ("2号位的武将是曹丕", not "2号位·曹丕的武将是曹丕")."""
        naming = isinstance(ev, (E.GeneralChosen, EH.ShowGeneral))
        return fold_line(ev, self.faces, self._number_name if naming else self._name)

    def _mine(self, seat: int | None) -> bool:
        return seat == self.table.seat and seat is not None and not self.replaying     # (a replay: nobody is "you")

    def _name(self, seat: int | None) -> str:
        general = None if seat is None else self.generals.get(seat)
        if general is None and seat is not None and 0 <= seat < self.table.info.players:
            general = shown_general(self.table.state.view.players[seat])    # (a scenario names none)
        mine = self._mine(seat)
        return SeatLabel.of(seat_name(seat, general) + (word("you") if mine else ""), mine)

    def _number_name(self, seat: int | None) -> str:
        mine = self._mine(seat)
        return SeatLabel.of(seat_name(seat) + (word("you") if mine else ""), mine)

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
        self.prompt_line = text
        self.scene.prompt.set_text(text)
        if isinstance(self.selection, OptionSelection) and request.prompt.key == "choose_pair":
            self._open(PairPanel(self.window.table_view, self.selection, text, self.table.state.view.rules))
        elif isinstance(self.selection, OptionSelection) and request.prompt.key == "choose_general":
            self._open(GeneralPanel(self.window.table_view, self.selection, text))
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
            factor = 3 if request.prompt.key in ("choose_pair", "choose_general") else 1
            self.countdown_ms = self.settings.response_seconds * 1000 * factor
            self.countdown.start(self.countdown_ms)
        self.refresh()

    def _open(self, panel: Panel) -> None:
        self.panel = panel
        panel.answered.connect(self.submit)
        panel.changed.connect(self.changed.emit)
        panel.place()

    def refresh(self) -> None:
        self.scene.show_selection(self.selection)
        self.scene.show_choices(self.choices())
        if self.request is not None and not self.auto:
            self.scene.prompt.set_text(self.context_text() or self.prompt_line)
        self.changed.emit()

    def choices(self) -> dict[int, tuple[str, str]]:
        """Each seat's state while targets are chosen (SeatItem.set_choice): the seats that cannot be
        chosen now say why — the engine's reason (engine/explain.py) where the request gives one —
        and a chosen seat says what it is (目标; 借刀杀人: 持刀者 and 目标)."""
        sel = self.selection
        if sel is None or self.auto or self.panel is not None:
            return {}
        out: dict[int, tuple[str, str]] = {}
        for seat in range(self.table.info.players):
            state = sel.seat_choice(seat)
            if state == "blocked":
                why = sel.refusal(seat)
                out[seat] = (state, refusal_text(why, self._name) if why is not None else ui_text("seat_blocked"))
            elif state == "chosen":
                out[seat] = (state, self._target_tag(sel, seat))
            elif state != "none":
                out[seat] = (state, "")
        return out

    def _target_tag(self, sel: Selection, seat: int) -> str:
        option = getattr(sel, "option", None)
        role = sel.target_role(seat) if isinstance(sel, UseSelection) else 0
        key = self._option_key(option) if option is not None else ""
        return lookup("ui", f"tag_{key}_{role}") or ui_text("seat_target")

    def _option_key(self, option) -> str:
        """The card key an option uses (a skill's own id when it makes no card)."""
        if option.name:
            return option.name
        face = self.faces.get(option.card) if option.card is not None else None
        return face["key"] if face else (option.skill or "")

    def context_text(self) -> str | None:
        """While you choose in the play phase: what the chosen skill does, or whom the chosen card is
        for (离间 says who duels whom once both are chosen); None: the request's own prompt."""
        sel, req = self.selection, self.request
        if req is None or req.kind != "play" or sel is None:
            return None
        mode = "hegemony" if self.table.info.mode == "hegemony" else "identity"
        skill = sel.skill_selected()
        targets = list(getattr(sel, "targets", []) or [])
        if skill is not None:
            pair = lookup("ui", f"targets_{skill}")
            if pair and len(targets) == 2:
                return pair.format(first=self._name(targets[0]), second=self._name(targets[1]))
            return ui_text("hint_skill", skill=skill_name(skill, mode=mode), text=skill_text(skill, mode=mode))
        option = getattr(sel, "option", None)
        if option is None or option.card is None:
            return None
        key = self._option_key(option)
        name = card_name(key)
        spec = option.targets
        if spec is None:                # (万箭齐发, equipment: nothing to choose; 确定 uses it)
            return ui_text("hint_card_no_targets", card=name)
        if spec.then:                   # (借刀杀人: the holder, then whom it must attack)
            named = [self._name(t) for t in targets[:2]]
            found = lookup("ui", f"hint_then_{key}_{len(named)}")
            if found is not None:
                return found.format(card=name, **dict(zip(("first", "second"), named, strict=False)))
        if targets:
            listed = word("list_sep").join(map(self._name, targets))
            return ui_text("hint_card_targets" if sel.ok_enabled else "hint_card_more", card=name, targets=listed)
        return ui_text("hint_card", card=name)

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
            if isinstance(sel, UseSelection) and sel.skill == skill and self.panel is None and sel.names():
                # (蛊惑: the card is named first, then the card put down and the targets)
                names = NamePanel(self.window.table_view, ui_text("name_the_card", skill=skill_name(skill)),
                                  sel.names())
                names.picked.connect(self._named)
                self.panel = names
                names.place()
            elif isinstance(sel, UseSelection) and sel.skill == skill and self.panel is None:
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

    def _named(self, key: str) -> None:
        """The card named in the name panel ("": 取消, the skill is let go)."""
        sel = self.selection
        if isinstance(sel, UseSelection):
            if key:
                sel.declare(key)
            else:
                sel.clear()
        self._close_picker()

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

    def hold(self, on: bool) -> None:
        """Pause the countdown while the player reads (a tooltip, a panel's details); resume after."""
        if on and self.countdown.isActive():
            self.held_ms = max(0, self.countdown.remainingTime())
            self.countdown.stop()
        elif not on and self.held_ms is not None:
            if self.request is not None:
                self.countdown.start(max(1000, self.held_ms))
            self.held_ms = None

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
        self._drop_request()
        self.changed.emit()
        self.pump()

    def _drop_request(self) -> None:
        self.countdown.stop()
        self.held_ms = None
        self._close_panel()
        self.request = None
        self.selection = None
        self.scene.prompt.set_text("")
        self.scene.show_selection(None)
        self.scene.show_choices({})

    def rejoin(self, table) -> None:
        """The LAN connection came back as `table` (its state carried on): what was asked before is
        asked again, or was answered meanwhile by the AI standing in — present what it has now."""
        self.table = table
        if self.request is not None:
            self._drop_request()
            self.changed.emit()
        self.pump()

    # ------------------------------------------------------------ 托管 and 投降
    @property
    def auto(self) -> bool:
        """托管: does the table's stand-in play this seat now?"""
        return self.table.seat is not None and self.table.auto

    def set_auto(self, on: bool) -> None:
        """托管 on: the table's own stand-in — the AI a LAN seat gets when its player leaves, fed
        this seat's events from the start — answers this seat's requests, the open one at once;
        off: the player answers again, from the request open now (shown again) or the next."""
        if on == self.auto or self.table.seat is None or self.conceded or self.over or self.closed:
            return
        try:
            self.table.set_auto(on)
        except (IllegalAnswer, ConnectionError) as exc:     # (a LAN table that is gone: say so)
            self.scene.prompt.set_text(ui_text("cannot", error=exc))
            return
        self.scene.set_auto(self.table.seat, self.table.auto)     # (the table shows it: a badge on your plate)
        if on and self.request is not None:
            self._drop_request()                # the stand-in answers it, now
            self.busy = True
            QTimer.singleShot(0, self._ai)
        self.changed.emit()

    def concede(self) -> None:
        """投降: this seat gives up (the table counts it as its death); the table plays on."""
        if self.conceded or self.table.seat is None or self.over:
            return
        self.table.concede()
        self.conceded = True
        self.scene.set_auto(self.table.seat, False)
        self.countdown.stop()
        self._close_panel()
        self.request = None
        self.selection = None
        self.scene.prompt.set_text(ui_text("surrendered"))
        self.scene.show_selection(None)
        self.scene.show_choices({})
        self.changed.emit()
        self.pump()

    def _close_panel(self) -> None:
        if self.panel is not None and not self.over:
            self.panel.hide()
            self.panel.deleteLater()
            self.panel = None

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
        stats = game_stats(self.table.info.players, self.history)
        record = getattr(self.table, "record_file", None)      # (a local table keeps one; a LAN seat none)
        reporting = getattr(self.window, "places", None) is not None       # (a bug report needs a place to go)
        viewer = None if self.replaying else self.table.seat
        panel = kind(self.window.table_view, over, seats, viewer, stats=stats,
                     record=record if isinstance(record, Path) else None, reporting=reporting)
        panel.again.connect(self.window.play_again)
        panel.back.connect(self.window.back_to_start)
        panel.report.connect(self.window.bug_report)
        self.panel = panel
        panel.place()
        self.game_over.emit(over)

    def retranslate(self) -> None:
        """The language changed: the table, the open prompt and every line of the log already there
        are said again in it (the log keeps the typed events it showed)."""
        self.scene.retranslate()
        self.window.log.retranslate_lines(lambda line: self._line(line.source) if isinstance(line.source, Event)
                                          else None)
        req = self.request
        if req is not None:
            self.prompt_line = prompt_text(req.prompt.key, req.prompt.args, req.kind, self._name, self.faces)
            self.refresh()
        self.changed.emit()

    def close(self) -> None:
        """The window is closing or a new game starts: stop everything quietly."""
        self.closed = True
        self.countdown.stop()
        self.scene.stop()
