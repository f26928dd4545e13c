"""Geometry of the table at 1280×720 and 1920×1080: nothing outside the scene, no two texts over
each other, seat texts big enough to read; the game-over panel stays centred when the window is
resized; a seat before generals are chosen is not a 4-HP 白板; card names break between words."""

from __future__ import annotations

import pytest
from driver import FAST
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QFontMetricsF

from sgs_desktop.ai.random_agent import RandomAgent
from sgs_desktop.engine.view import SeatView
from sgs_desktop.tables.local import TableSettings
from sgs_desktop.ui.items import CardItem, TextItem, name_lines
from sgs_desktop.ui.seat_item import Placed, SeatItem
from sgs_desktop.ui.window import MainWindow

SIZES = [(1280, 720), (1920, 1080)]


def ink(placed: Placed) -> QRectF:
    """Where a placed text's letters are (their tight box, placed as Qt aligns the line), seat coordinates."""
    m = QFontMetricsF(placed.font)
    width = m.horizontalAdvance(placed.text)
    r, align = placed.rect, placed.align
    if align & Qt.AlignmentFlag.AlignRight:
        x = r.right() - width
    elif align & Qt.AlignmentFlag.AlignHCenter:
        x = r.center().x() - width / 2
    else:
        x = r.x()
    line_top = r.center().y() - m.height() / 2 if align & Qt.AlignmentFlag.AlignVCenter else r.y()
    tight = m.tightBoundingRect(placed.text)
    return QRectF(x + tight.x(), line_top + m.ascent() + tight.y(), tight.width(), tight.height())


def scene_texts(scene) -> list[tuple[QRectF, str, object]]:
    """Every text on the table in scene coordinates: each seat's and each text item's."""
    out = []
    for seat in scene.seats.values():
        for placed in seat.layout():
            if placed.text:
                out.append((seat.mapRectToScene(ink(placed)), placed.text, seat))
    for item in scene.items():
        if isinstance(item, TextItem) and item.text and item.isVisible():
            out.append((item.mapRectToScene(item.text_rect()), item.text, item))
    return out


def check_scene(scene, view, small: bool) -> None:
    box = scene.sceneRect()
    texts = scene_texts(scene)
    assert len(texts) > 20
    outside = [t for r, t, _ in texts if not box.contains(r)]
    assert not outside, outside
    for seat in scene.seats.values():
        r = seat.mapRectToScene(QRectF(0, -22, 150, 212))
        assert box.contains(r), (seat.seat, r)
    for item in scene.items():
        if isinstance(item, CardItem) and item.isVisible() and item.opacity() > 0:
            assert box.contains(item.sceneBoundingRect().adjusted(2, 2, -2, -2)), item.cid
    over = [(a, b) for i, (ra, a, _) in enumerate(texts) for rb, b, _ in texts[i + 1:] if ra.intersects(rb)]
    assert not over, over
    seats = list(scene.seats.values())
    for i, a in enumerate(seats):
        for b in seats[i + 1:]:
            assert not a.mapRectToScene(QRectF(0, -22, 150, 212)).intersects(b.mapRectToScene(QRectF(0, -22, 150, 212)))
    if small:       # readable at 1280×720: seat texts at least 8 px; the 主/副 marks 7; (known limit)
        scale = view.transform().m11()      # a 国战 tile's name of four characters (张昭张纮, a pair's
        # short name) 7; a name of five or more (an English one) 5.5
        for seat in seats:
            for placed in seat.layout():
                px = placed.font.pointSizeF() * 4 / 3 * scale
                n = len(placed.text)
                least = 6.9 if n == 1 else 5.5 if n >= 5 and seat.hegemony else 7.0 if n == 4 and seat.hegemony else 8.0
                assert px >= least, (placed.text, px)


def play_until(qtbot, window, c, rounds: int, seed: int) -> None:
    """Play the human seat with a random agent, by clicks, until `rounds` rounds went by."""
    agent = RandomAgent(seed)

    def ready() -> bool:
        v = c.scene.view_state
        if c.over or (v is not None and v.round >= rounds and c.request is not None and c.request.kind == "play"):
            return True
        if c.request is not None and not c.busy:
            answer = agent.answer(c.request, c.table.state.view)
            c.submit(answer)
        return False

    qtbot.waitUntil(ready, timeout=60000)


