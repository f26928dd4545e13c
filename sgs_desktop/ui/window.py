"""The main window: a start page to set up a game, then the table with its buttons and log."""

from __future__ import annotations

import functools
from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING

from PySide6.QtCore import QSize, Qt, QTimer
from PySide6.QtGui import QKeySequence, QPainter, QShortcut
from PySide6.QtWidgets import (
    QGraphicsView,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMainWindow,
    QPushButton,
    QStackedWidget,
    QToolTip,
    QVBoxLayout,
    QWidget,
)

from .. import __version__
from ..client.logfold import LogLine
from ..client.sounds import tick_for
from ..client.table import TableClient
from ..packs.i18n import language, skill_name
from ..tables.local import TableSettings, open_table
from . import fonts
from .about import AboutDialog
from .answer_bar import AnswerBar
from .controller import GameController, UiSettings
from .fonts import ui_font
from .lan_pages import LanPages
from .log_view import LogView
from .phases import PHASES
from .places import Places, log
from .records import RecordsMixin
from .replay_widgets import ReplayBar
from .sound import SoundPlayer, make_player
from .start_page import StartPage, fresh_seed
from .style import FontScale
from .style import apply as apply_style
from .table_menu import GameMenu, Preferences, SettingsMixin
from .texts import phase_name, ui_text
from .window_setup import QT_TEXTS, fit_to_screen, give_back_focus

if TYPE_CHECKING:       # (the 图鉴 and the 规则 are imported when first opened: a faster start)
    from .codex import CodexWindow
    from .rules_view import RulesWindow


def log_width(window_width: int) -> int:
    """The log column: narrower in a small window, so the table gets the room (1280×720: 240 px)."""
    return 240 if window_width < 1500 else 300


