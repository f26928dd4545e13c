"""神智: at the start of the start phase, discard the whole hand; at least HP cards: recover 1."""

from heg import HegTable

GFR = ["ganfuren", "liubei"]          # 3 HP
QUIET = ["sunquan", "ganning"]


def test_discard_enough_and_recover():
    t = HegTable([{"generals": GFR, "hp": 2, "hand": ["杀 ♠5", "闪 ♥2"]}, {"generals": QUIET}],
                 phase="start", top=["桃 ♥4", "杀 ♣2"])
    req = t.expect(0, "option")
    assert req.prompt.key == "invoke" and req.prompt.args == ("shenzhi",)
    t.yes(0)
    assert t.p(0).hp == 3
    t.end_play(0)
    t.finish()
    (disc,) = [e for e in t.log("move") if e["reason"] == "shenzhi"]
    assert (disc["src"], disc["dst"], disc["cards"]) == ("hand", "discard", t.ids("杀 ♠5", "闪 ♥2"))
    assert [(e["target"], e["amount"]) for e in t.log("recover")] == [(0, 1)]
    assert t.hand(0) == set(t.ids("桃 ♥4", "杀 ♣2"))          # the draw phase came after


def test_too_few_cards_no_recovery():
    t = HegTable([{"generals": GFR, "hp": 2, "hand": ["杀 ♠5"]}, {"generals": QUIET}],
                 phase="start", top=["桃 ♥4", "杀 ♣2"])
    t.yes(0)
    t.end_play(0)
    t.finish()
    assert t.p(0).hp == 2 and t.log("recover") == [] and t.id("杀 ♠5") in t.g.discard_pile


def test_declined_or_no_hand():
    t = HegTable([{"generals": GFR, "hp": 1, "hand": ["杀 ♠5"]}, {"generals": QUIET}],
                 phase="start", top=["桃 ♥4", "杀 ♣2"])
    t.no(0)
    t.end_play(0)
    t.cards(0, "桃 ♥4", "杀 ♣2")           # 3 cards, 1 HP
    t.finish()
    assert t.p(0).hp == 1 and t.hand(0) == {t.id("杀 ♠5")} and t.log("skill") == []

    t = HegTable([{"generals": GFR, "hp": 1}, {"generals": QUIET}], phase="start", top=["桃 ♥4", "杀 ♣2"])
    t.end_play(0)                            # an empty hand: not asked
    t.cards(0, "桃 ♥4")
    t.finish()
    assert t.log("skill") == []


def test_a_face_down_ganfuren_shows():
    t = HegTable([{"generals": GFR, "hp": 1, "shown": [False, False], "hand": ["杀 ♠5"]}, {"generals": QUIET}],
                 phase="start", top=["桃 ♥4", "杀 ♣2"])
    t.show(0, "none")                        # the turn's show question comes first
    t.yes(0)                                 # 神智: shows 甘夫人
    t.end_play(0)
    t.finish()
    assert [(e["slot"], e["reason"]) for e in t.log("show_general")] == [("head", "shenzhi")]
    assert t.p(0).hp == 2 and t.p(0).kingdom == "shu"
