"""国战's new rules (新版国战): the first showings give marks (先驱, 阴阳鱼, 珠联璧合) instead of draws,
and each mark is spent for its effect; the old rules keep their draws."""

import pytest
from heg import HegTable

from sgs_desktop.engine.errors import IllegalAnswer
from sgs_desktop.engine.protocol.answers import Use

HIDDEN = [False, False]
NEW = {"rules": "new"}


def _options(t, seat):
    return {o.skill or o.name for o in t.expect(seat, "play").options}


def test_the_first_show_gives_a_xianqu_mark_instead_of_the_draw():
    t = HegTable([{"generals": ["dianwei", "xunyu"], "shown": HIDDEN},
                  {"generals": ["sunquan", "ganning"], "shown": HIDDEN}], phase="start", **NEW)
    t.show(0, "head")                           # no "draw 2?" question: the mark comes instead
    assert t.p(0).marks == {"xianqu": 1}
    assert [(e["seat"], e["mark"], e["count"]) for e in t.log("mark_gained", seat=None)] == [(0, "xianqu", 1)]
    assert not t.log("first_show_reward")
    assert "xianqu" in _options(t, 0)
    t.end_play(0)
    t.finish()


def test_the_old_rules_still_ask_to_draw_two():
    t = HegTable([{"generals": ["dianwei", "xunyu"], "shown": HIDDEN},
                  {"generals": ["sunquan", "ganning"], "shown": HIDDEN}], phase="start")
    t.show(0, "head")
    assert t.expect(0, "option").prompt.key == "first_show_draw"
    t.no(0)
    assert t.p(0).marks == {} and not t.log("mark_gained")
    t.end_play(0)
    t.finish()


def test_xianqu_fills_the_hand_to_four_and_looks_at_a_face_down_general_only_you_see():
    t = HegTable([{"generals": ["dianwei", "xunyu"], "hand": ["杀 ♠7"], "marks": {"xianqu": 1}},
                  {"generals": ["sunquan", "ganning"], "shown": HIDDEN},
                  {"generals": ["lvbu", "diaochan"]}],
                 top=["闪 ♥2", "桃 ♥4", "杀 ♠8"], **NEW)
    req = t.expect(0, "play")
    opt = next(o for o in req.options if o.skill == "xianqu")
    assert opt.targets.seats == (1,)            # seat 2 has no face-down general
    t.play(0, skill="xianqu", targets=[1])
    req = t.expect(0, "option")
    assert req.prompt.key == "xianqu_look" and req.options == ("head", "deputy")
    t.choose(0, "deputy")
    assert len(t.hand(0)) == 4 and set(t.ids("闪 ♥2", "桃 ♥4", "杀 ♠8")) <= t.hand(0)
    assert t.p(0).marks == {} and "xianqu" not in {s.id for s in t.p(0).skills}
    mine = t.log("look_general", seat=0)
    assert [(e["target"], e["slot"], e["general"]) for e in mine] == [(1, "deputy", "ganning")]
    for other in (1, 2, None):
        assert [e["general"] for e in t.log("look_general", seat=other)] == [None]
    assert [(e["mark"], e["effect"], e["count"]) for e in t.log("mark_spent", seat=None)] == [
        ("xianqu", "fill_hand", 0)]
    assert "xianqu" not in _options(t, 0)       # spent: gone from the play options
    t.end_play(0)
    t.cards(0, "杀 ♠7")                          # 4 cards, 3 HP
    t.finish()


def test_xianqu_is_refused_without_the_mark_or_on_a_shown_player():
    t = HegTable([{"generals": ["dianwei", "xunyu"], "marks": {"xianqu": 1}},
                  {"generals": ["sunquan", "ganning"], "shown": HIDDEN},
                  {"generals": ["lvbu", "diaochan"]}], **NEW)
    t.expect(0, "play")
    with pytest.raises(IllegalAnswer):
        t.g.answer(Use(skill="xianqu", targets=(2,)))       # all shown: nothing to look at
    assert t.p(0).marks == {"xianqu": 1}
    t.end_play(0)
    t.finish()
    t2 = HegTable([{"generals": ["dianwei", "xunyu"]}, {"generals": ["sunquan", "ganning"], "shown": HIDDEN}],
                  **NEW)
    t2.expect(0, "play")
    with pytest.raises(IllegalAnswer):
        t2.g.answer(Use(skill="xianqu", targets=(1,)))
    assert len(t2.hand(0)) == 0


