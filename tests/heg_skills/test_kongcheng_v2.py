"""空城 (new rules, 诸葛亮): 锁定技, no hand: not a target of 杀 or 决斗; cards given to him outside
his turn go onto his general (琴) and come to his hand at his draw phase."""

from heg import HegTable


def table(**kw):
    return HegTable([{"generals": ["zhugeliang", "pangtong"]},
                     {"generals": ["liubei", "guanyu"], "hand": ["闪 ♦2", "杀 ♠5"]},
                     {"generals": ["sunquan", "huanggai"]}, {"generals": ["lvbu", "huatuo"]}],
                    current=1, rules="new", **kw)


def test_a_card_given_becomes_a_zither_and_comes_back_at_the_draw_phase():
    t = table(stop="game_over", round_limit=1, top=["闪 ♦3", "闪 ♦6", "桃 ♥4", "桃 ♥6", "闪 ♦7", "闪 ♦8",
                                                    "桃 ♥7", "桃 ♥8"])
    (opt,) = [o for o in t.expect(1, "play").options if o.card == t.id("杀 ♠5")]
    assert 0 not in opt.targets.seats                      # no hand: not a target of 杀
    t.play(1, skill="rende_v2", cards=["闪 ♦2"], targets=[0])
    assert t.hand(0) == set() and t.p(0).piles == {"kongcheng_v2": [t.id("闪 ♦2")]}
    (move,) = [e for e in t.log("move") if e["reason"] == "kongcheng_v2"]
    assert move["cards"] == [t.id("闪 ♦2")] and (move["src"], move["dst"]) == ("hand", "pile")
    (opt,) = [o for o in t.expect(1, "play").options if o.card == t.id("杀 ♠5")]
    assert 0 not in opt.targets.seats                      # still no hand
    t.end_play(1)
    t.end_play(2)
    t.end_play(3)
    t.no(0)                                                # (观星)
    t.end_play(0)                                          # seat 0's turn: the 琴 came back first
    t.finish("round_limit")
    drawn = [e for e in t.log("move") if e["dst_owner"] == 0 and e["dst"] == "hand"]
    assert [e["reason"] for e in drawn] == ["rende_v2", "kongcheng_v2", "draw_phase"]
    assert t.id("闪 ♦2") in t.hand(0) and t.p(0).piles.get("kongcheng_v2", []) == []


def test_with_a_hand_card_the_gift_stays_in_hand():
    t = HegTable([{"generals": ["zhugeliang", "pangtong"], "hand": ["桃 ♥4"]},
                  {"generals": ["liubei", "guanyu"], "hand": ["闪 ♦2"]},
                  {"generals": ["sunquan", "huanggai"]}, {"generals": ["lvbu", "huatuo"]}], current=1, rules="new")
    t.play(1, skill="rende_v2", cards=["闪 ♦2"], targets=[0])
    t.end_play(1)
    t.finish()
    assert t.hand(0) == set(t.ids("桃 ♥4", "闪 ♦2")) and not t.p(0).piles.get("kongcheng_v2")


def test_a_face_down_zhuge_liang_is_asked_to_show_first():
    t = HegTable([{"generals": ["zhugeliang", "pangtong"], "shown": [False, False]},
                  {"generals": ["liubei", "guanyu"], "hand": ["闪 ♦2", "杀 ♠5"]},
                  {"generals": ["sunquan", "huanggai"]}, {"generals": ["lvbu", "huatuo"]}], current=1, rules="new")
    t.play(1, skill="rende_v2", cards=["闪 ♦2"], targets=[0])
    req = t.expect(0, "option")
    assert req.prompt.key == "show_to_invoke" and req.prompt.args == ("kongcheng_v2",)
    t.no(0)                                    # stays face down: the card stays in hand
    t.end_play(1)
    t.finish()
    assert t.hand(0) == {t.id("闪 ♦2")} and t.log("show_general") == []
