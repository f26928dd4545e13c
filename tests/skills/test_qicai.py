"""奇才: your tricks have no distance limit."""

from table import Table


def option(t, req, ref):
    return next((o for o in req.options if o.skill is None and o.card == t.id(ref)), None)


FOUR = [{"role": "lord", "skills": ["qicai"], "hand": ["顺手牵羊 ♠3", "兵粮寸断 ♠10"]},
        {"role": "loyalist", "hand": ["闪 ♥2"]}, {"role": "rebel", "hand": ["桃 ♥3"]},
        {"role": "renegade", "equip": ["绝影 ♠5"], "hand": ["闪 ♦2"]}]


def test_snatch_reaches_every_distance():
    t = Table([dict(p) for p in FOUR])
    req = t.expect(0, "play")
    assert option(t, req, "顺手牵羊 ♠3").targets.seats == (1, 2, 3)
    assert option(t, req, "兵粮寸断 ♠10").targets.seats == (1, 2, 3)
    t.play(0, "顺手牵羊 ♠3", [2])          # distance 2, one hand card: taken without a choice
    t.play(0, "兵粮寸断 ♠10", [3])         # distance 2 (+1 horse)
    t.end_play(0)
    t.finish()
    assert t.hand(0) == {t.id("桃 ♥3")} and t.p(3).judge == [t.id("兵粮寸断 ♠10")]
    assert [u["targets"] for u in t.log("use")] == [[2], [3]]


def test_without_qicai_only_distance_one():
    players = [dict(p) for p in FOUR]
    players[0] = {"role": "lord", "hand": ["顺手牵羊 ♠3", "兵粮寸断 ♠10"]}
    players[2] = {"role": "rebel", "skills": ["qicai"], "hand": ["桃 ♥3"]}   # another's 奇才 does not help
    t = Table(players)
    req = t.expect(0, "play")
    assert option(t, req, "顺手牵羊 ♠3").targets.seats == (1,)
    assert option(t, req, "兵粮寸断 ♠10").targets.seats == (1,)
    t.end_play(0)
    t.finish()


def test_slash_range_is_unchanged():
    """奇才 is about tricks only: a 杀 still needs attack range."""
    t = Table([{"role": "lord", "skills": ["qicai"], "hand": ["杀 ♠7"]}, {"role": "loyalist"},
               {"role": "rebel"}, {"role": "renegade"}])
    assert option(t, t.expect(0, "play"), "杀 ♠7").targets.seats == (1, 3)
    t.end_play(0)
    t.finish()
