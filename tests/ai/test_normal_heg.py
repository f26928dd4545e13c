"""The 普通 AI in 国战: its choice of a pair (选将) as self-play measured the generals, its showing
(明置), and that its choices read nothing hidden."""

import pytest
from aitable import AITable

from sgs_desktop.ai.basic import BasicAgent
from sgs_desktop.ai.normal import NormalAgent
from sgs_desktop.ai.normal.heg import pair_worth
from sgs_desktop.ai.normal.pair_worth import COMPANIONS, WORTH
from sgs_desktop.engine.protocol import Choose, OptionRequest, Prompt
from sgs_desktop.packs.generals import hegemony_generals


def heg(players, **kw):
    return AITable(players, mode="hegemony", **kw)


def _ask(agent, seat, t, key, options, args=()):
    agent.observe(t.g.log_for(seat))
    return agent.answer(OptionRequest(seat, options=tuple(options), default_option=options[0],
                                      prompt=Prompt(key, tuple(args))), t.g.view(seat))


def test_pair_choice_follows_the_measured_worth_where_the_strength_order_does_not():
    """孙权+鲁肃 scores higher in the basic AI's strength order; self-play measured 庞统+魏延 worth more."""
    t = heg([{"generals": ["caocao", "xuchu"]}, {"generals": ["liubei", "guanyu"]}])
    options = ["sunquan+lusu", "pangtong+weiyan"]
    assert pair_worth("pangtong+weiyan") > pair_worth("sunquan+lusu")
    assert _ask(BasicAgent(5), 0, t, "choose_pair", options) == Choose("sunquan+lusu")
    assert _ask(NormalAgent(5), 0, t, "choose_pair", options) == Choose("pangtong+weiyan")


def test_with_a_general_never_measured_on_offer_the_pair_is_the_basic_ais():
    """邓艾 (阵) has no measured worth: the choice is the basic AI's, by its pair score."""
    from sgs_desktop.packs.generals import heg_lookup
    t = heg([{"generals": ["caocao", "xuchu"]}, {"generals": ["liubei", "guanyu"]}])
    options = ["dengai+caoren", "xuhuang+zhangliao", "zhangliao+xuhuang"]
    assert "dengai" in heg_lookup() and "dengai" not in WORTH["old"]
    basic = _ask(BasicAgent(5), 0, t, "choose_pair", options)
    assert _ask(NormalAgent(5), 0, t, "choose_pair", options) == basic
    measured = max(options[1:], key=lambda o: (pair_worth(o), o))
    assert _ask(NormalAgent(5), 0, t, "choose_pair", options[1:]) == Choose(measured)


def test_pair_choice_orders_head_and_deputy_by_their_worth_in_each_place():
    t = heg([{"generals": ["caocao", "xuchu"]}, {"generals": ["liubei", "guanyu"]}])
    a, b = "pangtong+weiyan", "weiyan+pangtong"
    best = a if pair_worth(a) > pair_worth(b) else b
    assert pair_worth(a) != pair_worth(b)
    assert _ask(NormalAgent(5), 0, t, "choose_pair", [b, a]) == Choose(best)
    assert _ask(NormalAgent(5), 0, t, "choose_pair", [a, b]) == Choose(best)


def test_companions_add_their_measured_worth():
    w = COMPANIONS["old"]
    assert 0 < w < 0.2
    from sgs_desktop.packs.generals import companions, heg_lookup
    table = heg_lookup()
    assert companions(table["liubei"], table["guanyu"])
    got = pair_worth("liubei+guanyu") - WORTH["old"]["liubei"][0] - WORTH["old"]["guanyu"][1]
    assert got == pytest.approx(w, abs=0.05)    # (plus the basic score's trace)


@pytest.mark.parametrize("rules", ["old", "new"])
def test_every_standard_general_has_a_measured_worth_within_bounds(rules):
    worth = WORTH[rules]
    for gid in hegemony_generals(rules=rules):
        assert gid in worth, gid
    for gid, (head, deputy) in worth.items():
        assert -0.3 < head < 0.3 and -0.3 < deputy < 0.3, (gid, head, deputy)


def test_under_the_new_rules_the_pair_is_chosen_by_the_new_rules_worths():
    t = heg([{"generals": ["caocao", "xuchu"]}, {"generals": ["liubei", "guanyu"]}], rules="new")
    options = ["sunquan+lusu", "pangtong+weiyan", "caocao+xuchu", "xuchu+caocao"]
    want = max(options, key=lambda o: (pair_worth(o, "new"), o))
    assert _ask(NormalAgent(5), 0, t, "choose_pair", options) == Choose(want)


def _reach_table(equip, hand):
    from normaltable import NormalTable
    return NormalTable([{"generals": ["guanyu", "zhangfei"], "hand": hand, "equip": [equip]},
                        {"generals": ["liubei", "zhaoyun"]},
                        {"generals": ["caocao", "xuchu"], "hp": 1},
                        {"generals": ["sunquan", "zhoutai"]},
                        {"generals": ["zhangliao", "xiahoudun"]},
                        {"generals": ["machao", "huangzhong"]}], mode="hegemony", rules="new", ai_seats=(0,))


