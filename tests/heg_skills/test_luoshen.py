"""洛神 (国战, 甄姬): judge again while black; every black judge card is taken together at the end
(until then they wait in the processing area). So 鬼才 in the same pair cannot make it go round for
ever: each card it plays into a judgement is not back in hand before the end."""

from heg import HegTable

DRAWS = ["闪 ♦6", "闪 ♦9", "闪 ♦10", "闪 ♦11"]


def zhenji(hand=(), top=(), generals=("zhenji", "caopi"), rules=None):
    kw = {} if rules is None else {"rules": rules}
    return HegTable([{"generals": list(generals), "hand": list(hand)}, {"generals": ["sunquan", "huanggai"]}],
                    phase="start", top=[*top, *DRAWS], **kw)


def test_black_cards_wait_and_are_taken_together_at_the_end():
    for rules in ("old", "new"):
        t = zhenji(top=["杀 ♠7", "杀 ♣2", "闪 ♥2"], rules=rules)
        assert t.expect(0, "option").prompt.args == ("luoshen",)
        t.yes(0)
        assert t.g.processing == [t.id("杀 ♠7")] and t.hand(0) == set()   # it waits in the processing area
        t.yes(0)                                        # ♠7: again
        t.yes(0)                                        # ♣2: again; ♥2 ends it
        t.end_play(0)
        t.cards(0, "闪 ♦9")                             # (four cards, HP 3)
        t.finish()
        assert [e["card"]["id"] for e in t.log("judge")] == t.ids("杀 ♠7", "杀 ♣2", "闪 ♥2")
        taken = [(sorted(e["cards"]), e["src"], e["dst"]) for e in t.log("move") if e["reason"] == "luoshen"]
        assert taken == [(sorted(t.ids("杀 ♠7", "杀 ♣2")), "processing", "hand")]
        assert [e["cards"] for e in t.log("move") if e["reason"] == "judge_done"] == [[t.id("闪 ♥2")]]
        assert t.hand(0) == set(t.ids("杀 ♠7", "杀 ♣2", "闪 ♦6"))


def test_stopping_after_a_black_card_takes_it():
    t = zhenji(top=["杀 ♠7"])
    t.yes(0)
    t.no(0)                                             # ♠7 black: stops there and takes it
    t.end_play(0)
    t.finish()
    assert t.hand(0) == set(t.ids("杀 ♠7", "闪 ♦6", "闪 ♦9")) and t.g.processing == []
    assert [e["cards"] for e in t.log("move") if e["reason"] == "luoshen"] == [[t.id("杀 ♠7")]]


def test_guicai_in_the_same_pair_spends_a_card_each_time():
    """司马懿 + 甄姬: 鬼才 puts a black hand card into each judgement; it is not back in hand before
    the end, so the hand runs out and the judging stops."""
    t = zhenji(hand=["杀 ♠8", "杀 ♣9"], top=["闪 ♥2", "闪 ♥11", "闪 ♥13"], generals=("zhenji", "simayi"))
    t.yes(0)                                            # 洛神
    for card in ("杀 ♠8", None):
        assert t.expect(0, "option").prompt.args[0] == "guicai"
        t.yes(0)
        if card is not None:
            t.cards(0, card)                            # (the last card goes without a question)
        assert t.expect(0, "option").prompt.args == ("luoshen",)    # black: 洛神 may judge again
        t.yes(0)
    # no card left for 鬼才 (the two wait in the processing area): ♥13 ends it
    t.end_play(0)
    t.cards(0, "闪 ♦9")
    t.finish()
    assert t.hand(0) == set(t.ids("杀 ♠8", "杀 ♣9", "闪 ♦6"))
    assert {t.id("闪 ♥2"), t.id("闪 ♥11"), t.id("闪 ♥13")} <= set(t.g.discard_pile)
    assert [e["card"]["id"] for e in t.log("judge")] == t.ids("杀 ♠8", "杀 ♣9", "闪 ♥13")
    assert [e["skill"] for e in t.log("skill")].count("guicai") == 2
