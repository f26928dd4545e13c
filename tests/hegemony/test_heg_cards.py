"""The 国战 tricks 以逸待劳, 知己知彼 and 远交近攻 (old rules)."""

from heg import HegTable

from sgs_desktop.engine.prompts import Prompt

WU = {"generals": ["sunquan", "huanggai"]}          # 制衡/苦肉: nothing triggers on its own
WEI = {"generals": ["zhangliao", "xuchu"]}          # 突袭/裸衣: draw phase only
WEI2 = {"generals": ["caocao", "simayi"]}
SHU = {"generals": ["liubei", "zhangfei"]}
SHU2 = {"generals": ["zhaoyun", "guanyu"]}
QUN = {"generals": ["lvbu", "diaochan"]}
CAREERIST = {"generals": ["guojia", "zhenji"], "careerist": True}
HIDDEN = [False, False]


def seat(base, **kw):
    return {**base, **kw}


def targets_of(t, s, key):
    """The legal targets the pending PlayRequest of seat s offers for the card `key` (None: not usable)."""
    req = t.expect(s, "play")
    found = [o for o in req.options if o.name == key and o.skill is None]
    if not found:
        return None
    return found[0].targets.seats if found[0].targets is not None else "auto"


def moves(t, reason):
    return [(e["cards"], e["src"], e["src_owner"], e["dst"], e["dst_owner"]) for e in t.log("move")
            if e["reason"] == reason]


# --------------------------------------------------------------------------- 以逸待劳


def test_await_exhausted_you_and_your_kingdom_draw_two_then_discard_two():
    """魏 seat 0: targets itself and 魏 seat 2 (a face-down 魏 pair has no kingdom: not a target);
    each draws 2, then discards 2 of all its cards (equipment too)."""
    t = HegTable([seat(WEI, hand=["以逸待劳 ♥J", "杀 ♠7"]), seat(SHU), seat(WEI2, equip=["赤兔 ♥5"]),
                  seat(CAREERIST, careerist=False, shown=HIDDEN), seat(QUN)],
                 top=["闪 ♥2", "闪 ♦2", "桃 ♥4", "闪 ♦3"])
    assert targets_of(t, 0, "await_exhausted") == "auto"
    t.play(0, "以逸待劳 ♥J")
    req = t.expect(0, "cards")
    assert req.prompt == Prompt("await_exhausted_discard") and (req.min, req.max) == (2, 2)
    assert set(req.cards) == set(t.ids("杀 ♠7", "闪 ♥2", "闪 ♦2"))
    t.cards(0, "杀 ♠7", "闪 ♥2")
    req = t.expect(2, "cards")
    assert set(req.cards) == set(t.ids("桃 ♥4", "闪 ♦3", "赤兔 ♥5"))
    t.cards(2, "赤兔 ♥5", "闪 ♦3")
    t.end_play(0)
    t.finish()
    assert [e["targets"] for e in t.log("use")] == [[0, 2]]
    assert moves(t, "await_exhausted") == [(t.ids("闪 ♥2", "闪 ♦2"), "draw", -1, "hand", 0),
                                          (t.ids("杀 ♠7", "闪 ♥2"), "hand", 0, "discard", -1),
                                          (t.ids("桃 ♥4", "闪 ♦3"), "draw", -1, "hand", 2),
                                          ([t.id("赤兔 ♥5")], "equip", 2, "discard", -1),
                                          ([t.id("闪 ♦3")], "hand", 2, "discard", -1)]
    assert t.hand(0) == {t.id("闪 ♦2")} and t.hand(2) == {t.id("桃 ♥4")} and not t.p(2).equips
    assert not t.p(1).hand and not t.p(3).hand and not t.p(4).hand


def test_await_exhausted_of_a_face_down_user_is_only_for_itself():
    """No shown general, no kingdom: only the user (魏 seat 2 is not of its kingdom); the user
    stays face down. Two cards after drawing: both are discarded without a question."""
    t = HegTable([seat(WEI, shown=HIDDEN, hand=["以逸待劳 ♦4"]), seat(SHU), seat(WEI2), seat(QUN)],
                 top=["闪 ♥2", "闪 ♦2"])
    t.play(0, "以逸待劳 ♦4")
    t.end_play(0)
    t.finish()
    assert [e["targets"] for e in t.log("use")] == [[0]]
    assert moves(t, "await_exhausted") == [(t.ids("闪 ♥2", "闪 ♦2"), "draw", -1, "hand", 0),
                                          (t.ids("闪 ♥2", "闪 ♦2"), "hand", 0, "discard", -1)]
    assert t.p(0).kingdom is None and t.log("show_general") == []
    assert not t.p(2).hand


