"""仁德 (国战): give hand cards away in the play phase; the third card given in a phase heals 1 (once)."""

from heg import HegTable

LIUBEI = ["liubei", "guanyu"]
WEI = ["zhangliao", "xuchu"]
WU = ["sunquan", "lvmeng"]
QUIET = ["sunquan", "ganning"]     # no trigger of theirs asks anything here


def gives(t, seat=-1) -> list[tuple]:
    return [(e["src_owner"], e["dst_owner"], e["cards"], e["count"]) for e in t.log("move", seat=seat)
            if e["reason"] == "rende"]


def test_three_cards_in_two_gifts_recover_once():
    t = HegTable([{"generals": LIUBEI, "hp": 2, "hand": ["杀 ♠5", "闪 ♥2", "桃 ♥4", "决斗 ♠A"]},
                  {"generals": WEI}, {"generals": WU}])
    req = t.expect(0, "play")
    (opt,) = [o for o in req.options if o.skill == "rende"]
    assert (opt.name, opt.min_cards, opt.max_cards, opt.targets.seats) == ("", 1, 4, (1, 2))
    t.play(0, skill="rende", cards=["杀 ♠5", "闪 ♥2"], targets=[2])
    assert t.p(0).hp == 2 and t.log("recover") == []          # two given: the identity heal, not here
    t.play(0, skill="rende", cards=["决斗 ♠A"], targets=[1])   # the third: heal 1
    assert t.p(0).hp == 3
    t.play(0, skill="rende", cards=["桃 ♥4"], targets=[1])     # more gifts: no second heal
    assert t.p(0).hp == 3
    assert [o for o in t.expect(0, "play").options if o.skill == "rende"] == []   # no hand card left
    t.end_play(0)
    t.finish()
    assert t.hand(2) == set(t.ids("杀 ♠5", "闪 ♥2")) and t.hand(1) == set(t.ids("决斗 ♠A", "桃 ♥4"))
    assert [(e["target"], e["amount"], e["source"]) for e in t.log("recover")] == [(0, 1, 0)]
    assert [e["seat"] for e in t.log("skill") if e["skill"] == "rende"] == [0, 0, 0]
    # a gift is seen by both sides only
    assert gives(t, seat=1)[0] == (0, 2, None, 2) and gives(t, seat=2)[0] == (0, 2, t.ids("杀 ♠5", "闪 ♥2"), 2)


def test_three_at_once_heals():
    t = HegTable([{"generals": LIUBEI, "hp": 1, "hand": ["杀 ♠5", "闪 ♥2", "决斗 ♠A"]}, {"generals": WEI}])
    t.play(0, skill="rende", cards=["杀 ♠5", "闪 ♥2", "决斗 ♠A"], targets=[1])
    assert t.p(0).hp == 2
    t.end_play(0)
    t.finish()
    assert len(t.log("recover")) == 1 and len(t.hand(1)) == 3


def test_two_cards_do_not_heal():
    t = HegTable([{"generals": LIUBEI, "hp": 2, "hand": ["杀 ♠5", "闪 ♥2", "桃 ♥4"]}, {"generals": WEI}])
    t.play(0, skill="rende", cards=["杀 ♠5"], targets=[1])
    t.play(0, skill="rende", cards=["闪 ♥2"], targets=[1])
    t.end_play(0)
    t.finish()
    assert t.log("recover") == [] and t.p(0).hp == 2 and t.hand(0) == {t.id("桃 ♥4")}


def test_the_count_starts_again_each_play_phase():
    """Two cards this turn, one in the next turn's play phase: never three in one phase."""
    t = HegTable([{"generals": LIUBEI, "hp": 2, "hand": ["杀 ♠5", "闪 ♥2"]}, {"generals": QUIET}],
                 top=["杀 ♠7", "桃 ♥4", "决斗 ♠A", "闪 ♦2", "杀 ♣2", "杀 ♣3"], stop="game_over", round_limit=2)
    t.play(0, skill="rende", cards=["杀 ♠5", "闪 ♥2"], targets=[1])
    t.end_play(0)
    t.end_play(1)          # 孙权 draws 杀 ♠7 and 桃 ♥4
    # 刘备's second turn: it draws 决斗 and 闪
    t.play(0, skill="rende", cards=["决斗 ♠A"], targets=[1])
    t.end_play(0)
    t.end_play(1)          # 孙权 draws two more: 7 cards, 4 HP
    t.cards(1, "杀 ♠5", "闪 ♥2", "决斗 ♠A")
    t.finish("round_limit")
    assert t.log("recover") == [] and t.p(0).hp == 2
    assert [g[2] for g in gives(t)] == [t.ids("杀 ♠5", "闪 ♥2"), [t.id("决斗 ♠A")]]


def test_a_face_down_liubei_shows_when_giving():
    t = HegTable([{"generals": LIUBEI, "shown": [False, True], "hp": 2, "hand": ["杀 ♠5", "闪 ♥2", "决斗 ♠A"]},
                  {"generals": WEI}])
    assert "rende" in t.p(0).hidden_skills
    t.play(0, skill="rende", cards=["杀 ♠5", "闪 ♥2", "决斗 ♠A"], targets=[1])
    # both generals shown for the first time: 刘备+关羽 are 珠联璧合, and 9 half 阴阳鱼 leave one over
    t.choose(0, "none")
    t.no(0)
    t.end_play(0)
    t.finish()
    shown = t.log("show_general")
    assert [(e["seat"], e["slot"], e["reason"]) for e in shown] == [(0, "head", "rende")]
    assert t.p(0).generals[0].shown and t.p(0).kingdom == "shu" and t.p(0).hp == 3
