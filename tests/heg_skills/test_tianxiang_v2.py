"""天香 (小乔, new rules): a ♥ hand card prevents the damage; each turn once each: another player
loses 1 HP and takes the card, or the source deals it 1 damage and it draws its lost HP (≤ 5).
红颜 (new rules): ♠ counts as ♥; a ♥ in the equipment area, hand limit +1."""

from heg_new_rules import NewRulesTable

from sgs_desktop.packs.generals import hegemony_generals

REST = [{"generals": ["lvbu", "diaochan"]}, {"generals": ["mateng", "kongrong"]}]


def table(hand=("桃 ♥4", "过河拆桥 ♠3")):
    return NewRulesTable([{"generals": ["caocao", "dianwei"], "hand": ["杀 ♠7", "决斗 ♠1", "决斗 ♣1"]},
                          {"generals": ["xiaoqiao", "ganning"], "hand": list(hand)}, *REST],
                         top=["闪 ♦2", "闪 ♦3", "闪 ♦6"])


def test_xiaoqiao_has_the_new_skills():
    assert hegemony_generals(rules="new")["xiaoqiao"].skills == ("tianxiang_v2", "hongyan_v2")


def test_each_choice_once_a_turn():
    t = table()
    t.play(0, "杀 ♠7", [1])                 # (no 闪 to ask for)
    t.yes(1)                                # 天香
    t.cards(1, "桃 ♥4")
    t.seats(1, 2)
    req = t.expect(1, "option")
    assert req.prompt.key == "tianxiangv2_how" and req.options == ("lose_hp", "damage")
    t.choose(1, "lose_hp")
    assert t.p(1).hp == 3 and t.p(2).hp == 3 and t.hand(2) == {t.id("桃 ♥4")}   # it took the 桃
    t.play(0, "决斗 ♠1", [1])               # (no 杀 to ask for)
    t.yes(1)
    t.seats(1, 2)                           # (her one ♥ is 过河拆桥 ♠3, by 红颜; only "damage" is left)
    assert t.p(1).hp == 3 and t.p(2).hp == 2
    assert t.damage_log() == [(0, 2, 1, None)] and t.id("过河拆桥 ♠3") in t.g.discard_pile
    assert t.hand(2) == set(t.ids("桃 ♥4", "闪 ♦2", "闪 ♦3"))                  # its 2 lost HP
    t.play(0, "决斗 ♣1", [1])               # both chosen this turn: 天香 is not offered
    assert t.p(1).hp == 2
    assert [e["skill"] for e in t.log("skill")] == ["tianxiang_v2", "tianxiang_v2"]


def test_declined_she_takes_the_damage():
    t = table()
    t.play(0, "杀 ♠7", [1])
    t.no(1)
    assert t.p(1).hp == 2 and t.p(2).hp == 4


def test_hongyan_a_heart_in_the_equipment_area_keeps_one_more_card():
    rest = [{"generals": ["caocao", "dianwei"]}, *REST]
    four = ["闪 ♦2", "闪 ♦3", "闪 ♦6", "闪 ♦7"]
    t = NewRulesTable([{"generals": ["xiaoqiao", "ganning"], "hand": four, "equip": ["八卦阵 ♠2"]}, *rest])
    t.end_play(0)
    t.finish()                              # ♠ armour counts as ♥: limit 3 + 1
    assert len(t.hand(0)) == 4
    t = NewRulesTable([{"generals": ["xiaoqiao", "ganning"], "hand": four, "equip": ["仁王盾 ♣2"]}, *rest])
    t.end_play(0)
    assert t.expect(0, "cards").min == 1    # limit 3
