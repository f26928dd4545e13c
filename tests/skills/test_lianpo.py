"""连破 (神司马懿): after a turn in which he killed a player, he may take an extra turn."""

from refusing import refused
from table import Table


def turns(t):
    return [e["seat"] for e in t.log("turn")]


def test_a_kill_in_his_turn_gives_an_extra_turn():
    t = Table([{"role": "lord", "general": "shensimayi", "kingdom": "wei", "hand": ["杀 ♠7", "杀 ♠8"]},
               {"role": "rebel", "hp": 1}, {"role": "rebel", "hp": 1}, {"role": "renegade"}],
              top=["闪 ♦2", "闪 ♦3", "闪 ♦4", "闪 ♦5", "闪 ♦6"])
    t.play(0, "杀 ♠7", [1])                       # seat 1 dies: 3 cards for killing a rebel
    t.end_play(0)
    req = t.expect(0, "option")
    assert req.prompt.args == ("lianpo",)
    refused(t, 0, "option", {"type": "option", "option": "maybe"}, "is not offered")
    t.yes(0)
    assert turns(t) == [0, 0]                      # his turn, then the extra one
    t.end_play(0)
    t.cards(0, "闪 ♦2", "闪 ♦3")                   # 1 + 3 for the kill + 2 drawn: two over
    t.finish()                                     # no kill in the extra turn: 连破 not asked
    assert [e["seat"] for e in t.log("extra_turn")] == [0]
    assert [(e["seat"], e["skill"]) for e in t.log("skill")] == [(0, "lianpo"), (0, "renjie")]
    assert len(t.hand(0)) == 4


def test_a_kill_in_another_players_turn_cut_short_by_its_death():
    """The rebel's 决斗 on him: it has no 杀 and dies of it. Its turn ends there (no 回合结束后):
    连破 is asked as it dies, and the extra turn comes after."""
    t = Table([{"role": "lord", "general": "shensimayi", "kingdom": "wei", "hand": ["杀 ♠7"]},
               {"role": "rebel", "hp": 1, "hand": ["决斗 ♠1"]}, {"role": "rebel"}],
              current=1, top=["闪 ♦2", "闪 ♦3", "闪 ♦4", "闪 ♦5", "闪 ♦6"])
    t.play(1, "决斗 ♠1", [0])
    t.respond(0, "杀 ♠7")
    req = t.expect(0, "option")
    assert req.prompt.args == ("lianpo",)
    t.yes(0)
    t.end_play(0)                                  # his extra turn, right after the rebel's
    t.cards(0, "闪 ♦2")                            # 3 for the kill + 2 drawn, 4 HP: one over (忍戒: a 忍)
    t.finish()
    assert turns(t) == [1, 0] and not t.p(1).alive and t.p(0).marks == {"ren": 1}


def test_declined_or_no_kill():
    t = Table([{"role": "lord", "general": "shensimayi",
                "kingdom": "wei", "hand": ["杀 ♠7"]}, {"role": "rebel", "hp": 2},
               {"role": "rebel", "hp": 1}])
    t.play(0, "杀 ♠7", [1])
    t.end_play(0)
    t.finish()                                     # seat 1 lives: not asked
    t = Table([{"role": "lord", "general": "shensimayi",
                "kingdom": "wei", "hand": ["杀 ♠7"]}, {"role": "rebel", "hp": 1},
               {"role": "rebel"}], top=["闪 ♦2", "闪 ♦3", "闪 ♦4"])
    t.play(0, "杀 ♠7", [1])
    t.end_play(0)
    t.no(0)
    t.finish()
    assert t.log("extra_turn") == []
