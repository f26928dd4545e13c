"""礼让 (孔融): when your cards are discarded, you may give any of them to other players."""

from heg import HegTable


def trio(p0: dict, p1: dict | None = None, **kw):
    a = {"generals": ["kongrong", "yuanshao"]}
    b = {"generals": ["liubei", "zhangfei"]}
    a.update(p0)
    b.update(p1 or {})
    return HegTable([a, b, {"generals": ["sunquan", "huanggai"]}], **kw)


def gifts(t):
    return [(e["cards"], e["src"], e["dst_owner"]) for e in t.log("move") if e["reason"] == "lirang"]


def test_own_discard_phase_shared_out():
    t = trio({"hp": 1, "hand": ["杀 ♠5", "闪 ♦2", "桃 ♥4"]}, phase="discard")
    t.cards(0, "杀 ♠5", "闪 ♦2")              # the discard phase
    req = t.expect(0, "cards")
    assert req.prompt.key == "lirang" and list(req.cards) == t.ids("杀 ♠5", "闪 ♦2") and (req.min, req.max) == (0, 2)
    t.cards(0, "杀 ♠5")
    req = t.expect(0, "seats")
    assert req.seats == (1, 2)
    t.seats(0, 2)
    assert list(t.expect(0, "cards").cards) == [t.id("闪 ♦2")]
    t.cards(0, "闪 ♦2")
    t.seats(0, 1)
    t.finish()
    assert gifts(t) == [([t.id("杀 ♠5")], "discard", 2), ([t.id("闪 ♦2")], "discard", 1)]
    assert t.hand(1) == {t.id("闪 ♦2")} and t.hand(2) == {t.id("杀 ♠5")} and t.hand(0) == {t.id("桃 ♥4")}
    assert [e["skill"] for e in t.log("skill")] == ["lirang"]


def test_discarded_by_another_player():
    t = trio({"equip": ["八卦阵 ♠2"]}, {"hand": ["过河拆桥 ♠3"]}, current=1)
    t.play(1, "过河拆桥 ♠3", [0])
    t.cards(0, "八卦阵 ♠2")                   # (its only card goes without a pick) 礼让 gives it on
    t.seats(0, 2)
    t.end_play(1)
    t.finish()
    assert gifts(t) == [([t.id("八卦阵 ♠2")], "discard", 2)] and t.hand(2) == {t.id("八卦阵 ♠2")}


def test_keeps_some_in_the_pile():
    t = trio({"hp": 1, "hand": ["杀 ♠5", "闪 ♦2", "桃 ♥4"]}, phase="discard")
    t.cards(0, "杀 ♠5", "闪 ♦2")
    t.cards(0, "闪 ♦2")
    t.seats(0, 1)
    t.cards(0)                                 # the 杀 stays in the discard pile
    t.finish()
    assert t.id("杀 ♠5") in t.g.discard_pile and t.hand(1) == {t.id("闪 ♦2")}


def test_declined_and_not_a_discard():
    t = trio({"hp": 1, "hand": ["杀 ♠5", "闪 ♦2"]}, phase="discard")
    t.cards(0, "杀 ♠5")
    t.cards(0)                                 # gives nothing
    t.finish()
    assert gifts(t) == [] and t.log("skill") == []
    # a recast, a used card and a replaced equipment card are not discards
    t = trio({"hand": ["铁索连环 ♠12", "杀 ♠5", "赤兔 ♥5"], "equip": ["紫骍 ♦13"]}, top=["闪 ♦3"])
    t.recast(0, "铁索连环 ♠12")
    t.play(0, "杀 ♠5", [1])
    t.play(0, "赤兔 ♥5")
    t.end_play(0)
    t.finish()
    assert gifts(t) == [] and {t.id("铁索连环 ♠12"), t.id("杀 ♠5"), t.id("紫骍 ♦13")} <= set(t.g.discard_pile)


def test_face_down_general_is_shown():
    t = trio({"shown": [False, True], "hp": 1, "hand": ["杀 ♠5", "闪 ♦2"]}, phase="discard")
    t.cards(0, "杀 ♠5")
    t.cards(0, "杀 ♠5")
    t.seats(0, 1)
    assert t.expect(0, "option").prompt.key == "half_hp_draw"     # 孔融 is shown
    t.no(0)
    t.finish()
    shows = [(e["seat"], e["slot"], e["general"], e["reason"]) for e in t.log("show_general")]
    assert shows == [(0, "head", "kongrong", "lirang")] and t.p(0).kingdom == "qun"
    assert t.hand(1) == {t.id("杀 ♠5")}
