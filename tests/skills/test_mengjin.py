"""猛进 (庞德, 火): when a 杀 he used is cancelled by its target's 闪, he may discard one card (hand
or equipment) of that target."""

from refusals import refused
from table import Table

from sgs_desktop.engine.protocol.answers import Pick


def duo(p1: dict, hand=("杀 ♠7",), **kw):
    """庞德 (seat 0, a rebel, in his play phase) and the lord (seat 1)."""
    lord = {"role": "lord"}
    lord.update(p1)
    return Table([{"role": "rebel", "general": "pangde", "hand": list(hand)}, lord], current=0, **kw)


def discarded(t):
    return [(m["cards"], m["src_owner"], m["dst"]) for m in t.log("move") if m["reason"] == "mengjin"]


def test_a_dodged_slash_discards_a_card_of_the_target():
    t = duo({"hand": ["闪 ♦2", "桃 ♥4"], "equip": ["的卢 ♣5"]})
    t.play(0, "杀 ♠7", [1])
    t.respond(1, "闪 ♦2")
    req = t.expect(0, "option")
    assert req.prompt.key == "invoke" and req.prompt.args == ("mengjin", 1)
    t.yes(0)
    req = t.expect(0, "pick")
    assert req.prompt.key == "mengjin_discard" and req.prompt.args == (1,)
    assert req.owner == 1 and req.hand == 1 and req.cards == (t.id("的卢 ♣5"),)
    refused(t, Pick(card=t.id("桃 ♥4")), "cannot be picked")      # a hand card only by position
    refused(t, Pick(index=1), "out of range")
    refused(t, Pick(card=t.id("杀 ♠7")), "cannot be picked")
    t.pick(0, "的卢 ♣5")
    t.end_play(0)
    t.finish()
    assert t.p(1).equips == {} and t.hand(1) == {t.id("桃 ♥4")}
    assert discarded(t) == [([t.id("的卢 ♣5")], 1, "discard")]
    assert [(e["seat"], e["skill"]) for e in t.log("skill")] == [(0, "mengjin")] and t.damage_log() == []


def test_a_hand_card_is_picked_face_down():
    t = duo({"hand": ["闪 ♦2", "桃 ♥4", "杀 ♠8"]})
    t.play(0, "杀 ♠7", [1])
    t.respond(1, "闪 ♦2")
    t.yes(0)
    assert t.expect(0, "pick").hand == 2
    t.pick_hidden(0, "杀 ♠8")
    t.end_play(0)
    t.finish()
    assert t.hand(1) == {t.id("桃 ♥4")} and discarded(t) == [([t.id("杀 ♠8")], 1, "discard")]


def test_a_dodge_from_eight_diagram_counts():
    t = duo({"hand": ["桃 ♥4"], "equip": ["八卦阵 ♠2"]}, top=["闪 ♥2"])
    t.play(0, "杀 ♠7", [1])
    t.yes(1)                                      # 八卦阵: red, a 闪
    t.yes(0)                                      # 猛进
    t.pick(0, "八卦阵 ♠2")
    t.end_play(0)
    t.finish()
    assert t.p(1).equips == {} and discarded(t) == [([t.id("八卦阵 ♠2")], 1, "discard")]


def test_declined_or_nothing_left_to_discard():
    t = duo({"hand": ["闪 ♦2", "桃 ♥4"]})
    t.play(0, "杀 ♠7", [1])
    t.respond(1, "闪 ♦2")
    t.no(0)
    t.end_play(0)
    t.finish()
    assert t.hand(1) == {t.id("桃 ♥4")} and t.log("skill") == []
    t = duo({"hand": ["闪 ♦2"]})
    t.play(0, "杀 ♠7", [1])
    t.respond(1, "闪 ♦2")                        # the 闪 was its last card: nothing to ask
    t.end_play(0)
    t.finish()
    assert t.log("skill") == []


def test_not_for_a_slash_that_hits():
    t = duo({"hand": ["桃 ♥4"]})
    t.play(0, "杀 ♠7", [1])                      # no 闪 to answer with: not asked
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, None)] and t.log("skill") == []


def test_pangde_has_horsemanship():
    """马术 is the identity 马术 (马超's): his distance to others is 1 less."""
    t = Table([{"role": "rebel", "general": "pangde", "hand": ["杀 ♠7"]}, {"role": "lord"},
               {"role": "loyalist"}, {"role": "renegade"}], current=0)
    assert t.p(0).has_skill("mashu")
    (opt,) = [o for o in t.expect(0, "play").options if o.card == t.id("杀 ♠7")]
    assert opt.targets.seats == (1, 2, 3)         # seat 2 is 2 away, 1 with 马术
    t.end_play(0)
    t.finish()
