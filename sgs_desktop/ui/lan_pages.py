"""The window's LAN pages: host a table, join one (the tables heard on the LAN, or an address),
and the lobby (chairs, ready, chat; for the host: start and kick). The host runs a `ServerThread`
(net/serve.py) and sits at it like everyone else, over a loopback socket, as a `RemoteTable` — the
`TableClient` the table page then plays. Qt polls the socket with a timer: no thread of its own."""

from __future__ import annotations

import random
import time

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QDoubleSpinBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
)

from ..modes.heg_deal import DEAL, DEAL_RANGE
from ..modes.hegemony import HEG_PACKAGES, STRATEGIC
from ..net.discovery import BROADCAST, DISCOVERY_PORT, Listener, lan_address
from ..net.lobby import HostSettings
from ..net.remote import FINAL_CODES, Closed, RemoteTable
from ..net.serve import ServerThread
from ..packs.generals import IDENTITY_BASE, identity_expansions
from .fonts import ui_font
from .heg_packs import table_packs
from .identity_packs import PacksRow
from .page_kit import HintList, LanPage
from .style import fitting_combo, tone
from .texts import seat_name, ui_text

POLL_MS = 50
RETRY_MS = 1000       # between two tries to reconnect


#: the host's refusals a player meets, each with a text of its own (`lan_error_<code>`)
REFUSALS = ("password", "full", "taken", "busy", "kicked", "version", "token", "no_spectators", "flood",
            "closed", "lost", "chat_limit")


def refusal_text(exc: BaseException) -> str:
    """What a failed connection or a host's refusal says to the player, in the table's language
    (the host's own words, in English, only for what has no text here)."""
    if isinstance(exc, Closed) and exc.code in REFUSALS:
        return ui_text(f"lan_error_{exc.code}")
    if isinstance(exc, TimeoutError):
        return ui_text("lan_error_timeout")
    if isinstance(exc, ConnectionRefusedError):
        return ui_text("lan_error_refused")
    return str(exc)

class JoinPage(LanPage):
    """Tables heard on the LAN (a `Listener` on `port`/`bind`: the tests use 127.0.0.1) and a
    host:port typed by hand; `joined` carries the RemoteTable once the host welcomed it."""

    joined = Signal(object)
    back = Signal()
    backdrop_seed = 23

    def __init__(self, port: int = DISCOVERY_PORT, bind: str = "") -> None:
        super().__init__()
        self.port, self.bind = port, bind
        self.listener: Listener | None = None
        outer = self.outer
        self.header("lan_join", "page_join_note")
        self.found = HintList()
        self.found.setObjectName("lan-found")
        self.word(self.found, "lan_searching", "hint")
        self.address = QLineEdit()
        self.found.itemClicked.connect(lambda item: self.address.setText(item.data(Qt.ItemDataRole.UserRole)))
        self.found.itemDoubleClicked.connect(lambda _item: self.join())
        tables = self.section("section_found")
        tables.body.addWidget(self.found, 1)
        self.name = QLineEdit("")
        self.password = QLineEdit()
        self.password.setEchoMode(QLineEdit.EchoMode.Password)
        join = self.section("section_join", (("lan_address", self.address), ("lan_name", self.name),
                                             ("lan_password", self.password)))
        join.body.addStretch(1)
        columns = QHBoxLayout()
        columns.setSpacing(16)
        columns.addWidget(tables, 3)
        columns.addWidget(join, 2)
        outer.addLayout(columns, 1)
        self.status = self.status_line()
        self.buttons = self.buttons_row("lan_do_join", "lan_back", primary_key="lan_do_join")
        self.buttons["lan_do_join"].clicked.connect(self.join)
        self.buttons["lan_back"].clicked.connect(self.back.emit)
        self.timer = QTimer(self)
        self.timer.setInterval(500)
        self.timer.timeout.connect(self.refresh)

    def start_listening(self) -> None:
        if self.listener is None:
            try:
                self.listener = Listener.bound(self.port, self.bind)
            except OSError as exc:
                self.status.setText(ui_text("lan_no_discovery", error=exc))
                return
        self.timer.start()
        self.refresh()

    def stop_listening(self) -> None:
        self.timer.stop()
        if self.listener is not None:
            self.listener.close()
            self.listener = None

    def refresh(self) -> None:
        if self.listener is None:
            return
        tables = self.listener.poll()
        self.found.clear()
        for t in tables:
            address = f"{t.host}:{t.port}"
            line = ui_text("lan_table_line", name=t.name, mode=ui_text(f"mode_{t.mode}"), seated=t.seated,
                           players=t.players, address=address)
            line += (ui_text("lan_started") if t.started else "") + (ui_text("lan_locked") if t.password else "")
            item = QListWidgetItem(line)
            item.setData(Qt.ItemDataRole.UserRole, address)
            self.found.addItem(item)

    def join(self) -> RemoteTable | None:
        host, _, port = self.address.text().strip().rpartition(":")
        if not host or not port.isdigit() or not 0 < int(port) < 65536:
            self.status.setText(ui_text("lan_bad_address"))
            return None
        try:
            table = RemoteTable.connect(host, int(port), self.name.text().strip() or "?",
                                        password=self.password.text(), timeout=10.0)
        except (Closed, OSError, TimeoutError) as exc:
            self.status.setText(ui_text("lan_cannot_join", error=refusal_text(exc)))
            return None
        self.status.setText("")
        self.stop_listening()
        self.joined.emit((table, f"{host}:{port}"))
        return table


