"""克己: no 杀 used or played in the play phase → the discard phase may be skipped."""

from table import Table

FIVE = ["闪 ♥2", "闪 ♦2", "桃 ♥3", "桃 ♥4", "无中生有 ♥7"]


def skipped(t):
    return [(e["seat"], e["phase"]) for e in t.log("phase_skipped")]


def test_skips_the_discard_phase():
    t = Table([{"role": "lord", "general": "lvmeng", "hand": [*FIVE, "杀 ♠7"]}, {"role": "rebel"}])
    t.end_play(0)
    req = t.expect(0, "option")
    assert req.prompt.args == ("keji",)
    t.yes(0)
    t.finish()
    assert len(t.hand(0)) == 6 and skipped(t) == [(0, "discard")]
    assert [(e["seat"], e["skill"]) for e in t.log("skill")] == [(0, "keji")]
    assert [e["phase"] for e in t.log("phase") if e["seat"] == 0] == ["play", "finish"]


def test_declined_discards_as_usual():
    t = Table([{"role": "lord", "general": "lvmeng", "hand": FIVE}, {"role": "rebel"}])
    t.end_play(0)
    t.no(0)
    t.cards(0, "闪 ♥2")
    t.finish()
    assert len(t.hand(0)) == 4 and skipped(t) == [] and t.log("skill") == []


def test_not_after_using_a_slash():
    t = Table([{"role": "lord", "general": "lvmeng", "hand": [*FIVE, "杀 ♠7"]}, {"role": "rebel"}])
    t.play(0, "杀 ♠7", [1])
    t.end_play(0)
    t.cards(0, "闪 ♥2")                  # no 克己 question: straight to discarding
    t.finish()
    assert len(t.hand(0)) == 4 and skipped(t) == [] and t.log("skill") == []


def test_not_after_playing_a_slash_in_a_duel():
    """A 杀 played (打出) in a 决斗 during his play phase counts too."""
    t = Table([{"role": "lord", "general": "lvmeng", "hand": [*FIVE, "决斗 ♠1", "杀 ♠7"]},
               {"role": "rebel", "hand": ["杀 ♠8"]}])
    t.play(0, "决斗 ♠1", [1])
    t.respond(1, "杀 ♠8")
    t.respond(0, "杀 ♠7")
    t.end_play(0)                          # the rebel had no second 杀: 1 damage
    t.cards(0, "闪 ♥2")
    t.finish()
    assert t.damage_log() == [(0, 1, 1, None)]
    assert [(e["seat"], e["card"]["key"]) for e in t.log("play")] == [(1, "slash"), (0, "slash")]
    assert skipped(t) == [] and t.log("skill") == []


def test_a_slash_by_someone_else_does_not_count():
    """Only his own 杀: the rebel playing one in his 决斗 does not stop 克己."""
    t = Table([{"role": "lord", "general": "lvmeng", "hand": [*FIVE, "决斗 ♠1"]},
               {"role": "rebel", "hand": ["杀 ♠8"]}])
    t.play(0, "决斗 ♠1", [1])
    t.respond(1, "杀 ♠8")                 # he has no 杀: not asked; he takes 1 damage
    t.end_play(0)
    t.yes(0)
    t.finish()
    assert t.damage_log() == [(1, 0, 1, None)] and skipped(t) == [(0, "discard")] and len(t.hand(0)) == 5


def test_with_the_play_phase_skipped():
    """乐不思蜀 took the play phase: no 杀 in it, so 克己 may still skip the discard phase."""
    t = Table([{"role": "lord", "general": "lvmeng", "hand": FIVE, "judge": ["乐不思蜀 ♠6"]}, {"role": "rebel"}],
              phase="judge", top=["杀 ♠7", "杀 ♠8", "杀 ♠9"])
    t.yes(0)
    t.finish()
    assert skipped(t) == [(0, "play"), (0, "discard")] and len(t.hand(0)) == 7
