"""The 困难 AI's look ahead at a skill's own question (前瞻: `Skill.lookahead`): invoke or not.

- The declarations are read: the skills that declare one (神速, 巧变, 放权, 再起, 裸衣, 突袭, 好施,
  双雄, 据守) and the prompt each names; a declaration that cannot say its phase is refused.
- A declared question in the seat's own turn is searched: its worlds start at the beginning of the
  phase that asks it and ask the same question; the candidates are its two answers (the 普通 one
  first), and the answer is one of them, legal.
- A strict position: 神速 whose only 杀 target is the seat's own lord at 1 HP (the 普通 advice
  always invokes it) — 困难 looks ahead and does not.
- Honest: tables that differ only in what the seat cannot see give the same worlds and the same answer.
"""

from __future__ import annotations

import pytest
from table import Table

from sgs_desktop.ai.hard import HardAgent
from sgs_desktop.ai.hard.agent import _searched
from sgs_desktop.ai.hard.knowledge import PublicRoles, SeatKnowledge
from sgs_desktop.ai.hard.preludes import _lookaheads, lookahead_of, phase_question
from sgs_desktop.ai.hard.sampler import sample, snapshot
from sgs_desktop.ai.hard.search import SearchSettings, search
from sgs_desktop.ai.normal import NormalAgent
from sgs_desktop.engine.game import Game
from sgs_desktop.engine.position import start
from sgs_desktop.engine.prompts import PromptSpec
from sgs_desktop.engine.protocol.answers import Cards, Choose
from sgs_desktop.engine.rng import Rng
from sgs_desktop.engine.skills.skill import Lookahead
from sgs_desktop.engine.timings import PHASES
from sgs_desktop.modes.scenario_file import parse_scenario
from sgs_desktop.packs.deck import deck_rows
from sgs_desktop.packs.skills import skill

#: skill → (the prompt key of its question, its phase; None: the phase its prompt names)
DECLARED = {"shensu": [("invoke", "judge"), ("shensu_equip", "play")], "qiaobian": [("qiaobian_skip", None)],
            "fangquan": [("invoke", "play")], "zaiqi": [("invoke", "draw")], "luoyi": [("invoke", "draw")],
            "tuxi": [("invoke", "draw")], "haoshi": [("invoke", "draw")], "shuangxiong": [("invoke", "draw")],
            "jushou": [("invoke", "finish")], "yinghun": [("yinghun_target", "start")]}


def _inputs(g: Game, seat: int):
    """What `seat` knows: its view, its reading of its own stream, its beliefs (the 普通 AI's)."""
    events = g.log.visible(seat)
    knowledge = SeatKnowledge()
    knowledge.observe(events)
    agent = NormalAgent(3)
    agent.observe(events)
    public = PublicRoles()
    public.observe(events)
    view = g.view(seat)
    agent.beliefs.meet(view)
    public.meet(view)
    return view, knowledge, agent.beliefs, public


def _hard(seed: int, g: Game, seat: int, worlds: int = 3) -> HardAgent:
    agent = HardAgent(seed, 60_000)
    agent.settings.max_worlds = worlds          # (a count, not a clock: the same on any machine)
    agent.observe(g.log.visible(seat))
    return agent


# ------------------------------------------------------------------ the declarations


def test_the_declarations_are_read():
    table = _lookaheads(False)
    found: dict[str, list[tuple[str, str | None]]] = {}
    for (_key, _sid), (sid, look) in table.items():
        found.setdefault(sid, []).append((look.key, look.phase))
    assert {k: sorted(v, key=str) for k, v in found.items()} == {k: sorted(v, key=str) for k, v in DECLARED.items()}
    for sid, looks in DECLARED.items():
        sk = skill(sid)
        assert [(lk.key, lk.phase) for lk in sk.lookahead] == looks
        for look in sk.lookahead:
            assert look.prompt is not None or sk.invoke is not None      # (its "invoke?" is declared)
            assert look.prompt is None or look.prompt.module == type(sk).__module__     # (a prompt of its own)
            assert look.phase in PHASES or any(a.name == "phase" for a in look.prompt.args)
    # 国战 reads the skills its games hold (双雄 serves both modes)
    assert "shuangxiong" in {sid for sid, _look in _lookaheads(True).values()}


