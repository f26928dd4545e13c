"""狂骨 (魏延, 风): 锁定技, for each point of damage dealt to a player at distance 1 or less, recover 1."""

from table import Table


def recovers(t) -> list[tuple[int, int, int]]:
    return [(e["target"], e["amount"], e["hp"]) for e in t.log("recover")]


def test_heals_one_for_a_slash_on_a_neighbour():
    t = Table([{"role": "lord", "general": "weiyan", "hp": 2, "hand": ["杀 ♠7"]}, {"role": "rebel"}])
    t.play(0, "杀 ♠7", [1])
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, None)] and recovers(t) == [(0, 1, 3)]
    assert [(e["seat"], e["skill"]) for e in t.log("skill")] == [(0, "kuanggu")]
    seq = {e["kind"]: e["seq"] for e in t.log()}
    assert seq["damage"] < seq["skill"] < seq["recover"]


def test_per_point_two_damage_two_heals():
    t = Table([{"role": "lord", "general": "weiyan", "hp": 1, "hand": ["酒 ♠3", "杀 ♠7"]}, {"role": "rebel"}])
    t.play(0, "酒 ♠3")
    t.play(0, "杀 ♠7", [1])
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 2, None)] and recovers(t) == [(0, 1, 2), (0, 1, 3)]


def test_the_second_point_stops_at_full_hp():
    t = Table([{"role": "lord", "general": "weiyan", "hp": 3, "hand": ["酒 ♠3", "杀 ♠7"]}, {"role": "rebel"}])
    t.play(0, "酒 ♠3")
    t.play(0, "杀 ♠7", [1])
    t.end_play(0)
    t.finish()
    assert recovers(t) == [(0, 1, 4)] and t.p(0).hp == 4


def test_not_at_distance_two():
    """青釭剑 (range 2) reaches seat 2, two seats away: no heal."""
    t = Table([{"role": "lord", "general": "weiyan", "hp": 2, "hand": ["杀 ♠7"], "equip": ["青釭剑 ♠6"]},
               {"role": "loyalist"}, {"role": "rebel"}, {"role": "rebel"}, {"role": "renegade"}])
    t.play(0, "杀 ♠7", [2])
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 2, 1, None)] and recovers(t) == [] and t.log("skill") == []


def test_nothing_at_full_hp():
    t = Table([{"role": "lord", "general": "weiyan", "hand": ["杀 ♠7"]}, {"role": "rebel"}])
    t.play(0, "杀 ♠7", [1])
    t.end_play(0)
    t.finish()
    assert recovers(t) == [] and t.log("skill") == []


def test_a_victim_that_dies_still_counts():
    """The distance is the one as the damage is dealt: the victim's death does not take it away."""
    t = Table([{"role": "lord", "general": "weiyan", "hp": 2, "hand": ["杀 ♠7"]},
               {"role": "rebel", "hp": 1}, {"role": "rebel"}, {"role": "loyalist"}, {"role": "renegade"}],
              top=["闪 ♥2", "闪 ♦2", "闪 ♦3"])
    t.play(0, "杀 ♠7", [1])
    t.end_play(0)
    t.finish()
    assert [e["seat"] for e in t.log("death")] == [1]
    assert recovers(t) == [(0, 1, 3)]


def test_own_fire_damage_carried_back_by_the_chain_heals_too():
    """Distance 0 to oneself: the chain carries 魏延's fire damage back to him, and he heals for it."""
    t = Table([{"role": "lord", "general": "weiyan", "hp": 2, "hand": ["火杀 ♥4"], "chained": True},
               {"role": "rebel", "chained": True}])
    t.play(0, "火杀 ♥4", [1])
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, "fire"), (0, 0, 1, "fire")]
    assert recovers(t) == [(0, 1, 3), (0, 1, 3)] and t.p(0).hp == 3
