"""流离: targeted by a 杀, discard a card to pass the 杀 to another player in your attack range (not
its user)."""

from table import Table


def four(daqiao: dict, *, user_hand=("杀 ♠7",), others=({}, {})):
    """Seat 0 (lord) attacks 大乔 at seat 1; seats 2 and 3 are at distance 1 and 2 from her."""
    return Table([{"role": "lord", "hand": list(user_hand)}, {"role": "rebel", "general": "daqiao", **daqiao},
                  {"role": "loyalist", **others[0]}, {"role": "renegade", **others[1]}])


def test_passes_the_slash_on():
    t = four({"hand": ["桃 ♥3"]})
    t.play(0, "杀 ♠7", [1])
    assert t.expect(1, "option").prompt.args == ("liuli",)
    t.yes(1)                               # her only card is the one to discard
    req = t.expect(1, "seats")
    assert req.seats == (2,)               # not the user (seat 0), not seat 3 (out of range)
    t.seats(1, 2)
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 2, 1, None)] and t.p(1).hp == 3
    assert t.id("桃 ♥3") in t.g.discard_pile and t.hand(1) == set()
    assert [(e["seat"], e["skill"]) for e in t.log("skill")] == [(1, "liuli")]
    assert [(e["source"], e["target"]) for e in t.log("retarget")] == [(1, 2)]
    assert [e["targets"] for e in t.log("use")] == [[1]]          # the use as it was declared
    seq = {e["kind"] if e["kind"] != "move" else e["reason"]: e["seq"] for e in t.log()}
    assert seq["liuli"] < seq["retarget"] < seq["damage"]


def test_declined_she_is_hit():
    t = four({"hand": ["桃 ♥3"]})
    t.play(0, "杀 ♠7", [1])
    t.no(1)
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, None)] and t.hand(1) == {t.id("桃 ♥3")} and t.log("retarget") == []


def test_her_weapon_widens_the_choice_unless_she_discards_it():
    """With 青釭剑 (range 2) seat 3 is in range too; discarding the sword itself leaves range 1."""
    t = four({"hand": ["闪 ♥2"], "equip": ["青釭剑 ♠6"]})
    t.play(0, "杀 ♠7", [1])
    t.yes(1)
    req = t.expect(1, "cards")
    assert set(req.cards) == set(t.ids("闪 ♥2", "青釭剑 ♠6"))
    t.cards(1, "青釭剑 ♠6")
    assert t.expect(1, "seats").seats == (2,)
    t.seats(1, 2)
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 2, 1, None)] and t.p(1).equips == {}


def test_with_her_weapon_kept_the_far_player_can_be_chosen():
    t = four({"hand": ["闪 ♥2"], "equip": ["青釭剑 ♠6"]})
    t.play(0, "杀 ♠7", [1])
    t.yes(1)
    t.cards(1, "闪 ♥2")
    assert t.expect(1, "seats").seats == (2, 3)
    t.seats(1, 3)
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 3, 1, None)] and t.p(1).equips == {"weapon": t.id("青釭剑 ♠6")}


def test_the_new_target_may_dodge():
    t = four({"hand": ["桃 ♥3"]}, others=({"hand": ["闪 ♦2"]}, {}))
    t.play(0, "杀 ♠7", [1])
    t.yes(1)
    t.seats(1, 2)
    t.respond(2, "闪 ♦2")
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [] and t.hand(2) == set()


def test_only_the_user_in_range_no_question():
    """Two players: the only one in range is the 杀's user, so 流离 is not offered."""
    t = Table([{"role": "lord", "hand": ["杀 ♠7"]}, {"role": "rebel", "general": "daqiao", "hand": ["桃 ♥3"]}])
    t.play(0, "杀 ♠7", [1])
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, None)] and t.log("skill") == []


def test_without_cards_no_question():
    t = four({})
    t.play(0, "杀 ♠7", [1])
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, None)] and t.log("skill") == []


def test_not_for_a_duel():
    t = four({"hand": ["桃 ♥3"]}, user_hand=("决斗 ♠1",))
    t.play(0, "决斗 ♠1", [1])
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, None)] and t.log("skill") == []


def test_the_new_target_may_pass_it_on_again():
    """The new target becomes the 杀's target in turn: its own 流离 may pass it further (here back
    to 大乔 is allowed — she is no longer a target — but it goes to seat 3)."""
    t = four({"hand": ["桃 ♥3"]}, others=({"skills": ["liuli"], "hand": ["闪 ♦2"]}, {}))
    t.play(0, "杀 ♠7", [1])
    t.yes(1)
    t.seats(1, 2)
    t.yes(2)                                # seat 2's 流离: range 1 reaches seats 1 and 3
    assert t.expect(2, "seats").seats == (3, 1)
    t.seats(2, 3)
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 3, 1, None)]
    assert [(e["source"], e["target"]) for e in t.log("retarget")] == [(1, 2), (2, 3)]
    assert [(e["seat"], e["skill"]) for e in t.log("skill")] == [(1, "liuli"), (2, "liuli")]


def test_not_to_a_player_who_cannot_be_targeted():
    """空城 with no hand card: seat 2 cannot become the 杀's target. Only seat 3 is left, reached
    with the sword: so the sword may not be the discarded card, and the 闪 goes without asking."""
    t = four({"hand": ["闪 ♥2"], "equip": ["青釭剑 ♠6"]}, others=({"skills": ["kongcheng"]}, {}))
    t.play(0, "杀 ♠7", [1])
    t.yes(1)
    assert t.expect(1, "seats").seats == (3,)
    t.seats(1, 3)
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 3, 1, None)] and t.id("闪 ♥2") in t.g.discard_pile


def test_liuli_against_wushuang_the_new_target_needs_two_jinks():
    """流离 vs 无双: 吕布's 杀 passed on by 大乔 still needs two 闪 from its new target (无双 applies
    when the 杀 has its final targets)."""
    t = Table([{"role": "lord", "general": "lvbu", "hand": ["杀 ♠7"]},
               {"role": "rebel", "general": "daqiao", "hand": ["桃 ♥3"]},
               {"role": "loyalist", "hand": ["闪 ♥2", "闪 ♦2"]},
               {"role": "renegade"}])
    t.play(0, "杀 ♠7", [1])
    t.yes(1)
    t.seats(1, 2)
    req = t.expect(2, "respond")
    assert req.prompt.args == (0, 2, "slash")                 # two 闪 needed
    t.respond(2, "闪 ♥2")
    assert t.expect(2, "respond").prompt.args == (0, 1, "slash")
    t.respond(2, "闪 ♦2")
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [] and [e["card"]["key"] for e in t.log("use")] == ["slash", "jink", "jink"]
    assert [(e["seat"], e["skill"]) for e in t.log("skill")] == [(1, "liuli"), (0, "wushuang")]


def test_liuli_against_wushuang_one_jink_is_not_enough():
    t = Table([{"role": "lord", "general": "lvbu", "hand": ["杀 ♠7"]},
               {"role": "rebel", "general": "daqiao", "hand": ["桃 ♥3"]},
               {"role": "loyalist", "hand": ["闪 ♥2"]},
               {"role": "renegade"}])
    t.play(0, "杀 ♠7", [1])
    t.yes(1)
    t.seats(1, 2)
    t.respond(2, "闪 ♥2")
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 2, 1, None)] and t.p(1).hp == 3
