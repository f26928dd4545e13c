"""神速 (夏侯渊, 风): skip the judge and draw phases, and/or the play phase with an equipment card;
each skip is a 杀 at any distance on another player of your choice."""

import pytest
from table import Table

from sgs_desktop.engine.errors import IllegalAnswer
from sgs_desktop.engine.protocol.answers import Cards, Seats


def skipped(t) -> list[tuple[int, str]]:
    return [(e["seat"], e["phase"]) for e in t.log("phase_skipped")]


def slashes(t) -> list[tuple[int, list[int], str | None]]:
    return [(e["user"], e["targets"], e["card"].get("skill")) for e in t.log("use") if e["card"]["key"] == "slash"]


def test_judge_and_draw_skipped_for_a_slash_the_delayed_trick_stays():
    t = Table([{"role": "lord", "general": "xiahouyuan", "hand": ["赤兔 ♥5"], "judge": ["乐不思蜀 ♠6"]},
               {"role": "rebel", "hand": ["杀 ♠7"]}, {"role": "loyalist"}],
              phase="judge", top=["闪 ♥2", "闪 ♦2"])
    req = t.expect(0, "option")
    assert req.prompt.args == ("shensu",)
    t.yes(0)
    req = t.expect(0, "seats")
    assert req.seats == (1, 2) and (req.min, req.max) == (1, 1)
    t.seats(0, 1)
    # the play phase: 神速 asks for an equipment card (none chosen: the play phase is kept)
    req = t.expect(0, "cards")
    assert req.cards == (t.id("赤兔 ♥5"),) and (req.min, req.max) == (0, 1)
    t.cards(0)
    t.end_play(0)
    t.finish()
    assert skipped(t) == [(0, "judge"), (0, "draw")]
    assert t.p(0).judge == [t.id("乐不思蜀 ♠6")]       # never judged: it waits for the next turn
    assert t.log("judge") == [] and t.hand(0) == {t.id("赤兔 ♥5")}   # nothing drawn
    assert slashes(t) == [(0, [1], "shensu")] and t.damage_log() == [(0, 1, 1, None)]
    (use,) = [e for e in t.log("use") if e["card"]["key"] == "slash"]
    assert use["card"]["subcards"] == [] and use["card"]["color"] is None
    assert [(e["seat"], e["skill"]) for e in t.log("skill")] == [(0, "shensu")]


def test_play_phase_skipped_with_an_equipped_horse_the_slash_reaches_any_distance():
    """Seat 2 is at distance 2 (no weapon: attack range 1); the equipped −1 horse is discarded first."""
    t = Table([{"role": "lord", "general": "xiahouyuan", "equip": ["赤兔 ♥5"], "hand": ["杀 ♠7"]},
               {"role": "loyalist"}, {"role": "rebel"}, {"role": "rebel"}, {"role": "renegade"}],
              phase="play", top=[])
    req = t.expect(0, "cards")
    assert req.cards == (t.id("赤兔 ♥5"),)
    t.cards(0, "赤兔 ♥5")
    req = t.expect(0, "seats")
    assert req.seats == (1, 2, 3, 4)
    t.seats(0, 2)
    # no play phase: the discard phase (1 card, HP 5) and the finish phase ask nothing
    t.finish()
    assert skipped(t) == [(0, "play")] and t.p(0).equips == {} and t.id("赤兔 ♥5") in t.g.discard_pile
    assert t.damage_log() == [(0, 2, 1, None)] and t.hand(0) == {t.id("杀 ♠7")}
    moves = [(m["cards"], m["reason"]) for m in t.log("move") if m["reason"] == "shensu"]
    assert moves == [([t.id("赤兔 ♥5")], "shensu")]


def test_both_skips_two_slashes_and_the_play_phase_slash_would_not_count():
    """Skipping judge + draw keeps the play phase: the 神速 杀 is not a play-phase 杀."""
    t = Table([{"role": "lord", "general": "xiahouyuan", "hand": ["杀 ♠7", "诸葛连弩 ♣A"]},
               {"role": "rebel", "hp": 3}, {"role": "rebel"}],
              phase="judge", top=[])
    t.yes(0)
    t.seats(0, 1)
    # before the play phase: skip it too, discarding the 诸葛连弩 from the hand
    t.cards(0, "诸葛连弩 ♣A")
    t.seats(0, 1)
    t.finish()
    assert skipped(t) == [(0, "judge"), (0, "draw"), (0, "play")]
    assert t.damage_log() == [(0, 1, 1, None), (0, 1, 1, None)] and t.p(1).hp == 1


def test_a_slash_in_the_kept_play_phase_is_still_allowed():
    t = Table([{"role": "lord", "general": "xiahouyuan", "hand": ["杀 ♠7"]}, {"role": "rebel"}],
              phase="judge", top=[])
    t.yes(0)                                    # the only other player is chosen without asking
    req = t.expect(0, "play")                   # (no equipment: 神速 is not offered before the play phase)
    assert [o.card for o in req.options] == [t.id("杀 ♠7")]
    t.play(0, "杀 ♠7", [1])
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, None), (0, 1, 1, None)]


def test_a_play_phase_taken_by_indulgence_cannot_be_skipped_again():
    t = Table([{"role": "lord", "general": "xiahouyuan", "equip": ["赤兔 ♥5"], "judge": ["乐不思蜀 ♠6"]},
               {"role": "rebel"}],
              phase="judge", top=["闪 ♦2", "杀 ♠7", "闪 ♥2"])
    t.no(0)                                     # not before the judge phase
    # 乐不思蜀 judged 闪 ♦2 (not ♥): the play phase is skipped, so 神速 is not offered before it
    t.finish()
    assert skipped(t) == [(0, "play")] and t.log("skill") == []


def test_no_legal_target_not_offered():
    """The only other player has 空城 and no hand: no 杀 could be used, so nothing is asked."""
    t = Table([{"role": "lord", "general": "xiahouyuan", "equip": ["赤兔 ♥5"]},
               {"role": "rebel", "skills": ["kongcheng"]}],
              phase="judge", top=["闪 ♦2", "杀 ♠7"])
    t.end_play(0)
    t.finish()
    assert t.log("skill") == [] and skipped(t) == []


def test_refused_answers_change_nothing():
    t = Table([{"role": "lord", "general": "xiahouyuan", "equip": ["赤兔 ♥5"], "hand": ["杀 ♠7"]},
               {"role": "rebel"}, {"role": "rebel", "skills": ["kongcheng"]}, {"role": "loyalist"}],
              phase="play", top=[])
    before = t.g.decisions
    with pytest.raises(IllegalAnswer):
        t.g.answer(Cards((t.id("杀 ♠7"),)))          # not an equipment card
    with pytest.raises(IllegalAnswer):
        t.g.answer(Cards((t.id("赤兔 ♥5"), t.id("杀 ♠7"))))
    assert t.g.decisions == before and t.p(0).equips and skipped(t) == []
    t.cards(0, "赤兔 ♥5")
    req = t.expect(0, "seats")
    assert req.seats == (1, 3)                       # (seat 2: 空城 with no hand)
    with pytest.raises(IllegalAnswer):
        t.g.answer(Seats((2,)))
    with pytest.raises(IllegalAnswer):
        t.g.answer(Seats((0,)))                      # never yourself
    with pytest.raises(IllegalAnswer):
        t.g.answer(Seats((1, 2)))                    # one target
    assert t.log("use") == [] and t.g.pending == req
    t.seats(0, 1)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, None)]
