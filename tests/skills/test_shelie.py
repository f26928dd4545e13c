"""涉猎 (神吕蒙, 神): instead of drawing, reveal the top five cards and take one of each suit; the rest
go to the discard pile."""

from refusals import refused
from table import Table

from sgs_desktop.engine.protocol.answers import Cards

FIVE = ["杀 ♠7", "杀 ♠8", "桃 ♥3", "闪 ♦2", "杀 ♣2"]


def table(top, p0=None, **kw):
    base = [{"role": "rebel", "general": "shenlvmeng", "kingdom": "wu", **(p0 or {})}, {"role": "lord"},
            {"role": "loyalist"}, {"role": "renegade"}]
    return Table(base, current=0, phase="draw", top=top, **kw)


def test_reveal_five_take_one_of_each_suit():
    t = table(FIVE)
    req = t.expect(0, "option")
    assert req.prompt.key == "invoke" and req.prompt.args[0] == "shelie"
    t.yes(0)
    req = t.expect(0, "cards")                  # two ♠: which one
    assert req.prompt.key == "shelie_pick" and req.prompt.args == ("spade",)
    assert req.cards == tuple(t.ids("杀 ♠7", "杀 ♠8")) and (req.min, req.max) == (1, 1)
    t.cards(0, "杀 ♠8")
    assert t.hand(0) == set(t.ids("杀 ♠8", "桃 ♥3", "闪 ♦2", "杀 ♣2"))
    assert t.g.discard_pile == [t.id("杀 ♠7")]
    shown = [m for m in t.log("move") if m["reason"] == "shelie"]
    assert shown[0]["dst"] == "processing" and shown[0]["cards"] == t.ids(*FIVE)      # seen by all
    assert [m["dst"] for m in shown] == ["processing", "hand", "discard"]
    assert "draw" not in [m["reason"] for m in t.log("move")]       # nothing drawn
    t.end_play(0)
    t.cards(0, "杀 ♣2")                          # 4 cards, 3 HP: one to discard
    t.finish()


def test_a_suit_with_one_card_and_a_missing_suit_ask_nothing():
    t = table(["杀 ♠7", "桃 ♥3", "桃 ♥4", "杀 ♣2", "杀 ♣3"])
    t.yes(0)
    t.cards(0, "桃 ♥4")
    t.cards(0, "杀 ♣3")
    assert t.hand(0) == set(t.ids("杀 ♠7", "桃 ♥4", "杀 ♣3"))
    assert set(t.g.discard_pile) == set(t.ids("桃 ♥3", "杀 ♣2"))
    t.end_play(0)
    t.finish()


def test_declined_he_draws_two():
    t = table(FIVE)
    t.no(0)
    assert t.hand(0) == set(t.ids("杀 ♠7", "杀 ♠8"))
    assert t.log("skill") == []
    t.end_play(0)
    t.finish()


def test_refused_answers_change_nothing():
    t = table(FIVE)
    t.yes(0)
    refused(t, Cards((t.id("杀 ♣2"),)), "may not be chosen")        # not a ♠
    refused(t, Cards(tuple(t.ids("杀 ♠7", "杀 ♠8"))), "choose 1..1")
    refused(t, Cards(()), "choose 1..1")                            # one of each suit: never none
    t.cards(0, "杀 ♠7")
    t.end_play(0)
    t.cards(0, "杀 ♣2")
    t.finish()
