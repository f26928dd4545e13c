"""拜印 (神司马懿, 觉醒技): at the start of his start phase, with four or more 忍 marks, −1 max HP
and 极略. Once a game."""

from god_b import marked


def skill_ids(t, seat):
    return {s.id for s in t.p(seat).skills}


def test_wakes_with_four_marks():
    t = marked([{"role": "lord", "general": "shensimayi", "kingdom": "wei"}, {"role": "rebel"}], {0: {"ren": 4}},
               phase="start", top=["闪 ♦2", "闪 ♦3"])
    assert t.p(0).max_hp == 3 and t.p(0).hp == 3 and t.p(0).marks == {"ren": 4, "baiyin": 1}
    assert {"jilue", "jilue_guicai", "jilue_fangzhu", "jilue_jizhi", "jilue_zhiheng", "jilue_wansha"} <= \
        skill_ids(t, 0)
    assert [(e["seat"], e["skill"]) for e in t.log("skill")] == [(0, "baiyin")]
    assert [e["skill"] for e in t.log("acquire_skill")] == ["jilue"]
    t.end_play(0)
    t.finish()


def test_three_marks_are_not_enough_and_it_wakes_once():
    t = marked([{"role": "lord", "general": "shensimayi", "kingdom": "wei"}, {"role": "rebel"}], {0: {"ren": 3}},
               phase="start", top=["闪 ♦2", "闪 ♦3"])
    assert t.p(0).max_hp == 4 and "jilue" not in skill_ids(t, 0) and t.log("skill") == []
    t.end_play(0)
    t.finish()
    t = marked([{"role": "lord", "general": "shensimayi", "kingdom": "wei", "max_hp": 3}, {"role": "rebel"}],
               {0: {"ren": 5, "baiyin": 1}}, phase="start", top=["闪 ♦2", "闪 ♦3"])
    assert t.p(0).max_hp == 3 and t.log("skill") == []
    t.end_play(0)
    t.finish()
