"""忍戒 (神司马懿): 锁定技, a 忍 mark per point of damage taken and per card he discards in his
discard phase."""

from table import Table


def test_a_mark_per_point_of_damage():
    t = Table([{"role": "lord", "hand": ["酒 ♠3", "杀 ♠7"]}, {"role": "rebel", "general": "shensimayi",
                                                            "kingdom": "wei"}])
    t.play(0, "酒 ♠3")
    t.play(0, "杀 ♠7", [1])
    t.end_play(0)
    t.finish()
    assert t.p(1).marks == {"ren": 2}
    assert [(e["seat"], e["skill"]) for e in t.log("skill")] == [(1, "renjie")]


def test_a_mark_per_card_discarded_in_his_discard_phase():
    t = Table([{"role": "lord", "general": "shensimayi", "kingdom": "wei", "hp": 2,
                "hand": ["杀 ♠7", "杀 ♠8", "闪 ♦2", "闪 ♦3", "桃 ♥3"]}, {"role": "rebel"}])
    t.end_play(0)
    t.cards(0, "杀 ♠7", "杀 ♠8", "闪 ♦2")
    t.finish()
    assert t.p(0).marks == {"ren": 3}
    assert [(e["seat"], e["mark"], e["value"]) for e in t.log("mark")] == [(0, "ren", 3)]


def test_cards_taken_or_discarded_otherwise_give_none():
    """A card another player's 过河拆桥 discards gives no mark: only his discard phase's own discard
    counts."""
    t = Table([{"role": "lord", "hand": ["过河拆桥 ♠3"]},
               {"role": "rebel", "general": "shensimayi", "kingdom": "wei", "hand": ["闪 ♦2"]}])
    t.play(0, "过河拆桥 ♠3", [1])
    t.end_play(0)
    t.finish()
    assert t.p(1).marks == {} and t.hand(1) == set()
