"""明置: when a general may be shown, what showing fixes (kingdom, 野心家, gender, skills) and
what the first showings bring (the first show of the game, 珠联璧合, the half 阴阳鱼)."""

import pytest
from heg import HegTable

from sgs_desktop.engine.errors import IllegalAnswer
from sgs_desktop.engine.protocol.answers import Choose

HIDDEN = [False, False]


def test_show_at_the_start_of_the_turn_first_show_draws_two():
    t = HegTable([{"generals": ["caocao", "dianwei"], "shown": HIDDEN},
                  {"generals": ["liubei", "guanyu"], "shown": HIDDEN}], phase="start", top=["杀 ♠5", "闪 ♥2"])
    req = t.expect(0, "option")
    assert req.prompt.key == "show_general" and req.options == ("none", "head", "deputy", "both")
    t.show(0, "head")
    t.yes(0)                                    # the first player of the game to show: draw 2
    p = t.p(0)
    assert p.generals[0].shown and not p.generals[1].shown
    assert p.kingdom == "wei" and p.gender == "male"
    assert "jianxiong" not in p.hidden_skills and "qiangxi" in p.hidden_skills
    assert set(t.ids("杀 ♠5", "闪 ♥2")) <= t.hand(0) and len(t.hand(0)) == 4     # + the draw phase
    shown = t.log("show_general", seat=None)
    assert [(e["seat"], e["slot"], e["general"], e["reason"]) for e in shown] == [(0, "head", "caocao", "turn_start")]
    assert t.log("kingdom", seat=None)[0]["kingdom"] == "wei"
    # the rest of the turn: nothing else asks (the draw phase draws, play ends)
    t.end_play(0)
    t.finish()


def test_only_the_first_show_of_the_game_draws():
    t = HegTable([{"generals": ["caocao", "dianwei"], "shown": [True, False]},
                  {"generals": ["liubei", "guanyu"], "shown": HIDDEN}], phase="start", current=1)
    t.show(1, "deputy")
    assert t.p(1).kingdom == "shu" and t.p(1).gender == "male"
    t.end_play(1)
    t.finish()
    assert not t.log("first_show_reward")


def test_both_shown_companions_choose_and_no_half_left():
    """曹操+许褚 are 珠联璧合 (4+4 half 阴阳鱼: nothing left over)."""
    t = HegTable([{"generals": ["caocao", "xuchu"], "shown": HIDDEN, "hp": 3},
                  {"generals": ["liubei", "guanyu"], "shown": [True, False]}], phase="start", top=["杀 ♠5"])
    t.show(0, "both")
    req = t.expect(0, "option")
    assert req.prompt.key == "companions" and req.options == ("draw2", "recover", "none")
    t.choose(0, "recover")
    assert t.p(0).hp == 4 and t.p(0).all_shown
    assert not t.log("first_show_reward")        # someone had shown already
    t.no(0)                                      # 裸衣 at the draw phase: not now
    t.end_play(0)
    t.finish()


def test_half_yinyang_draws_one_when_both_are_first_shown():
    """司马懿 (3) + 张辽 (4) = 3 HP and a half 阴阳鱼 left: draw 1. Not companions."""
    t = HegTable([{"generals": ["simayi", "zhangliao"], "shown": [True, False]},
                  {"generals": ["liubei", "guanyu"]}], phase="start", top=["闪 ♥2"])
    assert t.p(0).max_hp == 3
    t.show(0, "deputy")
    req = t.expect(0, "option")
    assert req.prompt.key == "half_hp_draw"
    t.yes(0)
    assert t.id("闪 ♥2") in t.hand(0)
    t.end_play(0)
    t.finish()


