"""国战 skills that are identity skills under per-general ids: 铁骑 (tieqi), 马术 (mashu_machao,
mashu_pangde, mashu_mateng), 英姿 (yingzi_zhouyu), 英魂 (yinghun_sunjian)."""

import pytest
from heg import HegTable

from sgs_desktop.engine.distance import distance


def test_tieqi_red_judgement_forbids_jink():
    t = HegTable([{"generals": ["machao", "zhangfei"], "hand": ["杀 ♠7"]},
                  {"generals": ["caocao", "xuchu"], "hand": ["闪 ♥2"]}], top=["桃 ♥6"])
    t.play(0, "杀 ♠7", [1])
    assert t.expect(0, "option").prompt.args == ("tieqi",)
    t.yes(0)
    t.no(1)                                        # no 奸雄
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, None)] and t.hand(1) == {t.id("闪 ♥2")}
    assert t.log("judge")[0]["reason"] == "tieqi"


def test_tieqi_of_a_hidden_machao_shows_him():
    t = HegTable([{"generals": ["machao", "zhangfei"], "hand": ["杀 ♠7"], "shown": [False, True]},
                  {"generals": ["caocao", "xuchu"], "hand": ["闪 ♥2"]}], top=["杀 ♣2"])
    t.play(0, "杀 ♠7", [1])
    t.yes(0)
    t.respond(1, "闪 ♥2")
    t.end_play(0)
    t.finish()
    assert t.damage_log() == []
    assert [(e["slot"], e["general"]) for e in t.log("show_general")] == [("head", "machao")]


@pytest.mark.parametrize("pair, skill", [(["machao", "zhangfei"], "mashu_machao"),
                                         (["pangde", "zhangjiao"], "mashu_pangde"),
                                         (["mateng", "lvbu"], "mashu_mateng")])
def test_mashu_counts_only_while_shown(pair, skill):
    players = [{"generals": pair}, {"generals": ["caocao", "xuchu"]},
               {"generals": ["sunquan", "zhoutai"]}, {"generals": ["simayi", "zhangliao"]}]
    t = HegTable(players)
    assert t.p(0).has_skill(skill)
    assert distance(t.g, 0, 2) == 1 and distance(t.g, 2, 0) == 2
    hidden = HegTable([{**players[0], "shown": [False, False]}, *players[1:]])
    assert distance(hidden.g, 0, 2) == 2           # a face-down general's 锁定技 does not apply


def test_yingzi_zhouyu_draws_three():
    t = HegTable([{"generals": ["zhouyu", "huanggai"]}, {"generals": ["caocao", "xuchu"]}], phase="draw",
                 top=["杀 ♠7", "闪 ♥2", "桃 ♥6", "闪 ♦2"])
    assert t.expect(0, "option").prompt.args == ("yingzi_zhouyu",)
    t.yes(0)
    t.end_play(0)
    t.finish()
    assert t.hand(0) == set(t.ids("杀 ♠7", "闪 ♥2", "桃 ♥6"))


def test_yinghun_sunjian_draw_x_then_discard_one():
    t = HegTable([{"generals": ["sunjian", "zhoutai"], "hp": 2},
                  {"generals": ["caocao", "xuchu"]}], phase="start",
                 top=["杀 ♠7", "闪 ♥2", "桃 ♥6", "桃 ♥4"])
    assert t.expect(0, "option").prompt.args == ("yinghun_sunjian",)
    t.yes(0)
    t.seats(0, 1)
    t.choose(0, "draw_x_discard_1")
    t.cards(1, "闪 ♥2")
    t.end_play(0)
    t.finish()
    assert t.hand(1) == {t.id("杀 ♠7")} and t.hand(0) == set(t.ids("桃 ♥6", "桃 ♥4"))
