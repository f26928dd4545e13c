"""连环 (庞统, 火): a ♣ hand card used as 铁索连环, or recast (重铸) in the play phase."""

from refusals import refused
from table import Table

from sgs_desktop.engine.protocol.answers import Recast, Use


def duo(hand, top=(), **kw):
    """庞统 (seat 0, a rebel) and the lord (seat 1): nobody holds a 无懈可击."""
    return Table([{"role": "rebel", "general": "pangtong", "hand": hand}, {"role": "lord"}], current=0, top=top, **kw)


def test_a_club_hand_card_as_iron_chain():
    t = duo(["杀 ♣2", "杀 ♠7"])
    (opt,) = [o for o in t.expect(0, "play").options if o.skill == "lianhuan"]
    assert opt.name == "iron_chain" and opt.cards == (t.id("杀 ♣2"),) and (opt.min_cards, opt.max_cards) == (1, 1)
    assert (opt.targets.seats, opt.targets.min, opt.targets.max) == ((0, 1), 1, 2)
    t.play(0, skill="lianhuan", cards=["杀 ♣2"], targets=[0, 1])
    t.end_play(0)
    t.finish()
    assert t.p(0).chained and t.p(1).chained
    (use,) = t.log("use")
    assert (use["card"]["key"], use["card"]["skill"], use["card"]["subcards"], use["card"]["suit"]) == \
        ("iron_chain", "lianhuan", [t.id("杀 ♣2")], "club")
    assert t.id("杀 ♣2") in t.g.discard_pile and t.hand(0) == {t.id("杀 ♠7")}


def test_recast_a_club_hand_card():
    t = duo(["杀 ♣2", "闪 ♥2", "铁索连环 ♣12"], top=["桃 ♥4", "闪 ♦2"])
    req = t.expect(0, "play")
    assert sorted(req.recast) == sorted(t.ids("铁索连环 ♣12", "杀 ♣2"))   # not the 闪 ♥2
    t.recast(0, "杀 ♣2")
    assert [(e["seat"], e["skill"]) for e in t.log("skill")] == [(0, "lianhuan")]
    assert [e["card"]["id"] for e in t.log("recast")] == [t.id("杀 ♣2")]
    assert t.hand(0) == set(t.ids("闪 ♥2", "铁索连环 ♣12", "桃 ♥4"))
    t.recast(0, "铁索连环 ♣12")               # the card recasts itself: 连环 is not noted
    t.end_play(0)
    t.finish()
    assert len(t.log("skill")) == 1 and len(t.log("recast")) == 2 and t.log("use") == []
    assert t.hand(0) == set(t.ids("闪 ♥2", "桃 ♥4", "闪 ♦2"))
    assert t.id("杀 ♣2") in t.g.discard_pile


def test_only_club_hand_cards_are_refused_otherwise():
    t = Table([{"role": "rebel", "general": "pangtong", "hand": ["杀 ♠7", "闪 ♥2"], "equip": ["八卦阵 ♣2"]},
               {"role": "lord"}], current=0)
    req = t.expect(0, "play")
    assert [o for o in req.options if o.skill == "lianhuan"] == [] and req.recast == ()   # a ♣ in equipment: no
    refused(t, Recast(t.id("杀 ♠7")), "recast")
    refused(t, Recast(t.id("八卦阵 ♣2")), "recast")
    refused(t, Use(skill="lianhuan", name="iron_chain", cards=(t.id("杀 ♠7"),), targets=(1,)), "lianhuan")
    t.end_play(0)
    t.finish()
    assert t.log("recast") == [] and t.log("use") == []


def test_a_recast_is_not_a_use_and_draws_even_with_an_empty_hand():
    t = duo(["杀 ♣2"], top=["闪 ♦2"])
    t.recast(0, "杀 ♣2")                     # the last hand card: the draw refills the hand
    assert t.hand(0) == {t.id("闪 ♦2")} and t.log("use") == []
    t.end_play(0)
    t.finish()
