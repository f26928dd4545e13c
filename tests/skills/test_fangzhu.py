"""放逐 (曹丕): after taking damage, another player draws X (your lost HP) and turns over."""

from table import Table


def test_another_player_draws_and_turns_over():
    t = Table([{"role": "lord", "hand": ["杀 ♠7"]}, {"role": "rebel", "general": "caopi"}, {"role": "rebel"}],
              top=["闪 ♦3"])
    t.play(0, "杀 ♠7", [1])
    req = t.expect(1, "option")
    assert req.prompt.args == ("fangzhu",)
    t.yes(1)
    req = t.expect(1, "seats")
    assert req.seats == (2, 0) and (req.min, req.max) == (1, 1) and req.prompt.args == (1,)
    t.seats(1, 2)
    t.end_play(0)
    t.finish()
    assert t.hand(2) == {t.id("闪 ♦3")} and not t.p(2).face_up and t.p(0).face_up
    assert [(e["seat"], e["face_up"]) for e in t.log("turn_over")] == [(2, False)]
    assert [e["reason"] for e in t.log("move") if e["dst_owner"] == 2] == ["fangzhu"]
    assert [(e["seat"], e["skill"]) for e in t.log("skill")] == [(1, "fangzhu")]


def test_x_is_the_lost_hp():
    t = Table([{"role": "lord", "hand": ["杀 ♠7"]}, {"role": "rebel", "general": "caopi", "hp": 2}],
              top=["闪 ♦3", "闪 ♦4", "闪 ♦5"])
    t.play(0, "杀 ♠7", [1])
    t.yes(1)                        # the only other player: no seat question
    t.end_play(0)
    t.finish()
    assert t.p(1).hp == 1 and t.hand(0) == {t.id("闪 ♦3"), t.id("闪 ♦4")} and not t.p(0).face_up


def test_a_face_down_player_turns_face_up():
    t = Table([{"role": "lord", "hand": ["杀 ♠7"]}, {"role": "rebel", "general": "caopi"},
               {"role": "rebel", "face_up": False}],
              top=["闪 ♦3"])
    t.play(0, "杀 ♠7", [1])
    t.yes(1)
    t.seats(1, 2)
    t.end_play(0)
    t.finish()
    assert t.p(2).face_up and t.hand(2) == {t.id("闪 ♦3")}


def test_declined():
    t = Table([{"role": "lord", "hand": ["杀 ♠7"]}, {"role": "rebel", "general": "caopi"}], top=["闪 ♦3"])
    t.play(0, "杀 ♠7", [1])
    t.no(1)
    t.end_play(0)
    t.finish()
    assert t.p(0).face_up and t.hand(0) == set() and t.log("turn_over") == []


def test_the_exiled_player_misses_its_next_turn():
    t = Table([{"role": "lord", "hand": ["杀 ♠7"]}, {"role": "rebel", "general": "caopi"}, {"role": "rebel"}],
              top=["闪 ♦3", "闪 ♦4", "闪 ♦5"], stop="game_over", round_limit=1)
    t.play(0, "杀 ♠7", [1])
    t.yes(1)
    t.seats(1, 2)
    t.end_play(0)
    t.end_play(1)                   # 曹丕's turn; then seat 2 only turns face up
    t.finish("round_limit")
    assert t.p(2).face_up and t.hand(2) == {t.id("闪 ♦3")}
    assert [(e["seat"], e["face_up"]) for e in t.log("turn_over")] == [(2, False), (2, True)]
    assert [e["seat"] for e in t.log("phase") if e["phase"] == "draw"] == [1]
