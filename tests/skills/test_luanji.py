"""乱击: two hand cards of the same suit as 万箭齐发 (offered as one option per suit)."""

import pytest
from table import Table

from sgs_desktop.engine.errors import IllegalAnswer
from sgs_desktop.engine.protocol.answers import Use


def luanji_options(t, seat=0):
    return [o for o in t.expect(seat, "play").options if o.skill == "luanji"]


def test_two_spades_as_archery_attack():
    t = Table([{"role": "lord", "general": "yuanshao", "hand": ["杀 ♠7", "闪电 ♠A", "桃 ♥3", "闪 ♦2"]},
               {"role": "rebel", "hand": ["闪 ♦3"]},
               {"role": "rebel"}])
    (opt,) = luanji_options(t)
    assert opt.name == "archery_attack" and (opt.min_cards, opt.max_cards) == (2, 2) and opt.targets is None
    # ♥3 and ♦2 have no partner of their suit: not offered
    assert set(opt.cards) == {t.id("杀 ♠7"), t.id("闪电 ♠A")}
    t.play(0, skill="luanji", cards=["杀 ♠7", "闪电 ♠A"])
    t.respond(1, "闪 ♦3")
    t.end_play(0)
    t.finish()
    (use,) = t.log("use")
    assert use["card"]["key"] == "archery_attack" and use["card"]["skill"] == "luanji"
    assert sorted(use["card"]["subcards"]) == sorted(t.ids("杀 ♠7", "闪电 ♠A")) and use["card"]["color"] == "black"
    assert use["targets"] == [1, 2]
    assert t.damage_log() == [(0, 2, 1, None)]
    assert {t.id("杀 ♠7"), t.id("闪电 ♠A")} <= set(t.g.discard_pile)


def test_one_option_per_suit_and_mixed_suits_are_refused():
    t = Table([{"role": "lord", "general": "yuanshao", "hand": ["杀 ♠7", "杀 ♠8", "杀 ♣2", "杀 ♣3", "杀 ♣4"]},
               {"role": "rebel"}])
    opts = luanji_options(t)
    assert [set(o.cards) for o in opts] == [set(t.ids("杀 ♠7", "杀 ♠8")), set(t.ids("杀 ♣2", "杀 ♣3", "杀 ♣4"))]
    with pytest.raises(IllegalAnswer, match="choose the cards from one of"):
        t.g.answer(Use(skill="luanji", name="archery_attack", cards=t.ids("杀 ♠7", "杀 ♣2")))
    with pytest.raises(IllegalAnswer, match=r"choose 2\.\.2"):
        t.g.answer(Use(skill="luanji", name="archery_attack", cards=t.ids("杀 ♣2")))
    t.play(0, skill="luanji", cards=["杀 ♣2", "杀 ♣4"])
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, None)]
    assert t.hand(0) == set(t.ids("杀 ♠7", "杀 ♠8", "杀 ♣3"))


def test_not_offered_without_a_pair():
    t = Table([{"role": "lord", "general": "yuanshao", "hand": ["杀 ♠7", "杀 ♣2", "桃 ♥3", "闪 ♦2"]},
               {"role": "rebel"}])
    assert luanji_options(t) == []
    t.end_play(0)
    t.finish()


def test_used_twice_in_a_phase():
    t = Table([{"role": "lord", "general": "yuanshao", "hand": ["杀 ♠7", "杀 ♠8", "杀 ♣2", "杀 ♣3"]},
               {"role": "rebel", "hp": 3}])
    t.play(0, skill="luanji", cards=["杀 ♠7", "杀 ♠8"])
    t.play(0, skill="luanji", cards=["杀 ♣2", "杀 ♣3"])
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, None), (0, 1, 1, None)] and t.p(1).hp == 1


def test_a_black_pair_is_not_offered_when_only_weimu_is_left_to_hit():
    """国战 (arena 6p, seed 5247): with a shown 贾诩 (帷幕) the only other living player, a black pair
    would make a black 万箭齐发 with no legal target: only the red pair is offered, and it hits him."""
    from heg import HegTable

    t = HegTable([{"generals": ["yuanshao", "yanliangwenchou"], "careerist": True,
                   "hand": ["杀 ♠7", "杀 ♠8", "闪 ♥2", "桃 ♥4"]},
                  {"generals": ["jiaxu", "pangde"]},
                  {"generals": ["liubei", "guanyu"], "alive": False}])
    (opt,) = luanji_options(t)
    assert set(opt.cards) == set(t.ids("闪 ♥2", "桃 ♥4")) and opt.targets is None
    with pytest.raises(IllegalAnswer, match="may not be chosen"):
        t.g.answer(Use(skill="luanji", name="archery_attack", cards=t.ids("杀 ♠7", "杀 ♠8")))
    t.play(0, skill="luanji", cards=["闪 ♥2", "桃 ♥4"])
    assert t.damage_log() == [(0, 1, 1, None)]          # (no card to answer with: not asked)
    t.end_play(0)
    t.finish()


def test_a_black_pair_is_offered_while_another_target_is_left():
    from heg import HegTable

    t = HegTable([{"generals": ["yuanshao", "yanliangwenchou"], "hand": ["杀 ♠7", "杀 ♠8"]},
                  {"generals": ["jiaxu", "pangde"]},
                  {"generals": ["liubei", "guanyu"], "hand": ["闪 ♦2"]},
                  {"generals": ["zhangfei", "ganfuren"], "alive": False}])
    (opt,) = luanji_options(t)
    assert set(opt.cards) == set(t.ids("杀 ♠7", "杀 ♠8"))
    t.play(0, skill="luanji", cards=["杀 ♠7", "杀 ♠8"])
    t.respond(2, "闪 ♦2")
    t.end_play(0)
    t.finish()
    (use,) = t.log("use")[:1]
    assert use["targets"] == [2] and t.damage_log() == []
