"""双雄 (颜良文丑): judge instead of drawing, take the judge card, and this turn use hand cards of
the other colour as 决斗."""

from heg import HegTable


def shuangxiong_option(t, seat=0):
    opts = [o for o in t.expect(seat, "play").options if o.skill == "shuangxiong"]
    return opts[0] if opts else None


def test_red_judgement_black_cards_duel_as_often_as_wanted():
    t = HegTable([{"generals": ["yanliangwenchou", "yuanshao"], "hand": ["杀 ♣2", "过河拆桥 ♠3", "桃 ♥4"]},
                  {"generals": ["caocao", "xuchu"]}],
                 phase="draw", top=["杀 ♥10", "闪 ♦2", "闪 ♦3"])
    req = t.expect(0, "option")
    assert req.prompt.args == ("shuangxiong",)
    t.yes(0)
    judge_card = t.id("杀 ♥10")
    assert judge_card in t.hand(0)                      # the judge card is taken
    assert t.p(0).marks == {"shuangxiong_black": 1}
    opt = shuangxiong_option(t)
    assert opt.name == "duel" and set(opt.cards) == {t.id("杀 ♣2"), t.id("过河拆桥 ♠3")}
    t.play(0, skill="shuangxiong", cards=["杀 ♣2"], targets=[1])
    t.no(1)                                             # 奸雄
    t.play(0, skill="shuangxiong", cards=["过河拆桥 ♠3"], targets=[1])
    t.no(1)
    assert shuangxiong_option(t) is None                # no black hand card left
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, None), (0, 1, 1, None)]
    uses = t.log("use")
    assert [(u["card"]["key"], u["card"]["skill"], u["card"]["subcards"]) for u in uses] == [
        ("duel", "shuangxiong", [t.id("杀 ♣2")]), ("duel", "shuangxiong", [t.id("过河拆桥 ♠3")])]
    assert t.hand(0) == {judge_card, t.id("桃 ♥4")}
    assert t.g.draw_pile[-2:] == [t.id("闪 ♦3"), t.id("闪 ♦2")]      # nothing drawn
    assert [m["reason"] for m in t.log("move") if m["cards"] == [judge_card]] == ["judge", "shuangxiong"]
    assert [(e["seat"], e["skill"]) for e in t.log("skill")] == [(0, "shuangxiong")]   # invoked once
    assert t.p(0).marks == {}                           # gone at the end of the turn


def test_black_judgement_red_cards_only():
    t = HegTable([{"generals": ["yanliangwenchou", "yuanshao"], "hand": ["杀 ♣2", "桃 ♥4", "闪 ♦6"]},
                  {"generals": ["caocao", "xuchu"], "hand": ["杀 ♠8"]}],
                 phase="draw", top=["决斗 ♠1"])
    t.yes(0)
    assert t.p(0).marks == {"shuangxiong_red": 1}
    opt = shuangxiong_option(t)
    assert set(opt.cards) == {t.id("桃 ♥4"), t.id("闪 ♦6")}    # 决斗 ♠1 and 杀 ♣2 are black
    t.play(0, skill="shuangxiong", cards=["闪 ♦6"], targets=[1])
    t.respond(1, "杀 ♠8")
    t.respond(0, "杀 ♣2")
    t.no(1)                                             # 奸雄
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, None)]
    assert t.hand(0) == {t.id("决斗 ♠1"), t.id("桃 ♥4")}


def test_declined_draws_as_usual_and_gives_no_duel():
    t = HegTable([{"generals": ["yanliangwenchou", "yuanshao"], "hand": ["杀 ♣2"]},
                  {"generals": ["caocao", "xuchu"]}],
                 phase="draw", top=["杀 ♥10", "闪 ♦2"])
    t.no(0)
    assert t.hand(0) == {t.id("杀 ♣2"), t.id("杀 ♥10"), t.id("闪 ♦2")}
    assert shuangxiong_option(t) is None
    t.end_play(0)
    t.finish()
    assert t.log("skill") == [] and t.log("judge") == [] and t.p(0).marks == {}


def test_not_in_play_without_the_draw_phase_invocation():
    t = HegTable([{"generals": ["yanliangwenchou", "yuanshao"], "hand": ["杀 ♣2", "桃 ♥4"]},
                  {"generals": ["caocao", "xuchu"]}])
    assert shuangxiong_option(t) is None
    t.end_play(0)
    t.finish()


def test_face_down_general_is_shown_to_invoke():
    t = HegTable([{"generals": ["yuanshao", "yanliangwenchou"], "shown": [False, False], "hand": ["杀 ♣2"]},
                  {"generals": ["caocao", "xuchu"]}],
                 phase="draw", top=["桃 ♥4"])
    t.yes(0)
    (show,) = t.log("show_general")
    assert (show["slot"], show["general"], show["reason"]) == ("deputy", "yanliangwenchou", "shuangxiong")
    assert t.p(0).kingdom == "qun"
    assert t.hand(0) == {t.id("杀 ♣2"), t.id("桃 ♥4")}
    t.play(0, skill="shuangxiong", cards=["杀 ♣2"], targets=[1])
    t.no(1)                                             # 奸雄
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, None)]
