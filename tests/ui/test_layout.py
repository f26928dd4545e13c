"""Geometry of the table at 1280×720 and 1920×1080, in 简体, 繁體 and English: nothing outside the
scene, no two texts over each other (seats, plates, your dashboard, piles, prompt), texts big enough
to read; the general-choice panels fit the window with every general in them; the game-over panel
stays centred when the window is resized and hides the table; a seat before generals are chosen
is not a 4-HP 白板; card names break between words."""

from __future__ import annotations

import pytest
from driver import FAST
from PySide6.QtCore import QPoint, QRectF

from sgs_desktop.ai.random_agent import RandomAgent
from sgs_desktop.engine.view import SeatView
from sgs_desktop.packs import deck_faces
from sgs_desktop.packs.i18n import set_language
from sgs_desktop.tables.local import TableSettings
from sgs_desktop.ui.art.placed import ink
from sgs_desktop.ui.art.plates import lettered
from sgs_desktop.ui.dashboard import DashboardSeat, EquipSlot
from sgs_desktop.ui.equip_lines import SLOTS
from sgs_desktop.ui.heg_panels import PairPanel
from sgs_desktop.ui.items import CardItem, TextItem, name_lines
from sgs_desktop.ui.panels import GeneralPanel
from sgs_desktop.ui.seat_item import SeatItem
from sgs_desktop.ui.window import MainWindow

SIZES = [(1280, 720), (1920, 1080)]
LANGS = ["zh_CN", "zh_TW", "en"]
__all__ = ["SIZES", "check_scene", "crowded_seat", "ink"]


@pytest.fixture
def lang(request):
    set_language(request.param)
    yield request.param
    set_language("zh_CN")


def placed_items(scene) -> list:
    """The scene's items that lay their texts out (`layout()`): seats, your slots and chips, the dashboard."""
    return [item for item in scene.items() if hasattr(item, "layout") and callable(item.layout)
            and not isinstance(item, TextItem) and item.isVisible()]


def scene_texts(scene) -> list[tuple[QRectF, str, object]]:
    """Every text on the table in scene coordinates: each laid-out item's and each text item's."""
    out = []
    for item in placed_items(scene):
        for placed in item.layout():
            if placed.text:
                out.append((item.mapRectToScene(ink(placed)), placed.text, item))
    for item in scene.items():
        if isinstance(item, TextItem) and item.text and item.isVisible():
            out.append((item.mapRectToScene(item.text_rect()), item.text, item))
    return out


def least_px(text: str, item) -> float:
    """The smallest size a text may be on a 1280×720 screen: 8 px; a one-character mark (a
    character of a name written down, 连, 乐 …) 6.9; a line of a name in a 国战 seat's half 5.5 (the
    known limit: two generals side by side, "Zhang Zhao & Zhang Hong"); a seat's equipment line in
    letters 6.5 (its hover has the card)."""
    if len(text) == 1:
        return 6.9
    if isinstance(item, SeatItem) and not isinstance(item, DashboardSeat):
        if item.hegemony and any(text in t[1] for t in item.tiles()):
            return 5.5
        if lettered(text) and text in _equip_lines(item):
            return 6.5
    return 8.0


def _equip_lines(item: SeatItem) -> list[str]:
    from sgs_desktop.ui.equip_lines import equip_line
    sv = item.sv
    return [equip_line(item.faces, cid, slot) for slot, cid in sv.equips.items()] if sv is not None else []


