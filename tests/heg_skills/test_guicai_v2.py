"""鬼才 (new rules, 司马懿): before a judgement takes effect, play any of your cards — hand or
equipped — to replace the judge card."""

import pytest
from heg import HegTable

from sgs_desktop.engine.errors import IllegalAnswer


def table(**kw):
    simayi = {"generals": ["simayi", "dianwei"], "hand": ["杀 ♠5"], "equip": ["仁王盾 ♣2"]}
    simayi.update(kw.pop("me", {}))
    return HegTable([simayi, {"generals": ["sunquan", "huanggai"], "judge": ["乐不思蜀 ♣6"]}],
                    current=1, phase="judge", top=["闪 ♥2", "闪 ♦2", "闪 ♦3"], rules="new", **kw)


def test_an_equipped_card_replaces_the_judge_card():
    t = table()
    req = t.expect(0, "option")
    assert req.prompt.args == ("guicai_v2", 1, t.id("闪 ♥2"), "indulgence")
    t.yes(0)
    req = t.expect(0, "cards")
    assert req.prompt.key == "guicai_v2_card" and set(req.cards) == set(t.ids("杀 ♠5", "仁王盾 ♣2"))
    t.cards(0, "仁王盾 ♣2")                    # ♣: 乐不思蜀 takes effect
    t.finish()
    assert t.log("judge")[0]["card"]["id"] == t.id("仁王盾 ♣2") and t.p(0).equips == {}
    assert [e["phase"] for e in t.log("phase_skipped")] == ["play"]
    assert t.id("闪 ♥2") in t.g.discard_pile and t.hand(1) == set(t.ids("闪 ♦2", "闪 ♦3"))
    assert [(e["seat"], e["skill"]) for e in t.log("skill")] == [(0, "guicai_v2")]


def test_declined_or_a_card_not_offered():
    t = table()
    t.yes(0)
    with pytest.raises(IllegalAnswer):
        t.cards(0, "闪 ♦3")                    # not one of 司马懿's cards: refused, nothing changes
    t.cards(0, "杀 ♠5")
    t.finish()
    assert t.log("judge")[0]["card"]["id"] == t.id("杀 ♠5")
    t = table()
    t.no(0)
    t.end_play(1)
    t.finish()
    assert t.log("phase_skipped") == [] and t.log("skill") == []


def test_only_equipment_still_offers_and_old_rules_keep_the_hand_rule():
    t = table(me={"hand": []})
    t.yes(0)                                   # the only card: chosen without a question
    t.finish()                                 # (♣: 乐不思蜀 took the play phase)
    assert t.log("judge")[0]["card"]["id"] == t.id("仁王盾 ♣2")
    old = HegTable([{"generals": ["simayi", "dianwei"], "equip": ["仁王盾 ♣2"]},
                    {"generals": ["sunquan", "huanggai"], "judge": ["乐不思蜀 ♣6"]}],
                   current=1, phase="judge", top=["闪 ♥2", "闪 ♦2", "闪 ♦3"])
    old.end_play(1)                            # old 鬼才: no hand card, no question
    old.finish()
    assert old.log("skill") == []
