"""强袭 (典韦): once per play phase, lose 1 HP or discard a weapon card to deal 1 damage to a
player in attack range."""

from heg import HegTable


def table(p0: dict, others=({}, {}, {})):
    base = [{"generals": ["dianwei", "xuchu"]}, {"generals": ["liubei", "zhangfei"]},
            {"generals": ["sunquan", "huanggai"]}, {"generals": ["lvbu", "huatuo"]}]
    base[0].update(p0)
    for b, extra in zip(base[1:], others, strict=True):
        b.update(extra)
    return HegTable(base)


def option(t, seat=0):
    return next((o for o in t.expect(seat, "play").options if o.skill == "qiangxi"), None)


def test_lose_hp_once_per_play_phase():
    t = table({"hand": ["杀 ♠5"]})
    opt = option(t)
    assert opt.targets.seats == (1, 3) and opt.cards == ()
    t.play(0, skill="qiangxi", targets=[1])     # no weapon: loses 1 HP without a question
    assert option(t) is None
    t.end_play(0)
    t.finish()
    assert t.p(0).hp == 3 and t.p(1).hp == 3
    assert [(e["target"], e["amount"]) for e in t.log("lose_hp")] == [(0, 1)]
    assert t.damage_log() == [(0, 1, 1, None)] and [e["skill"] for e in t.log("skill")] == ["qiangxi"]


def test_discard_a_weapon_from_hand():
    t = table({"hand": ["寒冰剑 ♠2"]})
    t.play(0, skill="qiangxi", targets=[3])
    req = t.expect(0, "cards")
    assert req.prompt.key == "qiangxi_cost" and req.cards == (t.id("寒冰剑 ♠2"),) and (req.min, req.max) == (0, 1)
    t.cards(0, "寒冰剑 ♠2")
    t.end_play(0)
    t.finish()
    assert t.p(0).hp == 4 and t.log("lose_hp") == [] and t.damage_log() == [(0, 3, 1, None)]
    assert t.id("寒冰剑 ♠2") in t.g.discard_pile


def test_equipped_weapon_only_when_the_target_stays_in_range():
    t = table({"hand": ["寒冰剑 ♠2"], "equip": ["丈八蛇矛 ♠12"]})
    assert option(t).targets.seats == (1, 2, 3)
    t.play(0, skill="qiangxi", targets=[2])    # distance 2: only the hand weapon may pay
    assert t.expect(0, "cards").cards == (t.id("寒冰剑 ♠2"),)
    t.cards(0)                                 # chooses to lose 1 HP instead
    t.end_play(0)
    t.finish()
    assert t.p(0).hp == 3 and t.damage_log() == [(0, 2, 1, None)]

    t = table({"equip": ["丈八蛇矛 ♠12"]})
    t.play(0, skill="qiangxi", targets=[1])
    assert t.expect(0, "cards").cards == (t.id("丈八蛇矛 ♠12"),)
    t.cards(0, "丈八蛇矛 ♠12")
    t.end_play(0)
    t.finish()
    assert t.p(0).equips == {} and t.p(0).hp == 4 and t.damage_log() == [(0, 1, 1, None)]


def test_no_one_in_range():
    t = table({"hand": ["寒冰剑 ♠2"]}, ({"equip": ["绝影 ♠5"]}, {}, {"equip": ["的卢 ♣5"]}))
    assert option(t) is None
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [] and t.log("skill") == []


def test_losing_the_last_hp_kills_before_the_damage():
    t = table({"hp": 1})
    t.play(0, skill="qiangxi", targets=[1])    # dies: nobody can save
    t.finish("scenario_stop")
    assert not t.p(0).alive and t.damage_log() == []


def test_face_down_general_is_shown():
    t = table({"shown": [False, True]})
    t.play(0, skill="qiangxi", targets=[3])
    t.end_play(0)
    t.finish()
    shows = [(e["seat"], e["slot"], e["general"], e["reason"]) for e in t.log("show_general")]
    assert shows == [(0, "head", "dianwei", "qiangxi")] and t.p(0).kingdom == "wei"
    assert t.damage_log() == [(0, 3, 1, None)]
