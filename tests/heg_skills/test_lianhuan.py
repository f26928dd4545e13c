"""连环: a ♣ hand card used as 铁索连环, or recast (重铸) in the play phase."""

import pytest
from heg import HegTable

from sgs_desktop.engine.errors import IllegalAnswer
from sgs_desktop.engine.protocol.answers import Recast

PT = ["pangtong", "zhangfei"]        # no 看破 at the table: no 无懈可击 questions
QUIET = ["sunquan", "ganning"]


def test_use_a_club_card_as_iron_chain():
    t = HegTable([{"generals": PT, "hand": ["杀 ♣2", "杀 ♠5"]}, {"generals": QUIET}])
    req = t.expect(0, "play")
    (opt,) = [o for o in req.options if o.skill == "lianhuan"]
    assert opt.name == "iron_chain" and opt.cards == (t.id("杀 ♣2"),)
    assert (opt.targets.seats, opt.targets.min, opt.targets.max) == ((0, 1), 1, 2)
    t.play(0, skill="lianhuan", cards=["杀 ♣2"], targets=[0, 1])
    t.end_play(0)
    t.finish()
    assert t.p(0).chained and t.p(1).chained
    (use,) = t.log("use")
    assert (use["card"]["key"], use["card"]["skill"], use["card"]["subcards"]) == \
        ("iron_chain", "lianhuan", [t.id("杀 ♣2")])
    assert t.id("杀 ♣2") in t.g.discard_pile and t.hand(0) == {t.id("杀 ♠5")}


def test_recast_a_club_card():
    t = HegTable([{"generals": PT, "hand": ["杀 ♣2", "闪 ♥2", "铁索连环 ♣12"]}, {"generals": QUIET}],
                 top=["桃 ♥4", "闪 ♦2"])
    req = t.expect(0, "play")
    # the ♣ 杀 through 连环; 铁索连环 can be recast by itself; 闪 ♥2 cannot
    assert sorted(req.recast) == sorted(t.ids("铁索连环 ♣12", "杀 ♣2"))
    t.recast(0, "杀 ♣2")
    assert [(e["seat"], e["skill"]) for e in t.log("skill")] == [(0, "lianhuan")]
    assert [e["card"]["id"] for e in t.log("recast")] == [t.id("杀 ♣2")]
    assert t.hand(0) == set(t.ids("闪 ♥2", "铁索连环 ♣12", "桃 ♥4"))
    t.recast(0, "铁索连环 ♣12")             # the card's own recast: 连环 is not noted
    t.end_play(0)
    t.finish()
    assert len(t.log("skill")) == 1 and len(t.log("recast")) == 2
    assert t.hand(0) == set(t.ids("闪 ♥2", "桃 ♥4", "闪 ♦2")) and t.log("use") == []
    assert [e["reason"] for e in t.log("move") if e["src"] == "draw" and e["reason"] != "setup"] == ["recast", "recast"]


def test_no_club_no_lianhuan():
    t = HegTable([{"generals": PT, "hand": ["杀 ♠5", "闪 ♥2"]}, {"generals": QUIET}])
    req = t.expect(0, "play")
    assert [o for o in req.options if o.skill == "lianhuan"] == [] and req.recast == ()
    with pytest.raises(IllegalAnswer):
        t.g.answer(Recast(t.id("杀 ♠5")))
    assert t.g.pending is req and t.log("recast") == []
    t.end_play(0)
    t.finish()


def test_a_face_down_pangtong_shows_when_recasting():
    t = HegTable([{"generals": PT, "shown": [False, False], "hand": ["杀 ♣2"]}, {"generals": QUIET}],
                 top=["桃 ♥4"])
    assert t.expect(0, "play").recast == (t.id("杀 ♣2"),)
    t.recast(0, "杀 ♣2")
    t.end_play(0)
    t.finish()
    assert [(e["slot"], e["reason"]) for e in t.log("show_general")] == [("head", "lianhuan")]
    assert t.p(0).kingdom == "shu" and not t.p(0).generals[1].shown and t.hand(0) == {t.id("桃 ♥4")}


def test_a_face_down_pangtong_shows_when_using_it():
    t = HegTable([{"generals": PT, "shown": [False, True], "hand": ["杀 ♣2"]}, {"generals": QUIET}])
    t.play(0, skill="lianhuan", cards=["杀 ♣2"], targets=[1])
    t.no(0)                                  # both shown now: the half 阴阳鱼 draw, declined
    t.end_play(0)
    t.finish()
    assert [(e["slot"], e["reason"]) for e in t.log("show_general")] == [("head", "lianhuan")]
    assert t.p(1).chained and not t.p(0).chained


def test_the_offered_targets_are_those_of_a_club_card():
    """帷幕 (贾诩) refuses black tricks: a ♣ 铁索连环 cannot name him, and it is not offered."""
    t = HegTable([{"generals": PT, "hand": ["杀 ♣2"]}, {"generals": QUIET}, {"generals": ["jiaxu", "lvbu"]}])
    (opt,) = [o for o in t.expect(0, "play").options if o.skill == "lianhuan"]
    assert opt.targets.seats == (0, 1)
    t.play(0, skill="lianhuan", cards=["杀 ♣2"], targets=[1])
    t.end_play(0)
    t.finish()
    assert t.p(1).chained and not t.p(2).chained
