"""The basic AI in 国战 scenarios: it hurts other kingdoms, spares its own, and does not turn
野心家 or loop on its own judgements."""

import pytest
from aitable import AITable, seen_by

from sgs_desktop.ai.basic import BasicAgent
from sgs_desktop.engine.prompts import Prompt
from sgs_desktop.engine.protocol.answers import Choose, Pass, Use
from sgs_desktop.engine.protocol.requests import OptionRequest


def heg(players, **kw):
    return AITable(players, mode="hegemony", **kw)


def test_luanwu_slashes_the_other_kingdom_not_its_own():
    t = heg([{"generals": ["jiaxu", "pangde"]},
             {"generals": ["caocao", "xuchu"], "hand": ["杀 ♠8"]},
             {"generals": ["zhangliao", "xiahoudun"]},
             {"generals": ["liubei", "guanyu"]}], ai_seats=(1, 3))
    t.play(0, skill="luanwu")
    answer = t.ai_answer(1, "respond")                # nearest: 张辽 (魏, a friend) and 贾诩 (群)
    assert answer == Use(card=t.id("杀 ♠8"), targets=(0,))


def test_luanwu_with_only_a_friend_near_loses_hp_instead():
    t = heg([{"generals": ["jiaxu", "pangde"], "equip": ["绝影 ♠5"]},
             {"generals": ["caocao", "xuchu"], "hand": ["杀 ♠8"]},
             {"generals": ["zhangliao", "xiahoudun"]},
             {"generals": ["liubei", "guanyu"]},
             {"generals": ["sunquan", "zhoutai"]}], ai_seats=(1,))
    t.play(0, skill="luanwu")
    req = t.expect(1, "respond")
    assert {s for o in req.options for s in o.targets.seats} == {2}
    assert t.ai_answer(1, "respond") == Pass()
    assert t.p(1).hp == t.p(1).max_hp - 1


def test_slash_goes_to_another_kingdom_not_a_neighbour_of_its_own():
    t = heg([{"generals": ["caocao", "xuchu"], "hand": ["杀 ♠8"]},
             {"generals": ["zhangliao", "xiahoudun"]},
             {"generals": ["liubei", "guanyu"]},
             {"generals": ["sunquan", "zhoutai"]},
             {"generals": ["huatuo", "lvbu"]}], ai_seats=(0,))
    req = t.expect(0, "play")
    assert {s for o in req.options if o.targets for s in o.targets.seats} == {1, 4}
    assert t.ai_answer(0, "play") == Use(card=t.id("杀 ♠8"), targets=(4,))


def _ask(agent_seat, t, key, options, args=()):
    agent = BasicAgent(5)
    agent.observe(seen_by(t.g, agent_seat, agent))
    return agent.answer(OptionRequest(agent_seat, options=tuple(options), default_option=options[0],
                                      prompt=Prompt(key, tuple(args))), t.g.view(agent_seat))


def test_pair_choice_prefers_companions():
    t = heg([{"generals": ["caocao", "xuchu"]}, {"generals": ["liubei", "guanyu"]}])
    answer = _ask(0, t, "choose_pair", ["xuhuang+caoren", "liubei+guanyu", "guanyu+zhangfei"])
    assert answer == Choose("liubei+guanyu")


def test_no_showing_that_makes_a_careerist():
    """Four of eight are shown 魏: showing a 魏 general now would make a 野心家."""
    wei = [["caocao", "xuchu"], ["zhangliao", "xiahoudun"], ["xiahouyuan", "caoren"], ["dianwei", "xunyu"]]
    players = [{"generals": ["simayi", "zhenji"], "shown": [False, False]}]  # 5 魏 of 8 would be > half
    players += [{"generals": pair} for pair in wei]
    players += [{"generals": ["liubei", "guanyu"]}, {"generals": ["sunquan", "zhoutai"]},
                {"generals": ["huatuo", "lvbu"]}]
    t = heg(players, phase="start", ai_seats=(0,))
    req = t.expect(0, "option")
    assert req.prompt.key == "show_general"
    assert t.ai_answer(0, "option") == Choose("none")


def test_never_rejudges_its_own_luoshen():
    """司马懿/甄姬: 鬼才 on the own 洛神 judgement would bring the card straight back, forever."""
    t = heg([{"generals": ["simayi", "zhenji"], "hand": ["杀 ♠5"]},
             {"generals": ["liubei", "guanyu"]}], phase="start", top=["桃 ♥4", "闪 ♥2", "闪 ♦2"], ai_seats=(0,))
    asked = []
    while t.pending is not None and t.pending.seat == 0 and t.pending.kind == "option":
        asked.append(t.pending.prompt.args[:1])
        t.ai_answer(0, "option")
    assert ("luoshen",) in asked and ("guicai",) in asked
    assert [e["skill"] for e in t.log("skill")] == ["luoshen"]
    assert t.id("杀 ♠5") in t.hand(0)


