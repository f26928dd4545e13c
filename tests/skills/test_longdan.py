"""龙胆: a hand 杀 as 闪, a hand 闪 as 杀."""

import pytest
from table import Table

from sgs_desktop.engine.errors import IllegalAnswer
from sgs_desktop.engine.protocol.answers import Use


def test_jink_used_as_slash_in_play():
    t = Table([{"role": "lord", "general": "zhaoyun", "hand": ["闪 ♥2", "杀 ♠7", "桃 ♥3"]}, {"role": "rebel"}])
    req = t.expect(0, "play")
    (opt,) = [o for o in req.options if o.skill == "longdan"]
    assert opt.name == "slash" and opt.cards == (t.id("闪 ♥2"),) and opt.targets.seats == (1,)
    t.play(0, skill="longdan", cards=["闪 ♥2"], targets=[1], name="slash")
    # the 杀 limit is spent: neither the real 杀 nor another 龙胆 杀 is offered
    req = t.expect(0, "play")
    assert [o for o in req.options if o.skill == "longdan" or o.card == t.id("杀 ♠7")] == []
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, None)]
    (use,) = t.log("use")
    assert use["card"] == {"key": "slash", "suit": "heart", "color": "red", "number": 2,
                           "subcards": [t.id("闪 ♥2")], "skill": "longdan"}
    assert t.id("闪 ♥2") in t.g.discard_pile


def test_slash_used_as_jink_against_a_slash():
    t = Table([{"role": "lord", "hand": ["杀 ♠7"]},
               {"role": "rebel", "general": "zhaoyun", "hand": ["杀 ♠8", "闪 ♥2"]}])
    t.play(0, "杀 ♠7", [1])
    req = t.expect(1, "respond")
    assert req.names == ("jink",)
    assert [(o.name, o.card, o.skill, o.cards) for o in req.options] == [
        ("jink", t.id("闪 ♥2"), None, ()), ("jink", None, "longdan", (t.id("杀 ♠8"),))]
    t.respond(1, skill="longdan", cards=["杀 ♠8"])
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [] and t.hand(1) == {t.id("闪 ♥2")}
    uses = t.log("use")
    assert uses[1]["user"] == 1 and uses[1]["card"]["key"] == "jink" and uses[1]["card"]["skill"] == "longdan"


def test_jink_played_as_slash_in_a_duel():
    t = Table([{"role": "lord", "hand": ["决斗 ♠A", "杀 ♠7"]},
               {"role": "rebel", "general": "zhaoyun", "hand": ["闪 ♥2"]}])
    t.play(0, "决斗 ♠A", [1])
    req = t.expect(1, "respond")
    assert req.names == ("slash",) and [o.skill for o in req.options] == ["longdan"]
    t.respond(1, skill="longdan", cards=["闪 ♥2"])
    t.respond(0, "杀 ♠7")
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, None)]
    plays = t.log("play")
    assert plays[0]["seat"] == 1 and plays[0]["card"]["key"] == "slash" and plays[0]["card"]["skill"] == "longdan"


def test_slash_played_as_jink_against_archery():
    t = Table([{"role": "lord", "hand": ["万箭齐发 ♥A"]},
               {"role": "rebel", "general": "zhaoyun", "hand": ["雷杀 ♠4"]}])
    t.play(0, "万箭齐发 ♥A")
    t.respond(1, skill="longdan", cards=["雷杀 ♠4"])
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [] and t.log("play")[0]["card"]["key"] == "jink"


def test_wrong_card_or_name_is_refused():
    t = Table([{"role": "lord", "general": "zhaoyun", "hand": ["闪 ♥2", "桃 ♥3"]}, {"role": "rebel"}])
    with pytest.raises(IllegalAnswer):
        t.g.answer(Use(skill="longdan", name="slash", cards=(t.id("桃 ♥3"),), targets=(1,)))
    with pytest.raises(IllegalAnswer):
        t.g.answer(Use(skill="longdan", name="jink", cards=(t.id("闪 ♥2"),), targets=(1,)))
    t.end_play(0)
    t.finish()
    assert t.damage_log() == []


def test_declining_takes_the_hit():
    t = Table([{"role": "lord", "hand": ["杀 ♠7"]}, {"role": "rebel", "general": "zhaoyun", "hand": ["杀 ♠8"]}])
    t.play(0, "杀 ♠7", [1])
    t.passes(1)
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, None)] and t.hand(1) == {t.id("杀 ♠8")}
