"""随势 (田丰): 锁定技: draw 1 when another player enters dying from damage by a source of your
kingdom; lose 1 HP when another player of your kingdom dies."""

from heg import HegTable


def table(p0: dict | None = None, p1: dict | None = None, p3: dict | None = None, *, current: int):
    """田丰+袁绍 (seat 0, Qun), 吕布+华佗 (seat 1, Qun), 刘备+张飞 (seat 2, 1 HP), 孙权+黄盖 (seat 3)."""
    players = [{"generals": ["tianfeng", "yuanshao"]}, {"generals": ["lvbu", "huatuo"]},
               {"generals": ["liubei", "zhangfei"], "hp": 1}, {"generals": ["sunquan", "huanggai"]}]
    for base, extra in zip(players, (p0, p1, None, p3), strict=True):
        base.update(extra or {})
    return HegTable(players, current=current, top=["闪 ♦3", "闪 ♦6"])


def drawn(t):
    return [(e["dst_owner"], e["count"]) for e in t.log("move") if e["reason"] == "suishi"]


def test_fellow_sends_someone_dying_draws_one():
    t = table(p1={"hand": ["杀 ♠5"]}, current=1)
    t.play(1, "杀 ♠5", [2])                    # 吕布: two 闪 needed, seat 2 has none
    # seat 2 is dying: 田丰 draws without a question; nobody can save
    t.end_play(1)
    t.finish()
    assert drawn(t) == [(0, 1)] and not t.p(2).alive and t.p(0).hp == 3
    assert [e["skill"] for e in t.log("skill") if e["seat"] == 0] == ["suishi"]


def test_own_damage_counts_too():
    t = table({"hand": ["杀 ♠5"]}, current=0)
    t.play(0, "杀 ♠5", [3])
    t.end_play(0)
    t.finish()
    assert drawn(t) == [] and t.p(3).hp == 3    # seat 3 had 4 HP: not dying
    t = table({"hand": ["杀 ♠5"]}, p3={"hp": 1}, current=0)
    t.play(0, "杀 ♠5", [3])
    t.end_play(0)
    t.finish()
    assert drawn(t) == [(0, 1)] and not t.p(3).alive


def test_fellow_dies_loses_one_hp_other_source_draws_nothing():
    t = table(p1={"hp": 1}, p3={"hand": ["杀 ♠5"], "equip": ["丈八蛇矛 ♠12"]}, current=3)
    t.play(3, "杀 ♠5", [1])                    # Wu damage sends Qun seat 1 dying: no draw
    t.end_play(3)
    t.finish()
    assert not t.p(1).alive and drawn(t) == []
    assert [(e["target"], e["amount"]) for e in t.log("lose_hp")] == [(0, 1)] and t.p(0).hp == 2


def test_face_down_tianfeng_with_a_kingdom_may_show():
    t = table({"shown": [False, True]}, {"hand": ["杀 ♠5"]}, current=1)
    t.play(1, "杀 ♠5", [2])
    req = t.expect(0, "option")
    assert req.prompt.key == "show_to_invoke" and req.prompt.args == ("suishi",)
    t.yes(0)
    assert t.expect(0, "option").prompt.key == "half_hp_draw"
    t.no(0)
    t.end_play(1)
    t.finish()
    shows = [(e["seat"], e["slot"], e["general"], e["reason"]) for e in t.log("show_general")]
    assert shows == [(0, "head", "tianfeng", "suishi")] and drawn(t) == [(0, 1)]


def test_no_kingdom_no_effect():
    t = table({"shown": [False, False]}, {"hand": ["杀 ♠5"]}, current=1)
    t.play(1, "杀 ♠5", [2])
    t.end_play(1)
    t.finish()
    assert drawn(t) == [] and t.log("show_general") == []


def test_tianfeng_dying_of_a_fellows_death_can_end_the_game_in_the_middle_of_it():
    """The last two Qun: 吕布 dies holding cards, 田丰 loses his last HP and dies, Wu alone is
    left: the game ends before 吕布's cards are discarded (invariants hold at the game's end)."""
    t = HegTable([{"generals": ["tianfeng", "yuanshao"], "hp": 1}, {"generals": ["lvbu", "huatuo"], "hp": 1,
                                                                    "equip": ["丈八蛇矛 ♠12"]},
                  {"generals": ["sunquan", "huanggai"], "hand": ["杀 ♠5"]},
                  {"generals": ["zhouyu", "xiaoqiao"]}], current=2)
    t.play(2, "杀 ♠5", [1])
    t.finish("kingdom_wins")
    assert t.g.result.winners == (2, 3)
    assert not t.p(0).alive and not t.p(1).alive
    assert [(e["target"], e["amount"]) for e in t.log("lose_hp")] == [(0, 1)]
