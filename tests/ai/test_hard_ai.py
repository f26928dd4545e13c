"""The 困难 AI (ai/hard): honest by construction, searching within its budget, never without an answer.

- The sampler's only inputs are the seat's view, its own stream and its beliefs: two tables that
  differ only in what the seat cannot see (other hands, the draw pile's order, hidden roles, the
  game's seed) give the same samples for the same sampler seed, and the same decisions.
- A sample is a whole game: it starts, asks the seat the question it is asked, and plays on.
- Budgets are checked; a search out of time answers with the 普通 choice; a dead worker is
  replaced and the seat answers as 普通 meanwhile (the log says so).
"""

from __future__ import annotations

import ast
import logging
import time
from pathlib import Path

import pytest

from sgs_desktop.ai.hard import HardAgent, budget_ms
from sgs_desktop.ai.hard.knowledge import PublicRoles, SeatKnowledge
from sgs_desktop.ai.hard.sampler import sample, snapshot
from sgs_desktop.ai.hard.search import SearchSettings, search
from sgs_desktop.ai.normal import NormalAgent
from sgs_desktop.engine.events import CardFace, UseEvent
from sgs_desktop.engine.game import Game
from sgs_desktop.engine.position import start
from sgs_desktop.engine.protocol.answers import End
from sgs_desktop.engine.rng import Rng
from sgs_desktop.modes.scenario_file import parse_scenario
from sgs_desktop.packs.deck import deck_rows

HARD = Path(__file__).resolve().parents[2] / "sgs_desktop" / "ai" / "hard"
#: a public history seat 1 saw (seat 3 attacked the lord, seat 2 saved him, seat 4 dueled seat 2)
HISTORY = [UseEvent(user=3, card=CardFace(id=0, key="slash", suit="spade", number=7), targets=(0,)),
           UseEvent(user=2, card=CardFace(id=1, key="peach", suit="heart", number=3), targets=(0,)),
           UseEvent(user=4, card=CardFace(id=2, key="duel", suit="spade", number=1), targets=(2,))]


def _table(seed: int, hidden: int) -> Game:
    """A 5-player table at seat 1's play phase: the same for seat 1 whatever `hidden` is; the
    other hands, the draw pile's order, the hidden roles and the game's seed differ."""
    rng = Rng(seed)
    ids = list(range(len(deck_rows(("identity_standard", "identity_maneuvering")))))
    rng.shuffle(ids)
    mine, rest = ids[:5], ids[5:]
    secret = Rng(hidden)
    secret.shuffle(rest)
    roles = ["loyalist", "rebel", "renegade"]
    secret.shuffle(roles)
    table_roles = ["lord", "rebel", *roles]
    players = []
    for seat in range(5):
        hand = mine if seat == 1 else rest[(seat if seat < 1 else seat - 1) * 4:][:4]
        players.append({"role": table_roles[seat], "hand": hand})
    sc = parse_scenario({"game": {"seed": seed * 100 + hidden, "phase": "play", "current": 1},
                         "players": players}, "test")
    return Game.new(sc.config(), sc.seed)


def _inputs(g: Game, seat: int = 1):
    """What seat 1 knows: its view, its reading of its own stream, its beliefs (the 普通 AI's)."""
    events = g.log.visible(seat) + HISTORY
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


@pytest.mark.parametrize("seed", range(8))
def test_samples_depend_only_on_what_the_seat_knows(seed):
    samples = []
    truths = []
    for hidden in (1, 2, 3):
        g = _table(seed, hidden)
        assert g.pending.seat == 1 and g.pending.kind == "play"
        snap = snapshot(*_inputs(g))
        rng = Rng(seed)
        samples.append([sample(snap, rng, "play", True) for _ in range(4)])
        truths.append([list(p.hand) for p in g.players] + [[p.role for p in g.players]])
    assert samples[0] == samples[1] == samples[2]
    assert truths[0] != truths[1]               # (the tables really differ where seat 1 cannot see)
    worlds = samples[0]
    assert len({repr([p.hand for p in w.players]) for w in worlds}) > 1     # (a fresh deal each time)
    for w in worlds:
        assert w.players[1].hand == list(_table(seed, 1).players[1].hand)   # (its own hand, as it is)
        assert w.players[0].role == "lord" and w.players[1].role == "rebel"


def test_a_sample_is_a_game_that_asks_the_same_question():
    g = _table(5, 1)
    snap = snapshot(*_inputs(g))
    rng = Rng(9)
    for _ in range(10):
        world = start(sample(snap, rng, "play", True), 1)
        assert world.pending == g.pending
        assert world.view(1).hand == g.view(1).hand
        cards = [c for p in world.players for c in (*p.hand, *p.equips.values(), *p.judge)]
        cards += world.draw_pile + world.discard_pile + world.processing + world.void
        assert sorted(cards) == list(range(len(world.cards)))      # every card in one place


