"""归心 (神曹操): per point of damage taken, one card from every other player's areas (hand,
equipment, judge area) in turn from the next seat, then 神曹操 turns over."""

from refusing import refused
from table import Table


def test_a_card_from_each_other_player_then_turn_over():
    t = Table([{"role": "lord", "hand": ["杀 ♠7", "闪 ♦2"], "equip": ["大宛 ♠13"]},   # (飞影: 1 + 1 - 1)
               {"role": "rebel", "general": "shencaocao", "kingdom": "wei"},
               {"role": "rebel", "equip": ["八卦阵 ♠2", "赤兔 ♥5"]},
               {"role": "renegade"},                          # nothing to take: passed over
               {"role": "loyalist", "judge": ["乐不思蜀 ♥6"]}])   # one card: taken unasked
    t.play(0, "杀 ♠7", [1])
    req = t.expect(1, "option")
    assert req.prompt.args == ("guixin",)
    t.yes(1)
    req = t.expect(1, "pick")                       # seat 2 first (the next seat)
    assert req.prompt.key == "guixin_take" and req.prompt.args == (2,)
    refused(t, 1, "pick", {"type": "pick", "card": "乐不思蜀 ♥6"}, "cannot be picked")      # not seat 2's
    t.pick(1, "八卦阵 ♠2")
    req = t.expect(1, "pick")                       # seat 4's one card came unasked; now the lord's
    assert req.prompt.args == (0,)
    t.pick_hidden(1, "闪 ♦2")                         # its hand face down, or its horse
    t.end_play(0)
    t.finish()
    assert t.hand(1) == {t.id("八卦阵 ♠2"), t.id("乐不思蜀 ♥6"), t.id("闪 ♦2")}
    assert not t.p(1).face_up and t.p(1).hp == 2
    assert [(e["seat"], e["skill"]) for e in t.log("skill")] == [(1, "guixin")]
    assert [(e["seat"], e["face_up"]) for e in t.log("turn_over")] == [(1, False)]
    assert {e["reason"] for e in t.log("move") if e["dst_owner"] == 1} == {"guixin"}


def test_each_point_is_asked_again_and_face_down_turns_back_up():
    t = Table([{"role": "lord", "hand": ["杀 ♠7", "酒 ♠3", "闪 ♦2", "闪 ♦3"],
                "equip": ["大宛 ♠13"]},
               {"role": "rebel", "general": "shencaocao", "kingdom": "wei", "face_up": False, "hp": 3}])
    t.play(0, "酒 ♠3")
    t.play(0, "杀 ♠7", [1])
    t.yes(1)                                   # the first point: a card of seat 0's (face down, by position)
    t.pick_hidden(1, "闪 ♦2")
    assert t.p(1).face_up                      # turned back up
    t.yes(1)                                   # the second point: asked again
    t.pick_hidden(1, "闪 ♦3")
    t.end_play(0)
    t.finish()
    assert t.hand(1) == {t.id("闪 ♦2"), t.id("闪 ♦3")} and not t.p(1).face_up and t.p(1).hp == 1
    assert t.p(0).equips != {}
    assert [e["skill"] for e in t.log("skill")] == ["guixin", "guixin"]


def test_declined_and_nobody_with_cards_still_turns_over():
    t = Table([{"role": "lord", "hand": ["杀 ♠7", "杀 ♠8"], "equip": ["大宛 ♠13"]},
               {"role": "rebel", "general": "shencaocao", "kingdom": "wei"}, {"role": "rebel"}])
    t.play(0, "杀 ♠7", [1])
    t.no(1)
    assert t.p(1).face_up and t.log("turn_over") == []
    t.end_play(0)
    t.finish()
    assert t.p(1).hp == 2 and t.hand(1) == set()


def test_the_empty_handed_are_passed_over():
    t = Table([{"role": "lord", "hand": ["杀 ♠7"], "equip": ["大宛 ♠13"]}, {"role": "rebel", "general": "shencaocao",
                                                                         "kingdom": "wei"},
               {"role": "rebel"}])
    t.play(0, "杀 ♠7", [1])
    t.yes(1)
    t.end_play(0)
    t.finish()
    assert not t.p(1).face_up and t.hand(1) == {t.id("大宛 ♠13")}
    assert t.log("pick") == []


def test_refused_a_card_not_offered():
    t = Table([{"role": "lord", "hand": ["杀 ♠7"], "equip": ["麒麟弓 ♥5"]},
               {"role": "rebel", "general": "shencaocao", "kingdom": "wei"},
               {"role": "rebel", "equip": ["八卦阵 ♠2", "赤兔 ♥5"]}])
    t.play(0, "杀 ♠7", [1])
    t.yes(1)
    refused(t, 1, "pick", {"type": "pick", "card": "麒麟弓 ♥5"}, "cannot be picked")
    t.pick(1, "赤兔 ♥5")
    t.end_play(0)                                  # the bow: the lord's only card, taken unasked
    t.finish()
    assert t.hand(1) == {t.id("赤兔 ♥5"), t.id("麒麟弓 ♥5")}
