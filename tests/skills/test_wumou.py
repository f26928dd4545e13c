"""无谋 (神吕布): 锁定技, each non-delayed trick he uses costs 1 HP or a 暴怒 mark."""

from god_b import give_marks
from refusing import refused
from table import Table


def test_a_mark_spent_for_a_trick():
    t = Table([{"role": "lord", "general": "shenlvbu", "kingdom": "qun", "hand": ["无中生有 ♥7"]}, {"role": "rebel"}],
              top=["闪 ♦2", "闪 ♦3"])
    give_marks(t, 0, "baonu", 1)
    t.play(0, "无中生有 ♥7")
    req = t.expect(0, "option")
    assert req.options == ("lose_hp", "spend_baonu") and req.prompt.key == "wumou"
    refused(t, 0, "option", {"type": "option", "option": "draw"}, "is not offered")
    t.choose(0, "spend_baonu")
    t.end_play(0)
    t.finish()
    assert t.p(0).marks == {} and t.p(0).hp == 5
    assert t.hand(0) == {t.id("闪 ♦2"), t.id("闪 ♦3")}
    assert [(e["seat"], e["skill"]) for e in t.log("skill")] == [(0, "wumou")]
    assert [(e["seat"], e["mark"], e["value"]) for e in t.log("mark")] == [(0, "baonu", 1), (0, "baonu", None)]


def test_hp_lost_by_choice_and_without_marks_unasked():
    t = Table([{"role": "lord", "general": "shenlvbu", "kingdom": "qun", "hand": ["无中生有 ♥7", "过河拆桥 ♠3"]},
               {"role": "rebel", "hand": ["杀 ♠7"]}],
              top=["闪 ♦2", "闪 ♦3"])
    give_marks(t, 0, "baonu", 1)
    t.play(0, "无中生有 ♥7")
    t.choose(0, "lose_hp")
    assert t.p(0).hp == 4 and t.p(0).marks == {"baonu": 1}
    give_marks(t, 0, "baonu", None)
    t.play(0, "过河拆桥 ♠3", [1])                 # no mark: 1 HP, unasked
    t.end_play(0)
    t.finish()
    assert t.p(0).hp == 3 and [(e["target"], e["amount"]) for e in t.log("lose_hp")] == [(0, 1), (0, 1)]
    assert t.hand(1) == set()


def test_delayed_tricks_and_basic_cards_cost_nothing():
    t = Table([{"role": "lord", "general": "shenlvbu",
                "kingdom": "qun", "hand": ["乐不思蜀 ♥6", "杀 ♠7"]}, {"role": "rebel"}])
    t.play(0, "乐不思蜀 ♥6", [1])
    t.play(0, "杀 ♠7", [1])
    t.end_play(0)
    t.finish()
    assert t.p(0).hp == 5 and t.log("lose_hp") == []
    assert [e["skill"] for e in t.log("skill")] == ["kuangbao"]


def test_a_trick_whose_price_kills_him_comes_to_nothing():
    """His last HP for 顺手牵羊: he dies, and takes no card (the card is discarded)."""
    t = Table([{"role": "rebel", "general": "shenlvbu", "kingdom": "qun", "hp": 1, "hand": ["顺手牵羊 ♠3"]},
               {"role": "lord", "hand": ["闪 ♦2"]}, {"role": "loyalist"}, {"role": "rebel"}],
              current=0, top=["杀 ♠7", "杀 ♠8"], stop="game_over")
    t.play(0, "顺手牵羊 ♠3", [1])                 # no 暴怒: 1 HP, unasked
    t.expect(1, "play")                          # his turn is over: the lord's
    assert not t.p(0).alive and t.id("顺手牵羊 ♠3") in t.g.discard_pile
    assert t.hand(1) == set(t.ids("闪 ♦2", "杀 ♠7", "杀 ♠8"))
    assert [k for k in t.kinds() if k in ("lose_hp", "dying", "death", "damage")] == ["lose_hp", "dying", "death"]
