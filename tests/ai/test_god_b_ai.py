"""The 简单 (basic) and 普通 (normal) AI with the 神 generals of part 2 (神曹操, 神吕布, 神赵云,
神司马懿): each question and play-phase skill is answered as the declaration beside the skill
advises, so none is dead in AI hands."""

from __future__ import annotations

import pytest
from aitable import AITable
from normaltable import NormalTable

import sgs_desktop.modes.scenario as scenario
from sgs_desktop.engine.actions import set_mark
from sgs_desktop.engine.protocol.answers import Choose, Use

TABLES = {"basic": AITable, "normal": NormalTable}


def marked(table, players, marks, **kw):
    """A table whose seats hold `marks` ({seat: {mark: n}}) before anything is asked (as
    tests/skills/god_b.py `marked`)."""
    build = scenario.build_table

    def build_marked(g, sc):
        build(g, sc)
        for seat, found in marks.items():
            for mark, n in found.items():
                set_mark(g, g.players[seat], mark, n)

    scenario.build_table = build_marked
    try:
        return table(players, **kw)
    finally:
        scenario.build_table = build


@pytest.mark.parametrize("ai", list(TABLES))
@pytest.mark.parametrize(("face_up", "holding", "yes"), [(True, 3, True), (True, 1, False), (False, 1, True)])
def test_guixin_when_face_down_or_three_hold_cards(ai, face_up, holding, yes):
    players = [{"role": "lord", "hand": ["杀 ♠7"], "equip": ["大宛 ♠13"]},
               {"role": "rebel", "general": "shencaocao", "kingdom": "wei", "face_up": face_up}]
    players += [{"role": "loyalist", "hand": ["闪 ♦2"] if holding >= 2 else []},
                {"role": "renegade", "hand": ["闪 ♦3"] if holding >= 3 else []}]
    t = TABLES[ai](players, ai_seats=(1,))
    t.play(0, "杀 ♠7", [1])
    assert t.expect(1, "option").prompt.args == ("guixin",)
    assert t.ai_answer(1, "option") == Choose("yes" if yes else "no")


@pytest.mark.parametrize("ai", list(TABLES))
@pytest.mark.parametrize(("marks", "hp", "choice"), [(5, 5, "lose_hp"), (2, 5, "spend_baonu"), (5, 2, "spend_baonu")])
def test_wumou_keeps_the_marks_wrath_needs_while_hp_is_plenty(ai, marks, hp, choice):
    t = marked(TABLES[ai], [{"role": "lord", "general": "shenlvbu",
                             "kingdom": "qun", "hp": hp, "hand": ["无中生有 ♥7"]},
                            {"role": "rebel"}], {0: {"baonu": marks}}, ai_seats=(0,))
    t.play(0, "无中生有 ♥7")
    assert t.ai_answer(0, "option") == Choose(choice)


@pytest.mark.parametrize("ai", list(TABLES))
def test_wuqian_before_the_slash_on_the_armoured_enemy(ai):
    t = marked(TABLES[ai], [{"role": "rebel", "general": "shenlvbu", "kingdom": "qun", "hand": ["杀 ♠7"]},
                            {"role": "lord", "equip": ["仁王盾 ♣2"]}, {"role": "rebel"}, {"role": "loyalist"}],
               {0: {"baonu": 2}}, current=0, ai_seats=(0,))
    assert t.ai_answer(0, "play") == Use(skill="wuqian", targets=(1,))
    assert t.ai_answer(0, "play").card == t.id("杀 ♠7")


@pytest.mark.parametrize("ai", list(TABLES))
@pytest.mark.parametrize(("roles", "used"), [(("lord", "loyalist", "rebel", "rebel", "renegade"), True),
                                              (("lord", "loyalist", "rebel", "loyalist", "rebel"), False)])
def test_shenfen_when_it_hurts_the_other_side_more(ai, roles, used):
    """神吕布 (seat 3) a rebel among the lord, a loyalist, a fellow rebel and the renegade strikes;
    a loyalist among the lord, the other loyalist and two rebels does not (the lord weighs double)."""
    players = [{"role": r} for r in roles]
    players[3].update(general="shenlvbu", kingdom="qun")
    t = marked(TABLES[ai], players, {3: {"baonu": 6}}, current=3, ai_seats=(3,))
    answer = t.ai_answer(3, "play")
    assert (answer == Use(skill="shenfen")) == used


@pytest.mark.parametrize("ai", list(TABLES))
def test_longhun_dodges_with_a_club(ai):
    t = TABLES[ai]([{"role": "lord", "hand": ["杀 ♠7"]},
                    {"role": "rebel", "general": "shenzhaoyun",
                     "kingdom": "shu", "hp": 1, "hand": ["杀 ♣5"]}], ai_seats=(1,))
    t.play(0, "杀 ♠7", [1])
    assert t.ai_answer(1, "respond") == Use(skill="longhun", name="jink", cards=(t.id("杀 ♣5"),))


@pytest.mark.parametrize("ai", list(TABLES))
def test_jilue_wansha_before_striking_an_enemy_at_one_hp(ai):
    """(The lord holds a card, maybe a 闪: the normal AI's sure kill, which goes first, is not sure.)"""
    t = marked(TABLES[ai], [{"role": "rebel", "general": "shensimayi",
                             "kingdom": "wei", "skills": ["jilue"], "hand": ["杀 ♠7"]},
                            {"role": "lord", "hp": 1, "hand": ["桃 ♥3"]}, {"role": "loyalist"}, {"role": "renegade"}],
               {0: {"ren": 1}}, current=0, ai_seats=(0,))
    assert t.ai_answer(0, "play") == Use(skill="jilue_wansha")


@pytest.mark.parametrize("ai", list(TABLES))
def test_jilue_zhiheng_trades_poor_cards(ai):
    t = marked(TABLES[ai], [{"role": "lord", "general": "shensimayi", "kingdom": "wei", "skills": ["jilue"],
                             "hand": ["闪 ♦2", "闪 ♦3", "闪 ♦4", "闪 ♦5"]}, {"role": "rebel"}],
               {0: {"ren": 2}}, ai_seats=(0,))
    answer = t.ai_answer(0, "play")
    assert answer.skill == "jilue_zhiheng" and answer.cards


@pytest.mark.parametrize("ai", list(TABLES))
def test_lianpo_is_always_taken(ai):
    t = TABLES[ai]([{"role": "lord", "general": "shensimayi",
                     "kingdom": "wei", "hand": ["杀 ♠7"]}, {"role": "rebel", "hp": 1},
                    {"role": "rebel"}], ai_seats=(0,))
    t.play(0, "杀 ♠7", [1])
    t.end_play(0)
    assert t.ai_answer(0, "option") == Choose("yes")
