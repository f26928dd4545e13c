"""Bad input at the table (issue 34, "Bad input"): resizing to 800×600 and back loses nothing and
the table scales; keys pressed and the language switched while cards fly do no harm; a missing
font, sound or icon is said in the log and something stands in — nothing crashes; the countdown
waits while the 图鉴 or the 规则 is open; a new table renders its deck's faces in idle time.
(Closing mid-game, clicks during animations: test_robustness.py; 托管 in the middle of a prompt:
test_tuoguan.py.)"""

from __future__ import annotations

from pathlib import Path

import fit
from driver import FAST, open_window
from PySide6.QtCore import QSize, QSizeF, Qt
from PySide6.QtWidgets import QApplication

from sgs_desktop.ai.random_agent import RandomAgent
from sgs_desktop.client.sounds import EFFECTS
from sgs_desktop.packs.i18n import language, set_language
from sgs_desktop.tables.local import TableSettings
from sgs_desktop.ui import anim, app, fonts, sound, theme
from sgs_desktop.ui.art import card_face
from sgs_desktop.ui.art import card_text as ct
from sgs_desktop.ui.controller import UiSettings
from sgs_desktop.ui.table import HAND_SCALE
from sgs_desktop.ui.texts import ui_text
from sgs_desktop.ui.window import MainWindow


def at_play(qtbot, c, seed: int = 1) -> None:
    """Answer what seat asks (a random agent's choice) until its play phase asks."""
    agent = RandomAgent(seed)

    def ready() -> bool:
        if c.request is None or c.busy:
            return False
        if c.request.kind == "play":
            return True
        c.submit(agent.answer(c.request, c.table.state.view))
        return False

    qtbot.waitUntil(ready, timeout=30000)


def snapshot(c) -> dict:
    """What the table shows: each card item's zone and place, each seat's texts."""
    return {"cards": {cid: (item.data(0), item.pos().x(), item.pos().y()) for cid, item in c.scene.cards.items()
                      if item.scene() is c.scene},
            "seats": {s: tuple(item.labels()) for s, item in c.scene.seats.items()}}


def test_a_window_made_800x600_and_back_loses_nothing_and_the_table_scales(qtbot):
    window, c = open_window(qtbot, TableSettings(players=8, seat=0, seed=11))
    window.resize(1280, 720)
    at_play(qtbot, c)
    QApplication.processEvents()
    zoom = window.table_view.transform().m11()
    before = snapshot(c)
    assert before["cards"]
    window.resize(800, 600)
    qtbot.waitUntil(lambda: window.table_view.transform().m11() < zoom - 0.05, timeout=3000)
    small = window.table_view
    seen = small.mapToScene(small.viewport().rect()).boundingRect()
    assert seen.adjusted(-2, -2, 2, 2).contains(c.scene.sceneRect())      # (all of the table shows, smaller)
    assert snapshot(c) == before
    window.resize(1280, 720)
    qtbot.waitUntil(lambda: abs(window.table_view.transform().m11() - zoom) < 0.002, timeout=3000)
    assert snapshot(c) == before
    problems = fit.check_window(window, QSize(1280, 720))
    assert not problems, fit.report(problems)
    answers = len(c.table.host.game.answers)
    c.on_end()                                            # (and the game goes on)
    qtbot.waitUntil(lambda: len(c.table.host.game.answers) > answers, timeout=20000)


def test_keys_pressed_while_cards_fly_do_nothing(qtbot, monkeypatch):
    monkeypatch.setattr(anim, "SPEED", 1.0)
    window, c = open_window(qtbot, TableSettings(players=4, seat=1, generals="none", seed=9))
    pressed = 0
    for _ in range(60):
        qtbot.waitUntil(lambda: c.busy or c.request is not None, timeout=20000)
        if c.busy and c.request is None:
            answers = len(c.table.host.game.answers)
            for key in (Qt.Key.Key_Return, Qt.Key.Key_Escape, Qt.Key.Key_E, Qt.Key.Key_R, Qt.Key.Key_1, Qt.Key.Key_2):
                qtbot.keyClick(window, key)
            assert len(c.table.host.game.answers) == answers
            pressed += 1
        if c.request is not None:
            break
        qtbot.wait(30)
    assert pressed > 0


def test_the_language_switched_while_cards_fly(qtbot, monkeypatch):
    monkeypatch.setattr(anim, "SPEED", 1.0)
    old = language()
    try:
        window, c = open_window(qtbot, TableSettings(players=5, seat=0, seed=13))
        page = window.start_page
        qtbot.waitUntil(lambda: c.request is not None and not c.busy, timeout=20000)
        c.submit(RandomAgent(1).answer(c.request, c.table.state.view))      # (your general: cards fly)
        qtbot.waitUntil(lambda: c.busy, timeout=20000)
        page.language.setCurrentIndex(page.language.findData("en"))        # mid-flight
        qtbot.waitUntil(lambda: c.request is not None and not c.busy, timeout=30000)
        page.language.setCurrentIndex(page.language.findData("zh_TW"))     # with a prompt open
        assert window.buttons["cancel"].text() == ui_text("button_cancel")
        texts = [line.text for line in window.log.entries]
        assert texts and not any("号位" in t for t in texts), texts[:3]   # (简体's word, said again in 繁體)
        assert any("號位" in t for t in texts)
        for seat in c.scene.seats.values():
            assert not any("号位" in t for t in seat.labels())
        assert "判定區" in [p.text for p in c.scene.dashboard.layout()]      # (your dashboard's labels too)
        page.language.setCurrentIndex(page.language.findData("en"))
        assert any(t.startswith("Seat") for t in (line.text for line in window.log.entries))
    finally:
        set_language(old)


