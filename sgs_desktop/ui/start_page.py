"""The start page (开始): mode, rules, players, seat, role, generals, deck, packages, AI, speed, seed;
its choices are kept between sessions (the window's settings)."""


from __future__ import annotations

import json
import random

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSlider,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ..modes.identity import ROLE_TABLE
from ..net.local import TableSettings
from ..packs.i18n import LANG_NAMES, LANGS, language, set_language
from . import anim
from .controller import UiSettings
from .fonts import ui_font
from .heg_packs import GeneralPacksBox, table_packs
from .table_menu import AI_SPEEDS, anim_factor, labelled
from .texts import role_name, seat_name, ui_text

#: the largest seed the start page takes (a random one is drawn below it)
SEED_MAX = 1_000_000


#: the start page's 国战 decks: their card packages (the table's config)
DECKS = {"standard": (), "strategic": ("hegemony_standard", "hegemony_strategic_advantage")}


class StartPage(QWidget):
    """Language, mode, players, your seat and role, generals, AI and animation speed."""

    def __init__(self, on_start, on_language=None, on_lan=None, on_record=None) -> None:
        super().__init__()
        self.on_language = on_language
        outer = QVBoxLayout(self)
        self.title = title = QLabel()
        title.setFont(ui_font(28, bold=True))
        title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        outer.addWidget(title)
        form_box = QWidget()
        self.form = form = QFormLayout(form_box)
        self.language = QComboBox()
        for lang in LANGS:
            self.language.addItem(LANG_NAMES[lang], lang)
        self.language.setCurrentIndex(self.language.findData(language()))
        self.mode = QComboBox()
        self.rules = QComboBox()            # 国战: old or new rules (新版国战)
        self.players = QSpinBox()
        self.players.setRange(2, 10)
        self.players.setValue(5)
        self.seat = QComboBox()
        self.role = QComboBox()
        self.generals = QComboBox()
        self.deck = QComboBox()          # 国战's deck: standard, or with 势备篇
        self.general_packs = GeneralPacksBox()      # 国战's general packages (阵, 势)
        self.ai_level = QComboBox()
        self.ai_speed = QComboBox()
        self.anim_speed = QSlider(Qt.Orientation.Horizontal)
        self.anim_speed.setRange(0, 20)
        self.anim_speed.setValue(10)
        self.anim_box = labelled(self.anim_speed, "speed_slow", "speed_instant")
        self.seed = QSpinBox()
        self.seed.setRange(-1, SEED_MAX)        # -1: a fresh random seed for every game
        self.seed.setValue(-1)
        self._rows = (("label_language", self.language), ("label_mode", self.mode), ("label_rules", self.rules),
                      ("label_players", self.players),
                      ("label_seat", self.seat), ("label_role", self.role), ("label_generals", self.generals),
                      ("label_deck", self.deck),
                      *((("label_general_packs", self.general_packs),) if self.general_packs.boxes else ()),
                      ("label_ai_level", self.ai_level), ("label_ai_speed", self.ai_speed),
                      ("label_anim_speed", self.anim_box), ("label_seed", self.seed))
        for key, w in self._rows:
            form.addRow(ui_text(key), w)
        outer.addWidget(form_box, alignment=Qt.AlignmentFlag.AlignHCenter)
        self.start = QPushButton()
        self.start.setObjectName("start")
        self.start.setFont(ui_font(14, bold=True))
        self.start.clicked.connect(lambda: on_start(self.settings(), self.ui_settings()))
        outer.addWidget(self.start, alignment=Qt.AlignmentFlag.AlignHCenter)
        lan = QHBoxLayout()
        self.lan_buttons: dict[str, QPushButton] = {}
        for key in ("lan_host", "lan_join"):
            b = QPushButton()
            b.setObjectName(key)
            b.clicked.connect(lambda _=False, k=key: on_lan(k) if on_lan is not None else None)
            lan.addWidget(b)
            self.lan_buttons[key] = b
        self.record_button = QPushButton()      # 打开录像: watch a saved game (ui/records.py)
        self.record_button.setObjectName("open_record")
        self.record_button.clicked.connect(lambda: on_record() if on_record is not None else None)
        lan.addWidget(self.record_button)
        outer.addLayout(lan)
        outer.addStretch(1)
        self.retranslate()
        self.ai_speed.setCurrentIndex(1)
        self.players.valueChanged.connect(self._players_changed)
        self.mode.currentIndexChanged.connect(lambda _i: self._mode_changed())
        self.language.currentIndexChanged.connect(lambda _i: self._language_changed())

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
        for i, (key, _w) in enumerate(self._rows):
            # addRow(text, w) made row i's label: a QLabel (Qt types the lookup as a maybe-QWidget)
            self.form.itemAt(i, QFormLayout.ItemRole.LabelRole).widget().setText(ui_text(key))  # type: ignore[union-attr]
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
        self._players_changed(self.players.value())
        self._mode_changed()

    def _language_changed(self) -> None:
        set_language(self.language.currentData())
        self.retranslate()
        if self.on_language is not None:
            self.on_language()

    def _mode_changed(self) -> None:
        """国战 has no roles and deals its own generals (each player picks a pair of one kingdom)."""
        heg = self.mode.currentData() == "hegemony"
        self.title.setText(ui_text("title_hegemony" if heg else "title_identity"))
        self.role.setEnabled(not heg)
        self.generals.setEnabled(not heg)
        self.deck.setEnabled(heg)
        self.deck.setToolTip(ui_text("deck_tip"))
        self.general_packs.setEnabled(heg)
        self.general_packs.retranslate()
        self.rules.setEnabled(heg)
        self.rules.setToolTip(ui_text("rules_tip") if heg else "")
        self.role.setToolTip(ui_text("heg_no_roles") if heg else "")
        self.generals.setToolTip(ui_text("heg_generals") if heg else "")

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
                     seed=str(self.seed.value()))
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
                             if heg else (),
                             rules=self.rules.currentData() if heg else "old")

    def ui_settings(self) -> UiSettings:
        anim.SPEED = anim_factor(self.anim_speed.value())
        return UiSettings(ai_delay_ms=self.ai_speed.currentData())


def fresh_seed() -> int:
    """A new game's seed when the player set none (the window's own randomness, never the engine's)."""
    return random.SystemRandom().randrange(1, SEED_MAX)
