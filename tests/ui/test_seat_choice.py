"""A seat's standing while targets are chosen (`SeatItem.set_choice`): choosable (green), blocked
(veiled, its hover says why), chosen (cyan, a 目标 tag, never the current player's gold); the
selection model's word reaches it through `set_state`. 托管 shows on the table (your own from the
menu; a LAN player's stand-in); the countdown's digits are one colour across the bar."""

from __future__ import annotations

from types import SimpleNamespace

import pytest
from driver import open_window
from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor, QImage, QPainter
from test_layout import crowded_seat

from sgs_desktop.engine.view import SeatView
from sgs_desktop.tables.local import TableSettings
from sgs_desktop.ui import theme
from sgs_desktop.ui.seat_item import CHOICES, TARGET, SeatItem


def seat(current: bool = False) -> SeatItem:
    sv = SeatView(seat=4, alive=True, hp=3, max_hp=4, dying=False, hand_count=2, known_hand=[], equips={},
                  judge=[], judge_as={}, chained=False, face_up=True, role=None, generals=["guanyu"], kingdom="shu",
                  gender="male", drunk=0)
    item = SeatItem(4, {})
    item.show_state(sv, current, "play" if current else None)
    return item


def frame_colour(item: SeatItem) -> QColor:
    """The colour of the seat's outer frame, at the middle of its left edge."""
    img = QImage(int(item.W) + 20, int(item.H) + 40, QImage.Format.Format_ARGB32)
    img.fill(QColor("#000000"))
    p = QPainter(img)
    p.translate(10, 30)
    item.paint(p, None)
    p.end()
    return img.pixelColor(QPointF(10, 30 + item.H / 2).toPoint())


def near(a: QColor, b: QColor, tolerance: int = 40) -> bool:
    return all(abs(x - y) <= tolerance for x, y in zip(a.getRgb()[:3], b.getRgb()[:3], strict=True))


def test_the_four_states(qtbot):
    item = seat()
    tip = item.toolTip()
    assert item.choice == "none" and tip
    item.set_choice("choosable")
    assert item.clickable and not item.selected
    assert near(frame_colour(item), theme.TARGETABLE)
    item.set_choice("blocked", "距离 2，攻击范围 1")
    assert item.toolTip().startswith("距离 2，攻击范围 1") and tip in item.toolTip()    # why, then the skills
    assert not item.clickable and "目标" not in item.labels()
    item.set_choice("chosen")
    assert item.selected and "目标" in item.labels() and "距离" not in item.toolTip()
    assert near(frame_colour(item), TARGET)
    item.set_choice("none")
    assert item.toolTip() == tip and not item.clickable and not item.selected
    with pytest.raises(ValueError):
        item.set_choice("maybe")
    assert item.choice == "none" and set(CHOICES) == {"none", "choosable", "blocked", "chosen"}


def test_a_chosen_target_is_cyan_and_the_current_player_gold(qtbot):
    current = seat(current=True)
    assert near(frame_colour(current), theme.HIGHLIGHT)
    current.set_choice("chosen")                # (you may target the current player: the frame says chosen)
    assert near(frame_colour(current), TARGET) and not near(TARGET, theme.HIGHLIGHT)


def test_a_blocked_seat_is_veiled(qtbot):
    item = seat()
    before = frame_colour(item)
    item.set_choice("blocked", "空城")
    img = QImage(int(item.W), int(item.H), QImage.Format.Format_ARGB32)
    plain = QImage(img)
    for target, state in ((img, "blocked"), (plain, "none")):
        item.set_choice(state, "空城")
        target.fill(QColor("#000000"))
        p = QPainter(target)
        item.paint(p, None)
        p.end()
    at = QPointF(item.W / 2, item.rows.art.center().y()).toPoint()
    assert img.pixelColor(at).lightness() < plain.pixelColor(at).lightness()
    assert before.isValid()


def test_set_state_speaks_through_set_choice(qtbot):
    item = seat()
    item.set_state(True, False)
    assert item.choice == "choosable"
    item.set_state(False, True)
    assert item.choice == "chosen"
    item.set_state(False, False)
    assert item.choice == "none"


