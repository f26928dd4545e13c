"""完杀 (贾诩): 锁定技: in your turn only you and the dying player itself may save it with 桃."""

from heg import HegTable


def test_in_jiaxus_turn_the_others_cannot_save():
    t = HegTable([{"generals": ["jiaxu", "pangde"], "hand": ["杀 ♠7", "桃 ♥4"]},
                  {"generals": ["caocao", "xuchu"], "hp": 1, "hand": ["桃 ♥6"]},
                  {"generals": ["liubei", "guanyu"], "hand": ["桃 ♥7", "桃 ♥8"]}],
                 top=["闪 ♦2"])
    t.play(0, "杀 ♠7", [1])
    # 完杀 is announced; 贾诩 may save, then the dying player itself; seat 2 is never asked
    req = t.expect(0, "respond")
    assert req.prompt.key == "save" and req.prompt.args == (1, 1)
    t.respond(0)
    t.respond(1)
    t.end_play(0)
    t.finish()
    assert [(e["seat"], e["skill"]) for e in t.log("skill")] == [(0, "wansha")]
    assert [e["seat"] for e in t.log("death")] == [1]
    assert t.hand(2) == {t.id("桃 ♥7"), t.id("桃 ♥8")}


def test_the_dying_player_may_save_itself_and_jiaxu_may_save_it():
    t = HegTable([{"generals": ["jiaxu", "pangde"], "hand": ["杀 ♠7", "桃 ♥4"]},
                  {"generals": ["caocao", "xuchu"], "hp": 1, "hand": ["桃 ♥6"]},
                  {"generals": ["liubei", "guanyu"], "hand": ["桃 ♥7"]}])
    t.play(0, "杀 ♠7", [1])
    t.respond(0, "桃 ♥4")                      # 贾诩 himself may use 桃
    t.no(1)                                     # 奸雄
    t.end_play(0)
    t.finish()
    assert t.p(1).alive and t.p(1).hp == 1 and t.hand(1) == {t.id("桃 ♥6")}
    assert [e["user"] for e in t.log("use")] == [0, 0]

    t = HegTable([{"generals": ["jiaxu", "pangde"], "hand": ["杀 ♠7"]},
                  {"generals": ["caocao", "xuchu"], "hp": 1, "hand": ["桃 ♥6"]},
                  {"generals": ["liubei", "guanyu"], "hand": ["桃 ♥7"]}])
    t.play(0, "杀 ♠7", [1])
    t.respond(1, "桃 ♥6")                      # the dying player saves itself
    t.no(1)                                     # 奸雄
    t.end_play(0)
    t.finish()
    assert t.p(1).alive and t.hand(2) == {t.id("桃 ♥7")}


def test_jiaxu_dying_in_his_own_turn_gets_no_help():
    t = HegTable([{"generals": ["jiaxu", "pangde"], "hp": 1, "hand": ["决斗 ♠1"]},
                  {"generals": ["caocao", "xuchu"], "hand": ["杀 ♠8", "桃 ♥6"]}],
                 )
    t.play(0, "决斗 ♠1", [1])
    t.respond(1, "杀 ♠8")
    # 贾诩 is dying: seat 1 is never asked for 桃 (贾诩 has none)
    t.finish("kingdom_wins")
    assert [e["seat"] for e in t.log("death")] == [0]
    assert t.hand(1) == {t.id("桃 ♥6")}


def test_outside_jiaxus_turn_everyone_may_save():
    t = HegTable([{"generals": ["jiaxu", "pangde"], "hand": ["桃 ♥4"]},
                  {"generals": ["caocao", "xuchu"], "hand": ["杀 ♠7"]},
                  {"generals": ["liubei", "guanyu"], "hp": 1}],
                 current=1)
    t.play(1, "杀 ♠7", [2])
    t.respond(0, "桃 ♥4")
    t.end_play(1)
    t.finish()
    assert t.p(2).alive and t.log("skill") == []


def test_face_down_jiaxu_is_asked_to_show_it():
    def table():
        return HegTable([{"generals": ["pangde", "jiaxu"], "shown": [True, False], "hand": ["杀 ♠7"]},
                         {"generals": ["caocao", "xuchu"], "hp": 1},
                         {"generals": ["liubei", "guanyu"], "hand": ["桃 ♥7"]}])
    t = table()
    t.play(0, "杀 ♠7", [1])
    req = t.expect(0, "option")
    assert req.prompt.key == "show_to_invoke" and req.prompt.args == ("wansha",)
    t.yes(0)
    t.choose(0, "no")                           # the left-over half 阴阳鱼: no card
    # seat 2 is not asked
    t.end_play(0)
    t.finish()
    (show,) = t.log("show_general")
    assert (show["general"], show["reason"]) == ("jiaxu", "wansha")
    assert not t.p(1).alive and t.hand(2) == {t.id("桃 ♥7")}

    t = table()                                 # declined: 完杀 does nothing
    t.play(0, "杀 ♠7", [1])
    t.no(0)
    t.respond(2, "桃 ♥7")
    t.no(1)                                     # 奸雄
    t.end_play(0)
    t.finish()
    assert t.p(1).alive and t.log("show_general") == [] and t.log("skill") == []
