"""反馈 (司马懿): after taking damage, take one card (hand face down, or equipment) from the source."""

from table import Table


def test_takes_a_hand_card_face_down():
    t = Table([{"role": "lord", "hand": ["杀 ♠7", "桃 ♥3"], "equip": ["赤兔 ♥5"]},
               {"role": "rebel", "general": "simayi"}, {"role": "rebel"}])
    t.play(0, "杀 ♠7", [1])
    req = t.expect(1, "option")
    assert req.prompt.args == ("fankui",)
    t.yes(1)
    req = t.expect(1, "pick")
    assert req.owner == 0 and req.hand == 1 and req.cards == (t.id("赤兔 ♥5"),)
    t.pick(1, index=0)
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, None)]
    assert t.hand(1) == {t.id("桃 ♥3")} and t.hand(0) == set() and t.p(0).equips
    assert [(e["seat"], e["skill"]) for e in t.log("skill")] == [(1, "fankui")]
    (mv,) = [e for e in t.log("move") if e["reason"] == "fankui"]
    assert (mv["src"], mv["src_owner"], mv["dst"], mv["dst_owner"]) == ("hand", 0, "hand", 1)
    # a third player sees that one card changed hands, not which
    (seen,) = [e for e in t.log("move", seat=2) if e["reason"] == "fankui"]
    assert seen["cards"] is None and seen["count"] == 1


def test_takes_an_equipment_card():
    t = Table([{"role": "lord", "hand": ["杀 ♠7", "桃 ♥3"], "equip": ["赤兔 ♥5"]},
               {"role": "rebel", "general": "simayi"}])
    t.play(0, "杀 ♠7", [1])
    t.yes(1)
    t.pick(1, "赤兔 ♥5")
    t.end_play(0)
    t.finish()
    assert t.hand(1) == {t.id("赤兔 ♥5")} and t.p(0).equips == {} and t.hand(0) == {t.id("桃 ♥3")}


def test_single_card_is_taken_without_a_choice():
    t = Table([{"role": "lord", "hand": ["杀 ♠7", "桃 ♥3"]}, {"role": "rebel", "general": "simayi"}])
    t.play(0, "杀 ♠7", [1])
    t.yes(1)                        # the only card: no pick request
    t.end_play(0)
    t.finish()
    assert t.hand(1) == {t.id("桃 ♥3")} and t.hand(0) == set()


def test_source_without_cards_is_not_asked():
    t = Table([{"role": "lord", "hand": ["杀 ♠7"]}, {"role": "rebel", "general": "simayi"}])
    t.play(0, "杀 ♠7", [1])
    t.end_play(0)                   # no 反馈 question: the source has nothing left
    t.finish()
    assert t.damage_log() == [(0, 1, 1, None)] and t.log("skill") == []


def test_declined():
    t = Table([{"role": "lord", "hand": ["杀 ♠7", "桃 ♥3"]}, {"role": "rebel", "general": "simayi"}])
    t.play(0, "杀 ♠7", [1])
    t.no(1)
    t.end_play(0)
    t.finish()
    assert t.hand(1) == set() and t.hand(0) == {t.id("桃 ♥3")} and t.log("skill") == []


def test_no_source_no_question():
    """闪电 has no source: nothing to take."""
    t = Table([{"role": "lord", "general": "simayi", "max_hp": 4, "judge": ["闪电 ♠A"]},
               {"role": "rebel", "hand": ["桃 ♥3"]}],
              phase="judge", top=["杀 ♠7", "闪 ♥2", "闪 ♦2"])
    t.end_play(0)                   # struck (no 反馈, and 鬼才 has no hand card); drew two
    t.cards(0, "闪 ♥2")             # the discard phase: HP 1
    t.finish()
    assert t.damage_log() == [(None, 0, 3, "thunder")] and t.log("skill") == []


def test_once_per_damage_not_per_point():
    """A 2-damage 杀 (酒) still lets him take one card only."""
    t = Table([{"role": "lord", "hand": ["酒 ♠3", "杀 ♠7", "桃 ♥3", "闪 ♥2"]},
               {"role": "rebel", "general": "simayi", "hp": 3}])
    t.play(0, "酒 ♠3")
    t.play(0, "杀 ♠7", [1])
    t.yes(1)
    t.pick(1, index=1)
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 2, None)] and len(t.hand(1)) == 1 and len(t.hand(0)) == 1