def test_the_selection_lights_the_seats(qtbot):
    _window, c = open_window(qtbot, TableSettings(players=4, seat=0, seed=11, generals="none"))
    qtbot.waitUntil(lambda: c.request is not None and c.request.kind == "play", timeout=20000)
    sel = c.selection
    slash = next((o for o in c.request.options if getattr(o, "targets", None) and o.card is not None), None)
    if slash is None:
        pytest.skip("no card with targets in this hand")
    c.on_card(slash.card)
    shown = {s: item.choice for s, item in c.scene.seats.items()}
    assert {s for s, v in shown.items() if v == "choosable"} == {s for s in shown if sel.seat_clickable(s)}


def test_auto_play_shows_on_your_plate(qtbot):
    window, c = open_window(qtbot, TableSettings(players=4, seat=1, seed=9, generals="none"))
    qtbot.waitUntil(lambda: c.request is not None, timeout=20000)
    me = c.scene.seats[1]
    assert "托管" not in me.labels()
    window.game_menu.actions["auto"].trigger()
    assert c.auto and "托管" in me.labels() and me.toolTip().startswith("托管中")
    window.game_menu.actions["auto"].trigger()
    assert not c.auto and "托管" not in me.labels()


def test_a_lan_stand_in_shows_on_its_seat(qtbot):
    window, c = open_window(qtbot, TableSettings(players=4, seat=0, seed=9, generals="none"))
    qtbot.waitUntil(lambda: c.request is not None, timeout=20000)
    notes: list[dict] = []
    fake = SimpleNamespace(receive=lambda: None, chat=[], notes=notes, lost=False, closed=None, finished=False)
    window.lan.table = fake
    window.lan._chat_seen = window.lan._notes_seen = 0
    notes.append({"seat": 2, "ai": True})
    window.lan._news()
    assert c.scene.seats[2].auto and "托管" in c.scene.seats[2].labels() and 2 in c.scene.auto_seats
    notes.append({"seat": 2, "ai": False})
    window.lan._news()
    assert not c.scene.seats[2].auto and "托管" not in c.scene.seats[2].labels()
    window.lan.table = None


def digits_lightness(bar, value: int) -> float:
    """How light the countdown's digits are over a bar filled to `value`: the pixels the text
    changes, the most changed fifth of them."""
    bar.setValue(value)
    bar.setFormat("8888")
    with_text = bar.grab().toImage()
    bar.setFormat("")
    without = bar.grab().toImage()
    changed = []
    for x in range(with_text.width()):
        for y in range(with_text.height()):
            a, b = with_text.pixelColor(x, y), without.pixelColor(x, y)
            d = sum(abs(u - v) for u, v in zip(a.getRgb()[:3], b.getRgb()[:3], strict=True))
            if d:
                changed.append((d, a.lightness()))
    changed.sort(reverse=True)
    core = changed[: max(1, len(changed) // 5)]
    return sum(light for _, light in core) / len(core)


def test_the_countdown_digits_are_one_colour(qtbot):
    window, _c = open_window(qtbot, TableSettings(players=4, seat=0, seed=9, generals="none"))
    bar = window.timer_bar
    bar.setRange(0, 100)
    bar.resize(240, 28)
    bar.show()
    over_fill, over_rest = digits_lightness(bar, 100), digits_lightness(bar, 0)
    assert over_fill > 170 and over_rest > 170, (over_fill, over_rest)      # light on the fill and off it


def test_the_crowded_seat_says_every_state(qtbot):
    item = crowded_seat("identity")
    labels = item.labels()
    assert {"连", "翻", "酒", "托管", "目标"} <= set(labels)


def test_an_unchanged_seat_is_not_laid_out_again(qtbot):
    item = seat()
    placed = item.layout()
    item.show_state(item.sv, False, None)             # the same again: nothing to do
    assert item.layout() is placed
    sv = item.sv
    sv.hp = 1                                         # (the seat kept a snapshot: a change in place shows)
    item.show_state(sv, False, None)
    assert item.layout() is not placed and item.hp_glyphs().count("full") == 1
