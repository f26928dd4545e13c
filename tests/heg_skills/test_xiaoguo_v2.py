"""骁果 (new rules, 乐进): at another player's finish phase discard a basic card: it discards an
equipment card (乐进 then draws one) or takes 1 damage."""

from heg import HegTable


def duo(p1=None):
    b = {"generals": ["sunquan", "huanggai"], "equip": ["赤兔 ♥5"]}
    b.update(p1 or {})
    return HegTable([{"generals": ["yuejin", "dianwei"], "hand": ["杀 ♠5"]}, b], current=1, phase="finish",
                    top=["桃 ♥4"], rules="new")


def test_an_equipment_card_discarded_draws_yuejin_a_card():
    t = duo()
    t.cards(0, "杀 ♠5")
    req = t.expect(1, "option")
    assert req.prompt.key == "xiaoguo_v2_choice" and req.options == ("discard_equip", "damage")
    t.choose(1, "discard_equip")               # its only equipment card: no question which
    t.finish()
    assert t.damage_log() == [] and t.p(1).equips == {} and t.hand(0) == {t.id("桃 ♥4")}


def test_damage_draws_nothing_and_declining_does_nothing():
    t = duo()
    t.cards(0, "杀 ♠5")
    t.choose(1, "damage")
    t.finish()
    assert t.damage_log() == [(0, 1, 1, None)] and t.hand(0) == set()
    t = duo()
    t.cards(0)
    t.finish()
    assert t.log("skill") == [] and t.hand(0) == {t.id("杀 ♠5")}
