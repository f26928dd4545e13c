"""突袭 (张辽): instead of drawing, take one hand card each from one or two other players."""

from table import Table


def test_takes_from_two_players_instead_of_drawing():
    t = Table([{"role": "lord", "general": "zhangliao"}, {"role": "rebel", "hand": ["桃 ♥3", "闪 ♥2"]},
               {"role": "rebel", "hand": ["杀 ♠7"]}, {"role": "loyalist", "hand": ["闪 ♦2"]}],
              phase="draw", top=["闪 ♦3", "闪 ♦4"])
    req = t.expect(0, "option")
    assert req.prompt.args == ("tuxi",)
    t.yes(0)
    req = t.expect(0, "seats")
    assert req.seats == (1, 2, 3) and (req.min, req.max) == (1, 2)
    t.seats(0, 2, 1)
    req = t.expect(0, "pick")          # seat order: seat 1 first, face down
    assert req.owner == 1 and req.hand == 2 and req.cards == ()
    t.pick_hidden(0, "闪 ♥2")
    # seat 2's only card is taken without a question
    t.end_play(0)
    t.finish()
    assert t.hand(0) == {t.id("闪 ♥2"), t.id("杀 ♠7")}
    assert t.hand(1) == {t.id("桃 ♥3")} and t.hand(2) == set() and t.hand(3) == {t.id("闪 ♦2")}
    assert t.g.draw_pile[-2:] == [t.id("闪 ♦4"), t.id("闪 ♦3")]       # nothing was drawn
    moves = [(e["src_owner"], e["dst_owner"]) for e in t.log("move") if e["reason"] == "tuxi"]
    assert moves == [(1, 0), (2, 0)]
    assert not [e for e in t.log("move") if e["reason"] == "draw_phase"]
    assert [(e["seat"], e["skill"]) for e in t.log("skill")] == [(0, "tuxi")]


def test_one_player_only():
    t = Table([{"role": "lord", "general": "zhangliao"}, {"role": "rebel", "hand": ["桃 ♥3"]},
               {"role": "rebel", "hand": ["杀 ♠7"]}],
              phase="draw", top=["闪 ♦3", "闪 ♦4"])
    t.yes(0)
    t.seats(0, 2)
    t.end_play(0)
    t.finish()
    assert t.hand(0) == {t.id("杀 ♠7")} and t.hand(1) == {t.id("桃 ♥3")}


def test_declined_draws_as_usual():
    t = Table([{"role": "lord", "general": "zhangliao"}, {"role": "rebel", "hand": ["桃 ♥3"]}],
              phase="draw", top=["闪 ♦3", "闪 ♦4"])
    t.no(0)
    t.end_play(0)
    t.finish()
    assert t.hand(0) == {t.id("闪 ♦3"), t.id("闪 ♦4")} and t.hand(1) == {t.id("桃 ♥3")}
    assert t.log("skill") == []


def test_single_possible_victim_needs_no_choice():
    t = Table([{"role": "lord", "general": "zhangliao"}, {"role": "rebel", "hand": ["桃 ♥3"]}, {"role": "rebel"}],
              phase="draw", top=["闪 ♦3", "闪 ♦4"])
    t.yes(0)                        # only seat 1 has a hand card: no seats or pick question
    t.end_play(0)
    t.finish()
    assert t.hand(0) == {t.id("桃 ♥3")}


def test_nobody_has_a_hand_card_no_question():
    t = Table([{"role": "lord", "general": "zhangliao"}, {"role": "rebel", "equip": ["赤兔 ♥5"]}],
              phase="draw", top=["闪 ♦3", "闪 ♦4"])
    t.end_play(0)
    t.finish()
    assert t.hand(0) == {t.id("闪 ♦3"), t.id("闪 ♦4")} and t.log("skill") == []


def test_the_hand_stays_hidden_from_others():
    t = Table([{"role": "lord", "general": "zhangliao"}, {"role": "rebel", "hand": ["桃 ♥3"]}, {"role": "rebel"}],
              phase="draw")
    t.yes(0)
    t.end_play(0)
    t.finish()
    (seen,) = [e for e in t.log("move", seat=2) if e["reason"] == "tuxi"]
    assert seen["cards"] is None and seen["count"] == 1
    (own,) = [e for e in t.log("move", seat=0) if e["reason"] == "tuxi"]
    assert own["cards"] == [t.id("桃 ♥3")]
