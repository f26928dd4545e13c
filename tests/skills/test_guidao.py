"""鬼道: before a judgement takes effect, play a black card (hand or equipment) to replace the
judge card, and take the original."""

from table import Table


def judges(t):
    return [(e["seat"], e["card"]["key"], e["card"]["suit"], e["reason"]) for e in t.log("judge")]


def test_replaces_a_heart_that_would_free_the_player_from_indulgence():
    t = Table([{"role": "lord", "judge": ["乐不思蜀 ♠6"]},
               {"role": "rebel", "general": "zhangjiao", "hand": ["杀 ♠8", "闪 ♦2"]}],
              phase="judge", top=["桃 ♥3", "杀 ♣2", "杀 ♣3"])
    req = t.expect(1, "option")
    assert req.prompt.args[0] == "guidao" and len(req.prompt.args) == 4
    t.yes(1)
    # a single black card (the red 闪 does not count): played without asking which
    t.finish()
    assert judges(t) == [(0, "slash", "spade", "indulgence")]
    assert [(e["seat"], e["phase"]) for e in t.log("phase_skipped")] == [(0, "play")]
    assert [(e["seat"], e["card"]["id"]) for e in t.log("play")] == [(1, t.id("杀 ♠8"))]
    assert t.hand(1) == {t.id("闪 ♦2"), t.id("桃 ♥3")}             # took the original judge card
    assert t.hand(0) == {t.id("杀 ♣2"), t.id("杀 ♣3")}
    assert t.id("杀 ♠8") in t.g.discard_pile and t.id("乐不思蜀 ♠6") in t.g.discard_pile
    assert [(e["seat"], e["skill"]) for e in t.log("skill")] == [(1, "guidao")]


def test_choose_among_black_cards_including_equipment():
    """The ♠2 八卦阵 from the equipment area replaces a harmless 闪电 judgement: 3 thunder damage."""
    t = Table([{"role": "lord", "judge": ["闪电 ♠A"]},
               {"role": "rebel", "general": "zhangjiao", "hand": ["杀 ♣2"], "equip": ["八卦阵 ♠2"]}],
              phase="judge", top=["闪 ♦2", "杀 ♣3", "杀 ♣4"])
    t.yes(1)
    req = t.expect(1, "cards")
    assert set(req.cards) == {t.id("杀 ♣2"), t.id("八卦阵 ♠2")} and (req.min, req.max) == (1, 1)
    t.cards(1, "八卦阵 ♠2")
    t.end_play(0)
    t.cards(0, "杀 ♣4")         # 1 HP left: discard down to one card
    t.finish()
    assert judges(t) == [(0, "eight_diagram", "spade", "lightning")]
    assert t.damage_log() == [(None, 0, 3, "thunder")]
    assert t.p(1).equips == {} and t.hand(1) == {t.id("杀 ♣2"), t.id("闪 ♦2")}
    assert t.id("闪电 ♠A") in t.g.discard_pile and t.id("八卦阵 ♠2") in t.g.discard_pile


def test_declined_the_judgement_stands():
    t = Table([{"role": "lord", "judge": ["乐不思蜀 ♠6"]},
               {"role": "rebel", "general": "zhangjiao", "hand": ["杀 ♠8"]}],
              phase="judge", top=["桃 ♥3", "杀 ♣2", "杀 ♣3"])
    t.no(1)
    t.end_play(0)               # the ♥ judgement: no play phase skipped
    t.finish()
    assert judges(t) == [(0, "peach", "heart", "indulgence")]
    assert t.log("phase_skipped") == [] and t.hand(1) == {t.id("杀 ♠8")}
    assert t.id("桃 ♥3") in t.g.discard_pile


def test_not_asked_without_a_black_card():
    t = Table([{"role": "lord", "judge": ["乐不思蜀 ♠6"]},
               {"role": "rebel", "general": "zhangjiao", "hand": ["闪 ♦2"], "equip": ["赤兔 ♥5"]}],
              phase="judge", top=["杀 ♠8", "杀 ♣2", "杀 ♣3"])
    t.finish()
    assert t.log("skill") == [] and [e["phase"] for e in t.log("phase_skipped")] == ["play"]


def test_own_leiji_judgement_turned_into_a_spade():
    """张角 changes his own 雷击 judgement (♣) with a ♠ hand card, and keeps the ♣ card."""
    t = Table([{"role": "lord", "hand": ["杀 ♠7"]},
               {"role": "rebel", "general": "zhangjiao", "hand": ["闪 ♦2", "杀 ♠9"]}], top=["杀 ♣2"])
    t.play(0, "杀 ♠7", [1])
    t.respond(1, "闪 ♦2")
    t.yes(1)                    # 雷击
    t.seats(1, 0)
    t.yes(1)                    # 鬼道: the only black card is 杀 ♠9
    t.end_play(0)
    t.finish()
    assert judges(t) == [(0, "slash", "spade", "leiji")]
    assert t.damage_log() == [(1, 0, 2, "thunder")]
    assert t.hand(1) == {t.id("杀 ♣2")}
    assert [(e["seat"], e["skill"]) for e in t.log("skill")] == [(1, "leiji"), (1, "guidao")]
