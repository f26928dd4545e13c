"""神愤 (神吕布): once per play phase, six 暴怒 marks: 1 damage to each other player, then each
discards its equipment, then four hand cards; then 神吕布 turns over."""

from god_b import marked
from refusing import refused


def test_damage_then_equipment_then_four_hand_cards_then_turn_over():
    t = marked([{"role": "lord", "general": "shenlvbu", "kingdom": "qun"},
               {"role": "rebel", "equip": ["八卦阵 ♠2", "赤兔 ♥5"],
                "hand": ["杀 ♠7", "杀 ♠8", "闪 ♦2", "闪 ♦3", "桃 ♥3"]},
               {"role": "rebel", "hand": ["杀 ♣5", "闪 ♦4"]},
               {"role": "renegade"}], {0: {"baonu": 7}})
    opt = next(o for o in t.expect(0, "play").options if o.skill == "shenfen")
    assert (opt.cards, opt.targets) == ((), None)
    t.play(0, skill="shenfen")
    req = t.expect(1, "cards")                    # seat 2 has only two: both go unasked
    assert (req.min, req.max) == (4, 4) and req.prompt.key == "shenfen_discard" and req.prompt.args == (0, 4)
    refused(t, 1, "cards", {"type": "cards", "cards": ["杀 ♠7", "杀 ♠8", "闪 ♦2"]}, "choose 4..4 cards")
    t.cards(1, "杀 ♠7", "杀 ♠8", "闪 ♦2", "闪 ♦3")
    assert not t.p(0).face_up
    assert t.p(0).marks == {"baonu": 4}           # 7 - 6 + 3 (狂暴: the damage it dealt)
    assert next((o for o in t.expect(0, "play").options if o.skill == "shenfen"), None) is None
    refused(t, 0, "play", {"type": "use", "skill": "shenfen"}, "cannot be used now")
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, None), (0, 2, 1, None), (0, 3, 1, None)]
    assert t.hand(1) == {t.id("桃 ♥3")} and t.p(1).equips == {} and t.hand(2) == set()
    moves = [(e["src_owner"], e["src"], e["reason"]) for e in t.log("move") if e["reason"] == "shenfen"]
    assert moves == [(1, "equip", "shenfen"), (1, "hand", "shenfen"), (2, "hand", "shenfen")]
    assert [e["skill"] for e in t.log("skill")] == ["shenfen", "kuangbao", "kuangbao", "kuangbao"]


def test_six_marks_are_needed():
    t = marked([{"role": "lord", "general": "shenlvbu", "kingdom": "qun"}, {"role": "rebel"}], {0: {"baonu": 5}})
    refused(t, 0, "play", {"type": "use", "skill": "shenfen"}, "cannot be used now")
    t.end_play(0)
    t.finish()
