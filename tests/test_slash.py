"""【杀】: targets, 闪, damage, the once-per-phase limit, 火/雷 nature."""

import pytest
from table import Table

from sgs_desktop.engine.errors import IllegalAnswer
from sgs_desktop.engine.protocol.answers import Use


def two(hand0, hand1=(), **kw):
    return Table([{"role": "lord", "hand": list(hand0)}, {"role": "rebel", "hand": list(hand1)}], **kw)


def test_slash_hits_without_jink():
    t = two(["杀 ♠7"])
    t.play(0, "杀 ♠7", [1])
    t.end_play(0)
    t.finish()
    assert t.p(1).hp == 3
    assert t.damage_log() == [(0, 1, 1, None)]
    assert t.id("杀 ♠7") in t.g.discard_pile


def test_slash_dodged_by_jink():
    t = two(["杀 ♠7"], ["闪 ♥2"])
    t.play(0, "杀 ♠7", [1])
    t.respond(1, "闪 ♥2", names=("jink",))
    t.end_play(0)
    t.finish()
    assert t.p(1).hp == 4
    assert t.damage_log() == []
    assert [e["card"]["key"] for e in t.log("use")] == ["slash", "jink"]


def test_target_may_decline_jink():
    t = two(["杀 ♠7"], ["闪 ♥2"])
    t.play(0, "杀 ♠7", [1])
    t.respond(1)
    t.end_play(0)
    t.finish()
    assert t.p(1).hp == 3 and t.id("闪 ♥2") in t.hand(1)


def test_one_slash_per_play_phase():
    t = two(["杀 ♠7", "杀 ♠8"])
    t.play(0, "杀 ♠7", [1])
    req = t.expect(0, "play")
    assert t.id("杀 ♠8") not in [o.card for o in req.options]
    with pytest.raises(IllegalAnswer):
        t.g.answer(Use(card=t.id("杀 ♠8"), targets=(1,)))
    t.end_play(0)
    t.finish()


def test_slash_out_of_range_is_not_offered():
    # 4 players: seat 0 to seat 2 is distance 2 (range 1 without a weapon)
    t = Table([{"role": "lord", "hand": ["杀 ♠7"]}, {"role": "loyalist"}, {"role": "rebel"}, {"role": "renegade"}])
    req = t.expect(0, "play")
    (opt,) = [o for o in req.options if o.card == t.id("杀 ♠7")]
    assert opt.targets.seats == (1, 3)
    with pytest.raises(IllegalAnswer, match="not a legal target"):
        t.g.answer(Use(card=t.id("杀 ♠7"), targets=(2,)))
    t.end_play(0)
    t.finish()


def test_fire_and_thunder_slash_damage_nature():
    t = two(["火杀 ♥4"], ["雷杀 ♠4"], round_limit=0)
    t.play(0, "火杀 ♥4", [1])
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, "fire")]


def test_illegal_answer_changes_nothing():
    t = two(["杀 ♠7"])
    before = (len(t.g.log), t.g.decisions, list(t.p(0).hand))
    req = t.pending
    for bad in ({"type": "use", "card": 999, "targets": [1]}, {"type": "use", "card": t.id("杀 ♠7"), "targets": [0]},
                {"type": "use", "card": t.id("杀 ♠7"), "targets": [1, 1]}, {"type": "pass"}, {"type": "nope"},
                {"type": "use", "card": "x"}):
        with pytest.raises(IllegalAnswer):
            t.g.answer(bad)
        assert t.pending is req
        assert (len(t.g.log), t.g.decisions, list(t.p(0).hand)) == before
    t.end_play(0)
    t.finish()