class TableView(QGraphicsView):
    """The table, scaled to the window (1280×720 up to full HD and beyond)."""

    def __init__(self) -> None:
        super().__init__()
        self.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        self.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.BoundingRectViewportUpdate)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)     # (the felt: blitted, not drawn)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        self.setAlignment(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignBottom)    # (your dashboard on the bar)
        self.setMinimumSize(640, 360)

    def fit(self) -> None:
        if self.scene() is not None:
            self.fitInView(self.scene().sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
            self.resetCachedContent()           # (the felt again, for the new zoom)
            zoom = getattr(self.scene(), "set_zoom", None)     # (a table's: its seats choose strips or lines)
            if zoom is not None:
                zoom(self.transform().m11())

    def device_scale(self) -> float:
        """Device pixels a scene unit covers now (the zoom × the screen's ratio), as a card's face is
        rendered for it."""
        return round(self.transform().m11() * self.devicePixelRatioF(), 3)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self.fit()


class MainWindow(RecordsMixin, SettingsMixin, QMainWindow):
    """The program's window. With `places` (the program itself, not tests) it keeps the start page's
    choices in the settings file and each finished game's record in the records folder."""

    def __init__(self, ui_settings: UiSettings | None = None, places: Places | None = None,
                 ask_on_close: bool = False) -> None:
        super().__init__()
        apply_style()                       # (the house style, once for the application)
        self.ask_on_close = ask_on_close    # (the program asks before a game in progress is closed; tests not)
        self.setWindowTitle(ui_text("window_title"))
        fit_to_screen(self)                 # (the screen it opens on: never cut off)
        QT_TEXTS.switch(language())         # (Qt's own dialogs in the chosen language)
        self.places = places
        self.ui_settings = replace(ui_settings) if ui_settings is not None else UiSettings()   # (its own copy)
        self.prefs = Preferences(countdown=self.ui_settings.response_seconds)
        self.table_settings: TableSettings | None = None
        self.seed_random = False            # the game's seed was drawn (restart draws a new one)
        self.lan_game = False
        self.quitting = False               # (the menu's quit asked already)
        self.controller: GameController | None = None
        #: the sound effects (ui/sound.py): silent where there is no audio (and in tests); a test may
        #: put a sound.Recorder here
        self.sounds: SoundPlayer = make_player(self.prefs.volume, self.prefs.muted)
        self._ticked: int | None = None     # the countdown's last second ticked
        self._said: set[tuple[str, str]] = set()     # the missing assets already said in the log
        self.stack = QStackedWidget()
        self.setCentralWidget(self.stack)
        self.start_page = StartPage(self._start_from_page, self.retranslate, self.open_lan_page, self.open_record)
        self.stack.addWidget(self.start_page)
        self.stack.addWidget(self._table_page())
        self.lan = LanPages(self)
        self._menus()
        if places is not None:
            self._load_choices()

    # ------------------------------------------------------------ menus, the about box, kept choices
    def _menus(self) -> None:
        self.game_menu = GameMenu(self)
        self.help_menu = self.menuBar().addMenu("")
        self.codex_action = self.help_menu.addAction("")
        self.codex_action.setObjectName("menu-codex")
        self.codex_action.triggered.connect(lambda: self.show_codex())
        self.rules_action = self.help_menu.addAction("")
        self.rules_action.setObjectName("menu-rules")
        self.rules_action.triggered.connect(lambda: self.show_rules("identity"))
        self.help_menu.addSeparator()
        self.codex_window: CodexWindow | None = None     # (made when first opened)
        self.rules_window: RulesWindow | None = None
        self.start_page.rules_requested.connect(self.show_rules)     # (the start page's rules links)
        self.about_action = self.help_menu.addAction("")
        self.about_action.triggered.connect(self.show_about)
        self._retranslate_menus()

    def _retranslate_menus(self) -> None:
        self.game_menu.retranslate()
        self.help_menu.setTitle(ui_text("menu_help"))
        self.codex_action.setText(ui_text("menu_codex"))
        self.rules_action.setText(ui_text("menu_rules"))
        self.about_action.setText(ui_text("menu_about"))
        for helper in (self.codex_window, self.rules_window):
            if helper is not None:          # (an open 图鉴 or 规则 follows the language)
                helper.retranslate()

    def show_codex(self, key: str | None = None) -> CodexWindow:
        """帮助 → 图鉴: open the 图鉴 (at a card key, a general id or a ref such as
        "hegemony:guanyu", when given)."""
        if self.codex_window is None:
            from .codex import CodexWindow, fit_to
            self.codex_window = CodexWindow(self)
            fit_to(self.codex_window, self)
        w = self.codex_window
        if key:
            w.open_entry(key)
        w.show()
        w.raise_()
        w.activateWindow()
        return w

    def show_rules(self, topic: str = "identity") -> RulesWindow:
        """帮助 → 规则: open the rules at a topic: "identity", "heg_old", "heg_new" or "strategic"."""
        if self.rules_window is None:
            from .codex import fit_to
            from .rules_view import RulesWindow
            self.rules_window = RulesWindow(self)
            fit_to(self.rules_window, self)
        w = self.rules_window
        w.show_topic(topic)
        w.show()
        w.raise_()
        w.activateWindow()
        return w

    def about_text(self) -> str:
        """The about box (关于): the program, its version, the licences, where the player's things are kept."""
        text = ui_text("about_text", version=__version__)
        if self.places is not None:
            text += "\n\n" + ui_text("about_places", settings=self.places.settings_file,
                                       records=self.places.records, logs=self.places.logs)
        return text

    def show_about(self) -> AboutDialog:
        box = AboutDialog(self, self.about_text())
        give_back_focus(self, box).open()
        return box

    def _load_choices(self) -> None:
        assert self.places is not None
        qs = self.places.settings()
        qs.beginGroup("start")
        saved = {key: str(qs.value(key)) for key in qs.childKeys()}
        qs.endGroup()
        self.start_page.restore(saved)
        qs.beginGroup("settings")
        kept = {key: str(qs.value(key)) for key in qs.childKeys()}
        qs.endGroup()
        self.prefs = Preferences.from_saved(kept, self.current_preferences())
        self.apply_preferences(self.prefs, live=False)
        size = qs.value("window/size")
        try:
            w, h = (int(x) for x in str(size).split("x"))
        except (TypeError, ValueError):
            return
        if 640 <= w <= 10000 and 400 <= h <= 10000:
            fit_to_screen(self, QSize(w, h))         # (a size kept from a larger screen shrinks to fit)

    def _save_choices(self) -> None:
        if self.places is None:
            return
        qs = self.places.settings()
        qs.beginGroup("start")
        for key, value in self.start_page.choices().items():
            qs.setValue(key, value)
        qs.endGroup()
        qs.beginGroup("settings")
        for key, value in self.current_preferences().to_saved().items():
            qs.setValue(key, value)
        qs.endGroup()
        qs.setValue("window/size", f"{self.width()}x{self.height()}")
        qs.sync()

    # ------------------------------------------------------------ the table page
    def _table_page(self) -> QWidget:
        page = QWidget()
        row = QHBoxLayout(page)
        left = QVBoxLayout()
        self.table_view = TableView()
        left.addWidget(self.table_view, 1)
        bar = AnswerBar()
        self.skill_row = bar.skill_row
        self.timer_bar = bar.timer_bar
        self.buttons: dict[str, QPushButton] = dict(bar.buttons)
        for key, b in self.buttons.items():
            b.clicked.connect(lambda _=False, k=key: self._press(k))
        left.addWidget(bar)
        self.answer_bar = bar
        self.replay_bar = ReplayBar()           # (instead of the answer bar while a replay plays)
        self.replay_bar.hide()
        left.addWidget(self.replay_bar)
        row.addLayout(left, 1)
        self.side = QWidget()                   # the log's column: one fixed width (log_width), so a
        side = QVBoxLayout(self.side)           # window made small again gives the table its room back
        side.setContentsMargins(0, 0, 0, 0)
        self.phase_label = QLabel("")
        self.phase_label.setFont(ui_font(11, bold=True))
        self.phase_label.setWordWrap(True)
        side.addWidget(self.phase_label)
        self.log = LogView()                    # (a fixed width: the table never rescales for a long line)
        self._log_scroll = QTimer(self)
        self._log_scroll.setSingleShot(True)
        self._log_scroll.setInterval(0)
        self._log_scroll.timeout.connect(self.log.scroll_to_end)
        side.addWidget(self.log, 1)
        self.chat_line = QLineEdit()            # (a LAN game's chat: LanPages shows it)
        self.chat_line.setMaxLength(300)
        self.chat_line.returnPressed.connect(self._chat)
        self.chat_line.hide()
        side.addWidget(self.chat_line)
        row.addWidget(self.side)
        self._skill_buttons: dict[str, QPushButton] = {}
        self._tick = QTimer(self)
        self._tick.setInterval(200)
        self._tick.timeout.connect(self._update_timer)
        self._shortcuts(page)
        return page

    def _chat(self) -> None:
        self.lan.say(self.chat_line.text())
        self.chat_line.clear()

    def _shortcuts(self, page: QWidget) -> None:
        """The keyboard: Enter OK, Esc cancel, E end the play phase, R recast, 1–9 and 0 a hand
        card, Alt+1–9 and Alt+0 a seat (by its number)."""
        for keys, key in ((("Return", "Enter"), "ok"), (("Escape",), "cancel"), (("E",), "end"), (("R",), "recast")):
            for k in keys:
                QShortcut(QKeySequence(k), page).activated.connect(lambda key=key: self._press(key))
        for n in range(10):
            digit = str((n + 1) % 10)
            QShortcut(QKeySequence(digit), page).activated.connect(lambda i=n: self._hand_key(i))
            QShortcut(QKeySequence(f"Alt+{digit}"), page).activated.connect(lambda i=n: self._seat_key(i))

    def _hand_key(self, index: int) -> None:
        c = self.controller
        if c is not None and index < len(c.scene.hand_ids):
            c.on_card(c.scene.hand_ids[index])

    def _seat_key(self, index: int) -> None:
        c = self.controller
        if c is not None and index < c.table.info.players:
            c.on_seat(index)

    # ------------------------------------------------------------ games
    def _start_from_page(self, settings: TableSettings, ui_settings: UiSettings) -> GameController:
        ui_settings.response_seconds = self.prefs.countdown
        return self.start_game(settings, ui_settings, random_seed=self.start_page.random_seed)

    def start_game(self, settings: TableSettings, ui_settings: UiSettings | None = None,
                   random_seed: bool = False) -> GameController:
        if ui_settings is not None:
            self.ui_settings = replace(ui_settings)     # (the settings dialog changes the window's own copy)
        self.table_settings = settings
        self.seed_random = random_seed
        self._stop_controller()
        self.log.clear()
        self._save_choices()
        log.info("a game starts: %s", settings)
        table = open_table(settings, records=self.places.records if self.places is not None else None)
        c = self.play_table(table, lan=False)
        seed = settings.seed
        self.log_line(ui_text("seed_line", seed=seed), again=lambda: ui_text("seed_line", seed=seed))
        return c

    def play_table(self, table: TableClient, lan: bool = True, make=GameController) -> GameController:
        """Show `table` (a local one, a LAN seat, or a replay with `make` its controller) on the
        table page and play it."""
        self._stop_controller()
        self.lan_game = lan
        c = make(self, table, self.ui_settings)
        self.answer_bar.setVisible(not c.replaying)
        self.replay_bar.attach(c if c.replaying else None)
        self.controller = c
        self.log.viewer = table.seat
        c.changed.connect(self.refresh_controls)
        c.game_over.connect(lambda _over: self.refresh_controls())     # (no skill or answer buttons after it)
        self.table_view.setScene(c.scene)
        self.stack.setCurrentIndex(1)
        self.table_view.fit()
        c.scene.warm_up(self.table_view.device_scale())     # (the deck's faces, in idle time)
        self._say_missing()
        self._tick.start()
        self.refresh_controls()
        c.start()
        return c

    def _say_missing(self) -> None:
        """Each missing asset (a font, a sound, the icon: fonts.notices), once, in the log."""
        for key, file in fonts.notices:
            if (key, file) not in self._said:
                self._said.add((key, file))
                self.log_line(ui_text(key, file=file), again=functools.partial(ui_text, key, file=file))

    def play_again(self) -> None:
        """再来一局: a fresh random seed (or, when the player set one, the next)."""
        s = self.table_settings
        if s is not None:
            self.start_game(replace(s, seed=fresh_seed() if self.seed_random else s.seed + 1),
                            random_seed=self.seed_random)

    def restart(self) -> None:
        """重新开始: the same table again; a fresh deal unless the player set the seed."""
        s = self.table_settings
        if self.replaying:
            self.replay_again()
        elif s is not None and not self.lan_game:
            self.start_game(replace(s, seed=fresh_seed() if self.seed_random else s.seed),
                            random_seed=self.seed_random)

    def back_to_start(self) -> None:
        self._stop_controller()
        self.lan.leave()
        self.stack.setCurrentIndex(0)

    def open_lan_page(self, key: str) -> None:
        """The start page's LAN buttons: the host page or the join page."""
        self.lan.show_page(key)

    def _stop_controller(self) -> None:
        if self.controller is not None:
            self.controller.close()
            if self.controller.panel is not None:
                self.controller.panel.hide()
                self.controller.panel.deleteLater()
            self.controller = None
        self._tick.stop()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self.answer_bar.set_scale(FontScale().scale_for(self.size()))
        width = log_width(self.width())
        if self.side.width() != width or self.log.width() != width:
            self.side.setFixedWidth(width)
            self.log.setFixedWidth(width)
            holder = self.side.parentWidget()
            layout = holder.layout() if holder is not None else None
            if layout is not None:
                layout.activate()           # (now, not at the next turn: the table scales at once)

    def closeEvent(self, event) -> None:
        c = self.controller
        at_stake = c is not None and not c.over and not c.replaying and self.stack.currentIndex() != 0
        if self.ask_on_close and at_stake and not self.quitting and not self.game_menu.confirm("quit"):
            event.ignore()
            return
        self.quitting = False
        self._save_choices()
        self._stop_controller()
        self.lan.leave()
        super().closeEvent(event)

    def retranslate(self) -> None:
        """The window's own words after the language changed (the table reads its texts as it draws)."""
        self.setWindowTitle(ui_text("window_title"))
        QT_TEXTS.switch(language())
        self._retranslate_menus()
        self.answer_bar.retranslate()
        self.log.retranslate()
        self.replay_bar.retranslate()
        self.lan.retranslate()
        for sid in list(self._skill_buttons):        # (made again, in the new words, at the next refresh)
            b = self._skill_buttons.pop(sid)
            self.skill_row.removeWidget(b)
            b.deleteLater()
        if self.controller is not None:
            self.controller.retranslate()           # (the table, the prompt and the log: issue 34, found 15)

    # ------------------------------------------------------------ controls
    def log_line(self, text: str | LogLine, kind: str = "note", again: Callable[[], str] | None = None) -> None:
        """A line in the log: an event's, or a note (`again`: its words in the current language, so
        it reads in another one after the language changes)."""
        self.log.add(text if isinstance(text, LogLine) else LogLine(text, kind, frozenset(), again))
        if not self._log_scroll.isActive():     # one scroll per batch of lines, not one per line
            self._log_scroll.start()

    def refresh_controls(self) -> None:
        c = self.controller
        sel = c.selection if c is not None else None
        waiting = c is not None and c.request is not None and c.panel is None
        for key in ("ok", "cancel", "end", "recast"):
            b = self.buttons[key]
            enabled = waiting and sel is not None and getattr(sel, f"{key}_enabled")
            b.setEnabled(bool(enabled))
        own_ok = c.panel.buttons.get("ok") if c is not None and c.panel is not None and not c.over else None
        if own_ok is not None:                  # a panel with its own 确定 (选将): the bar's does the same
            self.buttons["ok"].setEnabled(own_ok.isEnabled())
        for key in ("ok", "cancel", "end"):
            self.buttons[key].setToolTip(ui_text(f"tip_{key}"))
        mine = c is not None and c.table.seat is not None and c.phases.current == "play" and \
            c.scene.view_state is not None and c.scene.view_state.current == c.table.seat
        self.buttons["end"].setVisible(mine)
        self.buttons["recast"].setVisible(bool(waiting and sel is not None and sel.recast_enabled))
        skills: list[str] = sel.skills() if (waiting and sel is not None) else []
        for sid in list(self._skill_buttons):
            if sid not in skills:
                b = self._skill_buttons.pop(sid)
                self.skill_row.removeWidget(b)
                b.deleteLater()
        for sid in skills:
            if sid not in self._skill_buttons:
                b = self.answer_bar.skill_button(skill_name(sid))
                b.setObjectName(f"skill-{sid}")
                b.clicked.connect(lambda _=False, s=sid: self._skill(s))
                self.skill_row.addWidget(b)
                b.show()
                self._skill_buttons[sid] = b
            self._skill_buttons[sid].setChecked(sel is not None and sel.skill_selected() == sid)
        self.game_menu.refresh()
        self._update_timer()
        if c is not None:
            phase = phase_name(c.phases.current) if c.phases.current in PHASES else ""
            self.phase_label.setText(c.scene.status + (f" · {phase}" if phase else ""))

    def _press(self, key: str) -> None:
        if self.chat_line.hasFocus() and key == "ok":       # (Enter in the chat line sends the line)
            self._chat()
            return
        c = self.controller
        own_ok = c.panel.buttons.get("ok") if c is not None and c.panel is not None and not c.over else None
        if key == "ok" and own_ok is not None:
            if own_ok.isEnabled():
                own_ok.click()
            return
        if c is not None:
            getattr(c, f"on_{key}")()

    def _skill(self, sid: str) -> None:
        if self.controller is not None:
            self.controller.on_skill(sid)

    def skill_button(self, sid: str) -> QPushButton | None:
        return self._skill_buttons.get(sid)

    def reading(self) -> bool:
        """Is the player reading (a tooltip shown, the mouse over a panel with details, the 图鉴 or
        the 规则 open)? The countdown waits meanwhile."""
        c = self.controller
        panel = c.panel if c is not None else None
        helpers = any(w is not None and w.isVisible() for w in (self.codex_window, self.rules_window))
        return helpers or QToolTip.isVisible() or (panel is not None and hasattr(panel, "details")
                                                   and panel.underMouse())

    def _update_timer(self) -> None:
        c = self.controller
        if c is not None:
            c.hold(self.reading())          # (the countdown waits while you read)
        if c is None or not (c.countdown.isActive() or c.held_ms is not None):
            self.timer_bar.hide()
            return
        left = c.held_ms if c.held_ms is not None else c.countdown.remainingTime()
        left = min(c.countdown_ms, max(0, left))     # (Qt may say a ms more)
        self.timer_bar.setMaximum(c.countdown_ms)
        self.timer_bar.setValue(left)
        seconds = (left + 999) // 1000
        self.timer_bar.setFormat(ui_text("countdown_left", n=seconds))
        self.timer_bar.show()
        if c.held_ms is None:               # (the last seconds tick; not while the countdown waits for you)
            if tick_for(seconds, self._ticked):
                self.sounds.play("tick")
            self._ticked = seconds
