"""Cards shared with the identity deck, where 国战 plays differently: 无懈可击·国 on 五谷丰登,
桃园结义 and 铁索连环; 铁索连环's 重铸; face-down players are of no kingdom."""

from heg import HegTable

from sgs_desktop.engine.prompts import Prompt

WU = {"generals": ["sunquan", "huanggai"]}          # 制衡/苦肉: nothing triggers on its own
WEI = {"generals": ["zhangliao", "xuchu"]}          # 突袭/裸衣: draw phase only
WEI2 = {"generals": ["caocao", "simayi"]}
SHU = {"generals": ["liubei", "zhangfei"]}
QUN = {"generals": ["lvbu", "diaochan"]}


def seat(base, **kw):
    return {**base, **kw}


def nullified(t):
    return [(e["card"]["key"], e["target"]) for e in t.log("nullified")]


def moves(t, reason):
    return [(e["cards"], e["dst"], e["dst_owner"]) for e in t.log("move") if e["reason"] == reason]


def scope(t, s, key, target, answer):
    req = t.expect(s, "option")
    assert req.options == ("one", "kingdom") and req.prompt == Prompt("heg_nullify_scope", (key, target))
    t.choose(s, answer)


def test_iron_chain_can_be_recast():
    t = HegTable([seat(WU, hand=["铁索连环 ♠Q"]), seat(WEI), seat(SHU)], top=["闪 ♥2"])
    assert t.expect(0, "play").recast == (t.id("铁索连环 ♠Q"),)
    t.recast(0, "铁索连环 ♠Q")
    t.end_play(0)
    t.finish()
    assert [(e["seat"], e["card"]["key"]) for e in t.log("recast")] == [(0, "iron_chain")]
    assert moves(t, "recast") == [([t.id("铁索连环 ♠Q")], "discard", -1), ([t.id("闪 ♥2")], "hand", 0)]
    assert t.log("use") == [] and not any(p.chained for p in t.g.players)


def test_iron_chain_on_two_players_of_one_kingdom_nullified_for_both():
    """铁索连环 on 魏 seats 1 and 3: seat 1's 无懈可击·国 for 魏 keeps both unchained."""
    t = HegTable([seat(WU, hand=["铁索连环 ♣Q"]), seat(WEI, hand=["无懈可击·国 ♦Q"]), seat(SHU), seat(WEI2),
                  seat(QUN)])
    t.play(0, "铁索连环 ♣Q", [3, 1])
    t.respond(1, "无懈可击·国 ♦Q")
    scope(t, 1, "iron_chain", 1, "kingdom")
    t.end_play(0)
    t.finish()
    assert t.log("use")[0]["targets"] == [1, 3]
    assert nullified(t) == [("iron_chain", 1), ("iron_chain", 3)]
    assert t.log("chain") == [] and not any(p.chained for p in t.g.players)


def test_iron_chain_nullified_for_one_chains_the_other():
    t = HegTable([seat(WU, hand=["铁索连环 ♣Q"]), seat(WEI, hand=["无懈可击·国 ♦Q"]), seat(SHU), seat(WEI2),
                  seat(QUN)])
    t.play(0, "铁索连环 ♣Q", [1, 3])
    t.respond(1, "无懈可击·国 ♦Q")
    scope(t, 1, "iron_chain", 1, "one")
    t.end_play(0)
    t.finish()
    assert nullified(t) == [("iron_chain", 1)]
    assert [(e["seat"], e["chained"]) for e in t.log("chain")] == [(3, True)]


