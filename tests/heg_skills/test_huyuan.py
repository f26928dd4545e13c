"""护援 (曹洪): at the finish phase, one of his equipment cards into a player's empty slot, then a
card discarded from a player at distance 1 from that player; new rules (huyuan_v2): or a
non-equipment hand card given instead."""

from heg_formation import FormationTable

CH = ["caohong", "xuchu"]
WEI = ["zhangliao", "xiahoudun"]
SHU = ["liubei", "guanyu"]
WU = ["sunquan", "zhouyu"]


def table(hand: list[str], second: dict | None = None, fourth: dict | None = None, **kw):
    return FormationTable([{"generals": CH, "hand": hand}, {"generals": WEI, **(second or {})},
                           {"generals": SHU, "hand": ["闪 ♥2"]}, {"generals": WU, **(fourth or {})}], current=0, **kw)


def test_arm_an_ally_then_discard_next_to_him():
    t = table(["赤兔 ♥5"])
    t.end_play(0)
    req = t.expect(0, "seats")
    assert req.prompt.key == "huyuan_target" and req.seats == (0, 1, 2, 3) and (req.min, req.max) == (0, 1)
    t.seats(0, 1)                               # (one card fits: no card question)
    req = t.expect(0, "seats")
    assert req.prompt.key == "huyuan_victim" and req.seats == (2,)   # at distance 1 from 张辽, with cards
    t.seats(0, 2)
    t.finish()
    assert t.p(1).equips == {"offensive_horse": t.id("赤兔 ♥5")}
    assert t.hand(2) == set() and [e["skill"] for e in t.log("skill")] == ["huyuan"]


def test_only_empty_slots_and_the_discard_may_be_skipped():
    t = table(["赤兔 ♥5", "绝影 ♠5"], second={"equip": ["紫骍 ♦13"]}, fourth={"hand": ["桃 ♥4"]})
    t.end_play(0)
    req = t.expect(0, "seats")
    assert req.seats == (0, 1, 2, 3)            # (张辽 has a −1 horse: 绝影 still fits)
    t.seats(0, 0)
    req = t.expect(0, "cards")
    assert req.prompt.key == "huyuan_card" and set(req.cards) == set(t.ids("赤兔 ♥5", "绝影 ♠5"))
    t.cards(0, "绝影 ♠5")
    req = t.expect(0, "seats")
    assert req.seats == (3,)                    # 张辽 is two away: 鹤翼 gives him 飞影
    t.seats(0)                                  # no discard
    t.finish()
    assert t.p(0).equips == {"defensive_horse": t.id("绝影 ♠5")} and t.hand(3) == {t.id("桃 ♥4")}


def test_declined_and_not_without_equipment():
    t = table(["赤兔 ♥5"])
    t.end_play(0)
    t.seats(0)
    t.finish()
    assert t.hand(0) == {t.id("赤兔 ♥5")} and t.log("skill") == []
    t = table(["闪 ♦3"])
    t.end_play(0)
    t.finish()                                  # not asked


def test_new_rules_give_a_card_instead():
    t = table(["闪 ♦3", "赤兔 ♥5"], rules="new")
    t.end_play(0)
    req = t.expect(0, "option")
    assert req.prompt.key == "huyuanv2_how" and req.options == ("give", "equip", "none")
    t.choose(0, "give")                         # (one non-equipment card: no card question)
    req = t.expect(0, "seats")
    assert req.prompt.key == "huyuanv2_to" and req.seats == (1, 2, 3)
    t.seats(0, 3)
    t.finish()
    assert t.hand(3) == {t.id("闪 ♦3")} and t.hand(0) == {t.id("赤兔 ♥5")}
    assert [e["skill"] for e in t.log("skill")] == ["huyuan_v2"]


def test_new_rules_equip_as_before_or_nothing():
    t = table(["赤兔 ♥5"], rules="new")
    t.end_play(0)
    req = t.expect(0, "option")
    assert req.options == ("equip", "none")     # no non-equipment card to give
    t.choose(0, "equip")
    t.seats(0, 1)
    t.seats(0)
    t.finish()
    assert t.p(1).equips == {"offensive_horse": t.id("赤兔 ♥5")}
    t = table(["闪 ♦3"], rules="new")
    t.end_play(0)
    t.choose(0, "none")
    t.finish()
    assert t.hand(0) == {t.id("闪 ♦3")} and t.log("skill") == []


def test_a_taken_slot_is_not_offered():
    t = table(["赤兔 ♥5"], second={"equip": ["紫骍 ♦13"]})
    t.end_play(0)
    req = t.expect(0, "seats")
    assert req.seats == (0, 2, 3)               # 张辽's −1 horse slot is taken
    t.seats(0)
    t.finish()
