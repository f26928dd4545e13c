"""The 势 pack at the table: a removed general (移除) reads as removed on the seat and in its
tooltip; the log reads 移除 and 鹰扬's number in words, never ids."""

from __future__ import annotations

from sgs_desktop.client.logtext import event_text
from sgs_desktop.engine.events_heg import PindianNumber, RemoveGeneral
from sgs_desktop.engine.view import SeatView
from sgs_desktop.ui.items import SeatItem


def test_a_removed_deputy_reads_as_removed(qtbot):
    item = SeatItem(2, {})
    sv = SeatView(seat=2, alive=True, hp=6, max_hp=6, dying=False, hand_count=0, known_hand=[], equips={},
                  judge=[], judge_as={}, chained=False, face_up=True, role=None, generals=["dongzhuo", "zhangjiao"],
                  kingdom="qun", gender="male", drunk=0, shown=[True, True], removed=[False, True])
    item.show_state(sv, False, None, "hegemony")
    tiles = [t[1] for t in item.tiles()]
    assert tiles == ["董卓", "张角（已移除）"]
    assert "张角（已移除）" in item.toolTip() and "雷击" not in item.toolTip()
    sv.removed = [False, False]
    item.show_state(sv, False, None, "hegemony")
    assert [t[1] for t in item.tiles()] == ["董卓", "张角"] and "雷击" in item.toolTip()


def test_the_log_reads_removal_and_pindian_numbers():
    line = event_text(RemoveGeneral(seat=2, slot="deputy", general="zhangjiao", reason="baoling"))
    assert "张角" in line and "移除" in line and "暴凌" in line and "zhangjiao" not in line
    line = event_text(PindianNumber(seat=0, number=11, skill="yingyang"))
    assert "11" in line and "鹰扬" in line and "yingyang" not in line
