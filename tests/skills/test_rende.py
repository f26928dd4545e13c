"""仁德: give hand cards away in the play phase; the second card given this phase heals 1 (once)."""

from table import Table


def gives(t, seat=-1) -> list[tuple]:
    return [(e["src_owner"], e["dst_owner"], e["cards"], e["count"]) for e in t.log("move", seat=seat)
            if e["reason"] == "rende"]


def test_three_cards_in_two_activations_recover_once():
    t = Table([{"role": "lord", "general": "liubei", "hp": 2, "hand": ["杀 ♠7", "闪 ♥2", "桃 ♥3", "决斗 ♠A"]},
               {"role": "rebel"}, {"role": "loyalist"}])
    req = t.expect(0, "play")
    (opt,) = [o for o in req.options if o.skill == "rende"]
    assert (opt.name, opt.min_cards, opt.max_cards, opt.targets.seats) == ("", 1, 4, (1, 2))
    t.play(0, skill="rende", cards=["杀 ♠7"], targets=[2])
    assert t.p(0).hp == 2 and t.log("recover") == []
    t.play(0, skill="rende", cards=["闪 ♥2", "决斗 ♠A"], targets=[1])     # 3 given: heal once
    assert t.p(0).hp == 3
    t.end_play(0)
    t.finish()
    assert t.hand(2) == {t.id("杀 ♠7")} and t.hand(1) == set(t.ids("闪 ♥2", "决斗 ♠A"))
    assert [(e["target"], e["amount"]) for e in t.log("recover")] == [(0, 1)]
    assert [e["seat"] for e in t.log("skill") if e["skill"] == "rende"] == [0, 0]
    # the gifts are face down for the seat that is not part of them
    assert gives(t, seat=2)[1] == (0, 1, None, 2) and gives(t, seat=1)[1] == (0, 1, t.ids("闪 ♥2", "决斗 ♠A"), 2)


def test_two_at_once_then_more_heals_only_the_first_time():
    t = Table([{"role": "lord", "general": "liubei", "hp": 1, "hand": ["杀 ♠7", "闪 ♥2", "决斗 ♠A"]},
               {"role": "rebel"}])
    t.play(0, skill="rende", cards=["杀 ♠7", "闪 ♥2"], targets=[1])
    assert t.p(0).hp == 2
    t.play(0, skill="rende", cards=["决斗 ♠A"], targets=[1])
    assert t.p(0).hp == 2
    # no hand card left: the skill is no longer offered
    assert [o for o in t.expect(0, "play").options if o.skill == "rende"] == []
    t.end_play(0)
    t.finish()
    assert len(t.log("recover")) == 1 and len(gives(t)) == 2


def test_one_card_does_not_heal_and_full_hp_gives_nothing_to_recover():
    t = Table([{"role": "lord", "general": "liubei", "hand": ["杀 ♠7", "闪 ♥2", "决斗 ♠A"]},
               {"role": "rebel", "skills": ["rende"], "hp": 1}])
    t.play(0, skill="rende", cards=["杀 ♠7"], targets=[1])
    t.play(0, skill="rende", cards=["闪 ♥2"], targets=[1])       # 2 given, but HP is full
    t.end_play(0)
    t.finish()
    assert t.p(0).hp == t.p(0).max_hp and t.log("recover") == [] and t.p(1).hp == 1


def test_the_count_starts_again_next_play_phase():
    """One card this turn and one in the next turn's play phase: never two in one phase."""
    t = Table([{"role": "lord", "general": "liubei", "hp": 2, "hand": ["杀 ♠7"]}, {"role": "rebel"}],
              top=["闪 ♥2", "桃 ♥3", "决斗 ♠A", "杀 ♣2"], stop="game_over", round_limit=2)
    t.play(0, skill="rende", cards=["杀 ♠7"], targets=[1])
    t.end_play(0)
    # the rebel's turn: draws 闪 and 桃, ends its play phase
    t.end_play(1)
    # the lord's second turn: draws 决斗 and 杀 ♣2
    t.play(0, skill="rende", cards=["决斗 ♠A"], targets=[1])
    t.end_play(0)
    # the rebel's second turn: it draws two more and holds 6 with 4 HP
    t.end_play(1)
    t.cards(1, "杀 ♠7", "决斗 ♠A")
    t.finish("round_limit")
    assert t.log("recover") == [] and t.p(0).hp == 2
    assert [g[2] for g in gives(t)] == [[t.id("杀 ♠7")], [t.id("决斗 ♠A")]]