class HostPage(LanPage):
    """The host's settings; `hosted` carries (ServerThread, RemoteTable of the host's own seat,
    the address others join). `bind`, `announce` and `announce_port` are for the tests (loopback)."""

    hosted = Signal(object)
    back = Signal()
    backdrop_seed = 19

    def __init__(self, bind: str = "0.0.0.0", announce: str | None = BROADCAST,
                 announce_port: int = DISCOVERY_PORT) -> None:
        super().__init__()
        self.bind, self.announce, self.announce_port = bind, announce, announce_port
        self.seed: int | None = None        # a fixed deal (tests, tools); None: a fresh one per table
        self.records = None
        outer = self.outer
        self.header("lan_host", "page_host_note")
        self.mode = fitting_combo("mode")
        self.items(self.mode, ("mode_identity", "mode_hegemony"), ("identity", "hegemony"))
        self.players = QSpinBox()
        self.players.setRange(2, 10)
        self.players.setValue(5)
        self.room = QLineEdit("sgs")
        self.name = QLineEdit("")
        self.password = QLineEdit()
        self.timeout = QDoubleSpinBox()
        self.timeout.setRange(5, 600)
        self.timeout.setDecimals(0)             # (whole seconds: it said "60.00")
        self.timeout.setSingleStep(5)
        self.timeout.setValue(60)
        self.deal = QSpinBox()
        self.deal.setRange(DEAL_RANGE.start, DEAL_RANGE.stop - 1)
        self.deal.setValue(DEAL)
        self.victory = fitting_combo("victory")
        self.items(self.victory, ("lan_victory_online", "lan_victory_table"), ("online", "table"))
        self.rules = fitting_combo("rules")
        self.items(self.rules, ("rules_old", "rules_new"), ("old", "new"))
        self.strategic = self.word(QCheckBox(), "deck_strategic")     # 国战: 势备篇 with the standard deck
        self.word(self.strategic, "deck_tip", "tip")
        self.packs_row = PacksRow()                 # the mode's general packages: 身份 风 火 林 山 神, 国战 阵 势
        self.general_packs = self.packs_row.heg
        self.identity_packs = self.packs_row.identity
        self.ai = fitting_combo("ai")
        self.items(self.ai, ("ai_basic", "ai_normal", "ai_hard", "ai_random"), ("basic", "normal", "hard", "random"))
        self.ai_fill = self.word(QCheckBox(), "lan_ai_fill")
        self.ai_fill.setChecked(True)
        self.spectators = self.word(QCheckBox(), "lan_spectators")
        self.spectators.setChecked(True)
        table = self.section("section_table", (
            ("label_mode", self.mode), ("label_players", self.players), ("label_rules", self.rules),
            ("label_deck", self.strategic), ("label_general_packs", self.packs_row),
            ("lan_deal", self.deal), ("lan_victory", self.victory)))
        room = self.section("section_room", (("lan_room", self.room), ("lan_name", self.name),
                                             ("lan_password", self.password), ("lan_timeout", self.timeout)))
        room.add(self.spectators)
        computer = self.section("section_computer", (("label_ai_level", self.ai),))
        computer.add(self.ai_fill)
        right = QVBoxLayout()
        right.setSpacing(12)
        right.addWidget(room)
        right.addWidget(computer)
        right.addStretch(1)
        left = QVBoxLayout()
        left.addWidget(table)
        left.addStretch(1)
        columns = QHBoxLayout()
        columns.setSpacing(16)
        columns.addLayout(left, 1)
        columns.addLayout(right, 1)
        outer.addStretch(1)
        outer.addLayout(columns)
        outer.addStretch(2)
        self.mode.currentIndexChanged.connect(lambda _i: self._mode_changed())
        self._mode_changed()
        self.status = self.status_line()
        self.buttons = self.buttons_row("lan_do_host", "lan_back", primary_key="lan_do_host")
        self.buttons["lan_do_host"].clicked.connect(self.host)
        self.buttons["lan_back"].clicked.connect(self.back.emit)

    def retranslate(self) -> None:
        super().retranslate()
        self.packs_row.retranslate()

    def _mode_changed(self) -> None:
        heg = self.mode.currentData() == "hegemony"
        self.deal.setEnabled(heg)
        self.victory.setEnabled(heg)
        self.rules.setEnabled(heg)
        self.strategic.setEnabled(heg)
        self.general_packs.setEnabled(heg)
        self.packs_row.show_mode(self.mode.currentData())

    def settings(self) -> HostSettings:
        seed = self.seed if self.seed is not None else random.SystemRandom().randrange(1 << 30)
        return HostSettings(mode=self.mode.currentData(), players=self.players.value(),
                            seed=seed, name=self.room.text().strip() or "sgs",
                            password=self.password.text(), answer_timeout=self.timeout.value(),
                            deal=self.deal.value(), victory=self.victory.currentData(), rules=self.rules.currentData(),
                            packs=table_packs((*HEG_PACKAGES, STRATEGIC) if self.strategic.isChecked() else (),
                                              self.general_packs.packs()) or HEG_PACKAGES,
                            identity_packs=self.identity_packs.packs(),
                            ai=self.ai.currentData(),
                            ai_fill=self.ai_fill.isChecked(), spectators=self.spectators.isChecked())

    def host(self) -> ServerThread | None:
        try:
            settings = self.settings()
            settings.check()
            server = ServerThread(settings, bind=self.bind, records=self.records, announce=self.announce,
                                  announce_port=self.announce_port)
            _, port = server.start()
        except (ValueError, OSError) as exc:
            self.status.setText(ui_text("lan_cannot_host", error=refusal_text(exc)))
            return None
        try:
            table = RemoteTable.connect("127.0.0.1", port, self.name.text().strip() or "host",
                                        password=settings.password, seat=0, timeout=10.0)
        except (Closed, OSError, TimeoutError) as exc:
            server.stop()
            self.status.setText(ui_text("lan_cannot_host", error=refusal_text(exc)))
            return None
        address = f"{lan_address() if self.bind in ('0.0.0.0', '') else self.bind}:{port}"
        self.hosted.emit((server, table, address))
        return server


