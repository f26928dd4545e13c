"""谦逊: 锁定技, never the target of 顺手牵羊 or 乐不思蜀."""

import pytest
from table import Table

from sgs_desktop.engine.errors import IllegalAnswer
from sgs_desktop.engine.protocol.answers import Use


def card_option(t, ref, seat=0):
    return next((o for o in t.expect(seat, "play").options if o.card == t.id(ref)), None)


def test_snatch_and_indulgence_pass_him_by():
    t = Table([{"role": "lord", "hand": ["顺手牵羊 ♠3", "乐不思蜀 ♠6", "过河拆桥 ♠4"]},
               {"role": "rebel", "general": "luxun", "hand": ["闪 ♥2"]},
               {"role": "loyalist", "hand": ["闪 ♦2"]}])
    assert card_option(t, "顺手牵羊 ♠3").targets.seats == (2,)
    assert card_option(t, "乐不思蜀 ♠6").targets.seats == (2,)
    assert card_option(t, "过河拆桥 ♠4").targets.seats == (1, 2)     # other tricks still reach him
    for ref in ("顺手牵羊 ♠3", "乐不思蜀 ♠6"):
        with pytest.raises(IllegalAnswer, match="not a legal target"):
            t.g.answer(Use(card=t.id(ref), targets=(1,)))
    t.play(0, "过河拆桥 ♠4", [1])       # his only card goes without a pick
    t.no(1)                              # 连营: he may draw for his last card; he does not
    t.end_play(0)
    t.finish()
    assert t.hand(1) == set() and t.p(1).judge == [] and t.id("闪 ♥2") in t.g.discard_pile
    assert t.log("skill") == []          # a prohibition is not an invocation


def test_snatch_not_offered_when_he_is_the_only_one_in_reach():
    t = Table([{"role": "lord", "hand": ["顺手牵羊 ♠3"]},
               {"role": "rebel", "general": "luxun", "hand": ["闪 ♥2"]}])
    assert card_option(t, "顺手牵羊 ♠3") is None
    t.end_play(0)
    t.finish()


def test_a_card_made_into_indulgence_cannot_target_him_either():
    """国色's ♦ card is a 乐不思蜀 too."""
    t = Table([{"role": "lord", "general": "daqiao", "hand": ["闪 ♦2"]},
               {"role": "rebel", "general": "luxun"}, {"role": "loyalist"}])
    opt = next(o for o in t.expect(0, "play").options if o.skill == "guose")
    assert opt.targets.seats == (2,)
    with pytest.raises(IllegalAnswer, match="not a legal target"):
        t.g.answer(Use(skill="guose", name="indulgence", cards=(t.id("闪 ♦2"),), targets=(1,)))
    t.end_play(0)
    t.finish()


def test_he_may_still_use_them_on_others():
    t = Table([{"role": "lord", "general": "luxun", "hand": ["顺手牵羊 ♠3"]},
               {"role": "rebel", "hand": ["闪 ♥2"]}])
    t.play(0, "顺手牵羊 ♠3", [1])
    t.no(0)                              # 连营 for his last card, declined
    t.end_play(0)
    t.finish()
    assert t.hand(0) == {t.id("闪 ♥2")}