def check_scene(scene, view, small: bool) -> None:
    box = scene.sceneRect()
    texts = scene_texts(scene)
    assert len(texts) > 15           # (a 2-player table: your plate, its seat, the piles, the slots …)
    outside = [t for r, t, _ in texts if not box.contains(r)]
    assert not outside, outside
    for seat in scene.seats.values():
        r = seat.mapRectToScene(seat.outer())
        assert box.contains(r), (seat.seat, r)
    for item in scene.items():
        if isinstance(item, CardItem) and item.isVisible() and item.opacity() > 0:
            assert box.contains(item.sceneBoundingRect().adjusted(2, 2, -2, -2)), item.cid
    over = [(a, b) for i, (ra, a, _) in enumerate(texts) for rb, b, _ in texts[i + 1:] if ra.intersects(rb)]
    assert not over, over
    seats = list(scene.seats.values())
    for i, a in enumerate(seats):
        for b in seats[i + 1:]:
            assert not a.mapRectToScene(a.outer()).intersects(b.mapRectToScene(b.outer())), (a.seat, b.seat)
    if small:       # readable at 1280×720
        scale = view.transform().m11()
        for item in placed_items(scene):
            for placed in item.layout():
                if placed.text:
                    px = placed.font.pointSizeF() * 4 / 3 * scale
                    assert px >= least_px(placed.text, item), (placed.text, px)


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


def at_size(qtbot, window, size) -> None:
    window.resize(*size)
    qtbot.waitUntil(lambda: abs(window.table_view.transform().m11() - fitted_scale(window)) < 0.01, timeout=3000)


def fitted_scale(window) -> float:
    v = window.table_view
    return min(v.viewport().width() / 1600, v.viewport().height() / 900)


@pytest.mark.parametrize("lang", LANGS, indirect=True)
@pytest.mark.parametrize("mode", ["identity", "hegemony"])
def test_the_table_fits_and_no_texts_overlap(qtbot, mode, lang):
    window = MainWindow(FAST)
    qtbot.addWidget(window)
    window.resize(*SIZES[0])
    window.show()
    c = window.start_game(TableSettings(players=8, seat=0, seed=4, mode=mode), FAST)
    qtbot.waitUntil(lambda: c.request is not None, timeout=20000)
    for size in SIZES:                                                   # choosing generals
        at_size(qtbot, window, size)
        check_scene(c.scene, window.table_view, size[0] == 1280)
    play_until(qtbot, window, c, 3, 4)
    for size in SIZES:                                                   # mid-game
        at_size(qtbot, window, size)
        check_scene(c.scene, window.table_view, size[0] == 1280)


@pytest.mark.parametrize(("players", "seat"), [(2, 0), (3, 0), (5, 0), (7, 0), (10, 0), (8, -1), (10, -1)])
def test_every_table_size_seats_everyone_apart(qtbot, players, seat):
    window = MainWindow(FAST)
    qtbot.addWidget(window)
    window.resize(*SIZES[0])
    window.show()
    c = window.start_game(TableSettings(players=players, seat=seat, seed=2), FAST)
    if seat < 0:                    # (a spectator: every chair is the computer's)
        qtbot.waitUntil(lambda: c.scene.view_state is not None and c.scene.view_state.round >= 1, timeout=20000)
        check_scene(c.scene, window.table_view, True)
        return
    qtbot.waitUntil(lambda: c.request is not None, timeout=20000)
    play_until(qtbot, window, c, 1, 2)
    check_scene(c.scene, window.table_view, True)


def crowded_seat(mode: str, cls=SeatItem) -> SeatItem:
    """A seat with everything at once: 4 equipment, 3 judge cards, chained, turned, drunk, marks."""
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
    item = cls(9, faces)
    item.set_auto(True)
    item.show_state(sv, True, "discard", mode)
    item.set_state(False, True)
    return item


def apart_and_inside(item, inside: QRectF) -> None:
    placed = [p for p in item.layout() if p.text]
    for p in placed:
        assert inside.contains(ink(p)), p.text
    rects = [ink(p) for p in placed]
    over = [(placed[i].text, placed[j].text) for i in range(len(rects)) for j in range(i + 1, len(rects))
            if rects[i].intersects(rects[j])]
    assert not over, over


