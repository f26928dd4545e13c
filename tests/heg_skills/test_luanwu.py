"""乱武 (贾诩): 限定技: every other player in turn must use 杀 on a nearest player or lose 1 HP."""

import pytest
from heg import HegTable

from sgs_desktop.engine.errors import IllegalAnswer


def luanwu_option(t, seat=0):
    opts = [o for o in t.expect(seat, "play").options if o.skill == "luanwu"]
    return opts[0] if opts else None


def slash_at(t, seat, card, target):
    t.answer(seat, "respond", {"type": "use", "card": card, "targets": [target]})


def test_each_other_player_slashes_a_nearest_one_or_loses_hp():
    t = HegTable([{"generals": ["jiaxu", "pangde"]},
                  {"generals": ["caocao", "xuchu"], "hand": ["杀 ♠8"]},
                  {"generals": ["liubei", "guanyu"]},
                  {"generals": ["sunquan", "ganning"], "hand": ["杀 ♣5"]}])
    assert t.p(0).marks == {"luanwu": 1}
    opt = luanwu_option(t)
    assert (opt.name, opt.cards, opt.targets) == ("", (), None)
    t.play(0, skill="luanwu")
    assert t.p(0).marks == {}
    req = t.expect(1, "respond")
    assert req.names == ("slash",) and req.prompt.key == "luanwu_slash" and req.prompt.args == (0, 2, 0)
    (o,) = req.options
    assert o.card == t.id("杀 ♠8") and o.targets.seats == (2, 0)      # seat order from seat 1
    with pytest.raises(IllegalAnswer, match="not a legal target"):
        slash_at(t, 1, "杀 ♠8", 3)              # seat 3 is not among seat 1's nearest
    slash_at(t, 1, "杀 ♠8", 0)                  # seat 1 hits 贾诩 (no 闪 to answer)
    # seat 2 has no 杀: it loses 1 HP unasked; seat 3 declines
    req = t.expect(3, "respond")
    assert req.options[0].targets.seats == (0, 2)
    t.respond(3)                                # pass
    assert luanwu_option(t) is None             # used up
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(1, 0, 1, None)]
    assert [(e["target"], e["amount"]) for e in t.log("lose_hp")] == [(2, 1), (3, 1)]
    assert [e["user"] for e in t.log("use")] == [1]
    assert [(e["seat"], e["skill"]) for e in t.log("skill")] == [(0, "luanwu")]
    assert (t.p(0).hp, t.p(1).hp, t.p(2).hp, t.p(3).hp) == (2, 4, 3, 3)


def test_a_nearest_player_who_cannot_be_slashed_costs_hp():
    """贾诩 rides 的卢: seat 2 (空城, no hand) is the only nearest player of seats 1 and 3, and
    no 杀 may go to it: both lose 1 HP unasked, and so does seat 2 (no 杀 at all)."""
    t = HegTable([{"generals": ["jiaxu", "pangde"], "equip": ["的卢 ♣5"]},
                  {"generals": ["caocao", "xuchu"], "hand": ["杀 ♠8"]},
                  {"generals": ["zhugeliang", "huangyueying"]},
                  {"generals": ["sunquan", "ganning"], "hand": ["杀 ♣5"]}])
    t.play(0, skill="luanwu")
    t.end_play(0)
    t.finish()
    assert [e["target"] for e in t.log("lose_hp")] == [1, 2, 3]
    assert t.log("use") == [] and t.hand(1) == {t.id("杀 ♠8")} and t.hand(3) == {t.id("杀 ♣5")}


def test_the_nearest_player_must_be_in_attack_range():
    t = HegTable([{"generals": ["jiaxu", "pangde"], "equip": ["的卢 ♣5"]},
                  {"generals": ["caocao", "xuchu"], "hand": ["杀 ♠8"]}])
    t.play(0, skill="luanwu")                  # 贾诩 is at distance 2: out of reach
    t.end_play(0)
    t.finish()
    assert [e["target"] for e in t.log("lose_hp")] == [1] and t.hand(1) == {t.id("杀 ♠8")}


