"""鸩毒 (何太后): at another player's play-phase start, discard a hand card: it drinks a 酒 (its
next 杀 this turn deals 1 more), then takes 1 damage from her; declined, and not in her own turn."""

from heg_formation import FormationTable

HTH = ["hetaihou", "huatuo"]
SHU = ["liubei", "guanyu"]
WU = ["sunquan", "zhouyu"]


def test_wine_then_one_damage():
    t = FormationTable([{"generals": HTH, "hand": ["闪 ♥2"]}, {"generals": SHU, "hand": ["杀 ♠7"]},
                        {"generals": WU}], current=1)
    req = t.expect(0, "cards")
    assert req.prompt.key == "zhendu_discard" and req.prompt.args == (1,) and (req.min, req.max) == (0, 1)
    t.cards(0, "闪 ♥2")
    t.play(1, "杀 ♠7", [0])                     # the 酒: 2 damage
    t.end_play(1)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, None), (1, 0, 2, None)]
    uses = [(u["user"], u["card"]["key"], u["card"].get("skill")) for u in t.log("use")]
    assert uses[0] == (1, "analeptic", "zhendu")
    assert t.p(1).hp == 3 and t.p(0).hp == 1


def test_declined():
    t = FormationTable([{"generals": HTH, "hand": ["闪 ♥2"]}, {"generals": SHU}, {"generals": WU}], current=1)
    t.cards(0)
    t.end_play(1)
    t.finish()
    assert t.damage_log() == [] and t.hand(0) == {t.id("闪 ♥2")}


def test_not_in_her_own_turn_nor_without_a_hand_card():
    t = FormationTable([{"generals": HTH, "hand": ["闪 ♥2"]}, {"generals": SHU}, {"generals": WU}], current=0)
    t.end_play(0)
    t.finish()
    t = FormationTable([{"generals": HTH}, {"generals": SHU}, {"generals": WU}], current=1)
    t.end_play(1)
    t.finish()
    assert t.log("skill") == []
