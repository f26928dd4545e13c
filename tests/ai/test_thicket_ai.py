"""The 简单 (basic) and 普通 (normal) AI with the 林 generals' skills (identity): each question and
play-phase skill is answered as the declaration beside the skill advises (the normal AI follows the
same declarations with its own attitudes)."""

from __future__ import annotations

import pytest
from aitable import AITable
from normaltable import NormalTable

from sgs_desktop.engine.protocol.answers import Choose, Pass, Use

TABLES = {"basic": AITable, "normal": NormalTable}


@pytest.mark.parametrize("ai", list(TABLES))
def test_luanwu_strikes_the_enemy_among_the_nearest(ai):
    """A rebel asked by 乱武 hits the lord rather than losing HP."""
    t = TABLES[ai]([{"role": "lord", "general": "jiaxu"}, {"role": "rebel", "hand": ["杀 ♠8", "闪 ♦2"]},
                    {"role": "loyalist"}, {"role": "renegade"}], ai_seats=(1,))
    t.play(0, skill="luanwu")
    assert t.expect(1, "respond").options[0].targets.seats == (2, 0)
    assert t.ai_answer(1, "respond") == Use(card=t.id("杀 ♠8"), targets=(0,))


@pytest.mark.parametrize(("ai", "hp", "strikes"), [("basic", 3, False), ("basic", 1, True), ("normal", 3, False)])
def test_luanwu_spares_a_friend_while_the_hp_can_pay(ai, hp, strikes):
    """The lord's 忠臣, whose only nearest player is the lord (贾诩 rides 绝影), loses 1 HP instead
    of striking him — unless that 1 HP is its last."""
    t = TABLES[ai]([{"role": "lord"}, {"role": "loyalist", "hp": hp, "hand": ["杀 ♠8"]},
                    {"role": "rebel", "general": "jiaxu", "equip": ["绝影 ♠5"]}, {"role": "renegade"}],
                   current=2, ai_seats=(1,))
    t.play(2, skill="luanwu")                  # seats 3 and 0 have no 杀: they lose 1 HP unasked
    assert t.expect(1, "respond").options[0].targets.seats == (0,)
    assert t.ai_answer(1, "respond") == (Use(card=t.id("杀 ♠8"), targets=(0,)) if strikes else Pass())


def test_luanwu_is_played_against_a_weak_lord_and_not_by_his_side():
    t = AITable([{"role": "lord", "hp": 1}, {"role": "loyalist"}, {"role": "rebel", "general": "jiaxu"},
                 {"role": "renegade"}, {"role": "rebel"}], current=2, ai_seats=(2,))
    assert t.ai_answer(2, "play") == Use(skill="luanwu")
    t = AITable([{"role": "lord"}, {"role": "loyalist", "general": "jiaxu"}, {"role": "rebel"},
                 {"role": "renegade"}, {"role": "rebel"}], current=1, ai_seats=(1,))
    answer = t.ai_answer(1, "play")
    assert answer != Use(skill="luanwu") and t.p(1).marks == {"luanwu": 1}


@pytest.mark.parametrize(("ai", "hand", "lord", "yes"), [
    ("basic", ["闪 ♦2"], ["杀 ♣2"], True),                      # five cards at most: all four stay his
    ("basic", ["闪 ♦2", "闪 ♦3", "闪 ♦4"], [], True),            # half to the lord, the poorest: a friend
    ("basic", ["闪 ♦2", "闪 ♦3", "闪 ♦4"], ["杀 ♣2"], False),     # half to the empty-handed seat 2: not known a friend
    ("normal", ["闪 ♦2", "闪 ♦3", "闪 ♦4"], [], True),
    ("normal", ["闪 ♦2", "闪 ♦3", "闪 ♦4"], ["杀 ♣2"], False),
])
def test_haoshi_shares_only_with_a_friend(ai, hand, lord, yes):
    t = TABLES[ai]([{"role": "lord", "hand": lord}, {"role": "loyalist", "general": "lusu", "hand": hand},
                    {"role": "rebel"}, {"role": "renegade", "hand": ["杀 ♣3"]}],
                   current=1, phase="draw", ai_seats=(1,))
    assert t.expect(1, "option").prompt.args == ("haoshi",)
    assert t.ai_answer(1, "option") == Choose("yes" if yes else "no")


