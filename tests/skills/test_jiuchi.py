"""酒池: a ♠ hand card may be used as 酒 (in the play phase, or to save yourself when dying)."""

import pytest
from table import Table

from sgs_desktop.engine.errors import IllegalAnswer
from sgs_desktop.engine.protocol.answers import Use


def jiuchi_option(t, seat=0):
    opts = [o for o in t.expect(seat, "play").options if o.skill == "jiuchi"]
    return opts[0] if opts else None


def test_spade_as_wine_then_a_stronger_slash():
    t = Table([{"role": "lord", "skills": ["jiuchi"], "hand": ["闪电 ♠A", "杀 ♣2", "桃 ♥3"],
                "equip": ["大宛 ♠K"]},
               {"role": "rebel"}])
    opt = jiuchi_option(t)
    # ♠ hand cards only: not the ♣ 杀, not the ♠ horse in the equipment area
    assert opt.name == "analeptic" and opt.cards == (t.id("闪电 ♠A"),) and opt.targets is None
    with pytest.raises(IllegalAnswer, match="may not be chosen"):
        t.g.answer(Use(skill="jiuchi", name="analeptic", cards=t.ids("杀 ♣2")))
    t.play(0, skill="jiuchi", cards=["闪电 ♠A"])
    assert t.p(0).drunk == 1
    t.play(0, "杀 ♣2", [1])
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 2, None)]
    wine = [e for e in t.log("use") if e["card"]["key"] == "analeptic"]
    assert [(e["user"], e["targets"], e["card"]["skill"], e["card"]["subcards"]) for e in wine] == \
        [(0, [0], "jiuchi", [t.id("闪电 ♠A")])]


def test_once_per_turn_in_the_play_phase():
    t = Table([{"role": "lord", "skills": ["jiuchi"], "hand": ["闪电 ♠A", "杀 ♠7"]},
               {"role": "rebel"}])
    t.play(0, skill="jiuchi", cards=["闪电 ♠A"])
    assert jiuchi_option(t) is None          # a second 酒 this turn is not allowed
    t.end_play(0)
    t.finish()
    assert t.hand(0) == {t.id("杀 ♠7")}


def test_saves_yourself_when_dying():
    t = Table([{"role": "lord", "hand": ["杀 ♠7"]},
               {"role": "rebel", "skills": ["jiuchi"], "hp": 1, "hand": ["杀 ♠8", "闪 ♦2"]}])
    t.play(0, "杀 ♠7", [1])
    t.respond(1)                              # no 闪
    req = t.expect(1, "respond")
    assert req.names == ("analeptic", "peach") and req.prompt.key == "save"
    assert [(o.skill, o.name, o.cards) for o in req.options] == [("jiuchi", "analeptic", (t.id("杀 ♠8"),))]
    t.respond(1, skill="jiuchi", cards=["杀 ♠8"])
    t.end_play(0)
    t.finish()
    assert t.p(1).alive and t.p(1).hp == 1 and t.p(1).drunk == 0
    assert [(e["target"], e["source"]) for e in t.log("recover")] == [(1, 1)]
    assert t.log("death") == [] and t.hand(1) == {t.id("闪 ♦2")}


def test_not_for_saving_others():
    t = Table([{"role": "lord", "hand": ["杀 ♠7"]},
               {"role": "rebel", "hp": 1},
               {"role": "rebel", "skills": ["jiuchi"], "hand": ["杀 ♠8"]}], top=["杀 ♣2", "杀 ♣3", "杀 ♣4"])
    t.play(0, "杀 ♠7", [1])
    # seat 2 could only offer 酒, which saves nobody else: it is not asked
    t.end_play(0)
    t.finish()
    assert not t.p(1).alive and t.hand(2) == {t.id("杀 ♠8")}
    assert t.hand(0) == set(t.ids("杀 ♣2", "杀 ♣3", "杀 ♣4"))          # the reward for a rebel
