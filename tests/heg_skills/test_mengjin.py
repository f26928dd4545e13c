"""猛进 (庞德): after your 杀 is cancelled by 闪, you may discard one card of that target."""

from heg import HegTable


def test_dodged_slash_discards_a_card_of_the_target():
    t = HegTable([{"generals": ["pangde", "yuanshao"], "hand": ["杀 ♠7"]},
                  {"generals": ["caocao", "xuchu"], "hand": ["闪 ♦2", "桃 ♥4"], "equip": ["的卢 ♣5"]}])
    t.play(0, "杀 ♠7", [1])
    t.respond(1, "闪 ♦2")
    req = t.expect(0, "option")
    assert req.prompt.key == "invoke" and req.prompt.args == ("mengjin", 1)
    t.yes(0)
    req = t.expect(0, "pick")
    assert req.owner == 1 and req.hand == 1 and req.cards == (t.id("的卢 ♣5"),)
    t.pick(0, "的卢 ♣5")
    t.end_play(0)
    t.finish()
    assert t.p(1).equips == {} and t.hand(1) == {t.id("桃 ♥4")}
    assert t.id("的卢 ♣5") in t.g.discard_pile
    assert [(m["cards"], m["src_owner"]) for m in t.log("move") if m["reason"] == "mengjin"] == \
        [([t.id("的卢 ♣5")], 1)]
    assert [(e["seat"], e["skill"]) for e in t.log("skill")] == [(0, "mengjin")]
    assert t.damage_log() == []


def test_a_hand_card_is_picked_face_down():
    t = HegTable([{"generals": ["pangde", "yuanshao"], "hand": ["杀 ♠7"]},
                  {"generals": ["caocao", "xuchu"], "hand": ["闪 ♦2", "桃 ♥4", "杀 ♠8"]}])
    t.play(0, "杀 ♠7", [1])
    t.respond(1, "闪 ♦2")
    t.yes(0)
    req = t.expect(0, "pick")
    assert req.hand == 2 and req.cards == ()
    t.pick(0, index=1)
    t.end_play(0)
    t.finish()
    assert len(t.hand(1)) == 1 and len([m for m in t.log("move") if m["reason"] == "mengjin"]) == 1


def test_declined_or_nothing_left_to_discard():
    t = HegTable([{"generals": ["pangde", "yuanshao"], "hand": ["杀 ♠7"]},
                  {"generals": ["caocao", "xuchu"], "hand": ["闪 ♦2", "闪 ♦3", "桃 ♥4"]}])
    t.play(0, "杀 ♠7", [1])
    t.respond(1, "闪 ♦2")
    t.no(0)                                     # declined
    t.end_play(0)
    t.finish()
    assert t.hand(1) == {t.id("闪 ♦3"), t.id("桃 ♥4")} and t.log("skill") == []


def test_target_without_cards_is_not_asked_about():
    t = HegTable([{"generals": ["pangde", "yuanshao"], "hand": ["杀 ♠7"]},
                  {"generals": ["caocao", "xuchu"], "hand": ["闪 ♦2"]}])
    t.play(0, "杀 ♠7", [1])
    t.respond(1, "闪 ♦2")
    t.end_play(0)                               # nothing of seat 1's left: no question
    t.finish()
    assert t.log("skill") == []


def test_a_hit_slash_does_not_trigger():
    t = HegTable([{"generals": ["pangde", "yuanshao"], "hand": ["杀 ♠7"]},
                  {"generals": ["liubei", "guanyu"], "hand": ["桃 ♥4"], "hp": 4}])
    t.play(0, "杀 ♠7", [1])
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, None)] and t.log("skill") == []


def test_face_down_pangde_shows_when_invoking():
    t = HegTable([{"generals": ["yuanshao", "pangde"], "shown": [False, False], "hand": ["杀 ♠7"]},
                  {"generals": ["caocao", "xuchu"], "hand": ["闪 ♦2", "桃 ♥4"]},
                  {"generals": ["liubei", "guanyu"]}])
    assert t.p(0).kingdom is None
    t.play(0, "杀 ♠7", [1])
    t.respond(1, "闪 ♦2")
    t.yes(0)                                    # 猛进 (showing 庞德)
    t.end_play(0)
    t.finish()
    (show,) = t.log("show_general")
    assert (show["seat"], show["slot"], show["general"], show["reason"]) == (0, "deputy", "pangde", "mengjin")
    assert t.p(0).kingdom == "qun" and t.p(0).generals[0].shown is False
    assert t.hand(1) == set() and t.id("桃 ♥4") in t.g.discard_pile
