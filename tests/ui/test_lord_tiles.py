"""A 君主's tile reads its short name (君张角: 张角（君） does not fit the half-width tile at a
readable size); its tooltip keeps the whole name; a general without a short name shows its name."""

from __future__ import annotations

import pytest

from sgs_desktop.engine.view import SeatView
from sgs_desktop.packs import i18n
from sgs_desktop.ui.items import SeatItem


def _lord_seat() -> SeatView:
    return SeatView(seat=1, alive=True, hp=4, max_hp=4, dying=False, hand_count=3, known_hand=[], equips={},
                    judge=[], judge_as={}, chained=False, face_up=True, role=None,
                    generals=["lord_zhangjiao", "yuji"], kingdom="qun", gender="male", drunk=0,
                    shown=[True, False], removed=[False, False])


@pytest.mark.parametrize(("lang", "tile", "whole"), [
    ("zh_CN", "君张角", "张角（君）"), ("zh_TW", "君張角", "張角（君）"),
    ("en", "Lord Zhang Jiao", "Zhang Jiao (Lord)")])
def test_a_lord_tile_reads_its_short_name(qtbot, lang, tile, whole):
    before = i18n.language()
    i18n.set_language(lang)
    try:
        item = SeatItem(1, {})
        item.show_state(_lord_seat(), False, None, "hegemony")
        assert item.tiles()[0][1] == tile
        assert whole in item.toolTip()
        assert i18n.general_short("yuji") == i18n.general_name("yuji")     # (no short name: the name)
    finally:
        i18n.set_language(before)
