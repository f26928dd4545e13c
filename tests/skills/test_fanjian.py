"""反间: the target names a suit, takes one of 周瑜's hand cards unseen, shows and keeps it; a wrong
suit costs it 1 damage from 周瑜."""

from table import Table


def fanjian_option(t, seat=0):
    return next((o for o in t.expect(seat, "play").options if o.skill == "fanjian"), None)


def test_right_guess_no_damage():
    t = Table([{"role": "lord", "general": "zhouyu", "hand": ["桃 ♥3"]}, {"role": "rebel"}, {"role": "loyalist"}])
    opt = fanjian_option(t)
    assert (opt.cards, opt.targets.seats, opt.targets.min, opt.targets.max) == ((), (1, 2), 1, 1)
    t.play(0, skill="fanjian", targets=[1])
    req = t.expect(1, "option")
    assert req.options == ("spade", "heart", "club", "diamond") and req.prompt.args == (0,)
    t.choose(1, "heart")                 # his only hand card is taken without a pick
    assert fanjian_option(t) is None     # once per play phase (and his hand is empty now)
    t.end_play(0)
    t.finish()
    assert t.hand(0) == set() and t.hand(1) == {t.id("桃 ♥3")} and t.damage_log() == []
    assert [(e["seat"], e["suit"]) for e in t.log("name_suit")] == [(1, "heart")]
    assert [(e["seat"], e["cards"]) for e in t.log("show")] == [(1, [t.id("桃 ♥3")])]
    assert [(e["seat"], e["skill"]) for e in t.log("skill")] == [(0, "fanjian")]


def test_wrong_guess_one_damage_and_the_card_is_kept():
    t = Table([{"role": "lord", "general": "zhouyu", "hand": ["杀 ♠7", "桃 ♥3"]}, {"role": "rebel"},
               {"role": "loyalist"}])
    t.play(0, skill="fanjian", targets=[1])
    t.choose(1, "spade")
    req = t.expect(1, "pick")
    assert req.owner == 0 and req.hand == 2 and req.cards == ()          # face down, by position
    assert t.p(0).hand == t.ids("杀 ♠7", "桃 ♥3")
    t.pick_hidden(1, "桃 ♥3")            # not a spade
    t.end_play(0)
    t.finish()
    assert t.hand(1) == {t.id("桃 ♥3")} and t.hand(0) == {t.id("杀 ♠7")}
    assert t.damage_log() == [(0, 1, 1, None)] and t.p(1).hp == 3
    # the order: name the suit, take, show, damage
    order = [e["kind"] for e in t.log() if e["kind"] in ("name_suit", "show", "damage")
             or (e["kind"] == "move" and e["reason"] == "fanjian")]
    assert order == ["name_suit", "move", "show", "damage"]
    # the taking is private, the showing public: seat 2 sees the card and knows where it is
    assert [e["cards"] for e in t.log("move", 2) if e["reason"] == "fanjian"] == [None]
    assert [e["cards"] for e in t.log("show", 2)] == [[t.id("桃 ♥3")]]
    assert t.g.view(2).players[1].known_hand == [t.id("桃 ♥3")]


def test_wrong_guess_can_kill():
    t = Table([{"role": "lord", "general": "zhouyu", "hand": ["杀 ♣2"]}, {"role": "rebel", "hp": 1}])
    t.play(0, skill="fanjian", targets=[1])
    t.choose(1, "spade")                  # black, but a club
    t.finish("rebels_dead")
    assert not t.p(1).alive and t.damage_log() == [(0, 1, 1, None)]
    assert [(e["seat"], e["killer"]) for e in t.log("death")] == [(1, 0)]


def test_not_offered_with_an_empty_hand():
    t = Table([{"role": "lord", "general": "zhouyu"}, {"role": "rebel"}])
    assert fanjian_option(t) is None
    t.end_play(0)
    t.finish()
