"""放权: skip your play phase; at the end of the turn, discard a hand card to give another player an
extra turn right after yours."""

from table import Table


def turns(t) -> list[int]:
    return [e["seat"] for e in t.log("turn")]


def test_extra_turn_comes_right_after_this_turn():
    t = Table([{"role": "lord", "skills": ["fangquan"], "hand": ["杀 ♠7", "闪 ♥2"]},
               {"role": "rebel"}, {"role": "loyalist"}],
              top=["桃 ♥3", "决斗 ♠A", "杀 ♣2", "闪 ♦2", "杀 ♣3", "闪 ♦3"], stop="game_over", round_limit=1)
    req = t.expect(0, "option")
    assert req.prompt.args == ("fangquan",)
    t.yes(0)                                   # the play phase is skipped
    req = t.expect(0, "cards")
    assert set(req.cards) == set(t.ids("杀 ♠7", "闪 ♥2")) and (req.min, req.max) == (0, 1)
    t.cards(0, "杀 ♠7")
    req = t.expect(0, "seats")
    assert req.seats == (1, 2)
    t.seats(0, 2)
    # seat 2's extra turn: it draws 桃 and 决斗
    t.end_play(2)
    # then the normal order resumes with seat 1, then seat 2 again
    t.end_play(1)
    t.end_play(2)
    t.finish("round_limit")
    assert turns(t) == [0, 2, 1, 2]
    assert [e["seat"] for e in t.log("extra_turn")] == [2]
    assert [(e["seat"], e["phase"]) for e in t.log("phase_skipped")] == [(0, "play")]
    assert [e for e in t.log("phase") if e["seat"] == 0 and e["phase"] == "play"] == []
    assert t.hand(0) == {t.id("闪 ♥2")} and t.id("杀 ♠7") in t.g.discard_pile
    assert t.hand(2) >= set(t.ids("桃 ♥3", "决斗 ♠A"))
    assert [(s["seat"], s["skill"]) for s in t.log("skill")] == [(0, "fangquan"), (0, "fangquan")]


def test_the_only_other_player_is_chosen_without_asking():
    t = Table([{"role": "lord", "general": "liushan", "hp": 3, "hand": ["闪 ♥2"]},
               {"role": "rebel", "hp": 2}],
              top=["桃 ♥3", "决斗 ♠A"])
    t.yes(0)
    t.cards(0, "闪 ♥2")
    t.end_play(1)
    t.finish()
    assert turns(t) == [0, 1] and t.hand(0) == set() and t.hand(1) == set(t.ids("桃 ♥3", "决斗 ♠A"))


def test_declining_to_skip_keeps_the_play_phase_and_asks_nothing_at_the_end():
    t = Table([{"role": "lord", "skills": ["fangquan"], "hand": ["杀 ♠7"]}, {"role": "rebel"}])
    t.no(0)
    t.play(0, "杀 ♠7", [1])
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, None)] and t.log("extra_turn") == [] and turns(t) == [0]


def test_skipped_but_no_card_discarded_no_extra_turn():
    t = Table([{"role": "lord", "skills": ["fangquan"], "hand": ["杀 ♠7"]}, {"role": "rebel"}])
    t.yes(0)
    t.cards(0)
    t.finish()
    assert t.log("extra_turn") == [] and turns(t) == [0] and t.hand(0) == {t.id("杀 ♠7")}


def test_no_hand_card_at_the_end_nothing_asked():
    t = Table([{"role": "lord", "skills": ["fangquan"]}, {"role": "rebel"}])
    t.yes(0)
    t.finish()
    assert t.log("extra_turn") == [] and turns(t) == [0]


def test_play_phase_already_skipped_by_indulgence():
    """乐不思蜀 took the play phase: 放权 cannot skip it again, so no extra turn either."""
    t = Table([{"role": "lord", "skills": ["fangquan"], "hand": ["杀 ♠7"], "judge": ["乐不思蜀 ♠6"]},
               {"role": "rebel"}], phase="judge", top=["杀 ♣2", "闪 ♥2", "桃 ♥3"])
    t.finish()
    assert [(e["seat"], e["phase"]) for e in t.log("phase_skipped")] == [(0, "play")]
    assert t.log("skill") == [] and t.log("extra_turn") == []
