"""Targeted scenarios for the basic AI: it helps its side and never its enemies."""

from aitable import AITable

from sgs_desktop.engine.protocol.answers import End, Pass, Use


def test_loyalist_saves_the_dying_lord_with_a_peach():
    t = AITable([{"role": "lord", "hp": 1}, {"role": "rebel", "hand": ["杀 ♠7"]},
                 {"role": "loyalist", "hand": ["桃 ♥3"]}, {"role": "renegade"}],
                current=1, ai_seats=(2,))
    t.play(1, "杀 ♠7", [0])
    answer = t.ai_answer(2, "respond")            # the lord is dying: the loyalist is asked for 桃
    assert answer == Use(card=t.id("桃 ♥3"))
    t.end_play(1)
    t.finish()
    assert t.p(0).alive and t.p(0).hp == 1


def test_rebel_does_not_save_the_lord():
    t = AITable([{"role": "lord", "hp": 1}, {"role": "rebel", "hand": ["杀 ♠7"]},
                 {"role": "rebel", "hand": ["桃 ♥3"]}, {"role": "loyalist"}],
                current=1, ai_seats=(2,))
    t.play(1, "杀 ♠7", [0])
    assert t.ai_answer(2, "respond") == Pass()
    t.finish("lord_dead")


def test_loyalist_never_slashes_the_lord():
    """Only the lord is in reach: the loyalist keeps its 杀 and ends the phase."""
    t = AITable([{"role": "lord"}, {"role": "loyalist", "hand": ["杀 ♠7", "杀 ♠8"]}, {"role": "rebel"},
                 {"role": "rebel"}, {"role": "renegade"}, {"role": "rebel"}, {"role": "loyalist"}],
                current=1, ai_seats=(1,))
    req = t.expect(1, "play")
    assert any(o.targets and 0 in o.targets.seats for o in req.options)
    answer = t.ai_answer(1, "play")
    assert not (isinstance(answer, Use) and 0 in answer.targets)
    while t.pending is not None and t.pending.seat == 1 and t.pending.kind == "play":
        answer = t.ai_answer(1, "play")
        assert not (isinstance(answer, Use) and 0 in answer.targets)
    assert all(0 not in e["targets"] for e in t.log("use") if e["user"] == 1)


def test_rebel_slashes_the_lord():
    t = AITable([{"role": "lord"}, {"role": "rebel", "hand": ["杀 ♠7"]}, {"role": "loyalist"},
                 {"role": "renegade"}, {"role": "rebel"}], current=1, ai_seats=(1,))
    assert t.ai_answer(1, "play") == Use(card=t.id("杀 ♠7"), targets=(0,))


def test_loyalist_nullifies_indulgence_on_its_lord():
    """乐不思蜀 on the lord is judged: the loyalist answers with 无懈可击."""
    t = AITable([{"role": "lord", "judge": ["乐不思蜀 ♠6"]}, {"role": "rebel"},
                 {"role": "loyalist", "hand": ["无懈可击 ♠J"]}, {"role": "renegade"}],
                phase="judge", top=["杀 ♣2", "闪 ♥2", "闪 ♦2"], ai_seats=(2,))
    answer = t.ai_answer(2, "respond")
    assert answer == Use(card=t.id("无懈可击 ♠J"))
    assert t.log("nullified")[0]["card"]["key"] == "indulgence"
    t.expect(0, "play")                  # the lord still gets its play phase


def test_rebel_lets_indulgence_on_the_lord_stand():
    t = AITable([{"role": "lord", "judge": ["乐不思蜀 ♠6"]}, {"role": "rebel", "hand": ["无懈可击 ♠J"]},
                 {"role": "loyalist"}, {"role": "renegade"}],
                phase="judge", top=["杀 ♣2", "闪 ♥2", "闪 ♦2"], ai_seats=(1,))
    assert t.ai_answer(1, "respond") == Pass()


def test_no_peach_wasted_at_full_hp():
    """At full HP with a 桃 and nothing else worth doing, the AI ends its phase holding the 桃;
    and it does not spend it on an enemy who is dying."""
    t = AITable([{"role": "lord", "hand": ["桃 ♥3"]}, {"role": "rebel", "hp": 1},
                 {"role": "loyalist"}, {"role": "rebel"}], ai_seats=(0,))
    assert t.ai_answer(0, "play") == End()
    assert t.id("桃 ♥3") in t.hand(0)


def test_dodges_an_enemy_slash():
    t = AITable([{"role": "lord", "hand": ["杀 ♠7"]}, {"role": "rebel", "hand": ["闪 ♥2"]},
                 {"role": "loyalist"}, {"role": "renegade"}], ai_seats=(1,))
    t.play(0, "杀 ♠7", [1])
    assert t.ai_answer(1, "respond") == Use(card=t.id("闪 ♥2"))


def test_discards_the_least_useful_cards():
    t = AITable([{"role": "lord", "hp": 1, "hand": ["桃 ♥3", "闪电 ♠A", "铁索连环 ♣K", "无懈可击 ♠J"]},
                 {"role": "rebel"}], phase="discard", ai_seats=(0,))
    answer = t.ai_answer(0, "cards")             # HP 1: three of the four go, the 桃 stays
    assert set(answer.cards) == {t.id("闪电 ♠A"), t.id("铁索连环 ♣K"), t.id("无懈可击 ♠J")}
    assert t.hand(0) == {t.id("桃 ♥3")}


def test_the_ai_seat_reads_its_typed_events_a_slash_at_the_lord_marks_a_rebel():
    """AITable feeds the seat what the seat runner does (typed events, the kinds it observes):
    the loyalist AI saw seat 1 slash the lord, so it holds seat 1 for a rebel (a JSON dict would
    have been read as nothing and left the score at 0)."""
    t = AITable([{"role": "lord", "hand": ["闪 ♥2"]}, {"role": "rebel", "hand": ["杀 ♠7"]},
                 {"role": "loyalist", "hand": ["桃 ♥3"]}, {"role": "renegade"}],
                current=1, ai_seats=(0, 2))
    t.play(1, "杀 ♠7", [0])
    assert t.ai_answer(0, "respond") == Use(card=t.id("闪 ♥2"))
    beliefs = t.ai[0].beliefs
    assert beliefs.rebel_score.get(1, 0.0) > 0 and beliefs.rebel_score.get(2, 0.0) == 0
    assert t.ai[2].beliefs.rebel_score == {}          # (seat 2 has not been asked yet: it has read nothing)


def test_the_lord_left_with_one_other_attacks_it_whoever_it_seemed():
    """The lord and one other left, the game going on: that one is no 忠臣 (by elimination), though
    it never acted; with three or more left an unknown seat is still given the benefit of the doubt."""
    t = AITable([{"role": "lord", "hand": ["杀 ♠7"]}, {"role": "renegade"},
                 {"role": "rebel", "alive": False, "hp": 0}, {"role": "loyalist", "alive": False, "hp": 0}],
                ai_seats=(0,))
    assert t.ai_answer(0, "play") == Use(card=t.id("杀 ♠7"), targets=(1,))
    t2 = AITable([{"role": "lord", "hand": ["杀 ♠7"]}, {"role": "renegade"}, {"role": "loyalist"},
                  {"role": "rebel", "alive": False, "hp": 0}], ai_seats=(0,))
    assert t2.ai_answer(0, "play") == End()
