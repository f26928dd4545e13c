"""无懈可击·国 (国战): cancels a trick for one target, or — chosen as it is used, when that target
has a kingdom — for it and every later target of that kingdom; a 无懈可击 of either kind against it
cancels all of that. Against another 无懈可击 there is no kingdom choice."""

from heg import HegTable

from sgs_desktop.engine.prompts import Prompt

WU = {"generals": ["sunquan", "huanggai"]}          # 制衡/苦肉: nothing triggers on its own
WEI = {"generals": ["zhangliao", "xuchu"]}          # 突袭/裸衣: draw phase only
WEI2 = {"generals": ["caocao", "simayi"]}
SHU = {"generals": ["liubei", "zhangfei"]}
QUN = {"generals": ["lvbu", "diaochan"]}


def seat(base, **kw):
    return {**base, **kw}


def window(t, s, key, user, target):
    req = t.expect(s, "respond")
    assert req.names == ("nullification",) and req.prompt == Prompt("nullify", (key, user, target)), req.to_json()
    return req


def scope(t, s, key, target, answer):
    req = t.expect(s, "option")
    assert req.options == ("one", "kingdom") and req.default_option == "one", req.to_json()
    assert req.prompt == Prompt("heg_nullify_scope", (key, target)), req.to_json()
    t.choose(s, answer)


def uses(t):
    return [(e["user"], e["card"]["key"]) for e in t.log("use")]


def nullified(t):
    return [(e["card"]["key"], e["target"]) for e in t.log("nullified")]


def test_kingdom_choice_spares_the_whole_kingdom_from_savage_assault():
    """魏 seat 1 nullifies 南蛮入侵 for 魏: seat 3 (魏, later) is spared without a window; 蜀 and 群
    are hit."""
    t = HegTable([seat(WU, hand=["南蛮入侵 ♠K"]), seat(WEI, hand=["无懈可击·国 ♣K"]), seat(SHU),
                  seat(WEI2), seat(QUN)])
    t.play(0, "南蛮入侵 ♠K")
    req = window(t, 1, "savage_assault", 0, 1)
    assert [o.name for o in req.options] == ["heg_nullification"]
    t.respond(1, "无懈可击·国 ♣K")
    scope(t, 1, "savage_assault", 1, "kingdom")
    # nobody holds another 无懈可击: seat 1 and seat 3 are spared; 2 and 4 take the damage
    t.end_play(0)
    t.finish()
    assert uses(t) == [(0, "savage_assault"), (1, "heg_nullification")]
    assert [(e["seat"], e["seats"]) for e in t.log("nullify_kingdom")] == [(1, [3])]
    assert nullified(t) == [("savage_assault", 1), ("savage_assault", 3)]
    assert t.damage_log() == [(0, 2, 1, None), (0, 4, 1, None)]
    assert [p.hp for p in t.g.players] == [4, 4, 3, 3, 3]
    assert t.id("无懈可击·国 ♣K") in t.g.discard_pile


def test_choosing_one_cancels_only_for_that_target():
    """The same 无懈可击·国 with "one": seat 3 (魏) gets its own window and must answer 南蛮入侵."""
    t = HegTable([seat(WU, hand=["南蛮入侵 ♠K"]), seat(WEI, hand=["无懈可击·国 ♣K"]), seat(SHU),
                  seat(WEI2, hand=["杀 ♠7"]), seat(QUN)])
    t.play(0, "南蛮入侵 ♠K")
    window(t, 1, "savage_assault", 0, 1)
    t.respond(1, "无懈可击·国 ♣K")
    scope(t, 1, "savage_assault", 1, "one")
    t.respond(3, "杀 ♠7")                           # seat 3 is not spared
    t.end_play(0)
    t.finish()
    assert t.log("nullify_kingdom") == []
    assert nullified(t) == [("savage_assault", 1)]
    assert [(e["seat"], e["card"]["key"]) for e in t.log("play")] == [(3, "slash")]
    assert t.damage_log() == [(0, 2, 1, None), (0, 4, 1, None)]


