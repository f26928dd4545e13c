"""乱武 (贾诩): 限定技, in his play phase every other player, one after another from his next seat,
uses a 杀 on a nearest other player or loses 1 HP."""

from refusing import refused
from table import Table


def option(t, seat=0):
    return next((o for o in t.expect(seat, "play").options if o.skill == "luanwu"), None)


def strike(t, seat, card, target):
    t.answer(seat, "respond", {"type": "use", "card": card, "targets": [target]})


def losses(t):
    return [(e["target"], e["amount"]) for e in t.log("lose_hp")]


def test_each_strikes_a_nearest_player_or_loses_one_hp():
    t = Table([{"role": "lord", "general": "jiaxu"},
               {"role": "rebel", "hand": ["杀 ♠8"]},
               {"role": "rebel"},
               {"role": "renegade", "hand": ["杀 ♣5"]}])
    assert t.p(0).marks == {"luanwu": 1}                       # unused: the mark stands on his seat
    opt = option(t)
    assert (opt.name, opt.cards, opt.targets) == ("", (), None)
    t.play(0, skill="luanwu")
    assert t.p(0).marks == {}
    req = t.expect(1, "respond")
    assert req.names == ("slash",)
    assert req.prompt.key == "luanwu_strike" and req.prompt.args == (0, 2, 0)
    (o,) = req.options
    assert o.card == t.id("杀 ♠8") and o.targets.seats == (2, 0)      # seat order after seat 1
    refused(t, 1, "respond", {"type": "use", "card": "杀 ♠8", "targets": [3]}, "not a legal target")
    refused(t, 1, "respond", {"type": "use", "card": "杀 ♠8", "targets": [0, 2]}, "choose 1..1")
    strike(t, 1, "杀 ♠8", 0)                                   # 贾诩 has no 闪
    # seat 2 has no 杀: loses 1 HP unasked; seat 3 declines
    assert t.expect(3, "respond").options[0].targets.seats == (0, 2)
    t.respond(3)
    assert option(t) is None                                   # once a game
    refused(t, 0, "play", {"type": "use", "skill": "luanwu"}, "cannot be used now")
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(1, 0, 1, None)] and losses(t) == [(2, 1), (3, 1)]
    assert [(e["user"], e["targets"]) for e in t.log("use")] == [(1, [0])]
    assert [(e["seat"], e["skill"]) for e in t.log("skill")] == [(0, "luanwu")]
    assert (t.p(0).hp, t.p(1).hp, t.p(2).hp, t.p(3).hp) == (2, 4, 3, 3)


def test_out_of_reach_or_prohibited_nearest_costs_hp_unasked():
    """贾诩 rides 的卢: seat 2 (空城, no hand) is the only nearest player of seats 1 and 3, and no 杀
    may go to it: both lose 1 HP unasked, and so does seat 2 (no 杀 at all)."""
    t = Table([{"role": "lord", "general": "jiaxu", "equip": ["的卢 ♣5"]},
               {"role": "rebel", "hand": ["杀 ♠8"]},
               {"role": "rebel", "general": "zhugeliang"},
               {"role": "renegade", "hand": ["杀 ♣5"]}])
    t.play(0, skill="luanwu")
    t.end_play(0)
    t.finish()
    assert losses(t) == [(1, 1), (2, 1), (3, 1)]
    assert t.log("use") == [] and t.hand(1) == {t.id("杀 ♠8")} and t.hand(3) == {t.id("杀 ♣5")}


def test_a_dying_player_on_the_way_only_self_or_jiaxu_may_save():
    """Seat 1 loses its last HP: 完杀 — seat 2's 桃 is not asked for; then 武圣 makes seat 2's 桃 a
    杀 on its only nearest player left, 贾诩."""
    t = Table([{"role": "lord", "general": "jiaxu"},
               {"role": "rebel", "hp": 1},
               {"role": "rebel", "general": "guanyu", "hand": ["桃 ♥4"]}],
              top=["闪 ♦2", "闪 ♦3", "闪 ♦4"])
    t.play(0, skill="luanwu")
    req = t.expect(2, "respond")
    (o,) = req.options
    assert req.prompt.key == "luanwu_strike" and o.skill == "wusheng" and o.targets.seats == (0,)
    t.answer(2, "respond", {"type": "use", "skill": "wusheng", "cards": ["桃 ♥4"], "targets": [0]})
    t.end_play(0)
    t.finish()
    assert [e["seat"] for e in t.log("death")] == [1]
    assert t.damage_log() == [(2, 0, 1, None)]
    assert [(e["seat"], e["skill"]) for e in t.log("skill")] == [(0, "luanwu"), (0, "wansha")]


