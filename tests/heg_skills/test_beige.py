"""悲歌 (蔡文姬): after someone takes 杀 damage, discard a card to make it judge:
♥ recover 1, ♦ draw 2, ♣ the source discards 2 cards, ♠ the source turns over."""

from heg import HegTable


def table(top, **kw):
    return HegTable([{"generals": ["caocao", "xuchu"], "hand": ["杀 ♠7", "闪 ♦2", "闪 ♦3"],
                      "equip": ["青釭剑 ♠6"]},
                     {"generals": ["caiwenji", "huatuo"], "hand": ["杀 ♣2"], "equip": ["八卦阵 ♠2"]},
                     {"generals": ["liubei", "guanyu"], **kw}],
                    top=top)


def slash_and_invoke(t, discard="杀 ♣2"):
    t.play(0, "杀 ♠7", [2])
    req = t.expect(1, "option")
    assert req.prompt.key == "invoke" and req.prompt.args == ("beige", 2, 0)
    t.yes(1)
    req = t.expect(1, "cards")
    assert set(req.cards) == {t.id("杀 ♣2"), t.id("八卦阵 ♠2")}
    t.cards(1, discard)


def test_heart_the_victim_recovers():
    t = table(["桃 ♥4"])
    slash_and_invoke(t)
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 2, 1, None)]
    assert t.p(2).hp == 4 and [e["target"] for e in t.log("recover")] == [2]
    (j,) = t.log("judge")
    assert j["seat"] == 2 and j["reason"] == "beige"
    assert t.id("杀 ♣2") in t.g.discard_pile and t.id("桃 ♥4") in t.g.discard_pile
    assert [(e["seat"], e["skill"]) for e in t.log("skill")] == [(1, "beige")]


def test_diamond_the_victim_draws_two():
    t = table(["闪 ♦6", "桃 ♥4", "闪 ♦7"])
    slash_and_invoke(t, "八卦阵 ♠2")
    t.end_play(0)
    t.finish()
    assert t.hand(2) == {t.id("桃 ♥4"), t.id("闪 ♦7")} and t.p(1).equips == {}
    assert t.p(2).hp == 3


def test_club_the_source_discards_two():
    t = table(["杀 ♣3"])
    slash_and_invoke(t)
    req = t.expect(0, "cards")
    assert (req.min, req.max) == (2, 2) and set(req.cards) == set(t.ids("闪 ♦2", "闪 ♦3", "青釭剑 ♠6"))
    t.cards(0, "闪 ♦2", "青釭剑 ♠6")
    t.end_play(0)
    t.finish()
    assert t.hand(0) == {t.id("闪 ♦3")} and t.p(0).equips == {}
    moved = [(m["src_owner"], c) for m in t.log("move") if m["reason"] == "beige" for c in m["cards"]]
    assert moved == [(1, t.id("杀 ♣2")), (0, t.id("闪 ♦2")), (0, t.id("青釭剑 ♠6"))]


def test_spade_the_source_turns_over():
    t = table(["杀 ♠8"])
    slash_and_invoke(t)
    t.end_play(0)
    t.finish()
    assert t.p(0).face_up is False
    assert [(e["seat"], e["face_up"]) for e in t.log("turn_over")] == [(0, False)]


def test_own_damage_counts_too_and_declining_does_nothing():
    t = HegTable([{"generals": ["caocao", "xuchu"], "hand": ["杀 ♠7"]},
                  {"generals": ["caiwenji", "huatuo"], "hand": ["杀 ♣2"]}])
    t.play(0, "杀 ♠7", [1])
    t.no(1)
    t.end_play(0)
    t.finish()
    assert t.log("judge") == [] and t.hand(1) == {t.id("杀 ♣2")} and t.log("skill") == []


def test_not_for_duel_damage_nor_without_a_card():
    t = HegTable([{"generals": ["caocao", "xuchu"], "hand": ["决斗 ♠1", "杀 ♠7"]},
                  {"generals": ["caiwenji", "huatuo"], "hand": ["闪 ♦2"]},
                  {"generals": ["liubei", "guanyu"]}],
                 top=["桃 ♥4"])
    t.play(0, "决斗 ♠1", [2])                  # 决斗 damage: no 悲歌
    t.play(0, "杀 ♠7", [1])
    t.respond(1)                                # 蔡文姬 keeps her 闪 ...
    t.yes(1)                                    # ... and discards it for 悲歌 on herself (her only card)
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 2, 1, None), (0, 1, 1, None)]
    assert [j["seat"] for j in t.log("judge")] == [1] and t.p(1).hp == 3

    t = HegTable([{"generals": ["caocao", "xuchu"], "hand": ["杀 ♠7"]},
                  {"generals": ["caiwenji", "huatuo"]},
                  {"generals": ["liubei", "guanyu"]}])
    t.play(0, "杀 ♠7", [2])                    # 蔡文姬 has no card: not asked
    t.end_play(0)
    t.finish()
    assert t.log("judge") == []


def test_face_down_caiwenji_shows_to_invoke():
    t = HegTable([{"generals": ["caocao", "xuchu"], "hand": ["杀 ♠7"]},
                  {"generals": ["huatuo", "caiwenji"], "shown": [False, False], "hand": ["杀 ♣2"]},
                  {"generals": ["liubei", "guanyu"]}],
                 top=["桃 ♥4"])
    t.play(0, "杀 ♠7", [2])
    t.yes(1)                                    # her only card goes without a question
    t.end_play(0)
    t.finish()
    (show,) = t.log("show_general")
    assert (show["seat"], show["general"], show["reason"]) == (1, "caiwenji", "beige")
    assert t.p(1).kingdom == "qun" and t.p(1).gender == "female" and t.p(2).hp == 4
