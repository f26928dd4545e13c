"""祸首 (孟获): 锁定技, 南蛮入侵 has no effect on him, and he is the source of the damage of every
南蛮入侵 another player uses."""

from table import Table


def kills(t):
    return [(e["seat"], e["killer"]) for e in t.log("death")]


def test_immune_and_the_source_of_another_players_savage_assault():
    t = Table([{"role": "lord", "hand": ["杀 ♠8"]},
               {"role": "rebel", "hand": ["南蛮入侵 ♣7"]},
               {"role": "loyalist", "general": "menghuo"},
               {"role": "rebel"}], current=1)
    t.play(1, "南蛮入侵 ♣7")
    # seat 2 (孟获) is not asked; seat 3 has no 杀; the lord plays his
    t.respond(0, "杀 ♠8")
    t.end_play(1)
    t.finish()
    assert t.damage_log() == [(2, 3, 1, None)]               # from 孟获, not from the user
    assert [(e["card"]["key"], e["target"]) for e in t.log("no_effect")] == [("savage_assault", 2)]
    assert [(e["seat"], e["skill"]) for e in t.log("skill")] == [(2, "huoshou"), (2, "huoshou")]
    assert t.p(2).hp == t.p(2).max_hp


def test_his_kill_brings_his_reward():
    """A loyalist 孟获 is the killer of a rebel that another's 南蛮入侵 killed: he draws 3."""
    t = Table([{"role": "lord", "hand": ["杀 ♠8"]},
               {"role": "rebel", "hand": ["南蛮入侵 ♣7"]},
               {"role": "loyalist", "general": "menghuo"},
               {"role": "rebel", "hp": 1},
               {"role": "renegade", "hand": ["杀 ♠9"]}],
              current=1, top=["闪 ♥2", "闪 ♦2", "闪 ♦3"])
    t.play(1, "南蛮入侵 ♣7")
    t.respond(4, "杀 ♠9")
    t.respond(0, "杀 ♠8")
    t.end_play(1)
    t.finish()
    assert kills(t) == [(3, 2)]
    assert [(e["seat"], e["reason"], e["count"]) for e in t.log("reward")] == [(2, "killed_rebel", 3)]
    assert t.hand(2) == set(t.ids("闪 ♥2", "闪 ♦2", "闪 ♦3")) and t.hand(1) == set()


def test_a_lord_menghuo_killing_his_loyalist_pays_the_penalty():
    t = Table([{"role": "lord", "general": "menghuo", "hand": ["闪 ♥2"], "equip": ["赤兔 ♥5"]},
               {"role": "rebel", "hand": ["南蛮入侵 ♣7"]},
               {"role": "loyalist", "hp": 1},
               {"role": "rebel", "hand": ["杀 ♠9"]},
               {"role": "renegade", "hand": ["杀 ♠8"]}], current=1)
    t.play(1, "南蛮入侵 ♣7")
    t.respond(3, "杀 ♠9")
    t.respond(4, "杀 ♠8")
    t.end_play(1)
    t.finish()
    assert kills(t) == [(2, 0)]
    assert [(e["seat"], e["reason"]) for e in t.log("penalty")] == [(0, "lord_killed_loyalist")]
    assert t.hand(0) == set() and t.p(0).equips == {}


def test_his_own_savage_assault_is_his_as_always():
    t = Table([{"role": "lord", "general": "menghuo", "hand": ["南蛮入侵 ♣7"]}, {"role": "rebel"},
               {"role": "rebel"}])
    t.play(0, "南蛮入侵 ♣7")
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, None), (0, 2, 1, None)] and t.log("skill") == []


def test_archery_attack_is_not_his():
    t = Table([{"role": "lord", "hand": ["万箭齐发 ♥A", "南蛮入侵 ♣7"]},
               {"role": "rebel", "general": "menghuo"},
               {"role": "rebel"}])
    t.play(0, "万箭齐发 ♥A")
    t.play(0, "南蛮入侵 ♣7")
    t.end_play(0)
    t.finish()
    # 万箭齐发 hits 孟获 from the lord; 南蛮入侵 leaves him and hurts seat 2 from him
    assert t.damage_log() == [(0, 1, 1, None), (0, 2, 1, None), (1, 2, 1, None)]


def test_a_dead_menghuo_changes_nothing():
    t = Table([{"role": "lord", "hand": ["南蛮入侵 ♣7"]}, {"role": "rebel", "general": "menghuo", "alive": False},
               {"role": "rebel"}, {"role": "renegade"}])
    t.play(0, "南蛮入侵 ♣7")
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 2, 1, None), (0, 3, 1, None)] and t.log("skill") == []
