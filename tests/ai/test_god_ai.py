"""The 简单 (basic) and 普通 (normal) AI with the 神 generals of 神话再临 (identity): each skill taken
where it helps its side, never for the other side; the kingdom a 神 general chooses."""

import pytest
from aitable import AITable
from normaltable import NormalTable

from sgs_desktop.engine.protocol.answers import Cards, Choose, Seats, Use

TABLES = [pytest.param(AITable, id="basic"), pytest.param(NormalTable, id="normal")]


def seat1(general, kingdom="shu", **extra):
    return {"role": "rebel", "general": general, "kingdom": kingdom, **extra}


@pytest.mark.parametrize("table", TABLES)
def test_the_kingdom_a_loyalist_chooses_is_its_lords(table):
    t = table([{"role": "lord", "general": "liubei"}, {"role": "loyalist", "general": "shenzhouyu"},
               {"role": "rebel", "general": "shenguanyu"}, {"role": "renegade"}], ai_seats=(1, 2))
    assert t.ai_answer(1, "option") == Choose("shu")          # 激将 may call on him
    assert t.ai_answer(2, "option") != Choose("shu")


@pytest.mark.parametrize("table", TABLES)
def test_wushen_strikes_the_far_lord_with_a_heart(table):
    t = table([{"role": "lord", "hp": 1}, {"role": "loyalist"}, seat1("shenguanyu", hand=["桃 ♥3"]),
               {"role": "rebel"}, {"role": "renegade"}], current=2, ai_seats=(2,))
    assert t.ai_answer(2, "play") == Use(skill="wushen", name="slash", cards=(t.id("桃 ♥3"),), targets=(0,))


@pytest.mark.parametrize("table", TABLES)
def test_wuhun_takes_an_enemy_of_a_tie(table):
    t = table([{"role": "lord", "hand": ["杀 ♠7"]}, seat1("shenguanyu", hp=1),
               {"role": "loyalist", "marks": {"mengyan": 2}}, {"role": "rebel", "marks": {"mengyan": 2}}],
              current=0, ai_seats=(1,), top=["闪 ♦2"])
    t.g.players[2].role_shown = True
    t.play(0, "杀 ♠7", [1])
    assert t.ai_answer(1, "seats") == Seats((2,))               # the loyalist, not the fellow rebel


@pytest.mark.parametrize("table", TABLES)
def test_shelie_and_its_dearest_card(table):
    t = table([{"role": "lord"}, seat1("shenlvmeng")], current=1, phase="draw", ai_seats=(1,),
              top=["杀 ♠7", "闪 ♥2", "桃 ♥3", "闪 ♦2", "杀 ♣2"])
    assert t.ai_answer(1, "option") == Choose("yes")
    assert t.ai_answer(1, "cards") == Cards((t.id("桃 ♥3"),))


@pytest.mark.parametrize("table", TABLES)
def test_gongxin_takes_the_lords_peach(table):
    t = table([{"role": "lord", "hand": ["桃 ♥3", "杀 ♠7"]}, seat1("shenlvmeng", kingdom="wu"),
               {"role": "loyalist"}, {"role": "rebel"}], current=1, ai_seats=(1,))
    assert t.ai_answer(1, "play") == Use(skill="gongxin", targets=(0,))
    assert t.ai_answer(1, "cards") == Cards((t.id("桃 ♥3"),))
    assert t.ai_answer(1, "option") == Choose("discard")        # the loyalist draws next: not for him


@pytest.mark.parametrize("table", TABLES)
def test_gongxin_spares_a_friend(table):
    t = table([{"role": "lord", "hand": ["桃 ♥3"]}, {"role": "loyalist", "general": "shenlvmeng", "kingdom": "wu"},
               {"role": "rebel"}], current=1, ai_seats=(1,))
    answer = t.ai_answer(1, "play")
    assert answer.type == "end" or answer.targets != (0,)


@pytest.mark.parametrize("table", TABLES)
def test_yeyan_burns_two_enemies(table):
    t = table([{"role": "lord"}, seat1("shenzhouyu", kingdom="wu"), {"role": "loyalist"}, {"role": "rebel"},
               {"role": "renegade"}], current=1, ai_seats=(1,))
    t.g.players[2].role_shown = True                            # the loyalist is known
    assert t.ai_answer(1, "play") == Use(skill="yeyan", targets=(0, 2))


@pytest.mark.parametrize("table", TABLES)
def test_qinyin_hurts_when_the_enemies_are_low_and_heals_when_friends_are(table):
    t = table([{"role": "lord", "hp": 1}, seat1("shenzhouyu", kingdom="wu", hand=["杀 ♠7", "杀 ♠8", "闪 ♦2",
                                                                                   "闪 ♦3", "杀 ♣2", "杀 ♣3"]),
               {"role": "loyalist", "hp": 1}, {"role": "rebel"}], current=1, phase="discard", ai_seats=(1,))
    t.cards(1, "杀 ♠7", "杀 ♠8")
    assert t.ai_answer(1, "option") == Choose("lose")
    t = table([{"role": "lord"}, seat1("shenzhouyu", kingdom="wu", hp=1, hand=["杀 ♠7", "杀 ♠8", "闪 ♦2"]),
               {"role": "loyalist"}, {"role": "rebel", "hp": 1}], current=1, phase="discard", ai_seats=(1,))
    t.cards(1, "杀 ♠7", "杀 ♠8")
    assert t.ai_answer(1, "option") == Choose("recover")


@pytest.mark.parametrize("table", TABLES)
def test_qixing_swaps_a_peach_in_for_a_spare_card(table):
    t = table([{"role": "lord"}, seat1("shenzhugeliang", hand=["杀 ♣2"], piles={"qixing": ["桃 ♥3", "杀 ♠7"]})],
              current=1, phase="draw", ai_seats=(1,), top=["杀 ♣3", "杀 ♣4"])
    assert t.ai_answer(1, "cards") == Cards((t.id("桃 ♥3"),))
    answer = t.ai_answer(1, "cards")
    assert len(answer.cards) == 1 and t.id("桃 ♥3") in t.hand(1)


@pytest.mark.parametrize("table", TABLES)
def test_kuangfeng_on_a_chained_enemy_and_dawu_on_a_weak_friend(table):
    t = table([{"role": "lord", "chained": True}, seat1("shenzhugeliang", piles={"qixing": ["杀 ♠7", "闪 ♦2"]}),
               {"role": "loyalist"}, {"role": "rebel", "hp": 1}], current=1, phase="finish", ai_seats=(1,))
    t.g.players[3].role_shown = True
    t.ai_answer(1, "option")                                    # (the order of the two)
    answers = [t.ai_answer(1, t.pending.kind) for _ in range(3)]
    seats = {a.seats for a in answers if isinstance(a, Seats)}
    assert (0,) in seats and (3,) in seats
    assert t.p(0).marks == {"kuangfeng": 1} and t.p(3).marks == {"dawu": 1}