@pytest.mark.parametrize(("hp", "yes"), [(2, True), (3, False)])
def test_zaiqi_reveals_two_or_more(hp, yes):
    t = AITable([{"role": "lord", "general": "menghuo", "hp": hp}, {"role": "rebel"}], phase="draw", ai_seats=(0,))
    assert t.ai_answer(0, "option") == Choose("yes" if yes else "no")


@pytest.mark.parametrize(("ai", "role", "mine", "yes"), [
    ("basic", "rebel", "闪 ♥K", True), ("basic", "rebel", "闪 ♦2", False), ("basic", "loyalist", "闪 ♥K", False),
    ("normal", "rebel", "闪 ♥K", True), ("normal", "loyalist", "闪 ♥K", False),
])
def test_lieren_compares_with_an_enemy_holding_a_high_card(ai, role, mine, yes):
    t = TABLES[ai]([{"role": "lord", "hand": ["桃 ♥3"]}, {"role": role, "general": "zhurong", "hand": ["杀 ♠7", mine]},
                    {"role": "renegade"}, {"role": "rebel" if role == "loyalist" else "loyalist"}],
                   current=1, ai_seats=(1,))
    t.play(1, "杀 ♠7", targets=[0])
    assert t.expect(1, "option").prompt.args == ("lieren", 0)
    assert t.ai_answer(1, "option") == Choose("yes" if yes else "no")


def test_duanliang_cuts_an_enemy_out_of_reach_of_a_slash():
    """A rebel 徐晃 two seats from the lord: 杀 cannot reach; 断粮 makes his black 杀 a 兵粮寸断 on the lord."""
    t = AITable([{"role": "lord"}, {"role": "loyalist"}, {"role": "rebel", "general": "xuhuang", "hand": ["杀 ♣3"]},
                 {"role": "renegade"}, {"role": "rebel"}], current=2, ai_seats=(2,))
    answer = t.ai_answer(2, "play")
    assert (answer.skill, answer.cards, answer.targets) == ("duanliang", (t.id("杀 ♣3"),), (0,))
    assert t.p(0).judge == [t.id("杀 ♣3")]


def test_dimeng_gives_the_lord_a_big_hostile_hand():
    """The loyalist 鲁肃 swaps his lord's small hand with that of the rebel who struck the lord."""
    t = AITable([{"role": "lord"}, {"role": "loyalist", "general": "lusu", "hand": ["闪 ♦2", "闪 ♦3"]},
                 {"role": "renegade"},
                 {"role": "rebel", "hand": ["杀 ♣2", "杀 ♣3", "桃 ♥3", "桃 ♥4", "无中生有 ♥7"]}],
                current=3, stop="game_over", top=["闪 ♦4", "闪 ♦5", "闪 ♦6", "闪 ♦7"], ai_seats=(1,))
    t.play(3, "杀 ♣2", targets=[0])            # the rebel shows itself: the lord has no 闪
    t.end_play(3)
    t.end_play(0)                               # the lord draws 闪 ♦4, 闪 ♦5
    t.no(1)                                     # 鲁肃: no 好施; he draws 闪 ♦6, 闪 ♦7
    answer = t.ai_answer(1, "play")
    assert (answer.skill, answer.targets) == ("dimeng", (0, 3)), answer
    assert t.expect(1, "cards").prompt.args == (0, 3, 2)
    t.ai_answer(1, "cards")                     # two of his four 闪
    assert t.hand(0) == set(t.ids("杀 ♣3", "桃 ♥3", "桃 ♥4", "无中生有 ♥7"))
    assert t.hand(3) == set(t.ids("闪 ♦4", "闪 ♦5")) and len(t.hand(1)) == 2
