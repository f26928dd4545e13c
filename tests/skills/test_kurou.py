"""苦肉: any number of times in the play phase, lose 1 HP, then (if alive) draw two."""

from table import Table


def kurou_option(t, seat=0):
    return next((o for o in t.expect(seat, "play").options if o.skill == "kurou"), None)


def test_lose_one_draw_two_any_number_of_times():
    t = Table([{"role": "lord", "general": "huanggai"}, {"role": "rebel"}],
              top=["杀 ♠7", "闪 ♥2", "桃 ♥3", "闪 ♦2"])
    opt = kurou_option(t)
    assert (opt.name, opt.cards, opt.min_cards, opt.max_cards, opt.targets) == ("", (), 0, 0, None)
    t.play(0, skill="kurou")
    assert t.p(0).hp == 3 and t.hand(0) == set(t.ids("杀 ♠7", "闪 ♥2"))
    t.play(0, skill="kurou")                 # again: no limit
    assert kurou_option(t) is not None
    t.end_play(0)
    t.cards(0, "杀 ♠7", "闪 ♥2")              # 4 cards, 2 HP
    t.finish()
    assert t.p(0).hp == 2 and t.hand(0) == set(t.ids("桃 ♥3", "闪 ♦2"))
    assert [(e["target"], e["amount"], e["hp"]) for e in t.log("lose_hp")] == [(0, 1, 3), (0, 1, 2)]
    assert [(e["seat"], e["skill"]) for e in t.log("skill")] == [(0, "kurou"), (0, "kurou")]
    assert [len(e["cards"]) for e in t.log("move") if e["reason"] == "kurou"] == [2, 2]
    assert t.damage_log() == []              # losing HP is not damage


def test_saved_from_dying_still_draws():
    t = Table([{"role": "lord", "general": "huanggai", "hp": 1, "hand": ["桃 ♥3"]}, {"role": "rebel"}],
              top=["杀 ♠7", "闪 ♥2"])
    t.play(0, skill="kurou")
    t.respond(0, "桃 ♥3")                     # dying: his own 桃
    t.end_play(0)
    t.cards(0, "杀 ♠7")
    t.finish()
    assert t.p(0).hp == 1 and t.hand(0) == {t.id("闪 ♥2")}
    seq = {e["kind"] if e["kind"] != "move" else e["reason"]: e["seq"] for e in t.log()}
    assert seq["lose_hp"] < seq["dying"] < seq["recover"] < seq["kurou"]     # saved first, then draws


def test_dying_unsaved_draws_nothing():
    """He dies of it (another rebel lives on, so the game goes on): no draw; his turn ends."""
    t = Table([{"role": "lord"}, {"role": "rebel", "general": "huanggai", "hp": 1}, {"role": "rebel"}],
              current=1, top=["杀 ♠7", "闪 ♥2"])
    t.play(1, skill="kurou")
    t.finish()
    assert not t.p(1).alive and t.g.draw_pile[-2:] == t.ids("闪 ♥2", "杀 ♠7")
    assert [e["reason"] for e in t.log("move") if e["reason"] == "kurou"] == []
    assert [(e["seat"], e["killer"]) for e in t.log("death")] == [(1, None)]