def test_the_fifth_wei_of_eight_is_a_careerist():
    """8 players: four 魏 are half; the fifth to show 魏 becomes a 野心家 (and gets no 魏 kingdom)."""
    players = [{"generals": pair} for pair in (["caocao", "xuchu"], ["simayi", "zhangliao"],
                                                  ["xiahoudun", "xiahouyuan"], ["zhanghe", "xuhuang"])]
    players += [{"generals": ["liubei", "guanyu"]}, {"generals": ["sunquan", "zhoutai"]},
                {"generals": ["huatuo", "lvbu"]}]
    players.insert(0, {"generals": ["caoren", "caopi"], "shown": HIDDEN})
    t = HegTable(players, phase="start")
    t.show(0, "head")
    assert t.p(0).kingdom == "careerist"
    assert t.log("kingdom")[-1] == {**t.log("kingdom")[-1], "kingdom": "careerist", "general_kingdom": "wei"}
    t.end_play(0)
    t.no(0)                                            # 据守 at the finish phase
    t.finish()


def test_choosing_a_shown_or_unknown_general_is_an_error_and_changes_nothing():
    t = HegTable([{"generals": ["caocao", "dianwei"], "shown": [True, False]},
                  {"generals": ["liubei", "guanyu"]}], phase="start")
    req = t.expect(0, "option")
    assert req.options == ("none", "deputy")
    before = (len(t.g.log), t.g.decisions)
    with pytest.raises(IllegalAnswer):
        t.g.answer(Choose("head"))
    assert (len(t.g.log), t.g.decisions) == before and t.g.pending is req
    t.show(0, "none")
    t.end_play(0)
    t.finish()


def test_no_showing_outside_the_allowed_moments():
    """In the play phase there is no show question: answering one is an error that changes nothing."""
    t = HegTable([{"generals": ["caocao", "dianwei"], "shown": HIDDEN, "hand": ["杀 ♠5"]},
                  {"generals": ["liubei", "guanyu"]}], phase="play")
    req = t.expect(0, "play")
    before = (len(t.g.log), t.g.decisions)
    with pytest.raises(IllegalAnswer):
        t.g.answer({"type": "option", "option": "head"})
    assert (len(t.g.log), t.g.decisions) == before and t.g.pending is req
    assert not any(s.shown for s in t.p(0).generals)
    t.end_play(0)
    t.finish()


def test_a_hidden_skill_shows_its_general_when_invoked():
    t = HegTable([{"generals": ["liubei", "guanyu"], "hand": ["杀 ♠5"]},
                  {"generals": ["caocao", "dianwei"], "shown": HIDDEN}])
    t.play(0, "杀 ♠5", [1])
    req = t.expect(1, "option")
    assert req.prompt.args == ("jianxiong",)
    t.yes(1)
    assert t.p(1).generals[0].shown and t.p(1).kingdom == "wei"
    assert t.log("show_general")[-1]["reason"] == "jianxiong"
    t.end_play(0)
    t.finish()
    assert t.id("杀 ♠5") in t.hand(1)


def test_a_hidden_compulsory_trigger_asks_to_show_first():
    """享乐 (锁定技) on a face-down 刘禅: it may show to make the 杀's user discard a basic card."""
    t = HegTable([{"generals": ["caocao", "dianwei"], "hand": ["杀 ♠5", "闪 ♥2"]},
                  {"generals": ["liushan", "zhaoyun"], "shown": HIDDEN}])
    t.play(0, "杀 ♠5", [1])
    req = t.expect(1, "option")
    assert req.prompt.key == "show_to_invoke" and req.prompt.args == ("xiangle",)
    t.yes(1)
    assert t.p(1).generals[0].shown
    t.cards(0, "闪 ♥2")                # 享乐: discard a basic card or the 杀 does nothing
    t.end_play(0)
    t.finish()
    assert t.p(1).hp == 2


def test_hidden_modifiers_do_nothing():
    """马术 of a face-down 马超 does not shorten distances; 空城 of a face-down 诸葛亮 does not protect."""
    t = HegTable([{"generals": ["zhugeliang", "machao"], "shown": HIDDEN, "hand": ["杀 ♠5"]},
                  {"generals": ["caocao", "dianwei"], "equip": ["绝影 ♠5"]},
                  {"generals": ["sunquan", "zhoutai"]}])
    req = t.expect(0, "play")
    opt = next(o for o in req.options if o.card == t.id("杀 ♠5"))
    assert 1 not in opt.targets.seats and 2 in opt.targets.seats
    t.end_play(0)
    t.finish()
