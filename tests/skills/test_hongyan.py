"""红颜 (小乔, 风): 锁定技, 小乔's ♠ cards count as ♥ — her own judgements' cards, and the cards she
uses or plays (a ♠ 杀 of hers is red: 仁王盾 does not stop it); nobody else's."""

from table import Table


def test_a_spade_judged_for_her_indulgence_counts_as_a_heart():
    t = Table([{"role": "lord", "general": "xiaoqiao", "judge": ["乐不思蜀 ♠6"]}, {"role": "rebel"}],
              phase="judge", top=["杀 ♠8", "闪 ♦2", "闪 ♦3"])
    t.end_play(0)                               # the play phase is not skipped
    t.finish()
    (j,) = t.log("judge")
    assert j["card"]["suit"] == "spade" and j["counts_as"] == "heart"
    assert t.log("phase_skipped") == []


def test_lightning_never_strikes_her_on_a_spade():
    t = Table([{"role": "lord", "general": "xiaoqiao", "judge": ["闪电 ♠A"]}, {"role": "rebel"}],
              phase="judge", top=["杀 ♠7", "闪 ♦2", "闪 ♦3"])
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [] and t.p(1).judge == [t.id("闪电 ♠A")]     # it moves on


def test_her_spade_slash_is_red_so_renwang_shield_does_not_stop_it():
    t = Table([{"role": "lord", "general": "xiaoqiao", "hand": ["杀 ♠7"]},
               {"role": "rebel", "equip": ["仁王盾 ♣2"]}])
    t.play(0, "杀 ♠7", [1])
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, None)] and t.log("no_effect") == []
    (use,) = t.log("use")
    assert use["card"]["suit"] == "spade"       # the log names the card as it is


def test_nobody_elses_spades_change():
    t = Table([{"role": "rebel", "hand": ["杀 ♠7"]}, {"role": "lord", "general": "xiaoqiao"},
               {"role": "loyalist", "equip": ["仁王盾 ♣2"]}], current=0)
    t.play(0, "杀 ♠7", [2])
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [] and [e["target"] for e in t.log("no_effect")] == [2]
