"""国战 death (验明势力, rewards and penalties) and victory (one kingdom left; 野心家 alone;
the online rule vs the table rule)."""

from heg import HegTable

HIDDEN = [False, False]


def test_a_hidden_victim_is_shown_and_a_killer_of_another_kingdom_draws_its_size():
    t = HegTable([{"generals": ["caocao", "dianwei"], "hand": ["杀 ♠5"]},
                  {"generals": ["liubei", "guanyu"], "shown": HIDDEN, "hp": 1},
                  {"generals": ["zhugeliang", "zhaoyun"]},
                  {"generals": ["sunquan", "zhoutai"]}], top=["闪 ♥2", "桃 ♥4"])
    t.play(0, "杀 ♠5", [1])
    assert not t.p(1).alive and t.p(1).kingdom == "shu" and t.p(1).all_shown
    assert [e["reason"] for e in t.log("show_general")] == ["death", "death"]
    assert t.log("reward")[0]["count"] == 2            # the victim and the living 蜀 (诸葛亮)
    assert t.hand(0) == set(t.ids("闪 ♥2", "桃 ♥4"))
    t.end_play(0)
    t.finish()


def test_killing_ones_own_kingdom_discards_hand_and_equipment():
    t = HegTable([{"generals": ["caocao", "dianwei"], "hand": ["杀 ♠5", "闪 ♥2"], "equip": ["赤兔 ♥5"]},
                  {"generals": ["xuchu", "zhangliao"], "shown": HIDDEN, "hp": 1},
                  {"generals": ["liubei", "guanyu"]}, {"generals": ["sunquan", "zhoutai"]}])
    t.play(0, "杀 ♠5", [1])
    # nobody is asked to save: 闪 is no rescue and nobody else holds a card
    assert t.log("penalty")[0]["reason"] == "killed_same_kingdom"
    assert t.hand(0) == set() and t.p(0).equips == {}
    t.end_play(0)
    t.finish()


def test_a_killer_with_no_kingdom_gets_nothing():
    t = HegTable([{"generals": ["caocao", "dianwei"], "shown": HIDDEN, "hand": ["杀 ♠5"]},
                  {"generals": ["liubei", "guanyu"], "hp": 1},
                  {"generals": ["zhugeliang", "zhaoyun"]}, {"generals": ["sunquan", "zhoutai"]}])
    t.play(0, "杀 ♠5", [1])
    assert not t.p(1).alive and not t.log("reward") and not t.log("penalty")
    assert t.hand(0) == set()
    t.end_play(0)
    t.finish()


def _last_two(victory=None):
    players = [{"generals": ["caocao", "dianwei"], "hand": ["杀 ♠5"]},
               {"generals": ["liubei", "guanyu"], "hp": 1},
               {"generals": ["xuchu", "zhangliao"], "shown": HIDDEN},
               {"generals": ["zhugeliang", "zhaoyun"], "alive": False, "hp": 0},
               {"generals": ["simayi", "guojia"], "alive": False, "hp": 0},
               {"generals": ["sunquan", "zhoutai"], "alive": False, "hp": 0}]
    return HegTable(players, **({"victory": victory} if victory else {}))


def test_online_rule_the_last_kingdom_shows_and_wins_dead_members_too():
    t = _last_two()
    t.play(0, "杀 ♠5", [1])
    t.finish("kingdom_wins")
    assert t.g.result.winners == (0, 2, 4)
    assert t.p(2).all_shown and t.log("show_general")[-1]["reason"] == "victory"


def test_table_rule_waits_until_everyone_alive_is_shown():
    t = _last_two("table")
    t.play(0, "杀 ♠5", [1])
    assert t.g.result is None
    t.end_play(0)
    t.finish()
    assert not t.p(2).generals[0].shown


def test_a_careerist_wins_only_alone():
    t = HegTable([{"generals": ["caoren", "caopi"], "careerist": True, "hand": ["杀 ♠5", "杀 ♠7"],
                   "equip": ["诸葛连弩 ♦A"]},
                  {"generals": ["caocao", "dianwei"], "hp": 1},
                  {"generals": ["xuchu", "zhangliao"], "hp": 1},
                  {"generals": ["liubei", "guanyu"], "alive": False, "hp": 0}], top=["闪 ♥2", "桃 ♥4"])
    assert t.p(0).kingdom == "careerist"
    t.play(0, "杀 ♠5", [1])
    assert t.g.result is None                          # a 魏 is still alive: two sides
    assert t.log("reward")[0]["count"] == 2            # 魏: the victim and 许褚
    t.play(0, "杀 ♠7", [2])
    t.passes(0)                                        # no 桃 for 许褚
    t.finish("careerist_wins")
    assert t.g.result.winners == (0,)


def test_two_careerists_are_two_sides():
    players = [{"generals": ["caoren", "caopi"], "careerist": True, "hand": ["杀 ♠5"]},
               {"generals": ["caocao", "dianwei"], "hp": 1},
               {"generals": ["xuchu", "zhangliao"], "careerist": True},
               {"generals": ["simayi", "guojia"], "alive": False, "hp": 0}]
    t = HegTable(players)
    t.play(0, "杀 ♠5", [1])
    assert t.g.result is None and t.log("reward")[0]["count"] == 1 + 0
    t.end_play(0)
    t.no(0)                                            # 据守 at the finish phase
    t.finish()


def test_a_hidden_victim_holding_cards_is_shown_within_its_death():
    """The generals of the dead are shown while it still holds its cards (every event keeps the
    invariants: the table checks them after each one)."""
    t = HegTable([{"generals": ["caocao", "dianwei"], "hand": ["杀 ♠5"]},
                  {"generals": ["liubei", "guanyu"], "shown": HIDDEN, "hp": 1, "equip": ["赤兔 ♥5"]},
                  {"generals": ["zhugeliang", "zhaoyun"]},
                  {"generals": ["sunquan", "zhoutai"]}], top=["闪 ♥2", "桃 ♥4"])
    t.play(0, "杀 ♠5", [1])
    kinds = [k for k in t.kinds() if k in ("show_general", "death", "move")]
    at = kinds.index("death")
    assert kinds[at - 2:at + 2] == ["show_general", "show_general", "death", "move"]
    assert t.id("赤兔 ♥5") in t.g.discard_pile and not t.p(1).alive
    t.end_play(0)
    t.finish()