@pytest.mark.parametrize("seed", range(4))
def test_hard_decisions_do_not_depend_on_hidden_cards(seed):
    """With its worlds fixed (a count, not a clock), the 困难 seat decides the same."""
    answers = set()
    for hidden in (1, 2, 3):
        g = _table(seed, hidden)
        agent = HardAgent(seed, 60_000)
        agent.settings.max_worlds = 3
        agent.observe(g.log.visible(1) + HISTORY)
        answers.add(repr(agent.answer(g.pending, g.view(1))))
        assert len(agent.searches) == 1 and agent.searches[0][1] == 3
    assert len(answers) == 1, answers


def test_the_sampler_never_reads_a_game():
    """Honest by construction: the sampler and the seat's knowledge import nothing that holds a game."""
    for name in ("sampler.py", "knowledge.py", "candidates.py"):
        tree = ast.parse((HARD / name).read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.module:
                assert not node.module.endswith("engine.game"), f"{name} imports {node.module}"
                assert "Game" not in {a.name for a in node.names}, f"{name} imports Game"
                assert "position_of" not in {a.name for a in node.names}, f"{name} imports position_of"


# ------------------------------------------------------------------ budgets and fallbacks


@pytest.mark.parametrize("bad", [0, -5, 49, 60_001, 10**12, 1.5, "abc", "", float("nan"), float("inf"), True, None])
def test_a_bad_budget_is_refused_with_a_message(bad):
    with pytest.raises(ValueError, match="budget"):
        budget_ms(bad)


def test_good_budgets():
    assert budget_ms(50) == 50 and budget_ms("400") == 400 and budget_ms(1000.0) == 1000


def test_the_arena_refuses_a_bad_budget(capsys):
    from sgs_desktop.cli import main
    assert main(["arena", "--a", "hard", "--b", "normal", "--deals", "1", "--budget-ms", "0"]) == 2
    assert "--budget-ms" in capsys.readouterr().err


def test_out_of_time_the_answer_is_the_normal_choice():
    g = _table(2, 1)
    snap = snapshot(*_inputs(g))
    normal = End()
    other = next(o for o in g.pending.options if o.card is not None)
    from sgs_desktop.engine.protocol.answers import Use as UseAnswer
    cands = [normal, UseAnswer(card=other.card, targets=other.targets.seats[:1] if other.targets else ())]
    result = search(snap, cands, SearchSettings(budget_s=0.0), 1, "play", True)
    assert result.answer == normal and result.worlds == 0 and result.chosen == 0


def test_a_dead_worker_is_replaced_and_the_seat_answers_as_normal(caplog):
    from sgs_desktop.ai.hard.worker import close_shared, shared_worker
    g = _table(3, 1)
    agent = HardAgent(3, 400)
    agent.observe(g.log.visible(1) + HISTORY)
    view = g.view(1)
    agent.use_worker()
    try:
        worker = shared_worker()
        deadline = time.monotonic() + 60
        while not worker.ready and time.monotonic() < deadline:
            worker.poll()
            time.sleep(0.05)
        assert worker.ready
        assert agent.think(g.pending, view) is False            # (searching in the worker)
        worker.process.kill()
        worker.process.join(5)
        with caplog.at_level(logging.WARNING, logger="sgs_desktop"):
            assert agent.think(g.pending, view) is True
        normal = NormalAgent(3)
        normal.observe(g.log.visible(1) + HISTORY)
        assert agent.answer(g.pending, view) == normal.answer(g.pending, view)
        assert "worker died" in caplog.text
        assert shared_worker() is not worker and shared_worker().alive
    finally:
        close_shared()


def test_a_table_never_waits_on_a_search(monkeypatch):
    """At a table (the window's, a LAN host's) a 困难 seat's search runs in the worker: `step` comes
    back at once while it thinks (`thinking`), and the seat answers once the search is back."""
    from sgs_desktop.ai.hard.worker import close_shared, shared_worker
    from sgs_desktop.tables import local
    from sgs_desktop.tables.local import LocalTable, TableSettings
    monkeypatch.setitem(local.AGENTS, "hard", lambda seed: HardAgent(seed, 100))
    table = LocalTable.start(TableSettings(players=5, seat=-1, agent="hard", seed=2))
    try:
        worker = shared_worker()        # (started now: until it is up the seats answer as 普通)
        deadline = time.monotonic() + 60
        while not worker.ready and time.monotonic() < deadline:
            worker.poll()
            time.sleep(0.05)
        host = table.host
        waited = slowest = 0.0
        deadline = time.monotonic() + 120
        while time.monotonic() < deadline:
            t0 = time.perf_counter()
            stepped = table.step()
            slowest = max(slowest, time.perf_counter() - t0) if not stepped else slowest
            if not stepped and host.thinking:
                waited += 1
            table.events()
            if any(len(getattr(a, "searches", ())) for a in host.agents.values()) and waited:
                break
            if not stepped:
                time.sleep(0.01)
        assert waited, "no step came back while a seat was thinking"
        assert any(len(getattr(a, "searches", ())) for a in host.agents.values()), "no search came back"
        assert slowest < 0.5            # (a step that hands over or looks for a search never waits on it)
        assert table.ai_errors == []
    finally:
        close_shared()
