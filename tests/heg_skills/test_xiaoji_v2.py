"""枭姬 (孙尚香, new rules): per equipment card lost, one card in her turn, three outside it."""

from heg_new_rules import NewRulesTable

from sgs_desktop.packs.generals import hegemony_generals


def table(current=0):
    return NewRulesTable([{"generals": ["sunshangxiang", "ganning"], "hand": ["八卦阵 ♠2"],
                           "equip": ["仁王盾 ♣2"]},
                          {"generals": ["lvbu", "diaochan"], "hand": ["过河拆桥 ♠3"]},
                          {"generals": ["xiahouyuan", "zhanghe"]}, {"generals": ["mateng", "kongrong"]}],
                         current=current, top=["闪 ♦2", "闪 ♦3", "闪 ♦6"])


def test_sunshangxiang_has_the_new_xiaoji():
    assert hegemony_generals(rules="new")["sunshangxiang"].skills == ("jieyin", "xiaoji_v2")


def test_one_card_in_her_own_turn():
    t = table()
    t.play(0, "八卦阵 ♠2")                  # 仁王盾 is replaced: an equipment card lost
    t.yes(0)
    assert t.hand(0) == {t.id("闪 ♦2")}
    t.end_play(0)
    t.finish()
    assert [e["skill"] for e in t.log("skill")] == ["xiaoji_v2"]


def test_three_cards_outside_her_turn_and_declining_draws_none():
    t = table(current=1)
    t.play(1, "过河拆桥 ♠3", [0])
    t.pick(1, "仁王盾 ♣2")
    t.yes(0)
    assert t.hand(0) == set(t.ids("八卦阵 ♠2", "闪 ♦2", "闪 ♦3", "闪 ♦6"))
    t = table(current=1)
    t.play(1, "过河拆桥 ♠3", [0])
    t.pick(1, "仁王盾 ♣2")
    t.no(0)
    assert t.hand(0) == {t.id("八卦阵 ♠2")}
