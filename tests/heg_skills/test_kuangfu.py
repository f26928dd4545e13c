"""狂斧 (潘凤): after your 杀 damages its target, put one of its equipment cards into your
equipment area (replacing yours) or discard it."""

from heg import HegTable


def duo(p0: dict | None = None, p1: dict | None = None):
    a = {"generals": ["panfeng", "yuanshao"], "hand": ["杀 ♠5"]}
    b = {"generals": ["liubei", "zhangfei"], "equip": ["赤兔 ♥5", "白银狮子 ♣1"]}
    a.update(p0 or {})
    b.update(p1 or {})
    return HegTable([a, b])


def test_takes_an_equipment_card_replacing_its_own():
    t = duo({"equip": ["紫骍 ♦13"]})
    t.play(0, "杀 ♠5", [1])
    req = t.expect(0, "option")
    assert req.prompt.args == ("kuangfu",)
    t.yes(0)
    req = t.expect(0, "pick")
    assert req.owner == 1 and req.hand == 0 and list(req.cards) == t.ids("白银狮子 ♣1", "赤兔 ♥5")
    t.pick(0, "赤兔 ♥5")
    req = t.expect(0, "option")
    assert req.options == ("equip", "discard") and req.prompt.args == (t.id("赤兔 ♥5"),)
    t.choose(0, "equip")
    t.end_play(0)
    t.finish()
    assert t.p(0).equips == {"offensive_horse": t.id("赤兔 ♥5")} and t.id("紫骍 ♦13") in t.g.discard_pile
    assert t.p(1).equips == {"armor": t.id("白银狮子 ♣1")} and t.damage_log() == [(0, 1, 1, None)]
    moves = [(e["reason"], e["src"], e["src_owner"], e["dst"], e["dst_owner"]) for e in t.log("move")
             if e["reason"] in ("kuangfu", "replace_equip")]
    assert moves == [("replace_equip", "equip", 0, "discard", -1), ("kuangfu", "equip", 1, "equip", 0)]


def test_discards_it():
    t = duo()
    t.play(0, "杀 ♠5", [1])
    t.yes(0)
    t.pick(0, "白银狮子 ♣1")
    t.choose(0, "discard")                     # 白银狮子 leaves: its owner recovers (already full)
    t.end_play(0)
    t.finish()
    assert t.p(1).equips == {"offensive_horse": t.id("赤兔 ♥5")} and t.p(0).equips == {}
    assert t.id("白银狮子 ♣1") in t.g.discard_pile


def test_declined_dodged_or_no_equipment():
    t = duo()
    t.play(0, "杀 ♠5", [1])
    t.no(0)
    t.end_play(0)
    t.finish()
    assert len(t.p(1).equips) == 2 and t.log("skill") == []
    t = duo(p1={"hand": ["闪 ♥2"]})
    t.play(0, "杀 ♠5", [1])
    t.respond(1, "闪 ♥2")                      # no damage, no question
    t.end_play(0)
    t.finish()
    t = duo(p1={"equip": []})
    t.play(0, "杀 ♠5", [1])
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, None)] and t.log("skill") == []


def test_only_after_a_slash():
    t = duo({"hand": ["决斗 ♠1"]})
    t.play(0, "决斗 ♠1", [1])
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, None)] and t.log("skill") == []


def test_face_down_general_is_shown():
    t = duo({"shown": [False, True]})
    t.play(0, "杀 ♠5", [1])
    t.yes(0)
    t.pick(0, "赤兔 ♥5")
    t.choose(0, "equip")
    t.end_play(0)
    t.finish()
    shows = [(e["seat"], e["slot"], e["general"], e["reason"]) for e in t.log("show_general")]
    assert shows == [(0, "head", "panfeng", "kuangfu")] and t.p(0).kingdom == "qun"
    assert t.p(0).equips == {"offensive_horse": t.id("赤兔 ♥5")}
