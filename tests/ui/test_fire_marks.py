"""The 火 generals' marks on a seat, readable without a hover: 涅槃 (限定技, while unused), 天义's
result (赢 / 输) and 双雄's colour (红 / 黑, on a disc of that colour); the hover names the mark and
its rule; the log names the mark; a screenshot at 1280×720 and 1920×1080 (under Xvfb)."""

from __future__ import annotations

import pytest
from test_layout import SIZES
from xvfb_shots import xvfb_run

from sgs_desktop.client.logtext import event_text
from sgs_desktop.engine.events import Mark
from sgs_desktop.engine.view import SeatView
from sgs_desktop.packs import deck_faces
from sgs_desktop.packs.i18n import set_language
from sgs_desktop.ui.mark_tokens import COLOURS
from sgs_desktop.ui.seat_item import SeatItem

FACES = deck_faces(("identity_standard", "identity_maneuvering"))


def seat(general: str, marks: dict[str, int]) -> SeatItem:
    sv = SeatView(seat=1, alive=True, hp=3, max_hp=3, dying=False, hand_count=2, known_hand=[], equips={},
                  judge=[], judge_as={}, chained=False, face_up=True, role=None, generals=[general],
                  kingdom="shu", gender="male", drunk=0, marks=marks)
    item = SeatItem(1, FACES)
    item.show_state(sv, False, None, "identity")
    return item


@pytest.mark.parametrize(("general", "mark", "label", "head"), [
    ("pangtong", "niepan", "涅", "涅槃"),
    ("taishici", "tianyi_won", "赢", "天义·赢"),
    ("taishici", "tianyi_lost", "输", "天义·没赢"),
    ("yanliangwenchou", "shuangxiong_red", "红", "双雄·红"),
    ("yanliangwenchou", "shuangxiong_black", "黑", "双雄·黑"),
])
def test_each_mark_reads_on_its_token_and_hover(qtbot, general, mark, label, head):
    item = seat(general, {mark: 1})
    (token,) = item.tokens
    assert token.label() == label
    first, rule = token.toolTip().split("\n", 1)
    assert first == head and rule


def test_the_colour_marks_are_painted_in_their_colour(qtbot):
    assert COLOURS["shuangxiong_red"].red() > 150 and COLOURS["shuangxiong_red"].green() < 80
    assert COLOURS["shuangxiong_black"].lightness() < 50


@pytest.mark.parametrize(("lang", "labels"), [("zh_TW", ["涅", "贏", "輸", "紅", "黑"]),
                                              ("en", ["N", "W", "L", "R", "B"])])
def test_the_marks_read_in_every_language(qtbot, lang, labels):
    set_language(lang)
    try:
        items = [seat("taishici", {m: 1})
                 for m in ("niepan", "tianyi_won", "tianyi_lost", "shuangxiong_red", "shuangxiong_black")]
        got = [item.tokens[0].label() for item in items]
    finally:
        set_language("zh_CN")
    assert got == labels


def test_the_log_names_the_mark():
    assert event_text(Mark(1, "tianyi_won", 1)).endswith("【天义·赢】标记为1")
    assert "【涅槃】" in event_text(Mark(1, "niepan", None))


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_a_screenshot_of_the_fire_marks(size):
    """Under Xvfb: tests/ui/screenshots/fire-<size>-marks.png (and -marks-tip.png, hovering 天义·赢)."""
    _, names = xvfb_run("fire_marks_shot_script.py", f"fire-{size[0]}x{size[1]}", size)
    assert names == ["marks", "marks-tip"]
