"""极略 (神司马懿, from 拜印): a 忍 mark buys one use of 鬼才, 放逐, 集智, 制衡 (once per play
phase) or 完杀 (until the end of the turn): the helpers jilue_guicai, jilue_fangzhu, jilue_jizhi,
jilue_zhiheng and jilue_wansha."""

from god_b import marked
from refusing import refused

SIMAYI = {"general": "shensimayi", "kingdom": "wei", "skills": ["jilue"]}


def option(t, skill, seat=0):
    return next((o for o in t.expect(seat, "play").options if o.skill == skill), None)


def test_zhiheng_for_a_mark_once_a_phase():
    t = marked([{"role": "lord", **SIMAYI, "hand": ["杀 ♠7", "闪 ♦2"]}, {"role": "rebel"}], {0: {"ren": 2}},
               top=["桃 ♥3", "桃 ♥4"])
    opt = option(t, "jilue_zhiheng")
    assert set(opt.cards) == set(t.ids("杀 ♠7", "闪 ♦2"))
    t.play(0, skill="jilue_zhiheng", cards=["杀 ♠7", "闪 ♦2"])
    assert t.p(0).marks == {"ren": 1} and t.hand(0) == set(t.ids("桃 ♥3", "桃 ♥4"))
    assert option(t, "jilue_zhiheng") is None
    refused(t, 0, "play", {"type": "use", "skill": "jilue_zhiheng", "cards": ["桃 ♥3"]}, "cannot be used now")
    t.end_play(0)
    t.finish()
    assert [(e["seat"], e["skill"]) for e in t.log("skill")] == [(0, "jilue_zhiheng")]


def test_no_mark_no_strategy():
    t = marked([{"role": "lord", **SIMAYI, "hand": ["杀 ♠7", "无中生有 ♥7"]}, {"role": "rebel"}], {},
               top=["闪 ♦2", "闪 ♦3"])
    assert option(t, "jilue_zhiheng") is None and option(t, "jilue_wansha") is None
    refused(t, 0, "play", {"type": "use", "skill": "jilue_wansha"}, "cannot be used now")
    t.play(0, "无中生有 ♥7")                     # 集智 not asked: no 忍 to spend
    t.end_play(0)
    t.finish()
    assert t.log("skill") == []


def test_jizhi_for_a_mark():
    t = marked([{"role": "lord", **SIMAYI, "hand": ["无中生有 ♥7"]}, {"role": "rebel"}], {0: {"ren": 1}},
               top=["闪 ♦2", "闪 ♦3", "闪 ♦4"])
    t.play(0, "无中生有 ♥7")
    req = t.expect(0, "option")
    assert req.prompt.args == ("jilue_jizhi",)
    t.yes(0)
    t.end_play(0)
    t.finish()
    assert t.p(0).marks == {} and len(t.hand(0)) == 3


def test_wansha_for_a_mark_until_the_turn_ends():
    t = marked([{"role": "lord", **SIMAYI, "hand": ["杀 ♠7"]},
                {"role": "rebel", "hp": 1},
                {"role": "rebel", "hand": ["桃 ♥3"]}], {0: {"ren": 1}},
               top=["闪 ♦2", "闪 ♦3", "闪 ♦4"])
    t.play(0, skill="jilue_wansha")
    assert t.p(0).marks == {} and option(t, "jilue_wansha") is None
    t.play(0, "杀 ♠7", [1])                      # seat 2's 桃 is not asked for: 完杀
    t.end_play(0)
    t.no(0)                                     # (连破: he killed this turn)
    t.finish()
    assert not t.p(1).alive and t.hand(2) == {t.id("桃 ♥3")}
    assert [(e["seat"], e["skill"]) for e in t.log("skill")] == [(0, "jilue_wansha"), (0, "jilue_wansha")]


def test_wansha_lent_for_this_turn_only():
    """The next turn (seat 1's), a dying player is saved by anyone again."""
    t = marked([{"role": "lord", **SIMAYI, "hand": ["杀 ♠7"]},
                {"role": "rebel", "hand": ["杀 ♠8"]},
                {"role": "rebel", "hp": 1},
                {"role": "loyalist", "hand": ["桃 ♥3"]}], {0: {"ren": 1}},
               top=["闪 ♦2", "闪 ♦3", "闪 ♦4", "闪 ♦5"], stop="game_over", round_limit=1)
    t.play(0, skill="jilue_wansha")
    t.end_play(0)
    t.play(1, "杀 ♠8", [2])                      # (seat 2: at distance 1 of seat 1)
    t.respond(3, "桃 ♥3")                        # seat 3 may save seat 2 now
    t.end_play(1)
    t.end_play(2)
    t.cards(2, "闪 ♦4")                          # (1 HP: one card over)
    t.end_play(3)
    t.finish("round_limit")
    assert t.p(2).alive and t.p(2).hp == 1


def test_guicai_for_a_mark():
    t = marked([{"role": "lord", **SIMAYI, "hand": ["桃 ♥3", "闪 ♦4"], "judge": ["乐不思蜀 ♥6"]},
                {"role": "rebel"}],
               {0: {"ren": 1}}, phase="judge", top=["杀 ♠7", "闪 ♦2", "闪 ♦3"])
    req = t.expect(0, "option")
    assert req.prompt.args == ("jilue_guicai", 0, t.id("杀 ♠7"), "indulgence")
    t.yes(0)
    req = t.expect(0, "cards")
    assert req.prompt.key == "guicai_card"
    refused(t, 0, "cards", {"type": "cards", "cards": ["闪 ♦2"]}, "may not be chosen")
    t.cards(0, "桃 ♥3")                          # ♥: 乐不思蜀 fails
    req = t.expect(0, "play")                    # the play phase is not skipped
    t.end_play(0)
    t.finish()
    assert t.p(0).marks == {}


def test_fangzhu_for_a_mark():
    t = marked([{"role": "lord", "hand": ["杀 ♠7"]}, {"role": "rebel", **SIMAYI}, {"role": "rebel"}],
               {1: {"ren": 1}}, top=["闪 ♦2"])
    t.play(0, "杀 ♠7", [1])
    req = t.expect(1, "option")                  # 忍戒 and 极略·放逐 at one timing: he orders them
    assert req.options == ("renjie", "jilue_fangzhu") and req.prompt.key == "trigger_order"
    t.choose(1, "jilue_fangzhu")
    req = t.expect(1, "option")
    assert req.prompt.args == ("jilue_fangzhu",)
    t.yes(1)
    t.seats(1, 2)
    t.end_play(0)
    t.finish()
    assert not t.p(2).face_up and t.hand(2) == {t.id("闪 ♦2")}
    assert t.p(1).marks == {"ren": 1}           # spent one, gained one (忍戒: the damage)
    assert [(e["seat"], e["skill"]) for e in t.log("skill")] == [(1, "jilue_fangzhu"), (1, "renjie")]
