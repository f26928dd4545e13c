"""不屈 lost (周泰, 风; docs/rulings.md): losing 不屈 — 断肠, 化身 turning up another skill — sends the
创 to the discard pile; at HP ≤ 0 the player is dying at once (桃 asked for round the table, no
killer) and dies unless saved to HP 1 or more. At HP 1 or more nothing else happens."""

from table import Table

DUELS = ["决斗 ♠A", "决斗 ♣A"]


def table(*, hp=1, hand=(), saviours=(False, False, False), top=(), **kw) -> Table:
    """周泰 (seat 0, a rebel, his turn) and 蔡文姬 (seat 1, a loyalist at 1 HP); seat 2 the lord, with
    two 杀 to answer 决斗; seats 2–4 hold a 桃 where `saviours` says."""
    peach = ["桃 ♥3", "桃 ♥4", "桃 ♥6"]
    others = [{"role": "lord", "hand": ["杀 ♣5", "杀 ♣6"] + ([peach[0]] if saviours[0] else [])},
              {"role": "rebel", "hand": [peach[1]] if saviours[1] else []},
              {"role": "renegade", "hand": [peach[2]] if saviours[2] else []}]
    return Table([{"role": "rebel", "general": "zhoutai", "hp": hp, "max_hp": 4, "hand": list(hand)},
                  {"role": "loyalist", "general": "caiwenji", "hp": 1}, *others], current=0, top=list(top), **kw)


def wounded_by_duel(t: Table, duel: str) -> None:
    """周泰 duels the lord, loses, and 不屈 keeps him alive with one more 创."""
    t.play(0, duel, [2])
    t.respond(2, "杀 ♣5" if duel == DUELS[0] else "杀 ♣6")
    t.respond(0)                            # (he keeps his 杀 for 蔡文姬)
    t.yes(0)                                # 不屈


def pile(t: Table, seat: int = 0) -> list[int]:
    return list(t.p(seat).piles.get("buqu", []))


def test_duanchang_on_zhoutai_below_zero_he_is_dying_nobody_saves_and_he_dies_with_no_killer():
    t = table(hand=[*DUELS, "杀 ♠7"], saviours=(True, True, True), top=["闪 ♦2", "闪 ♦9"])
    wounded_by_duel(t, DUELS[0])
    wounded_by_duel(t, DUELS[1])
    assert t.p(0).hp == -1 and t.p(0).alive and not t.p(0).dying and pile(t) == t.ids("闪 ♦2", "闪 ♦9")
    t.play(0, "杀 ♠7", [1])
    # 蔡文姬 dies (nobody else saves her: each is asked in turn), 断肠 takes 不屈
    for seat in (2, 3, 4):
        assert t.expect(seat, "respond").prompt.args == (1, 1)
        t.respond(seat)
    assert not t.p(1).alive and not t.p(0).has_skill("buqu")
    # the 创 are gone and he is dying: 桃 asked for round the table from him (he has none), 2 of them
    assert pile(t) == [] and set(t.ids("闪 ♦2", "闪 ♦9")) <= set(t.g.discard_pile)
    assert t.p(0).dying
    for seat in (2, 3, 4):
        req = t.expect(seat, "respond")
        assert req.prompt.key == "save" and req.prompt.args == (0, 2)
        t.respond(seat)
    t.finish()
    assert not t.p(0).alive
    deaths = [(e["seat"], e["killer"]) for e in t.log("death")]
    assert deaths == [(1, 0), (0, None)]            # 周泰 died with no killer
    (lost,) = [m for m in t.log("move") if m["reason"] == "buqu" and m["dst"] == "discard"]
    assert lost["cards"] == t.ids("闪 ♦2", "闪 ♦9")
    # the order: 断肠 takes 不屈, he is dying, the 创 go (before anyone is asked for 桃), he dies
    kinds = [e["kind"] for e in t.log() if e["kind"] in ("lose_skill", "move", "dying", "death")]
    i = kinds.index("lose_skill")
    assert kinds[i:i + 4] == ["lose_skill", "dying", "move", "death"]
    assert [e["hp"] for e in t.log("dying") if e["seat"] == 0] == [0, -1, -1]    # (two duels, then this)
    # no reward for anybody: nobody drew 3 (a rebel died with no killer)
    assert not t.log("reward") and not t.log("penalty")
    assert (t.hand(2), t.hand(3), t.hand(4)) == ({t.id("桃 ♥3")}, {t.id("桃 ♥4")}, {t.id("桃 ♥6")})