@pytest.mark.parametrize("size", SIZES, ids=["1280x720", "1920x1080"])
@pytest.mark.parametrize("mode", ["identity", "hegemony"])
def test_the_table_fits_and_no_texts_overlap(qtbot, size, mode):
    window = MainWindow(FAST)
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    c = window.start_game(TableSettings(players=8, seat=0, seed=4, mode=mode), FAST)
    qtbot.waitUntil(lambda: c.request is not None, timeout=20000)
    check_scene(c.scene, window.table_view, size[0] == 1280)          # choosing generals
    play_until(qtbot, window, c, 3, 4)
    check_scene(c.scene, window.table_view, size[0] == 1280)          # mid-game


def crowded_seat(mode: str) -> SeatItem:
    """A seat with everything at once: 4 equipment, 3 judge cards, chained, turned, drunk, marks."""
    from sgs_desktop.packs import deck_faces

    faces = deck_faces(("identity_standard", "identity_maneuvering"))
    by_key = {}
    for cid, f in faces.items():
        by_key.setdefault(f["key"], cid)
    equips = {"weapon": by_key["spear"], "armor": by_key["eight_diagram"], "defensive_horse": by_key["dilu"],
              "offensive_horse": by_key["chitu"]}
    judge = [by_key["indulgence"], by_key["supply_shortage"], by_key["lightning"]]
    heg = mode == "hegemony"
    sv = SeatView(seat=9, alive=True, hp=2, max_hp=4 if heg else 8, dying=False, hand_count=12, known_hand=[],
                  equips=equips, judge=judge, judge_as={}, chained=True, face_up=False, role="renegade",
                  generals=["xiahoudun", "caoren"] if heg else ["xiahoudun"], kingdom="wei", gender="male",
                  drunk=1, marks={"buqu": 3, "tianyi_won": 1}, shown=[True, False] if heg else [])
    item = SeatItem(9, faces)
    item.show_state(sv, True, "discard", mode)
    item.set_state(False, True)
    return item


@pytest.mark.parametrize("mode", ["identity", "hegemony"])
def test_a_crowded_seat_keeps_every_text_apart_and_inside(qtbot, mode):
    item = crowded_seat(mode)
    placed = [p for p in item.layout() if p.text]
    texts = [p.text for p in placed]
    assert len([t for t in texts if t in ("乐", "兵", "闪")]) == 3
    inside = QRectF(0, -22, 150, 212)
    for p in placed:
        assert inside.contains(ink(p)), p.text
    rects = [ink(p) for p in placed]
    over = [(placed[i].text, placed[j].text) for i in range(len(rects)) for j in range(i + 1, len(rects))
            if rects[i].intersects(rects[j])]
    assert not over, over
    assert item.boundingRect().contains(inside)         # (so the tag above repaints with the seat)


def test_before_generals_are_chosen_a_seat_is_not_a_blank_general(qtbot):
    item = crowded_seat("identity")
    item.show_state(item.sv, False, None, "identity", choosing=True)
    assert "选将中" in item.labels() and "白板" not in item.labels()
    assert not any(t.startswith("体力") for t in item.labels())


def test_a_chosen_target_is_not_framed_like_the_current_player(qtbot):
    item = crowded_seat("identity")
    assert "目标" in item.labels()                        # the tag says so (not the phase)
    item.set_state(False, False)
    assert "弃牌阶段" in item.labels() and "目标" not in item.labels()


def test_card_names_break_between_words():
    assert name_lines("南蛮入侵") == ["南蛮", "入侵"]
    assert name_lines("无中生有") == ["无中", "生有"]
    assert name_lines("杀") == ["杀"] and name_lines("青釭剑") == ["青釭剑"]
    assert name_lines("无懈可击·国") == ["无懈可击", "·国"]
    assert name_lines("Savage Assault") == ["Savage Assault"]


def test_the_game_over_panel_stays_centred_when_the_window_is_resized(qtbot):
    window = MainWindow(FAST)
    qtbot.addWidget(window)
    window.resize(1440, 860)
    window.show()
    c = window.start_game(TableSettings(players=2, seat=-1, seed=1, generals="none"), FAST)
    qtbot.waitUntil(lambda: c.over, timeout=60000)
    panel = c.panel
    view = window.table_view
    for w, h in ((1280, 720), (1920, 1080)):
        window.resize(w, h)
        qtbot.waitUntil(lambda: abs(panel.geometry().center().x() - view.width() / 2) <= 2, timeout=3000)
        assert panel.geometry().top() >= 0 and panel.geometry().bottom() <= view.height() + 1
