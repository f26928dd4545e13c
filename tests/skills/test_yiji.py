"""遗计 (郭嘉): per 1 damage, take the top two cards and hand them out as you like."""

from table import Table


def _gives(t, seat=-1):
    return [(e["cards"], e["src_owner"], e["dst_owner"]) for e in t.log("move", seat=seat) if e["reason"] == "yiji"
            and e["src"] == "hand"]


def test_one_to_a_player_one_kept():
    t = Table([{"role": "lord", "hand": ["杀 ♠7"]}, {"role": "rebel", "general": "guojia"}, {"role": "rebel"}],
              top=["闪 ♦3", "闪 ♦4"])
    t.play(0, "杀 ♠7", [1])
    req = t.expect(1, "option")
    assert req.prompt.args == ("yiji",)
    t.yes(1)
    req = t.expect(1, "cards")
    assert set(req.cards) == {t.id("闪 ♦3"), t.id("闪 ♦4")} and (req.min, req.max) == (0, 2)
    t.cards(1, "闪 ♦3")
    req = t.expect(1, "seats")
    assert req.seats == (2, 0)
    t.seats(1, 2)
    req = t.expect(1, "cards")
    assert req.cards == (t.id("闪 ♦4"),) and (req.min, req.max) == (0, 1)
    t.cards(1)                      # keeps the other one
    t.end_play(0)
    t.finish()
    assert t.hand(1) == {t.id("闪 ♦4")} and t.hand(2) == {t.id("闪 ♦3")}
    assert _gives(t) == [([t.id("闪 ♦3")], 1, 2)]
    # the gift is private: the lord sees one card go from seat 1 to seat 2, not which
    (seen,) = _gives(t, seat=0)
    assert seen == (None, 1, 2)
    assert [(e["seat"], e["skill"]) for e in t.log("skill")] == [(1, "yiji")]


def test_one_each_to_two_players():
    t = Table([{"role": "lord", "hand": ["杀 ♠7"]}, {"role": "rebel", "general": "guojia"}, {"role": "rebel"}],
              top=["闪 ♦3", "闪 ♦4"])
    t.play(0, "杀 ♠7", [1])
    t.yes(1)
    t.cards(1, "闪 ♦3")
    t.seats(1, 2)
    t.cards(1, "闪 ♦4")
    t.seats(1, 0)
    t.end_play(0)
    t.finish()
    assert t.hand(1) == set() and t.hand(2) == {t.id("闪 ♦3")} and t.hand(0) == {t.id("闪 ♦4")}


def test_both_to_one_player_with_a_single_other_player():
    """With one other player, giving needs no seat question."""
    t = Table([{"role": "lord", "hand": ["杀 ♠7"]}, {"role": "rebel", "general": "guojia"}],
              top=["闪 ♦3", "闪 ♦4"])
    t.play(0, "杀 ♠7", [1])
    t.yes(1)
    t.cards(1, "闪 ♦3", "闪 ♦4")
    t.end_play(0)
    t.finish()
    assert t.hand(0) == {t.id("闪 ♦3"), t.id("闪 ♦4")} and t.hand(1) == set()
    assert _gives(t) == [([t.id("闪 ♦3"), t.id("闪 ♦4")], 1, 0)]


def test_two_damage_two_rounds():
    t = Table([{"role": "lord", "hand": ["酒 ♠3", "杀 ♠7"]}, {"role": "rebel", "general": "guojia"},
               {"role": "rebel"}],
              top=["闪 ♦3", "闪 ♦4", "闪 ♦5", "闪 ♦6"])
    t.play(0, "酒 ♠3")
    t.play(0, "杀 ♠7", [1])
    t.yes(1)
    t.cards(1, "闪 ♦3", "闪 ♦4")
    t.seats(1, 2)
    req = t.expect(1, "option")     # the second point: asked again
    assert req.prompt.args == ("yiji",)
    t.yes(1)
    t.cards(1)                      # keeps both
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 2, None)] and t.p(1).hp == 1
    assert t.hand(2) == {t.id("闪 ♦3"), t.id("闪 ♦4")} and t.hand(1) == {t.id("闪 ♦5"), t.id("闪 ♦6")}
    assert [(e["seat"], e["skill"]) for e in t.log("skill")] == [(1, "yiji"), (1, "yiji")]
    assert [e["count"] for e in t.log("move") if e["reason"] == "yiji" and e["src"] == "draw"] == [2, 2]


def test_two_damage_second_round_declined():
    t = Table([{"role": "lord", "hand": ["酒 ♠3", "杀 ♠7"]}, {"role": "rebel", "general": "guojia"}],
              top=["闪 ♦3", "闪 ♦4", "闪 ♦5"])
    t.play(0, "酒 ♠3")
    t.play(0, "杀 ♠7", [1])
    t.yes(1)
    t.cards(1)
    t.no(1)
    t.end_play(0)
    t.finish()
    assert t.hand(1) == {t.id("闪 ♦3"), t.id("闪 ♦4")} and t.g.draw_pile[-1] == t.id("闪 ♦5")
    assert len(t.log("skill")) == 1


def test_declined():
    t = Table([{"role": "lord", "hand": ["杀 ♠7"]}, {"role": "rebel", "general": "guojia"}],
              top=["闪 ♦3", "闪 ♦4"])
    t.play(0, "杀 ♠7", [1])
    t.no(1)
    t.end_play(0)
    t.finish()
    assert t.hand(1) == set() and t.g.draw_pile[-1] == t.id("闪 ♦3") and t.log("skill") == []
