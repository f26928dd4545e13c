"""Piles on a seat (issue 17, item 13): a labelled token per pile ("创 3"), its hover listing the
cards the viewer may see (a face-down pile: a count); inside the seat, over nothing else, at
1280×720 and 1920×1080, in a crowded seat too (the badge row full: the tokens go to the bottom row)."""

from __future__ import annotations

import copy

import pytest
from driver import FAST
from heg import HegTable
from test_layout import SIZES, check_scene, crowded_seat, ink
from xvfb_shots import xvfb_run

from sgs_desktop.ai.basic import BasicAgent
from sgs_desktop.engine.view import SeatView
from sgs_desktop.packs import deck_faces
from sgs_desktop.packs.i18n import set_language
from sgs_desktop.tables.host import Host
from sgs_desktop.tables.local import LocalTable
from sgs_desktop.ui.mark_tokens import PileToken
from sgs_desktop.ui.seat_item import SeatItem
from sgs_desktop.ui.window import MainWindow

FACES = deck_faces(("hegemony_standard",))
BY_FACE = {(f["key"], f["suit"], f["number"]): cid for cid, f in FACES.items()}
JINK_D2, JINK_D3 = BY_FACE[("jink", "diamond", 2)], BY_FACE[("jink", "diamond", 3)]


def replace(sv: SeatView, **changes) -> SeatView:
    """A copy of `sv` with `changes` (SeatView is a plain class: no dataclasses.replace)."""
    twin = copy.deepcopy(sv)
    for name, value in changes.items():
        setattr(twin, name, value)
    return twin


def zhoutai(piles: dict[str, int], cards: dict[str, list[int]], **kw) -> SeatView:
    return SeatView(seat=1, alive=True, hp=-1, max_hp=4, dying=False, hand_count=3, known_hand=[], equips={},
                    judge=[], judge_as={}, chained=False, face_up=True, role=None, generals=["zhoutai", "sunquan"],
                    kingdom="wu", gender="male", drunk=0, shown=[True, True], piles=piles, pile_cards=cards, **kw)


def seat_with(sv: SeatView) -> SeatItem:
    item = SeatItem(sv.seat, FACES)
    item.show_state(sv, False, None, "hegemony")
    return item


def test_a_face_up_pile_is_a_token_listing_its_cards(qtbot):
    item = seat_with(zhoutai({"buqu": 2}, {"buqu": [JINK_D2, JINK_D3]}))
    (token,) = item.pile_tokens
    assert token.text == "创 2"
    assert token.toolTip().splitlines() == ["创（不屈） ×2", "闪♦2", "闪♦3"]


def test_a_face_down_pile_shows_the_others_only_a_count(qtbot):
    item = seat_with(zhoutai({"wooden_ox": 2}, {}))
    (token,) = item.pile_tokens
    assert token.text == "牛 2"
    assert token.toolTip().splitlines() == ["木牛流马上的牌 ×2", "另有2张，你看不到"]
    assert "闪" not in token.toolTip()


def test_no_pile_no_token_and_an_emptied_pile_goes(qtbot):
    item = seat_with(zhoutai({}, {}))
    assert item.pile_tokens == []
    item.show_state(zhoutai({"buqu": 1}, {"buqu": [JINK_D2]}), False, None, "hegemony")
    assert [t.text for t in item.pile_tokens] == ["创 1"]
    item.show_state(zhoutai({}, {}), False, None, "hegemony")
    assert item.pile_tokens == [] and not [c for c in item.childItems() if isinstance(c, PileToken)]


@pytest.mark.parametrize("lang", ["zh_TW", "en"])
def test_the_pile_reads_in_every_language(qtbot, lang):
    set_language(lang)
    try:
        item = seat_with(zhoutai({"buqu": 2}, {"buqu": [JINK_D2, JINK_D3]}))
        assert item.pile_tokens[0].text == {"zh_TW": "創 2", "en": "Wound 2"}[lang]
    finally:
        set_language("zh_CN")


def _apart(item: SeatItem) -> None:
    """Every token inside the seat, over no other token and no text of the seat."""
    inside = item.outer()
    boxes = [(t.text if isinstance(t, PileToken) else t.mark, t.mapRectToParent(t.boundingRect()))
             for t in [*item.tokens, *item.pile_tokens]]
    for name, r in boxes:
        assert inside.contains(r), (name, r)
    over = [(a, b) for i, (a, ra) in enumerate(boxes) for b, rb in boxes[i + 1:] if ra.intersects(rb)]
    assert not over, over
    texts = [(p.text, ink(p)) for p in item.layout() if p.text]
    covered = [(name, text) for name, r in boxes for text, tr in texts if r.intersects(tr)]
    assert not covered, covered