class LobbyPage(LanPage):
    """The chairs, who is ready, the chat; the host also starts the game and kicks. `started`
    carries the RemoteTable once the game is dealt; `left` when the player leaves."""

    started = Signal(object)
    left = Signal()
    backdrop_seed = 29

    def __init__(self) -> None:
        super().__init__()
        self.table: RemoteTable | None = None
        self.server: ServerThread | None = None
        self._address = ""
        outer = self.outer
        self.title = self.header("lan_lobby", "page_lobby_note")
        self.where = QLabel("")
        self.where.setObjectName("lobby-where")
        self.scale.add(self.where, 12, "bold")
        self.where.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.where.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        outer.addWidget(self.where)
        self.rules = QLabel("")                 # the host's settings
        self.rules.setWordWrap(True)
        self.rules.setAlignment(Qt.AlignmentFlag.AlignCenter)
        tone(self.rules, "note")
        outer.addWidget(self.rules)
        self.chairs = QListWidget()
        self.chairs.setObjectName("lobby-chairs")
        chairs = self.section("section_chairs")
        chairs.body.addWidget(self.chairs, 1)
        self.chat = QListWidget()
        self.chat.setObjectName("lobby-chat")
        self.chat.setWordWrap(True)
        talk = self.section("section_chat")
        talk.body.addWidget(self.chat, 1)
        say_row = QHBoxLayout()
        self.say_line = QLineEdit()
        self.say_line.setMaxLength(300)
        self.say_line.returnPressed.connect(self.say)
        say_row.addWidget(self.say_line, 1)
        self.say_button = self.word(QPushButton(), "lan_say")
        self.say_button.clicked.connect(self.say)
        say_row.addWidget(self.say_button)
        talk.body.addLayout(say_row)
        columns = QHBoxLayout()
        columns.setSpacing(16)
        columns.addWidget(chairs, 1)
        columns.addWidget(talk, 1)
        outer.addLayout(columns, 1)
        self.status = self.status_line()
        self.buttons = self.buttons_row("lan_ready", "lan_start", "lan_kick", "lan_leave", primary_key="lan_start")
        self.buttons["lan_ready"].clicked.connect(self.toggle_ready)
        self.buttons["lan_start"].clicked.connect(self.start)
        self.buttons["lan_kick"].clicked.connect(self.kick)
        self.buttons["lan_leave"].clicked.connect(self.leave)
        self.timer = QTimer(self)
        self.timer.setInterval(POLL_MS)
        self.timer.timeout.connect(self.poll)
        self._chat_seen = 0

    def open(self, table: RemoteTable, server: ServerThread | None, address: str) -> None:
        self.table, self.server, self._chat_seen = table, server, 0
        self.chat.clear()
        self.status.setText("")
        owner = server is not None
        self._address = address
        self.where.setText(ui_text("lan_hosting_at" if owner else "lan_joined_at", address=address))
        self.buttons["lan_start"].setVisible(owner)
        self.buttons["lan_kick"].setVisible(owner)
        self.timer.start()
        self.poll()

    def poll(self) -> None:
        t = self.table
        if t is None:
            return
        t.step(0)
        self._show()
        if t.started:
            self.timer.stop()
            self.started.emit(t)
        elif t.closed is not None:
            self.timer.stop()
            self.status.setText(ui_text("lan_closed", reason=t.closed))

    def _show(self) -> None:
        t = self.table
        assert t is not None
        chairs = t.lobby.get("chairs", [])
        s = t.lobby.get("settings")
        if s:
            line = ui_text("lan_settings_line", mode=ui_text(f"mode_{s['mode']}"), players=s["players"],
                           timeout=f"{s['answer_timeout']:g}")
            if s["mode"] == "hegemony":
                line += ui_text("lan_settings_heg", deal=s["deal"]) + " · " + ui_text(f"lan_victory_{s['victory']}")
                line += " · " + ui_text(f"rules_{s.get('rules', 'old')}")
                extra = [ui_text(f"pack_{name}") for name in s.get("packs", ()) if name.startswith("heg_")]
                if "hegemony_strategic_advantage" in s.get("packs", ()):
                    extra.insert(0, ui_text("deck_strategic"))
                if extra:
                    line += " · " + " + ".join(extra)
            else:
                chosen = identity_expansions(s.get("packs", ()))
                names = [ui_text(f"pack_{name}") for name in (IDENTITY_BASE, *chosen)] if chosen else \
                    [ui_text("identity_packs_classic")]
                line += ui_text("lan_settings_packs", packs=" + ".join(names))
            self.rules.setText(line)
        self.chairs.clear()
        for c in chairs:
            seat = seat_name(c["seat"])
            line = ui_text("lan_chair_player", seat=seat, name=c["name"],
                           ready=ui_text("lan_ready_mark") if c["ready"] else
                           ui_text("lan_lost_mark") if not c["connected"] else "") if c["player"] else \
                ui_text("lan_chair_ai", seat=seat)
            item = QListWidgetItem(line)
            item.setData(Qt.ItemDataRole.UserRole, c["seat"])
            self.chairs.addItem(item)
        for said in t.chat[self._chat_seen:]:
            self.chat.addItem(ui_text("lan_chat_line", name=said["from"], text=said["text"]))
        self._chat_seen = len(t.chat)
        me = next((c for c in chairs if c["seat"] == t.seat), None)
        ready = bool(me and me["ready"])
        self.buttons["lan_ready"].setText(ui_text("lan_not_ready" if ready else "lan_ready"))
        self.buttons["lan_ready"].setEnabled(t.seat is not None)

    def retranslate(self) -> None:
        """The page's words again; the chairs and the host's settings too, while at a table."""
        super().retranslate()
        if self.table is not None:
            owner = self.server is not None
            self.where.setText(ui_text("lan_hosting_at" if owner else "lan_joined_at", address=self._address))
            self.chairs.clear()
            self._show()

    def _error(self, exc: Exception) -> None:
        self.status.setText(refusal_text(exc))

    def toggle_ready(self) -> None:
        t = self.table
        if t is None or t.seat is None:
            return
        me = next((c for c in t.lobby.get("chairs", []) if c["seat"] == t.seat), None)
        try:
            t.ready(not (me and me["ready"]))
        except Closed as exc:
            self._error(exc)

    def say(self) -> None:
        text = self.say_line.text().strip()
        if text and self.table is not None:
            try:
                self.table.say(text)
            except Closed as exc:
                self._error(exc)
            self.say_line.clear()

    def start(self) -> None:
        if self.server is None:
            return
        try:
            self.server.call(lambda s: s.start_game())
        except ValueError as exc:
            self._error(exc)

    def kick(self) -> None:
        item = self.chairs.currentItem()
        if self.server is None or item is None or self.table is None:
            return
        seat = item.data(Qt.ItemDataRole.UserRole)
        if seat != self.table.seat:
            self.server.call(lambda s: s.kick(seat))

    def leave(self) -> None:
        """The leave button: the window leaves the table (LanPages.leave) and shows the start page."""
        self.timer.stop()
        self.left.emit()


