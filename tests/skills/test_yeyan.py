"""业炎 (神周瑜, 神): 限定技, up to 3 fire damage split among one to three players; 2 or more to one
costs four hand cards of different suits and 3 HP first."""

from refusals import refused
from table import Table

from sgs_desktop.engine.protocol.answers import Cards, Choose, Use

SUITS4 = ["杀 ♠7", "桃 ♥3", "杀 ♣2", "闪 ♦2"]


def table(p0=None, **kw):
    base = [{"role": "rebel", "general": "shenzhouyu", "kingdom": "wu", **(p0 or {})}, {"role": "lord"},
            {"role": "loyalist"}, {"role": "renegade"}]
    return Table(base, current=0, **kw)


def option(t):
    return next((o for o in t.expect(0, "play").options if o.skill == "yeyan"), None)


def test_one_fire_damage_to_each_of_three_in_seat_order_then_it_is_spent():
    t = table({"hand": SUITS4})
    assert t.p(0).marks == {"yeyan": 1}
    opt = option(t)
    assert opt.targets.seats == (0, 1, 2, 3) and (opt.targets.min, opt.targets.max) == (1, 3)
    t.play(0, skill="yeyan", targets=[3, 1, 2])     # three players: 1 each, nothing asked
    assert option(t) is None and "yeyan" not in t.p(0).marks
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, "fire"), (0, 2, 1, "fire"), (0, 3, 1, "fire")]
    assert t.hand(0) == set(t.ids(*SUITS4)) and t.p(0).hp == 4


def test_without_four_suits_one_player_takes_1():
    t = table({"hand": ["杀 ♠7", "桃 ♥3", "杀 ♣2"]})
    t.play(0, skill="yeyan", targets=[1])
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, "fire")] and t.p(0).hp == 4


def test_the_great_blaze_discards_four_suits_and_costs_3_hp_first():
    t = table({"hand": [*SUITS4, "杀 ♠8"]})
    t.play(0, skill="yeyan", targets=[1])
    req = t.expect(0, "option")
    assert req.prompt.key == "yeyan_amount" and req.prompt.args == (1,) and req.options == ("1", "2", "3")
    t.choose(0, "3")
    req = t.expect(0, "cards")                      # two ♠: which one
    assert req.prompt.key == "yeyan_suit" and req.prompt.args == ("spade",) and set(req.cards) == set(
        t.ids("杀 ♠7", "杀 ♠8"))
    t.cards(0, "杀 ♠8")
    t.end_play(0)
    t.finish()
    (paid,) = [m for m in t.log("move") if m["reason"] == "yeyan"]
    assert set(paid["cards"]) == set(t.ids("杀 ♠8", "桃 ♥3", "杀 ♣2", "闪 ♦2")) and paid["dst"] == "discard"
    assert [(e["target"], e["amount"]) for e in t.log("lose_hp")] == [(0, 3)]
    assert t.damage_log() == [(0, 1, 3, "fire")] and t.p(0).hp == 1 and t.p(1).hp == 1
    kinds = [k for k in t.kinds() if k in ("move", "lose_hp", "damage")]
    assert kinds[-3:] == ["move", "lose_hp", "damage"]          # paid first
    assert t.hand(0) == {t.id("杀 ♠7")}


def test_two_players_split_two_and_one():
    t = table({"hand": SUITS4})
    t.play(0, skill="yeyan", targets=[2, 1])
    req = t.expect(0, "option")
    assert req.prompt.args == (1,) and req.options == ("1", "2")     # leaves 1 for the next
    t.choose(0, "1")
    req = t.expect(0, "option")
    assert req.prompt.args == (2,) and req.options == ("1", "2")
    t.choose(0, "2")
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, "fire"), (0, 2, 2, "fire")] and t.p(0).hp == 1 and t.hand(0) == set()


def test_dying_of_the_cost_deals_nothing():
    t = table({"hp": 3, "hand": SUITS4})
    t.play(0, skill="yeyan", targets=[1])
    t.choose(0, "3")
    t.finish()                                      # no 桃 left: he dies in his own play phase
    assert not t.p(0).alive and t.damage_log() == []


def test_fire_passes_along_chains():
    t = Table([{"role": "rebel", "general": "shenzhouyu", "kingdom": "wu"}, {"role": "lord", "chained": True},
               {"role": "loyalist", "chained": True}, {"role": "renegade"}], current=0)
    t.play(0, skill="yeyan", targets=[1])
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, "fire"), (0, 2, 1, "fire")]


def test_refused_answers_change_nothing():
    t = table({"hand": [*SUITS4, "杀 ♠8"]})
    refused(t, Use(skill="yeyan", targets=(1, 2, 3, 0)), "targets")
    refused(t, Use(skill="yeyan", targets=()), "targets")
    refused(t, Use(skill="yeyan", cards=(t.id("杀 ♠7"),), targets=(1,)), "card")
    t.play(0, skill="yeyan", targets=[1])
    refused(t, Choose("4"), "not offered")
    refused(t, Choose("0"), "not offered")
    t.choose(0, "2")
    refused(t, Cards((t.id("桃 ♥3"),)), "may not be chosen")       # the ♠ is asked
    refused(t, Cards(()), "choose 1..1")
    t.cards(0, "杀 ♠7")
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 2, "fire")] and t.hand(0) == {t.id("杀 ♠8")}
