"""狂骨 (new rules, 魏延): for each 1 damage to a player within distance 1, draw a card or recover
1 HP (optional)."""

from heg import HegTable


def table(**kw):
    return HegTable([{"generals": ["weiyan", "pangtong"], "hp": 2, "hand": ["杀 ♠5", "酒 ♠9"],
                      "equip": ["麒麟弓 ♥5"]},
                     {"generals": ["sunquan", "huanggai"]}, {"generals": ["lvbu", "huatuo"]},
                     {"generals": ["xuhuang", "dianwei"]}], top=["闪 ♦3", "闪 ♦6"], rules="new", **kw)


def test_each_point_chooses_draw_or_recover():
    t = table()
    t.play(0, "酒 ♠9")
    t.play(0, "杀 ♠5", [1])
    req = t.expect(0, "option")
    assert req.prompt.key == "kuanggu_v2" and req.options == ("draw", "recover", "no")
    t.choose(0, "recover")
    req = t.expect(0, "option")
    assert req.options == ("draw", "no")        # at full HP again: only the draw
    t.choose(0, "draw")
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 2, None)] and t.p(0).hp == 3 and t.hand(0) == {t.id("闪 ♦3")}
    assert [e["skill"] for e in t.log("skill")] == ["kuanggu_v2", "kuanggu_v2"]


def test_declined_or_too_far():
    t = table()
    t.play(0, "杀 ♠5", [1])
    t.choose(0, "no")
    t.end_play(0)
    t.finish()
    assert t.p(0).hp == 2 and t.log("skill") == []
    t = table()
    t.play(0, "杀 ♠5", [2])                    # distance 2 (麒麟弓 reaches): no question
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 2, 1, None)] and t.log("skill") == []