def test_a_lookahead_that_cannot_say_its_phase_is_refused():
    with pytest.raises(ValueError, match="lunch"):
        Lookahead("lunch")
    with pytest.raises(TypeError, match="phase"):
        Lookahead()
    with pytest.raises(TypeError, match="phase"):
        Lookahead(prompt=PromptSpec("test_lookahead_no_phase", ai=Choose("yes")))       # type: ignore[arg-type]


def test_an_undeclared_invoke_is_not_searched():
    """洛神 (always worth it: a black card is a card) declares none: the 普通 answer, no search."""
    t = Table([{"role": "lord", "general": "zhenji"}, {"role": "rebel"}, {"role": "loyalist"}],
              phase="start", top=["闪 ♥2"])
    req = t.expect(0, "option")
    assert req.prompt.args == ("luoshen",) and _searched(req, t.g.view(0)) is None
    agent = _hard(1, t.g, 0)
    assert agent.answer(req, t.g.view(0)) == Choose("yes") and agent.searches == []


# ------------------------------------------------------------------ searched questions

#: (the table, the asked seat, the request's kind, the prompt's args, the phase its worlds start at)
CASES = {
    "shensu": ([{"role": "lord", "general": "caocao"}, {"role": "rebel", "general": "xiahouyuan", "hand": ["杀 ♠7"]},
                {"role": "loyalist"}, {"role": "rebel"}, {"role": "renegade"}],
               dict(phase="judge", current=1), 1, "option", ("shensu",), "judge"),
    "shensu_equip": ([{"role": "lord", "general": "caocao"},
                      {"role": "rebel", "general": "xiahouyuan", "hand": ["赤兔 ♥5", "杀 ♠7"]},
                      {"role": "loyalist"}, {"role": "rebel"}, {"role": "renegade"}],
                     dict(phase="play", current=1), 1, "cards", (), "play"),
    "qiaobian": ([{"role": "lord", "general": "zhanghe", "hand": ["闪 ♥2", "杀 ♠7", "桃 ♥3"]},
                  {"role": "rebel", "hand": ["杀 ♠8"]}, {"role": "loyalist"}, {"role": "rebel", "hand": ["闪 ♦2"]},
                  {"role": "renegade"}], dict(phase="draw"), 0, "cards", ("draw",), "draw"),
    "fangquan": ([{"role": "lord", "general": "liushan", "hand": ["杀 ♠7"]}, {"role": "rebel"},
                  {"role": "loyalist"}, {"role": "rebel"}, {"role": "renegade"}],
                 dict(phase="play"), 0, "option", ("fangquan",), "play"),
    "luoyi": ([{"role": "lord", "general": "caocao"}, {"role": "rebel", "general": "xuchu", "hand": ["杀 ♠7"]},
               {"role": "loyalist"}, {"role": "rebel"}, {"role": "renegade"}],
              dict(phase="draw", current=1), 1, "option", ("luoyi",), "draw"),
    "tuxi": ([{"role": "lord", "general": "caocao", "hand": ["闪 ♥2"]}, {"role": "loyalist", "general": "zhangliao"},
              {"role": "rebel", "hand": ["杀 ♠8"]}, {"role": "rebel", "hand": ["闪 ♦2"]}, {"role": "renegade"}],
             dict(phase="draw", current=1), 1, "option", ("tuxi",), "draw"),
    "zaiqi": ([{"role": "lord", "general": "caocao"}, {"role": "rebel", "general": "menghuo", "hp": 2},
               {"role": "loyalist"}, {"role": "rebel"}, {"role": "renegade"}],
              dict(phase="draw", current=1), 1, "option", ("zaiqi",), "draw"),
    "jushou": ([{"role": "lord", "general": "caoren"}, {"role": "rebel"}, {"role": "loyalist"}, {"role": "rebel"},
                {"role": "renegade"}], dict(phase="finish"), 0, "option", ("jushou",), "finish"),
    "yinghun": ([{"role": "lord", "general": "caocao"}, {"role": "rebel", "general": "sunjian", "hp": 2},
                 {"role": "loyalist"}, {"role": "rebel"}, {"role": "renegade"}],
                dict(phase="start", current=1), 1, "seats", (2,), "start"),
}


