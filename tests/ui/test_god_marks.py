"""The 神 generals' marks and pile on a seat, readable without a hover: 梦魇 (with its count), 狂风,
大雾, 业炎 (限定技, while unused) and the 星 pile (its count; the cards only for 神诸葛亮); a 神
general's plate in 神 gold with the seal of the kingdom it chose; a screenshot at 1280×720 and
1920×1080 (under Xvfb)."""

from __future__ import annotations

import pytest
from test_layout import SIZES
from xvfb_shots import xvfb_run

from sgs_desktop.client.logtext import event_text
from sgs_desktop.engine.events import Mark
from sgs_desktop.engine.events_heg import KingdomEvent
from sgs_desktop.engine.view import SeatView
from sgs_desktop.packs import deck_faces
from sgs_desktop.packs.i18n import set_language
from sgs_desktop.ui.seat_item import SeatItem

FACES = deck_faces(("identity_standard", "identity_maneuvering"))


def seat(general: str, marks: dict[str, int], kingdom: str = "shu", piles=None) -> SeatItem:
    sv = SeatView(seat=1, alive=True, hp=3, max_hp=3, dying=False, hand_count=2, known_hand=[], equips={},
                  judge=[], judge_as={}, chained=False, face_up=True, role=None, generals=[general],
                  kingdom=kingdom, gender="male", drunk=0, marks=marks, piles=piles or {})
    item = SeatItem(1, FACES)
    item.show_state(sv, False, None, "identity")
    return item


@pytest.mark.parametrize(("mark", "count", "label", "head"), [
    ("mengyan", 1, "魇", "梦魇"),
    ("mengyan", 3, "魇3", "梦魇 ×3"),
    ("kuangfeng", 1, "风", "狂风"),
    ("dawu", 1, "雾", "大雾"),
    ("yeyan", 1, "炎", "业炎"),
])
def test_each_mark_reads_on_its_token_and_hover(qtbot, mark, count, label, head):
    item = seat("shenzhouyu", {mark: count})
    (token,) = item.tokens
    assert token.label() == label
    first, rule = token.toolTip().split("\n", 1)
    assert first == head and rule


def test_the_star_pile_reads_with_its_count(qtbot):
    item = seat("shenzhugeliang", {}, piles={"qixing": 7})
    (token,) = item.pile_tokens
    assert token.pile == "qixing" and token.text.startswith("星") and "7" in token.text


@pytest.mark.parametrize(("lang", "labels"), [("zh_TW", ["魘", "風", "霧", "炎"]), ("en", ["N", "G", "F", "K"])])
def test_the_marks_read_in_every_language(qtbot, lang, labels):
    set_language(lang)
    try:
        got = [seat("shenzhouyu", {m: 1}).tokens[0].label() for m in ("mengyan", "kuangfeng", "dawu", "yeyan")]
    finally:
        set_language("zh_CN")
    assert got == labels


def test_a_god_plate_is_god_gold_and_its_seal_the_chosen_kingdom(qtbot):
    (spec,) = seat("shenguanyu", {}, kingdom="wu").specs()
    assert (spec.general, spec.kingdom) == ("shenguanyu", "god")
    (spec,) = seat("guanyu", {}, kingdom="shu").specs()
    assert spec.kingdom == "shu"


def test_the_log_names_the_mark_and_the_kingdom_chosen():
    assert event_text(Mark(1, "mengyan", 2)).endswith("【梦魇】标记为2")
    assert event_text(KingdomEvent(seat=1, kingdom="wu", general_kingdom="god")).endswith("的势力为吴")


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_a_screenshot_of_the_god_marks(size):
    """Under Xvfb: tests/ui/screenshots/god-<size>-marks.png (and -marks-tip.png, hovering the 星)."""
    _, names = xvfb_run("god_marks_shot_script.py", f"god-{size[0]}x{size[1]}", size)
    assert names == ["marks", "marks-tip"]
