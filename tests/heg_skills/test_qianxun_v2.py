"""谦逊 (陆逊, new rules): 锁定技, not a target of 顺手牵羊; a 乐不思蜀 put into his judge area is
discarded instead (the old rules: not a target of either)."""

from heg import HegTable
from heg_new_rules import NewRulesTable

PLAYERS = [{"generals": ["caocao", "dianwei"], "hand": ["乐不思蜀 ♣6", "顺手牵羊 ♠3"]},
           {"generals": ["luxun", "ganning"], "hand": ["闪 ♦2"]},
           {"generals": ["lvbu", "diaochan"]}, {"generals": ["mateng", "kongrong"], "hand": ["闪 ♦3"]}]


def targets(t, card):
    (opt,) = [o for o in t.expect(0, "play").options if o.card == t.id(card)]
    return set(opt.targets.seats)


def test_indulgence_may_be_used_on_him_and_is_discarded():
    t = NewRulesTable(PLAYERS)
    assert 1 in targets(t, "乐不思蜀 ♣6") and targets(t, "顺手牵羊 ♠3") == {3}
    t.play(0, "乐不思蜀 ♣6", [1])
    assert t.p(1).judge == [] and t.id("乐不思蜀 ♣6") in t.g.discard_pile
    moves = [(m["src"], m["dst"], m["reason"]) for m in t.log("move") if m["cards"] == [t.id("乐不思蜀 ♣6")]]
    assert moves == [("hand", "judge", "place_delayed"), ("judge", "discard", "qianxun_v2")]
    assert [e["skill"] for e in t.log("skill")] == ["qianxun_v2"]


def test_the_old_rules_keep_both_cards_away():
    t = HegTable(PLAYERS)
    assert 1 not in targets(t, "乐不思蜀 ♣6") and targets(t, "顺手牵羊 ♠3") == {3}
