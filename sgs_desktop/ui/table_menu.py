"""The table's menu (对局): back to the start page, restart, surrender (投降), 托管 on/off, settings
and quit, with a confirmation wherever a game in progress would be lost; and the settings dialog
(language, the computer's and the cards' speed, the time to answer, the volume and mute)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, cast

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QCheckBox,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QSlider,
    QWidget,
)

from ..packs.i18n import LANG_NAMES, LANGS, language
from . import anim
from .fonts import brush_font
from .style import HouseDialog, Section, fitting_combo, tone
from .texts import ui_text
from .window_setup import give_back_focus

#: the AI's pause before it acts: [ui] key of its label → milliseconds
AI_SPEEDS = {"speed_slow": 900, "speed_normal": 450, "speed_fast": 150, "speed_instant": 0}
#: the time to answer a question outside your play phase (seconds; 0: no limit)
COUNTDOWNS = (15, 30, 60, 0)
DEFAULT_COUNTDOWN = 30


def anim_factor(slider: int) -> float:
    """The animation slider (0 slow … 20 instant) as the duration factor (anim.SPEED)."""
    return (20 - slider) / 10 if slider < 20 else 0.0


@dataclass
class Preferences:
    """What the settings dialog sets (kept in the settings file, group "settings")."""

    language: str = "zh_CN"
    ai_delay_ms: int = 450
    anim_slider: int = 10
    countdown: int = DEFAULT_COUNTDOWN
    volume: int = 70                # 0: silent
    muted: bool = False             # 静音 (the volume is kept for when it is turned back on)

    def to_saved(self) -> dict[str, str]:
        return {"language": self.language, "ai_delay_ms": str(self.ai_delay_ms),
                "anim_slider": str(self.anim_slider), "countdown": str(self.countdown), "volume": str(self.volume),
                "muted": "true" if self.muted else "false"}

    @classmethod
    def from_saved(cls, saved: dict[str, str], base: Preferences | None = None) -> Preferences:
        """Read what `to_saved` wrote; a value this version does not know keeps `base`'s."""
        out = Preferences(**vars(base)) if base is not None else cls()

        def number(key: str, lo: int, hi: int, allowed: tuple[int, ...] = ()) -> int | None:
            try:
                v = int(saved[key])
            except (KeyError, TypeError, ValueError):
                return None
            return v if lo <= v <= hi and (not allowed or v in allowed) else None

        if saved.get("language") in LANGS:
            out.language = saved["language"]
        if (v := number("ai_delay_ms", 0, 5000, tuple(AI_SPEEDS.values()))) is not None:
            out.ai_delay_ms = v
        if (v := number("anim_slider", 0, 20)) is not None:
            out.anim_slider = v
        if (v := number("countdown", 0, 600, COUNTDOWNS)) is not None:
            out.countdown = v
        if (v := number("volume", 0, 100)) is not None:
            out.volume = v
        if saved.get("muted") in ("true", "false"):
            out.muted = saved["muted"] == "true"
        return out


