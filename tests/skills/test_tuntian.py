"""屯田 (邓艾): a card lost outside his turn may be judged into a 田 (not a ♥); each 田 brings him one
nearer to everyone (凿险 and 急袭: test_zaoxian.py)."""

from refusing import refused
from table import Table

from sgs_desktop.engine.distance import distance


def fields(t, seat: int = 0) -> list[int]:
    return list(t.p(seat).piles.get("tuntian", []))


def dismantled(top: list[str], hand=("闪 ♥2",), tricks=("过河拆桥 ♠3",), **kw) -> Table:
    """Seat 1 (the lord) dismantles 邓艾's cards in its turn; 邓艾's turn is next."""
    return Table([{"role": "rebel", "general": "dengai", "hand": list(hand)},
                  {"role": "lord", "general": "caocao", "hand": list(tricks), "equip": ["赤兔 ♥5"]}],
                 current=1, top=top, **kw)


def test_a_card_lost_outside_his_turn_becomes_a_field():
    t = dismantled(["杀 ♠7"])
    assert distance(t.g, 0, 1) == 1
    t.play(1, "过河拆桥 ♠3", [0])
    assert t.expect(0, "option").prompt.args == ("tuntian",)
    t.yes(0)
    assert fields(t) == [t.id("杀 ♠7")]
    (judge,) = t.log("judge")
    assert judge["reason"] == "tuntian" and judge["seat"] == 0
    # everyone sees the 田
    assert t.g.view(1).players[0].piles == {"tuntian": 1}
    assert t.g.view(1).players[0].pile_cards == {"tuntian": [t.id("杀 ♠7")]}
    t.end_play(1)
    t.finish()
    # announced as it judges, and again as the judge card goes onto his general (as 洛神's)
    assert [(e["seat"], e["skill"]) for e in t.log("skill")] == [(0, "tuntian"), (0, "tuntian")]


def test_a_heart_is_no_field_and_declining_judges_nothing():
    t = dismantled(["桃 ♥4"])
    t.play(1, "过河拆桥 ♠3", [0])
    refused(t, 0, "option", {"type": "option", "option": "judge"}, "judge")
    t.yes(0)
    t.end_play(1)
    t.finish()
    assert fields(t) == [] and t.id("桃 ♥4") in t.g.discard_pile
    t = dismantled(["杀 ♠7"])
    t.play(1, "过河拆桥 ♠3", [0])
    t.no(0)
    t.end_play(1)
    t.finish()
    assert fields(t) == [] and t.log("judge") == [] and t.log("skill") == []


def test_fields_bring_him_nearer_not_them():
    t = Table([{"role": "rebel", "general": "dengai", "hand": ["闪 ♥2"]}, {"role": "loyalist"},
               {"role": "lord", "general": "caocao", "hand": ["过河拆桥 ♠3"]}, {"role": "rebel"}],
              current=2, top=["杀 ♠7"])
    assert distance(t.g, 0, 2) == 2
    t.play(2, "过河拆桥 ♠3", [0])
    t.yes(0)
    assert distance(t.g, 0, 2) == 1 and distance(t.g, 2, 0) == 2
    t.end_play(2)
    t.finish()


def test_not_in_his_own_turn():
    t = Table([{"role": "lord", "general": "dengai", "hand": ["无中生有 ♥7"]}, {"role": "rebel"}],
              top=["杀 ♠7", "杀 ♠8"])
    t.play(0, "无中生有 ♥7")
    t.end_play(0)
    t.finish()
    assert t.log("judge") == [] and fields(t) == []
