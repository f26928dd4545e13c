"""双刃 (纪灵): at the start of the play phase, 拼点 another player: win — a free 杀 on it or another
player of its kingdom (no distance limit, not counted); otherwise the play phase ends."""

from heg import HegTable


def table(p0: dict, p2: dict | None = None, hand2=("闪 ♦3", "闪 ♦6")):
    """纪灵+袁绍 (seat 0); seats 1 and 2 are Shu (seat 2 at distance 2); seat 3 is Wu."""
    a = {"generals": ["jiling", "yuanshao"], "hand": ["杀 ♠11", "杀 ♠5"]}
    a.update(p0)
    c = {"generals": ["guanyu", "zhaoyun"], "hand": list(hand2)}
    c.update(p2 or {})
    return HegTable([a, {"generals": ["liubei", "zhangfei"]}, c,
                     {"generals": ["sunquan", "huanggai"], "hand": ["闪 ♦2"]}])


def pindians(t):
    return [(e["source"], e["target"], e["source_wins"]) for e in t.log("pindian")]


def test_win_slash_on_an_ally_of_the_rival():
    t = table({})
    req = t.expect(0, "option")
    assert req.prompt.args == ("shuangren",)
    t.yes(0)
    req = t.expect(0, "seats")
    assert req.seats == (2, 3)                 # players with a hand card
    t.seats(0, 2)
    t.cards(0, "杀 ♠11")
    t.cards(2, "闪 ♦3")
    req = t.expect(0, "seats")
    assert req.prompt.key == "shuangren_slash" and req.seats == (1, 2)   # seat 2 and its fellow Shu
    t.seats(0, 1)                              # seat 1 has no card to answer
    # the free 杀 did not count: the own 杀 is still usable
    req = t.expect(0, "play")
    assert any(o.card == t.id("杀 ♠5") for o in req.options)
    t.end_play(0)
    t.finish()
    assert pindians(t) == [(0, 2, True)] and t.damage_log() == [(0, 1, 1, None)]
    (use,) = t.log("use")
    assert (use["card"]["skill"], use["targets"]) == ("shuangren", [1])


def test_win_slash_ignores_distance():
    t = table({})
    t.yes(0)
    t.seats(0, 2)
    t.cards(0, "杀 ♠11")
    t.cards(2, "闪 ♦3")
    t.seats(0, 2)                              # distance 2, attack range 1
    t.respond(2, "闪 ♦6")
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [] and t.hand(2) == set()


def test_lose_ends_the_play_phase():
    t = table({"hand": ["杀 ♠5", "闪 ♥2"]}, hand2=("闪 ♦6",))
    t.yes(0)
    t.seats(0, 2)
    t.cards(0, "闪 ♥2")                        # 2 against 6: lost
    t.finish()                                 # no play request: the phase ended
    assert pindians(t) == [(0, 2, False)] and t.log("use") == []
    assert [e["phase"] for e in t.log("phase") if e["seat"] == 0] == ["play", "discard", "finish"]
    t = table({"hand": ["杀 ♠7"]}, hand2=("闪 ♦7",))
    t.yes(0)
    t.seats(0, 2)                              # 7 against 7: a tie is not a win
    t.finish()
    assert pindians(t) == [(0, 2, False)]


def test_rival_without_kingdom_is_the_only_target():
    t = table({}, {"shown": [False, False]})
    t.yes(0)
    t.seats(0, 2)
    t.cards(0, "杀 ♠11")
    t.cards(2, "闪 ♦3")
    t.respond(2)                               # the 杀 goes to seat 2 without a question
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 2, 1, None)]


def test_declined_or_no_hand_card():
    t = table({})
    t.no(0)
    t.end_play(0)
    t.finish()
    assert pindians(t) == [] and t.log("skill") == []
    t = table({"hand": []})
    t.end_play(0)
    t.finish()


def test_face_down_general_is_shown():
    t = table({"shown": [False, True]})
    t.yes(0)
    t.seats(0, 3)
    t.cards(0, "杀 ♠11")
    t.end_play(0)
    t.finish()
    shows = [(e["seat"], e["slot"], e["general"], e["reason"]) for e in t.log("show_general")]
    assert shows == [(0, "head", "jiling", "shuangren")] and t.p(0).kingdom == "qun"
    assert pindians(t) == [(0, 3, True)] and t.damage_log() == [(0, 3, 1, None)]
