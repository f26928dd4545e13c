"""巨象 (祝融): 锁定技, 南蛮入侵 has no effect on her; she takes another player's 南蛮入侵 once it
has resolved."""

from table import Table


def test_immune_and_takes_the_card():
    t = Table([{"role": "lord", "hand": ["南蛮入侵 ♣7"]}, {"role": "rebel", "general": "zhurong"},
               {"role": "rebel"}])
    t.play(0, "南蛮入侵 ♣7")
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 2, 1, None)]
    assert [(e["card"]["key"], e["target"]) for e in t.log("no_effect")] == [("savage_assault", 1)]
    assert [(e["seat"], e["skill"]) for e in t.log("skill")] == [(1, "juxiang"), (1, "juxiang")]
    assert t.hand(1) == {t.id("南蛮入侵 ♣7")}
    (took,) = [e for e in t.log("move") if e["reason"] == "juxiang"]
    assert (took["src"], took["dst"], took["dst_owner"]) == ("processing", "hand", 1)


def test_her_own_savage_assault_goes_to_the_discard_pile():
    t = Table([{"role": "lord", "general": "zhurong", "hand": ["南蛮入侵 ♣7"]}, {"role": "rebel"}])
    t.play(0, "南蛮入侵 ♣7")
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, None)] and t.log("skill") == []
    assert t.id("南蛮入侵 ♣7") in t.g.discard_pile


def test_nullified_for_everyone_she_still_takes_it():
    """无懈可击 on the last target: the card has still been used and resolved."""
    t = Table([{"role": "lord", "hand": ["南蛮入侵 ♣7"]}, {"role": "rebel", "general": "zhurong"},
               {"role": "rebel", "hand": ["无懈可击 ♠J"]}])
    t.play(0, "南蛮入侵 ♣7")
    # no 无懈可击 window for 祝融 (it has no effect on her); seat 2 answers for itself
    assert t.expect(2, "respond").prompt.args == ("savage_assault", 0, 2)
    t.respond(2, "无懈可击 ♠J")
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [] and t.hand(1) == {t.id("南蛮入侵 ♣7")}


def test_archery_attack_hits_her():
    t = Table([{"role": "lord", "hand": ["万箭齐发 ♥A"]}, {"role": "rebel", "general": "zhurong"}])
    t.play(0, "万箭齐发 ♥A")
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, None)] and t.hand(1) == set() and t.log("skill") == []
