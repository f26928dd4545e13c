"""火计 (卧龙诸葛亮, 火): a red hand card used as 火攻."""

from refusals import refused
from table import Table

from sgs_desktop.engine.protocol.answers import Use


def duo(hand, other_hand, equip=(), top=()):
    return Table([{"role": "rebel", "general": "wolong", "hand": hand, "equip": list(equip)},
                  {"role": "lord", "hand": other_hand}], current=0, top=top)


def test_a_red_hand_card_as_fire_attack():
    t = duo(["闪 ♥2", "桃 ♥4"], ["杀 ♥10"], equip=["赤兔 ♥5"])     # (no black card: no 看破 asked)
    (opt,) = [o for o in t.expect(0, "play").options if o.skill == "huoji"]
    assert opt.name == "fire_attack" and set(opt.cards) == set(t.ids("闪 ♥2", "桃 ♥4"))   # not the horse
    assert opt.targets.seats == (0, 1)
    t.play(0, skill="huoji", cards=["闪 ♥2"], targets=[1])
    req = t.expect(0, "cards")                 # the lord's only card is shown at once: 杀 ♥10
    assert req.cards == (t.id("桃 ♥4"),) and req.min == 0
    t.cards(0, "桃 ♥4")
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, "fire")]
    (use,) = t.log("use")
    assert (use["card"]["key"], use["card"]["skill"], use["card"]["subcards"], use["card"]["color"]) == \
        ("fire_attack", "huoji", [t.id("闪 ♥2")], "red")


def test_black_cards_are_refused():
    t = duo(["杀 ♠7", "闪 ♥2"], ["闪 ♦2"])
    (opt,) = [o for o in t.expect(0, "play").options if o.skill == "huoji"]
    assert opt.cards == (t.id("闪 ♥2"),)
    refused(t, Use(skill="huoji", name="fire_attack", cards=(t.id("杀 ♠7"),), targets=(1,)), "may not be chosen")
    t.end_play(0)
    t.finish()
    assert t.log("use") == []


def test_with_only_one_red_card_he_cannot_aim_at_himself():
    """A 火攻 on oneself needs a hand card left to show."""
    t = duo(["闪 ♥2"], ["闪 ♦2"])
    (opt,) = [o for o in t.expect(0, "play").options if o.skill == "huoji"]
    assert opt.targets.seats == (1,)
    refused(t, Use(skill="huoji", name="fire_attack", cards=(t.id("闪 ♥2"),), targets=(0,)), "not a legal target")
    t.play(0, skill="huoji", cards=["闪 ♥2"], targets=[1])
    t.end_play(0)                              # nothing left to discard: no question
    t.finish()
    assert t.damage_log() == [] and [e["cards"] for e in t.log("show")] == [[t.id("闪 ♦2")]]
