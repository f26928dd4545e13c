"""魂姿 (觉醒技): start of the start phase at 1 HP: −1 max HP, gain 英姿 and 英魂; once per game."""

from table import Table


def draws(t, seat=0):
    return [e["cards"] for e in t.log("move") if e["reason"] == "draw_phase" and e["dst_owner"] == seat]


def test_wakes_at_one_hp_then_yingzi_draws_three():
    t = Table([{"role": "lord", "general": "sunce", "hp": 1}, {"role": "rebel"}], phase="start",
              top=["杀 ♠7", "闪 ♥2", "桃 ♥3"])
    # woken without a question; 英魂 (just gained, lost HP 2) is offered in the same start phase
    assert t.expect(0, "option").prompt.args == ("yinghun",)
    assert t.p(0).max_hp == 3 and t.p(0).hp == 1 and t.p(0).marks == {"hunzi": 1}
    assert t.p(0).has_skill("yingzi") and t.p(0).has_skill("yinghun")
    t.no(0)
    assert t.expect(0, "option").prompt.args == ("yingzi",)
    t.yes(0)
    t.end_play(0)
    t.cards(0, "杀 ♠7", "闪 ♥2")                        # 3 cards, 1 HP
    t.finish()
    assert draws(t) == [t.ids("杀 ♠7", "闪 ♥2", "桃 ♥3")]
    assert [(e["seat"], e["skill"]) for e in t.log("skill")] == [(0, "hunzi"), (0, "yingzi")]
    assert [(e["seat"], e["max_hp"], e["hp"], e["delta"]) for e in t.log("max_hp")] == [(0, 3, 1, -1)]
    assert [(e["seat"], e["skill"]) for e in t.log("acquire_skill")] == [(0, "yingzi"), (0, "yinghun")]
    seq = {e["kind"]: e["seq"] for e in reversed(t.log())}       # the first of each kind
    assert seq["phase"] < seq["skill"] < seq["max_hp"] < seq["acquire_skill"]


def test_wakes_once_per_game():
    """Still at 1 HP in his next start phase: no second waking (the max HP stays 3)."""
    t = Table([{"role": "lord", "general": "sunce", "hp": 1}, {"role": "rebel"}], phase="start",
              stop="game_over", round_limit=2,
              top=["杀 ♠7", "闪 ♥2",                          # seat 0, round 1 (英姿 declined)
                   "杀 ♠8", "杀 ♠9",                          # seat 1
                   "闪 ♦2", "闪 ♦3",                          # seat 0, round 2
                   "闪 ♦4", "闪 ♦5"])                         # seat 1, round 2
    t.no(0)                    # 英魂
    t.no(0)                    # 英姿
    t.end_play(0)
    t.cards(0, "杀 ♠7")
    t.end_play(1)
    t.no(0)                    # round 2: only 英魂 is asked at the start phase, no waking
    t.no(0)
    t.end_play(0)
    t.cards(0, "闪 ♦2", "闪 ♦3")
    t.end_play(1)
    t.finish("round_limit")
    assert t.p(0).max_hp == 3 and t.p(0).hp == 1
    assert [e["skill"] for e in t.log("skill")] == ["hunzi"]
    assert len(t.log("max_hp")) == 1 and len(t.log("acquire_skill")) == 2


def test_not_above_one_hp():
    t = Table([{"role": "lord", "general": "sunce", "hp": 2}, {"role": "rebel"}], phase="start",
              top=["杀 ♠7", "闪 ♥2"])
    t.end_play(0)
    t.finish()
    assert t.p(0).max_hp == 4 and t.p(0).marks == {} and not t.p(0).has_skill("yingzi")
    assert t.log("skill") == [] and t.log("acquire_skill") == []


def test_only_in_his_own_start_phase():
    """At 1 HP in another player's turn nothing happens."""
    t = Table([{"role": "lord"}, {"role": "rebel", "general": "sunce", "hp": 1}], phase="start",
              top=["杀 ♠7", "闪 ♥2"])
    t.end_play(0)
    t.finish()
    assert t.p(1).max_hp == 4 and t.log("skill") == []
