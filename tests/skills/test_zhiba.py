"""制霸 (主公技): every other Wu player may, once per play phase, 拼点 with the lord (helper skill
"zhiba_pindian"); if it does not win, the lord may take both cards. After 魂姿 the lord may refuse."""

from table import Table


def helper(t, seat):
    return next((o for o in t.expect(seat, "play").options if o.skill == "zhiba_pindian"), None)


def pindians(t):
    return [(e["source"], e["target"], e["source_card"]["id"], e["target_card"]["id"], e["source_wins"])
            for e in t.log("pindian")]


def skills(t):
    return [(e["seat"], e["skill"]) for e in t.log("skill")]


def duo(lord_hand, wu_hand, **kw):
    """孙策 (lord, seat 0) and 甘宁 (Wu, seat 1, whose play phase it is)."""
    return Table([{"role": "lord", "general": "sunce", "hand": lord_hand},
                  {"role": "rebel", "general": "ganning", "hand": wu_hand}], current=1, **kw)


def test_wu_player_loses_and_the_lord_takes_both():
    t = duo(["闪 ♦11"], ["杀 ♠7", "桃 ♥3"])
    opt = helper(t, 1)
    assert (opt.cards, opt.targets.seats) == ((), (0,))
    t.play(1, skill="zhiba_pindian", targets=[0])
    t.cards(1, "杀 ♠7")                         # the lord's only card is chosen without asking
    req = t.expect(0, "option")
    assert req.prompt.key == "zhiba_take" and req.prompt.args == (1,)
    t.yes(0)
    assert helper(t, 1) is None                  # once per play phase
    t.end_play(1)
    t.finish()
    assert pindians(t) == [(1, 0, t.id("杀 ♠7"), t.id("闪 ♦11"), False)]
    assert t.hand(0) == set(t.ids("杀 ♠7", "闪 ♦11")) and t.hand(1) == {t.id("桃 ♥3")}
    assert skills(t) == [(1, "zhiba_pindian"), (0, "zhiba")]
    assert [e["cards"] for e in t.log("move") if e["reason"] == "zhiba"] == [t.ids("杀 ♠7", "闪 ♦11")]


def test_lord_may_leave_the_cards():
    """A tie is not a win for the Wu player; the lord declines: both are discarded."""
    t = duo(["闪 ♦7"], ["杀 ♠7"])
    t.play(1, skill="zhiba_pindian", targets=[0])
    t.no(0)
    t.end_play(1)
    t.finish()
    assert pindians(t)[0][4] is False and t.hand(0) == set() and t.hand(1) == set()
    assert {t.id("闪 ♦7"), t.id("杀 ♠7")} <= set(t.g.discard_pile)
    assert skills(t) == [(1, "zhiba_pindian")]


def test_wu_player_wins_nothing_is_taken():
    t = duo(["闪 ♦11"], ["南蛮入侵 ♠13"])
    t.play(1, skill="zhiba_pindian", targets=[0])
    t.end_play(1)                               # no question to the lord
    t.finish()
    assert pindians(t) == [(1, 0, t.id("南蛮入侵 ♠13"), t.id("闪 ♦11"), True)]
    assert {t.id("闪 ♦11"), t.id("南蛮入侵 ♠13")} <= set(t.g.discard_pile) and skills(t) == [(1, "zhiba_pindian")]


def test_needs_hand_cards_on_both_sides():
    t = duo([], ["杀 ♠7"])
    assert helper(t, 1) is None
    t.end_play(1)
    t.finish()
    t = duo(["杀 ♠7"], [])
    assert helper(t, 1) is None
    t.end_play(1)
    t.finish()


def test_only_wu_players_and_only_with_a_lord_sunce():
    # a Shu player gets the helper (kingdoms may be unknown when the lord gets 制霸) but cannot use it
    t = Table([{"role": "lord", "general": "sunce", "hand": ["闪 ♦11"]},
               {"role": "rebel", "general": "liubei", "hand": ["杀 ♠7"]}], current=1)
    assert t.p(1).has_skill("zhiba_pindian") and helper(t, 1) is None
    t.end_play(1)
    t.finish()
    # 孙策 who is not the lord has no 制霸
    t = Table([{"role": "lord", "hand": ["闪 ♦11"]}, {"role": "loyalist", "general": "sunce", "hand": ["闪 ♦2"]},
               {"role": "rebel", "general": "ganning", "hand": ["杀 ♠7"]}], current=2)
    assert helper(t, 2) is None and not t.p(2).has_skill("zhiba_pindian")
    t.end_play(2)
    t.finish()


def woken():
    """孙策 wakes (魂姿) in his turn; then in 甘宁's turn 甘宁 asks for the 拼点."""
    t = Table([{"role": "lord", "general": "sunce", "hp": 1, "hand": ["闪 ♦11"]},
               {"role": "rebel", "general": "ganning", "hand": ["杀 ♠7"]}],
              phase="start", stop="game_over", round_limit=1,
              top=["桃 ♥3", "桃 ♥4", "闪 ♦2", "闪 ♦3"])
    t.no(0)                                     # 英魂
    t.no(0)                                     # 英姿
    t.end_play(0)
    t.cards(0, "桃 ♥3", "桃 ♥4")                 # 1 HP: keeps the 闪 ♦11
    t.play(1, skill="zhiba_pindian", targets=[0])
    req = t.expect(0, "option")
    assert req.prompt.key == "zhiba_accept" and req.options == ("yes", "no")
    return t


def test_after_waking_the_lord_may_refuse():
    t = woken()
    t.no(0)
    assert helper(t, 1) is None                  # the attempt used up this phase's chance
    t.end_play(1)
    t.finish("round_limit")
    assert pindians(t) == [] and t.hand(0) == {t.id("闪 ♦11")}
    assert t.hand(1) == set(t.ids("杀 ♠7", "闪 ♦2", "闪 ♦3"))
    assert [(e["seat"], e["to"]) for e in t.log("refuse")] == [(0, 1)]


def test_after_waking_the_lord_may_accept():
    t = woken()
    t.yes(0)
    t.cards(1, "杀 ♠7")
    t.yes(0)                                    # 7 < J: the lord takes both
    t.end_play(1)
    t.finish("round_limit")
    assert pindians(t) == [(1, 0, t.id("杀 ♠7"), t.id("闪 ♦11"), False)]
    assert t.hand(0) == set(t.ids("杀 ♠7", "闪 ♦11")) and t.log("refuse") == []


def test_helpers_go_when_the_last_zhiba_goes():
    """The player with 制霸 (given by the scenario, not as lord) dies: the helpers are removed."""
    t = Table([{"role": "lord", "general": "ganning", "hand": ["杀 ♠7"]},
               {"role": "rebel", "skills": ["zhiba"], "hp": 1, "hand": ["闪 ♦11"]},
               {"role": "renegade"}], top=["桃 ♥3", "桃 ♥4", "桃 ♥6"])
    assert t.p(0).has_skill("zhiba_pindian") and t.p(2).has_skill("zhiba_pindian")
    assert helper(t, 0).targets.seats == (1,)
    t.play(0, "杀 ♠7", [1])
    t.respond(1)                                 # keeps the 闪: dies
    t.end_play(0)                                # 3 cards drawn for the rebel, 4 HP
    t.finish()
    assert not t.p(1).alive
    assert not any(p.has_skill("zhiba_pindian") for p in t.g.players)
