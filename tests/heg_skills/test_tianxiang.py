"""天香 (小乔): discard a ♥ hand card to pass damage on; the new victim draws its lost HP."""

from heg import HegTable


def table(xq_hand, *, xq_shown=(True, True), victim_hp=None, top=()):
    victim = {"generals": ["caoren", "dianwei"]}
    if victim_hp is not None:
        victim["hp"] = victim_hp
    return HegTable([{"generals": ["liubei", "zhangfei"], "hand": ["火杀 ♦4", "杀 ♠7"]},
                     {"generals": ["xiaoqiao", "lvmeng"], "shown": list(xq_shown), "hand": xq_hand},
                     victim], top=list(top))


def test_passes_the_damage_with_its_source_and_nature_then_the_victim_draws():
    t = table(["桃 ♥4"], victim_hp=3, top=["闪 ♦2", "闪 ♦3"])
    t.play(0, "火杀 ♦4", [1])
    t.yes(1)                                # 天香: the only ♥ card is taken at once
    t.seats(1, 2)
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 2, 1, "fire")]
    assert t.p(1).hp == 3 and t.p(2).hp == 2
    assert t.hand(2) == set(t.ids("闪 ♦2", "闪 ♦3"))        # lost 2 of 4 HP: draws 2
    assert t.id("桃 ♥4") in t.g.discard_pile and t.hand(1) == set()
    assert [(e["seat"], e["skill"]) for e in t.log("skill")] == [(1, "tianxiang")]
    (tr,) = t.log("transfer_damage")
    assert (tr["source"], tr["target"]) == (1, 2)
    assert [e["target"] for e in t.log("damage_prevented")] == [1]


def test_a_spade_counts_as_heart_through_hongyan_and_she_picks_the_card():
    t = table(["杀 ♠8", "桃 ♥4", "闪 ♦2"], top=["闪 ♦3"])
    t.play(0, "杀 ♠7", [1])
    t.respond(1)                            # no 闪 used
    t.yes(1)
    req = t.expect(1, "cards")
    assert set(req.cards) == set(t.ids("杀 ♠8", "桃 ♥4"))
    t.cards(1, "杀 ♠8")
    t.seats(1, 0)                           # back onto the 杀's own user
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 0, 1, None)]
    assert t.p(0).hp == 3 and t.hand(0) == {t.id("闪 ♦3"), t.id("火杀 ♦4")}
    assert t.hand(1) == set(t.ids("桃 ♥4", "闪 ♦2"))


def test_declined_or_without_a_heart_she_takes_it():
    t = table(["桃 ♥4"])
    t.play(0, "杀 ♠7", [1])
    t.no(1)
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, None)] and t.p(1).hp == 2
    t = table(["闪 ♦2"])
    t.play(0, "杀 ♠7", [1])
    t.respond(1)                            # keeps the 闪: no ♥, so 天香 is not offered
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, None)] and t.log("skill") == []


def test_no_draw_when_the_new_victim_dies():
    t = table(["桃 ♥4"], victim_hp=1)
    t.play(0, "杀 ♠7", [1])
    t.yes(1)
    t.seats(1, 2)
    t.end_play(0)
    t.finish()
    assert not t.p(2).alive and [e["seat"] for e in t.log("death")] == [2]
    assert not [m for m in t.log("move") if m["reason"] == "tianxiang" and m["dst"] == "hand"]


def test_face_down_she_shows_xiaoqiao_and_spades_are_not_hearts_yet():
    t = table(["杀 ♠8", "桃 ♥4"], xq_shown=(False, True), top=["闪 ♦3"])
    t.play(0, "杀 ♠7", [1])
    t.yes(1)
    t.seats(1, 2)                           # the ♥ was the only card: 杀 ♠8 did not count
    (show,) = t.log("show_general")         # shown once invoked
    assert show["general"] == "xiaoqiao" and show["reason"] == "tianxiang"
    assert t.expect(1, "option").prompt.key == "half_hp_draw"   # 3 + 4 half-HP: one left over
    t.no(1)
    t.end_play(0)
    t.finish()
    assert t.hand(1) == {t.id("杀 ♠8")} and t.damage_log() == [(0, 2, 1, None)]
    assert t.p(1).kingdom == "wu"
