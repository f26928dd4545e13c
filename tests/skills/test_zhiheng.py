"""制衡: once per play phase, discard any number of cards (hand or equipment), draw as many."""

import pytest
from table import Table

from sgs_desktop.engine.errors import IllegalAnswer
from sgs_desktop.engine.protocol.answers import Use


def option(t, seat, skill="zhiheng"):
    return next((o for o in t.expect(seat, "play").options if o.skill == skill), None)


def test_discards_hand_and_equipment_then_draws_as_many():
    t = Table([{"role": "lord", "general": "sunquan", "hand": ["杀 ♠7", "闪 ♥2"], "equip": ["八卦阵 ♠2"]},
               {"role": "rebel"}], top=["桃 ♥3", "无中生有 ♥7"])
    opt = option(t, 0)
    assert set(opt.cards) == set(t.ids("杀 ♠7", "闪 ♥2", "八卦阵 ♠2"))
    assert (opt.min_cards, opt.max_cards, opt.targets) == (1, 3, None)
    t.play(0, skill="zhiheng", cards=["杀 ♠7", "八卦阵 ♠2"])
    assert option(t, 0) is None            # once per play phase
    t.end_play(0)
    t.finish()
    assert t.hand(0) == set(t.ids("闪 ♥2", "桃 ♥3", "无中生有 ♥7"))
    assert t.p(0).equips == {}
    assert {t.id("杀 ♠7"), t.id("八卦阵 ♠2")} <= set(t.g.discard_pile)
    assert [(e["seat"], e["skill"]) for e in t.log("skill")] == [(0, "zhiheng")]
    moves = [(e["cards"], e["src"], e["dst"]) for e in t.log("move") if e["reason"] == "zhiheng"]
    assert moves == [([t.id("杀 ♠7")], "hand", "discard"), ([t.id("八卦阵 ♠2")], "equip", "discard"),
                     ([t.id("桃 ♥3"), t.id("无中生有 ♥7")], "draw", "hand")]


def test_must_discard_at_least_one_card():
    t = Table([{"role": "lord", "general": "sunquan", "hand": ["杀 ♠7"]}, {"role": "rebel"}])
    with pytest.raises(IllegalAnswer, match=r"choose 1\.\.1 cards"):
        t.g.answer(Use(skill="zhiheng", cards=()))
    t.end_play(0)
    t.finish()
    assert t.hand(0) == {t.id("杀 ♠7")} and t.log("skill") == []


def test_not_offered_without_cards():
    t = Table([{"role": "lord", "general": "sunquan"}, {"role": "rebel"}])
    assert option(t, 0) is None
    t.end_play(0)
    t.finish()


def test_the_drawn_cards_can_be_used_at_once():
    """The new cards are usable in the same play phase; 制衡 itself is not offered again."""
    t = Table([{"role": "lord", "general": "sunquan", "hand": ["闪 ♥2"]}, {"role": "rebel"}],
              top=["杀 ♠7"])
    t.play(0, skill="zhiheng", cards=["闪 ♥2"])
    t.play(0, "杀 ♠7", [1])
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, None)]
