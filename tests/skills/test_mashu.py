"""马术: your distance to other players is 1 less."""

from table import Table

from sgs_desktop.engine.distance import distance


def slash_targets(t, seat, ref):
    req = t.expect(seat, "play")
    return next(o for o in req.options if o.card == t.id(ref)).targets.seats


FIVE = [{"role": "lord", "skills": ["mashu"], "hand": ["杀 ♠7", "顺手牵羊 ♠3"]},
        {"role": "loyalist"}, {"role": "rebel", "hand": ["闪 ♥2"]}, {"role": "rebel"},
        {"role": "renegade", "equip": ["绝影 ♠5"]}]


def test_slash_reaches_a_distance_two_player():
    t = Table([dict(p) for p in FIVE])
    assert distance(t.g, 0, 2) == 1 and distance(t.g, 2, 0) == 2     # only the owner's distance changes
    assert slash_targets(t, 0, "杀 ♠7") == (1, 2, 3, 4)
    t.play(0, "杀 ♠7", [2])
    t.passes(2)
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 2, 1, None)]
    assert t.log("use")[0]["targets"] == [2]


def test_snatch_at_distance_two_and_a_horse():
    """顺手牵羊 needs distance 1: 马术 brings seat 2 (and seat 4 behind its +1 horse) within it."""
    t = Table([dict(p) for p in FIVE])
    assert slash_targets(t, 0, "顺手牵羊 ♠3") == (2, 4)
    t.play(0, "顺手牵羊 ♠3", [4])
    t.end_play(0)
    t.finish()
    assert t.id("绝影 ♠5") in t.hand(0)


def test_without_mashu_out_of_reach():
    players = [dict(p) for p in FIVE]
    players[0] = {"role": "lord", "hand": ["杀 ♠7"]}
    players[2] = {"role": "rebel", "general": "machao"}
    t = Table(players)
    assert slash_targets(t, 0, "杀 ♠7") == (1,)
    t.end_play(0)
    t.finish()


def test_never_below_one_with_a_minus_horse():
    t = Table([{"role": "lord", "general": "machao", "equip": ["赤兔 ♥5"]}, {"role": "rebel"},
               {"role": "loyalist", "equip": ["的卢 ♣5"]}, {"role": "renegade"}])
    # seat 1: 1 step −1 −1; seat 2: 2 steps +1 −1 −1
    assert [distance(t.g, 0, s) for s in (1, 2, 3)] == [1, 1, 1]
    assert distance(t.g, 2, 0) == 2
    t.end_play(0)
    t.finish()
