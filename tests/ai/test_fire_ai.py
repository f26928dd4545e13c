"""The 简单 (basic) and 普通 (normal) AI with the 火 generals (identity): each skill taken where it
helps its side, never for the other side."""

import pytest
from aitable import AITable
from normaltable import NormalTable

from sgs_desktop.engine.protocol.answers import Cards, Choose, Seats, Use

TABLES = [pytest.param(AITable, id="basic"), pytest.param(NormalTable, id="normal")]


def rebel_vs_lord(general: str, hand, lord: dict | None = None, others=({"role": "loyalist"}, {"role": "rebel"},
                                                                         {"role": "renegade"}), **kw):
    """The AI `general` (seat 1, a rebel) in its play phase; the lord (seat 0) is its enemy."""
    players = [{"role": "lord", **(lord or {})}, {"role": "rebel", "general": general, "hand": list(hand)},
               *others]
    return players, dict(current=1, ai_seats=(1,), **kw)


@pytest.mark.parametrize("table", TABLES)
def test_qiangxi_pays_with_a_spare_weapon_to_hurt_the_lord(table):
    players, kw = rebel_vs_lord("dianwei", ["寒冰剑 ♠2", "闪 ♦2"])
    players[1]["equip"] = ["青釭剑 ♠6"]
    t = table(players, **kw)
    assert t.ai_answer(1, "play") == Use(skill="qiangxi", targets=(0,))
    assert t.ai_answer(1, "cards") == Cards((t.id("寒冰剑 ♠2"),))     # the spare weapon, not HP
    assert t.damage_log() == [(1, 0, 1, None)] and t.p(1).hp == 4


@pytest.mark.parametrize("table", TABLES)
def test_tianyi_with_a_high_card_and_a_slash(table):
    players, kw = rebel_vs_lord("taishici", ["闪 ♥13", "杀 ♠7"], lord={"hand": ["闪 ♦2"]})
    t = table(players, **kw)
    assert t.ai_answer(1, "play") == Use(skill="tianyi", targets=(0,))
    assert t.ai_answer(1, "cards") == Cards((t.id("闪 ♥13"),))       # 拼点: its highest card
    assert t.p(1).marks == {"tianyi_won": 1}


@pytest.mark.parametrize("table", TABLES)
def test_quhu_with_a_very_high_card_then_the_tiger_hurts_the_other_side(table):
    """荀彧 (a rebel) 拼点 the lord (the only player with more HP) and wins: the lord must hurt a
    player in its range whom 荀彧 picks — the loyalist, not himself."""
    t = table([{"role": "lord", "hand": ["闪 ♦2"]}, {"role": "rebel", "general": "xunyu", "hand": ["闪 ♥13"]},
               {"role": "rebel", "hp": 3}, {"role": "loyalist", "hp": 3}], current=1, ai_seats=(1,))
    assert t.ai_answer(1, "play") == Use(skill="quhu", targets=(0,))
    assert t.expect(1, "seats").seats == (1, 3)
    assert t.ai_answer(1, "seats") == Seats((3,))
    assert t.damage_log() == [(0, 3, 1, None)]


@pytest.mark.parametrize("table", TABLES)
def test_jieming_refills_its_own_hand_rather_than_an_enemys(table):
    t = table([{"role": "lord", "hand": ["杀 ♠7"]}, {"role": "rebel", "general": "xunyu"},
               {"role": "loyalist"}], current=0, ai_seats=(1,))
    t.play(0, "杀 ♠7", [1])
    assert t.ai_answer(1, "option") == Choose("yes")
    assert t.ai_answer(1, "seats") == Seats((1,))                     # 3 cards for itself


@pytest.mark.parametrize("table", TABLES)
def test_jieming_not_for_the_enemy_alone(table):
    """荀彧's hand is full (3 of 3): only the lord would draw, so he lets it be."""
    t = table([{"role": "lord", "hand": ["杀 ♠7"]},
               {"role": "rebel", "general": "xunyu", "hand": ["杀 ♣2", "杀 ♣3", "杀 ♣4"]}],
              current=0, ai_seats=(1,))
    t.play(0, "杀 ♠7", [1])                    # no 闪 to answer with
    assert t.ai_answer(1, "option") == Choose("no")
    t.end_play(0)
    assert not [e for e in t.log("move") if e["reason"] == "jieming"]


