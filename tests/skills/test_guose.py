"""国色: any ♦ card (hand or equipment) as 乐不思蜀."""

import pytest
from table import Table

from sgs_desktop.engine.errors import IllegalAnswer
from sgs_desktop.engine.protocol.answers import Use


def guose_option(t, seat=0):
    return next((o for o in t.expect(seat, "play").options if o.skill == "guose"), None)


def test_diamond_card_as_indulgence_is_judged_as_one():
    """The ♦ card lies in the judge area as a 乐不思蜀 and works as one in that player's turn."""
    t = Table([{"role": "lord", "general": "daqiao", "hand": ["闪 ♦2", "杀 ♠7"]}, {"role": "rebel"}],
              stop="game_over", round_limit=1, top=["杀 ♠8", "闪 ♥2", "桃 ♥3"])
    opt = guose_option(t)
    assert opt.name == "indulgence" and opt.cards == (t.id("闪 ♦2"),) and opt.targets.seats == (1,)
    t.play(0, skill="guose", cards=["闪 ♦2"], targets=[1])
    assert t.p(1).judge == [t.id("闪 ♦2")] and t.p(1).judge_as == {t.id("闪 ♦2"): "indulgence"}
    t.end_play(0)
    # seat 1: the judgement 杀 ♠8 is not ♥: the play phase is skipped
    t.finish("round_limit")
    (use,) = t.log("use")
    assert use["card"]["key"] == "indulgence" and use["card"]["skill"] == "guose" and use["targets"] == [1]
    assert [(e["seat"], e["reason"], e["card"]["id"]) for e in t.log("judge")] == [(1, "indulgence", t.id("杀 ♠8"))]
    assert [(e["seat"], e["phase"]) for e in t.log("phase_skipped")] == [(1, "play")]
    assert t.p(1).judge == [] and t.id("闪 ♦2") in t.g.discard_pile
    assert t.hand(1) == set(t.ids("闪 ♥2", "桃 ♥3"))


def test_diamond_equipment_as_indulgence():
    t = Table([{"role": "lord", "general": "daqiao", "equip": ["紫骍 ♦13"]}, {"role": "rebel"}])
    t.play(0, skill="guose", cards=["紫骍 ♦13"], targets=[1])
    t.end_play(0)
    t.finish()
    assert t.p(0).equips == {} and t.p(1).judge == [t.id("紫骍 ♦13")]


def test_only_diamonds():
    t = Table([{"role": "lord", "general": "daqiao", "hand": ["闪 ♥2", "杀 ♠7"]}, {"role": "rebel"}])
    assert guose_option(t) is None
    with pytest.raises(IllegalAnswer):
        t.g.answer(Use(skill="guose", name="indulgence", cards=(t.id("闪 ♥2"),), targets=(1,)))
    t.end_play(0)
    t.finish()
    assert t.p(1).judge == []


def test_not_on_a_player_who_already_has_one():
    t = Table([{"role": "lord", "general": "daqiao", "hand": ["闪 ♦2"]},
               {"role": "rebel", "judge": ["乐不思蜀 ♠6"]}, {"role": "loyalist"}])
    assert guose_option(t).targets.seats == (2,)
    with pytest.raises(IllegalAnswer, match="not a legal target"):
        t.g.answer(Use(skill="guose", name="indulgence", cards=(t.id("闪 ♦2"),), targets=(1,)))
    t.play(0, skill="guose", cards=["闪 ♦2"], targets=[2])
    t.end_play(0)
    t.finish()
    assert t.p(2).judge == [t.id("闪 ♦2")]
