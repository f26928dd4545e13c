"""制衡 (孙权, 国战): once per play phase, discard up to max-HP cards (hand/equipment), draw as many."""

import pytest
from heg import HegTable

from sgs_desktop.engine.errors import IllegalAnswer
from sgs_desktop.engine.protocol.answers import Use


def option(t, seat, skill="zhiheng"):
    return next((o for o in t.expect(seat, "play").options if o.skill == skill), None)


def test_at_most_max_hp_cards_then_draws_as_many():
    # 孙权 + 甘宁: 4 + 4 half-HP → max HP 4; hit down to 2 HP, the limit is still 4
    t = HegTable([{"generals": ["sunquan", "ganning"], "hp": 2,
                   "hand": ["杀 ♠7", "闪 ♥2", "桃 ♥4", "酒 ♠9"], "equip": ["八卦阵 ♠2"]},
                  {"generals": ["liubei", "zhangfei"]}],
                 top=["无中生有 ♥7", "闪 ♦3", "杀 ♣2", "桃 ♥6"])
    opt = option(t, 0)
    assert (opt.min_cards, opt.max_cards) == (1, 4) and len(opt.cards) == 5 and opt.targets is None
    with pytest.raises(IllegalAnswer):
        t.g.answer(Use(skill="zhiheng", cards=tuple(t.ids("杀 ♠7", "闪 ♥2", "桃 ♥4", "酒 ♠9", "八卦阵 ♠2"))))
    t.play(0, skill="zhiheng", cards=["杀 ♠7", "酒 ♠9", "闪 ♥2", "八卦阵 ♠2"])
    assert option(t, 0) is None            # once per play phase
    assert t.hand(0) == set(t.ids("桃 ♥4", "无中生有 ♥7", "闪 ♦3", "杀 ♣2", "桃 ♥6"))
    t.end_play(0)
    t.cards(0, "闪 ♦3", "杀 ♣2", "桃 ♥6")   # discard phase: 5 cards, 2 HP
    t.finish()
    assert t.p(0).equips == {}
    assert [(e["seat"], e["skill"]) for e in t.log("skill")] == [(0, "zhiheng")]
    drawn = [m["cards"] for m in t.log("move") if m["reason"] == "zhiheng" and m["dst"] == "hand"]
    assert drawn == [t.ids("无中生有 ♥7", "闪 ♦3", "杀 ♣2", "桃 ♥6")]


def test_a_small_max_hp_limits_the_discard():
    t = HegTable([{"generals": ["sunquan", "lusu"], "max_hp": 2, "hp": 2,
                   "hand": ["杀 ♠7", "闪 ♥2", "桃 ♥4"]},
                  {"generals": ["liubei", "zhangfei"]}], top=["闪 ♦3"])
    opt = option(t, 0)
    assert (opt.min_cards, opt.max_cards) == (1, 2)
    t.play(0, skill="zhiheng", cards=["杀 ♠7"])
    t.end_play(0)
    t.cards(0, "闪 ♥2")                   # discard phase: 3 cards, 2 HP
    t.finish()
    assert t.hand(0) == set(t.ids("桃 ♥4", "闪 ♦3"))


def test_not_offered_without_cards_or_when_face_down_it_shows():
    t = HegTable([{"generals": ["sunquan", "ganning"]}, {"generals": ["liubei", "zhangfei"]}])
    assert option(t, 0) is None
    t.end_play(0)
    t.finish()
    assert t.log("skill") == []
    t = HegTable([{"generals": ["sunquan", "ganning"], "shown": [False, True], "hand": ["杀 ♠7"]},
                  {"generals": ["liubei", "zhangfei"]}], top=["闪 ♦3"])
    t.play(0, skill="zhiheng", cards=["杀 ♠7"])
    (show,) = t.log("show_general")
    assert (show["seat"], show["slot"], show["general"], show["reason"]) == (0, "head", "sunquan", "zhiheng")
    t.end_play(0)
    t.finish()
    assert t.hand(0) == {t.id("闪 ♦3")} and t.p(0).kingdom == "wu"