def _case(name: str) -> tuple[Table, int]:
    players, game, seat, kind, args, _phase = CASES[name]
    t = Table(players, top=["闪 ♥2", "闪 ♦2", "杀 ♣9", "桃 ♥4"], **game)
    if name == "yinghun":
        t.yes(seat)                                 # (its "invoke?": the 普通 answer, always yes)
    req = t.expect(seat, kind)
    assert req.prompt.args == args
    return t, seat


@pytest.mark.parametrize("name", sorted(CASES))
def test_the_worlds_start_at_the_phase_and_ask_the_same_question(name):
    t, seat = _case(name)
    req = t.g.pending
    found = lookahead_of(req, False)
    assert found is not None and found[0] == name.removesuffix("_equip")
    where = phase_question(found[1], req)
    assert where is not None
    _prelude, asked, phase, inside = where
    assert (phase, inside) == (CASES[name][5], False) and asked.matches(req)
    snap = snapshot(*_inputs(t.g, seat))
    rng = Rng(3)
    for i in range(4):
        world = start(sample(snap, rng, phase, inside), i)
        if name == "yinghun":
            world.answer(Choose("yes"))             # (its "invoke?" first, as at the table)
        assert world.pending == req                 # (the same question, asked of the same seat)
        assert world.view(seat).hand == t.g.view(seat).hand


@pytest.mark.parametrize("name", sorted(CASES))
def test_a_searched_question_plays_worlds_and_answers_one_of_its_two_answers(name):
    t, seat = _case(name)
    req, view = t.g.pending, t.g.view(seat)
    normal = NormalAgent(5)
    normal.observe(t.g.log.visible(seat))
    normal_answer = normal.answer(req, view)
    agent = _hard(5, t.g, seat)
    answer = agent.answer(req, view)
    req.validate(answer)                            # legal (raises IllegalAnswer otherwise)
    ((kind, worlds, chosen, _spent),) = agent.searches
    assert kind == f"invoke:{name.removesuffix('_equip')}" and worlds == 3
    # its two answers, the 普通 one first: yes and no; no card and one (the cheapest)
    job = _hard(5, t.g, seat).job(req, view, normal_answer, 0.0)
    assert job is not None and job.candidates[0] == normal_answer and answer in job.candidates
    if req.kind == "option":
        assert sorted(a.option for a in job.candidates) == ["no", "yes"]
    elif req.kind == "seats":                       # (whom: the 普通 choice, the most and least liked)
        assert 2 <= len(job.candidates) <= 3 and all(len(a.seats) == 1 and a.seats[0] in req.seats
                                                     for a in job.candidates)
    else:
        none, one = sorted(job.candidates, key=lambda a: len(a.cards))
        assert none == Cards(()) and len(one.cards) == 1 and one.cards[0] in req.cards
    assert (chosen == 0) == (answer == normal_answer)
    t.g.answer(answer)                              # (the game takes it)


# ------------------------------------------------------------------ a strict position


def _shensu_at_the_lord() -> Table:
    """A loyalist 夏侯渊 before his judge phase; the only player a 杀 may target is his own lord at
    1 HP with no card (the rebel 诸葛亮's 空城 keeps him out of reach)."""
    return Table([{"role": "lord", "general": "sunquan", "hp": 1, "hand": []},
                  {"role": "loyalist", "general": "xiahouyuan", "hand": ["杀 ♠7", "酒 ♠3"]},
                  {"role": "rebel", "general": "zhugeliang", "hand": []}],
                 phase="judge", current=1, top=["闪 ♥2", "闪 ♦2"])


