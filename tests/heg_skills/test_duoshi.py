"""度势 (陆逊): a red hand card as 以逸待劳, at most four times per play phase."""

from heg import HegTable


def option(t, seat, skill="duoshi"):
    return next((o for o in t.expect(seat, "play").options if o.skill == skill), None)


def four(**kw):
    """陆逊 (seat 0) and another 吴 player (seat 2) among four."""
    luxun = {"generals": ["luxun", "ganning"], "hand": ["桃 ♥4", "闪 ♦2", "杀 ♠7"]}
    luxun.update(kw)
    return HegTable([luxun, {"generals": ["liubei", "zhangfei"]}, {"generals": ["sunjian", "zhoutai"]},
                     {"generals": ["caoren", "dianwei"]}],
                    top=["无中生有 ♥7", "闪 ♦3", "杀 ♣2", "桃 ♥6"])


def test_a_red_hand_card_as_await_exhausted_for_his_kingdom():
    t = four()
    opt = option(t, 0)
    assert opt.name == "await_exhausted" and set(opt.cards) == set(t.ids("桃 ♥4", "闪 ♦2"))
    t.play(0, skill="duoshi", cards=["桃 ♥4"])
    t.cards(0, "杀 ♠7", "闪 ♦3")          # drew 无中生有 ♥7, 闪 ♦3; discards two
    t.end_play(0)                          # seat 2 drew 杀 ♣2, 桃 ♥6 and had to discard both
    t.finish()
    (use,) = t.log("use")
    assert use["card"]["key"] == "await_exhausted" and use["card"]["skill"] == "duoshi"
    assert use["targets"] == [0, 2]
    assert t.hand(0) == set(t.ids("闪 ♦2", "无中生有 ♥7")) and t.hand(2) == set()
    assert set(t.ids("桃 ♥4", "杀 ♠7", "闪 ♦3", "杀 ♣2", "桃 ♥6")) <= set(t.g.discard_pile)


def test_four_times_per_play_phase_and_never_a_black_card():
    t = HegTable([{"generals": ["luxun", "ganning"],
                   "hand": ["桃 ♥4", "闪 ♦2", "闪 ♦6", "桃 ♥7", "闪 ♥2", "杀 ♠7"]},
                  {"generals": ["liubei", "zhangfei"]}],
                 top=["杀 ♣2", "杀 ♣3", "杀 ♣4", "杀 ♣5", "杀 ♣8", "杀 ♣9", "杀 ♣10", "杀 ♣J"])
    for red, drawn in (("桃 ♥4", ("杀 ♣2", "杀 ♣3")), ("闪 ♦2", ("杀 ♣4", "杀 ♣5")),
                       ("闪 ♦6", ("杀 ♣8", "杀 ♣9")), ("桃 ♥7", ("杀 ♣10", "杀 ♣J"))):
        assert t.id(red) in option(t, 0).cards
        t.play(0, skill="duoshi", cards=[red])
        t.cards(0, *drawn)
    assert option(t, 0) is None            # the fifth is refused though 闪 ♥2 is red
    t.end_play(0)
    t.finish()
    assert t.hand(0) == set(t.ids("闪 ♥2", "杀 ♠7"))
    assert [u["card"]["key"] for u in t.log("use")] == ["await_exhausted"] * 4


def test_not_offered_with_only_black_cards_but_hongyan_makes_spades_red():
    t = HegTable([{"generals": ["luxun", "ganning"], "hand": ["杀 ♠7", "杀 ♣2"]},
                  {"generals": ["liubei", "zhangfei"]}])
    assert option(t, 0) is None
    t.end_play(0)
    t.finish()
    t = HegTable([{"generals": ["luxun", "xiaoqiao"], "hand": ["杀 ♠7", "杀 ♣2"]},
                  {"generals": ["liubei", "zhangfei"]}], top=["闪 ♦3", "闪 ♦6"])
    assert option(t, 0).cards == (t.id("杀 ♠7"),)
    t.play(0, skill="duoshi", cards=["杀 ♠7"])
    t.cards(0, "杀 ♣2", "闪 ♦6")
    t.end_play(0)
    t.finish()
    assert t.hand(0) == {t.id("闪 ♦3")}


def test_face_down_lu_xun_shows_and_his_kingdom_joins_in():
    t = four(shown=[False, False])
    t.play(0, skill="duoshi", cards=["闪 ♦2"])
    (show,) = t.log("show_general")
    assert (show["general"], show["reason"]) == ("luxun", "duoshi") and t.p(0).kingdom == "wu"
    t.cards(0, "杀 ♠7", "闪 ♦3")
    t.end_play(0)
    t.finish()
    assert t.log("use")[0]["targets"] == [0, 2]
    assert t.hand(0) == set(t.ids("桃 ♥4", "无中生有 ♥7"))