def test_a_weapon_brings_the_nearest_player_in_reach():
    t = HegTable([{"generals": ["jiaxu", "pangde"], "equip": ["的卢 ♣5"]},
                  {"generals": ["caocao", "xuchu"], "hand": ["杀 ♠8"], "equip": ["青釭剑 ♠6"]}])
    t.play(0, skill="luanwu")
    assert t.expect(1, "respond").options[0].targets.seats == (0,)
    slash_at(t, 1, "杀 ♠8", 0)
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(1, 0, 1, None)] and t.log("lose_hp") == []


def test_limited_to_once_per_game():
    t = HegTable([{"generals": ["jiaxu", "pangde"], "hand": ["杀 ♠7"]},
                  {"generals": ["caocao", "xuchu"]}])
    t.play(0, skill="luanwu")                  # seat 1 has no 杀: loses 1 HP
    assert luanwu_option(t) is None
    t.end_play(0)
    t.finish()
    assert [e["target"] for e in t.log("lose_hp")] == [1]


def test_face_down_jiaxu_is_shown_by_using_it():
    t = HegTable([{"generals": ["huatuo", "jiaxu"], "shown": [True, False]},
                  {"generals": ["caocao", "xuchu"], "hand": ["杀 ♠8"]}])
    t.play(0, skill="luanwu")
    (show,) = t.log("show_general")
    assert (show["slot"], show["general"], show["reason"]) == ("deputy", "jiaxu", "luanwu")
    assert t.p(0).marks == {}
    slash_at(t, 1, "杀 ♠8", 0)
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(1, 0, 1, None)] and t.log("lose_hp") == []


def test_a_made_slash_and_a_player_dying_on_the_way():
    t = HegTable([{"generals": ["jiaxu", "pangde"]},
                  {"generals": ["caocao", "xuchu"], "hp": 1},
                  {"generals": ["liubei", "guanyu"], "hand": ["桃 ♥4"]}])
    t.play(0, skill="luanwu")
    # seat 1 has no 杀: it loses its last HP and dies (完杀: nobody else may save it);
    # seat 2's nearest is now only 贾诩: 武圣 makes its 桃 a 杀
    req = t.expect(2, "respond")
    (o,) = req.options
    assert o.skill == "wusheng" and o.targets.seats == (0,)
    t.answer(2, "respond", {"type": "use", "skill": "wusheng", "cards": ["桃 ♥4"], "targets": [0]})
    t.end_play(0)
    t.finish()
    assert [e["seat"] for e in t.log("death")] == [1]
    assert t.damage_log() == [(2, 0, 1, None)]
    (use,) = t.log("use")
    assert use["card"]["key"] == "slash" and use["card"]["skill"] == "wusheng"


def test_the_horse_used_as_slash_leaves_its_own_reach():
    """武圣 with the −1 horse 赤兔: with the horse on, seat 3 is among 关羽's nearest (distance 1), but
    a 杀 made of the horse no longer has it, so it reaches only seats 2 and 0 — offered as an option
    of its own (arena 国战 seeds 100405 and 100440: the one option offered seat 3 for both cards,
    then refused the horse's 杀 on it)."""
    t = HegTable([{"generals": ["jiaxu", "pangde"]},
                  {"generals": ["guanyu", "liubei"], "equip": ["赤兔 ♥5"], "hand": ["闪 ♦2"]},
                  {"generals": ["sunquan", "zhoutai"]},
                  {"generals": ["caocao", "xuchu"]}])
    t.play(0, skill="luanwu")
    req = t.expect(1, "respond")
    assert req.prompt.args == (0, 2, 3, 0)
    assert [(o.skill, o.cards, o.targets.seats) for o in req.options] == [
        ("wusheng", (t.id("闪 ♦2"),), (2, 3, 0)), ("wusheng", (t.id("赤兔 ♥5"),), (2, 0))]
    with pytest.raises(IllegalAnswer, match="not a legal target"):
        t.g.answer({"type": "use", "skill": "wusheng", "cards": [t.id("赤兔 ♥5")], "targets": [3]})
    t.answer(1, "respond", {"type": "use", "skill": "wusheng", "cards": ["赤兔 ♥5"], "targets": [2]})
    # seats 2 and 3 have no 杀: each loses 1 HP unasked
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(1, 2, 1, None)] and t.p(1).equip_ids() == []
    assert [(e["target"], e["amount"]) for e in t.log("lose_hp")] == [(2, 1), (3, 1)]
