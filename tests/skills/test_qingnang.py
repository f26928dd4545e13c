"""青囊: once per play phase, discard a hand card: a wounded player recovers 1 HP."""

from table import Table


def qingnang_option(t, seat=0):
    opts = [o for o in t.expect(seat, "play").options if o.skill == "qingnang"]
    return opts[0] if opts else None


def test_heals_another_wounded_player():
    t = Table([{"role": "lord", "general": "huatuo", "hand": ["杀 ♠7", "闪 ♦2"], "equip": ["赤兔 ♥5"]},
               {"role": "loyalist", "hp": 2},
               {"role": "rebel"}])
    opt = qingnang_option(t)
    # hand cards only (not the horse); wounded players only
    assert set(opt.cards) == {t.id("杀 ♠7"), t.id("闪 ♦2")} and (opt.min_cards, opt.max_cards) == (1, 1)
    assert opt.targets.seats == (1,)
    t.play(0, skill="qingnang", cards=["杀 ♠7"], targets=[1])
    assert qingnang_option(t) is None         # once per play phase
    t.end_play(0)
    t.finish()
    assert t.p(1).hp == 3
    assert [(e["target"], e["amount"], e["source"]) for e in t.log("recover")] == [(1, 1, 0)]
    assert [(e["seat"], e["skill"]) for e in t.log("skill")] == [(0, "qingnang")]
    assert t.id("杀 ♠7") in t.g.discard_pile and t.hand(0) == {t.id("闪 ♦2")}


def test_heals_yourself():
    t = Table([{"role": "lord", "general": "huatuo", "hp": 1, "hand": ["杀 ♠7"]},
               {"role": "rebel", "hp": 3}])
    opt = qingnang_option(t)
    assert opt.targets.seats == (0, 1)
    t.play(0, skill="qingnang", cards=["杀 ♠7"], targets=[0])
    t.end_play(0)
    t.finish()
    assert t.p(0).hp == 2 and t.p(1).hp == 3
    assert [(e["target"], e["source"]) for e in t.log("recover")] == [(0, 0)]


def test_not_offered_without_a_wounded_player_or_a_hand_card():
    t = Table([{"role": "lord", "general": "huatuo", "hand": ["杀 ♠7"]}, {"role": "rebel"}])
    assert qingnang_option(t) is None
    t.end_play(0)
    t.finish()
    t2 = Table([{"role": "lord", "general": "huatuo", "hp": 2, "equip": ["赤兔 ♥5"]}, {"role": "rebel"}])
    assert qingnang_option(t2) is None
    t2.end_play(0)
    t2.finish()
    assert t2.log("recover") == []
