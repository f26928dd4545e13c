"""淑慎 (new rules, 甘夫人): each 1 HP recovered, any other player may draw a card."""

from heg import HegTable


def table(**kw):
    return HegTable([{"generals": ["ganfuren", "pangtong"], "hp": 1, "hand": ["桃 ♥4"]},
                     {"generals": ["sunquan", "huanggai"]}, {"generals": ["lvbu", "huatuo"]}],
                    top=["闪 ♦3"], **kw)


def test_a_player_of_another_kingdom_draws():
    t = table(rules="new")
    t.play(0, "桃 ♥4")
    req = t.expect(0, "option")
    assert req.prompt.args == ("shushen_v2",)
    t.yes(0)
    req = t.expect(0, "seats")
    assert req.prompt.key == "shushen_v2_target" and req.seats == (1, 2)
    t.seats(0, 2)
    t.end_play(0)
    t.finish()
    assert t.hand(2) == {t.id("闪 ♦3")}


def test_declined_and_the_old_rule_wants_a_kingdom_mate():
    t = table(rules="new")
    t.play(0, "桃 ♥4")
    t.no(0)
    t.end_play(0)
    t.finish()
    assert t.hand(1) == t.hand(2) == set()
    t = table()
    t.play(0, "桃 ♥4")                          # old 淑慎: nobody of her kingdom, no question
    t.end_play(0)
    t.finish()
    assert t.log("skill") == []
