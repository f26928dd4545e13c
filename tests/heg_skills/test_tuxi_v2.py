"""突袭 (new rules, 张辽): in the draw phase draw X fewer cards to take a hand card from each of
X other players."""

import pytest
from heg import HegTable

from sgs_desktop.engine.errors import IllegalAnswer


def table(**kw):
    return HegTable([{"generals": ["zhangliao", "dianwei"]},
                     {"generals": ["sunquan", "huanggai"], "hand": ["闪 ♦2"]},
                     {"generals": ["liubei", "pangtong"], "hand": ["桃 ♥4"]},
                     {"generals": ["lvbu", "huatuo"], "hand": ["杀 ♠7"]}],
                    phase="draw", top=["闪 ♦3", "闪 ♦6"], rules="new", **kw)


def test_two_fewer_for_two_players():
    t = table()
    req = t.expect(0, "seats")
    assert req.prompt.key == "tuxi_v2_targets" and req.prompt.args == (2,)
    assert req.seats == (1, 2, 3) and (req.min, req.max) == (0, 2)
    t.seats(0, 3, 1)                           # one card each: taken without a choice of position
    t.end_play(0)
    t.finish()
    assert t.hand(0) == set(t.ids("闪 ♦2", "杀 ♠7")) and t.hand(1) == set() and t.hand(3) == set()
    assert [e["dst_owner"] for e in t.log("move") if e["reason"] == "tuxi_v2"] == [0, 0]
    assert [e["src_owner"] for e in t.log("move") if e["reason"] == "tuxi_v2"] == [1, 3]
    assert t.id("闪 ♦3") in t.g.draw_pile


def test_one_fewer_for_one_player():
    t = table()
    t.seats(0, 2)
    t.end_play(0)
    t.finish()
    assert t.hand(0) == set(t.ids("桃 ♥4", "闪 ♦3"))


def test_nobody_chosen_or_too_many():
    t = table()
    with pytest.raises(IllegalAnswer):
        t.seats(0, 1, 2, 3)                    # three players, but only two cards to give up
    t.seats(0)
    t.end_play(0)
    t.finish()
    assert t.hand(0) == set(t.ids("闪 ♦3", "闪 ♦6")) and t.log("skill") == []
