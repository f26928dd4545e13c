"""断肠 (蔡文姬): 锁定技: whoever kills her loses all its skills (not its equipment's)."""

from table import Table


def skill_ids(p):
    return sorted(s.id for s in p.skills)


def test_the_killer_loses_every_skill_for_good():
    t = Table([{"role": "lord", "general": "sunce", "hand": ["杀 ♠7"], "equip": ["青釭剑 ♠6"]},
               {"role": "rebel", "general": "caiwenji", "hp": 1}, {"role": "rebel"}, {"role": "loyalist"},
               {"role": "renegade"}])
    t.play(0, "杀 ♠7", [1])
    t.end_play(0)
    t.finish()
    assert not t.p(1).alive
    # the 青釭剑's skill stays (the equipment's, not hers to take)
    assert skill_ids(t.p(0)) == ["qinggang_sword"]
    assert sorted(e["skill"] for e in t.log("lose_skill")) == ["hunzi", "jiang", "zhiba"]
    assert all(e["seat"] == 0 for e in t.log("lose_skill"))
    assert t.p(0).marks.get("duanchang") == 1
    assert [(e["seat"], e["skill"]) for e in t.log("skill")] == [(1, "duanchang")]
    # 制霸's helpers went with it
    assert not any(s.id == "zhiba_pindian" for p in t.g.players for s in p.skills)


def test_the_killer_keeps_what_a_lord_lends_it():
    """A 群 killer keeps 黄天·献 (the lord 张角's helper) but loses its own 无双."""
    t = Table([{"role": "lord", "general": "zhangjiao"}, {"role": "rebel", "general": "lvbu", "hand": ["杀 ♠7"]},
               {"role": "loyalist", "general": "caiwenji", "hp": 1}, {"role": "rebel"}, {"role": "renegade"}],
              current=1)
    assert skill_ids(t.p(1)) == ["huangtian_give", "wushuang"]
    t.play(1, "杀 ♠7", [2])
    t.end_play(1)
    t.finish()
    assert skill_ids(t.p(1)) == ["huangtian_give"] and t.p(1).marks == {"duanchang": 1}
    assert [(e["seat"], e["skill"]) for e in t.log("lose_skill")] == [(1, "wushuang")]
