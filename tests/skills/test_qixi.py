"""奇袭: any black card (hand or equipment) as 过河拆桥."""

import pytest
from table import Table

from sgs_desktop.engine.errors import IllegalAnswer
from sgs_desktop.engine.protocol.answers import Use


def qixi_option(t, seat=0):
    return next((o for o in t.expect(seat, "play").options if o.skill == "qixi"), None)


def test_black_hand_card_as_dismantlement():
    t = Table([{"role": "lord", "general": "ganning", "hand": ["杀 ♣2", "桃 ♥3"]},
               {"role": "rebel", "equip": ["八卦阵 ♠2", "绝影 ♠5"]}])
    opt = qixi_option(t)
    assert opt.name == "dismantlement" and opt.cards == (t.id("杀 ♣2"),) and opt.targets.seats == (1,)
    t.play(0, skill="qixi", cards=["杀 ♣2"], targets=[1])
    assert set(t.expect(0, "pick").cards) == set(t.ids("八卦阵 ♠2", "绝影 ♠5"))
    t.pick(0, card="八卦阵 ♠2")
    t.end_play(0)
    t.finish()
    assert t.p(1).equips == {"defensive_horse": t.id("绝影 ♠5")}
    assert {t.id("杀 ♣2"), t.id("八卦阵 ♠2")} <= set(t.g.discard_pile)
    (use,) = t.log("use")
    assert use["card"]["key"] == "dismantlement" and use["card"]["skill"] == "qixi"
    assert use["card"]["subcards"] == [t.id("杀 ♣2")] and use["targets"] == [1]
    assert [e["reason"] for e in t.log("move") if t.id("八卦阵 ♠2") in e["cards"]][-1] == "dismantlement"
    assert t.hand(0) == {t.id("桃 ♥3")}


def test_black_equipment_as_dismantlement():
    """The black armour itself becomes the 过河拆桥; it takes a face-down hand card."""
    t = Table([{"role": "lord", "general": "ganning", "equip": ["八卦阵 ♣2"]},
               {"role": "rebel", "hand": ["闪 ♥2", "闪 ♦2"]}])
    t.play(0, skill="qixi", cards=["八卦阵 ♣2"], targets=[1])
    req = t.expect(0, "pick")
    assert req.hand == 2 and req.cards == ()
    gone = t.g.face_down[1]
    t.pick(0, index=1)
    t.end_play(0)
    t.finish()
    assert t.p(0).equips == {} and gone in t.g.discard_pile and len(t.hand(1)) == 1
    assert t.id("八卦阵 ♣2") in t.g.discard_pile


def test_red_card_cannot_be_used():
    t = Table([{"role": "lord", "general": "ganning", "hand": ["闪 ♥2", "杀 ♠7"]},
               {"role": "rebel", "hand": ["桃 ♥3"]}])
    with pytest.raises(IllegalAnswer, match="may not be chosen"):
        t.g.answer(Use(skill="qixi", name="dismantlement", cards=(t.id("闪 ♥2"),), targets=(1,)))
    t.end_play(0)
    t.finish()
    assert t.hand(1) == {t.id("桃 ♥3")}


def test_not_offered_when_nobody_has_a_card():
    t = Table([{"role": "lord", "general": "ganning", "hand": ["杀 ♠7"]}, {"role": "rebel"}])
    assert qixi_option(t) is None
    t.end_play(0)
    t.finish()


def test_can_be_nullified():
    """It is a real 过河拆桥: a 无懈可击 cancels it and the black card is spent."""
    t = Table([{"role": "lord", "general": "ganning", "hand": ["杀 ♠7"]},
               {"role": "rebel", "hand": ["无懈可击 ♣12", "闪 ♥2"]}])
    t.play(0, skill="qixi", cards=["杀 ♠7"], targets=[1])
    t.respond(1, "无懈可击 ♣12")
    t.end_play(0)
    t.finish()
    assert t.hand(1) == {t.id("闪 ♥2")} and t.id("杀 ♠7") in t.g.discard_pile
    assert [e["card"]["key"] for e in t.log("nullified")] == ["dismantlement"]
