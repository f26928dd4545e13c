"""直谏 (张昭张纮): in the play phase, any number of times, an equipment card from the hand into
another player's empty slot, then draw one."""

from refusing import refused
from table import Table


def option(t, seat=0):
    return next((o for o in t.expect(seat, "play").options if o.skill == "zhijian"), None)


def test_into_an_empty_slot_then_draw_again_and_again():
    t = Table([{"role": "lord", "general": "erzhang", "hand": ["赤兔 ♥5", "八卦阵 ♠2", "杀 ♠7"]},
               {"role": "rebel", "equip": ["绝影 ♠5"]}, {"role": "loyalist"}],
              top=["桃 ♥3", "闪 ♦2"])
    opt = option(t)
    assert set(opt.cards) == set(t.ids("赤兔 ♥5", "八卦阵 ♠2")) and (opt.min_cards, opt.max_cards) == (1, 1)
    refused(t, 0, "play", {"type": "use", "skill": "zhijian", "cards": ["杀 ♠7"]}, "may not be chosen")
    t.play(0, skill="zhijian", cards=["赤兔 ♥5"])
    req = t.expect(0, "seats")
    assert req.prompt.key == "zhijian_to" and req.prompt.args == (t.id("赤兔 ♥5"),) and req.seats == (1, 2)
    t.seats(0, 2)
    assert t.p(2).equips == {"offensive_horse": t.id("赤兔 ♥5")}
    assert t.hand(0) == set(t.ids("八卦阵 ♠2", "杀 ♠7", "桃 ♥3"))
    t.play(0, skill="zhijian", cards=["八卦阵 ♠2"])
    refused(t, 0, "seats", {"type": "seats", "seats": [0]}, "not a legal target")
    t.seats(0, 1)
    assert option(t) is None                   # no equipment card left
    t.end_play(0)
    t.finish()
    assert t.p(1).equips == {"defensive_horse": t.id("绝影 ♠5"), "armor": t.id("八卦阵 ♠2")}
    assert [e["cards"] for e in t.log("move") if e["reason"] == "zhijian" and e["dst"] == "hand"] == [
        [t.id("桃 ♥3")], [t.id("闪 ♦2")]]
    assert [(e["seat"], e["skill"]) for e in t.log("skill")] == [(0, "zhijian"), (0, "zhijian")]


def test_not_offered_when_every_slot_is_taken():
    t = Table([{"role": "lord", "general": "erzhang", "hand": ["赤兔 ♥5", "杀 ♠7"]},
               {"role": "rebel", "equip": ["紫骍 ♦13"]}])
    assert option(t) is None
    refused(t, 0, "play", {"type": "use", "skill": "zhijian", "cards": ["赤兔 ♥5"]}, "cannot be used now")
    t.end_play(0)
    t.finish()
