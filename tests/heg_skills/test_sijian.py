"""死谏 (田丰): after losing the last hand card, discard one card of another player."""

from heg import HegTable


def trio(p0: dict, p1: dict | None = None, p2: dict | None = None, **kw):
    a = {"generals": ["tianfeng", "yuanshao"], "hand": ["杀 ♠5"]}
    b = {"generals": ["liubei", "zhangfei"], "hand": ["闪 ♥2"], "equip": ["赤兔 ♥5"]}
    c = {"generals": ["sunquan", "huanggai"], "equip": ["八卦阵 ♠2"]}
    for base, extra in ((a, p0), (b, p1), (c, p2)):
        base.update(extra or {})
    return HegTable([a, b, c], **kw)


def discards(t):
    return [(e["cards"], e["src_owner"]) for e in t.log("move") if e["reason"] == "sijian"]


def test_using_the_last_card():
    t = trio({})
    t.play(0, "杀 ♠5", [1])
    req = t.expect(0, "option")                # the 杀 left the hand: asked before it resolves
    assert req.prompt.args == ("sijian",)
    t.yes(0)
    req = t.expect(0, "seats")
    assert req.seats == (1, 2)
    t.seats(0, 1)
    req = t.expect(0, "pick")
    assert req.owner == 1 and req.hand == 1 and req.cards == (t.id("赤兔 ♥5"),)
    t.pick(0, "赤兔 ♥5")
    t.respond(1, "闪 ♥2")
    t.end_play(0)
    t.finish()
    assert discards(t) == [([t.id("赤兔 ♥5")], 1)] and t.p(1).equips == {}
    assert [e["skill"] for e in t.log("skill")] == ["sijian"]


def test_last_card_taken_by_another_player():
    t = trio({}, {"hand": ["过河拆桥 ♠3"], "equip": []}, current=1)
    t.play(1, "过河拆桥 ♠3", [0])
    t.yes(0)                                   # seat 1 has no card left: seat 2 without a question
    t.end_play(1)
    t.finish()
    assert discards(t) == [([t.id("八卦阵 ♠2")], 2)]


def test_not_the_last_card_or_declined():
    t = trio({"hand": ["杀 ♠5", "闪 ♦2"]})
    t.play(0, "杀 ♠5", [1])
    t.respond(1)
    t.end_play(0)
    t.finish()
    assert t.log("skill") == []
    t = trio({})
    t.play(0, "杀 ♠5", [1])
    t.no(0)
    t.respond(1)
    t.end_play(0)
    t.finish()
    assert discards(t) == [] and t.p(1).equips


def test_face_down_general_is_shown():
    t = trio({"shown": [False, True]}, {"hand": [], "equip": []})
    t.play(0, "杀 ♠5", [1])
    t.yes(0)                                   # only seat 2 has a card: no seat question
    assert t.expect(0, "option").prompt.key == "half_hp_draw"
    t.no(0)
    t.end_play(0)
    t.finish()
    shows = [(e["seat"], e["slot"], e["general"], e["reason"]) for e in t.log("show_general")]
    assert shows == [(0, "head", "tianfeng", "sijian")] and t.p(0).kingdom == "qun"
    assert discards(t) == [([t.id("八卦阵 ♠2")], 2)] and t.damage_log() == [(0, 1, 1, None)]
