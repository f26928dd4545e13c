"""反间 (周瑜, new rules): show a hand card and give it; the receiver shows its hand and discards
that suit (equipment too), or loses 1 HP."""

from heg_new_rules import NewRulesTable

from sgs_desktop.packs.generals import hegemony_generals


def table():
    return NewRulesTable([{"generals": ["zhouyu", "ganning"], "hand": ["杀 ♠7", "闪 ♥2"]},
                          {"generals": ["xiahouyuan", "zhanghe"], "hand": ["杀 ♠8", "闪 ♦2"],
                           "equip": ["八卦阵 ♠2"]},
                          {"generals": ["lvbu", "diaochan"]}, {"generals": ["mateng", "kongrong"]}])


def test_zhouyu_has_the_new_fanjian():
    assert hegemony_generals(rules="new")["zhouyu"].skills == ("yingzi_zhouyu", "fanjian_v2")


def test_the_receiver_shows_its_hand_and_discards_the_suit():
    t = table()
    t.play(0, skill="fanjian_v2", cards=["杀 ♠7"], targets=[1])
    req = t.expect(1, "option")
    assert req.prompt.key == "fanjianv2" and req.prompt.args == (0, "spade")
    assert req.options == ("show_discard", "lose_hp")
    t.choose(1, "show_discard")
    assert set(t.ids("杀 ♠7", "杀 ♠8", "八卦阵 ♠2")) <= set(t.g.discard_pile)
    assert t.hand(1) == {t.id("闪 ♦2")} and t.p(1).hp == 4
    shows = [(e["seat"], sorted(e["cards"])) for e in t.log("show", seat=2)]
    assert shows == [(0, [t.id("杀 ♠7")]), (1, sorted(t.ids("杀 ♠7", "杀 ♠8", "闪 ♦2")))]  # seen by all
    assert "fanjian_v2" not in [o.skill for o in t.expect(0, "play").options]       # once per phase


def test_or_loses_one_hp_and_keeps_the_card():
    t = table()
    t.play(0, skill="fanjian_v2", cards=["杀 ♠7"], targets=[1])
    t.choose(1, "lose_hp")
    assert t.p(1).hp == 3 and t.hand(1) == set(t.ids("杀 ♠7", "杀 ♠8", "闪 ♦2"))
    assert t.p(1).equips
