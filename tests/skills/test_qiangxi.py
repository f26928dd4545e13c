"""强袭 (典韦, 火): once per play phase, name a player in attack range, lose 1 HP or discard a
weapon card, then deal that player 1 damage."""

from refusals import refused
from table import Table

from sgs_desktop.engine.protocol.answers import Cards, Use


def table(p0: dict, *others: dict, **kw):
    """典韦 (seat 0, a rebel) against the lord (seat 1) and two more."""
    base = [{"role": "rebel", "general": "dianwei"}, {"role": "lord"}, {"role": "loyalist"}, {"role": "renegade"}]
    base[0].update(p0)
    for b, extra in zip(base[1:], others, strict=False):
        b.update(extra)
    return Table(base, current=0, **kw)


def option(t, seat=0):
    return next((o for o in t.expect(seat, "play").options if o.skill == "qiangxi"), None)


def skills(t):
    return [(e["seat"], e["skill"]) for e in t.log("skill")]


def test_lose_1_hp_then_deal_1_damage_once_per_play_phase():
    t = table({"hand": ["杀 ♠7"]})
    opt = option(t)
    assert opt.targets.seats == (1, 3) and opt.cards == () and (opt.targets.min, opt.targets.max) == (1, 1)
    t.play(0, skill="qiangxi", targets=[1])     # no weapon to pay with: loses 1 HP, no question
    assert option(t) is None                    # once per play phase
    t.end_play(0)
    t.finish()
    assert t.p(0).hp == 3 and t.p(1).hp == t.p(1).max_hp - 1
    assert [(e["target"], e["amount"]) for e in t.log("lose_hp")] == [(0, 1)]
    assert t.damage_log() == [(0, 1, 1, None)] and skills(t) == [(0, "qiangxi")]
    kinds = [k for k in t.kinds() if k in ("skill", "lose_hp", "damage")]
    assert kinds == ["skill", "lose_hp", "damage"]          # the cost before the damage


def test_a_weapon_in_hand_pays_instead():
    t = table({"hand": ["寒冰剑 ♠2", "杀 ♠7"]})
    t.play(0, skill="qiangxi", targets=[3])
    req = t.expect(0, "cards")
    assert req.prompt.key == "qiangxi_cost" and req.prompt.args == (3,)
    assert req.cards == (t.id("寒冰剑 ♠2"),) and (req.min, req.max) == (0, 1)
    t.cards(0, "寒冰剑 ♠2")
    t.end_play(0)
    t.finish()
    assert t.p(0).hp == 4 and t.log("lose_hp") == [] and t.damage_log() == [(0, 3, 1, None)]
    (move,) = [e for e in t.log("move") if e["reason"] == "qiangxi"]
    assert move["cards"] == [t.id("寒冰剑 ♠2")] and move["dst"] == "discard"


def test_holding_a_weapon_one_may_still_lose_hp():
    t = table({"hand": ["寒冰剑 ♠2"]})
    t.play(0, skill="qiangxi", targets=[1])
    t.cards(0)                                  # pays nothing: loses 1 HP
    t.end_play(0)
    t.finish()
    assert t.p(0).hp == 3 and t.hand(0) == {t.id("寒冰剑 ♠2")} and t.damage_log() == [(0, 1, 1, None)]


def test_the_equipped_weapon_pays_only_if_the_target_stays_in_range():
    t = table({"hand": ["寒冰剑 ♠2"], "equip": ["丈八蛇矛 ♠12"]})
    assert option(t).targets.seats == (1, 2, 3)     # range 3
    t.play(0, skill="qiangxi", targets=[2])        # 2 away: without the 丈八蛇矛, out of range
    assert t.expect(0, "cards").cards == (t.id("寒冰剑 ♠2"),)
    refused(t, Cards((t.id("丈八蛇矛 ♠12"),)), "may not be chosen")
    t.cards(0, "寒冰剑 ♠2")
    t.end_play(0)
    t.finish()
    assert t.p(0).equips == {"weapon": t.id("丈八蛇矛 ♠12")} and t.damage_log() == [(0, 2, 1, None)]

    t = table({"equip": ["丈八蛇矛 ♠12"]})
    t.play(0, skill="qiangxi", targets=[1])        # next to 典韦: the equipped weapon may pay
    assert t.expect(0, "cards").cards == (t.id("丈八蛇矛 ♠12"),)
    t.cards(0, "丈八蛇矛 ♠12")
    t.end_play(0)
    t.finish()
    assert t.p(0).equips == {} and t.p(0).hp == 4 and t.damage_log() == [(0, 1, 1, None)]


def test_refused_answers_change_nothing():
    t = table({"hand": ["杀 ♠7", "桃 ♥3"]})
    refused(t, Use(skill="qiangxi", targets=(2,)), "not a legal target")        # 2 away, range 1
    refused(t, Use(skill="qiangxi", targets=(0,)), "not a legal target")        # not oneself
    refused(t, Use(skill="qiangxi", targets=(1, 3)), "targets")                  # one player only
    refused(t, Use(skill="qiangxi", cards=(t.id("杀 ♠7"),), targets=(1,)), "card")   # no card is given
    t.play(0, skill="qiangxi", targets=[1])
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, None)] and t.hand(0) == set(t.ids("杀 ♠7", "桃 ♥3"))


def test_a_non_weapon_card_cannot_pay():
    t = table({"hand": ["寒冰剑 ♠2", "杀 ♠7"]})
    t.play(0, skill="qiangxi", targets=[1])
    refused(t, Cards((t.id("杀 ♠7"),)), "may not be chosen")
    t.cards(0, "寒冰剑 ♠2")
    t.end_play(0)
    t.finish()
    assert t.hand(0) == {t.id("杀 ♠7")} and t.damage_log() == [(0, 1, 1, None)]


def test_not_offered_with_nobody_in_range():
    t = table({"hand": ["寒冰剑 ♠2"]}, {"equip": ["绝影 ♠5"]}, {}, {"equip": ["的卢 ♣5"]})
    assert option(t) is None
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [] and t.log("skill") == []


def test_dying_from_the_cost_and_saved_the_damage_follows():
    t = table({"hp": 1, "hand": ["桃 ♥3"]})
    t.play(0, skill="qiangxi", targets=[1])
    t.respond(0, "桃 ♥3")                       # dying at 0 HP: his own 桃
    t.end_play(0)
    t.finish()
    assert t.p(0).hp == 1 and t.damage_log() == [(0, 1, 1, None)]


def test_dying_from_the_cost_unsaved_no_damage():
    t = table({"hp": 1})
    t.play(0, skill="qiangxi", targets=[1])     # nobody holds a 桃: 典韦 dies in his own turn
    t.finish()
    assert not t.p(0).alive and t.damage_log() == []