@pytest.mark.parametrize("mode", ["identity", "hegemony"])
def test_a_crowded_seat_puts_its_piles_where_there_is_room(qtbot, mode):
    item = crowded_seat(mode)
    assert item.tokens                              # the marks fill the badge row
    sv = replace(item.sv, piles={"buqu": 3}, pile_cards={"buqu": [JINK_D2, JINK_D3, 7]})
    item.show_state(sv, True, "discard", mode)
    assert [t.text for t in item.pile_tokens] == ["创 3"]
    assert item.pile_tokens[0].pos().y() > item.tokens[0].pos().y()      # the bottom row
    _apart(item)
    # three piles have no room there: one "+3" token stands for them, its hover lists them all
    sv = replace(sv, piles={"buqu": 3, "wooden_ox": 2, "tuntian": 4})
    item.show_state(sv, True, "discard", mode)
    _apart(item)
    (more,) = item.pile_tokens
    assert more.text == "+3"
    assert all(n in more.toolTip() for n in ("创（不屈） ×3", "木牛流马上的牌 ×2", "田（屯田） ×4"))


def test_a_quiet_seat_keeps_its_piles_in_the_badge_row(qtbot):
    item = seat_with(zhoutai({"buqu": 3, "tuntian": 1}, {"buqu": [JINK_D2, JINK_D3, 7], "tuntian": [9]}))
    assert [t.text for t in item.pile_tokens] == ["创 3", "田 1"]
    assert item.rows.badges is not None
    assert {t.pos().y() for t in item.pile_tokens} == {item.rows.badges + (item.BADGE - 22) / 2}
    _apart(item)


def buqu_table() -> HegTable:
    """A 国战 table where 周泰 (seat 1) lives on at −1 HP on two 创."""
    t = HegTable([{"generals": ["liubei", "zhangfei"], "hand": ["杀 ♠7", "杀 ♠9", "闪 ♥2"]},
                  {"generals": ["zhoutai", "sunquan"], "hp": 1},
                  {"generals": ["caoren", "dianwei"]}, {"generals": ["huatuo", "jiaxu"]}],
                 top=["闪 ♦2", "闪 ♦3"])
    t.play(0, "杀 ♠7", [1])
    t.yes(1)
    t.play(0, "杀 ♠9", [1])
    t.yes(1)
    assert t.p(1).piles == {"buqu": t.ids("闪 ♦2", "闪 ♦3")} and t.p(1).hp == -1
    return t


def open_buqu(qtbot, size) -> tuple[MainWindow, object]:
    t = buqu_table()
    host = Host(t.g, {s: BasicAgent(s) for s in (1, 2, 3)})
    window = MainWindow(FAST)
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    c = window.play_table(LocalTable(host, 0), lan=False)
    qtbot.waitUntil(lambda: c.request is not None and c.request.kind == "play" and not c.busy, timeout=20000)
    return window, c


@pytest.mark.parametrize("size", SIZES, ids=["1280x720", "1920x1080"])
def test_the_table_shows_zhoutais_wounds_and_still_fits(qtbot, size):
    window, c = open_buqu(qtbot, size)
    seat = c.scene.seats[1]
    (token,) = seat.pile_tokens
    assert token.text == "创 2" and token.toolTip().splitlines()[1:] == ["闪♦2", "闪♦3"]
    check_scene(c.scene, window.table_view, size[0] == 1280)
    _apart(seat)
    box = c.scene.sceneRect()
    assert box.contains(token.sceneBoundingRect())


def test_living_below_zero_the_hp_reads_as_a_number(qtbot):
    item = seat_with(zhoutai({"buqu": 2}, {"buqu": [JINK_D2, JINK_D3]}))
    assert "体力 -1/4" in item.labels()
    item.show_state(replace(item.sv, hp=2, piles={}, pile_cards={}), False, None, "hegemony")
    assert not any(t.startswith("体力") for t in item.labels())        # pips again


@pytest.mark.gui
@pytest.mark.parametrize("size", SIZES, ids=["1280x720", "1920x1080"])
def test_a_screenshot_of_zhoutais_wounds(size):
    """Under Xvfb: tests/ui/screenshots/hegemony-<size>-piles.png (and -piles-tip.png, hovering 创)."""
    _, names = xvfb_run("piles_shot_script.py", f"hegemony-{size[0]}x{size[1]}", size)
    assert names == ["piles", "piles-tip"]
