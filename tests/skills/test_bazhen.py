"""八阵 (卧龙诸葛亮, 火; 锁定技): with no armour equipped he counts as wearing 八卦阵 — when he needs
a 闪 he may judge, and a red result is a 闪; whatever ignores armour (青釭剑) ignores it too."""

from refusals import refused
from table import Table

from sgs_desktop.engine.protocol.answers import Choose


def duo(p1: dict, top=(), attacker_hand=("杀 ♠7",), **kw):
    """The lord (seat 0, a blank general, in its play phase) against 卧龙 (seat 1, a rebel)."""
    wl = {"role": "rebel", "general": "wolong"}
    wl.update(p1)
    return Table([{"role": "lord", "hand": list(attacker_hand)}, wl], current=0, top=top, **kw)


def judges(t) -> list[tuple]:
    return [(e["seat"], e["reason"], e["card"]["id"]) for e in t.log("judge")]


def test_a_red_judgement_is_a_dodge():
    t = duo({"hand": ["闪 ♥2"]}, top=["桃 ♥4"])
    t.play(0, "杀 ♠7", [1])
    req = t.expect(1, "option")
    assert req.prompt.key == "eight_diagram_judge" and req.prompt.args == ("bazhen", 0, "slash")
    refused(t, Choose("perhaps"), "perhaps")
    t.yes(1)
    t.end_play(0)
    t.finish()
    assert judges(t) == [(1, "bazhen", t.id("桃 ♥4"))] and t.damage_log() == []
    assert t.hand(1) == {t.id("闪 ♥2")}              # his own 闪 was not needed
    assert [(e["seat"], e["skill"]) for e in t.log("skill")] == [(1, "bazhen")]


def test_a_black_judgement_leaves_the_hand_to_answer():
    t = duo({"hand": ["闪 ♥2"]}, top=["杀 ♣2"])
    t.play(0, "杀 ♠7", [1])
    t.yes(1)
    t.respond(1, "闪 ♥2")
    t.end_play(0)
    t.finish()
    assert judges(t) == [(1, "bazhen", t.id("杀 ♣2"))] and t.damage_log() == []


def test_declined_it_does_not_judge():
    t = duo({})
    t.play(0, "杀 ♠7", [1])
    t.no(1)
    t.end_play(0)
    t.finish()
    assert judges(t) == [] and t.damage_log() == [(0, 1, 1, None)]


def test_against_archery_attack_too():
    t = duo({}, top=["闪 ♦2"], attacker_hand=("万箭齐发 ♥1",))
    t.play(0, "万箭齐发 ♥1")
    t.yes(1)
    t.end_play(0)
    t.finish()
    assert judges(t) == [(1, "bazhen", t.id("闪 ♦2"))] and t.damage_log() == []


def test_an_equipped_armour_takes_its_place():
    t = duo({"equip": ["八卦阵 ♠2"]}, top=["桃 ♥4"])
    t.play(0, "杀 ♠7", [1])
    assert t.expect(1, "option").prompt.args == ("eight_diagram", 0, "slash")   # the card, once
    t.yes(1)
    t.end_play(0)
    t.finish()
    assert judges(t) == [(1, "eight_diagram", t.id("桃 ♥4"))]

    t = duo({"equip": ["仁王盾 ♣2"]}, attacker_hand=("杀 ♥10",))          # red: 仁王盾 does not stop it
    t.play(0, "杀 ♥10", [1])
    t.end_play(0)
    t.finish()
    assert judges(t) == [] and t.damage_log() == [(0, 1, 1, None)]


def test_qinggang_sword_ignores_it():
    t = Table([{"role": "lord", "hand": ["杀 ♠7"], "equip": ["青釭剑 ♠6"]},
               {"role": "rebel", "general": "wolong"}], current=0)
    t.play(0, "杀 ♠7", [1])                  # no question: the 杀 ignores armour, and 八阵 is one
    t.end_play(0)
    t.finish()
    assert judges(t) == [] and t.damage_log() == [(0, 1, 1, None)]


def test_it_is_no_card_nothing_to_take():
    """八阵 is not a card in the equipment area: 过河拆桥 finds nothing there."""
    t = duo({"hand": []}, attacker_hand=("过河拆桥 ♠3",))
    req = t.expect(0, "play")
    assert not [o for o in req.options if o.card == t.id("过河拆桥 ♠3") and o.targets and 1 in o.targets.seats]
    t.end_play(0)
    t.finish()
