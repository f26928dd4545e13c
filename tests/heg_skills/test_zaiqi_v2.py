"""再起 (new rules, 孟获): at the end of the discard phase up to X players of his kingdom (X = red
cards put into the discard pile this turn) each choose: he recovers 1 HP, or they draw a card."""

import pytest
from heg import HegTable

from sgs_desktop.engine.errors import IllegalAnswer


def table(hand, **kw):
    return HegTable([{"generals": ["menghuo", "pangtong"], "hp": 1, "hand": hand},
                     {"generals": ["liubei", "guanyu"]}, {"generals": ["sunquan", "huanggai"]},
                     {"generals": ["lvbu", "huatuo"]}], phase="discard", top=["闪 ♦3"], rules="new", **kw)


def test_two_red_cards_two_players_of_his_kingdom():
    t = table(["桃 ♥4", "闪 ♦2", "杀 ♠5", "杀 ♣2"])
    t.cards(0, "桃 ♥4", "闪 ♦2", "杀 ♠5")          # the discard phase: two of them red
    req = t.expect(0, "seats")
    assert req.prompt.key == "zaiqi_v2_targets" and req.prompt.args == (2,)
    assert req.seats == (0, 1) and (req.min, req.max) == (0, 2)
    t.seats(0, 1, 0)
    req = t.expect(0, "option")
    assert req.prompt.key == "zaiqi_v2_choice" and req.options == ("let_recover", "draw")
    t.choose(0, "let_recover")
    req = t.expect(1, "option")
    assert req.options == ("let_recover", "draw") and req.prompt.args == (0,)
    t.choose(1, "draw")
    t.finish()
    assert t.p(0).hp == 2 and t.hand(1) == {t.id("闪 ♦3")}


def test_black_cards_only_or_nobody_chosen():
    t = table(["杀 ♠5", "杀 ♣2"])
    t.cards(0, "杀 ♠5")
    t.finish()
    assert t.log("skill") == []
    t = table(["桃 ♥4", "闪 ♦2", "杀 ♠5"])
    t.cards(0, "桃 ♥4", "闪 ♦2")
    with pytest.raises(IllegalAnswer):
        t.seats(0, 2)                              # another kingdom
    t.seats(0)
    t.finish()
    assert t.log("skill") == [] and t.p(0).hp == 1


def test_a_face_down_menghuo_chooses_among_the_kingdom_he_would_have():
    t = HegTable([{"generals": ["menghuo", "pangtong"], "hp": 1, "shown": [False, False],
                   "hand": ["桃 ♥4", "杀 ♠5"]},
                  {"generals": ["liubei", "guanyu"]}, {"generals": ["sunquan", "huanggai"]},
                  {"generals": ["lvbu", "huatuo"]}], phase="discard", top=["闪 ♦3"], rules="new")
    t.cards(0, "桃 ♥4")
    req = t.expect(0, "seats")
    assert req.seats == (0, 1)                 # 蜀, as 孟获 would be once shown
    t.seats(0, 0)
    t.choose(0, "let_recover")
    t.finish()
    shows = [(e["seat"], e["slot"], e["reason"]) for e in t.log("show_general")]
    assert shows == [(0, "head", "zaiqi_v2")] and t.p(0).hp == 2
