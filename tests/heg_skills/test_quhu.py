"""驱虎 (荀彧): 拼点 with a player of more HP; win: it deals 1 damage to a player in its attack range
that you choose; otherwise it deals 1 damage to you."""

from heg import HegTable


def table(p0: dict, others=({}, {}, {})):
    base = [{"generals": ["xunyu", "xuchu"]}, {"generals": ["liubei", "zhangfei"]},
            {"generals": ["sunquan", "huanggai"]}, {"generals": ["lvbu", "huatuo"], "hp": 3}]
    base[0].update(p0)
    for b, extra in zip(base[1:], others, strict=True):
        b.update(extra)
    return HegTable(base)


def option(t, seat=0):
    return next((o for o in t.expect(seat, "play").options if o.skill == "quhu"), None)


def pindians(t):
    return [(e["source"], e["target"], e["source_wins"]) for e in t.log("pindian")]


def test_win_the_tiger_hurts_a_player_of_your_choice():
    t = table({"hand": ["杀 ♠11", "闪 ♥2"]}, ({"hand": ["闪 ♦3"]}, {"hand": ["闪 ♦2"]}, {"hand": ["桃 ♥4"]}))
    opt = option(t)
    assert opt.targets.seats == (1, 2)         # seat 3 has 3 HP, as many as 荀彧
    t.play(0, skill="quhu", targets=[1])
    req = t.expect(0, "cards")
    assert req.prompt.key == "pindian"
    t.cards(0, "杀 ♠11")                       # seat 1's only card goes without a question
    req = t.expect(0, "seats")
    assert req.prompt.key == "quhu_victim" and req.seats == (0, 2)   # in seat 1's range; 荀彧 too
    t.seats(0, 2)
    assert option(t) is None                   # once per play phase
    t.end_play(0)
    t.finish()
    assert pindians(t) == [(0, 1, True)] and t.damage_log() == [(1, 2, 1, None)]
    assert {t.id("杀 ♠11"), t.id("闪 ♦3")} <= set(t.g.discard_pile)


def test_lose_the_tiger_hurts_you():
    t = table({"hand": ["杀 ♠5"]}, ({"hand": ["闪 ♦7"]}, {}, {}))
    t.play(0, skill="quhu", targets=[1])
    t.no(0)                                    # 节命
    t.end_play(0)
    t.finish()
    assert pindians(t) == [(0, 1, False)] and t.damage_log() == [(1, 0, 1, None)] and t.p(0).hp == 2


def test_win_with_only_xunyu_in_range():
    t = HegTable([{"generals": ["xunyu", "xuchu"], "hand": ["杀 ♠11"]},
                  {"generals": ["liubei", "zhangfei"], "hand": ["闪 ♦3"]},
                  {"generals": ["sunquan", "huanggai"], "equip": ["绝影 ♠5"]}])
    # seat 1 (range 1) reaches seat 0 only: 荀彧 is the only choice, taken without a question
    t.play(0, skill="quhu", targets=[1])
    t.no(0)                                    # 节命
    t.end_play(0)
    t.finish()
    assert pindians(t) == [(0, 1, True)] and t.damage_log() == [(1, 0, 1, None)]


def test_win_with_no_one_in_range_nothing_happens():
    t = HegTable([{"generals": ["xunyu", "xuchu"], "hand": ["杀 ♠11"], "equip": ["绝影 ♠5"]},
                  {"generals": ["liubei", "zhangfei"], "hand": ["闪 ♦3"]},
                  {"generals": ["sunquan", "huanggai"], "equip": ["的卢 ♣5"]}])
    t.play(0, skill="quhu", targets=[1])
    t.end_play(0)
    t.finish()
    assert pindians(t) == [(0, 1, True)] and t.damage_log() == []


def test_needs_a_hand_card_and_a_player_with_more_hp():
    t = table({}, ({"hand": ["闪 ♦3"]}, {}, {}))
    assert option(t) is None                   # no hand card
    t.end_play(0)
    t.finish()
    t = table({"hand": ["杀 ♠11"]}, ({"hp": 3, "hand": ["闪 ♦3"]}, {"hp": 2, "hand": ["闪 ♦2"]}, {}))
    assert option(t) is None                   # nobody has more HP than 3
    t.end_play(0)
    t.finish()


def test_face_down_general_is_shown():
    t = table({"shown": [False, True], "hand": ["杀 ♠11"]}, ({"hand": ["闪 ♦3"]}, {}, {}))
    t.play(0, skill="quhu", targets=[1])
    assert t.expect(0, "option").prompt.key == "half_hp_draw"
    t.yes(0)                                   # both generals now shown: the half 阴阳鱼 draws 1
    t.cards(0, "杀 ♠11")
    t.seats(0, 2)
    t.end_play(0)
    t.finish()
    shows = [(e["seat"], e["slot"], e["general"], e["reason"]) for e in t.log("show_general")]
    assert shows == [(0, "head", "xunyu", "quhu")] and t.p(0).kingdom == "wei"
    assert t.damage_log() == [(1, 2, 1, None)]
