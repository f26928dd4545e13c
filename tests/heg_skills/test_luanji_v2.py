"""乱击 (袁绍, new rules): two hand cards as 万箭齐发, not of a suit used for it this turn; a player
of his kingdom who plays a 闪 against it may draw one."""

import pytest
from heg_new_rules import NewRulesTable

from sgs_desktop.engine.errors import IllegalAnswer
from sgs_desktop.packs.generals import hegemony_generals


def table():
    return NewRulesTable([
        {"generals": ["yuanshao", "lvbu"], "hand": ["杀 ♠7", "闪 ♥2", "杀 ♣2", "闪 ♦2", "杀 ♠8"]},
        {"generals": ["kongrong", "mateng"], "hand": ["闪 ♦3"]},             # 群, as 袁绍
        {"generals": ["caocao", "dianwei"], "hand": ["闪 ♦6"]},
        {"generals": ["sunquan", "ganning"]}], top=["闪 ♦7"])


def luanji(t):
    (opt,) = [o for o in t.expect(0, "play").options if o.skill == "luanji_v2"]
    return set(opt.cards)


def test_yuanshao_has_the_new_luanji():
    assert hegemony_generals(rules="new")["yuanshao"].skills == ("luanji_v2",)


def test_any_two_cards_then_only_new_suits_and_an_ally_who_dodges_draws():
    t = table()
    assert luanji(t) == t.hand(0)           # two of different suits may go together
    t.play(0, skill="luanji_v2", cards=["杀 ♠7", "闪 ♥2"])
    t.respond(1, "闪 ♦3")
    req = t.expect(1, "option")
    assert req.prompt.key == "luanjiv2_draw" and req.prompt.args == (0,)
    t.yes(1)
    t.respond(2, "闪 ♦6")                   # not of his kingdom: no draw offered
    assert t.hand(1) == {t.id("闪 ♦7")} and t.p(3).hp == 3
    assert luanji(t) == set(t.ids("杀 ♣2", "闪 ♦2"))          # ♠ and ♥ are used up this turn
    with pytest.raises(IllegalAnswer):
        t.play(0, skill="luanji_v2", cards=["杀 ♠8", "杀 ♣2"])


def test_the_draw_may_be_declined():
    t = table()
    t.play(0, skill="luanji_v2", cards=["杀 ♠7", "闪 ♥2"])
    t.respond(1, "闪 ♦3")
    t.no(1)
    t.respond(2)
    assert t.hand(1) == set() and t.p(2).hp == 3


def test_a_colour_whose_pair_would_have_no_target_is_left_out():
    """帷幕 (贾诩, the only other living player) refuses a black 万箭齐发: the black cards are not offered."""
    t = NewRulesTable([
        {"generals": ["yuanshao", "diaochan"], "hand": ["杀 ♠7", "杀 ♣2", "闪 ♥2", "闪 ♦2"]},
        {"generals": ["kongrong", "mateng"], "alive": False},
        {"generals": ["jiaxu", "lvbu"], "careerist": True},           # the third 群 of four: a 野心家
        {"generals": ["sunquan", "ganning"], "alive": False}])
    assert luanji(t) == set(t.ids("闪 ♥2", "闪 ♦2"))
    t.play(0, skill="luanji_v2", cards=["闪 ♥2", "闪 ♦2"])
    assert t.p(2).hp == t.p(2).max_hp - 1
