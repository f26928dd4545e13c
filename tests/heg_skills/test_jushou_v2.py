"""据守 (new rules, 曹仁): at the finish phase draw X (the kingdoms on the table), then discard a
non-equipment hand card or use an equipment card from the hand; turn over only if X > 2."""

import pytest
from heg import HegTable

from sgs_desktop.engine.errors import IllegalAnswer


def table(players=3, **kw):
    seats = [{"generals": ["caoren", "dianwei"]}, {"generals": ["sunquan", "huanggai"]},
             {"generals": ["liubei", "pangtong"], "shown": [False, False]}, {"generals": ["lvbu", "huatuo"]}]
    return HegTable(seats[:players], phase="finish", rules="new", **kw)


def test_three_kingdoms_draw_three_use_an_equipment_card_and_turn_over():
    t = table(4, top=["赤兔 ♥5", "闪 ♦2", "闪 ♦3"])       # (the face-down player has no kingdom)
    t.yes(0)
    req = t.expect(0, "cards")
    assert req.prompt.key == "jushou_v2" and set(req.cards) == set(t.ids("赤兔 ♥5", "闪 ♦2", "闪 ♦3"))
    with pytest.raises(IllegalAnswer):
        t.cards(0)                             # one card must go
    t.cards(0, "赤兔 ♥5")
    t.finish()
    assert t.p(0).equips == {"offensive_horse": t.id("赤兔 ♥5")} and t.hand(0) == set(t.ids("闪 ♦2", "闪 ♦3"))
    assert [(e["seat"], e["face_up"]) for e in t.log("turn_over")] == [(0, False)]
    assert [e["card"]["id"] for e in t.log("use")] == [t.id("赤兔 ♥5")]


def test_two_kingdoms_draw_two_discard_one_and_stay_face_up():
    t = table(2, top=["赤兔 ♥5", "闪 ♦2"])
    t.yes(0)
    t.cards(0, "闪 ♦2")
    t.finish()
    assert t.hand(0) == {t.id("赤兔 ♥5")} and t.id("闪 ♦2") in t.g.discard_pile
    assert t.p(0).face_up and t.log("turn_over") == []


def test_declined():
    t = table(2)
    t.no(0)
    t.finish()
    assert t.hand(0) == set() and t.log("skill") == []