@pytest.mark.parametrize("table", TABLES)
def test_mengjin_strikes_an_enemy_not_a_friend(table):
    t = table([{"role": "lord", "hand": ["闪 ♦2", "桃 ♥4"]},
               {"role": "rebel", "general": "pangde", "hand": ["杀 ♠7"]}, {"role": "loyalist"}],
              current=1, ai_seats=(1,))
    t.play(1, "杀 ♠7", [0])
    t.respond(0, "闪 ♦2")
    assert t.ai_answer(1, "option") == Choose("yes")
    t = table([{"role": "lord", "general": "pangde", "hand": ["杀 ♠7"]},
               {"role": "loyalist", "hand": ["闪 ♦2", "桃 ♥4"]}, {"role": "rebel"}],
              current=0, ai_seats=(0,))
    t.g.players[1].role_shown = True
    t.play(0, "杀 ♠7", [1])
    t.respond(1, "闪 ♦2")
    assert t.ai_answer(0, "option") == Choose("no")


@pytest.mark.parametrize("table", TABLES)
def test_shuangxiong_is_invoked_and_its_duel_aimed_at_the_lord(table):
    t = table([{"role": "lord"}, {"role": "rebel", "general": "yanliangwenchou", "hand": ["无懈可击 ♠11", "桃 ♥4"]},
               {"role": "loyalist"}, {"role": "rebel"}], current=1, phase="draw", ai_seats=(1,),
              top=["闪 ♥2"])
    assert t.ai_answer(1, "option") == Choose("yes")
    assert t.p(1).marks == {"shuangxiong_black": 1}
    answer = t.ai_answer(1, "play")
    assert answer == Use(skill="shuangxiong", name="duel", cards=(t.id("无懈可击 ♠11"),), targets=(0,))


@pytest.mark.parametrize("table", TABLES)
def test_niepan_rises(table):
    t = table([{"role": "lord", "hand": ["杀 ♠7"]}, {"role": "rebel", "general": "pangtong", "hp": 1},
               {"role": "loyalist"}], current=0, ai_seats=(1,))
    t.play(0, "杀 ♠7", [1])
    assert t.ai_answer(1, "option") == Choose("yes")
    assert t.p(1).hp == 3


@pytest.mark.parametrize("table", TABLES)
def test_kanpo_nullifies_the_lords_dismantlement(table):
    t = table([{"role": "lord", "hand": ["过河拆桥 ♠3"]},
               {"role": "rebel", "general": "wolong", "hand": ["杀 ♣2", "桃 ♥4"]}, {"role": "loyalist"}],
              current=0, ai_seats=(1,))
    t.play(0, "过河拆桥 ♠3", [1])
    answer = t.ai_answer(1, "respond")
    assert answer == Use(skill="kanpo", name="nullification", cards=(t.id("杀 ♣2"),))


def play_phase(t, seat: int) -> list:
    """Let the AI seat play its phase out (its play answers and the questions its plays ask it)."""
    answers = []
    while t.pending is not None and t.pending.seat == seat and t.pending.kind != "discard":
        answers.append(t.ai_answer(seat, t.pending.kind))
    return answers


@pytest.mark.parametrize("table", TABLES)
def test_huoji_burns_the_lord(table):
    """(The card's own policy: 火攻 at an enemy with three hand cards or more to find the suit.)"""
    t = table([{"role": "lord", "hand": ["闪 ♦2"]},
               {"role": "rebel", "general": "wolong", "hand": ["闪 ♥2", "闪 ♦3", "桃 ♥4"]},
               {"role": "loyalist"}], current=1, ai_seats=(1,))
    play_phase(t, 1)
    assert [(u["card"]["key"], u["card"].get("skill"), u["targets"]) for u in t.log("use")] == \
        [("fire_attack", "huoji", [0])]
    assert t.damage_log() == [(1, 0, 1, "fire")]


@pytest.mark.parametrize("table", TABLES)
def test_lianhuan_recasts_a_club_it_cannot_use(table):
    """(The card's own policy: a 铁索连环 is recast; 连环 makes a ♣ 无懈可击 one.)"""
    t = table([{"role": "lord"}, {"role": "rebel", "general": "pangtong", "hand": ["无懈可击 ♣12", "闪 ♦2"]},
               {"role": "loyalist"}], current=1, ai_seats=(1,), top=["桃 ♥3"])
    play_phase(t, 1)
    assert [e["card"]["id"] for e in t.log("recast")] == [t.id("无懈可击 ♣12")]
    assert [(e["seat"], e["skill"]) for e in t.log("skill")] == [(1, "lianhuan")]
    assert t.hand(1) == set(t.ids("闪 ♦2", "桃 ♥3"))
