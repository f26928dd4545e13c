"""放逐 (new rules, 曹丕): after taking damage, another player chooses: draw X and turn over, or
discard X cards and lose 1 HP (X = 曹丕's lost HP)."""

import pytest
from heg import HegTable

from sgs_desktop.engine.errors import IllegalAnswer


def slashed(**kw):
    victim = {"generals": ["sunquan", "huanggai"], "hand": ["杀 ♠5", "闪 ♦2", "闪 ♦3", "桃 ♥8"]}
    victim.update(kw.pop("victim", {}))
    t = HegTable([{"generals": ["caopi", "dianwei"], "hp": 2}, victim], current=1,
                 top=["桃 ♥4", "桃 ♥6", "桃 ♥7"], rules="new", **kw)
    t.play(1, "杀 ♠5", [0])
    t.yes(0)                                   # the only other player: no question who
    return t


def test_discard_x_and_lose_1_hp():
    t = slashed()
    req = t.expect(1, "option")
    assert req.options == ("draw_turn_over", "discard_lose_hp") and req.prompt.args == (0, 2)
    t.choose(1, "discard_lose_hp")
    req = t.expect(1, "cards")
    assert (req.min, req.max) == (2, 2)
    with pytest.raises(IllegalAnswer):
        t.cards(1, "闪 ♦2")
    t.cards(1, "闪 ♦2", "闪 ♦3")
    t.end_play(1)
    t.finish()
    assert t.hand(1) == {t.id("桃 ♥8")} and t.p(1).hp == t.p(1).max_hp - 1 and t.p(1).face_up
    assert [e["target"] for e in t.log("lose_hp")] == [1]


def test_draw_x_and_turn_over_or_no_choice_with_too_few_cards():
    t = slashed()
    t.choose(1, "draw_turn_over")
    t.end_play(1)
    t.cards(1, "桃 ♥8")                        # (five cards at 4 HP)
    t.finish()
    assert t.hand(1) == set(t.ids("闪 ♦2", "闪 ♦3", "桃 ♥4", "桃 ♥6")) and not t.p(1).face_up
    t = slashed(victim={"hand": ["杀 ♠5"]})   # no card left: draws and turns over, unasked
    t.end_play(1)
    t.finish()
    assert t.hand(1) == set(t.ids("桃 ♥4", "桃 ♥6")) and not t.p(1).face_up and t.log("lose_hp") == []


def test_declined():
    t = HegTable([{"generals": ["caopi", "dianwei"], "hp": 2}, {"generals": ["sunquan", "huanggai"],
                 "hand": ["杀 ♠5"]}], current=1, rules="new")
    t.play(1, "杀 ♠5", [0])
    t.no(0)
    t.end_play(1)
    t.finish()
    assert t.p(1).face_up and t.log("skill") == []
