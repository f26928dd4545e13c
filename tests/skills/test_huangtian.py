"""黄天 (lord skill): every other 群 player may, once per its play phase, give the lord a 闪 or
闪电 from its hand (the helper skill huangtian_give)."""

import pytest
from table import Table

from sgs_desktop.engine.errors import IllegalAnswer
from sgs_desktop.engine.protocol.answers import Use


def give_option(t, seat):
    opts = [o for o in t.expect(seat, "play").options if o.skill == "huangtian_give"]
    return opts[0] if opts else None


def test_qun_player_gives_a_jink_to_the_lord():
    t = Table([{"role": "lord", "general": "zhangjiao"},
               {"role": "loyalist", "general": "lvbu", "hand": ["闪 ♦2", "闪电 ♠A", "杀 ♠7"]},
               {"role": "rebel"}], current=1)
    opt = give_option(t, 1)
    assert set(opt.cards) == {t.id("闪 ♦2"), t.id("闪电 ♠A")} and (opt.min_cards, opt.max_cards) == (1, 1)
    assert opt.targets.seats == (0,)
    with pytest.raises(IllegalAnswer, match="may not be chosen"):
        t.g.answer(Use(skill="huangtian_give", cards=(t.id("杀 ♠7"),), targets=(0,)))
    t.play(1, skill="huangtian_give", cards=["闪 ♦2"], targets=[0])
    assert give_option(t, 1) is None            # once per play phase
    t.end_play(1)
    t.finish()
    assert t.hand(0) == {t.id("闪 ♦2")} and t.hand(1) == {t.id("闪电 ♠A"), t.id("杀 ♠7")}
    assert [(e["seat"], e["skill"]) for e in t.log("skill")] == [(1, "huangtian_give")]
    # the gift is shown to everyone (seat 2 sees which card it is), then handed over
    (show,) = t.log("show", seat=2)
    assert (show["seat"], show["cards"]) == (1, [t.id("闪 ♦2")])
    (move,) = [m for m in t.log("move", seat=2) if m["reason"] == "huangtian"]
    assert (move["src_owner"], move["dst_owner"], move["count"]) == (1, 0, 1)
    order = [e["kind"] for e in t.log() if e["kind"] in ("skill", "show") or e.get("reason") == "huangtian"]
    assert order == ["skill", "show", "move"]


def test_lightning_can_be_given():
    t = Table([{"role": "lord", "general": "zhangjiao"},
               {"role": "rebel", "general": "diaochan", "hand": ["闪电 ♠A"]}], current=1)
    t.play(1, skill="huangtian_give", cards=["闪电 ♠A"], targets=[0])
    t.end_play(1)
    t.no(1)                                      # 闭月
    t.finish()
    assert t.hand(0) == {t.id("闪电 ♠A")}


def test_only_qun_players_and_only_for_a_lord():
    # a player of no kingdom (blank general) gets no option
    t = Table([{"role": "lord", "general": "zhangjiao"},
               {"role": "rebel", "hand": ["闪 ♦2"]}], current=1)
    assert give_option(t, 1) is None
    t.end_play(1)
    t.finish()
    # 张角 who is not the lord has no 黄天
    t2 = Table([{"role": "lord"},
                {"role": "rebel", "general": "zhangjiao"},
                {"role": "rebel", "general": "lvbu", "hand": ["闪 ♦2"]}], current=2)
    assert give_option(t2, 2) is None
    assert not t2.p(1).has_skill("huangtian") and not t2.p(2).has_skill("huangtian_give")
    t2.end_play(2)
    t2.finish()


def test_the_lord_himself_has_no_helper_and_it_goes_when_he_dies():
    t = Table([{"role": "lord", "general": "zhangjiao", "hp": 1, "hand": ["闪 ♦2"]},
               {"role": "rebel", "general": "lvbu", "hand": ["杀 ♠7", "闪 ♦3"]},
               {"role": "rebel", "general": "huatuo"}], current=1)
    assert give_option(t, 1) is not None
    assert not t.p(0).has_skill("huangtian_give") and t.p(2).has_skill("huangtian_give")
    t.play(1, "杀 ♠7", [0])
    t.respond(0, "闪 ♦2")
    t.no(0)                 # 雷击
    # 无双: one 闪 is not enough; the lord dies (nobody holds a 桃; 华佗 has no red card)
    t.finish("lord_dead")
    assert not t.p(0).alive
    assert not t.p(1).has_skill("huangtian_give") and not t.p(2).has_skill("huangtian_give")