def test_the_horse_used_as_the_slash_leaves_its_reach():
    """武圣 with 赤兔: with the horse on, seat 3 is among 关羽's nearest; a 杀 made of the horse no
    longer has it and reaches only seats 2 and 0 — an option of its own."""
    t = Table([{"role": "lord", "general": "jiaxu"},
               {"role": "rebel", "general": "guanyu", "equip": ["赤兔 ♥5"], "hand": ["闪 ♦2"]},
               {"role": "rebel"},
               {"role": "renegade"}])
    t.play(0, skill="luanwu")
    req = t.expect(1, "respond")
    assert req.prompt.args == (0, 2, 3, 0)
    assert [(o.skill, o.cards, o.targets.seats) for o in req.options] == [
        ("wusheng", (t.id("闪 ♦2"),), (2, 3, 0)), ("wusheng", (t.id("赤兔 ♥5"),), (2, 0))]
    refused(t, 1, "respond", {"type": "use", "skill": "wusheng", "cards": ["赤兔 ♥5"], "targets": [3]},
            "not a legal target")
    t.answer(1, "respond", {"type": "use", "skill": "wusheng", "cards": ["赤兔 ♥5"], "targets": [2]})
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(1, 2, 1, None)] and t.p(1).equip_ids() == []
    assert losses(t) == [(2, 1), (3, 1)]


def test_jijiang_provides_the_lords_slash():
    """刘备 needs a 杀 for 乱武: 激将 is asked first (需要使用【杀】时); 张飞 gives one, and 刘备
    chooses which of his nearest it goes to."""
    t = Table([{"role": "lord", "general": "liubei"},
               {"role": "rebel", "general": "jiaxu"},
               {"role": "loyalist", "general": "zhangfei", "hand": ["杀 ♣2"]},
               {"role": "renegade"}], current=1)
    t.play(1, skill="luanwu")
    req = t.expect(2, "respond")                        # 张飞 first (after 贾诩): strikes seat 1
    assert req.options[0].targets.seats == (3, 1)
    t.respond(2)                                        # keeps his 杀: loses 1 HP
    # seat 3 has no 杀; then the lord: 激将?
    assert t.expect(0, "option").prompt.args == ("jijiang",)
    t.yes(0)
    t.respond(2, "杀 ♣2")                                # 张飞 plays it for him
    req = t.expect(0, "seats")
    assert req.prompt.key == "luanwu_target" and req.prompt.args == (1,) and req.seats == (1, 3)
    refused(t, 0, "seats", {"type": "seats", "seats": [2]}, "not a legal target")
    t.seats(0, 1)
    t.end_play(1)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, None)] and losses(t) == [(2, 1), (3, 1)]
    (use,) = t.log("use")
    assert (use["user"], use["targets"], use["card"]["id"]) == (0, [1], t.id("杀 ♣2"))


def test_jijiang_declined_or_unanswered_the_lord_is_asked_for_his_own():
    t = Table([{"role": "lord", "general": "liubei", "hand": ["杀 ♠8"]},
               {"role": "rebel", "general": "jiaxu"},
               {"role": "loyalist", "general": "zhangfei", "hand": ["闪 ♦2"]}], current=1)
    t.play(1, skill="luanwu")
    # 张飞 has no 杀 (loses 1 HP); the lord invokes 激将, nobody can answer
    t.yes(0)
    req = t.expect(0, "respond")
    assert req.prompt.key == "luanwu_strike" and [o.card for o in req.options] == [t.id("杀 ♠8")]
    strike(t, 0, "杀 ♠8", 1)
    t.end_play(1)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, None)] and losses(t) == [(2, 1)]
