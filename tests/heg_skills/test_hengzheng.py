"""横征 (董卓): at the start of the draw phase, at 1 HP or with no hand cards, give up drawing to
take one card from each other player's areas."""

from heg import HegTable

MOM = ["hegemony_standard", "heg_momentum"]
DZ = ["zhangjiao", "dongzhuo"]             # (董卓 the deputy: 暴凌 is a 主将技, it stays quiet)


def table(**me):
    return HegTable([{"generals": DZ, **me},
                     {"generals": ["caocao", "xuchu"], "hand": ["闪 ♦2", "闪 ♦6"]},
                     {"generals": ["liubei", "guanyu"], "equip": ["的卢 ♣5"]},
                     {"generals": ["sunquan", "zhouyu"]}],
                    phase="draw", top=["杀 ♠7", "杀 ♠8", "桃 ♥4"], packs=MOM)


def test_no_hand_cards_take_one_from_each_instead_of_drawing():
    t = table()
    req = t.expect(0, "option")
    assert req.prompt.key == "invoke" and req.prompt.args == ("hengzheng",)
    t.yes(0)
    req = t.expect(0, "pick")
    assert req.prompt.key == "hengzheng_take" and req.owner == 1 and req.hand == 2
    t.pick(0, index=0)                        # 刘备's only card is taken at once; 孙权 has none
    t.end_play(0)
    t.finish()
    assert len(t.hand(0)) == 2 and t.id("的卢 ♣5") in t.hand(0) and len(t.hand(1)) == 1
    assert t.id("杀 ♠7") in t.g.draw_pile and t.p(2).equips == {}
    assert [m["src_owner"] for m in t.log("move") if m["reason"] == "hengzheng"] == [1, 2]


def test_declined_draws_as_usual():
    t = table()
    t.no(0)
    t.end_play(0)
    t.finish()
    assert t.hand(0) == set(t.ids("杀 ♠7", "杀 ♠8"))


def test_not_offered_with_cards_in_hand_above_one_hp():
    t = table(hand=["桃 ♥6"])
    t.end_play(0)
    t.finish()
    assert len(t.hand(0)) == 3 and t.log("skill") == []


def test_offered_at_one_hp_with_cards():
    t = table(hand=["桃 ♥6"], hp=1)
    assert t.expect(0, "option").prompt.args == ("hengzheng",)