class SettingsDialog(HouseDialog):
    """设置: the language, the computer's speed, the cards' speed, the time to answer, the volume, mute
    (in three groups: display, pace, sound)."""

    def __init__(self, parent: QWidget, prefs: Preferences, lan: bool = False) -> None:
        super().__init__(parent, ui_text("settings_title"))
        self.setObjectName("settings")
        self.language = fitting_combo("settings-language")
        for lang in LANGS:
            self.language.addItem(LANG_NAMES[lang], lang)
        self.language.setCurrentIndex(self.language.findData(prefs.language or language()))
        self.ai_speed = fitting_combo("settings-ai-speed")
        for key, ms in AI_SPEEDS.items():
            self.ai_speed.addItem(ui_text(key), ms)
        self.ai_speed.setCurrentIndex(max(0, self.ai_speed.findData(prefs.ai_delay_ms)))
        self.anim = QSlider(Qt.Orientation.Horizontal)
        self.anim.setRange(0, 20)
        self.anim.setValue(prefs.anim_slider)
        self.countdown = fitting_combo("settings-countdown")
        for n in COUNTDOWNS:
            if n == 0 and lan:          # (a LAN table has its host's own time limit)
                continue
            self.countdown.addItem(ui_text("countdown_seconds", n=n) if n else ui_text("countdown_none"), n)
        self.countdown.setCurrentIndex(max(0, self.countdown.findData(prefs.countdown)))
        self.volume = QSlider(Qt.Orientation.Horizontal)
        self.volume.setRange(0, 100)
        self.volume.setValue(prefs.volume)
        self.mute = QCheckBox(ui_text("label_mute"))
        self.mute.setObjectName("mute")
        self.mute.setChecked(prefs.muted)
        groups = (("section_display", (("label_language", self.language),)),
                  ("section_pace", (("label_ai_speed", self.ai_speed),
                                    ("label_anim_speed", labelled(self.anim, "speed_slow", "speed_instant")),
                                    ("label_countdown", self.countdown))),
                  ("section_sound", (("label_volume", labelled(self.volume, "volume_mute", "")),)))
        self.sections: dict[str, Section] = {}
        for key, rows in groups:
            section = Section()
            section.heading.setText(ui_text(key))
            section.heading.setFont(brush_font(13))
            for label_key, widget in rows:
                section.row(label_key, widget, ui_text(label_key))
            self.sections[key] = section
            self.box.addWidget(section)
        self.sections["section_sound"].add(self.mute)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setText(ui_text("button_ok"))
        tone(ok, "primary")
        buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(ui_text("button_cancel"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.box.addWidget(buttons)
        self.setMinimumWidth(420)

    def preferences(self) -> Preferences:
        return Preferences(language=self.language.currentData(), ai_delay_ms=self.ai_speed.currentData(),
                           anim_slider=self.anim.value(), countdown=self.countdown.currentData(),
                           volume=self.volume.value(), muted=self.mute.isChecked())


class Labelled(QWidget):
    """A slider with the words of its two ends beside it (慢 … 即时), in the current language."""

    def __init__(self, slider: QSlider, left: str, right: str) -> None:
        super().__init__()
        self.slider, self.keys = slider, (left, right)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        self.ends = (QLabel(), QLabel())
        row.addWidget(self.ends[0])
        row.addWidget(slider, 1)
        row.addWidget(self.ends[1])
        self.retranslate()

    def retranslate(self) -> None:
        for label, key in zip(self.ends, self.keys, strict=True):
            label.setText(ui_text(key) if key else "")


def labelled(slider: QSlider, left: str, right: str) -> Labelled:
    return Labelled(slider, left, right)


class SettingsMixin:
    """The main window's settings (设置): read from the start page and `prefs`, applied, kept."""

    start_page: Any
    prefs: Preferences
    ui_settings: Any
    lan_game: bool
    sounds: Any

    def _save_choices(self) -> None: ...

    def current_preferences(self) -> Preferences:
        """The settings as the window has them now (the start page holds the speeds)."""
        page = self.start_page
        return Preferences(language=language(), ai_delay_ms=page.ai_speed.currentData(),
                           anim_slider=page.anim_speed.value(), countdown=self.prefs.countdown,
                           volume=self.prefs.volume, muted=self.prefs.muted)

    def apply_preferences(self, prefs: Preferences, live: bool = True) -> None:
        """Take `prefs` at once (a game in progress too: its controller reads `ui_settings`); not
        `live` (at start): the cards' speed waits for the next game, as the start page's does."""
        page = self.start_page
        self.prefs = prefs
        if prefs.language != language():
            page.language.setCurrentIndex(page.language.findData(prefs.language))
        page.ai_speed.setCurrentIndex(max(0, page.ai_speed.findData(prefs.ai_delay_ms)))
        page.anim_speed.setValue(prefs.anim_slider)
        if live:
            anim.SPEED = anim_factor(prefs.anim_slider)
        self.ui_settings.ai_delay_ms = prefs.ai_delay_ms
        self.ui_settings.response_seconds = prefs.countdown
        self.sounds.set_volume(prefs.volume, prefs.muted)

    def open_settings(self) -> SettingsDialog:
        """The settings dialog; OK takes and keeps its choices."""
        dialog = SettingsDialog(cast(QWidget, self), self.current_preferences(), lan=self.lan_game)
        dialog.accepted.connect(lambda: self._take_settings(dialog))
        give_back_focus(cast(QWidget, self), dialog).open()
        return dialog

    def _take_settings(self, dialog: SettingsDialog) -> None:
        self.apply_preferences(dialog.preferences())
        self._save_choices()


class GameMenu:
    """The 对局 menu of `window` (a MainWindow). `confirm(key)` asks "are you sure" (tests replace it)."""

    ACTIONS = ("back", "restart", "surrender", "auto", None, "open_record", "bug_report", None, "settings", None,
               "quit")

    def __init__(self, window, confirm: Callable[[str], bool] | None = None) -> None:
        self.window = window
        self.menu = window.menuBar().addMenu("")
        self.actions: dict[str, QAction] = {}
        for key in self.ACTIONS:
            if key is None:
                self.menu.addSeparator()
                continue
            action = self.menu.addAction("")
            action.setObjectName(f"menu-{key}")
            action.triggered.connect(lambda _=False, k=key: self.run(k))
            self.actions[key] = action
        self.actions["auto"].setCheckable(True)
        self.actions["auto"].setShortcut("Ctrl+T")
        self.actions["back"].setShortcut("Ctrl+B")
        self.actions["restart"].setShortcut("Ctrl+R")
        self.actions["quit"].setShortcut("Ctrl+Q")
        self.confirm = confirm or self.ask
        self.retranslate()

    def retranslate(self) -> None:
        self.menu.setTitle(ui_text("menu_game"))
        for key, action in self.actions.items():
            action.setText(ui_text(f"menu_{key}"))

    def ask(self, key: str) -> bool:
        box = QMessageBox(QMessageBox.Icon.Question, ui_text("confirm_title"), ui_text(f"confirm_{key}"),
                          QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, self.window)
        box.button(QMessageBox.StandardButton.Yes).setText(ui_text("button_ok"))
        box.button(QMessageBox.StandardButton.No).setText(ui_text("button_cancel"))
        box.setObjectName(f"confirm-{key}")
        give_back_focus(self.window, box)
        return box.exec() == QMessageBox.StandardButton.Yes

    def refresh(self) -> None:
        """Enable what makes sense now: surrender and 托管 only while you play a game."""
        c = self.window.controller
        playing = c is not None and not c.over and not c.closed and c.table.seat is not None and not c.replaying
        self.actions["surrender"].setEnabled(playing and not c.conceded)
        self.actions["auto"].setEnabled(playing and not c.conceded)
        self.actions["auto"].setChecked(bool(c is not None and c.auto))
        self.actions["restart"].setEnabled((self.window.table_settings is not None and not self.window.lan_game)
                                           or self.window.replaying)
        self.actions["bug_report"].setEnabled(self.window.places is not None)
        self.actions["back"].setEnabled(self.window.stack.currentIndex() != 0)

    def run(self, key: str) -> None:
        w = self.window
        c = w.controller
        at_stake = c is not None and not c.over and not c.replaying and w.stack.currentIndex() != 0
        if key in ("back", "restart", "quit") and at_stake and not self.confirm(key):
            return
        if key == "back":
            w.back_to_start()
        elif key == "restart":
            w.restart()
        elif key == "surrender":
            if c is not None and self.confirm("surrender"):
                c.concede()
        elif key == "auto":
            if c is not None:
                c.set_auto(not c.auto)
        elif key == "open_record":
            w.open_record()             # (it asks before a game being played is given up)
        elif key == "bug_report":
            w.bug_report()
        elif key == "settings":
            w.open_settings()
        elif key == "quit":
            w.quitting = True
            w.close()
        self.refresh()
