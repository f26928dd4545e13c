"""结姻: once per play phase, discard two hand cards: you and a wounded male player each recover 1."""

import pytest
from table import Table

from sgs_desktop.engine.errors import IllegalAnswer
from sgs_desktop.engine.protocol.answers import Use


def jieyin_option(t, seat=0):
    return next((o for o in t.expect(seat, "play").options if o.skill == "jieyin"), None)


def recovers(t):
    return [(e["target"], e["amount"], e["hp"], e["source"]) for e in t.log("recover")]


def test_both_recover():
    t = Table([{"role": "lord", "general": "sunshangxiang", "hp": 2, "hand": ["杀 ♠7", "闪 ♥2", "桃 ♥3"],
                "equip": ["八卦阵 ♠2"]},
               {"role": "rebel", "general": "liubei", "hp": 2},          # wounded man
               {"role": "loyalist", "general": "daqiao", "hp": 1},       # wounded woman
               {"role": "renegade", "general": "ganning"}])              # a man, not wounded
    opt = jieyin_option(t)
    assert set(opt.cards) == set(t.ids("杀 ♠7", "闪 ♥2", "桃 ♥3")) and (opt.min_cards, opt.max_cards) == (2, 2)
    assert opt.targets.seats == (1,)
    t.play(0, skill="jieyin", cards=["杀 ♠7", "闪 ♥2"], targets=[1])
    assert jieyin_option(t) is None        # once per play phase
    t.end_play(0)
    t.finish()
    assert t.p(0).hp == 3 and t.p(1).hp == 3 and t.hand(0) == {t.id("桃 ♥3")}
    assert recovers(t) == [(0, 1, 3, 0), (1, 1, 3, 0)]
    assert [(e["cards"], e["dst"]) for e in t.log("move") if e["reason"] == "jieyin"] == \
        [(t.ids("杀 ♠7", "闪 ♥2"), "discard")]
    assert [(e["seat"], e["skill"]) for e in t.log("skill")] == [(0, "jieyin")]


def test_at_full_hp_only_he_recovers():
    t = Table([{"role": "lord", "general": "sunshangxiang", "hand": ["杀 ♠7", "闪 ♥2"]},
               {"role": "rebel", "general": "liubei", "hp": 2}])
    t.play(0, skill="jieyin", cards=["杀 ♠7", "闪 ♥2"], targets=[1])
    t.end_play(0)
    t.finish()
    assert t.p(0).hp == 3 and t.p(1).hp == 3 and recovers(t) == [(1, 1, 3, 0)]


def test_needs_two_hand_cards_and_equipment_does_not_count():
    t = Table([{"role": "lord", "general": "sunshangxiang", "hand": ["杀 ♠7"], "equip": ["八卦阵 ♠2"]},
               {"role": "rebel", "general": "liubei", "hp": 2}])
    assert jieyin_option(t) is None
    t.end_play(0)
    t.finish()


def test_only_a_wounded_male_player():
    t = Table([{"role": "lord", "general": "sunshangxiang", "hp": 2, "hand": ["杀 ♠7", "闪 ♥2"]},
               {"role": "rebel", "general": "daqiao", "hp": 1}, {"role": "loyalist", "general": "ganning"},
               {"role": "renegade", "hp": 1}])                  # a blank general has no gender
    assert jieyin_option(t) is None
    with pytest.raises(IllegalAnswer):
        t.g.answer(Use(skill="jieyin", cards=tuple(t.ids("杀 ♠7", "闪 ♥2")), targets=(1,)))
    t.end_play(0)
    t.finish()
    assert recovers(t) == []


def test_a_scenario_gender_counts():
    t = Table([{"role": "lord", "general": "sunshangxiang", "hand": ["杀 ♠7", "闪 ♥2"]},
               {"role": "rebel", "gender": "male", "hp": 3}])
    t.play(0, skill="jieyin", cards=["杀 ♠7", "闪 ♥2"], targets=[1])
    t.end_play(0)
    t.finish()
    assert recovers(t) == [(1, 1, 4, 0)]
