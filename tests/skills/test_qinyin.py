"""琴音 (神周瑜, 神): once per phase, after discarding two or more hand cards in his discard phase, he
may have every player recover 1 HP or every player lose 1 HP."""

from refusals import refused
from table import Table

from sgs_desktop.engine.protocol.answers import Choose

HAND = ["杀 ♠7", "杀 ♠8", "闪 ♦2", "闪 ♦3", "桃 ♥3", "杀 ♣2"]


def table(p0=None, *others, **kw):
    base = [{"role": "rebel", "general": "shenzhouyu", "kingdom": "wu", "hand": HAND, **(p0 or {})},
            {"role": "lord", "hp": 2}, {"role": "loyalist", "hp": 3}, {"role": "renegade"}]
    for b, extra in zip(base[1:], others, strict=False):
        b.update(extra)
    return Table(base, current=0, phase="discard", **kw)


def test_every_player_loses_1_hp_in_seat_order():
    t = table({}, {}, {}, {"hp": 1})
    t.cards(0, "杀 ♠7", "杀 ♠8")
    req = t.expect(0, "option")
    assert req.prompt.key == "qinyin" and req.options == ("recover", "lose", "none")
    t.choose(0, "lose")
    req = t.expect(0, "respond")                # the renegade is dying: his 桃?
    assert req.prompt.key == "save" and req.prompt.args == (3, 1)
    t.respond(0)
    t.finish()
    assert [(e["target"], e["amount"]) for e in t.log("lose_hp")] == [(0, 1), (1, 1), (2, 1), (3, 1)]
    assert [t.p(s).hp for s in range(3)] == [3, 1, 2] and not t.p(3).alive
    assert [e["skill"] for e in t.log("skill")] == ["qinyin"]


def test_every_player_recovers_1_hp():
    t = table({"hp": 3, "hand": HAND[:5]})
    t.cards(0, "杀 ♠7", "杀 ♠8")
    t.choose(0, "recover")
    t.finish()
    assert [(e["target"], e["amount"]) for e in t.log("recover")] == [(0, 1), (1, 1), (2, 1)]   # seat 3 is full
    assert [t.p(s).hp for s in range(4)] == [4, 3, 4, 4]


def test_none_and_one_card_do_nothing():
    t = table()
    t.cards(0, "杀 ♠7", "杀 ♠8")
    t.choose(0, "none")
    t.finish()
    assert t.log("skill") == [] and t.log("lose_hp") == [] and t.log("recover") == []
    t = table({"hand": HAND[:5]})
    t.cards(0, "杀 ♠7")                         # one card: nothing asked
    t.finish()
    assert t.log("skill") == []


def test_refused_answers_change_nothing():
    t = table()
    t.cards(0, "杀 ♠7", "杀 ♠8")
    refused(t, Choose("both"), "not offered")
    refused(t, Choose("yes"), "not offered")
    t.choose(0, "none")
    t.finish()
