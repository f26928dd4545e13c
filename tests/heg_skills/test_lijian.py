"""离间 (貂蝉), 国战: discard a card; of two other males, the second uses a 决斗 on the first —
an ordinary 决斗 that 无懈可击 may answer."""

from heg import HegTable


def lijian_option(t, seat=0):
    opts = [o for o in t.expect(seat, "play").options if o.skill == "lijian"]
    return opts[0] if opts else None


def test_the_duel_may_be_nullified():
    t = HegTable([{"generals": ["diaochan", "huatuo"], "hand": ["杀 ♠7"]},
                  {"generals": ["caocao", "xuchu"]},
                  {"generals": ["liubei", "guanyu"]},
                  {"generals": ["sunquan", "ganning"], "hand": ["无懈可击 ♠11"]}])
    opt = lijian_option(t)
    assert opt.targets.seats == (1, 2, 3) and dict(opt.targets.then)[1] == (2, 3)
    t.play(0, skill="lijian", cards=["杀 ♠7"], targets=[1, 2])
    req = t.expect(3, "respond")
    assert req.names == ("nullification",) and req.prompt.args == ("duel", 2, 1)
    t.respond(3, "无懈可击 ♠11")
    t.end_play(0)
    t.no(0)                                     # 闭月
    t.finish()
    assert t.damage_log() == []
    assert [e["target"] for e in t.log("nullified")] == [1]
    (duel, nul) = t.log("use")
    assert (duel["user"], duel["targets"], duel["card"]["skill"]) == (2, [1], "lijian")
    assert nul["user"] == 3


def test_unanswered_duel_and_never_the_user_herself():
    """貂蝉 as the deputy of 吕布 is male, but 离间 names two *other* males."""
    t = HegTable([{"generals": ["lvbu", "diaochan"], "hand": ["杀 ♠7"]},
                  {"generals": ["caocao", "xuchu"]},
                  {"generals": ["liubei", "guanyu"], "hand": ["无懈可击 ♠11"]}])
    assert t.p(0).gender == "male"
    opt = lijian_option(t)
    assert opt.targets.seats == (1, 2) and dict(opt.targets.then) == {1: (2,), 2: (1,)}
    t.play(0, skill="lijian", cards=["杀 ♠7"], targets=[2, 1])
    t.respond(2)                                # seat 2 keeps its 无懈可击, and has no 杀
    t.end_play(0)
    t.no(0)                                     # 闭月
    t.finish()
    assert t.damage_log() == [(1, 2, 1, None)]


def test_needs_two_other_males():
    t = HegTable([{"generals": ["diaochan", "huatuo"], "hand": ["杀 ♠7"]},
                  {"generals": ["liubei", "guanyu"]},
                  {"generals": ["zhenji", "guojia"], "shown": [True, False]}])
    assert lijian_option(t) is None             # 甄姬 (shown head) is female
    t.end_play(0)
    t.no(0)                                     # 闭月
    t.finish()


def test_face_down_diaochan_is_shown_by_using_it():
    t = HegTable([{"generals": ["huatuo", "diaochan"], "shown": [True, False], "equip": ["的卢 ♣5"]},
                  {"generals": ["caocao", "xuchu"], "hand": ["杀 ♠8"]},
                  {"generals": ["liubei", "guanyu"]}])
    t.play(0, skill="lijian", cards=["的卢 ♣5"], targets=[1, 2])
    (show,) = t.log("show_general")
    assert (show["general"], show["reason"]) == ("diaochan", "lijian")
    t.respond(1, "杀 ♠8")
    t.end_play(0)
    t.no(0)                                     # 闭月
    t.finish()
    assert t.damage_log() == [(1, 2, 1, None)]
