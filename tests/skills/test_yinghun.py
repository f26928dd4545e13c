"""英魂: start of the start phase, wounded: another player draws X then discards 1, or draws 1 then
discards X (X = lost HP)."""

from refusing import refused
from table import Table


def moves(t, reason="yinghun"):
    return [(e["src"], e["dst"], e["dst_owner"], e["cards"]) for e in t.log("move") if e["reason"] == reason]


def start(me: dict, other: dict, top=(), third=None):
    players = [{"role": "lord", "skills": ["yinghun"], **me}, {"role": "rebel", **other}]
    if third is not None:
        players.append(third)
    return Table(players, phase="start", top=list(top))


def test_draw_x_then_discard_one():
    t = start({"hp": 2}, {}, top=["杀 ♠7", "闪 ♥2", "桃 ♥3", "桃 ♥4"], third={"role": "loyalist"})
    assert t.expect(0, "option").prompt.args == ("yinghun",)
    t.yes(0)
    req = t.expect(0, "seats")
    assert req.seats == (1, 2) and req.prompt.args == (2,)
    t.seats(0, 1)
    req = t.expect(0, "option")
    assert req.options == ("draw_x_discard_1", "draw_1_discard_x")
    t.choose(0, "draw_x_discard_1")
    t.cards(1, "闪 ♥2")
    t.end_play(0)                                    # 桃 ♥3, 桃 ♥4 were the draw phase's
    t.finish()
    assert moves(t) == [("draw", "hand", 1, t.ids("杀 ♠7", "闪 ♥2")), ("hand", "discard", -1, [t.id("闪 ♥2")])]
    assert t.hand(1) == {t.id("杀 ♠7")} and t.hand(0) == set(t.ids("桃 ♥3", "桃 ♥4"))
    assert [(e["seat"], e["skill"]) for e in t.log("skill")] == [(0, "yinghun")]
    assert [(e["target"], e["draw"], e["discard"]) for e in t.log("yinghun")] == [(1, 2, 1)]


def test_draw_one_then_discard_x_from_hand_and_equipment():
    t = start({"hp": 1}, {"hand": ["闪 ♦2"], "equip": ["八卦阵 ♠2", "绝影 ♠5"]},
              top=["杀 ♠7", "桃 ♥3", "桃 ♥4"])
    t.yes(0)
    t.seats(0, 1)
    t.choose(0, "draw_1_discard_x")                  # X = 3
    req = t.expect(1, "cards")
    assert set(req.cards) == set(t.ids("闪 ♦2", "杀 ♠7", "八卦阵 ♠2", "绝影 ♠5")) and req.min == req.max == 3
    t.cards(1, "杀 ♠7", "八卦阵 ♠2", "绝影 ♠5")
    t.end_play(0)
    t.cards(0, "桃 ♥3")                               # his own discard phase: 2 cards, 1 HP
    t.finish()
    assert t.hand(1) == {t.id("闪 ♦2")} and t.p(1).equips == {}


def test_fewer_cards_than_x_discards_all_without_asking():
    t = start({"hp": 1}, {}, top=["杀 ♠7", "桃 ♥3", "桃 ♥4"])
    t.yes(0)
    t.seats(0, 1)
    t.choose(0, "draw_1_discard_x")
    t.end_play(0)
    t.cards(0, "桃 ♥3")
    t.finish()
    assert moves(t) == [("draw", "hand", 1, [t.id("杀 ♠7")]), ("hand", "discard", -1, [t.id("杀 ♠7")])]


def test_x_of_one_has_no_choice_of_mode():
    t = start({"hp": 3}, {"hand": ["闪 ♦2"]}, top=["杀 ♠7", "桃 ♥3", "桃 ♥4"])
    t.yes(0)
    t.seats(0, 1)                                     # draws 1, discards 1: no mode question
    t.cards(1, "闪 ♦2")
    t.end_play(0)
    t.finish()
    assert t.hand(1) == {t.id("杀 ♠7")}


def test_declined_and_not_when_unhurt():
    t = start({"hp": 2}, {}, top=["桃 ♥3", "桃 ♥4"])
    t.no(0)
    t.end_play(0)
    t.finish()
    assert moves(t) == [] and t.log("skill") == []
    t = start({}, {}, top=["桃 ♥3", "桃 ♥4"])
    t.end_play(0)                                    # full HP: not asked
    t.finish()
    assert moves(t) == [] and t.log("skill") == []


def test_sun_jian_a_lord_of_five():
    """孙坚 (林): 英魂 is his from the start; as the lord of five he has 5 HP, so at 2 HP X is 3."""
    t = Table([{"role": "lord", "general": "sunjian", "hp": 2}, {"role": "rebel", "hand": ["闪 ♦2"]},
               {"role": "rebel"}, {"role": "loyalist"}, {"role": "renegade"}],
              phase="start", top=["杀 ♠7", "闪 ♥2", "桃 ♥3", "桃 ♥4", "杀 ♠8"])
    assert t.p(0).max_hp == 5
    t.yes(0)
    refused(t, 0, "seats", {"type": "seats", "seats": [0]}, "not a legal target")   # another player only
    t.seats(0, 3)
    req = t.expect(0, "option")
    assert req.prompt.args == (3, 3)
    refused(t, 0, "option", {"type": "option", "option": "draw_x_discard_x"}, "draw_x_discard_x")
    t.choose(0, "draw_x_discard_1")
    t.cards(3, "闪 ♥2")
    t.end_play(0)
    t.finish()
    assert t.hand(3) == set(t.ids("杀 ♠7", "桃 ♥3")) and t.hand(0) == set(t.ids("桃 ♥4", "杀 ♠8"))
    assert [(e["target"], e["draw"], e["discard"]) for e in t.log("yinghun")] == [(3, 3, 1)]