def test_guicai_turns_an_enemy_bazhen_judgement_black():
    """八阵 counts as 八卦阵 and its judgement means what 八卦阵's does (declared once, inherited):
    司马懿 changes another kingdom's red 八阵 result with a black hand card, and the 杀 hits."""
    t = heg([{"generals": ["simayi", "xuchu"], "hand": ["杀 ♠7"]},
             {"generals": ["wolong", "liubei"]},
             {"generals": ["caocao", "zhangliao"], "hand": ["杀 ♠8"]},
             {"generals": ["sunquan", "zhoutai"]}], current=2, top=["闪 ♥2"], ai_seats=(0,))
    t.play(2, "杀 ♠8", [1])
    t.yes(1)                                          # 八阵: judge
    assert t.ai_answer(0, "option") == Choose("yes")  # 鬼才 on the red judge card (its one hand card)
    t.end_play(2)
    t.finish()
    assert [(e["seat"], e["reason"], e["card"]["id"]) for e in t.log("judge")] == [(1, "bazhen", t.id("杀 ♠7"))]
    assert t.damage_log() == [(2, 1, 1, None)]


def test_qiangxi_hits_the_other_kingdom_with_hp_to_spare():
    """强袭 with no weapon: paid with 1 HP (典韦 has 4 to spare), on the 蜀 player in reach, not on
    the 魏 one."""
    t = heg([{"generals": ["dianwei", "xuchu"]},
             {"generals": ["zhangliao", "xiahoudun"]},
             {"generals": ["liubei", "guanyu"]},
             {"generals": ["sunquan", "zhoutai"]},
             {"generals": ["huatuo", "lvbu"]}], ai_seats=(0,))
    req = t.expect(0, "play")
    offer = next(o for o in req.options if o.skill == "qiangxi")
    assert set(offer.targets.seats) == {1, 4}            # in reach: the neighbours
    assert t.ai_answer(0, "play") == Use(skill="qiangxi", targets=(4,))
    assert t.p(4).hp == t.p(4).max_hp - 1 and t.p(0).hp == t.p(0).max_hp - 1


def test_dimeng_swaps_a_friends_small_hand_for_an_enemys_big_one():
    """缔盟: 鲁肃 pays the difference (two of its spare 闪) to give its 吴 friend the 蜀 player's three."""
    t = heg([{"generals": ["lusu", "zhoutai"], "hand": ["闪 ♥2", "闪 ♦3", "闪 ♦6"]},
             {"generals": ["sunquan", "ganning"], "hand": ["闪 ♦2"]},
             {"generals": ["liubei", "guanyu"], "hand": ["桃 ♥7", "杀 ♣4", "无中生有 ♥8"]},
             {"generals": ["caocao", "xuchu"]}], ai_seats=(0,))
    answer = t.ai_answer(0, "play")
    assert answer == Use(skill="dimeng", targets=(1, 2))
    paid = t.ai_answer(0, "cards")                           # the difference: two of its three 闪
    assert len(paid.cards) == 2 and set(paid.cards) <= {t.id("闪 ♥2"), t.id("闪 ♦3"), t.id("闪 ♦6")}
    assert sorted(t.p(1).hand) == sorted(t.id(c) for c in ("桃 ♥7", "杀 ♣4", "无中生有 ♥8"))
    assert t.p(2).hand == [t.id("闪 ♦2")]



PACKS = ["hegemony_standard", "heg_formation", "heg_momentum"]


def test_kingdom_sizes_count_the_tables_own_pool():
    from sgs_desktop.ai.basic.heg import kingdom_sizes
    assert kingdom_sizes(("hegemony_standard",)) == {"wei": 15, "shu": 15, "wu": 15, "qun": 15}
    assert kingdom_sizes(("hegemony_standard", "heg_formation")) == {"wei": 17, "shu": 17, "wu": 17, "qun": 17}
    assert kingdom_sizes(tuple(PACKS)) == {"wei": 19, "shu": 19, "wu": 19, "qun": 19}     # (never a 君主)


def test_a_face_down_seats_kingdom_prior_comes_from_the_deal_pool():
    """With the 阵 and 势 packs 19 generals a kingdom; six 魏 and two 蜀 shown (邓艾 and 曹洪 are
    阵 generals; 刘备（君） is a 君主, never in the pool, so he takes no 蜀 general out of it): the
    face-down seat 5 is 魏 with odds 13 : 17 : 19 : 19 (with the standard 60 it was 9 : 13 : 15 : 15)."""
    from sgs_desktop.ai.basic.context import Ctx
    from sgs_desktop.ai.basic.heg import kingdom_probs
    t = AITable([{"generals": ["sunquan", "zhoutai"]}, {"generals": ["caocao", "xuchu"]},
                 {"generals": ["zhangliao", "xiahoudun"]}, {"generals": ["dengai", "caohong"]},
                 {"generals": ["liubei", "guanyu"]}, {"generals": ["lvbu", "diaochan"], "shown": [False, False]}],
                mode="hegemony", packs=PACKS, ai_seats=(0,))
    t.p(4).generals[0].general = "lord_liubei"         # (as the lords' rule swaps him in at the start)
    agent = t.ai[0]
    agent.observe(seen_by(t.g, 0, agent))
    view = t.g.view(0)
    agent.beliefs.meet(view)
    probs = kingdom_probs(Ctx(view, agent.beliefs, agent.rng, t.pending), 5)
    total = 13 + 18 + 19 + 19
    assert probs == pytest.approx({"wei": 13 / total, "shu": 18 / total, "wu": 19 / total, "qun": 19 / total})
