"""双雄 (颜良文丑, 火): in the draw phase he may judge instead of drawing; he takes the judge card
once it has taken effect, and this turn may use hand cards of the other colour as 决斗. The colour
stands on his seat as a mark until the turn ends."""

from refusals import refused
from table import Table

from sgs_desktop.engine.protocol.answers import Use


def duel_option(t, seat=0):
    opts = [o for o in t.expect(seat, "play").options if o.skill == "shuangxiong"]
    return opts[0] if opts else None


def duo(hand, top, other_hand=(), **kw):
    """颜良文丑 (seat 0, a rebel, in his draw phase) and the lord (seat 1)."""
    return Table([{"role": "rebel", "general": "yanliangwenchou", "hand": list(hand)},
                  {"role": "lord", "hand": list(other_hand)}], current=0, phase="draw", top=top, **kw)


def test_red_judgement_black_hand_cards_as_duel():
    t = duo(["杀 ♣2", "过河拆桥 ♠3", "桃 ♥4"], ["杀 ♥10", "闪 ♦2", "闪 ♦3"])
    req = t.expect(0, "option")
    assert req.prompt.key == "invoke" and req.prompt.args == ("shuangxiong",)
    t.yes(0)
    judge_card = t.id("杀 ♥10")
    assert judge_card in t.hand(0)                       # the judge card is his
    assert t.p(0).marks == {"shuangxiong_black": 1} and t.g.view(1).players[0].marks == {"shuangxiong_black": 1}
    opt = duel_option(t)
    assert opt.name == "duel" and set(opt.cards) == set(t.ids("杀 ♣2", "过河拆桥 ♠3"))
    t.play(0, skill="shuangxiong", cards=["杀 ♣2"], targets=[1])
    t.play(0, skill="shuangxiong", cards=["过河拆桥 ♠3"], targets=[1])
    assert duel_option(t) is None                        # no black hand card left
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, None), (0, 1, 1, None)]
    uses = [(u["card"]["key"], u["card"]["skill"], u["card"]["subcards"]) for u in t.log("use")]
    assert uses == [("duel", "shuangxiong", [t.id("杀 ♣2")]), ("duel", "shuangxiong", [t.id("过河拆桥 ♠3")])]
    assert t.hand(0) == {judge_card, t.id("桃 ♥4")}
    assert t.g.draw_pile[-2:] == [t.id("闪 ♦3"), t.id("闪 ♦2")]       # nothing drawn
    assert [m["reason"] for m in t.log("move") if m["cards"] == [judge_card]] == ["judge", "shuangxiong"]
    assert [(e["seat"], e["skill"]) for e in t.log("skill")] == [(0, "shuangxiong")]   # invoked once
    assert t.p(0).marks == {}                            # gone at the end of the turn
    assert [(e["mark"], e["value"]) for e in t.log("mark")] == [("shuangxiong_black", 1), ("shuangxiong_black", None)]


def test_black_judgement_red_cards_only_and_the_rest_refused():
    t = duo(["杀 ♣2", "桃 ♥4", "闪 ♦6"], ["决斗 ♠1"], other_hand=["杀 ♠8"])
    t.yes(0)
    assert t.p(0).marks == {"shuangxiong_red": 1}
    opt = duel_option(t)
    assert set(opt.cards) == set(t.ids("桃 ♥4", "闪 ♦6"))         # 决斗 ♠1 and 杀 ♣2 are black
    refused(t, Use(skill="shuangxiong", name="duel", cards=(t.id("杀 ♣2"),), targets=(1,)), "may not be chosen")
    refused(t, Use(skill="shuangxiong", name="duel", cards=t.ids("桃 ♥4", "闪 ♦6"), targets=(1,)), "choose 1")
    t.play(0, skill="shuangxiong", cards=["闪 ♦6"], targets=[1])
    t.respond(1, "杀 ♠8")
    t.respond(0, "杀 ♣2")
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, None)]
    assert t.hand(0) == set(t.ids("决斗 ♠1", "桃 ♥4"))


def test_declined_he_draws_and_has_no_duel():
    t = duo(["杀 ♣2"], ["杀 ♥10", "闪 ♦2"])
    t.no(0)
    assert t.hand(0) == set(t.ids("杀 ♣2", "杀 ♥10", "闪 ♦2"))
    assert duel_option(t) is None
    refused(t, Use(skill="shuangxiong", name="duel", cards=(t.id("杀 ♣2"),), targets=(1,)), "cannot be used now")
    t.end_play(0)
    t.finish()
    assert t.log("skill") == [] and t.log("judge") == [] and t.p(0).marks == {}


def test_a_changed_judgement_he_takes_the_final_card_and_its_colour_counts():
    """司马懿's 鬼才 replaces the red judge card with a black one: 颜良文丑 takes the black card and
    uses red hand cards as 决斗; the first card is discarded."""
    t = Table([{"role": "rebel", "general": "yanliangwenchou", "hand": ["桃 ♥4"]},
               {"role": "lord", "general": "simayi", "hand": ["杀 ♠7"]}],
              current=0, phase="draw", top=["杀 ♥10"])
    t.yes(0)                                             # 双雄
    t.yes(1)                                             # 鬼才: his only hand card
    assert t.hand(0) == set(t.ids("桃 ♥4", "杀 ♠7"))
    assert t.id("杀 ♥10") in t.g.discard_pile
    assert t.p(0).marks == {"shuangxiong_red": 1}
    assert duel_option(t).cards == (t.id("桃 ♥4"),)
    t.end_play(0)
    t.finish()


def test_not_offered_in_another_turn():
    t = Table([{"role": "rebel", "general": "yanliangwenchou", "hand": ["杀 ♣2", "桃 ♥4"]}, {"role": "lord"}],
              current=0)
    assert duel_option(t) is None                        # his play phase, but no 双雄 this turn
    t.end_play(0)
    t.finish()
