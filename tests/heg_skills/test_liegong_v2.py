"""烈弓 (new rules, 黄忠): 杀 at any distance against a hand no bigger than his; against HP at least
his, choose: no 闪, or 1 more damage."""

from heg import HegTable


def table(**kw):
    return HegTable([{"generals": ["huangzhong", "pangtong"], "hand": ["杀 ♠5", "杀 ♠7", "闪 ♦2"]},
                     {"generals": ["sunquan", "huanggai"], "hp": 2},
                     {"generals": ["lvbu", "huatuo"], "hand": ["闪 ♦3", "闪 ♦6", "闪 ♦7", "桃 ♥4"]},
                     {"generals": ["xuhuang", "dianwei"], "hand": ["闪 ♦8"]},
                     {"generals": ["zhouyu", "luxun"]}, {"generals": ["zhangjiao", "jiaxu"]}],
                    rules="new", **kw)


def test_reach_and_one_more_damage():
    t = table()
    (opt,) = [o for o in t.expect(0, "play").options if o.card == t.id("杀 ♠5")]
    assert opt.targets.seats == (1, 3, 4, 5)   # seat 2's four cards are more than his two others
    t.play(0, "杀 ♠5", [3])
    req = t.expect(0, "option")
    assert req.prompt.key == "liegong_v2" and req.options == ("no_jink", "plus_one", "no")
    t.choose(0, "plus_one")
    t.respond(3)
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 3, 2, None)]


def test_no_dodge_or_nothing_and_lower_hp_is_not_asked():
    t = table()
    t.play(0, "杀 ♠5", [3])
    t.choose(0, "no_jink")
    t.end_play(0)                              # seat 3 is not asked for a 闪
    t.finish()
    assert t.damage_log() == [(0, 3, 1, None)] and [e["seat"] for e in t.log("no_jink")] == [3]
    t = table()
    t.play(0, "杀 ♠5", [1])                    # HP 2 below his 3: no question
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, None)] and t.log("skill") == []


def test_the_old_bow_keeps_the_range():
    t = HegTable([{"generals": ["huangzhong", "pangtong"], "hand": ["杀 ♠5"]}, {"generals": ["sunquan", "huanggai"]},
                  {"generals": ["lvbu", "huatuo"]}, {"generals": ["xuhuang", "dianwei"]},
                  {"generals": ["zhouyu", "luxun"]}, {"generals": ["zhangjiao", "jiaxu"]}])
    (opt,) = [o for o in t.expect(0, "play").options if o.card == t.id("杀 ♠5")]
    assert opt.targets.seats == (1, 5)
