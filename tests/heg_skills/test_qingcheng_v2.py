"""倾城 (邹氏, new rules): discard a black card: turn a general of a fully shown player face down;
an equipment card: maybe a second player too."""

from heg_new_rules import NewRulesTable


def table():
    return NewRulesTable([
        {"generals": ["zoushi", "lvbu"], "hand": ["杀 ♠7", "八卦阵 ♠2", "闪 ♥2"]},
        {"generals": ["xiahouyuan", "zhanghe"]}, {"generals": ["sunquan", "ganning"]},
        {"generals": ["mateng", "kongrong"]},
        {"generals": ["huangyueying", "wolong"], "shown": [True, False]}])


def option(t):
    (opt,) = [o for o in t.expect(0, "play").options if o.skill == "qingcheng_v2"]
    return opt


def test_any_black_card_hides_a_general_and_an_equipment_card_a_second():
    t = table()
    opt = option(t)
    assert set(opt.cards) == set(t.ids("杀 ♠7", "八卦阵 ♠2")) and set(opt.targets.seats) == {1, 2, 3}
    t.play(0, skill="qingcheng_v2", cards=["杀 ♠7"], targets=[1])
    t.choose(0, "head")
    assert [s.shown for s in t.p(1).generals] == [False, True]
    t.play(0, skill="qingcheng_v2", cards=["八卦阵 ♠2"], targets=[2])      # again: no limit a phase
    t.choose(0, "deputy")
    req = t.expect(0, "seats")
    assert req.prompt.key == "qingchengv2_again" and req.seats == (3,) and req.min == 0
    t.seats(0, 3)
    t.choose(0, "head")
    assert [s.shown for s in t.p(2).generals] == [True, False]
    assert [s.shown for s in t.p(3).generals] == [False, True]


def test_a_second_player_may_be_spared():
    t = table()
    t.play(0, skill="qingcheng_v2", cards=["八卦阵 ♠2"], targets=[2])
    t.choose(0, "deputy")
    t.seats(0)
    assert all(s.shown for s in t.p(3).generals)
