"""鹤翼 (曹洪, 阵法技): the other members of 曹洪's 队列 have 飞影 (others' distance to them +1),
while four or more players live; a gap breaks the 队列, a face-down player is in none."""

from heg_formation import FormationTable

from sgs_desktop.engine.distance import distance

CAOHONG = ["caohong", "caoren"]
WEI = ["caocao", "xuchu"]
WEI2 = ["xiahoudun", "zhangliao"]
SHU = ["liubei", "guanyu"]
WU = ["sunquan", "zhouyu"]
QUN = ["lvbu", "diaochan"]


def table(players: list[dict]):
    return FormationTable(players, current=0)


def test_two_in_a_row_one_further_away():
    t = table([{"generals": CAOHONG}, {"generals": WEI}, {"generals": SHU}, {"generals": WU}])
    assert distance(t.g, 2, 1) == 2           # 曹操 (in 曹洪's 队列) has 飞影
    assert distance(t.g, 3, 1) == 3
    assert distance(t.g, 2, 0) == 2 and distance(t.g, 3, 0) == 1     # 曹洪 himself does not
    assert distance(t.g, 0, 1) == 2           # 飞影 counts against every other player, 曹洪 too


def test_three_in_a_row_and_the_ends():
    t = table([{"generals": CAOHONG}, {"generals": WEI}, {"generals": WU}, {"generals": SHU},
               {"generals": QUN}, {"generals": WEI2}])
    # the 队列 is 5, 0, 1 (seat 5 is 0's 上家)
    assert distance(t.g, 4, 5) == 2 and distance(t.g, 2, 1) == 2
    assert distance(t.g, 3, 5) == 3 and distance(t.g, 2, 5) == 4
    assert distance(t.g, 0, 5) == 2 and distance(t.g, 1, 5) == 3   # the members' distances too
    assert distance(t.g, 4, 0) == 2           # (曹洪 himself: two seats away, no 飞影)


def test_a_gap_breaks_the_formation():
    t = table([{"generals": CAOHONG}, {"generals": SHU}, {"generals": WEI}, {"generals": WU}])
    assert distance(t.g, 3, 2) == 1 and distance(t.g, 1, 2) == 1    # 曹操 is not next to 曹洪


def test_a_face_down_player_is_not_in_one():
    t = table([{"generals": CAOHONG}, {"generals": WEI, "shown": [False, False]}, {"generals": SHU},
               {"generals": WU}])
    assert distance(t.g, 2, 1) == 1


def test_a_face_down_caohong_gives_nothing():
    t = table([{"generals": CAOHONG, "shown": [False, False]}, {"generals": WEI}, {"generals": SHU},
               {"generals": WU}])
    assert distance(t.g, 2, 1) == 1


def test_fewer_than_four_players_no_formation_skill():
    t = table([{"generals": CAOHONG}, {"generals": WEI}, {"generals": SHU}, {"generals": WU},
               {"generals": QUN, "alive": False}])
    assert distance(t.g, 2, 1) == 2           # four living players: it works
    t = table([{"generals": CAOHONG}, {"generals": WEI}, {"generals": SHU}, {"generals": WU, "alive": False}])
    assert distance(t.g, 2, 1) == 1
