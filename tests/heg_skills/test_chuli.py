"""除疠 (华佗, new rules; replaces 青囊): discard a card of yours and one each of one to three
other players of different kingdoms (no kingdom: not limited); everyone who lost a ♠ draws 1."""

import pytest
from heg_new_rules import NewRulesTable

from sgs_desktop.engine.errors import IllegalAnswer
from sgs_desktop.packs.generals import hegemony_generals


def table(hand=("杀 ♠7", "闪 ♥2")):
    return NewRulesTable([
        {"generals": ["huatuo", "lvbu"], "hand": list(hand)},
        {"generals": ["caocao", "dianwei"], "hand": ["杀 ♠9"]},
        {"generals": ["xiahouyuan", "zhanghe"], "hand": ["闪 ♥11"]},
        {"generals": ["sunquan", "ganning"], "equip": ["八卦阵 ♠2"], "hand": ["桃 ♥4"]},
        {"generals": ["zhangjiao", "caiwenji"], "shown": [False, False], "hand": ["闪 ♦8"]},
    ], top=["闪 ♦2", "闪 ♦3", "闪 ♦6"])


def test_huatuo_has_chuli_instead_of_qingnang_under_the_new_rules():
    assert hegemony_generals(rules="new")["huatuo"].skills == ("jijiu", "chuli")
    assert hegemony_generals()["huatuo"].skills == ("jijiu", "qingnang")


def test_one_card_each_of_three_kingdoms_and_the_spades_draw():
    t = table()
    t.play(0, skill="chuli", cards=["杀 ♠7"], targets=[1, 3, 4])     # 魏, 吴 and no kingdom yet
    assert t.id("杀 ♠7") in t.g.discard_pile
    t.pick(0, "八卦阵 ♠2")                  # seat 1's only card went without asking; seat 3: the armour
    assert set(t.ids("杀 ♠9", "八卦阵 ♠2", "闪 ♦8")) <= set(t.g.discard_pile)
    draws = [(m["dst_owner"], m["count"]) for m in t.log("move", seat=None) if m["reason"] == "chuli"
             and m["src"] == "draw"]
    assert draws == [(0, 1), (1, 1), (3, 1)]                            # the three ♠, in seat order
    assert t.hand(0) == {t.id("闪 ♥2"), t.id("闪 ♦2")} and t.hand(4) == set()
    assert [e["skill"] for e in t.log("skill")] == ["chuli"]
    opts = [o.skill for o in t.expect(0, "play").options]
    assert "chuli" not in opts              # once per play phase


def test_two_players_of_one_kingdom_are_refused_and_nothing_changes():
    t = table()
    before = t.g.full_digest()
    with pytest.raises(IllegalAnswer, match="same kingdom"):
        t.play(0, skill="chuli", cards=["杀 ♠7"], targets=[1, 2])     # both 魏
    assert t.g.full_digest() == before and t.hand(0) == set(t.ids("杀 ♠7", "闪 ♥2"))
    with pytest.raises(IllegalAnswer):
        t.play(0, skill="chuli", cards=["杀 ♠7"], targets=[1, 3, 4, 2])  # at most three
    t.play(0, skill="chuli", cards=["闪 ♥2"], targets=[2])
    t.end_play(0)
    t.finish()
    assert t.hand(2) == set() and t.hand(0) == {t.id("杀 ♠7")}          # no ♠: nobody draws


def test_not_offered_without_a_card_or_anyone_with_cards():
    t = table(hand=())
    assert "chuli" not in [o.skill for o in t.expect(0, "play").options]
