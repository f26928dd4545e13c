"""雄异 (马腾): 限定技: you and every player of your kingdom draw 3; then if your kingdom has the
fewest living players on the table, you recover 1 HP."""

from heg import HegTable

MATENG = ["mateng", "yuanshao"]


def option(t, seat=0):
    return next((o for o in t.expect(seat, "play").options if o.skill == "xiongyi"), None)


def drew(t):
    return [(e["dst_owner"], e["count"]) for e in t.log("move") if e["reason"] == "xiongyi"]


def test_kingdom_draws_no_recovery_when_not_the_smallest():
    t = HegTable([{"generals": MATENG, "hp": 3}, {"generals": ["liubei", "zhangfei"]},
                  {"generals": ["lvbu", "huatuo"]}, {"generals": ["sunquan", "huanggai"]}])
    assert t.p(0).marks == {"xiongyi": 1}
    opt = option(t)
    assert opt.targets is None and opt.cards == ()
    t.play(0, skill="xiongyi")
    assert option(t) is None and "xiongyi" not in t.p(0).marks
    t.end_play(0)
    t.finish()
    assert drew(t) == [(0, 3), (2, 3)]         # qun: 2 players, shu and wu 1 each
    assert t.p(0).hp == 3 and t.log("recover") == []


def test_smallest_kingdom_recovers_hidden_players_do_not_count():
    t = HegTable([{"generals": MATENG, "hp": 3}, {"generals": ["liubei", "zhangfei"]},
                  {"generals": ["guanyu", "zhaoyun"]},
                  {"generals": ["lvbu", "huatuo"], "shown": [False, False]}])
    t.play(0, skill="xiongyi")
    t.end_play(0)
    t.finish()
    assert drew(t) == [(0, 3)]                 # seat 3 has no kingdom yet
    assert [(e["target"], e["amount"]) for e in t.log("recover")] == [(0, 1)] and t.p(0).hp == 4


def test_careerist_is_a_kingdom_of_one():
    t = HegTable([{"generals": MATENG, "hp": 3, "careerist": True}, {"generals": ["lvbu", "huatuo"]},
                  {"generals": ["diaochan", "zhangjiao"]}, {"generals": ["liubei", "zhangfei"]}])
    t.play(0, skill="xiongyi")
    t.end_play(0)
    t.finish()
    assert drew(t) == [(0, 3)] and t.p(0).hp == 4


def test_face_down_general_is_shown_and_dead_players_do_not_count():
    t = HegTable([{"generals": MATENG, "shown": [False, True], "hp": 3},
                  {"generals": ["liubei", "zhangfei"]},
                  {"generals": ["guanyu", "zhaoyun"], "alive": False},
                  {"generals": ["lvbu", "huatuo"]}])
    assert option(t) is not None               # offered while 马腾 is face down
    t.play(0, skill="xiongyi")
    t.end_play(0)
    t.finish()
    shows = [(e["seat"], e["slot"], e["general"], e["reason"]) for e in t.log("show_general")]
    assert shows == [(0, "head", "mateng", "xiongyi")] and t.p(0).kingdom == "qun"
    assert drew(t) == [(0, 3), (3, 3)]          # qun 2, shu 1 alive: no recovery
    assert t.p(0).hp == 3


def test_a_tie_for_the_fewest_counts():
    t = HegTable([{"generals": MATENG, "hp": 3}, {"generals": ["liubei", "zhangfei"]},
                  {"generals": ["lvbu", "huatuo"]}, {"generals": ["guanyu", "zhaoyun"]}])
    t.play(0, skill="xiongyi")
    t.end_play(0)
    t.finish()
    assert drew(t) == [(0, 3), (2, 3)] and t.p(0).hp == 4     # qun 2, shu 2
