"""节命 (荀彧, 火): for each 1 damage taken, 荀彧 may let a player (himself too) draw up to its max HP
(at most five cards in hand). One module serves both modes: each scenario runs at a 身份 and at a
国战 table (tests/both_modes.py)."""

import pytest
from both_modes import both, seat, table
from refusals import refused

from sgs_desktop.engine.protocol.answers import Seats


def duo(mode: str, p0: dict | None = None, p1: dict | None = None, **kw):
    """荀彧 (seat 0, 3 HP: a rebel; 荀彧+许褚 in 国战) and 刘备 (seat 1: the lord; 刘备+张飞), whose play
    phase it is."""
    return table(mode, [seat(mode, "xunyu", "xuchu", **(p0 or {})),
                        seat(mode, "liubei", "zhangfei", "lord", **{"hand": ["酒 ♠9", "杀 ♠7"], **(p1 or {})})],
                 current=1, **kw)


def drawn(t):
    return [(e["dst_owner"], e["count"]) for e in t.log("move") if e["reason"] == "jieming"]


@both
def test_asked_for_each_point_of_damage(mode):
    t = duo(mode)
    t.play(1, "酒 ♠9")
    t.play(1, "杀 ♠7", [0])                    # 2 damage
    req = t.expect(0, "option")
    assert req.prompt.key == "invoke" and req.prompt.args == ("jieming",)
    t.yes(0)
    req = t.expect(0, "seats")
    assert req.seats == (0, 1) and req.prompt.key == "jieming_target" and (req.min, req.max) == (1, 1)
    t.seats(0, 0)                              # 荀彧 (0 cards, max HP 3) draws 3
    t.yes(0)                                   # the second point: only seat 1 is short now
    t.end_play(1)
    t.finish()
    assert t.p(0).hp == 1 and drawn(t) == [(0, 3), (1, 4)]
    assert [e["skill"] for e in t.log("skill")] == ["jieming", "jieming"]


@both
@pytest.mark.parametrize("second", [True, False], ids=["then_yes", "then_no"])
def test_declining_one_point_leaves_the_next(mode, second):
    t = duo(mode)
    t.play(1, "酒 ♠9")
    t.play(1, "杀 ♠7", [0])
    t.no(0)
    if second:
        t.yes(0)
        t.seats(0, 1)
    else:
        t.no(0)                                # each point is asked
    t.end_play(1)
    t.finish()
    assert drawn(t) == ([(1, 4)] if second else [])
    assert [e["skill"] for e in t.log("skill")] == (["jieming"] if second else [])


@both
def test_at_most_five_cards(mode):
    t = duo(mode, p1={"max_hp": 7, "hp": 7, "hand": ["杀 ♠7", "闪 ♥2"]})
    t.play(1, "杀 ♠7", [0])
    t.yes(0)
    t.seats(0, 1)                              # 1 card left, max HP 7: draws 4 (to 5)
    t.end_play(1)
    t.finish()
    assert drawn(t) == [(1, 4)] and len(t.hand(1)) == 5


@both
def test_a_full_hand_is_not_offered_and_refused(mode):
    t = table(mode, [seat(mode, "xunyu", "xuchu", hand=["闪 ♦3", "闪 ♦6"]),
                     seat(mode, "liubei", "zhangfei", "lord", hand=["杀 ♠7"]),
                     seat(mode, "sunquan", "huanggai", "loyalist", max_hp=2, hp=2, hand=["闪 ♥2", "闪 ♥13"])],
              current=1)
    t.play(1, "杀 ♠7", [0])
    t.respond(0)
    t.yes(0)
    req = t.expect(0, "seats")
    assert req.seats == (0, 1)                 # seat 2 holds 2 cards of 2: not offered
    refused(t, Seats((2,)), "not a legal target")
    refused(t, Seats((0, 1)), "choose 1..1")
    t.seats(0, 1)
    t.end_play(1)
    t.finish()
    assert drawn(t) == [(1, 4)]


@both
def test_the_only_player_short_of_cards_draws_without_a_question(mode):
    t = duo(mode, {"hand": ["闪 ♦3", "闪 ♦6"]}, {"max_hp": 2, "hp": 2, "hand": ["杀 ♠7", "闪 ♥2", "闪 ♥13"]})
    t.play(1, "杀 ♠7", [0])
    t.respond(0)
    t.yes(0)                                   # seat 1 holds 2 of 2: 荀彧 (2 of 3) is the one
    t.end_play(1)
    t.finish()
    assert drawn(t) == [(0, 1)]


@both
def test_not_asked_when_nobody_is_short(mode):
    t = duo(mode, {"hand": ["闪 ♦2", "闪 ♦3", "闪 ♦6"]}, {"max_hp": 2, "hp": 2, "hand": ["杀 ♠7", "闪 ♥2", "闪 ♥13"]})
    t.play(1, "杀 ♠7", [0])
    t.respond(0)
    t.end_play(1)
    t.finish()
    assert t.p(0).hp == 2 and t.log("skill") == []


@both
def test_not_after_dying(mode):
    t = table(mode, [seat(mode, "xunyu", "xuchu", hp=1), seat(mode, "liubei", "zhangfei", "lord", hand=["杀 ♠7"]),
                     seat(mode, "sunquan", "huanggai")], current=1)
    t.play(1, "杀 ♠7", [0])                    # no 闪 to ask for, no 桃 anywhere: 荀彧 dies
    t.end_play(1)
    t.finish()
    assert not t.p(0).alive and t.log("skill") == []


def test_a_face_down_xunyu_is_shown():
    t = duo("hegemony", {"shown": [False, True]})
    t.play(1, "杀 ♠7", [0])
    t.yes(0)
    t.seats(0, 0)                              # 节命 shows 荀彧
    assert t.expect(0, "option").prompt.key == "half_hp_draw"
    t.no(0)
    t.end_play(1)
    t.finish()
    shows = [(e["seat"], e["slot"], e["general"], e["reason"]) for e in t.log("show_general")]
    assert shows == [(0, "head", "xunyu", "jieming")] and t.p(0).kingdom == "wei"
    assert drawn(t) == [(0, 3)]
