"""天义 (太史慈): 拼点 once per play phase; win: +1 杀, no distance limit, +1 target this turn;
lose: no 杀 this turn."""

from heg import HegTable

from sgs_desktop.engine.skills.skill import SLASH_LIMIT


def options(t, seat):
    return t.expect(seat, "play").options


def slash_option(t, seat, ref):
    cid = t.id(ref)
    return next((o for o in options(t, seat) if o.card == cid), None)


def four(hand):
    return HegTable([{"generals": ["taishici", "sunjian"], "hand": hand},
                     {"generals": ["liubei", "zhangfei"], "hand": ["杀 ♣2"]},
                     {"generals": ["caoren", "dianwei"]},
                     {"generals": ["machao", "huangzhong"]}])


def test_winning_gives_a_second_slash_without_distance_limit_and_a_second_target():
    t = four(["闪 ♥K", "杀 ♠7", "杀 ♠8", "杀 ♠9"])
    assert slash_option(t, 0, "杀 ♠7").targets.seats == (1, 3)         # range 1: seat 2 is 2 away
    opt = next(o for o in options(t, 0) if o.skill == "tianyi")
    assert opt.targets.seats == (1,)                                  # only seat 1 has a hand card
    t.play(0, skill="tianyi", targets=[1])
    t.cards(0, "闪 ♥K")                   # seat 1's only card is its own at once
    (pd,) = t.log("pindian")
    assert pd["source_wins"] and pd["reason"] == "tianyi"
    spec = slash_option(t, 0, "杀 ♠7").targets
    assert spec.seats == (1, 2, 3) and spec.max == 2
    t.play(0, "杀 ♠7", [1, 2])
    t.play(0, "杀 ♠8", [2])                # a second 杀 this play phase
    assert slash_option(t, 0, "杀 ♠9") is None                        # but no third
    assert not any(o.skill == "tianyi" for o in options(t, 0))        # once per play phase
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, None), (0, 2, 1, None), (0, 2, 1, None)]
    assert set(t.ids("闪 ♥K", "杀 ♣2")) <= set(t.g.discard_pile)
    assert t.g.modify(SLASH_LIMIT, 1, t.p(0)) == 1                    # over with the turn


def test_losing_forbids_slash_this_turn():
    t = HegTable([{"generals": ["taishici", "sunjian"], "hand": ["闪 ♦2", "杀 ♠7"]},
                  {"generals": ["liubei", "zhangfei"], "hand": ["闪 ♦3"]}])
    t.play(0, skill="tianyi", targets=[1])
    t.cards(0, "闪 ♦2")                   # 2 against 3: lost
    assert not t.log("pindian")[0]["source_wins"]
    assert slash_option(t, 0, "杀 ♠7") is None
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [] and t.hand(0) == {t.id("杀 ♠7")}


def test_a_tie_is_a_loss_and_not_offered_without_a_partner():
    t = HegTable([{"generals": ["taishici", "sunjian"], "hand": ["闪 ♦2", "杀 ♠7"]},
                  {"generals": ["liubei", "zhangfei"], "hand": ["闪 ♥2"]}])
    t.play(0, skill="tianyi", targets=[1])
    t.cards(0, "闪 ♦2")
    assert slash_option(t, 0, "杀 ♠7") is None
    t.end_play(0)
    t.finish()
    t = HegTable([{"generals": ["taishici", "sunjian"], "hand": ["杀 ♠7"]},
                  {"generals": ["liubei", "zhangfei"]}])
    assert not any(o.skill == "tianyi" for o in options(t, 0))
    t.play(0, "杀 ♠7", [1])
    t.end_play(0)
    t.finish()
    assert t.log("skill") == []


def test_face_down_taishici_shows_when_he_uses_it():
    t = HegTable([{"generals": ["taishici", "sunjian"], "shown": [False, True], "hand": ["闪 ♥K", "杀 ♠7"]},
                  {"generals": ["liubei", "zhangfei"], "hand": ["杀 ♣2"]}])
    t.play(0, skill="tianyi", targets=[1])
    (show,) = t.log("show_general")
    assert (show["general"], show["reason"]) == ("taishici", "tianyi")
    t.cards(0, "闪 ♥K")
    t.play(0, "杀 ♠7", [1])
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, None)]
