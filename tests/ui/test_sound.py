"""The table's sounds: which effects a scripted game plays, through an injected player (the tests
are silent: SGS_NO_SOUND, the offscreen platform); mute and volume from the settings; the tick of
the countdown's last seconds; a machine with no sound is silent without an error."""

from __future__ import annotations

import pytest
from driver import FAST
from table import Table

from sgs_desktop.engine.protocol.answers import End, Pass, Use
from sgs_desktop.tables.host import Host
from sgs_desktop.tables.local import LocalTable
from sgs_desktop.ui import sound
from sgs_desktop.ui.sound import Recorder, Silent, make_player
from sgs_desktop.ui.table_menu import Preferences
from sgs_desktop.ui.window import MainWindow


class Default:
    """A computer seat that always gives the request's default answer (pass, end, the first choice)."""

    def answer(self, req, view):
        return req.default()


def scripted_window(qtbot, recorder: Recorder | None = None):
    """The lord (seat 0, you) in its play phase with 杀 and 桃 at 3 HP; seat 1 a rebel at 1 HP with
    nothing; seat 2 a rebel. Computer seats answer by default."""
    t = Table([{"role": "lord", "hp": 3, "hand": ["杀 ♠7", "桃 ♥3"]}, {"role": "rebel", "hp": 1},
               {"role": "rebel"}], stop="game_over")
    window = MainWindow(FAST)
    qtbot.addWidget(window)
    window.show()
    rec = recorder or Recorder()
    window.sounds = rec
    c = window.play_table(LocalTable(Host(t.g, {1: Default(), 2: Default()}), 0), lan=False)
    return t, window, c, rec


def wait_for(qtbot, c, kind: str) -> None:
    qtbot.waitUntil(lambda: c.request is not None and c.request.kind == kind and not c.busy, timeout=20000)


def test_a_scripted_game_plays_its_effects_in_order(qtbot):
    t, window, c, rec = scripted_window(qtbot)
    wait_for(qtbot, c, "play")
    assert rec.played == ["your_turn"]                          # the scenario's first turn is yours
    rec.played.clear()
    c.submit(Use(card=t.id("杀 ♠7"), targets=(1,)))
    wait_for(qtbot, c, "respond")                               # seat 1 is dying: 桃?
    assert rec.played == ["card", "damage"]
    c.submit(Pass())
    wait_for(qtbot, c, "play")
    assert rec.played == ["card", "damage", "death"]
    c.submit(Use(card=t.id("桃 ♥3")))
    wait_for(qtbot, c, "play")
    assert rec.played == ["card", "damage", "death", "card", "recover"]
    c.submit(End())
    wait_for(qtbot, c, "play")                                  # seat 2's turn went by (no sound): yours again
    assert rec.played == ["card", "damage", "death", "card", "recover", "your_turn"]
    assert window.controller is c and c.table.state.view.round == 2


def test_muted_nothing_is_played_and_the_volume_is_kept(qtbot):
    t, window, c, rec = scripted_window(qtbot)
    wait_for(qtbot, c, "play")
    rec.played.clear()
    window.apply_preferences(Preferences(volume=40, muted=True))
    assert (rec.volume, rec.muted) == (40, True)
    c.submit(Use(card=t.id("桃 ♥3")))
    wait_for(qtbot, c, "play")
    assert rec.played == []
    window.apply_preferences(Preferences(volume=40, muted=False))
    c.submit(Use(card=t.id("杀 ♠7"), targets=(1,)))
    wait_for(qtbot, c, "play")                  # (no 桃 left: you are not asked to save seat 1)
    assert rec.played == ["card", "damage", "death"]


def test_the_settings_keep_mute():
    prefs = Preferences.from_saved(Preferences(volume=25, muted=True).to_saved())
    assert (prefs.volume, prefs.muted) == (25, True)
    assert Preferences.from_saved({"muted": "perhaps"}).muted is False      # a value it does not know


def test_the_settings_dialog_has_mute(qtbot):
    window = MainWindow(FAST)
    qtbot.addWidget(window)
    dialog = window.open_settings()
    assert not dialog.mute.isChecked()
    dialog.mute.setChecked(True)
    dialog.volume.setValue(30)
    assert (dialog.preferences().muted, dialog.preferences().volume) == (True, 30)
    dialog.close()


def test_the_last_seconds_of_the_countdown_tick(qtbot):
    _t, window, c, rec = scripted_window(qtbot)
    wait_for(qtbot, c, "play")
    rec.played.clear()
    c.countdown_ms = 30000
    c.countdown.start(4500)                     # 5 seconds left (rounded up)
    window._update_timer()
    window._update_timer()                      # the same second: no second tick
    assert rec.played == ["tick"]
    c.countdown.start(20000)
    window._update_timer()
    assert rec.played == ["tick"]               # not in the last seconds
    c.countdown.start(3500)
    window.reading = lambda: True               # a tooltip is open: the countdown waits, and is quiet
    window._update_timer()
    assert c.held_ms is not None and rec.played == ["tick"]
    window.reading = lambda: False
    window._update_timer()                      # read: it goes on, and ticks its second
    assert rec.played == ["tick", "tick"]
    c.countdown.stop()


def test_the_recorder_refuses_an_unknown_effect():
    with pytest.raises(ValueError, match="no sound effect 'boom'"):
        Recorder().play("boom")


def test_tests_and_the_offscreen_platform_are_silent(qtbot, monkeypatch):
    assert isinstance(make_player(), Silent)                    # SGS_NO_SOUND (tests/conftest.py)
    monkeypatch.delenv(sound.NO_SOUND, raising=False)
    assert sound.silenced() == "the offscreen platform"
    assert isinstance(make_player(), Silent)
    Silent().play("damage")                                     # (and playing on it is harmless)


def test_no_audio_device_means_silence_not_an_error(qtbot, monkeypatch):
    """Past the platform check, a machine without an audio output (this one, in CI) gets Silent;
    so does one where QtMultimedia cannot load (no libpulse: an ImportError, not a missing module)."""
    monkeypatch.setattr(sound, "silenced", lambda: None)
    try:
        from PySide6.QtMultimedia import QMediaDevices
    except ImportError:
        assert isinstance(make_player(), Silent)
        return
    monkeypatch.setattr(QMediaDevices, "audioOutputs", staticmethod(lambda: []))
    assert isinstance(make_player(), Silent)
