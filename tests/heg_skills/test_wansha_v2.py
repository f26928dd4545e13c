"""完杀 (贾诩, new rules): 锁定技, while someone is dying in his turn only that player may save
itself — 贾诩 too is kept out (the old 完杀 let him save)."""

from heg import HegTable
from heg_new_rules import NewRulesTable

PLAYERS = [{"generals": ["jiaxu", "lvbu"], "hand": ["杀 ♠7", "桃 ♥4"]},
           {"generals": ["caocao", "dianwei"], "hp": 1},
           {"generals": ["sunquan", "ganning"], "hand": ["桃 ♥6"]},
           {"generals": ["mateng", "kongrong"]}]


def test_nobody_but_the_dying_player_may_save_it():
    t = NewRulesTable(PLAYERS)
    t.play(0, "杀 ♠7", [1])                 # nobody is asked for a 桃: 贾诩 neither
    assert not t.p(1).alive
    assert t.id("桃 ♥4") in t.hand(0) and t.id("桃 ♥6") in t.hand(2)
    assert ("wansha_v2" in [e["skill"] for e in t.log("skill")])


def test_the_dying_player_may_still_save_itself():
    players = [dict(PLAYERS[0]), {**PLAYERS[1], "hand": ["酒 ♠9"]}, *PLAYERS[2:]]
    t = NewRulesTable(players)
    t.play(0, "杀 ♠7", [1])
    t.respond(1, "酒 ♠9")
    assert t.p(1).alive and t.p(1).hp == 1


def test_under_the_old_rules_jiaxu_may_save():
    t = HegTable(PLAYERS)
    t.play(0, "杀 ♠7", [1])
    t.respond(0, "桃 ♥4")
    assert t.p(1).alive and t.p(1).hp == 1
