"""枭姬: for every card lost from the equipment area (a replaced one too), you may draw two."""

from table import Table


def draws(t):
    return [e["cards"] for e in t.log("move") if e["reason"] == "xiaoji"]


def test_replacing_equipment_draws_two():
    t = Table([{"role": "lord", "general": "sunshangxiang", "hand": ["青釭剑 ♠6"], "equip": ["麒麟弓 ♥5"]},
               {"role": "rebel"}], top=["杀 ♠7", "闪 ♥2"])
    t.play(0, "青釭剑 ♠6")
    assert t.expect(0, "option").prompt.args == ("xiaoji",)
    t.yes(0)
    t.end_play(0)
    t.finish()
    assert t.p(0).equips == {"weapon": t.id("青釭剑 ♠6")} and t.id("麒麟弓 ♥5") in t.g.discard_pile
    assert draws(t) == [t.ids("杀 ♠7", "闪 ♥2")] and t.hand(0) == set(t.ids("杀 ♠7", "闪 ♥2"))
    assert [(e["seat"], e["skill"]) for e in t.log("skill")] == [(0, "xiaoji")]
    seq = {e["reason"]: e["seq"] for e in t.log("move")}
    assert seq["replace_equip"] < seq["xiaoji"] < seq["equip"]     # drawn as the old one leaves


def test_declined():
    t = Table([{"role": "lord", "general": "sunshangxiang", "hand": ["青釭剑 ♠6"], "equip": ["麒麟弓 ♥5"]},
               {"role": "rebel"}])
    t.play(0, "青釭剑 ♠6")
    t.no(0)
    t.end_play(0)
    t.finish()
    assert draws(t) == [] and t.log("skill") == [] and t.hand(0) == set()


def test_equipping_an_empty_slot_draws_nothing():
    t = Table([{"role": "lord", "general": "sunshangxiang", "hand": ["青釭剑 ♠6"]}, {"role": "rebel"}])
    t.play(0, "青釭剑 ♠6")
    t.end_play(0)
    t.finish()
    assert draws(t) == [] and t.log("skill") == []


def test_dismantled_in_another_players_turn():
    t = Table([{"role": "lord", "hand": ["过河拆桥 ♠3"]},
               {"role": "rebel", "general": "sunshangxiang", "equip": ["八卦阵 ♠2"]}], top=["杀 ♠7", "闪 ♥2"])
    t.play(0, "过河拆桥 ♠3", [1])
    t.yes(1)
    t.end_play(0)
    t.finish()
    assert t.p(1).equips == {} and t.hand(1) == set(t.ids("杀 ♠7", "闪 ♥2"))


def test_two_cards_lost_at_once_ask_twice():
    """制衡 discards two equipment cards together: two chances, asked one after the other, both
    before 制衡 draws."""
    t = Table([{"role": "lord", "general": "sunshangxiang", "skills": ["zhiheng"],
                "equip": ["八卦阵 ♠2", "绝影 ♠5"]}, {"role": "rebel"}],
              top=["杀 ♠7", "闪 ♥2", "桃 ♥3", "闪 ♦2", "杀 ♠8", "杀 ♠9"])
    t.play(0, skill="zhiheng", cards=["八卦阵 ♠2", "绝影 ♠5"])
    t.yes(0)
    t.yes(0)
    t.end_play(0)
    t.cards(0, "杀 ♠7", "闪 ♥2", "桃 ♥3")           # 6 cards, 3 HP
    t.finish()
    assert draws(t) == [t.ids("杀 ♠7", "闪 ♥2"), t.ids("桃 ♥3", "闪 ♦2")]
    assert [e["cards"] for e in t.log("move") if e["reason"] == "zhiheng" and e["dst"] == "hand"] == \
        [t.ids("杀 ♠8", "杀 ♠9")]
    assert [(e["seat"], e["skill"]) for e in t.log("skill")] == [(0, "zhiheng"), (0, "xiaoji"), (0, "xiaoji")]


def test_two_cards_lost_second_chance_declined():
    t = Table([{"role": "lord", "general": "sunshangxiang", "skills": ["zhiheng"],
                "equip": ["八卦阵 ♠2", "绝影 ♠5"]}, {"role": "rebel"}],
              top=["杀 ♠7", "闪 ♥2", "杀 ♠8", "杀 ♠9"])
    t.play(0, skill="zhiheng", cards=["八卦阵 ♠2", "绝影 ♠5"])
    t.yes(0)
    t.no(0)
    t.end_play(0)
    t.cards(0, "杀 ♠7")
    t.finish()
    assert draws(t) == [t.ids("杀 ♠7", "闪 ♥2")]
    assert [(e["seat"], e["skill"]) for e in t.log("skill")] == [(0, "zhiheng"), (0, "xiaoji")]


def test_losing_a_hand_card_does_not_count():
    t = Table([{"role": "lord", "general": "sunshangxiang", "hand": ["杀 ♠7"], "equip": ["八卦阵 ♠2"]},
               {"role": "rebel"}])
    t.play(0, "杀 ♠7", [1])
    t.end_play(0)
    t.finish()
    assert draws(t) == [] and t.log("skill") == []
