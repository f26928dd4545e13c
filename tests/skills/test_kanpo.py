"""看破 (卧龙诸葛亮, 火): a black hand card used as 无懈可击."""

from refusals import refused
from table import Table

from sgs_desktop.engine.protocol.answers import Use


def test_a_black_hand_card_nullifies():
    t = Table([{"role": "lord", "hand": ["过河拆桥 ♠3"]},
               {"role": "rebel", "general": "wolong", "hand": ["杀 ♣2", "闪 ♥2"], "equip": ["青釭剑 ♠6"]}])
    t.play(0, "过河拆桥 ♠3", [1])
    req = t.expect(1, "respond")
    (opt,) = req.options
    assert (opt.skill, opt.name, opt.cards) == ("kanpo", "nullification", (t.id("杀 ♣2"),))   # not the sword
    refused(t, Use(skill="kanpo", name="nullification", cards=(t.id("青釭剑 ♠6"),)), "may not be chosen")
    refused(t, Use(skill="kanpo", name="nullification", cards=(t.id("闪 ♥2"),)), "may not be chosen")
    t.respond(1, skill="kanpo", cards=["杀 ♣2"])
    t.end_play(0)
    t.finish()
    assert [(e["card"]["key"], e["target"]) for e in t.log("nullified")] == [("dismantlement", 1)]
    uses = [(u["user"], u["card"]["key"], u["card"].get("skill")) for u in t.log("use")]
    assert uses == [(0, "dismantlement", None), (1, "nullification", "kanpo")]
    assert t.hand(1) == {t.id("闪 ♥2")} and t.p(1).equips


def test_a_kanpo_can_itself_be_nullified():
    t = Table([{"role": "lord", "hand": ["过河拆桥 ♠3", "无懈可击 ♦12"]},
               {"role": "rebel", "general": "wolong", "hand": ["杀 ♣2", "闪 ♥2"]}])
    t.play(0, "过河拆桥 ♠3", [1])
    t.respond(0)                              # the user is asked first (seat order from the current player)
    t.respond(1, skill="kanpo", cards=["杀 ♣2"])
    t.respond(0, "无懈可击 ♦12")             # against the 看破
    # the 过河拆桥 stands: 卧龙's only card goes without a question
    t.end_play(0)
    t.finish()
    assert t.hand(1) == set() and t.id("闪 ♥2") in t.g.discard_pile


def test_not_a_play_phase_action_and_declined_for_ones_own_trick():
    t = Table([{"role": "rebel", "general": "wolong", "hand": ["杀 ♣2", "无中生有 ♥7"]}, {"role": "lord"}],
              current=0, top=["闪 ♥2", "桃 ♥4"])
    assert [o for o in t.expect(0, "play").options if o.skill == "kanpo"] == []
    t.play(0, "无中生有 ♥7")
    t.respond(0)                              # may nullify his own 无中生有; he does not
    t.end_play(0)
    t.finish()
    assert len(t.hand(0)) == 3 and t.log("nullified") == []
