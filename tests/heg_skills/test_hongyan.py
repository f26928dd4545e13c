"""红颜 (小乔): 锁定技, her ♠ cards count as ♥ — her judge cards included."""

from heg import HegTable


def test_indulgence_judged_spade_counts_as_heart():
    t = HegTable([{"generals": ["xiaoqiao", "daqiao"], "judge": ["乐不思蜀 ♣6"]},
                  {"generals": ["liubei", "zhangfei"]}], phase="judge", top=["杀 ♠5", "闪 ♦2", "闪 ♦3"])
    t.end_play(0)                       # the play phase is not skipped
    t.finish()
    (judge,) = t.log("judge")
    assert judge["card"]["suit"] == "spade" and judge["counts_as"] == "heart"
    assert t.log("phase_skipped") == []
    assert t.hand(0) == set(t.ids("闪 ♦2", "闪 ♦3"))
    assert t.id("乐不思蜀 ♣6") in t.g.discard_pile and t.id("杀 ♠5") in t.g.discard_pile


def test_without_hongyan_the_spade_judgement_skips_the_play_phase():
    t = HegTable([{"generals": ["daqiao", "luxun"], "judge": ["乐不思蜀 ♣6"]},
                  {"generals": ["liubei", "zhangfei"]}], phase="judge", top=["杀 ♠5", "闪 ♦2", "闪 ♦3"])
    t.finish()
    (judge,) = t.log("judge")
    assert judge["counts_as"] is None
    assert [e["phase"] for e in t.log("phase_skipped")] == ["play"]


def test_a_face_down_xiaoqiao_reads_the_spade():
    """A modifier of a face-down general does nothing: the ♠ stays a ♠ and nothing is shown."""
    t = HegTable([{"generals": ["xiaoqiao", "daqiao"], "shown": [False, True], "judge": ["乐不思蜀 ♣6"]},
                  {"generals": ["liubei", "zhangfei"]}], phase="judge", top=["杀 ♠5", "闪 ♦2", "闪 ♦3"])
    t.finish()
    assert [e["phase"] for e in t.log("phase_skipped")] == ["play"]
    assert t.log("show_general") == [] and t.log("judge")[0]["counts_as"] is None


def test_lightning_never_strikes_her_with_a_spade():
    t = HegTable([{"generals": ["xiaoqiao", "daqiao"], "judge": ["闪电 ♠1"]},
                  {"generals": ["liubei", "zhangfei"]}], phase="judge", top=["杀 ♠5", "闪 ♦2", "闪 ♦3"])
    t.end_play(0)
    t.finish()
    assert t.damage_log() == []
    assert t.p(1).judge == [t.id("闪电 ♠1")]


def test_eight_diagram_judged_spade_is_red_for_her():
    t = HegTable([{"generals": ["liubei", "zhangfei"], "hand": ["杀 ♠7"]},
                  {"generals": ["xiaoqiao", "daqiao"], "equip": ["八卦阵 ♠2"]}], top=["杀 ♠5"])
    t.play(0, "杀 ♠7", [1])
    t.yes(1)                            # 八卦阵
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [] and t.log("judge")[0]["counts_as"] == "heart"


def test_fire_attack_reads_her_spades_as_hearts():
    """火攻 on 小乔: she shows a ♠, which counts as ♥; the user discards a ♥ to burn her. And 小乔
    using 火攻 may pay with a ♠ for a shown ♥."""
    t = HegTable([{"generals": ["liubei", "zhangfei"], "hand": ["火攻 ♥2", "闪 ♥2"]},
                  {"generals": ["xiaoqiao", "daqiao"], "hand": ["杀 ♠5"]}])
    t.play(0, "火攻 ♥2", [1])                        # her only card is shown
    assert t.log("show")[-1]["cards"] == [t.id("杀 ♠5")] and t.log("show")[-1]["suit"] == "heart"
    req = t.expect(0, "cards")
    assert req.cards == (t.id("闪 ♥2"),)
    t.cards(0, "闪 ♥2")
    t.no(1)                                          # 天香 (her ♠ counts as the ♥ it needs)
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, "fire")]


def test_xiaoqiao_pays_for_her_fire_attack_with_a_spade():
    t = HegTable([{"generals": ["xiaoqiao", "daqiao"], "hand": ["火攻 ♥2", "杀 ♠5"]},
                  {"generals": ["liubei", "zhangfei"], "hand": ["闪 ♥2"]}])
    t.play(0, "火攻 ♥2", [1])
    req = t.expect(0, "cards")
    assert req.cards == (t.id("杀 ♠5"),)
    t.cards(0, "杀 ♠5")
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, "fire")]