def test_a_nullification_against_it_cancels_the_kingdom_choice():
    """万箭齐发: seat 1's 无懈可击·国 for 魏 is cancelled by seat 2's 无懈可击; the arrows hit seat 1
    after all (nobody nullifies anew), and seat 3 (魏) must answer for itself."""
    t = HegTable([seat(WU, hand=["万箭齐发 ♥A"]), seat(WEI, hand=["无懈可击·国 ♦Q"]),
                  seat(SHU, hand=["无懈可击 ♠J"]), seat(WEI2, hand=["闪 ♥2"]), seat(QUN)])
    t.play(0, "万箭齐发 ♥A")
    window(t, 1, "archery_attack", 0, 1)
    t.respond(1, "无懈可击·国 ♦Q")
    scope(t, 1, "archery_attack", 1, "kingdom")
    window(t, 2, "heg_nullification", 1, -1)         # the race on seat 1's 无懈可击·国
    t.respond(2, "无懈可击 ♠J")
    # no one can answer seat 2's; seat 1's is cancelled; nobody holds one for target 1 any more
    t.respond(3, "闪 ♥2")                            # seat 3 was not spared: its own answer
    t.end_play(0)
    t.finish()
    assert uses(t) == [(0, "archery_attack"), (1, "heg_nullification"), (2, "nullification")]
    assert [(e["seat"], e["card"]["key"]) for e in t.log("play")] == [(3, "jink")]
    assert [e["seats"] for e in t.log("nullify_kingdom")] == [[3]]     # chosen, then cancelled
    assert nullified(t) == [("heg_nullification", None)]
    assert t.damage_log() == [(0, 1, 1, None), (0, 2, 1, None), (0, 4, 1, None)]


def test_countered_counter_lets_the_kingdom_choice_stand():
    """无懈可击·国 (kingdom) ← 无懈可击 ← 无懈可击·国: the first one stands, so 魏 is spared; the
    counter-counter (against a 无懈可击) asks no kingdom question."""
    t = HegTable([seat(WU, hand=["南蛮入侵 ♣7", "无懈可击·国 ♣K"]), seat(WEI, hand=["无懈可击·国 ♦Q"]),
                  seat(SHU, hand=["无懈可击 ♠J"]), seat(WEI2), seat(QUN)])
    t.play(0, "南蛮入侵 ♣7")
    window(t, 0, "savage_assault", 0, 1)
    t.respond(0)
    window(t, 1, "savage_assault", 0, 1)
    t.respond(1, "无懈可击·国 ♦Q")
    scope(t, 1, "savage_assault", 1, "kingdom")
    window(t, 0, "heg_nullification", 1, -1)
    t.respond(0)
    window(t, 2, "heg_nullification", 1, -1)
    t.respond(2, "无懈可击 ♠J")
    window(t, 0, "nullification", 2, -1)             # the race on seat 2's 无懈可击
    t.respond(0, "无懈可击·国 ♣K")                   # no scope question: it answers a 无懈可击
    # seat 0's stands, seat 2's is cancelled, seat 1's stands: 1 and 3 spared
    t.end_play(0)
    t.finish()
    assert [(e["seat"], e["seats"]) for e in t.log("nullify_kingdom")] == [(1, [3])]
    assert nullified(t) == [("nullification", None), ("savage_assault", 1), ("savage_assault", 3)]
    assert t.damage_log() == [(0, 2, 1, None), (0, 4, 1, None)]


def test_against_a_nullification_there_is_no_kingdom_choice():
    """过河拆桥 on seat 1; seat 1's 无懈可击 is answered by seat 0's 无懈可击·国: no question, the
    trick stands."""
    t = HegTable([seat(WU, hand=["过河拆桥 ♠3", "无懈可击·国 ♣K"]), seat(WEI, hand=["无懈可击 ♠J"], equip=["赤兔 ♥5"]),
                  seat(SHU)])
    t.play(0, "过河拆桥 ♠3", [1])
    window(t, 0, "dismantlement", 0, 1)
    t.respond(0)
    window(t, 1, "dismantlement", 0, 1)
    t.respond(1, "无懈可击 ♠J")
    window(t, 0, "nullification", 1, -1)
    t.respond(0, "无懈可击·国 ♣K")
    # seat 1's only card left is 赤兔: taken without a pick request
    t.end_play(0)
    t.finish()
    assert nullified(t) == [("nullification", None)]
    assert t.log("nullify_kingdom") == []
    assert [e["cards"] for e in t.log("move") if e["reason"] == "dismantlement"] == [[t.id("赤兔 ♥5")]]


def test_single_target_trick_asks_no_kingdom_question():
    """One target only (决斗): nothing later to spare, so no question."""
    t = HegTable([seat(WU, hand=["决斗 ♠A"]), seat(WEI, hand=["无懈可击·国 ♣K"]), seat(SHU)])
    t.play(0, "决斗 ♠A", [1])
    window(t, 1, "duel", 0, 1)
    t.respond(1, "无懈可击·国 ♣K")
    t.end_play(0)
    t.finish()
    assert nullified(t) == [("duel", 1)] and t.damage_log() == []
    assert t.log("nullify_kingdom") == []