def test_a_careerist_is_of_no_one_elses_kingdom_for_await_exhausted():
    """野心家 seat 0 (a 魏 pair): only itself. And 魏 seat 1's 以逸待劳 does not reach the 野心家."""
    t = HegTable([seat(CAREERIST, hand=["以逸待劳 ♦4"]), seat(WEI, hand=["以逸待劳 ♥J"]), seat(WEI2),
                  seat(SHU), seat(QUN)], top=["闪 ♥2", "闪 ♦2"])
    t.play(0, "以逸待劳 ♦4")
    t.end_play(0)
    t.finish()
    assert [e["targets"] for e in t.log("use")] == [[0]]
    assert t.hand(1) == {t.id("以逸待劳 ♥J")} and not t.p(2).hand
    t2 = HegTable([seat(CAREERIST), seat(WEI, hand=["以逸待劳 ♥J"]), seat(WEI2), seat(SHU), seat(QUN)],
                  current=1, top=["闪 ♥2", "闪 ♦2", "闪 ♦3", "闪 ♦6"])
    t2.play(1, "以逸待劳 ♥J")
    t2.end_play(1)
    t2.finish()
    assert [e["targets"] for e in t2.log("use")] == [[1, 2]]
    assert not t2.p(0).hand
    assert [(m[3], m[4]) for m in moves(t2, "await_exhausted")] == [("hand", 1), ("discard", -1),
                                                                     ("hand", 2), ("discard", -1)]


# --------------------------------------------------------------------------- 知己知彼


def test_known_both_looks_at_the_hand_privately():
    """Seat 0 looks at seat 1's hand: its view knows the cards; seat 2, seat 1 itself (the event)
    and spectators learn nothing about which cards."""
    t = HegTable([seat(SHU, hand=["知己知彼 ♣3"]), seat(WEI, shown=[True, False], hand=["闪 ♥2", "桃 ♥4"]),
                  seat(WU)])
    assert targets_of(t, 0, "known_both") == (1,)        # seat 2: no hand, both shown
    assert t.g.view(0).players[1].known_hand == []
    t.play(0, "知己知彼 ♣3", [1])
    req = t.expect(0, "option")
    assert req.options == ("hand", "deputy") and req.prompt == Prompt("known_both", (1,))
    t.choose(0, "hand")
    t.end_play(0)
    t.finish()
    looked = t.ids("闪 ♥2", "桃 ♥4")
    assert sorted(t.g.view(0).players[1].known_hand) == sorted(looked)
    for other in (2, None):
        assert t.g.view(other).players[1].known_hand == [], other
    assert [(e["seat"], e["target"], e["cards"]) for e in t.g.log_for(0) if e["kind"] == "look_hand"] == \
        [(0, 1, looked)]
    for other in (1, 2, None):
        evs = [e for e in t.g.log_for(other) if e["kind"] == "look_hand"]
        assert [(e["seat"], e["target"], e["cards"]) for e in evs] == [(0, 1, None)], other
    assert t.log("look_general") == [] and t.log("show") == []


def test_known_both_looks_at_a_face_down_general_privately():
    """Seat 0 looks at seat 1's face-down deputy: only seat 0's log names it; it stays face down."""
    t = HegTable([seat(SHU, hand=["知己知彼 ♣4"]), seat(WEI, shown=[True, False], hand=["闪 ♥2"]), seat(WU)])
    t.play(0, "知己知彼 ♣4", [1])
    t.choose(0, "deputy")
    t.end_play(0)
    t.finish()
    mine = [e for e in t.g.log_for(0) if e["kind"] == "look_general"]
    assert [(e["seat"], e["target"], e["slot"], e["general"]) for e in mine] == [(0, 1, "deputy", "xuchu")]
    for other in (1, 2, None):
        evs = [e for e in t.g.log_for(other) if e["kind"] == "look_general"]
        assert [(e["seat"], e["target"], e["slot"], e["general"]) for e in evs] == [(0, 1, "deputy", None)]
    for other in (0, 2, None):
        assert t.g.view(other).players[1].generals == ["zhangliao", None], other
    assert not t.p(1).generals[1].shown and t.log("show_general") == [] and t.log("look_hand") == []
    assert t.g.view(2).players[1].known_hand == [] and t.g.view(0).players[1].known_hand == []


def test_known_both_on_a_face_down_player_without_hand():
    """A player with no hand but face-down generals is a target; the user picks which general."""
    t = HegTable([seat(SHU, hand=["知己知彼 ♣3"]), seat(WEI, shown=HIDDEN), seat(WU)])
    assert targets_of(t, 0, "known_both") == (1,)
    t.play(0, "知己知彼 ♣3", [1])
    req = t.expect(0, "option")
    assert req.options == ("head", "deputy")
    t.choose(0, "head")
    t.end_play(0)
    t.finish()
    assert [(e["slot"], e["general"]) for e in t.g.log_for(0) if e["kind"] == "look_general"] == \
        [("head", "zhangliao")]
    assert [e["general"] for e in t.g.log_for(2) if e["kind"] == "look_general"] == [None]
    assert t.p(1).kingdom is None


