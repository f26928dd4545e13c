"""The start page (开始): on the backdrop, the title mark and the choices in five groups — mode and
rules (with each mode's rules one click away: `rules_requested(topic)`), players and seat, generals
and packs, the computer, the speed — and the start, LAN and replay buttons. Its choices are kept
between sessions (the window's settings)."""


from __future__ import annotations

import json
import random

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QSlider,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ..modes.roles import ROLE_TABLE
from ..packs.i18n import LANG_NAMES, LANGS, language, set_language
from ..tables.local import TableSettings
from . import anim
from .art.backdrop import BackdropPage
from .art.title_mark import TitleMark
from .controller import UiSettings
from .heg_packs import table_packs
from .identity_packs import PacksRow
from .style import FontScale, Section, fitting_combo, note, primary, tone
from .table_menu import AI_SPEEDS, anim_factor, labelled
from .texts import role_name, seat_name, ui_text

#: the largest seed the start page takes (a random one is drawn below it)
SEED_MAX = 1_000_000


#: the start page's 国战 decks: their card packages (the table's config)
DECKS = {"standard": (), "strategic": ("hegemony_standard", "hegemony_strategic_advantage")}

#: the rules a page can ask the window to show (MainWindow.show_rules(topic))
RULES_TOPICS = ("identity", "heg_old", "heg_new", "strategic")

#: the widest the groups grow on a large screen (they stay together, centred on the backdrop)
PAGE_WIDTH = 1180


def rules_link(name: str) -> QPushButton:
    """A button that opens a mode's rules (a gold link)."""
    b = QPushButton()
    b.setObjectName(name)
    b.setCursor(Qt.CursorShape.PointingHandCursor)
    tone(b, "link")
    return b


class ModeTile(QPushButton):
    """A mode to choose: its name in the brush face and a line about it (checkable, one of two)."""

    def __init__(self, mode: str, scale: FontScale) -> None:
        super().__init__()
        self.mode = mode
        self.setObjectName(f"mode-{mode}")
        self.setCheckable(True)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        tone(self, "tile")
        box = QVBoxLayout(self)
        box.setContentsMargins(10, 6, 10, 8)
        box.setSpacing(2)
        self.name = QLabel()
        scale.add(self.name, 19, "brush")
        self.note = note()
        scale.add(self.note, 9)
        for label in (self.name, self.note):
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
            label.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
            box.addWidget(label)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Minimum)

    def retranslate(self) -> None:
        self.name.setText(ui_text(f"page_mode_{self.mode}"))
        self.note.setText(ui_text(f"page_mode_{self.mode}_note"))
        self.setToolTip(ui_text(f"mode_{self.mode}"))
        self.updateGeometry()

    def sizeHint(self):
        layout = self.layout()
        return layout.sizeHint() if layout is not None else super().sizeHint()

    def minimumSizeHint(self):
        layout = self.layout()
        return layout.minimumSize() if layout is not None else super().minimumSizeHint()


