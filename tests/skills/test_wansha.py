"""完杀 (贾诩): 锁定技, in his turn no one but him may use 桃 — except a dying player, on itself."""

from table import Table


def saviors(t):
    return [(e["user"], e["targets"], e["card"]["key"]) for e in t.log("use")
            if e["card"]["key"] in ("peach", "analeptic")]


def skills(t):
    return [(e["seat"], e["skill"]) for e in t.log("skill")]


def test_only_he_is_asked_to_save_in_his_turn():
    t = Table([{"role": "lord", "general": "jiaxu", "hand": ["杀 ♠7", "桃 ♥3"]},
               {"role": "rebel", "hp": 1},
               {"role": "rebel", "hand": ["桃 ♥4"]},
               {"role": "renegade", "hand": ["桃 ♥6"]}],
              top=["闪 ♥2", "闪 ♦2", "闪 ♦3"])
    t.play(0, "杀 ♠7", targets=[1])
    req = t.expect(0, "respond")                 # seats 2 and 3 hold 桃 but are never asked
    assert req.prompt.key == "save" and req.prompt.args == (1, 1)
    t.respond(0)
    t.end_play(0)
    t.cards(0, "闪 ♥2")                          # the reward's three and his 桃: 4 cards, 3 HP
    t.finish()
    assert [e["seat"] for e in t.log("death")] == [1]
    assert skills(t) == [(0, "wansha")]
    assert t.hand(2) == {t.id("桃 ♥4")} and t.hand(3) == {t.id("桃 ♥6")}


def test_he_may_save_and_the_dying_may_save_itself():
    t = Table([{"role": "lord", "general": "jiaxu", "hand": ["杀 ♠7", "桃 ♥3"]},
               {"role": "rebel", "hp": 1, "hand": ["酒 ♠9"]},
               {"role": "rebel", "hand": ["桃 ♥4"]}])
    t.play(0, "杀 ♠7", targets=[1])
    t.respond(0)                                 # 贾诩 first (the current player): no
    req = t.expect(1, "respond")
    assert req.names == ("analeptic", "peach")
    t.respond(1, "酒 ♠9")                        # on itself
    t.end_play(0)
    t.finish()
    assert saviors(t) == [(1, [1], "analeptic")] and t.p(1).hp == 1
    t = Table([{"role": "lord", "general": "jiaxu", "hand": ["杀 ♠7", "桃 ♥3"]},
               {"role": "rebel", "hp": 1}, {"role": "rebel", "hand": ["桃 ♥4"]}])
    t.play(0, "杀 ♠7", targets=[1])
    t.respond(0, "桃 ♥3")                        # his own 桃 saves a rebel: allowed
    t.end_play(0)
    t.finish()
    assert saviors(t) == [(0, [1], "peach")] and t.p(1).alive


def test_he_dying_in_his_turn_only_he_may_save_himself():
    t = Table([{"role": "lord", "general": "jiaxu", "hp": 1, "hand": ["桃 ♥3"], "judge": ["闪电 ♠A"]},
               {"role": "loyalist", "hand": ["桃 ♥4"]}, {"role": "rebel"}],
              phase="judge", top=["杀 ♠7"])
    req = t.expect(0, "respond")                 # 3 thunder damage: 1 - 3 = -2, he needs three
    assert req.prompt.args == (0, 3)
    t.respond(0, "桃 ♥3")                        # his last card; the loyalist's 桃 is not asked for
    t.finish("lord_dead")
    assert skills(t) == [(0, "wansha")] and t.hand(1) == {t.id("桃 ♥4")}


def test_others_save_as_usual_outside_his_turn():
    t = Table([{"role": "lord", "hand": ["杀 ♠7"]},
               {"role": "rebel", "general": "jiaxu", "hand": ["桃 ♥4"]},
               {"role": "rebel", "hp": 1}], top=["闪 ♥2", "闪 ♦2", "闪 ♦3"])
    t.play(0, "杀 ♠7", targets=[2])
    t.respond(1, "桃 ♥4")                        # 贾诩 saves his fellow rebel in the lord's turn
    t.end_play(0)
    t.finish()
    assert saviors(t) == [(1, [2], "peach")] and t.log("skill") == []


def test_not_announced_with_nobody_else_to_pass_over():
    t = Table([{"role": "lord", "general": "jiaxu", "hand": ["杀 ♠7"]}, {"role": "rebel", "hp": 1}])
    t.play(0, "杀 ♠7", targets=[1])
    t.finish("rebels_dead")
    assert t.log("skill") == []
