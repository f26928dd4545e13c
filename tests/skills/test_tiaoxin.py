"""挑衅 (姜维): once per play phase, a player whose attack range holds him uses a 杀 on him, or he
discards one of its cards."""

from refusing import refused
from table import Table


def option(t, seat=0):
    return next((o for o in t.expect(seat, "play").options if o.skill == "tiaoxin"), None)


def table(theirs: dict, extra=None, **kw) -> Table:
    players = [{"role": "lord", "general": "jiangwei", "hand": ["闪 ♦3"]}, {"role": "rebel", **theirs}]
    if extra is not None:
        players.append({"role": "rebel", **extra})
    return Table(players, **kw)


def test_the_provoked_slashes():
    t = table({"hand": ["杀 ♠7", "桃 ♥4"]})
    opt = option(t)
    assert opt.cards == () and opt.targets.seats == (1,) and (opt.targets.min, opt.targets.max) == (1, 1)
    t.play(0, skill="tiaoxin", targets=[1])
    req = t.expect(1, "respond")
    assert req.prompt.key == "tiaoxin_dare" and req.prompt.args == (0,)
    t.respond(1, "杀 ♠7")
    t.respond(0, "闪 ♦3")
    assert option(t) is None                   # once per play phase
    t.end_play(0)
    t.finish()
    assert [(u["user"], u["card"]["key"]) for u in t.log("use")] == [(1, "slash"), (0, "jink")]
    assert t.hand(1) == {t.id("桃 ♥4")} and [(e["seat"], e["skill"]) for e in t.log("skill")] == [(0, "tiaoxin")]


def test_declined_he_discards_one_of_its_cards():
    t = table({"hand": ["杀 ♠7"], "equip": ["赤兔 ♥5"]})
    t.play(0, skill="tiaoxin", targets=[1])
    t.respond(1)                               # no 杀 used
    req = t.expect(0, "pick")
    assert req.prompt.key == "tiaoxin_discard" and req.prompt.args == (1,)
    refused(t, 0, "pick", {"type": "pick", "card": "闪 ♦3"}, "cannot be picked")
    t.pick(0, "赤兔 ♥5")
    t.end_play(0)
    t.finish()
    assert t.p(1).equips == {} and t.id("赤兔 ♥5") in t.g.discard_pile and t.hand(1) == {t.id("杀 ♠7")}


def test_only_players_whose_range_holds_him_and_not_on_nothing():
    # his +1 horse puts him out of everyone's reach (range 1, distance 2 and more)
    t = Table([{"role": "lord", "general": "jiangwei", "equip": ["绝影 ♠5"]}, {"role": "rebel"},
               {"role": "rebel", "hand": ["杀 ♠7"]}, {"role": "loyalist", "equip": ["诸葛连弩 ♣A"]}])
    assert option(t) is None
    refused(t, 0, "play", {"type": "use", "skill": "tiaoxin", "targets": [1]}, "cannot be used now")
    t.end_play(0)
    t.finish()
    # a weapon's reach (麒麟弓: 5) brings him into one player's range: only that one is offered
    t = Table([{"role": "lord", "general": "jiangwei", "equip": ["绝影 ♠5"]}, {"role": "rebel", "equip": ["麒麟弓 ♥5"]},
               {"role": "rebel"}, {"role": "loyalist"}])
    assert option(t).targets.seats == (1,)
    refused(t, 0, "play", {"type": "use", "skill": "tiaoxin", "targets": [2]}, "not a legal target")
    t.end_play(0)
    t.finish()


def test_no_card_no_slash_nothing_happens():
    t = table({})
    t.play(0, skill="tiaoxin", targets=[1])    # no card: not asked, and nothing to discard
    t.end_play(0)
    t.finish()
    assert [(e["seat"], e["skill"]) for e in t.log("skill")] == [(0, "tiaoxin")] and t.log("use") == []
