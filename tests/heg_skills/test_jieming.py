"""节命 (荀彧): for each 1 damage taken, a chosen player draws up to its max HP (at most 5) cards."""

from heg import HegTable


def duo(p0: dict | None = None, p1: dict | None = None, **kw):
    """荀彧+许褚 (seat 0, 3 HP) and seat 1, whose play phase it is."""
    a = {"generals": ["xunyu", "xuchu"]}
    b = {"generals": ["liubei", "zhangfei"], "hand": ["酒 ♠9", "杀 ♠5"]}
    a.update(p0 or {})
    b.update(p1 or {})
    return HegTable([a, b], current=1, **kw)


def drawn(t):
    return [(e["dst_owner"], e["count"]) for e in t.log("move") if e["reason"] == "jieming"]


def test_asked_for_each_point():
    t = duo()
    t.play(1, "酒 ♠9")
    t.play(1, "杀 ♠5", [0])                    # 2 damage
    req = t.expect(0, "option")
    assert req.prompt.args == ("jieming",)
    t.yes(0)
    req = t.expect(0, "seats")
    assert req.seats == (0, 1) and req.prompt.key == "jieming_target"
    t.seats(0, 0)                              # 荀彧 draws up to 3
    t.yes(0)                                   # second point: only seat 1 is short of cards
    t.end_play(1)
    t.finish()
    assert t.p(0).hp == 1 and drawn(t) == [(0, 3), (1, 4)]
    assert [e["skill"] for e in t.log("skill")] == ["jieming", "jieming"]


def test_declined_first_point_accepted_second():
    t = duo()
    t.play(1, "酒 ♠9")
    t.play(1, "杀 ♠5", [0])
    t.no(0)
    t.yes(0)
    t.seats(0, 1)
    t.end_play(1)
    t.finish()
    assert drawn(t) == [(1, 4)] and [e["skill"] for e in t.log("skill")] == ["jieming"]


def test_at_most_five_cards():
    t = duo(p1={"max_hp": 7, "hp": 7, "hand": ["杀 ♠5", "闪 ♥2"]})
    t.play(1, "杀 ♠5", [0])
    t.yes(0)
    t.seats(0, 1)                              # 1 card in hand, max HP 7: draws 4 (up to 5)
    t.end_play(1)
    t.finish()
    assert drawn(t) == [(1, 4)] and len(t.hand(1)) == 5


def test_declined_and_not_offered_when_nobody_is_short():
    t = duo()
    t.play(1, "酒 ♠9")
    t.play(1, "杀 ♠5", [0])
    t.no(0)
    t.no(0)                                    # each point is asked
    t.end_play(1)
    t.finish()
    assert drawn(t) == [] and t.log("skill") == []
    # every hand already full: no question at all
    t = duo({"hand": ["闪 ♦2", "闪 ♦3", "闪 ♦6"]},
            {"max_hp": 2, "hp": 2, "hand": ["杀 ♠5", "闪 ♥2", "闪 ♥13"]})
    t.play(1, "杀 ♠5", [0])
    t.respond(0)
    t.end_play(1)
    t.finish()
    assert t.p(0).hp == 2 and t.log("skill") == []


def test_face_down_general_is_shown():
    t = duo({"shown": [False, True]})
    t.play(1, "杀 ♠5", [0])
    t.yes(0)
    t.seats(0, 0)                              # 节命 shows 荀彧
    assert t.expect(0, "option").prompt.key == "half_hp_draw"
    t.no(0)
    t.end_play(1)
    t.finish()
    shows = [(e["seat"], e["slot"], e["general"], e["reason"]) for e in t.log("show_general")]
    assert shows == [(0, "head", "xunyu", "jieming")] and t.p(0).kingdom == "wei"
    assert drawn(t) == [(0, 3)]
