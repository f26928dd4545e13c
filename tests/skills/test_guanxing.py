"""观星: at the start phase, look at the top X cards (X = living players, at most 5) and put them
back on top and/or at the bottom in any order."""

from table import Table

TOP = ["杀 ♠7", "闪 ♥2", "桃 ♥3", "决斗 ♠A"]


def drawn(t) -> list[int]:
    (move,) = [e for e in t.log("move") if e["reason"] == "draw_phase"]
    return move["cards"]


def test_top_and_bottom_and_who_sees_them():
    t = Table([{"role": "lord", "general": "zhugeliang"}, {"role": "rebel"}, {"role": "loyalist"}],
              phase="start", top=TOP)
    req = t.expect(0, "option")
    assert req.prompt.args == ("guanxing",)
    t.yes(0)
    req = t.expect(0, "arrange")
    assert req.cards == tuple(t.ids("杀 ♠7", "闪 ♥2", "桃 ♥3")) and req.bottom_allowed
    t.answer(0, "arrange", {"type": "arrange", "top": [t.id("桃 ♥3")], "bottom": t.ids("杀 ♠7", "闪 ♥2")})
    pile = t.g.draw_pile
    assert pile[:2] == [t.id("闪 ♥2"), t.id("杀 ♠7")]           # 闪 bottommost, 杀 just above it
    # the draw phase (already over) took 桃 from the top, then 决斗
    assert drawn(t) == t.ids("桃 ♥3", "决斗 ♠A")
    t.end_play(0)
    t.finish()
    assert t.hand(0) == set(t.ids("桃 ♥3", "决斗 ♠A"))
    (mine,) = t.log("arrange", seat=0)
    assert mine["top"] == [t.id("桃 ♥3")] and mine["bottom"] == t.ids("杀 ♠7", "闪 ♥2")
    for other in (1, 2, None):
        (theirs,) = t.log("arrange", seat=other)
        assert theirs["top"] is None and theirs["bottom"] is None
        assert (theirs["top_count"], theirs["bottom_count"]) == (1, 2)
        (look,) = t.log("look", seat=other)
        assert look["cards"] is None and look["count"] == 3
    assert t.log("look", seat=0)[0]["cards"] == t.ids("杀 ♠7", "闪 ♥2", "桃 ♥3")


def test_all_on_top_in_a_new_order():
    t = Table([{"role": "lord", "general": "zhugeliang"}, {"role": "rebel"}], phase="start", top=TOP)
    t.yes(0)
    t.answer(0, "arrange", {"type": "arrange", "top": t.ids("闪 ♥2", "杀 ♠7"), "bottom": []})
    assert drawn(t) == t.ids("闪 ♥2", "杀 ♠7")
    t.end_play(0)
    t.finish()
    assert t.hand(0) == set(t.ids("闪 ♥2", "杀 ♠7"))


def test_declined_leaves_the_pile_alone():
    t = Table([{"role": "lord", "general": "zhugeliang"}, {"role": "rebel"}], phase="start", top=TOP)
    t.no(0)
    t.end_play(0)
    t.finish()
    assert t.hand(0) == set(t.ids("杀 ♠7", "闪 ♥2")) and t.log("arrange") == [] and t.log("look") == []


def test_at_most_five_cards():
    players = [{"role": "lord", "skills": ["guanxing"]}] + [{"role": "rebel"}] * 3 + [{"role": "loyalist"}] * 2
    t = Table([dict(p) for p in players], phase="start",
              top=["杀 ♠7", "闪 ♥2", "桃 ♥3", "决斗 ♠A", "杀 ♣2", "闪 ♦2"])
    t.yes(0)
    req = t.expect(0, "arrange")
    assert len(req.cards) == 5 and t.id("闪 ♦2") not in req.cards
    t.answer(0, "arrange", {"type": "arrange", "top": [], "bottom": list(req.cards)})
    t.end_play(0)
    t.finish()
    assert t.id("闪 ♦2") in t.hand(0) and len(t.hand(0)) == 2 and not t.hand(0) & set(req.cards)
    assert t.g.draw_pile[:5] == list(reversed(req.cards))