class StartPage(BackdropPage):
    """Language, mode, players, your seat and role, generals, AI and animation speed, in groups.
    `rules_requested(topic)` (RULES_TOPICS) asks for a mode's rules."""

    rules_requested = Signal(str)
    backdrop_seed = 11

    def __init__(self, on_start, on_language=None, on_lan=None, on_record=None) -> None:
        super().__init__()
        self.on_language = on_language
        self.scale = FontScale(self)
        self.language = fitting_combo("language")
        for lang in LANGS:
            self.language.addItem(LANG_NAMES[lang], lang)
        self.language.setCurrentIndex(self.language.findData(language()))
        self.mode = QComboBox(self)         # (the tiles show it; the box keeps the choice)
        self.mode.hide()
        self.rules = fitting_combo("rules")            # 国战: old or new rules (新版国战)
        self.players = QSpinBox()
        self.players.setRange(2, 10)
        self.players.setValue(5)
        self.seat = fitting_combo("seat")
        self.role = fitting_combo("role")
        self.generals = fitting_combo("generals")
        self.deck = fitting_combo("deck")              # 国战's deck: standard, or with 势备篇
        self.packs_row = PacksRow()                 # the mode's general packages: 身份 风 火 林 山 神, 国战 阵 势
        self.general_packs = self.packs_row.heg
        self.identity_packs = self.packs_row.identity
        self.ai_level = fitting_combo("ai_level")
        self.ai_speed = fitting_combo("ai_speed")
        self.anim_speed = QSlider(Qt.Orientation.Horizontal)
        self.anim_speed.setRange(0, 20)
        self.anim_speed.setValue(10)
        self.anim_box = labelled(self.anim_speed, "speed_slow", "speed_instant")
        self.seed = QSpinBox()
        self.seed.setRange(-1, SEED_MAX)        # -1: a fresh random seed for every game
        self.seed.setValue(-1)
        self.tiles = {mode: ModeTile(mode, self.scale) for mode in ("identity", "hegemony")}
        self.rules_buttons = {key: rules_link(f"rules-{key}") for key in ("identity", "hegemony", "strategic")}
        for key, b in self.rules_buttons.items():
            b.clicked.connect(lambda _=False, k=key: self.rules_requested.emit(self.rules_topic(k)))
        self.sections: dict[str, Section] = {}
        self._rows: tuple[tuple[str, QWidget], ...] = ()
        outer = QVBoxLayout(self)
        outer.setContentsMargins(46, 18, 46, 24)
        outer.setSpacing(10)
        outer.addLayout(self._header())
        outer.addStretch(1)
        outer.addLayout(self._groups())
        outer.addStretch(2)
        outer.addLayout(self._actions(on_start, on_lan, on_record))
        self.retranslate()
        self.ai_speed.setCurrentIndex(1)
        self.players.valueChanged.connect(self._players_changed)
        self.mode.currentIndexChanged.connect(lambda _i: self._mode_changed())
        self.rules.currentIndexChanged.connect(lambda _i: self._rules_changed())
        self.language.currentIndexChanged.connect(lambda _i: self._language_changed())
        self.generals.currentIndexChanged.connect(lambda _i: self._generals_changed())
        for mode, tile in self.tiles.items():
            tile.clicked.connect(lambda _=False, m=mode: self._choose_mode(m))

    # ------------------------------------------------------------ building
    def _header(self) -> QGridLayout:
        """The title mark in the middle, the language at the right."""
        self.title = TitleMark(32)
        self.scale.add(self.title, 32)
        top = QGridLayout()
        top.setColumnStretch(0, 1)
        top.setColumnStretch(2, 1)
        top.addWidget(self.title, 0, 1)
        corner = QHBoxLayout()
        corner.addStretch(1)
        self.language_label = QLabel()
        corner.addWidget(self.language_label)
        corner.addWidget(self.language)
        top.addLayout(corner, 0, 2, Qt.AlignmentFlag.AlignTop)
        return top

    def _section(self, key: str, rows: tuple[tuple[str, QWidget], ...]) -> Section:
        section = Section()
        section.setAccessibleName(key)
        self.scale.add(section.heading, 15, "brush")
        for label_key, widget in rows:
            section.row(label_key, widget)
        self.sections[key] = section
        self._rows += rows
        return section

    def _groups(self) -> QHBoxLayout:
        """Five groups in two columns, centred, no wider than PAGE_WIDTH."""
        self._rows = (("label_language", self.language),)
        mode = self._section("section_mode", ())
        tiles = QGridLayout()
        tiles.setHorizontalSpacing(12)
        tiles.setVerticalSpacing(0)
        for col, key in enumerate(("identity", "hegemony")):
            tiles.addWidget(self.tiles[key], 0, col)
            tiles.addWidget(self.rules_buttons[key], 1, col, Qt.AlignmentFlag.AlignHCenter)
        tiles.addWidget(self.rules_buttons["strategic"], 2, 1, Qt.AlignmentFlag.AlignHCenter)
        mode.form.addRow(tiles)
        mode.row("label_rules", self.rules)
        self._rows += (("label_rules", self.rules),)
        generals = self._section("section_generals", (
            ("label_generals", self.generals), ("label_deck", self.deck), ("label_general_packs", self.packs_row)))
        players = self._section("section_players", (("label_players", self.players), ("label_seat", self.seat),
                                                    ("label_role", self.role), ("label_seed", self.seed)))
        computer = self._section("section_computer", (("label_ai_level", self.ai_level),))
        speed = self._section("section_speed", (("label_ai_speed", self.ai_speed),
                                                ("label_anim_speed", self.anim_box)))
        columns = QHBoxLayout()
        columns.setSpacing(16)
        for stack in ((mode, generals), (players, computer, speed)):
            column = QVBoxLayout()
            column.setSpacing(12)
            for section in stack:
                column.addWidget(section)
            column.addStretch(1)
            columns.addLayout(column, 1)
        holder = QWidget()
        holder.setLayout(columns)
        holder.setMaximumWidth(PAGE_WIDTH)
        self.holders = [holder]
        row = QHBoxLayout()
        row.addWidget(holder, 1)
        return row

    def _actions(self, on_start, on_lan, on_record) -> QHBoxLayout:
        """开始游戏 in the middle, the LAN pages at the left, the replays at the right."""
        self.start = QPushButton()
        self.start.setObjectName("start")
        primary(self.start, 19)
        self.scale.add(self.start, 19, "brush")
        self.start.setMinimumSize(240, 50)
        self.start.clicked.connect(lambda: on_start(self.settings(), self.ui_settings()))
        self.lan_buttons: dict[str, QPushButton] = {}
        row = QHBoxLayout()
        row.setSpacing(12)
        for key in ("lan_host", "lan_join"):
            b = QPushButton()
            b.setObjectName(key)
            b.clicked.connect(lambda _=False, k=key: on_lan(k) if on_lan is not None else None)
            row.addWidget(b)
            self.lan_buttons[key] = b
        self.record_button = QPushButton()      # 打开录像: watch a saved game (ui/records.py)
        self.record_button.setObjectName("open_record")
        self.record_button.clicked.connect(lambda: on_record() if on_record is not None else None)
        row.addStretch(1)
        row.addWidget(self.start)
        row.addStretch(1)
        row.addWidget(self.record_button)
        wide = QHBoxLayout()
        holder = QWidget()
        holder.setLayout(row)
        holder.setMaximumWidth(PAGE_WIDTH)
        self.holders.append(holder)
        wide.addWidget(holder)
        return wide

    def resizeEvent(self, event) -> None:
        """On a large window the page's words grow (FontScale)."""
        if self.scale.fit(event.size()):
            k = self.scale.scale
            self.start.setMinimumSize(round(240 * k), round(50 * k))
            for holder in self.holders:
                holder.setMaximumWidth(round(PAGE_WIDTH * k))
        super().resizeEvent(event)

    def rules_topic(self, key: str) -> str:
        """The topic a rules button asks for: 国战's follows the 规则 box (旧版 / 新版)."""
        if key == "hegemony":
            return "heg_new" if self.rules.currentData() == "new" else "heg_old"
        return key

    @staticmethod
    def _refill(box: QComboBox, items) -> None:
        """Put (label, data) items in a box, keeping what was chosen."""
        chosen = box.currentIndex()
        box.blockSignals(True)
        box.clear()
        for label, data in items:
            box.addItem(label, data)
        box.setCurrentIndex(max(0, min(chosen, box.count() - 1)))
        box.blockSignals(False)

    def retranslate(self) -> None:
        """Every word of the page in the current language."""
        self.language_label.setText(ui_text("label_language"))
        for key, section in self.sections.items():
            section.heading.setText(ui_text(key))
            for label_key, label in section.labels.items():
                label.setText(ui_text(label_key))
        for tile in self.tiles.values():
            tile.retranslate()
        self._refill(self.mode, ((ui_text("mode_identity"), "identity"), (ui_text("mode_hegemony"), "hegemony")))
        self._refill(self.rules, ((ui_text("rules_old"), "old"), (ui_text("rules_new"), "new")))
        self._refill(self.generals, ((ui_text("generals_standard"), "standard"), (ui_text("generals_none"), "none")))
        self._refill(self.deck, ((ui_text("deck_standard"), "standard"), (ui_text("deck_strategic"), "strategic")))
        self._refill(self.ai_level, ((ui_text("ai_basic"), "basic"), (ui_text("ai_normal"), "normal"),
                                     (ui_text("ai_hard"), "hard"), (ui_text("ai_random"), "random")))
        self._refill(self.ai_speed, ((ui_text(key), ms) for key, ms in AI_SPEEDS.items()))
        self.start.setText(ui_text("start"))
        self.seed.setSpecialValueText(ui_text("seed_random"))
        self.anim_box.retranslate()
        for key, b in self.lan_buttons.items():
            b.setText(ui_text(key))
        self.record_button.setText(ui_text("start_open_record"))
        for key in ("identity", "strategic"):
            self.rules_buttons[key].setText(ui_text(f"rules_button_{key}"))
        for b in self.rules_buttons.values():
            b.setToolTip(ui_text("rules_button_tip"))
        self._players_changed(self.players.value())
        self._mode_changed()

    def _language_changed(self) -> None:
        set_language(self.language.currentData())
        self.retranslate()
        if self.on_language is not None:
            self.on_language()

    def _choose_mode(self, mode: str) -> None:
        self.mode.setCurrentIndex(self.mode.findData(mode))
        self._mode_changed()        # (a click on the tile already chosen keeps it chosen)

    def _rules_changed(self) -> None:
        self.rules_buttons["hegemony"].setText(ui_text(f"rules_button_{self.rules_topic('hegemony')}"))

    def _mode_changed(self) -> None:
        """国战 has no roles and deals its own generals (each player picks a pair of one kingdom)."""
        mode = self.mode.currentData()
        heg = mode == "hegemony"
        self.title.set_texts(ui_text("page_title"), ui_text(f"page_tagline_{mode}"), ui_text("page_seal"),
                             ui_text("title_hegemony" if heg else "title_identity"))
        for key, tile in self.tiles.items():
            tile.setChecked(key == mode)
        self._rules_changed()
        self.role.setEnabled(not heg)
        self.generals.setEnabled(not heg)
        self.deck.setEnabled(heg)
        self.deck.setToolTip(ui_text("deck_tip"))
        self.general_packs.setEnabled(heg)
        self.packs_row.show_mode(mode)
        self.packs_row.retranslate()
        self._generals_changed()
        self.rules.setEnabled(heg)
        self.rules.setToolTip(ui_text("rules_tip") if heg else "")
        self.role.setToolTip(ui_text("heg_no_roles") if heg else "")
        self.generals.setToolTip(ui_text("heg_generals") if heg else "")

    def _generals_changed(self) -> None:
        """身份's packages deal only where generals are chosen (not to blank 4-HP ones)."""
        self.identity_packs.setEnabled(self.generals.currentData() != "none")

    def _players_changed(self, n: int) -> None:
        self._refill(self.seat, ((ui_text("random"), None), *((seat_name(i), i) for i in range(n)),
                                 (ui_text("seat_watch"), -1)))        # -1: every chair the computer's; you watch
        self._refill(self.role, ((ui_text("random"), None), *((role_name(r), r) for r in dict.fromkeys(ROLE_TABLE[n]))))

    def _boxes(self) -> dict[str, QComboBox]:
        return {"language": self.language, "mode": self.mode, "rules": self.rules, "seat": self.seat,
                "role": self.role, "generals": self.generals, "deck": self.deck, "ai_level": self.ai_level,
                "ai_speed": self.ai_speed}

    def choices(self) -> dict[str, str]:
        """What the page shows, to be kept between sessions (JSON texts: the settings file's values)."""
        found = {key: json.dumps(box.currentData()) for key, box in self._boxes().items()}
        found.update(players=str(self.players.value()), anim_speed=str(self.anim_speed.value()),
                     seed=str(self.seed.value()), identity_packs=self.identity_packs.saved())
        return found

    def restore(self, saved: dict[str, str]) -> None:
        """Show what `choices` gave last time; a value this version does not know is left as it is."""
        def number(key: str) -> int | None:
            try:
                return int(saved[key]) if key in saved else None
            except (TypeError, ValueError):
                return None

        def choose(key: str) -> None:
            box = self._boxes()[key]
            try:
                data = json.loads(saved[key])
            except (KeyError, TypeError, ValueError):
                return
            index = 0 if data is None and key in ("seat", "role") else box.findData(data)
            if index >= 0:
                box.setCurrentIndex(index)

        choose("language")              # first: the other boxes are refilled in its words
        choose("mode")
        choose("rules")
        if (n := number("players")) is not None and 2 <= n <= 10:
            self.players.setValue(n)
        for key in ("seat", "role", "generals", "deck", "ai_level", "ai_speed"):
            choose(key)
        if (v := number("anim_speed")) is not None:
            self.anim_speed.setValue(v)
        if (v := number("seed")) is not None:
            self.seed.setValue(v)
        self.identity_packs.restore(saved.get("identity_packs"))

    @property
    def random_seed(self) -> bool:
        """Is the seed left to chance (随机: a fresh one for every game)?"""
        return self.seed.value() < 0

    def settings(self) -> TableSettings:
        """The table the page describes; a random seed is drawn now when none is set."""
        mode = self.mode.currentData()
        heg = mode == "hegemony"
        seed = fresh_seed() if self.random_seed else self.seed.value()
        watch = self.seat.currentData() == -1
        return TableSettings(players=self.players.value(), seat=self.seat.currentData(),
                             role=None if heg or watch else self.role.currentData(),
                             generals="standard" if heg else self.generals.currentData(),
                             agent=self.ai_level.currentData(), seed=seed, mode=mode,
                             packs=table_packs(DECKS[self.deck.currentData()], self.general_packs.packs())
                             if heg else self.identity_packs.packs(),
                             rules=self.rules.currentData() if heg else "old")

    def ui_settings(self) -> UiSettings:
        anim.SPEED = anim_factor(self.anim_speed.value())
        return UiSettings(ai_delay_ms=self.ai_speed.currentData())


def fresh_seed() -> int:
    """A new game's seed when the player set none (the window's own randomness, never the engine's)."""
    return random.SystemRandom().randrange(1, SEED_MAX)
