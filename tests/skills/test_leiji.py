"""雷击: when you use or play a 闪, you may have a player judge; ♠ → 2 thunder damage from you."""

from table import Table


def judges(t):
    return [(e["seat"], e["card"]["suit"], e["reason"]) for e in t.log("judge")]


def test_jink_used_against_a_slash_strikes_the_attacker():
    t = Table([{"role": "lord", "hand": ["杀 ♠7"]},
               {"role": "rebel", "general": "zhangjiao", "hand": ["闪 ♦2"]},
               {"role": "loyalist"}], top=["杀 ♠8"])
    t.play(0, "杀 ♠7", [1])
    t.respond(1, "闪 ♦2")
    req = t.expect(1, "option")
    assert req.prompt.args == ("leiji",)
    t.yes(1)
    req = t.expect(1, "seats")
    assert req.seats == (1, 2, 0) and (req.min, req.max) == (1, 1)
    t.seats(1, 0)
    t.end_play(0)
    t.finish()
    assert judges(t) == [(0, "spade", "leiji")]
    assert t.damage_log() == [(1, 0, 2, "thunder")]          # the 杀 itself was dodged
    assert t.p(0).hp == 2 and t.p(1).hp == 3
    assert [(e["seat"], e["skill"]) for e in t.log("skill")] == [(1, "leiji")]
    kinds = [k for k in t.kinds() if k in ("use", "skill", "judge", "damage")]
    assert kinds == ["use", "use", "skill", "judge", "damage"]


def test_jink_played_against_archery_attack_no_spade():
    t = Table([{"role": "lord", "hand": ["万箭齐发 ♥A"]},
               {"role": "rebel", "general": "zhangjiao", "hand": ["闪 ♦2"]},
               {"role": "loyalist"}], top=["杀 ♣2"])
    t.play(0, "万箭齐发 ♥A")
    t.respond(1, "闪 ♦2")
    t.yes(1)
    t.seats(1, 2)
    # seat 2 has no 闪: the 万箭齐发 hits it; the ♣ judgement did nothing
    t.end_play(0)
    t.finish()
    assert [(e["seat"], e["card"]["key"]) for e in t.log("play")] == [(1, "jink")]
    assert judges(t) == [(2, "club", "leiji")]
    assert t.damage_log() == [(0, 2, 1, None)]
    assert t.id("杀 ♣2") in t.g.discard_pile


def test_jink_played_against_archery_attack_spade():
    t = Table([{"role": "lord", "hand": ["万箭齐发 ♥A"]},
               {"role": "rebel", "general": "zhangjiao", "hand": ["闪 ♦2"]},
               {"role": "loyalist", "hand": ["闪 ♦3"]}], top=["闪电 ♠A"])
    t.play(0, "万箭齐发 ♥A")
    t.respond(1, "闪 ♦2")
    t.yes(1)
    t.seats(1, 0)
    t.respond(2, "闪 ♦3")
    t.end_play(0)
    t.finish()
    assert judges(t) == [(0, "spade", "leiji")]
    assert t.damage_log() == [(1, 0, 2, "thunder")]


def test_declined():
    t = Table([{"role": "lord", "hand": ["杀 ♠7"]},
               {"role": "rebel", "general": "zhangjiao", "hand": ["闪 ♦2"]}], top=["杀 ♠8"])
    t.play(0, "杀 ♠7", [1])
    t.respond(1, "闪 ♦2")
    t.no(1)
    t.end_play(0)
    t.finish()
    assert t.log("judge") == [] and t.damage_log() == [] and t.log("skill") == []


def test_other_cards_and_other_players_jinks_do_not_trigger():
    t = Table([{"role": "lord", "general": "zhangjiao", "hand": ["杀 ♠7"]},
               {"role": "rebel", "hand": ["闪 ♦2"]}], top=["杀 ♠8"])
    t.play(0, "杀 ♠7", [1])
    t.respond(1, "闪 ♦2")
    t.end_play(0)
    t.finish()
    assert t.log("skill") == [] and t.log("judge") == []


def test_eight_diagram_jink_counts_and_guidao_may_change_both_judgements():
    """八卦阵's 闪 is used by 张角 too; with a black card (the ♠ 八卦阵) 鬼道 is asked at each judgement."""
    t = Table([{"role": "lord", "hand": ["杀 ♠7"]},
               {"role": "rebel", "general": "zhangjiao", "equip": ["八卦阵 ♠2"]}],
              top=["桃 ♥3", "杀 ♠8"])
    t.play(0, "杀 ♠7", [1])
    t.yes(1)                        # 八卦阵
    req = t.expect(1, "option")
    assert req.prompt.args[0] == "guidao" and len(req.prompt.args) == 4
    t.no(1)                         # keep the red judgement
    req = t.expect(1, "option")
    assert req.prompt.args == ("leiji",)
    t.yes(1)
    t.seats(1, 0)
    t.no(1)                         # 鬼道 again: keep the ♠
    t.end_play(0)
    t.finish()
    assert judges(t) == [(1, "heart", "eight_diagram"), (0, "spade", "leiji")]
    assert t.damage_log() == [(1, 0, 2, "thunder")]
    assert [(e["seat"], e["skill"]) for e in t.log("skill")] == [(1, "eight_diagram"), (1, "leiji")]
