"""急救: outside your turn, any red card (hand or equipment) may be used as 桃."""

import pytest
from table import Table

from sgs_desktop.engine.errors import IllegalAnswer
from sgs_desktop.engine.protocol.answers import Use


def test_saves_a_dying_player_with_a_red_equipment():
    t = Table([{"role": "lord", "hand": ["杀 ♠7"]},
               {"role": "loyalist", "general": "huatuo", "hand": ["杀 ♣2"], "equip": ["赤兔 ♥5"]},
               {"role": "rebel", "hp": 1}])
    t.play(0, "杀 ♠7", [2])
    req = t.expect(1, "respond")
    assert req.names == ("peach",) and req.prompt.key == "save"
    (opt,) = req.options
    assert opt.skill == "jijiu" and opt.name == "peach" and opt.cards == (t.id("赤兔 ♥5"),)
    t.respond(1, skill="jijiu", cards=["赤兔 ♥5"])
    t.end_play(0)
    t.finish()
    assert t.p(2).alive and t.p(2).hp == 1 and t.log("death") == []
    peach = [e for e in t.log("use") if e["card"]["key"] == "peach"]
    assert [(e["user"], e["targets"], e["card"]["skill"]) for e in peach] == [(1, [2], "jijiu")]
    assert [(e["target"], e["source"]) for e in t.log("recover")] == [(2, 1)]
    assert t.p(1).equips == {} and t.id("赤兔 ♥5") in t.g.discard_pile


def test_saves_himself_with_a_red_hand_card():
    t = Table([{"role": "lord", "hand": ["杀 ♠7"]},
               {"role": "rebel", "general": "huatuo", "hp": 1, "hand": ["闪 ♦2"]}])
    t.play(0, "杀 ♠7", [1])
    t.respond(1)                                  # no 闪 against the 杀
    req = t.expect(1, "respond")
    assert req.names == ("analeptic", "peach") and [(o.skill, o.name) for o in req.options] == [("jijiu", "peach")]
    t.respond(1, skill="jijiu", cards=["闪 ♦2"])
    t.end_play(0)
    t.finish()
    assert t.p(1).hp == 1 and t.hand(1) == set()


def test_black_cards_cannot_be_used():
    t = Table([{"role": "lord", "hand": ["杀 ♠7"]},
               {"role": "loyalist", "general": "huatuo", "hand": ["杀 ♣2", "闪 ♦2"]},
               {"role": "rebel", "hp": 1}])
    t.play(0, "杀 ♠7", [2])
    with pytest.raises(IllegalAnswer, match="may not be chosen"):
        t.g.answer(Use(skill="jijiu", name="peach", cards=(t.id("杀 ♣2"),)))
    t.respond(1)
    t.finish("rebels_dead")
    assert not t.p(2).alive and t.log("recover") == []


def test_not_offered_in_your_own_turn():
    """华佗's own turn: his red cards are not 桃, so he is not even asked to save."""
    t = Table([{"role": "lord", "general": "huatuo", "hp": 2, "hand": ["杀 ♠7", "闪 ♦2"], "equip": ["赤兔 ♥5"]},
               {"role": "renegade", "hp": 1},
               {"role": "rebel"}])
    req = t.expect(0, "play")
    assert [o for o in req.options if o.skill == "jijiu"] == []     # no 桃 for himself either
    t.play(0, "杀 ♠7", [1])
    t.end_play(0)
    t.finish()
    assert not t.p(1).alive and [e["seat"] for e in t.log("death")] == [1]
    assert t.log("recover") == [] and t.p(0).hp == 2
