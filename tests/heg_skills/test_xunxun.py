"""恂恂 (李典): at the start of the draw phase look at the top four, two back on top, two to the
bottom; then draw as usual. 忘隙: per point of damage between 李典 and another, both draw one."""

import pytest
from heg import HegTable

from sgs_desktop.engine.errors import IllegalAnswer

MOM = ["hegemony_standard", "heg_momentum"]
LD = ["lidian", "xuhuang"]
TOP = ["杀 ♠7", "闪 ♦2", "桃 ♥4", "杀 ♠8", "闪 ♦6"]


def table(**kw):
    return HegTable([{"generals": LD}, {"generals": ["liubei", "guanyu"]}], phase="draw", top=TOP,
                    packs=MOM, **kw)


def test_two_back_on_top_two_to_the_bottom_then_draw_them():
    t = table()
    req = t.expect(0, "option")
    assert req.prompt.key == "invoke" and req.prompt.args == ("xunxun",)
    t.yes(0)
    req = t.expect(0, "arrange")
    assert req.prompt.key == "xunxun" and req.prompt.args == (4,) and req.top_count == 2
    assert set(req.cards) == set(t.ids(*TOP[:4]))
    with pytest.raises(IllegalAnswer):          # three on top
        t.answer(0, "arrange", {"type": "arrange", "top": t.ids("桃 ♥4", "杀 ♠8", "杀 ♠7"),
                                "bottom": [t.id("闪 ♦2")]})
    t.answer(0, "arrange", {"type": "arrange", "top": t.ids("桃 ♥4", "杀 ♠8"), "bottom": t.ids("杀 ♠7", "闪 ♦2")})
    t.end_play(0)
    t.finish()
    assert t.hand(0) == set(t.ids("桃 ♥4", "杀 ♠8"))
    assert t.g.draw_pile[:2] == t.ids("闪 ♦2", "杀 ♠7")      # the bottom: 闪 ♦2 bottommost
    (mine,) = t.log("arrange", seat=0)
    assert mine["top_count"] == 2 and mine["bottom_count"] == 2
    (theirs,) = t.log("arrange", seat=1)
    assert not theirs["top"] and not theirs["bottom"]   # the other seat sees only the counts


def test_declined_draws_the_top_two():
    t = table()
    t.no(0)
    t.end_play(0)
    t.finish()
    assert t.hand(0) == set(t.ids("杀 ♠7", "闪 ♦2")) and t.log("arrange") == []


def wangxi_table(hand0, hand1, **kw):
    return HegTable([{"generals": LD, "hand": hand0}, {"generals": ["liubei", "guanyu"], "hand": hand1}],
                    top=["桃 ♥4", "桃 ♥6", "桃 ♥7", "桃 ♥8"], packs=MOM, **kw)


def test_wangxi_dealing_damage_both_draw():
    t = wangxi_table(["杀 ♠7"], [])
    t.play(0, "杀 ♠7", [1])
    req = t.expect(0, "option")
    assert req.prompt.key == "invoke" and req.prompt.args == ("wangxi", 1)
    t.yes(0)
    t.end_play(0)
    t.finish()
    assert t.hand(0) == {t.id("桃 ♥4")} and t.hand(1) == {t.id("桃 ♥6")}


def test_wangxi_each_point_and_declining_one():
    t = HegTable([{"generals": ["liubei", "guanyu"], "hand": ["酒 ♠9", "杀 ♠7"]},
                  {"generals": LD}, {"generals": ["sunquan", "ganning"]}],
                 top=["桃 ♥4", "桃 ♥6", "桃 ♥7", "桃 ♥8"], packs=MOM)
    t.play(0, "酒 ♠9")
    t.play(0, "杀 ♠7", [1])
    assert t.expect(1, "option").prompt.args == ("wangxi", 0)
    t.no(1)                                     # not for the first point
    assert t.expect(1, "option").prompt.args == ("wangxi", 0)
    t.yes(1)                                    # the second point
    t.end_play(0)
    t.finish()
    assert t.hand(1) == {t.id("桃 ♥4")} and t.hand(0) == {t.id("桃 ♥6")}
    assert [e["skill"] for e in t.log("skill")] == ["wangxi"]


def test_wangxi_declined_nobody_draws():
    t = wangxi_table(["杀 ♠7"], [])
    t.play(0, "杀 ♠7", [1])
    t.no(0)
    t.end_play(0)
    t.finish()
    assert t.hand(0) == set() and t.hand(1) == set()
