"""The 风 (神话再临) generals' skills in AI hands (简单; 普通 answers these questions with the same
code): 蛊惑's question, 于吉's own 蛊惑 in the play phase and in answer, 不屈's choice of 创, and the
choices of 神速 and 天香 — each as its declaration beside the skill says."""

import pytest
from aitable import AITable, seen_by

from sgs_desktop.ai.basic import BasicAgent
from sgs_desktop.ai.normal import NormalAgent
from sgs_desktop.engine.protocol.answers import Cards, Choose, Seats, Use


def _guhuo_lord(role: str, hand=(), hp: int = 4) -> AITable:
    """Seat 0: 于吉, the lord; seat 1 (an AI) of `role`; seat 2 a rebel, seat 3 the renegade."""
    return AITable([{"role": "lord", "general": "yuji", "hand": ["闪 ♦2", "杀 ♠7"]},
                    {"role": role, "hp": hp, "hand": list(hand)}, {"role": "rebel"}, {"role": "renegade"}],
                   ai_seats=(1,))


def test_a_sure_lie_is_always_questioned():
    """桃园结义 has one copy, in seat 1's own hand: 于吉's can only be false — a free card, even at 1 HP."""
    t = _guhuo_lord("rebel", hand=["桃园结义 ♥A"], hp=1)
    t.play(0, skill="guhuo", cards=["闪 ♦2"], name="god_salvation")
    assert t.ai_answer(1, "option") == Choose("question")


@pytest.mark.parametrize(("role", "hp", "question"), [("loyalist", 4, False), ("rebel", 1, False)])
def test_no_question_from_a_friend_nor_at_one_hp(role, hp, question):
    t = _guhuo_lord(role, hp=hp)
    t.play(0, skill="guhuo", cards=["闪 ♦2"], name="slash", targets=[1])
    assert t.ai_answer(1, "option") == Choose("question" if question else "believe")


def test_a_rebel_questions_an_unlikely_attack_on_itself():
    """Every 决斗 but one is in sight (two in the rebel's hand, none in the discard pile … the third
    with 于吉 only by a small chance): the rebel at full HP questions the 决斗 aimed at it."""
    t = _guhuo_lord("rebel", hand=["决斗 ♠A", "决斗 ♣A"])
    t.play(0, skill="guhuo", cards=["闪 ♦2"], name="duel", targets=[1])
    assert t.ai_answer(1, "option") == Choose("question")


def test_yuji_answers_a_slash_with_a_bluffed_jink_only_without_a_true_one():
    for hand, want in ((["桃 ♥3", "杀 ♣2"], "guhuo"),            # no 闪: 蛊惑 is the only way
                       (["闪 ♦2", "杀 ♣2"], None),                # a true 闪 of another suit: itself
                       (["闪 ♥2", "杀 ♣2"], "guhuo")):            # a true ♥ 闪: through 蛊惑 (stands anyway)
        t = AITable([{"role": "rebel", "hand": ["杀 ♠7"]}, {"role": "lord", "general": "yuji", "hand": hand},
                     {"role": "loyalist"}], current=0, ai_seats=(1,))
        t.play(0, "杀 ♠7", [1])
        answer = t.ai_answer(1, "respond")
        assert isinstance(answer, Use) and answer.skill == want, (hand, answer)
        if want is None:
            assert answer.card == t.id("闪 ♦2")
        elif "闪 ♥2" in hand:
            assert answer.cards == (t.id("闪 ♥2"),) and answer.name == "jink"


def test_yuji_plays_a_true_heart_through_guhuo():
    t = AITable([{"role": "lord", "general": "yuji", "hand": ["杀 ♥10"]}, {"role": "rebel"},
                 {"role": "loyalist"}], ai_seats=(0,))
    t.g.players[1].role_shown = True                # (the AI knows seat 1 for an enemy)
    answer = t.ai_answer(0, "play")
    assert answer == Use(skill="guhuo", name="slash", cards=(t.id("杀 ♥10"),), targets=(1,)), answer


def test_zhoutai_drops_the_repeated_wound():
    t = AITable([{"role": "rebel", "hand": ["酒 ♠3", "杀 ♠8"]}, {"role": "lord", "general": "zhoutai", "hp": 1},
                 {"role": "loyalist", "hand": ["桃 ♥3"]}], current=0, ai_seats=(1,),
                top=["闪 ♦7", "杀 ♠7", "闪 ♦3"])
    t.play(0, "酒 ♠3")
    t.play(0, "杀 ♠8", [1])
    t.yes(1)                                        # (scripted: 不屈) → 创 闪 ♦7, 杀 ♠7: dying
    t.respond(2, "桃 ♥3")
    answer = t.ai_answer(1, "cards")
    assert answer in (Cards((t.id("闪 ♦7"),)), Cards((t.id("杀 ♠7"),)))
    t.end_play(0)
    t.finish()
    assert t.p(1).alive and len(t.p(1).piles["buqu"]) == 1


def test_shensu_and_tianxiang_choose_an_enemy():
    t = AITable([{"role": "lord", "general": "xiahouyuan", "equip": ["赤兔 ♥5"]}, {"role": "loyalist"},
                 {"role": "rebel"}, {"role": "renegade"}], ai_seats=(0,), phase="judge")
    t.g.players[2].role_shown = True
    assert t.ai_answer(0, "option") == Choose("yes")
    assert t.ai_answer(0, "seats") == Seats((2,))
    t = AITable([{"role": "rebel", "hand": ["杀 ♠7"]},
                 {"role": "lord", "general": "xiaoqiao", "hand": ["桃 ♥3", "杀 ♠8"]},
                 {"role": "loyalist"}, {"role": "rebel"}], current=0, ai_seats=(1,))
    t.play(0, "杀 ♠7", [1])
    assert t.ai_answer(1, "option") == Choose("yes")
    assert t.ai_answer(1, "cards") == Cards((t.id("杀 ♠8"),))      # (红颜's ♠, the cheaper)
    assert t.ai_answer(1, "seats") in (Seats((0,)), Seats((3,)))


def test_the_normal_ai_answers_the_question_the_same_way():
    t = _guhuo_lord("rebel", hand=["桃园结义 ♥A"], hp=1)
    t.play(0, skill="guhuo", cards=["闪 ♦2"], name="god_salvation")
    req = t.expect(1, "option")
    agent = NormalAgent(5)
    agent.observe(seen_by(t.g, 1, agent))
    assert agent.answer(req, t.g.view(1)) == Choose("question")
    basic = BasicAgent(5)
    basic.observe(seen_by(t.g, 1, basic))
    assert basic.answer(req, t.g.view(1)) == Choose("question")
