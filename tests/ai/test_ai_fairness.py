"""The AI sees only its seat's view and log: hidden cards elsewhere never change its decisions,
and over many games it never answers illegally."""

import ast
from pathlib import Path

import pytest
from aitable import seen_by

from sgs_desktop.ai.base import SeatRunner
from sgs_desktop.ai.basic import BasicAgent
from sgs_desktop.ai.random_agent import RandomAgent
from sgs_desktop.engine.config import GameConfig
from sgs_desktop.engine.game import Game
from sgs_desktop.engine.rng import Rng
from sgs_desktop.modes.scenario_file import parse_scenario
from sgs_desktop.packs.deck import deck_rows

AI_DIR = Path(__file__).resolve().parents[2] / "sgs_desktop" / "ai"
#: what the AI may read of the engine: requests, views, cards, events — and the questions' declarations
ALLOWED_ENGINE = {"protocol.requests", "protocol.answers", "view", "rng", "errors", "cards", "state", "events",
                  "events_heg", "prompts", "advice", "wire", "config"}
#: what runs games: SeatRunner the real one, the 困难 AI's search the games it samples
RUNS_GAMES = {"base.py", "hard/search.py", "hard/preludes.py"}
#: the 困难 AI's sampler builds positions (plain data; test_hard_ai.py holds that it reads no game)
MORE = {"hard/sampler.py": {"position"}}


def test_the_ai_cannot_reach_the_game():
    """The AI packages import no engine module that holds the game (only requests, views, cards);
    what runs games (SeatRunner, the 困难 search's sampled games) is the exception."""
    for path in sorted(AI_DIR.rglob("*.py")):
        name = path.relative_to(AI_DIR).as_posix()
        if name in RUNS_GAMES:
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.module and "engine" in node.module.split("."):
                sub = node.module.split("engine")[-1].strip(".")
                assert sub in ALLOWED_ENGINE | MORE.get(name, set()), f"{name} imports engine.{sub}"


def _table(seed: int, shuffle_hidden: int) -> Game:
    """A 5-player table seen from seat 1 (the AI): the same for seat 1 whatever `shuffle_hidden`
    is, but other players' hands and the draw pile differ."""
    rng = Rng(seed)
    rows = deck_rows(("identity_standard", "identity_maneuvering"))
    ids = list(range(len(rows)))
    rng.shuffle(ids)
    mine = ids[:5]
    rest = ids[5:]
    Rng(shuffle_hidden).shuffle(rest)           # what seat 1 cannot see
    hands = [rest[i * 4:(i + 1) * 4] for i in range(4)]
    roles = ["lord", "rebel", "loyalist", "rebel", "renegade"]
    players = []
    for seat in range(5):
        hand = mine if seat == 1 else hands[seat if seat < 1 else seat - 1]
        players.append({"role": roles[seat], "hand": hand})
    sc = parse_scenario({"game": {"seed": seed, "phase": "play", "current": 1, "stop": "turn_end"},
                         "players": players, "deck": {"top": rest[16:20]}}, "test")
    return Game.new(sc.config(), sc.seed)


@pytest.mark.parametrize("seed", range(40))
def test_decisions_do_not_depend_on_hidden_cards(seed):
    answers = set()
    for shuffle in (1, 2, 3):
        g = _table(seed, shuffle)
        assert g.pending.seat == 1 and g.pending.kind == "play"
        agent = BasicAgent(seed)
        agent.observe(seen_by(g, 1, agent))
        answers.add(repr(agent.answer(g.pending, g.view(1))))
    assert len(answers) == 1, answers


CHUNK = 50


@pytest.mark.soak
@pytest.mark.parametrize("chunk", range(1000 // CHUNK))
def test_basic_ai_never_answers_illegally(chunk):
    """1,000 seeded games (the basic AI in every seat, or against random agents): no illegal
    answer and no exception."""
    for seed in range(chunk * CHUNK, (chunk + 1) * CHUNK):
        players = 5 if seed % 3 else 8
        game = Game.new(GameConfig(players=players, generals="standard" if seed % 4 else "none",
                                   round_limit=150), 50_000 + seed)
        seats = [BasicAgent(seed * 17 + s) if (seed % 2 == 0 or s % 2 == 0) else RandomAgent(seed * 17 + s)
                 for s in range(players)]
        runner = SeatRunner(game, seats)
        while runner.step():
            pass
        assert runner.faults.illegal == [], runner.faults.illegal[:3]
        assert runner.faults.errors == [], runner.faults.errors[:1]
        assert game.result is not None