def test_known_both_can_be_recast_even_without_a_target():
    """重铸: nobody is a legal target (no hand, all shown), but the card may be recast: it goes to the
    discard pile and its user draws one."""
    t = HegTable([seat(SHU, hand=["知己知彼 ♣4"]), seat(WEI), seat(WU)], top=["闪 ♥2"])
    assert targets_of(t, 0, "known_both") is None
    assert t.expect(0, "play").recast == (t.id("知己知彼 ♣4"),)
    t.recast(0, "知己知彼 ♣4")
    t.end_play(0)
    t.finish()
    assert [(e["seat"], e["card"]["key"]) for e in t.log("recast")] == [(0, "known_both")]
    assert moves(t, "recast") == [([t.id("知己知彼 ♣4")], "hand", 0, "discard", -1),
                                  ([t.id("闪 ♥2")], "draw", -1, "hand", 0)]
    assert t.log("use") == [] and t.hand(0) == {t.id("闪 ♥2")}


def test_nullified_known_both_shows_nothing():
    t = HegTable([seat(SHU, hand=["知己知彼 ♣3"]), seat(WEI, hand=["无懈可击 ♠J", "闪 ♥2"]), seat(WU)])
    t.play(0, "知己知彼 ♣3", [1])
    t.respond(1, "无懈可击 ♠J")
    t.end_play(0)
    t.finish()
    assert [(e["card"]["key"], e["target"]) for e in t.log("nullified")] == [("known_both", 1)]
    assert t.log("look_hand") == [] and t.g.view(0).players[1].known_hand == []


# --------------------------------------------------------------------------- 远交近攻


def test_befriend_attacking_target_draws_one_then_you_draw_three():
    t = HegTable([seat(SHU, hand=["远交近攻 ♥9"]), seat(WEI), seat(WU)],
                 top=["闪 ♥2", "闪 ♦2", "闪 ♦3", "闪 ♦6"])
    t.play(0, "远交近攻 ♥9", [1])
    t.end_play(0)
    t.finish()
    assert moves(t, "befriend_attacking") == [([t.id("闪 ♥2")], "draw", -1, "hand", 1),
                                              (t.ids("闪 ♦2", "闪 ♦3", "闪 ♦6"), "draw", -1, "hand", 0)]
    assert t.hand(1) == {t.id("闪 ♥2")} and len(t.p(0).hand) == 3


def test_befriend_attacking_needs_a_shown_player_of_another_kingdom():
    """蜀 seat 0: not 蜀 seat 2, not the face-down seat 3 (no kingdom), not itself."""
    t = HegTable([seat(SHU, hand=["远交近攻 ♥9"]), seat(WEI), seat(SHU2), seat(WU, shown=HIDDEN), seat(QUN)])
    assert targets_of(t, 0, "befriend_attacking") == (1, 4)
    t.end_play(0)
    t.finish()


def test_befriend_attacking_by_a_face_down_user_reaches_any_shown_player():
    """A user with no kingdom differs from everyone: even a 蜀 player (its own generals are 蜀)."""
    t = HegTable([seat(SHU, shown=HIDDEN, hand=["远交近攻 ♥9"]), seat(WEI), seat(SHU2), seat(WU, shown=HIDDEN),
                  seat(QUN)], top=["闪 ♥2", "闪 ♦2", "闪 ♦3", "闪 ♦6"])
    assert targets_of(t, 0, "befriend_attacking") == (1, 2, 4)
    t.play(0, "远交近攻 ♥9", [2])
    t.end_play(0)
    t.finish()
    assert t.hand(2) == {t.id("闪 ♥2")} and len(t.p(0).hand) == 3 and t.log("show_general") == []


def test_a_careerist_and_its_generals_kingdom_are_different_kingdoms():
    """野心家 seat 0 (魏 generals) may target 魏 players; a 魏 player may target the 野心家 but not
    another 魏."""
    players = [seat(CAREERIST, hand=["远交近攻 ♥9"]), seat(WEI), seat(WEI2), seat(SHU), seat(QUN, shown=HIDDEN)]
    t = HegTable(players)
    assert targets_of(t, 0, "befriend_attacking") == (1, 2, 3)
    t2 = HegTable([seat(CAREERIST), seat(WEI, hand=["远交近攻 ♥9"]), seat(WEI2), seat(SHU),
                   seat(QUN, shown=HIDDEN)], current=1, top=["闪 ♥2", "闪 ♦2", "闪 ♦3", "闪 ♦6"])
    assert targets_of(t2, 1, "befriend_attacking") == (3, 0)
    t2.play(1, "远交近攻 ♥9", [0])
    t2.end_play(1)
    t2.finish()
    assert t2.hand(0) == {t2.id("闪 ♥2")} and len(t2.p(1).hand) == 3