def test_amazing_grace_spared_kingdom_takes_no_card():
    """五谷丰登 (5 cards shown): 蜀 seat 2 nullifies it for 魏 seat 1 with the kingdom choice; 魏
    seat 3 takes no card either; the two cards nobody took are discarded."""
    t = HegTable([seat(WU, hand=["五谷丰登 ♥3"]), seat(WEI), seat(SHU, hand=["无懈可击·国 ♦Q"]), seat(WEI2),
                  seat(QUN)], top=["桃 ♥4", "闪 ♥2", "杀 ♠7", "杀 ♠8", "闪 ♦2"])
    t.play(0, "五谷丰登 ♥3")
    t.respond(2)                                      # the user's own share: no
    t.cards(0, "桃 ♥4")
    t.respond(2, "无懈可击·国 ♦Q")                    # seat 1's share
    scope(t, 2, "amazing_grace", 1, "kingdom")
    t.cards(2, "杀 ♠7")                               # seat 2 picks (no 无懈可击 left anywhere)
    # seat 3 (魏) spared: no window, no pick; seat 4 picks
    t.cards(4, "闪 ♥2")
    t.end_play(0)
    t.finish()
    assert nullified(t) == [("amazing_grace", 1), ("amazing_grace", 3)]
    assert t.hand(0) == {t.id("桃 ♥4")} and t.hand(2) == {t.id("杀 ♠7")} and t.hand(4) == {t.id("闪 ♥2")}
    assert not t.p(1).hand and not t.p(3).hand
    assert moves(t, "amazing_grace_left") == [(t.ids("杀 ♠8", "闪 ♦2"), "discard", -1)]


def test_god_salvation_nullified_for_a_whole_kingdom():
    """桃园结义: 蜀 seat 2 nullifies it for 魏 seat 1 with the kingdom choice: neither 魏 player
    recovers; seat 2 and seat 4 do."""
    t = HegTable([seat(WU, hand=["桃园结义 ♥A"]), seat(WEI, hp=2), seat(SHU, hp=2, hand=["无懈可击·国 ♣K"]),
                  seat(WEI2, hp=1), seat(QUN, hp=3)])
    t.play(0, "桃园结义 ♥A")
    t.respond(2, "无懈可击·国 ♣K")                    # seat 0 is at full HP: the first window is seat 1's
    scope(t, 2, "god_salvation", 1, "kingdom")
    t.end_play(0)
    t.finish()
    assert nullified(t) == [("god_salvation", 1), ("god_salvation", 3)]
    assert [(e["target"], e["amount"]) for e in t.log("recover")] == [(2, 1), (4, 1)]
    assert [p.hp for p in t.g.players] == [4, 2, 3, 1, 4]


def test_a_face_down_later_target_is_not_of_the_kingdom():
    """南蛮入侵: 魏 seat 1's 无懈可击·国 — the only later 魏 pair (seat 3) is face down, of no
    kingdom: nothing to spare, no question; seat 3 is hit."""
    t = HegTable([seat(WU, hand=["南蛮入侵 ♠K"]), seat(WEI, hand=["无懈可击·国 ♣K"]), seat(SHU),
                  seat(WEI2, shown=[False, False]), seat(QUN)])
    t.play(0, "南蛮入侵 ♠K")
    t.respond(1, "无懈可击·国 ♣K")
    t.no(3)                                           # 奸雄 of the face-down 曹操? no: stays face down
    t.end_play(0)
    t.finish()
    assert nullified(t) == [("savage_assault", 1)]
    assert t.damage_log() == [(0, 2, 1, None), (0, 3, 1, None), (0, 4, 1, None)]
    assert t.log("show_general") == [] and t.p(3).kingdom is None


def test_a_delayed_trick_has_one_target_no_kingdom_question():
    """乐不思蜀 judged on 吴 seat 0: 吴 seat 2's 无懈可击·国 cancels it, no question (one target); seat 0
    draws and plays as usual."""
    t = HegTable([seat(WU, judge=["乐不思蜀 ♣6"]), seat(WEI), seat({"generals": ["zhouyu", "lvmeng"]},
                                                                   hand=["无懈可击·国 ♣K"]), seat(SHU)],
                 phase="judge", top=["闪 ♥2", "闪 ♦2"])
    req = t.expect(2, "respond")
    assert req.prompt == Prompt("nullify", ("indulgence", 0, 0))
    t.respond(2, "无懈可击·国 ♣K")
    t.end_play(0)
    t.finish()
    assert nullified(t) == [("indulgence", 0)] and t.log("judge") == []
    assert t.hand(0) == set(t.ids("闪 ♥2", "闪 ♦2"))
    assert t.id("乐不思蜀 ♣6") in t.g.discard_pile