def test_a_view_as_slash_is_not_made_of_the_weapon_that_gives_its_reach():
    """武圣 (new rules) may offer a red hand card and the red weapon as one 杀 (a group whose
    targets were counted with the weapon on, as in a self-play game): 曹操 (1 HP, two away) is in
    reach only with the 麒麟弓 on, so the 杀 is made of the 闪, never of the bow."""
    import msgspec
    t = _reach_table("麒麟弓 ♥5", ["闪 ♥2"])
    req = t.expect(0, "play")
    shan, bow = t.id("闪 ♥2"), t.id("麒麟弓 ♥5")
    assert t.ctx(0).value(bow) < t.ctx(0).value(shan)      # (the bow is the cheaper card)
    alone = next(o for o in req.options if o.skill == "wusheng_v2" and o.cards == (shan,))
    grouped = msgspec.structs.replace(alone, cards=(bow, shan))
    options = (*(o for o in req.options if o.skill != "wusheng_v2"), grouped)
    agent = t.ai[0]
    agent.observe(t.g.log.visible(0, since=t.cursor[0]))
    answer = agent.answer(msgspec.structs.replace(req, options=options), t.g.view(0))
    assert answer.targets == (2,) and answer.cards == (shan,), answer


def test_a_view_as_slash_of_the_horse_alone_is_still_made_where_it_reaches():
    """An option of the 赤兔 alone was counted without it: 曹操 next to 关羽 (1 HP, no hand) is
    killed with the horse as the 杀; 张辽 two away (no longer in reach) is not aimed at."""
    from normaltable import NormalTable
    t = NormalTable([{"generals": ["guanyu", "zhangfei"], "equip": ["赤兔 ♥5"]},
                     {"generals": ["caocao", "xuchu"], "hp": 1},
                     {"generals": ["zhangliao", "xiahoudun"], "hp": 1},
                     {"generals": ["sunquan", "zhoutai"]},
                     {"generals": ["liubei", "zhaoyun"]},
                     {"generals": ["machao", "huangzhong"]}], mode="hegemony", rules="new", ai_seats=(0,))
    horse = t.id("赤兔 ♥5")
    req = t.expect(0, "play")
    alone = next(o for o in req.options if o.skill == "wusheng_v2")
    assert alone.cards == (horse,) and 2 not in alone.targets.seats
    answer = t.ai_answer(0, "play")
    assert answer.cards == (horse,) and answer.targets == (1,), answer


# ------------------------------------------------------------------ honesty

PAIRS = [["liubei", "guanyu"], ["caocao", "xuchu"], ["sunquan", "zhoutai"], ["huatuo", "lvbu"],
         ["zhangliao", "xiahoudun"], ["zhugeliang", "huangyueying"], ["ganning", "lvmeng"], ["jiaxu", "pangde"]]
HANDS = [["闪 ♥2", "杀 ♠5"], ["桃 ♥4", "杀 ♠7"], ["无中生有 ♥7", "闪 ♥11"], ["过河拆桥 ♠3", "闪 ♦2"],
         ["杀 ♠8", "桃 ♥6"]]


@pytest.mark.parametrize("seed", range(12))
def test_normal_heg_decisions_do_not_depend_on_hidden_generals_or_cards(seed):
    """Seat 0 (the 普通 AI, 曹仁+徐晃 shown) decides its play and its showing the same whoever the
    face-down players are and whatever they hold (two cards each: how many is public)."""
    from normaltable import NormalTable

    from sgs_desktop.ai.basic.heg import kingdom_probs
    from sgs_desktop.engine.rng import Rng
    answers, probs = set(), set()
    for shuffle in (1, 2, 3):
        pairs = list(PAIRS)
        Rng(seed * 10 + shuffle).shuffle(pairs)
        hands = list(HANDS)
        Rng(seed * 10 + shuffle + 5).shuffle(hands)
        players = [{"generals": ["caoren", "xuhuang"], "hand": ["杀 ♠9", "决斗 ♠1", "顺手牵羊 ♠4"]}]
        players += [{"generals": pairs[i], "shown": [False, False], "hand": hands[i]} for i in range(5)]
        t = NormalTable(players, mode="hegemony", ai_seats=(0,), seed=seed)
        ctx = t.ctx(0)
        probs.add(repr([sorted(kingdom_probs(ctx, s).items()) for s in range(1, 6)]))
        answers.add(repr(t.ai_answer(0, "play")))
    assert len(answers) == 1, answers
    assert len(probs) == 1, probs


def test_the_tuning_fits_worth_above_the_kingdom_size_and_shrinks_the_rarely_seen():
    """benchmarks/tune_pairs.py: 魏延 (head) always won, 黄盖 always lost, both in kingdoms of two;
    a kingdom of three winning says nothing of its generals; 华佗, seen once, is worth little."""
    import sys
    from pathlib import Path
    sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))
    from tune_pairs import fit
    games = []
    for i in range(300):
        games.append([("weiyan", "liushan", 1, 2), ("huanggai", "lusu", 0, 2),
                      ("xuhuang", "caoren", 1, 3), ("zhangliao", "xiahoudun", i % 2, 2)])
    games.append([("huatuo", "lvbu", 1, 2)])
    worth, comp, base = fit(games, "old")
    assert comp == 0.0                      # (no 珠联璧合 pair among them)
    assert base[3] == 1.0 and 0.4 < base[2] < 0.6
    assert worth["weiyan"][0] > 0.15 and worth["huanggai"][0] < -0.15     # (shared with the deputy)
    assert worth["xuhuang"] == (0.0, 0.0) and worth["caoren"] == (0.0, 0.0)
    assert abs(worth["zhangliao"][0]) < 0.05
    assert 0 < worth["huatuo"][0] < 0.01
