"""天义 (太史慈, 火): once per play phase, 拼点 with another player. Won: until the end of the turn
his 杀 have no distance limit, may each take one more target, and he may use one more; not won (a
tie included): he cannot use 杀 this turn. The result stands on his seat as a mark."""

from refusals import refused
from table import Table

from sgs_desktop.engine.protocol.answers import Use
from sgs_desktop.engine.skills.skill import NO_DISTANCE_LIMIT, SLASH_LIMIT


def four(hand, *others: dict, **kw):
    """太史慈 (seat 0, a rebel) and three blank generals; seat 2 is 2 away."""
    base = [{"role": "rebel", "general": "taishici", "hand": hand}, {"role": "lord", "hand": ["杀 ♣2"]},
            {"role": "loyalist"}, {"role": "renegade"}]
    for b, extra in zip(base[1:], others, strict=False):
        b.update(extra)
    return Table(base, current=0, **kw)


def options(t, seat=0):
    return t.expect(seat, "play").options


def slash_option(t, ref, seat=0):
    return next((o for o in options(t, seat) if o.card == t.id(ref)), None)


def test_won_a_second_slash_any_distance_one_more_target():
    t = four(["闪 ♥13", "杀 ♠7", "杀 ♠8", "杀 ♠9"])
    assert slash_option(t, "杀 ♠7").targets.seats == (1, 3)            # range 1
    opt = next(o for o in options(t) if o.skill == "tianyi")
    assert opt.targets.seats == (1,) and opt.cards == ()              # only seat 1 has a hand card
    t.play(0, skill="tianyi", targets=[1])
    req = t.expect(0, "cards")
    assert req.prompt.key == "pindian" and req.prompt.args == (1, "tianyi")
    t.cards(0, "闪 ♥13")                      # the lord's only card goes at once
    (pd,) = t.log("pindian")
    assert pd["source_wins"] and pd["reason"] == "tianyi"
    assert t.p(0).marks == {"tianyi_won": 1} and t.g.view(2).players[0].marks == {"tianyi_won": 1}
    spec = slash_option(t, "杀 ♠7").targets
    assert spec.seats == (1, 2, 3) and spec.max == 2
    refused(t, Use(card=t.id("杀 ♠7"), targets=(1, 2, 3)), "targets")   # one more, not two more
    t.play(0, "杀 ♠7", [1, 2])
    t.play(0, "杀 ♠8", [2])                   # a second 杀 this play phase
    assert slash_option(t, "杀 ♠9") is None   # but not a third
    assert not any(o.skill == "tianyi" for o in options(t))             # once per play phase
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, None), (0, 2, 1, None), (0, 2, 1, None)]
    assert set(t.ids("闪 ♥13", "杀 ♣2")) <= set(t.g.discard_pile)
    assert t.p(0).marks == {}                 # gone with the turn
    assert t.g.modify(SLASH_LIMIT, 1, t.p(0)) == 1
    marks = [(e["mark"], e["value"]) for e in t.log("mark")]
    assert marks == [("tianyi_won", 1), ("tianyi_won", None)]


def test_not_won_no_slash_this_turn_but_a_duel_may_still_be_answered():
    t = four(["闪 ♦2", "杀 ♠7", "杀 ♠8", "决斗 ♠1"], {"hand": ["闪 ♦3"]}, {}, {"hand": ["杀 ♣3"]})
    t.play(0, skill="tianyi", targets=[1])
    t.cards(0, "闪 ♦2")                       # 2 against 3
    assert not t.log("pindian")[0]["source_wins"] and t.p(0).marks == {"tianyi_lost": 1}
    assert slash_option(t, "杀 ♠7") is None
    refused(t, Use(card=t.id("杀 ♠7"), targets=(1,)), "cannot be used now")
    t.play(0, "决斗 ♠1", [3])
    t.respond(3, "杀 ♣3")
    t.respond(0, "杀 ♠7")                      # playing (打出) a 杀 in a 决斗 is no use of one
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 3, 1, None)] and t.hand(0) == {t.id("杀 ♠8")}
    assert t.p(0).marks == {}


def test_a_tie_is_not_a_win():
    t = four(["闪 ♦2", "杀 ♠7"], {"hand": ["闪 ♥2"]})
    t.play(0, skill="tianyi", targets=[1])
    t.cards(0, "闪 ♦2")                       # 2 against 2
    assert slash_option(t, "杀 ♠7") is None and t.p(0).marks == {"tianyi_lost": 1}
    t.end_play(0)
    t.finish()


def test_offered_only_against_a_player_with_a_hand():
    t = four(["杀 ♠7"], {"hand": []})
    assert not any(o.skill == "tianyi" for o in options(t))
    refused(t, Use(skill="tianyi", targets=(1,)), "cannot be used now")
    t.play(0, "杀 ♠7", [1])
    t.end_play(0)
    t.finish()
    assert t.log("skill") == [] and t.log("pindian") == []
    t = four([], {"hand": ["闪 ♦3"]})
    assert not any(o.skill == "tianyi" for o in options(t))         # no card of his own
    t.end_play(0)
    t.finish()


def test_refused_targets():
    t = four(["闪 ♥13"], {"hand": ["闪 ♦3"]}, {"hand": ["闪 ♦4"]})
    refused(t, Use(skill="tianyi", targets=(0,)), "not a legal target")
    refused(t, Use(skill="tianyi", targets=(3,)), "not a legal target")    # no hand card
    refused(t, Use(skill="tianyi", targets=(1, 2)), "targets")
    t.play(0, skill="tianyi", targets=[2])    # any distance: seat 2 is 2 away
    t.end_play(0)
    t.finish()
    assert t.log("pindian")[0]["target"] == 2


def test_the_won_range_is_for_slash_only():
    t = four(["闪 ♥13", "顺手牵羊 ♠3"], {"hand": ["闪 ♦3"]}, {"hand": ["闪 ♦4"]}, {"equip": ["赤兔 ♥5"]})
    t.play(0, skill="tianyi", targets=[1])
    t.cards(0, "闪 ♥13")
    opt = next(o for o in options(t) if o.card == t.id("顺手牵羊 ♠3"))
    assert opt.targets.seats == (3,)          # 顺手牵羊 still needs distance 1: not seat 2
    assert t.g.modify(NO_DISTANCE_LIMIT, False, t.p(0), t.g.cards[t.id("顺手牵羊 ♠3")]) is False
    t.end_play(0)
    t.finish()
