"""帷幕 (贾诩): 锁定技, never the target of a black trick card (delayed ones included)."""

from heg import HegTable


def targets_of(t, seat, ref):
    cid = t.id(ref)
    opts = [o for o in t.expect(seat, "play").options if o.card == cid]
    if not opts:
        return None
    return () if opts[0].targets is None else opts[0].targets.seats


def test_black_tricks_cannot_target_jiaxu_red_ones_can():
    t = HegTable([{"generals": ["caocao", "xuchu"],
                   "hand": ["过河拆桥 ♠3", "决斗 ♠1", "兵粮寸断 ♣10", "乐不思蜀 ♣6", "乐不思蜀 ♥6",
                            "过河拆桥 ♥12"]},
                  {"generals": ["jiaxu", "pangde"], "hand": ["闪 ♦2"]},
                  {"generals": ["liubei", "guanyu"], "hand": ["闪 ♦3"]}])
    for ref in ("过河拆桥 ♠3", "决斗 ♠1", "兵粮寸断 ♣10", "乐不思蜀 ♣6"):
        assert targets_of(t, 0, ref) == (2,), ref
    assert targets_of(t, 0, "乐不思蜀 ♥6") == (1, 2)
    assert targets_of(t, 0, "过河拆桥 ♥12") == (1, 2)
    t.play(0, "过河拆桥 ♥12", [1])          # a red trick reaches him
    t.end_play(0)
    t.cards(0, "乐不思蜀 ♣6")                # discard phase: 5 cards, 4 HP
    t.finish()
    assert t.id("闪 ♦2") in t.g.discard_pile
    assert t.log("skill") == []


def test_black_aoe_passes_him_by():
    t = HegTable([{"generals": ["caocao", "xuchu"], "hand": ["南蛮入侵 ♠13"]},
                  {"generals": ["jiaxu", "pangde"], "hand": ["杀 ♠7"]},
                  {"generals": ["liubei", "guanyu"], "hand": ["杀 ♠8"]}])
    t.play(0, "南蛮入侵 ♠13")
    t.respond(2, "杀 ♠8")
    t.end_play(0)
    t.finish()
    (use,) = t.log("use")[:1]
    assert use["targets"] == [2]
    assert t.hand(1) == {t.id("杀 ♠7")} and t.damage_log() == []


def test_black_lightning_moving_on_skips_him():
    t = HegTable([{"generals": ["caocao", "xuchu"], "judge": ["闪电 ♠1"]},
                  {"generals": ["jiaxu", "pangde"]},
                  {"generals": ["liubei", "guanyu"]}],
                 phase="judge", top=["桃 ♥4", "闪 ♦2", "闪 ♦3"])
    t.no(0)             # 裸衣
    t.end_play(0)
    t.finish()
    lightning = t.id("闪电 ♠1")
    assert t.p(1).judge == [] and t.p(2).judge == [lightning]
    assert [m["dst_owner"] for m in t.log("move") if m["reason"] == "lightning_moves"] == [2]


def test_a_face_down_jiaxu_is_not_protected():
    t = HegTable([{"generals": ["caocao", "xuchu"], "hand": ["过河拆桥 ♠3"]},
                  {"generals": ["jiaxu", "pangde"], "shown": [False, True], "hand": ["闪 ♦2"]}])
    assert targets_of(t, 0, "过河拆桥 ♠3") == (1,)
    t.play(0, "过河拆桥 ♠3", [1])
    t.end_play(0)
    t.finish()
    assert t.id("闪 ♦2") in t.g.discard_pile
    assert t.p(1).generals[0].shown is False and t.log("show_general") == []


def test_colour_as_it_counts_for_the_user():
    """红颜 (小乔): her ♠ 过河拆桥 counts as ♥, a red trick: it may target 贾诩."""
    t = HegTable([{"generals": ["xiaoqiao", "sunquan"], "hand": ["过河拆桥 ♠3"]},
                  {"generals": ["jiaxu", "pangde"], "hand": ["闪 ♦2"]}])
    assert targets_of(t, 0, "过河拆桥 ♠3") == (1,)
    t.play(0, "过河拆桥 ♠3", [1])
    t.end_play(0)
    t.finish()
    assert t.hand(1) == set()
