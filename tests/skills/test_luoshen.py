"""洛神 (甄姬): at the start of the start phase, judge again and again, keeping black cards, until red."""

from table import Table

DRAWS = ["闪 ♦3", "闪 ♦4"]


def test_keeps_black_cards_and_stops_at_red():
    t = Table([{"role": "lord", "general": "zhenji"}, {"role": "rebel"}],
              phase="start", top=["杀 ♠7", "杀 ♣2", "闪 ♥2", *DRAWS])
    req = t.expect(0, "option")
    assert req.prompt.args == ("luoshen",)
    t.yes(0)
    t.yes(0)                        # ♠7 taken: again
    t.yes(0)                        # ♣2 taken: again; ♥2 ends it
    t.end_play(0)
    t.cards(0, "闪 ♦4")             # four cards, HP 3
    t.finish()
    assert [e["card"]["id"] for e in t.log("judge")] == [t.id("杀 ♠7"), t.id("杀 ♣2"), t.id("闪 ♥2")]
    assert t.hand(0) == {t.id("杀 ♠7"), t.id("杀 ♣2"), t.id("闪 ♦3")}
    assert t.id("闪 ♥2") in t.g.discard_pile
    taken = [(e["cards"], e["src"], e["dst"]) for e in t.log("move") if e["reason"] == "luoshen"]
    assert taken == [([t.id("杀 ♠7")], "processing", "hand"), ([t.id("杀 ♣2")], "processing", "hand")]
    # the red card went to the discard pile as any judge card does
    assert [e["cards"] for e in t.log("move") if e["reason"] == "judge_done"] == [[t.id("闪 ♥2")]]
    # invoked three times; each black card taken is logged as 洛神 too
    assert [(e["seat"], e["skill"]) for e in t.log("skill")] == [(0, "luoshen")] * 5


def test_may_stop_after_a_black_card():
    t = Table([{"role": "lord", "general": "zhenji"}, {"role": "rebel"}],
              phase="start", top=["杀 ♠7", *DRAWS])
    t.yes(0)
    t.no(0)                         # keeps the ♠7 and stops
    t.end_play(0)
    t.finish()
    assert len(t.log("judge")) == 1 and t.hand(0) == {t.id("杀 ♠7"), *t.ids(*DRAWS)}


def test_red_first_nothing_taken():
    t = Table([{"role": "lord", "general": "zhenji"}, {"role": "rebel"}],
              phase="start", top=["桃 ♥3", *DRAWS])
    t.yes(0)
    t.end_play(0)
    t.finish()
    assert t.hand(0) == set(t.ids(*DRAWS)) and t.id("桃 ♥3") in t.g.discard_pile


def test_declined():
    t = Table([{"role": "lord", "general": "zhenji"}, {"role": "rebel"}],
              phase="start", top=DRAWS)
    t.no(0)
    t.end_play(0)
    t.finish()
    assert t.log("judge") == [] and t.hand(0) == set(t.ids(*DRAWS))


def test_only_in_her_own_start_phase():
    t = Table([{"role": "lord"}, {"role": "rebel", "general": "zhenji"}], phase="start", top=DRAWS)
    t.end_play(0)
    t.finish()
    assert t.log("skill") == []


def test_sima_yi_turns_a_red_judgement_black():
    """鬼才 replaces the ♥ with a ♠: she takes the ♠ and may go on."""
    t = Table([{"role": "lord", "general": "zhenji"}, {"role": "rebel", "general": "simayi", "hand": ["杀 ♠7"]}],
              phase="start", top=["桃 ♥3", "闪 ♥2", *DRAWS])
    t.yes(0)
    t.yes(1)                        # 鬼才
    t.yes(0)                        # again: ♥2 ends it (司马懿 has no card left)
    t.end_play(0)
    t.finish()
    assert t.hand(0) == {t.id("杀 ♠7"), *t.ids(*DRAWS)}
    assert {t.id("桃 ♥3"), t.id("闪 ♥2")} <= set(t.g.discard_pile)
