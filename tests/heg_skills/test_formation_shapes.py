"""队列 and 围攻 as the 阵法技 read them (engine.kingdoms): rows of two, three and more, the ring's
wrap, a gap, a face-down player, the dead skipped, and four living players for 阵法技 to work."""

from heg_formation import FormationTable

from sgs_desktop.engine.kingdoms import besiegers, formation_of, formation_skills_work, in_one_formation

WEI = [["caocao", "xuchu"], ["zhangliao", "xiahoudun"], ["dianwei", "xunyu"]]
SHU = [["liubei", "guanyu"], ["zhangfei", "zhaoyun"]]
WU = [["sunquan", "zhouyu"], ["ganning", "lvmeng"]]
QUN = [["lvbu", "diaochan"]]


def seats(*pairs, **per_seat):
    return [{"generals": p, **per_seat.get(f"s{i}", {})} for i, p in enumerate(pairs)]


def test_two_three_and_the_wrap():
    t = FormationTable(seats(WEI[0], WEI[1], SHU[0], SHU[1], WU[0], WEI[2]), current=0)
    g = t.g
    assert formation_of(g, 0) == [5, 0, 1] and in_one_formation(g, 1, 5)          # round the table
    assert formation_of(g, 2) == [2, 3] and in_one_formation(g, 3, 2)
    assert formation_of(g, 4) == [4] and not in_one_formation(g, 4, 4)            # alone: in none
    assert besiegers(g, 4) is None and formation_skills_work(g)


def test_a_gap_and_a_face_down_player():
    t = FormationTable(seats(WEI[0], SHU[0], WEI[1], WU[0], WEI[2], QUN[0], s4={"shown": [False, False]}),
                       current=0)
    g = t.g
    assert not in_one_formation(g, 0, 2)        # 刘备 between them
    assert besiegers(g, 1) == (0, 2)            # …and besieged by them
    assert formation_of(g, 4) == [] and not in_one_formation(g, 4, 4)           # face down: none
    assert besiegers(g, 4) is None and besiegers(g, 3) is None                  # (the face-down besiege no one)


def test_the_dead_are_skipped_and_four_must_live():
    t = FormationTable(seats(WEI[0], SHU[0], WEI[1], WU[0], QUN[0], s1={"alive": False}), current=0)
    g = t.g
    assert in_one_formation(g, 0, 2) and formation_skills_work(g)              # 刘备 dead: side by side
    t = FormationTable(seats(WEI[0], SHU[0], WEI[1], WU[0], s1={"alive": False}), current=0)
    assert in_one_formation(t.g, 0, 2) and not formation_skills_work(t.g)      # three alive


def test_a_face_down_player_is_not_besieged():
    """No general shown: no kingdom, so not of another kingdom than the two beside it (ruling S3)."""
    t = FormationTable(seats(WEI[0], SHU[0], WEI[1], WU[0], s1={"shown": [False, False]}), current=0)
    assert besiegers(t.g, 1) is None
    t = FormationTable(seats(WEI[0], SHU[0], WEI[1], WU[0], s1={"shown": [False, True]}), current=0)
    assert besiegers(t.g, 1) == (0, 2)          # one general shown: 蜀, besieged by the two 魏
