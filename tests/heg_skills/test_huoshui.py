"""祸水 (邹氏): show this general in your play phase; once shown, nobody else may show a general
during your turn."""

from heg import HegTable


def huoshui_option(t, seat=0):
    opts = [o for o in t.expect(seat, "play").options if o.skill == "huoshui"]
    return opts[0] if opts else None


def test_showing_zoushi_stops_the_others_showing_for_the_turn():
    t = HegTable([{"generals": ["huatuo", "zoushi"], "shown": [True, False],
                   "hand": ["杀 ♠7", "杀 ♠8"], "equip": ["诸葛连弩 ♦1"]},
                  {"generals": ["caocao", "simayi"], "shown": [True, False], "hand": ["闪 ♦2"]}])
    # still face down: 祸水 does nothing yet, and 反馈 may be invoked (showing 司马懿)
    t.play(0, "杀 ♠7", [1])
    t.respond(1)
    t.choose(1, "jianxiong")                    # which first: 奸雄 or 反馈
    t.no(1)                                     # 奸雄
    req = t.expect(1, "option")
    assert req.prompt.args == ("fankui",)
    t.no(1)
    opt = huoshui_option(t)
    assert (opt.name, opt.cards, opt.targets) == ("", (), None)
    t.play(0, skill="huoshui")
    (show,) = t.log("show_general")
    assert (show["seat"], show["slot"], show["general"], show["reason"]) == (0, "deputy", "zoushi", "huoshui")
    assert [(e["seat"], e["skill"]) for e in t.log("skill")] == [(0, "huoshui")]
    assert huoshui_option(t) is None            # shown: nothing more to show
    t.play(0, "杀 ♠8", [1])
    t.respond(1)
    t.no(1)                                     # 奸雄 (shown) is asked; 反馈 (face down) is not
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, None), (0, 1, 1, None)]
    assert t.p(1).generals[1].shown is False and len(t.log("show_general")) == 1
    assert t.g.may_show(t.p(0))


def test_compulsory_skills_and_view_as_of_face_down_generals_are_held_back():
    t = HegTable([{"generals": ["huatuo", "zoushi"], "hand": ["决斗 ♠1"]},
                  {"generals": ["liubei", "guanyu"], "shown": [True, False], "hand": ["桃 ♥4"]}])
    assert not t.g.may_show(t.p(1)) and t.g.may_show(t.p(0))
    t.play(0, "决斗 ♠1", [1])
    # 关羽 is face down: 武圣 (a red card as 杀) is not offered, so seat 1 is not even asked
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, None)] and t.log("show_general") == []


def test_not_offered_when_shown_and_no_block_outside_her_turn():
    t = HegTable([{"generals": ["huatuo", "zoushi"]},
                  {"generals": ["liubei", "guanyu"], "shown": [True, False], "hand": ["杀 ♠7", "桃 ♥4"]}],
                 current=1)
    assert t.g.may_show(t.p(1))
    t.play(1, "杀 ♠7", [0])
    t.end_play(1)
    t.finish()
    assert t.damage_log() == [(1, 0, 1, None)]
