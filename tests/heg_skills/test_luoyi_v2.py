"""裸衣 (new rules, 许褚): at the end of the draw phase discard a card: this turn 杀 and 决斗 deal
1 more damage."""

from heg import HegTable


def table(**kw):
    me = {"generals": ["xuchu", "dianwei"], "hand": ["杀 ♠7", "酒 ♠9"], "equip": ["赤兔 ♥5"]}
    me.update(kw.pop("me", {}))
    return HegTable([me, {"generals": ["sunquan", "huanggai"]}], phase="draw",
                    top=["闪 ♦3", "闪 ♦6"], rules="new", **kw)


def test_discard_a_card_for_more_damage():
    t = table()
    req = t.expect(0, "cards")
    assert req.prompt.key == "luoyi_v2" and (req.min, req.max) == (0, 1)
    assert set(req.cards) == set(t.ids("杀 ♠7", "酒 ♠9", "赤兔 ♥5", "闪 ♦3", "闪 ♦6"))   # drew both
    t.cards(0, "赤兔 ♥5")
    t.play(0, "杀 ♠7", [1])
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 2, None)] and t.p(0).equips == {}
    assert [e["skill"] for e in t.log("skill")] == ["luoyi_v2", "luoyi_v2"]


def test_declined_no_bonus():
    t = table()
    t.cards(0)
    t.play(0, "杀 ♠7", [1])
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, None)] and t.log("skill") == []
    assert len(t.hand(0)) == 3              # drew two: the new 裸衣 never draws fewer