def test_a_spare_half_gives_yinyangyu_which_raises_the_hand_limit_this_turn():
    """荀彧 (3) + 典韦 (4) half 阴阳鱼: 3 HP and a half left over."""
    t = HegTable([{"generals": ["dianwei", "xunyu"], "shown": [True, False],
                   "hand": ["杀 ♠7", "杀 ♠8", "闪 ♥2", "闪 ♦7", "桃 ♥4"]},
                  {"generals": ["sunquan", "ganning"]}], phase="start", **NEW)
    assert t.p(0).max_hp == 3
    t.show(0, "deputy")
    assert t.p(0).marks == {"yinyangyu": 1} and not t.log("half_hp_reward")
    t.play(0, skill="yinyangyu")
    req = t.expect(0, "option")
    assert req.prompt.key == "yinyangyu" and req.options == ("draw1", "limit2")
    t.choose(0, "limit2")
    assert t.p(0).marks == {}
    t.end_play(0)
    # 7 cards (5 + the draw phase's 2), limit 3 + 2: discard 2
    req = t.expect(0, "cards")
    assert (req.min, req.max) == (2, 2)
    t.cards(0, "杀 ♠7", "杀 ♠8")
    t.finish()
    assert [e["effect"] for e in t.log("mark_spent")] == ["limit2"]


def test_yinyangyu_may_draw_one_instead_and_refuses_another_choice():
    t = HegTable([{"generals": ["dianwei", "xunyu"], "marks": {"yinyangyu": 1}},
                  {"generals": ["sunquan", "ganning"]}], top=["闪 ♥2"], **NEW)
    t.play(0, skill="yinyangyu")
    t.expect(0, "option")
    with pytest.raises(IllegalAnswer):
        t.choose(0, "draw2")
    assert t.p(0).marks == {"yinyangyu": 1}
    t.choose(0, "draw1")
    assert t.hand(0) == {t.id("闪 ♥2")} and t.p(0).marks == {}
    t.end_play(0)
    t.finish()


def test_a_companion_pair_gets_zhulianbihe_instead_of_the_choice():
    """吕布 + 貂蝉 are 珠联璧合."""
    t = HegTable([{"generals": ["lvbu", "diaochan"], "shown": HIDDEN, "hp": 3},
                  {"generals": ["sunquan", "ganning"]}], phase="start", **NEW)
    t.show(0, "both")
    assert t.p(0).marks == {"zhulianbihe": 1} and t.p(0).hp == 3    # no 回复, no question
    assert not t.log("companions")
    t.play(0, skill="zhulianbihe_draw")
    assert len(t.hand(0)) == 4 and t.p(0).marks == {}
    assert not {"zhulianbihe", "zhulianbihe_draw"} & _options(t, 0)
    t.end_play(0)
    t.answer(0, "cards", {"type": "cards", "cards": [min(t.hand(0))]})
    t.no(0)                                     # 闭月 at the end phase: not now
    t.finish()


def test_zhulianbihe_saves_its_holder_as_a_peach():
    t = HegTable([{"generals": ["dianwei", "xunyu"], "hand": ["杀 ♠7"]},
                  {"generals": ["lvbu", "diaochan"], "hp": 1, "marks": {"zhulianbihe": 1}}], **NEW)
    t.play(0, "杀 ♠7", targets=[1])
    req = t.expect(1, "respond")
    assert req.names == ("analeptic", "peach") and [o.skill for o in req.options] == ["zhulianbihe"]
    t.respond(1, skill="zhulianbihe")
    assert t.p(1).hp == 1 and t.p(1).alive and t.p(1).marks == {}
    assert [e["effect"] for e in t.log("mark_spent")] == ["peach"]
    use = t.log("use")[-1]
    assert use["card"]["key"] == "peach" and use["card"]["skill"] == "zhulianbihe"
    t.end_play(0)
    t.finish()


def test_zhulianbihe_as_a_peach_in_play_only_when_wounded():
    t = HegTable([{"generals": ["lvbu", "diaochan"], "marks": {"zhulianbihe": 1}},
                  {"generals": ["sunquan", "ganning"]}], **NEW)
    req = t.expect(0, "play")
    assert [o.name for o in req.options if o.skill == "zhulianbihe"] == []      # not wounded
    with pytest.raises(IllegalAnswer):
        t.g.answer(Use(skill="zhulianbihe", name="peach"))
    assert t.p(0).marks == {"zhulianbihe": 1}
    t.end_play(0)
    t.no(0)                                     # 闭月
    t.finish()
    t2 = HegTable([{"generals": ["lvbu", "diaochan"], "hp": 2, "marks": {"zhulianbihe": 1}},
                   {"generals": ["sunquan", "ganning"]}], **NEW)
    t2.play(0, skill="zhulianbihe", name="peach")
    assert t2.p(0).hp == 3 and t2.p(0).marks == {}
    t2.end_play(0)
    t2.no(0)
    t2.finish()


def test_the_views_and_the_game_start_name_the_profile():
    t = HegTable([{"generals": ["dianwei", "xunyu"], "marks": {"xianqu": 1}},
                  {"generals": ["sunquan", "ganning"]}], **NEW)
    assert t.g.view(1).rules == "new" and t.g.view(1).players[0].marks == {"xianqu": 1}
    assert t.log("game_start", seat=1)[0]["rules"] == "new"
    old = HegTable([{"generals": ["dianwei", "xunyu"]}, {"generals": ["sunquan", "ganning"]}])
    assert old.g.view(0).rules == "old" and old.log("game_start")[0]["rules"] == "old"
