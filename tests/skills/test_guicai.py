"""鬼才 (司马懿): before any judgement takes effect, play a hand card to replace the judge card."""

from table import Table


def test_saves_himself_from_lightning():
    """A ♠7 would strike: 鬼才 plays ♥3 instead, the 闪电 moves on and the ♠7 is discarded."""
    t = Table([{"role": "lord", "general": "simayi", "hand": ["桃 ♥3"], "judge": ["闪电 ♠A"]},
               {"role": "rebel"}],
              phase="judge", top=["杀 ♠7", "闪 ♥2", "闪 ♦2"])
    req = t.expect(0, "option")
    assert req.prompt.args[0] == "guicai" and len(req.prompt.args) == 4
    t.yes(0)                        # the only hand card: chosen without a question
    t.end_play(0)
    t.finish()
    assert t.damage_log() == []
    (judge,) = t.log("judge")
    assert judge["card"]["id"] == t.id("桃 ♥3") and judge["reason"] == "lightning"
    assert t.p(1).judge == [t.id("闪电 ♠A")]
    assert t.id("杀 ♠7") in t.g.discard_pile and t.id("桃 ♥3") in t.g.discard_pile
    assert t.hand(0) == {t.id("闪 ♥2"), t.id("闪 ♦2")}
    (play,) = t.log("play")
    assert play["seat"] == 0 and play["card"]["id"] == t.id("桃 ♥3")
    assert [(e["reason"], e["src"], e["dst"]) for e in t.log("move") if e["reason"] == "guicai"] == [
        ("guicai", "hand", "processing"), ("guicai", "processing", "discard")]
    assert [(e["seat"], e["skill"]) for e in t.log("skill")] == [(0, "guicai")]


def test_makes_lightning_strike_another_player():
    """On someone else's 闪电 judgement he plays a ♠5: 3 thunder damage, no source."""
    t = Table([{"role": "lord", "general": "simayi", "hand": ["桃 ♥3", "杀 ♣2", "雷杀 ♠5"]},
               {"role": "rebel", "judge": ["闪电 ♠A"]}],
              current=1, phase="judge", top=["闪 ♥K", "闪 ♥2", "闪 ♦2"])
    t.yes(0)
    req = t.expect(0, "cards")
    assert set(req.cards) == t.hand(0) and (req.min, req.max) == (1, 1)
    assert req.prompt.args == (1, t.id("闪 ♥K"), "lightning")
    t.cards(0, "雷杀 ♠5")
    t.end_play(1)
    t.cards(1, "闪 ♥2")             # HP 1 after the strike: one card too many
    t.finish()
    assert t.damage_log() == [(None, 1, 3, "thunder")] and t.p(1).hp == 1
    assert t.id("闪 ♥K") in t.g.discard_pile and t.id("闪电 ♠A") in t.g.discard_pile
    assert t.hand(0) == {t.id("桃 ♥3"), t.id("杀 ♣2")}


def test_declined_the_judgement_stands():
    t = Table([{"role": "lord", "general": "simayi", "hand": ["桃 ♥3"], "max_hp": 4, "judge": ["闪电 ♠A"]},
               {"role": "rebel"}],
              phase="judge", top=["杀 ♠7", "闪 ♥2", "闪 ♦2"])
    t.no(0)
    t.end_play(0)
    t.cards(0, "闪 ♥2", "闪 ♦2")      # HP 1 with three cards
    t.finish()
    assert t.damage_log() == [(None, 0, 3, "thunder")] and t.log("skill") == []
    assert t.log("judge")[0]["card"]["id"] == t.id("杀 ♠7") and t.log("play") == []


def test_no_hand_card_no_question_equipment_is_not_offered():
    t = Table([{"role": "lord", "general": "simayi", "equip": ["赤兔 ♥5"], "max_hp": 4, "judge": ["闪电 ♠A"]},
               {"role": "rebel"}],
              phase="judge", top=["杀 ♠7", "闪 ♥2", "闪 ♦2"])
    t.end_play(0)
    t.cards(0, "闪 ♥2")
    t.finish()
    assert t.damage_log() == [(None, 0, 3, "thunder")] and t.p(0).equips


def test_changes_an_eight_diagram_judgement_of_the_attacker_s_target():
    """His 杀 is dodged by a red 八卦阵 judgement: 鬼才 makes it black, so the 杀 hits."""
    t = Table([{"role": "lord", "general": "simayi", "hand": ["杀 ♠7", "杀 ♣2"]},
               {"role": "rebel", "equip": ["八卦阵 ♠2"]}],
              top=["闪 ♥2"])
    t.play(0, "杀 ♠7", [1])
    t.yes(1)                        # 八卦阵
    t.yes(0)                        # 鬼才: the only hand card left
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, None)]
    assert t.log("judge")[0]["card"]["id"] == t.id("杀 ♣2") and t.log("judge")[0]["reason"] == "eight_diagram"


def test_two_sima_yi_the_later_replacement_stands():
    """Each player with 鬼才 is asked once, in seat order from the current player; the last
    replacement is the one that takes effect."""
    t = Table([{"role": "lord", "general": "simayi", "hand": ["桃 ♥3"], "judge": ["乐不思蜀 ♠6"]},
               {"role": "rebel", "general": "simayi", "hand": ["杀 ♠7"]}],
              phase="judge", top=["杀 ♠8", "闪 ♥2", "闪 ♦3"])
    t.yes(0)                        # ♥3 would let him play …
    t.yes(1)                        # … but the rebel answers with ♠7
    t.finish()                      # the play phase is skipped
    assert t.log("judge")[0]["card"]["id"] == t.id("杀 ♠7")
    assert {t.id("杀 ♠8"), t.id("桃 ♥3")} <= set(t.g.discard_pile)
    assert [(e["seat"], e["skill"]) for e in t.log("skill")] == [(0, "guicai"), (1, "guicai")]
    assert [e["phase"] for e in t.log("phase_skipped")] == ["play"]
