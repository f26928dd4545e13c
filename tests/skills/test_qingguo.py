"""倾国 (甄姬): a black hand card as 闪."""

import pytest
from table import Table

from sgs_desktop.engine.errors import IllegalAnswer
from sgs_desktop.engine.protocol.answers import Use


def test_black_hand_card_used_as_jink():
    t = Table([{"role": "lord", "hand": ["杀 ♠7"]},
               {"role": "rebel", "general": "zhenji", "hand": ["杀 ♣2", "闪 ♥2", "桃 ♥3"]}])
    t.play(0, "杀 ♠7", [1])
    req = t.expect(1, "respond")
    (opt,) = [o for o in req.options if o.skill == "qingguo"]
    assert opt.name == "jink" and opt.cards == (t.id("杀 ♣2"),)
    t.respond(1, skill="qingguo", cards=["杀 ♣2"])
    t.end_play(0)
    t.finish()
    assert t.damage_log() == []
    jink = [e for e in t.log("use") if e["card"]["key"] == "jink"]
    assert [(e["user"], e["card"]["skill"], e["card"]["subcards"]) for e in jink] == [(1, "qingguo", [t.id("杀 ♣2")])]
    assert t.id("杀 ♣2") in t.g.discard_pile and t.hand(1) == {t.id("闪 ♥2"), t.id("桃 ♥3")}


def test_red_card_cannot_be_a_qingguo_jink():
    t = Table([{"role": "lord", "hand": ["杀 ♠7"]}, {"role": "rebel", "general": "zhenji", "hand": ["杀 ♣2", "桃 ♥3"]}])
    t.play(0, "杀 ♠7", [1])
    t.expect(1, "respond")
    with pytest.raises(IllegalAnswer, match="may not be chosen"):
        t.g.answer(Use(skill="qingguo", cards=(t.id("桃 ♥3"),)))
    t.respond(1)
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, None)]


def test_only_red_cards_not_asked():
    t = Table([{"role": "lord", "hand": ["杀 ♠7"]},
               {"role": "rebel", "general": "zhenji", "hand": ["桃 ♥3"], "equip": ["青釭剑 ♠6"]}])
    t.play(0, "杀 ♠7", [1])         # a black weapon is not a hand card: nothing to answer with
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, None)]


def test_not_a_play_phase_action():
    t = Table([{"role": "lord", "general": "zhenji", "hand": ["杀 ♣2"]}, {"role": "rebel"}])
    req = t.expect(0, "play")
    assert not [o for o in req.options if o.skill == "qingguo"]
    t.end_play(0)
    t.finish()


def test_played_against_archery_attack():
    t = Table([{"role": "lord", "hand": ["万箭齐发 ♥A"]}, {"role": "rebel", "general": "zhenji", "hand": ["决斗 ♠A"]}])
    t.play(0, "万箭齐发 ♥A")
    req = t.expect(1, "respond")
    assert req.mode == "play"
    t.respond(1, skill="qingguo", cards=["决斗 ♠A"])
    t.end_play(0)
    t.finish()
    assert t.damage_log() == []
    (play,) = t.log("play")
    assert play["seat"] == 1 and play["card"]["key"] == "jink" and play["card"]["skill"] == "qingguo"
