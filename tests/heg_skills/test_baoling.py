"""暴凌 (董卓, 主将技, 锁定技): at the end of the play phase, shown and with a deputy, the deputy is
removed; +3 max HP, +3 HP, 崩坏. 新版 (baoling_v2): a 限定技 one may decline."""

from heg import HegTable

MOM = ["hegemony_standard", "heg_momentum"]


def table(generals=("dongzhuo", "zhangjiao"), rules="old", **me):
    return HegTable([{"generals": list(generals), "hp": 2, **me},
                     {"generals": ["caocao", "xuchu"]}, {"generals": ["liubei", "guanyu"]}],
                    packs=MOM, rules=rules)


def test_the_deputy_goes_three_max_hp_three_hp_and_benghuai():
    t = table()
    assert t.p(0).max_hp == 3                  # (4 + 3 halves)
    t.end_play(0)                              # (two cards kept: no discard)
    assert t.p(0).generals[1].removed and t.p(0).generals[1].general == "zhangjiao"
    assert (t.p(0).max_hp, t.p(0).hp) == (6, 5)
    assert t.p(0).has_skill("benghuai") and not t.p(0).has_skill("leiji") and not t.p(0).has_skill("guidao")
    (ev,) = t.log("remove_general")
    assert (ev["seat"], ev["slot"], ev["general"], ev["reason"]) == (0, "deputy", "zhangjiao", "baoling")
    assert t.g.view(1).players[0].removed == [False, True]
    req = t.expect(0, "option")                # the finish phase: 崩坏 (not the lowest HP)
    assert req.prompt.key == "benghuai"
    t.choose(0, "lose_hp")
    t.finish()
    assert t.p(0).kingdom == "qun"


def test_a_face_down_deputy_is_shown_as_it_is_removed():
    t = table(shown=[True, False])
    t.end_play(0)
    shows = [e for e in t.log("show_general") if e["seat"] == 0]
    assert [(e["slot"], e["general"], e["reason"]) for e in shows] == [("deputy", "zhangjiao", "baoling")]
    assert t.log("companions") == [] and t.log("half_hp_reward") == []
    assert t.p(0).generals[1].removed


def test_not_as_the_deputy_nor_face_down():
    t = table(("zhangjiao", "dongzhuo"))
    t.end_play(0)
    t.finish()
    assert t.log("remove_general") == [] and t.p(0).max_hp == 3
    t = table(shown=[False, True])             # 董卓 face down: 暴凌 does not act
    t.end_play(0)
    t.finish()
    assert t.log("remove_general") == [] and t.log("show_general") == []


def test_new_rules_a_limited_skill_one_may_decline():
    t = table(rules="new")
    assert t.p(0).marks.get("baoling_v2") == 1
    req = t.expect(0, "play")
    t.end_play(0)
    req = t.expect(0, "option")
    assert req.prompt.key == "invoke" and req.prompt.args == ("baoling_v2",)
    t.no(0)
    t.finish()
    assert t.log("remove_general") == [] and t.p(0).marks.get("baoling_v2") == 1


def test_new_rules_used_once():
    t = table(rules="new")
    t.end_play(0)
    t.yes(0)
    assert t.p(0).generals[1].removed and t.p(0).max_hp == 6 and "baoling_v2" not in t.p(0).marks
    t.choose(0, "lose_max_hp")
    t.finish()
