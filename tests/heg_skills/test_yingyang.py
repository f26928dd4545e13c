"""鹰扬 (孙策): when your pindian card is shown, its number may count 3 more or 3 less. 魂殇 (孙策,
副将技): half an 阴阳鱼 less as the deputy; at 1 HP the start phase gives 英姿 and 英魂 for the turn.
激昂 is the identity skill (tests/skills/test_jiang.py)."""

import pytest
from heg import HegTable

from sgs_desktop.engine.errors import IllegalAnswer
from sgs_desktop.packs.generals import heg_lookup
from sgs_desktop.packs.heg_seating import pair_hp

MOM = ["hegemony_standard", "heg_momentum"]


def pindian_table(mine, theirs, generals=("taishici", "sunce")):
    return HegTable([{"generals": list(generals), "hand": [mine, "杀 ♠7"]},
                     {"generals": ["liubei", "zhangfei"], "hand": [theirs]},
                     {"generals": ["caoren", "dianwei"]}], packs=MOM)


def test_plus_three_turns_a_loss_into_a_win():
    t = pindian_table("闪 ♦6", "杀 ♣8")
    t.play(0, skill="tianyi", targets=[1])
    t.cards(0, "闪 ♦6")
    req = t.expect(0, "option")
    assert req.prompt.key == "yingyang" and req.prompt.args == (6, 8, 0)
    assert req.options == ("plus_three", "minus_three", "no")
    t.choose(0, "plus_three")
    (pd,) = t.log("pindian")
    assert pd["source_wins"]
    assert [(e["seat"], e["number"]) for e in t.log("pindian_number")] == [(0, 9)]
    t.end_play(0)


def test_minus_three_and_declining():
    t = pindian_table("闪 ♦9", "杀 ♣8")
    t.play(0, skill="tianyi", targets=[1])
    t.cards(0, "闪 ♦9")
    t.choose(0, "minus_three")                 # 6 against 8: lost
    (pd,) = t.log("pindian")
    assert not pd["source_wins"]
    t.end_play(0)
    t = pindian_table("闪 ♦6", "杀 ♣8")
    t.play(0, skill="tianyi", targets=[1])
    t.cards(0, "闪 ♦6")
    with pytest.raises(IllegalAnswer):
        t.choose(0, "plus_four")
    t.choose(0, "no")
    (pd,) = t.log("pindian")
    assert not pd["source_wins"] and t.log("pindian_number") == []
    assert [e["skill"] for e in t.log("skill")] == ["tianyi"]
    t.end_play(0)


def test_the_target_of_a_pindian_may_change_its_card_too():
    t = HegTable([{"generals": ["taishici", "sunjian"], "hand": ["闪 ♦9"]},
                  {"generals": ["sunce", "zhouyu"], "hand": ["杀 ♣8"]},
                  {"generals": ["caoren", "dianwei"]}, {"generals": ["liubei", "zhangfei"]}], packs=MOM)
    t.play(0, skill="tianyi", targets=[1])        # (one hand card each: shown at once)
    req = t.expect(1, "option")
    assert req.prompt.args == (8, 9, 0)
    t.choose(1, "plus_three")
    (pd,) = t.log("pindian")
    assert not pd["source_wins"]
    t.end_play(0)


def test_hunshang_deputy_loses_half_hp():
    as_deputy = HegTable([{"generals": ["taishici", "sunce"]}, {"generals": ["liubei", "zhangfei"]}], packs=MOM)
    as_head = HegTable([{"generals": ["sunce", "taishici"]}, {"generals": ["liubei", "zhangfei"]}], packs=MOM)
    assert as_deputy.p(0).max_hp == 3 and as_head.p(0).max_hp == 4      # 4 + (4 - 1) halves: 3, a half left
    table = heg_lookup()
    assert pair_hp(table["taishici"], table["sunce"]) == (3, True)
    assert pair_hp(table["sunce"], table["taishici"]) == (4, False)
    assert pair_hp(table["sunce"], table["zhouyu"]) == (3, True)       # (周瑜: 3 halves)


def test_hunshang_at_one_hp_gives_yingzi_and_yinghun_this_turn():
    t = HegTable([{"generals": ["taishici", "sunce"], "hp": 1},
                  {"generals": ["liubei", "zhangfei"]}, {"generals": ["caoren", "dianwei"]}],
                 phase="start", top=["杀 ♠7", "杀 ♠8", "闪 ♦2", "闪 ♦6", "桃 ♥4"], packs=MOM)
    req = t.expect(0, "option")                 # 英魂 (given before the start phase began)
    assert req.prompt.key == "invoke" and req.prompt.args == ("yinghun_sunce",)
    t.no(0)
    req = t.expect(0, "option")
    assert req.prompt.args == ("yingzi_sunce",)
    t.yes(0)
    assert len(t.hand(0)) == 3 and [e["skill"] for e in t.log("skill")] == ["hunshang", "yingzi_sunce"]
    t.end_play(0)
    t.cards(0, "杀 ♠7", "杀 ♠8")               # the hand limit: 1
    t.finish()
    assert [e["skill"] for e in t.log("acquire_skill")] == ["yingzi_sunce", "yinghun_sunce"]
    assert not t.p(0).has_skill("yingzi_sunce") and not t.p(0).has_skill("yinghun_sunce")
    assert [e["skill"] for e in t.log("lose_skill")] == ["yingzi_sunce", "yinghun_sunce"]
    assert [e["skill"] for e in t.log("skill")].count("hunshang") == 1      # (the turn's end is no use)


def test_hunshang_not_as_head_nor_above_one_hp():
    t = HegTable([{"generals": ["sunce", "taishici"], "hp": 1},
                  {"generals": ["liubei", "zhangfei"]}, {"generals": ["caoren", "dianwei"]}],
                 phase="start", top=["杀 ♠7", "杀 ♠8"], packs=MOM)
    t.end_play(0)
    t.cards(0, "杀 ♠7")
    t.finish()
    assert t.log("acquire_skill") == [] and t.log("skill") == []
    t = HegTable([{"generals": ["taishici", "sunce"], "hp": 2},
                  {"generals": ["liubei", "zhangfei"]}, {"generals": ["caoren", "dianwei"]}],
                 phase="start", top=["杀 ♠7", "杀 ♠8"], packs=MOM)
    t.end_play(0)
    t.finish()
    assert t.log("acquire_skill") == [] and len(t.hand(0)) == 2
