"""问道 (张角（君）): once per play phase, discard a red card other than 太平要术 to take 太平要术 from the
discard pile or an equipment area (its holder settles losing it). docs/rulings.md ## 君主 L12."""

import pytest
from heg import HegTable

from sgs_desktop.engine.errors import IllegalAnswer

M = ["hegemony_standard", "heg_momentum"]
PS = "太平要术 ♥3"
WU = {"generals": ["sunquan", "ganning"]}
LORD = {"generals": ["lord_zhangjiao", "yuanshao"]}


def test_wendao_takes_it_from_the_discard_pile_for_a_red_card():
    t = HegTable([{**LORD, "hand": ["闪 ♥2", "杀 ♠7"]}, WU, {"generals": ["xuchu", "dianwei"]}],
                 packs=M, discard=[PS])
    req = t.expect(0, "play")
    (opt,) = [o for o in req.options if o.skill == "wendao"]
    assert opt.cards == (t.id("闪 ♥2"),)                 # a red card only
    with pytest.raises(IllegalAnswer):
        t.play(0, skill="wendao", cards=["杀 ♠7"])
    t.play(0, skill="wendao", cards=["闪 ♥2"])
    assert t.hand(0) == set(t.ids("杀 ♠7", PS)) and t.id("闪 ♥2") in t.g.discard_pile
    req = t.expect(0, "play")
    assert not [o for o in req.options if o.skill == "wendao"]      # (once per play phase)
    t.end_play(0)
    t.finish()


def test_wendao_takes_it_from_an_equipment_area_and_the_holder_pays_for_losing_it():
    t = HegTable([{**LORD, "hand": ["闪 ♥2"]}, {"generals": ["huatuo", "lvbu"], "equip": [PS], "hp": 3}, WU],
                 packs=M, top=["杀 ♣3", "杀 ♣4"])
    t.play(0, skill="wendao", cards=["闪 ♥2"])
    assert t.hand(0) == {t.id(PS)}
    assert t.hand(1) == set(t.ids("杀 ♣3", "杀 ♣4")) and t.p(1).hp == 2
    t.end_play(0)
    t.finish()


def test_wendao_is_not_offered_while_it_is_in_the_draw_pile_nor_for_itself():
    t = HegTable([{**LORD, "hand": ["闪 ♥2"]}, WU, {"generals": ["xuchu", "dianwei"]}], packs=M)
    req = t.expect(0, "play")
    assert not [o for o in req.options if o.skill == "wendao"]
    t.end_play(0)
    t.finish()
    t2 = HegTable([{**LORD, "hand": [PS]}, {"generals": ["huatuo", "lvbu"], "equip": ["白银狮子 ♣1"]}, WU],
                  packs=M, discard=["桃 ♥4"])
    req = t2.expect(0, "play")
    assert not [o for o in req.options if o.skill == "wendao"]     # (in my hand: out of reach, and not red
    t2.end_play(0)                                                 #  other than itself)
    t2.finish()
