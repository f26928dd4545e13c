"""武神 (神关羽, 神): 锁定技, ♥ hand cards count as 杀 (never as themselves); a ♥ 杀 he uses has no
distance limit."""

from refusals import refused
from table import Table

from sgs_desktop.engine.protocol.answers import Use


def table(p0: dict, *others: dict, **kw):
    """神关羽 (seat 0, a rebel, of 蜀) against the lord (seat 1) and two more; seat 2 is 2 away."""
    base = [{"role": "rebel", "general": "shenguanyu", "kingdom": "shu"}, {"role": "lord"}, {"role": "loyalist"},
            {"role": "renegade"}]
    base[0].update(p0)
    for b, extra in zip(base[1:], others, strict=False):
        b.update(extra)
    return Table(base, **{"current": 0, **kw})


def options(t, seat=0, kind="play"):
    return t.expect(seat, kind).options


def test_a_heart_hand_card_is_a_slash_reaching_any_distance():
    t = table({"hp": 3, "hand": ["桃 ♥3", "杀 ♠7"]})
    opts = options(t)
    (ws,) = [o for o in opts if o.skill == "wushen"]
    assert (ws.name, ws.cards, ws.targets.seats) == ("slash", (t.id("桃 ♥3"),), (1, 2, 3))
    # the 桃 is not offered as 桃 (he is wounded); the ♠ 杀 keeps its distance limit
    assert not [o for o in opts if o.card == t.id("桃 ♥3")]
    (black,) = [o for o in opts if o.card == t.id("杀 ♠7")]
    assert black.targets.seats == (1, 3)
    t.play(0, skill="wushen", cards=["桃 ♥3"], targets=[2])      # 2 away: no distance limit
    t.end_play(0)
    t.finish()
    (use,) = t.log("use")
    assert use["card"]["key"] == "slash" and use["targets"] == [2]
    assert t.damage_log() == [(0, 2, 1, None)] and t.p(0).hp == 3


def test_a_printed_heart_slash_also_has_no_distance_limit():
    t = table({"hand": ["杀 ♥10"]})
    opts = options(t)
    assert [o.skill for o in opts if o.name == "slash" or o.card is not None] == ["wushen"]
    t.play(0, skill="wushen", cards=["杀 ♥10"], targets=[2])
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 2, 1, None)]


def test_asked_for_a_dodge_a_heart_dodge_is_no_dodge_but_a_heart_card_answers_a_slash_request():
    t = table({"hand": ["闪 ♥2", "闪 ♦2"]}, {"hand": ["杀 ♠7", "决斗 ♠1"]}, current=1)
    t.play(1, "杀 ♠7", targets=[0])
    req = t.expect(0, "respond")
    assert [o.card for o in req.options] == [t.id("闪 ♦2")]       # the ♥ 闪 is a 杀 now
    refused(t, Use(card=t.id("闪 ♥2")), "cannot be used now")
    t.respond(0)
    t.play(1, "决斗 ♠1", targets=[0])
    req = t.expect(0, "respond")
    assert [(o.skill, o.cards) for o in req.options] == [("wushen", (t.id("闪 ♥2"),))]
    t.respond(0, skill="wushen", cards=["闪 ♥2"])          # (the lord has no 杀 left: not asked)
    t.end_play(1)
    t.finish()
    assert t.damage_log() == [(1, 0, 1, None), (0, 1, 1, None)]
    (played,) = t.log("play")
    assert played["card"] == {"key": "slash", "suit": "heart", "color": "red", "number": 2,
                              "subcards": [t.id("闪 ♥2")], "skill": "wushen"}


def test_refused_answers_change_nothing():
    t = table({"hp": 3, "hand": ["桃 ♥3", "杀 ♠7", "无中生有 ♥7"]})
    refused(t, Use(card=t.id("桃 ♥3")), "cannot be used now")                  # not a 桃 for him
    refused(t, Use(card=t.id("无中生有 ♥7")), "cannot be used now")            # nor a trick
    refused(t, Use(skill="wushen", cards=(t.id("杀 ♠7"),), targets=(1,)), "may not be chosen")     # ♠ is no ♥
    refused(t, Use(skill="wushen", cards=(t.id("桃 ♥3"), t.id("无中生有 ♥7")), targets=(1,)), "choose 1..1")
    refused(t, Use(card=t.id("杀 ♠7"), targets=(2,)), "not a legal target")     # a ♠ 杀 keeps its reach
    t.play(0, skill="wushen", cards=["无中生有 ♥7"], targets=[1])
    t.end_play(0)
    t.finish()
    assert t.hand(0) == set(t.ids("桃 ♥3", "杀 ♠7")) and t.damage_log() == [(0, 1, 1, None)]


def test_equipped_heart_cards_are_not_his_hand():
    t = table({"equip": ["赤兔 ♥5"], "hand": ["杀 ♠7"]})
    assert not [o for o in options(t) if o.skill == "wushen"]
    t.end_play(0)
    t.finish()
