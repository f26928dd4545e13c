"""Sound effects (音效): the table plays short WAVs of our own making (assets/sounds, made by
packaging/make_sounds.py) through QtMultimedia's QSoundEffect, at the settings' volume unless muted.

A player is anything with `play(effect)` and `set_volume(volume, muted)`: `QtSounds` plays them;
`Silent` does nothing (no audio device, QtMultimedia missing, the offscreen platform, or the
environment variable SGS_NO_SOUND set — the tests set it); `Recorder` notes what would be played
(the tests inject it). `make_player()` chooses, and never fails: a machine without sound is quiet."""

from __future__ import annotations

import logging
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any, Protocol

from PySide6.QtCore import QUrl, qInstallMessageHandler
from PySide6.QtGui import QGuiApplication

from ..client.sounds import EFFECTS
from .fonts import asset, missing

log = logging.getLogger(__name__)

#: set (to anything but "" or "0") to keep the program silent
NO_SOUND = "SGS_NO_SOUND"


class SoundPlayer(Protocol):
    def play(self, effect: str) -> None: ...

    def set_volume(self, volume: int, muted: bool) -> None: ...


class Silent:
    """No sound at all."""

    def play(self, effect: str) -> None:
        pass

    def set_volume(self, volume: int, muted: bool) -> None:
        pass


class Recorder:
    """Plays nothing; `played` lists the effects it was asked for (muted or at volume 0: none)."""

    def __init__(self) -> None:
        self.played: list[str] = []
        self.volume, self.muted = 70, False

    def play(self, effect: str) -> None:
        if effect not in EFFECTS:
            raise ValueError(f"no sound effect {effect!r} (the effects: {', '.join(EFFECTS)})")
        if self.volume > 0 and not self.muted:
            self.played.append(effect)

    def set_volume(self, volume: int, muted: bool) -> None:
        self.volume, self.muted = volume, muted


class QtSounds:
    """The effects as QSoundEffects, loaded once; `volume` 0…100."""

    def __init__(self, effects: dict[str, Any], volume: int = 70, muted: bool = False) -> None:
        self.effects = effects
        self.set_volume(volume, muted)

    def play(self, effect: str) -> None:
        if self.muted or self.volume <= 0:
            return
        e = self.effects.get(effect)
        if e is not None:
            e.play()

    def set_volume(self, volume: int, muted: bool) -> None:
        self.volume, self.muted = max(0, min(100, volume)), muted
        for e in self.effects.values():
            e.setVolume(self.volume / 100)


def silenced() -> str | None:
    """Why the program stays silent here (None: it may play)."""
    if os.environ.get(NO_SOUND, "") not in ("", "0"):
        return f"{NO_SOUND} is set"
    platform = QGuiApplication.platformName() if QGuiApplication.instance() is not None else ""
    if platform in ("offscreen", "minimal", ""):
        return f"the {platform or 'missing'} platform"
    return None


def load_effects(make: Callable[[Path], Any]) -> dict[str, Any]:
    """Each effect whose file is there, made by `make(path)`; a missing one stays silent (the log
    and the window say so: fonts.missing), the others play."""
    effects = {}
    for name in EFFECTS:
        try:
            path = asset("sounds", f"{name}.wav")
        except FileNotFoundError as exc:
            missing("missing_sound", f"{name}.wav", exc)
            continue
        effects[name] = make(path)
    return effects


def _effect(kind: Any, path: Path) -> Any:
    e = kind()
    e.setSource(QUrl.fromLocalFile(str(path)))
    return e


def make_player(volume: int = 70, muted: bool = False) -> SoundPlayer:
    """The player for this machine: QtSounds where an audio output and QtMultimedia are there,
    else Silent (said once in the log, never as an error)."""
    why = silenced()
    if why is not None:
        log.info("sound off: %s", why)
        return Silent()
    quiet: list[str] = []
    previous = qInstallMessageHandler(lambda _kind, _ctx, msg: quiet.append(msg))   # (probing talks a lot)
    try:
        from PySide6.QtMultimedia import QMediaDevices, QSoundEffect
        if not QMediaDevices.audioOutputs():
            raise OSError("no audio output device")
        effects = load_effects(lambda path: _effect(QSoundEffect, path))
    except (ImportError, OSError) as exc:
        log.info("sound off: %s (%s)", exc, "; ".join(quiet[-3:]))
        return Silent()
    finally:
        qInstallMessageHandler(previous)
    return QtSounds(effects, volume, muted)
