"""名士 (孔融): 锁定技, damage from a source that still has a face-down general is reduced by 1."""

from heg import HegTable


def duo(p0: dict | None = None, p1: dict | None = None):
    a = {"generals": ["kongrong", "yuanshao"]}
    b = {"generals": ["liubei", "zhangfei"], "shown": [True, False], "hand": ["酒 ♠9", "杀 ♠5"]}
    a.update(p0 or {})
    b.update(p1 or {})
    return HegTable([a, b], current=1)


def test_one_damage_is_prevented():
    t = duo()
    t.play(1, "杀 ♠5", [0])
    t.end_play(1)
    t.finish()
    assert t.damage_log() == [] and t.p(0).hp == 3
    assert [(e["source"], e["target"]) for e in t.log("damage_prevented")] == [(1, 0)]
    assert [(e["seat"], e["skill"]) for e in t.log("skill")] == [(0, "mingshi")]


def test_two_damage_becomes_one():
    t = duo()
    t.play(1, "酒 ♠9")
    t.play(1, "杀 ♠5", [0])
    t.end_play(1)
    t.finish()
    assert t.damage_log() == [(1, 0, 1, None)] and t.p(0).hp == 2


def test_source_with_both_generals_shown():
    t = duo(p1={"shown": [True, True]})
    t.play(1, "杀 ♠5", [0])
    t.end_play(1)
    t.finish()
    assert t.damage_log() == [(1, 0, 1, None)] and t.log("skill") == []


def test_face_down_kongrong_may_show_to_reduce():
    t = duo({"shown": [False, True]})
    t.play(1, "杀 ♠5", [0])
    req = t.expect(0, "option")
    assert req.prompt.key == "show_to_invoke" and req.prompt.args == ("mingshi",)
    t.yes(0)
    assert t.expect(0, "option").prompt.key == "half_hp_draw"
    t.no(0)
    t.end_play(1)
    t.finish()
    shows = [(e["seat"], e["slot"], e["general"], e["reason"]) for e in t.log("show_general")]
    assert shows == [(0, "head", "kongrong", "mingshi")] and t.p(0).kingdom == "qun"
    assert t.damage_log() == [] and t.p(0).hp == 3


def test_face_down_kongrong_keeps_it_hidden():
    t = duo({"shown": [False, True]})
    t.play(1, "杀 ♠5", [0])
    t.no(0)
    t.end_play(1)
    t.finish()
    assert t.damage_log() == [(1, 0, 1, None)] and t.log("show_general") == []