class LanPages:
    """The LAN pages in the window's stack, and a LAN game's side of the table page: the chat
    line, and the chat, 托管 notices and the host's closing in the log."""

    def __init__(self, window) -> None:
        self.window = window
        self.host_page = HostPage()
        self.host_page.records = window.places.records if window.places is not None else None
        self.join_page = JoinPage()
        self.lobby = LobbyPage()
        for page in (self.host_page, self.join_page, self.lobby):
            window.stack.addWidget(page)
        self.host_page.back.connect(window.back_to_start)
        self.join_page.back.connect(window.back_to_start)
        self.host_page.hosted.connect(self._hosted)
        self.join_page.joined.connect(self._joined)
        self.lobby.started.connect(self._started)
        self.lobby.left.connect(window.back_to_start)
        self.table: RemoteTable | None = None
        self.server: ServerThread | None = None
        self.tick = QTimer(window)
        self.tick.setInterval(200)
        self.tick.timeout.connect(self._news)
        self._chat_seen = self._notes_seen = 0
        self._closed_told = False
        self._next_try = 0.0
        self.banner = QLabel(window.table_view)     # "reconnecting…" over the table while the link is down
        self.banner.setObjectName("lan_banner")
        self.banner.setFont(ui_font(13, bold=True))
        self.banner.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.banner.setStyleSheet("QLabel#lan_banner { background: rgba(0, 0, 0, 170); color: #ffd34d;"
                                  " border-radius: 8px; padding: 6px 22px; }")
        self.banner.hide()

    def retranslate(self) -> None:
        """The LAN pages in the current language (the window calls it when the language changes)."""
        for page in (self.host_page, self.join_page, self.lobby):
            page.retranslate()
        self.join_page.refresh()

    def show_page(self, key: str) -> None:
        if key == "lan_join":
            self.join_page.start_listening()
            self.window.stack.setCurrentWidget(self.join_page)
        else:
            self.host_page.status.setText("")
            self.window.stack.setCurrentWidget(self.host_page)

    def _hosted(self, payload) -> None:
        server, table, address = payload
        self.server, self.table = server, table
        self.lobby.open(table, server, address)
        self.window.stack.setCurrentWidget(self.lobby)

    def _joined(self, payload) -> None:
        table, address = payload
        self.server, self.table = None, table
        self.lobby.open(table, None, address)
        self.window.stack.setCurrentWidget(self.lobby)

    def _started(self, table: RemoteTable) -> None:
        self._chat_seen, self._notes_seen, self._closed_told = len(table.chat), len(table.notes), False
        self.window.play_table(table)
        self.window.chat_line.show()
        self.tick.start()

    def say(self, text: str) -> None:
        if self.table is not None and text.strip():
            try:
                self.table.say(text.strip()[:300])
            except Closed as exc:
                self.window.log_line(ui_text("lan_closed", reason=exc))

    def _news(self) -> None:
        t = self.table
        if t is None:
            return
        t.receive()
        for line in t.chat[self._chat_seen:]:
            self.window.log_line(ui_text("lan_chat_line", name=line["from"], text=line["text"]))
        self._chat_seen = len(t.chat)
        for note in t.notes[self._notes_seen:]:
            self.window.log_line(ui_text("lan_standin" if note["ai"] else "lan_standin_off",
                                         seat=seat_name(note["seat"])))
            if self.window.controller is not None:     # (the seat shows 托管 while the computer plays it)
                self.window.controller.scene.set_auto(note["seat"], bool(note["ai"]))
        self._notes_seen = len(t.notes)
        if t.lost and not t.finished:
            self._reconnect(t)
        elif t.closed is not None and not self._closed_told and not t.finished:
            self._closed_told = True
            self.window.log_line(ui_text("lan_closed", reason=t.closed))

    def _reconnect(self, t: RemoteTable) -> None:
        """The connection dropped: "reconnecting…" over the table, then a try to take the seat back
        with its state every RETRY_MS (the first at the next tick, once the banner is shown); back,
        the table plays on as it stands. A host that no longer knows the seat ends the tries."""
        now = time.monotonic()
        if self._next_try == 0.0:
            self.window.log_line(ui_text("lan_reconnecting", reason=t.closed))
            self._show_banner(ui_text("lan_reconnecting_banner"))
            self._next_try = now + POLL_MS / 1000
            return
        if now < self._next_try:
            return
        self._next_try = now + RETRY_MS / 1000
        try:
            new = t.reconnect(timeout=1.0)
        except Closed as exc:
            if exc.code in FINAL_CODES:             # (kicked meanwhile, or the table is over)
                t.close()
                self._next_try, self._closed_told = 0.0, True
                self.banner.hide()
                self.window.log_line(ui_text("lan_closed", reason=refusal_text(exc)))
            return
        except (OSError, TimeoutError):
            return
        self._next_try = 0.0
        self.banner.hide()
        self.table = new
        if self.window.controller is not None and self.window.controller.table is t:
            self.window.controller.rejoin(new)          # (the table page plays on from the same state)
        self.window.log_line(ui_text("lan_reconnected"))

    def _show_banner(self, text: str) -> None:
        b = self.banner
        b.setText(text)
        b.adjustSize()
        view = self.window.table_view
        b.move(max(0, (view.width() - b.width()) // 2), 12)      # (top middle: over the felt, not the cards)
        b.raise_()
        b.show()

    def leave(self) -> None:
        """Leave the LAN table (and, for its host, close it for everyone)."""
        self.tick.stop()
        self.join_page.stop_listening()
        self.lobby.timer.stop()
        if self.table is not None:
            self.table.close()
        if self.server is not None:
            self.server.stop()
        self.table = self.server = None
        self.lobby.table = self.lobby.server = None
        self.banner.hide()
        self._next_try = 0.0
        if hasattr(self.window, "chat_line"):
            self.window.chat_line.hide()
