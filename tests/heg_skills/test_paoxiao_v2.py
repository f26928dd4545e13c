"""咆哮 (new rules, 张飞): 锁定技, any number of 杀; the second 杀 of a turn draws a card."""

from heg import HegTable


def table(**kw):
    return HegTable([{"generals": ["zhangfei", "pangtong"], "hand": ["杀 ♠5", "杀 ♠7", "杀 ♠8"]},
                     {"generals": ["sunquan", "huanggai"], "hp": 4}], top=["闪 ♦2", "闪 ♦3"], **kw)


def test_the_second_slash_draws_a_card_the_third_does_not():
    t = table(rules="new")
    t.play(0, "杀 ♠5", [1])
    assert t.hand(0) == set(t.ids("杀 ♠7", "杀 ♠8"))
    t.play(0, "杀 ♠7", [1])
    assert t.hand(0) == set(t.ids("杀 ♠8", "闪 ♦2"))
    t.play(0, "杀 ♠8", [1])
    t.end_play(0)
    t.finish()
    assert t.hand(0) == {t.id("闪 ♦2")} and len(t.damage_log()) == 3
    assert [e["skill"] for e in t.log("skill")] == ["paoxiao_v2"]


def test_the_old_roar_draws_nothing():
    t = table()
    for card in ("杀 ♠5", "杀 ♠7", "杀 ♠8"):
        t.play(0, card, [1])
    t.end_play(0)
    t.finish()
    assert t.hand(0) == set() and t.log("skill") == []