def test_no_question_for_a_target_without_kingdom():
    """A face-down target has no kingdom: its 无懈可击·国 covers only itself (seat 3 is 魏 but
    is hit)."""
    t = HegTable([seat(WU, hand=["南蛮入侵 ♠K"]), seat(WEI, shown=[False, False], hand=["无懈可击·国 ♣K"]),
                  seat(SHU), seat(WEI2), seat(QUN)])
    t.play(0, "南蛮入侵 ♠K")
    window(t, 1, "savage_assault", 0, 1)
    t.respond(1, "无懈可击·国 ♣K")
    t.no(3)                                           # 奸雄 (曹操 takes the 南蛮入侵)? no
    t.end_play(0)
    t.finish()
    assert nullified(t) == [("savage_assault", 1)]
    assert t.damage_log() == [(0, 2, 1, None), (0, 3, 1, None), (0, 4, 1, None)]
    assert t.p(1).kingdom is None and not t.p(1).generals[0].shown


def test_a_careerist_target_is_a_kingdom_of_one():
    """野心家 seat 1 (a 魏 pair, but 魏 already holds half the table): no question, the real 魏
    players 2 and 3 are hit."""
    t = HegTable([seat(WU, hand=["南蛮入侵 ♠K"]),
                  {"generals": ["guojia", "zhenji"], "careerist": True, "hand": ["无懈可击·国 ♣K"]},
                  seat(WEI), seat(WEI2), seat(QUN)])
    t.play(0, "南蛮入侵 ♠K")
    window(t, 1, "savage_assault", 0, 1)
    t.respond(1, "无懈可击·国 ♣K")
    t.no(3)                                           # 奸雄? no
    t.end_play(0)
    t.finish()
    assert t.p(1).kingdom == "careerist"
    assert nullified(t) == [("savage_assault", 1)]
    assert t.damage_log() == [(0, 2, 1, None), (0, 3, 1, None), (0, 4, 1, None)]


def test_another_kingdoms_player_may_spare_a_kingdom_and_earlier_targets_are_not_touched():
    """群 seat 4 nullifies for 魏 seat 3 with the kingdom choice: 魏 seat 5 (later) is spared, 魏 seat 1
    (resolved before) was hit. The user of the 无懈可击·国 chooses, whatever its own kingdom."""
    t = HegTable([seat(WU, hand=["南蛮入侵 ♠K"]), seat(WEI), seat(SHU), seat(WEI2), seat(QUN, hand=["无懈可击·国 ♣K"]),
                  seat({"generals": ["caopi", "guojia"]})], current=0)
    t.play(0, "南蛮入侵 ♠K")
    window(t, 4, "savage_assault", 0, 1)
    t.respond(4)
    window(t, 4, "savage_assault", 0, 2)
    t.respond(4)
    window(t, 4, "savage_assault", 0, 3)
    t.respond(4, "无懈可击·国 ♣K")
    scope(t, 4, "savage_assault", 3, "kingdom")       # 魏 seat 5 comes later: spared
    t.end_play(0)
    t.finish()
    assert [e["seats"] for e in t.log("nullify_kingdom")] == [[5]]
    assert nullified(t) == [("savage_assault", 3), ("savage_assault", 5)]
    assert t.damage_log() == [(0, 1, 1, None), (0, 2, 1, None), (0, 4, 1, None)]


def test_enemy_cancels_await_exhausted_for_the_users_whole_kingdom():
    """以逸待劳 by 魏 seat 0 targets 0 and 2 (魏); 蜀 seat 1 nullifies it for seat 0 with the kingdom
    choice: nobody of 魏 draws or discards."""
    t = HegTable([seat(WEI, hand=["以逸待劳 ♥J", "杀 ♠7"]), seat(SHU, hand=["无懈可击·国 ♣K"]), seat(WEI2), seat(QUN)],
                 top=["闪 ♥2", "闪 ♦2", "闪 ♦3", "闪 ♦6"])
    t.play(0, "以逸待劳 ♥J")
    window(t, 1, "await_exhausted", 0, 0)
    t.respond(1, "无懈可击·国 ♣K")
    scope(t, 1, "await_exhausted", 0, "kingdom")
    t.end_play(0)
    t.finish()
    assert t.log("use")[0]["targets"] == [0, 2]
    assert nullified(t) == [("await_exhausted", 0), ("await_exhausted", 2)]
    assert [e for e in t.log("move") if e["reason"] in ("await_exhausted", "draw")] == []
    assert t.hand(0) == {t.id("杀 ♠7")} and not t.p(2).hand
