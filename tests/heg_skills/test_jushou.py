"""据守 (曹仁): at the start of the finish phase, draw three cards and turn the general face down."""

from heg import HegTable


def table(**kw):
    shown = kw.pop("shown", [True, True])
    return HegTable([{"generals": ["caoren", "caocao"], "shown": shown},
                     {"generals": ["liubei", "zhangfei"]}], phase="finish", **kw)


def test_draws_three_and_skips_the_next_turn():
    t = table(stop="game_over", round_limit=2, top=["桃 ♥4", "桃 ♥6", "桃 ♥7"])
    req = t.expect(0, "option")
    assert req.prompt.args == ("jushou",)
    t.yes(0)
    assert t.hand(0) == set(t.ids("桃 ♥4", "桃 ♥6", "桃 ♥7")) and t.p(0).face_up is False
    t.end_play(1)                              # seat 1's turn
    # round 2: seat 0 turns face up instead of taking the turn
    t.end_play(1)
    t.finish("round_limit")
    flips = [(e["seat"], e["face_up"]) for e in t.log("turn_over")]
    assert flips == [(0, False), (0, True)]
    assert [e["reason"] for e in t.log("move") if e["dst_owner"] == 0] == ["jushou"]
    assert not [e for e in t.log("phase") if e["seat"] == 0 and e["phase"] != "finish"]


def test_declined():
    t = table()
    t.no(0)
    t.finish()
    assert t.hand(0) == set() and t.p(0).face_up and t.log("turn_over") == [] and t.log("skill") == []


def test_face_down_general_is_shown():
    t = table(shown=[False, True])
    t.yes(0)
    t.finish()
    shows = [(e["seat"], e["slot"], e["general"], e["reason"]) for e in t.log("show_general")]
    assert shows == [(0, "head", "caoren", "jushou")] and t.p(0).kingdom == "wei"
    assert len(t.hand(0)) == 3 and not t.p(0).face_up
