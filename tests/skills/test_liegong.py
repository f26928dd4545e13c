"""烈弓 (黄忠, 风): in the play phase, after 黄忠's 杀 targets a player holding at least his HP in
cards, or at most his attack range, he may take 闪 away from it for this 杀."""

import pytest
from table import Table

from sgs_desktop.engine.errors import IllegalAnswer
from sgs_desktop.engine.protocol.answers import Choose


def test_a_full_hand_cannot_dodge():
    t = Table([{"role": "lord", "general": "huangzhong", "hp": 3, "hand": ["杀 ♠7"]},
               {"role": "rebel", "hand": ["闪 ♥2", "闪 ♦2", "桃 ♥3"]}])
    t.play(0, "杀 ♠7", [1])
    req = t.expect(0, "option")
    assert req.prompt.args == ("liegong", 1)
    t.yes(0)
    t.end_play(0)                   # seat 1 was never asked for 闪
    t.finish()
    assert t.damage_log() == [(0, 1, 1, None)] and len(t.hand(1)) == 3
    assert [(e["seat"], e["skill"]) for e in t.log("no_jink")] == [(1, "liegong")]
    assert [(e["seat"], e["skill"]) for e in t.log("skill")] == [(0, "liegong")]


def test_a_hand_within_the_attack_range_cannot_dodge():
    """HP 4, attack range 1: one card in hand is few enough."""
    t = Table([{"role": "lord", "general": "huangzhong", "hand": ["杀 ♠7"]},
               {"role": "rebel", "hand": ["闪 ♥2"]}])
    t.play(0, "杀 ♠7", [1])
    t.yes(0)
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, None)] and t.hand(1) == {t.id("闪 ♥2")}


def test_a_weapon_widens_the_range_condition():
    """With 麒麟弓 (range 5) a hand of 3 at 4 HP is within it."""
    t = Table([{"role": "lord", "general": "huangzhong", "hand": ["杀 ♠7"], "equip": ["麒麟弓 ♥5"]},
               {"role": "rebel", "hand": ["闪 ♥2", "闪 ♦2", "桃 ♥3"]}])
    t.play(0, "杀 ♠7", [1])
    t.yes(0)
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, None)]


def test_neither_condition_not_offered_and_the_target_may_dodge():
    t = Table([{"role": "lord", "general": "huangzhong", "hand": ["杀 ♠7"]},
               {"role": "rebel", "hand": ["闪 ♥2", "桃 ♥3"]}])
    t.play(0, "杀 ♠7", [1])
    t.respond(1, "闪 ♥2")
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [] and t.log("no_jink") == [] and t.log("skill") == []


def test_declined_the_target_is_asked_for_jink():
    t = Table([{"role": "lord", "general": "huangzhong", "hand": ["杀 ♠7"]},
               {"role": "rebel", "hand": ["闪 ♥2"]}])
    t.play(0, "杀 ♠7", [1])
    t.no(0)
    t.respond(1, "闪 ♥2")
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [] and t.log("no_jink") == []


def test_not_outside_his_play_phase():
    """A 杀 黄忠 uses for another's 借刀杀人 (in that player's turn) is not his play phase's."""
    t = Table([{"role": "lord", "general": "huangzhong", "hand": ["杀 ♠7"], "equip": ["青釭剑 ♠6"]},
               {"role": "rebel", "hand": ["借刀杀人 ♣Q"]}, {"role": "rebel", "hand": ["闪 ♥2"]}],
              current=1)
    t.play(1, "借刀杀人 ♣Q", [0, 2])
    t.respond(0, "杀 ♠7")
    t.respond(2, "闪 ♥2")            # no 烈弓 question: 闪 is asked at once
    t.end_play(1)
    t.finish()
    assert t.log("no_jink") == [] and t.damage_log() == []


def test_refused_answer_changes_nothing():
    t = Table([{"role": "lord", "general": "huangzhong", "hand": ["杀 ♠7"]},
               {"role": "rebel", "hand": ["闪 ♥2"]}])
    t.play(0, "杀 ♠7", [1])
    req = t.expect(0, "option")
    with pytest.raises(IllegalAnswer):
        t.g.answer(Choose("always"))
    assert t.g.pending == req and t.log("no_jink") == []
    t.yes(0)
    t.end_play(0)
    t.finish()