def test_the_countdown_waits_while_the_codex_or_the_rules_are_open(qtbot):
    window = MainWindow(FAST)
    qtbot.addWidget(window)
    window.show()
    timed = UiSettings(ai_delay_ms=0, response_seconds=30)
    c = window.start_game(TableSettings(players=5, seat=0, seed=7, role="lord"), timed)
    qtbot.waitUntil(lambda: c.request is not None and c.countdown.isActive(), timeout=20000)
    for show in (window.show_codex, window.show_rules):
        helper = show()
        qtbot.waitUntil(lambda: c.held_ms is not None and not c.countdown.isActive(), timeout=3000)
        held = c.held_ms
        qtbot.wait(500)
        assert c.held_ms == held                          # (not a second passes while you read)
        helper.close()
        qtbot.waitUntil(lambda: c.countdown.isActive() and c.held_ms is None, timeout=3000)


# ------------------------------------------------------------------ missing files
def gone(*_args, **_kwargs):
    raise FileNotFoundError("assets/… is missing (looked in …)")


def test_a_missing_brush_font_is_said_and_the_text_face_stands_in(qtbot, monkeypatch, caplog):
    monkeypatch.setattr(fonts, "_brush", [])
    monkeypatch.setattr(fonts, "notices", [])
    monkeypatch.setattr(fonts, "brush_font_path", gone)
    card_face.clear_cache()
    try:
        assert fonts.brush_font(14).family() == fonts.load_font()
        window, c = open_window(qtbot, TableSettings(players=4, seat=0, seed=3))
        qtbot.waitUntil(lambda: c.request is not None, timeout=20000)
        window.grab()                                     # (every card, plate and button paints)
        said = ui_text("missing_brush_font", file=fonts.BRUSH_FILE)
        assert said in [line.text for line in window.log.entries]
        assert fonts.BRUSH_FILE in caplog.text
    finally:
        card_face.clear_cache()
        ct.reset_faces()


def test_a_missing_text_font_falls_back_to_the_system_s(qtbot, monkeypatch, caplog):
    monkeypatch.setattr(fonts, "_loaded", [])
    monkeypatch.setattr(fonts, "notices", [])
    monkeypatch.setattr(fonts, "font_path", gone)
    family = fonts.load_font()
    assert family and family != fonts.FAMILY
    assert fonts.ui_font(10).family() == family
    assert fonts.notices == [("missing_font", fonts.FILE)] and fonts.FILE in caplog.text


def test_a_missing_sound_is_said_and_the_others_still_play(monkeypatch, caplog):
    monkeypatch.setattr(fonts, "notices", [])
    real = sound.asset

    def asset(*parts: str) -> Path:
        if parts[-1] == "damage.wav":
            raise FileNotFoundError("assets/sounds/damage.wav is missing")
        return real(*parts)

    monkeypatch.setattr(sound, "asset", asset)
    made = sound.load_effects(lambda path: path.name)
    assert "damage" not in made and set(made) == set(EFFECTS) - {"damage"}
    player = sound.QtSounds({name: _Effect() for name in made})
    player.play("damage")                                 # (silent, no error)
    player.play("death")
    assert fonts.notices == [("missing_sound", "damage.wav")] and "damage.wav" in caplog.text


def test_a_missing_icon_is_said_and_the_program_still_starts(qapp, monkeypatch):
    monkeypatch.setattr(fonts, "notices", [])
    real = app.asset
    monkeypatch.setattr(app, "asset", lambda *parts: gone() if parts[0] == "icons" else real(*parts))
    assert app.make_app() is qapp
    assert fonts.notices == [("missing_icon", app.ICON)]


class _Effect:
    """A stand-in QSoundEffect."""

    def __init__(self) -> None:
        self.played = 0

    def play(self) -> None:
        self.played += 1

    def setVolume(self, volume: float) -> None:      # (Qt's name)
        self.volume = volume


def test_a_new_table_renders_its_deck_in_idle_time(qtbot):
    """The deck's faces are rendered ahead of need once the first table has painted (warm_up),
    at the hand's and the table's size for the view's zoom; not before the first paint."""
    card_face.clear_cache()
    window, c = open_window(qtbot, TableSettings(players=4, seat=0, seed=2))
    scale = window.table_view.device_scale()
    sizes = [QSizeF(theme.CARD_W * HAND_SCALE, theme.CARD_H * HAND_SCALE), QSizeF(theme.CARD_W, theme.CARD_H)]
    specs = [card_face.CardSpec.of(f) for f in c.scene.faces.values()]
    assert len(specs) > 100
    assert not any(card_face.is_kept("card", specs[-1], size, scale) for size in sizes)    # (after the first paint)
    qtbot.waitUntil(lambda: all(card_face.is_kept("card", s, size, scale) for s in specs for size in sizes),
                    timeout=60000)
