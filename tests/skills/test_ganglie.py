"""刚烈 (夏侯惇): after taking damage, judge; unless ♥, the source discards two hand cards or takes
1 damage."""

from table import Table


def test_source_discards_two_hand_cards():
    t = Table([{"role": "lord", "hand": ["杀 ♠7", "桃 ♥3", "闪 ♥2", "闪 ♦2"]},
               {"role": "rebel", "general": "xiahoudun"}],
              top=["杀 ♠8"])
    t.play(0, "杀 ♠7", [1])
    req = t.expect(1, "option")
    assert req.prompt.args == ("ganglie",)
    t.yes(1)
    req = t.expect(0, "option")
    assert req.options == ("discard", "damage") and req.prompt.key == "ganglie" and req.prompt.args == (1,)
    t.choose(0, "discard")
    req = t.expect(0, "cards")
    assert (req.min, req.max) == (2, 2)
    t.cards(0, "桃 ♥3", "闪 ♥2")
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, None)]
    assert t.hand(0) == {t.id("闪 ♦2")}
    assert {t.id("桃 ♥3"), t.id("闪 ♥2"), t.id("杀 ♠8")} <= set(t.g.discard_pile)
    (judge,) = t.log("judge")
    assert (judge["seat"], judge["reason"], judge["card"]["id"]) == (1, "ganglie", t.id("杀 ♠8"))
    assert [e["reason"] for e in t.log("move") if e["src"] == "hand" and e["dst"] == "discard"] == ["ganglie"]


def test_source_takes_the_damage():
    t = Table([{"role": "lord", "hand": ["杀 ♠7", "桃 ♥3", "闪 ♥2"]}, {"role": "rebel", "general": "xiahoudun"}],
              top=["闪 ♦2"])
    t.play(0, "杀 ♠7", [1])
    t.yes(1)
    t.choose(0, "damage")
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, None), (1, 0, 1, None)] and t.p(0).hp == 3
    assert t.hand(0) == {t.id("桃 ♥3"), t.id("闪 ♥2")}


def test_heart_result_nothing_happens():
    t = Table([{"role": "lord", "hand": ["杀 ♠7", "桃 ♥3", "闪 ♥2"]}, {"role": "rebel", "general": "xiahoudun"}],
              top=["闪 ♥K"])
    t.play(0, "杀 ♠7", [1])
    t.yes(1)
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, None)] and len(t.hand(0)) == 2
    assert t.id("闪 ♥K") in t.g.discard_pile


def test_source_with_one_hand_card_must_take_the_damage():
    t = Table([{"role": "lord", "hand": ["杀 ♠7", "桃 ♥3"]}, {"role": "rebel", "general": "xiahoudun"}],
              top=["杀 ♠8"])
    t.play(0, "杀 ♠7", [1])
    t.yes(1)                        # no choice is offered to the source
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, None), (1, 0, 1, None)]
    assert t.hand(0) == {t.id("桃 ♥3")}


def test_source_with_exactly_two_hand_cards_discards_both():
    t = Table([{"role": "lord", "hand": ["杀 ♠7", "桃 ♥3", "闪 ♥2"]}, {"role": "rebel", "general": "xiahoudun"}],
              top=["杀 ♠8"])
    t.play(0, "杀 ♠7", [1])
    t.yes(1)
    t.choose(0, "discard")          # both cards, without a card question
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, None)] and t.hand(0) == set()


def test_declined():
    t = Table([{"role": "lord", "hand": ["杀 ♠7", "桃 ♥3"]}, {"role": "rebel", "general": "xiahoudun"}])
    t.play(0, "杀 ♠7", [1])
    t.no(1)
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, None)] and t.log("judge") == [] and t.log("skill") == []


def test_no_source_no_question():
    t = Table([{"role": "lord", "general": "xiahoudun", "judge": ["闪电 ♠A"]}, {"role": "rebel"}],
              phase="judge", top=["杀 ♠7", "闪 ♥2", "闪 ♦2"])
    t.end_play(0)
    t.cards(0, "闪 ♥2")             # HP 1
    t.finish()
    assert t.damage_log() == [(None, 0, 3, "thunder")] and t.log("skill") == []


def test_sima_yi_turns_the_judgement_into_a_heart():
    """The source is 司马懿: his 鬼才 replaces the judge card with a ♥ and he escapes."""
    t = Table([{"role": "lord", "general": "simayi", "hand": ["杀 ♠7", "桃 ♥3"]},
               {"role": "rebel", "general": "xiahoudun"}],
              top=["杀 ♠8"])
    t.play(0, "杀 ♠7", [1])
    t.yes(1)                        # 刚烈
    t.yes(0)                        # 鬼才 with his last card
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, None)]
    assert t.log("judge")[0]["card"]["id"] == t.id("桃 ♥3")
    assert [e["skill"] for e in t.log("skill")] == ["ganglie", "guicai"]


def test_ganglie_damage_can_kill_the_source():
    t = Table([{"role": "lord", "hp": 1, "hand": ["杀 ♠7", "桃 ♥3"]},
               {"role": "rebel", "general": "xiahoudun"}], top=["杀 ♠8"])
    t.play(0, "杀 ♠7", [1])
    t.yes(1)
    t.respond(0, "桃 ♥3")           # dying: the lord saves itself
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, None), (1, 0, 1, None)] and t.p(0).hp == 1
    assert [e["seat"] for e in t.log("dying")] == [0]
