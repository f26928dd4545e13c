"""除疠 (华佗, new rules; replaces 青囊): discard a card of yours and one each of one to three
other players of different kingdoms (no kingdom: not limited); everyone who lost a ♠ draws 1."""

from heg_new_rules import NewRulesTable

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
    t.play(0, skill="chuli", cards=["杀 ♠7"], targets=[1])           # 魏
    req = t.expect(0, "seats")
    assert req.prompt.key == "chuli_more" and set(req.seats) == {3, 4} and (req.min, req.max) == (0, 1)
    t.seats(0, 3)                           # 吴 (seat 2 is 魏 too: not offered)
    assert t.expect(0, "seats").seats == (4,)
    t.seats(0, 4)                           # no kingdom yet; three chosen: no more asked
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


def test_a_second_player_of_the_same_kingdom_is_never_offered_and_one_may_stop():
    t = table()
    t.play(0, skill="chuli", cards=["闪 ♥2"], targets=[2])           # 魏: seat 1 not offered next
    assert set(t.expect(0, "seats").seats) == {3, 4}
    t.seats(0)                              # no more
    t.end_play(0)
    t.finish()
    assert t.hand(2) == set() and t.hand(0) == {t.id("杀 ♠7")} and t.hand(1) == {t.id("杀 ♠9")}
    assert not [m for m in t.log("move", seat=None) if m["reason"] == "chuli" and m["src"] == "draw"]  # no ♠


def test_not_offered_without_a_card_or_anyone_with_cards():
    t = table(hand=())
    assert "chuli" not in [o.skill for o in t.expect(0, "play").options]