def test_shensu_at_ones_own_lord_is_not_invoked_after_a_look_ahead():
    t = _shensu_at_the_lord()
    req = t.expect(1, "option")
    assert req.prompt.args == ("shensu",)
    view = t.g.view(1)
    normal = NormalAgent(4)
    normal.observe(t.g.log.visible(1))
    assert normal.answer(req, view) == Choose("yes")            # (its advice: always)
    # the search itself: yes kills the lord (a loss, 0) in every world; no keeps the game going
    snap = snapshot(*_inputs(t.g, 1))
    found = lookahead_of(req, False)
    assert found is not None
    where = phase_question(found[1], req)
    assert where is not None
    prelude, asked, phase, inside = where
    result = search(snap, [Choose("yes"), Choose("no")], SearchSettings(budget_s=60, max_worlds=6), 7, phase,
                    inside, prelude, asked)
    assert result.worlds == 6 and result.means[0] == 0.0 and result.means[1] > 0.3
    assert result.answer == Choose("no") and result.chosen == 1
    agent = _hard(4, t.g, 1, worlds=6)
    assert agent.answer(req, view) == Choose("no")
    assert [(k, w, c) for k, w, c, _ in agent.searches] == [("invoke:shensu", 6, 1)]
    t.no(1)
    assert t.g.players[0].alive and t.log("skill") == []


# ------------------------------------------------------------------ honesty


def _draw_table(seed: int, hidden: int, general: str) -> Game:
    """5 players, `general` (seat 1, a rebel) at the beginning of his draw phase, asked his skill's
    question: the same for seat 1 whatever `hidden` is; the other hands, the draw pile's order, the
    hidden roles and the seed differ."""
    rng = Rng(seed)
    ids = list(range(len(deck_rows(("identity_standard", "identity_maneuvering")))))
    rng.shuffle(ids)
    mine, rest = ids[:4], ids[4:]
    secret = Rng(hidden)
    secret.shuffle(rest)
    roles = ["loyalist", "rebel", "renegade"]
    secret.shuffle(roles)
    table_roles = ["lord", "rebel", *roles]
    players = []
    for seat in range(5):
        hand = mine if seat == 1 else rest[seat * 4:][:3]
        players.append({"role": table_roles[seat], "hand": hand, **({"general": general} if seat == 1 else {})})
    sc = parse_scenario({"game": {"seed": seed * 100 + hidden, "phase": "draw", "current": 1},
                         "players": players}, "test")
    return Game.new(sc.config(), sc.seed)


@pytest.mark.parametrize("general,key,args", [("xuchu", "invoke", ("luoyi",)),
                                              ("zhanghe", "qiaobian_skip", ("draw",))])
@pytest.mark.parametrize("seed", range(3))
def test_a_searched_invoke_does_not_depend_on_what_the_seat_cannot_see(seed, general, key, args):
    answers, candidates, worlds, truths = set(), set(), [], []
    for hidden in (1, 2, 3):
        g = _draw_table(seed, hidden, general)
        req = g.pending
        assert req.seat == 1 and req.prompt.key == key and req.prompt.args == args
        snap = snapshot(*_inputs(g, 1))
        rng = Rng(seed)
        worlds.append([sample(snap, rng, "draw", False) for _ in range(3)])
        truths.append([list(p.hand) for p in g.players] + [[p.role for p in g.players]])
        agent = _hard(seed, g, 1)
        answers.add(repr(agent.answer(req, g.view(1))))
        skill_id = args[0] if key == "invoke" else "qiaobian"
        assert [(k, w) for k, w, _c, _t in agent.searches] == [(f"invoke:{skill_id}", 3)]
        normal = NormalAgent(seed)
        normal.observe(g.log.visible(1))
        job = _hard(seed, g, 1).job(req, g.view(1), normal.answer(req, g.view(1)), 0.0)
        assert job is not None
        candidates.add(repr(sorted(repr(c) for c in job.candidates)))
    assert worlds[0] == worlds[1] == worlds[2]
    assert truths[0] != truths[1]                   # (the tables really differ where seat 1 cannot see)
    assert len(answers) == 1, answers
    assert len(candidates) == 1, candidates