@pytest.mark.parametrize("lang", LANGS, indirect=True)
@pytest.mark.parametrize("mode", ["identity", "hegemony"])
def test_a_crowded_seat_keeps_every_text_apart_and_inside(qtbot, mode, lang):
    item = crowded_seat(mode)
    texts = item.labels()
    assert len([t for t in item.layout() if t.badge is not None and len(t.text) == 1]) >= 6  # 乐兵闪, 连翻酒
    apart_and_inside(item, item.outer())
    assert item.boundingRect().contains(item.outer())       # (so the tag above repaints with the seat)
    assert item.rows.art.height() >= 60, item.rows          # (the picture keeps room for the name)
    assert any(t for t in texts if t in ("托管", "託管", "Auto"))


@pytest.mark.parametrize("lang", LANGS, indirect=True)
@pytest.mark.parametrize("mode", ["identity", "hegemony"])
def test_your_crowded_dashboard_keeps_every_text_apart_and_inside(qtbot, mode, lang):
    item = crowded_seat(mode, DashboardSeat)
    apart_and_inside(item, item.outer())
    assert not any(t.text.startswith(("+1", "-1")) for t in item.layout())     # (equipment: in its slots)
    from sgs_desktop.packs import BEHAVIOURS
    from sgs_desktop.packs.i18n import card_name
    seen: set[str] = set()
    for packs in (("identity_standard", "identity_maneuvering"),
                  ("hegemony_standard", "hegemony_strategic_advantage", "hegemony_lord_equip")):
        faces = deck_faces(packs)
        longest: dict[str, tuple[int, str]] = {}
        for cid, face in faces.items():
            b = BEHAVIOURS.get(face["key"])
            if b is not None and b.subtype in SLOTS:
                name = card_name(face["key"])
                if len(name) > len(longest.get(b.subtype, (0, ""))[1]):
                    longest[b.subtype] = (cid, name)
        seen |= set(longest)
        for slot, (cid, name) in longest.items():
            row = EquipSlot(cid, faces[cid], slot)
            apart_and_inside(row, row.boundingRect())
            assert name in {p.text for p in row.layout()}
    assert seen == set(SLOTS)


def test_before_generals_are_chosen_a_seat_is_not_a_blank_general(qtbot):
    item = crowded_seat("identity")
    item.show_state(item.sv, False, None, "identity", choosing=True)
    assert "选将中" in item.labels() and "白板" not in item.labels()
    assert not any(t.startswith("体力") for t in item.labels()) and not item.hp_glyphs()


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


def panel_fits(panel, view) -> None:
    """The panel inside the table's view, every general's tile inside the panel."""
    assert view.rect().contains(panel.geometry()), (panel.geometry(), view.rect())
    tiles = [b for key, b in panel.buttons.items() if key not in ("ok", "swap") and not key.startswith("pair-")]
    assert tiles
    for b in tiles:
        top_left = b.mapTo(panel, QPoint(0, 0))
        assert panel.rect().contains(QRectF(top_left, b.size()).toRect()), b.objectName()


@pytest.mark.parametrize("lang", LANGS, indirect=True)
@pytest.mark.parametrize("size", SIZES, ids=["1280x720", "1920x1080"])
def test_the_lords_choice_shows_every_lord(qtbot, size, lang):
    window = MainWindow(FAST)
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    c = window.start_game(TableSettings(players=5, seat=0, role="lord", seed=7), FAST)
    qtbot.waitUntil(lambda: isinstance(c.panel, GeneralPanel), timeout=20000)
    assert len(c.request.options) == 11
    panel_fits(c.panel, window.table_view)
    c.panel.click(c.request.options[0])                 # (its skills in full below: still inside)
    panel_fits(c.panel, window.table_view)


@pytest.mark.parametrize("lang", LANGS, indirect=True)
@pytest.mark.parametrize("size", SIZES, ids=["1280x720", "1920x1080"])
def test_the_pair_choice_fits(qtbot, size, lang):
    window = MainWindow(FAST)
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    c = window.start_game(TableSettings(players=4, seat=0, seed=3, mode="hegemony"), FAST)
    qtbot.waitUntil(lambda: isinstance(c.panel, PairPanel), timeout=20000)
    head, deputy = c.request.options[0].split("+")
    c.panel.click(head)
    c.panel.click(deputy)
    panel_fits(c.panel, window.table_view)