def test_a_peach_saves_him_to_one_hp_and_he_lives_on_without_buqu():
    t = table(hand=[DUELS[0], "杀 ♠7"], saviours=(True, True, True), top=["闪 ♦2"])
    wounded_by_duel(t, DUELS[0])
    assert t.p(0).hp == 0 and pile(t) == [t.id("闪 ♦2")]
    t.play(0, "杀 ♠7", [1])
    t.passes(2, 3, 4)                       # nobody saves 蔡文姬
    req = t.expect(2, "respond")            # 周泰 is dying, 1 桃 needed: the lord first, then seat 3
    assert req.prompt.key == "save" and req.prompt.args == (0, 1)
    t.respond(2)
    t.respond(3, "桃 ♥4")
    t.end_play(0)                           # seat 4 is not asked: he is at 1 HP
    t.finish()
    p = t.p(0)
    assert p.alive and p.hp == 1 and not p.dying and pile(t) == [] and not p.has_skill("buqu")
    assert t.id("闪 ♦2") in t.g.discard_pile and t.hand(4) == {t.id("桃 ♥6")}
    assert [e["seat"] for e in t.log("death")] == [1]


def test_at_two_hp_with_no_wound_losing_buqu_changes_nothing_else():
    t = table(hp=2, hand=["杀 ♠7"])
    t.play(0, "杀 ♠7", [1])
    t.end_play(0)
    t.finish()
    p = t.p(0)
    assert p.alive and p.hp == 2 and not p.has_skill("buqu") and pile(t) == []
    assert [e["skill"] for e in t.log("lose_skill")] == ["buqu"]
    assert [e["seat"] for e in t.log("dying")] == [1] and not [m for m in t.log("move") if m["reason"] == "buqu"]
    assert t.g.aftermath == []


def test_at_one_hp_the_wounds_left_go_to_the_discard_pile_and_nothing_more():
    """(A table that sets 创 on a 周泰 at 1 HP: they go, he is not dying.)"""
    t = Table([{"role": "rebel", "general": "zhoutai", "hp": 1, "hand": ["杀 ♠7"], "piles": {"buqu": ["闪 ♦2"]}},
               {"role": "loyalist", "general": "caiwenji", "hp": 1}, {"role": "lord"}, {"role": "rebel"},
               {"role": "renegade"}], current=0)
    t.play(0, "杀 ♠7", [1])
    t.end_play(0)
    t.finish()
    p = t.p(0)
    assert p.alive and p.hp == 1 and pile(t) == [] and t.id("闪 ♦2") in t.g.discard_pile
    assert [e["seat"] for e in t.log("dying")] == [1]
    (m,) = [m for m in t.log("move") if m["reason"] == "buqu"]
    assert (m["src"], m["dst"], m["cards"]) == ("pile", "discard", [t.id("闪 ♦2")])


def zuoci_table(monkeypatch) -> Table:
    """左慈 (seat 0, a rebel at 1 HP, his turn) whose two 化身牌 are 周泰 and 马超 (the pool narrowed
    to them: which two a seed deals is not the point here)."""
    from sgs_desktop.packs.generals import identity_generals
    from sgs_desktop.packs.skills.qun import huashen

    pool = {gid: identity_generals()[gid] for gid in ("zhoutai", "machao")}
    monkeypatch.setattr(huashen, "classic_identity_generals", lambda: pool)
    t = Table([{"role": "rebel", "general": "zuoci", "hp": 1, "max_hp": 3, "hand": [DUELS[0]]},
               {"role": "lord", "general": "caocao", "hand": ["杀 ♣5"]}, {"role": "loyalist", "hand": ["桃 ♥3"]},
               {"role": "rebel"}, {"role": "renegade"}], current=0, top=["闪 ♦2"])
    assert set(t.expect(0, "option").options) == {"zhoutai", "machao"}
    t.choose(0, "zhoutai")                  # 不屈 is 周泰's one skill: declared without a question
    assert t.p(0).has_skill("buqu")
    t.play(0, DUELS[0], [1])
    t.respond(1, "杀 ♣5")
    t.yes(0)                                # 不屈 at 0 HP: one 创
    t.no(0)                                 # (新生: no more 化身牌)
    assert t.p(0).hp == 0 and pile(t) == [t.id("闪 ♦2")] and not t.p(0).dying
    t.end_play(0)
    assert t.expect(0, "option").prompt.args == ("huashen",)     # after his turn: 化身 anew?
    return t


def test_zuoci_turning_up_another_huashen_card_loses_buqu_and_is_dying(monkeypatch):
    t = zuoci_table(monkeypatch)
    t.yes(0)
    t.choose(0, "machao")
    t.choose(0, "tieji")
    assert not t.p(0).has_skill("buqu") and t.p(0).has_skill("tieji")
    req = t.expect(2, "respond")            # dying with its 创 gone: the loyalist is asked (and declines)
    assert req.prompt.key == "save" and req.prompt.args == (0, 1) and pile(t) == [] and t.p(0).dying
    t.respond(2)
    t.finish()
    assert not t.p(0).alive and [(e["seat"], e["killer"]) for e in t.log("death")] == [(0, None)]
    assert t.id("闪 ♦2") in t.g.discard_pile


def test_zuoci_keeping_the_same_card_and_skill_keeps_buqu(monkeypatch):
    t = zuoci_table(monkeypatch)
    t.yes(0)
    t.choose(0, "zhoutai")
    t.finish()
    assert t.p(0).alive and t.p(0).hp == 0 and t.p(0).has_skill("buqu") and pile(t) == [t.id("闪 ♦2")]
    assert not t.log("lose_skill")
