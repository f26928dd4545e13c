"""太平要术 (张角（君）'s armour): prevents damage of a nature, raises the hand limit by the players
of your kingdom, and on leaving the equipment area draws two then loses 1 HP if HP is above 1.
docs/rulings.md ## 君主 L14."""

from heg import HegTable

M = ["hegemony_standard", "heg_momentum"]
PS = "太平要术 ♥3"
WU = {"generals": ["sunquan", "ganning"]}


def test_it_prevents_fire_damage_but_not_a_plain_slash():
    t = HegTable([{"generals": ["xuchu", "dianwei"], "hand": ["火杀 ♥4", "杀 ♠7"], "equip": ["诸葛连弩 ♦1"]},
                  {"generals": ["huatuo", "lvbu"], "equip": [PS]}, WU], packs=M)
    t.play(0, "火杀 ♥4", [1])
    assert t.p(1).hp == t.p(1).max_hp and not t.log("damage")
    t.play(0, "杀 ♠7", [1])
    assert t.p(1).hp == t.p(1).max_hp - 1
    t.end_play(0)
    t.finish()


def test_qinggang_sword_ignores_it():
    t = HegTable([{"generals": ["xuchu", "dianwei"], "hand": ["火杀 ♥4"], "equip": ["青釭剑 ♠6"]},
                  {"generals": ["huatuo", "lvbu"], "equip": [PS]}, WU], packs=M)
    t.play(0, "火杀 ♥4", [1])
    assert t.p(1).hp == t.p(1).max_hp - 1
    t.end_play(0)
    t.finish()


def test_the_hand_limit_grows_by_the_players_of_the_kingdom():
    t = HegTable([{"generals": ["huatuo", "lvbu"], "equip": [PS], "hand": ["杀 ♠7", "杀 ♠8", "杀 ♠9", "杀 ♠10",
                                                                           "杀 ♠11", "闪 ♥2", "闪 ♥11"]},
                  {"generals": ["zhangjiao", "yuanshao"]}, WU, {"generals": ["xuchu", "dianwei"]}], packs=M,
                 phase="discard", stop="turn_end")
    # HP 4 + 2 players of 群 = 6: one card of 7 to discard
    req = t.expect(0, "cards")
    assert req.min == 1 and req.max == 1
    t.cards(0, "杀 ♠7")
    t.finish()


def test_a_face_down_holder_has_no_kingdom_and_no_more_hand_limit():
    t = HegTable([{"generals": ["huatuo", "lvbu"], "shown": [False, False], "equip": [PS],
                   "hand": ["杀 ♠7", "杀 ♠8", "杀 ♠9", "杀 ♠10", "杀 ♠11"]}, WU, {"generals": ["xuchu", "dianwei"]}],
                 packs=M, phase="discard", stop="turn_end")
    req = t.expect(0, "cards")
    assert req.min == 1                                # HP 4, nothing more
    t.cards(0, "杀 ♠7")
    t.finish()
    shown = HegTable([{"generals": ["huatuo", "lvbu"], "equip": [PS],
                       "hand": ["杀 ♠7", "杀 ♠8", "杀 ♠9", "杀 ♠10", "杀 ♠11"]}, WU,
                      {"generals": ["xuchu", "dianwei"]}],
                     packs=M, phase="discard", stop="turn_end")
    shown.finish()                                     # (shown, alone of 群: 4 + 1, nothing to discard)


def test_losing_it_draws_two_then_loses_one_hp_above_one():
    t = HegTable([{"generals": ["xuchu", "dianwei"], "hand": ["过河拆桥 ♠3"]},
                  {"generals": ["huatuo", "lvbu"], "equip": [PS]}, WU], packs=M, top=["杀 ♣3", "杀 ♣4"])
    t.play(0, "过河拆桥 ♠3", [1])
    assert t.hand(1) == set(t.ids("杀 ♣3", "杀 ♣4")) and t.p(1).hp == t.p(1).max_hp - 1
    assert t.log("lose_hp")
    t.end_play(0)
    t.finish()


def test_losing_it_at_one_hp_draws_two_and_loses_nothing():
    t = HegTable([{"generals": ["xuchu", "dianwei"], "hand": ["过河拆桥 ♠3"]},
                  {"generals": ["huatuo", "lvbu"], "equip": [PS], "hp": 1}, WU], packs=M, top=["杀 ♣3", "杀 ♣4"])
    t.play(0, "过河拆桥 ♠3", [1])
    assert len(t.hand(1)) == 2 and t.p(1).hp == 1 and not t.log("lose_hp")
    t.end_play(0)
    t.finish()