def test_the_game_over_panel_stays_centred_and_hides_the_table(qtbot):
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
    # opaque: a pixel of its margin is the panel's own colour, whatever the table has under it
    picture = panel.grab().toImage()
    assert picture.pixelColor(12, picture.height() - 12).alpha() == 255
    shot = window.grab().toImage()
    at = panel.mapTo(window, QPoint(12, panel.height() - 12))
    assert shot.pixelColor(at).name() == "#141c18"


@pytest.mark.parametrize("mode", ["identity", "hegemony"])
def test_the_general_choice_hides_the_table_under_it(qtbot, mode):
    """Found looking at the screenshots: the piles' counts and the seats' 选将中 showed through the
    general choice (a 92% panel). Every panel is opaque now: a pixel of its margin is its own colour."""
    window = MainWindow(FAST)
    qtbot.addWidget(window)
    window.resize(1280, 720)
    window.show()
    c = window.start_game(TableSettings(players=5, seat=0, seed=3, mode=mode), FAST)
    qtbot.waitUntil(lambda: isinstance(c.panel, GeneralPanel | PairPanel), timeout=20000)
    panel = c.panel
    assert panel.grab().toImage().pixelColor(12, panel.height() - 12).alpha() == 255
    shot = window.grab().toImage()
    for x, y in ((12, panel.height() - 12), (panel.width() - 12, 12), (panel.width() // 2, panel.height() - 8)):
        assert shot.pixelColor(panel.mapTo(window, QPoint(x, y))).name() == "#141c18", (x, y)


@pytest.mark.parametrize("mode", ["identity", "hegemony"])
@pytest.mark.parametrize("size", SIZES, ids=["1280x720", "1920x1080"])
def test_a_chosen_generals_skills_show_whole(qtbot, size, mode):
    """Found in the screenshots: the details under the plates stayed three lines tall, a scroll bar
    beside 华佗's two skills, while the table had room. With a row of generals to choose from, each
    one's skills show whole, and the panel stays inside the table."""
    window = MainWindow(FAST)
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    c = window.start_game(TableSettings(players=8, seat=0, seed=21, mode=mode), FAST)
    qtbot.waitUntil(lambda: isinstance(c.panel, GeneralPanel | PairPanel), timeout=20000)
    panel = c.panel
    box = panel.details.parentWidget().parentWidget()           # (the label's viewport's scroll area)
    generals = [k for k in panel.buttons if k not in ("ok", "swap") and not k.startswith("pair-")]
    assert generals
    for gid in generals:
        panel.click(gid.removeprefix("general-"))
        qtbot.wait(20)
        assert box.verticalScrollBar().maximum() == 0, (gid, box.height(), panel.details.sizeHint())
    assert window.table_view.rect().contains(panel.geometry())


def test_the_pair_choices_status_reads_as_phrases_in_english(qtbot):
    """Found in the English screenshot: "head general: Hua Tuo   deputy general: Zhang Jiao   max HP 3"."""
    from sgs_desktop.packs.i18n import language

    old = language()
    set_language("en")
    try:
        window = MainWindow(FAST)
        qtbot.addWidget(window)
        window.resize(1280, 720)
        window.show()
        c = window.start_game(TableSettings(players=8, seat=0, seed=21, mode="hegemony"), FAST)
        qtbot.waitUntil(lambda: isinstance(c.panel, PairPanel), timeout=20000)
        head, deputy = c.request.options[0].split("+")
        c.panel.click(head)
        c.panel.click(deputy)
        parts = [x for x in c.panel.status.text().split("   ") if x]
        assert len(parts) >= 3 and all(x[0].isupper() for x in parts), parts
    finally:
        set_language(old)
