"""What the 国战 package soaks share (test_sbp_soak: 势备篇; test_formation_soak: 阵): a varied
setup per seed, games played with every check on (tests/soak.py), and seeded basic-AI games that
must use a package's cards and skills without a fault."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable

from soak import soak_heg_game

from sgs_desktop.ai.agents import AGENTS
from sgs_desktop.ai.base import SeatRunner
from sgs_desktop.engine.config import GameConfig
from sgs_desktop.engine.game import Game
from sgs_desktop.simulate import agent_seed

ENDINGS = {"kingdom_wins", "careerist_wins", "round_limit", "draw_pile_exhausted", "all_dead"}
SIZES = [4, 5, 6, 7, 8, 9, 10]


def pack_setup(seed: int, packs: tuple[str, ...], *, big_deal: Callable[[int], int], both_rules: bool) -> dict:
    """A game's settings from its seed: 4 to 10 players, every fifth seed the big deal
    (`big_deal(players)` generals each), every third the table victory rule; with `both_rules`,
    the odd seeds under the new rules."""
    players = SIZES[seed % len(SIZES)]
    s = {"players": players, "deal": big_deal(players) if seed % 5 == 0 else 4,
         "victory": "table" if seed % 3 == 0 else "online", "packs": packs}
    if both_rules:
        s["rules"] = "new" if seed % 2 else "old"
    return s


def soak_games(seeds: Iterable[int], setup: Callable[[int], dict], agent: str = "random") -> None:
    """Each seed's game with every check on (tests/soak.py), played to a known end."""
    for seed in seeds:
        s = setup(seed)
        out = soak_heg_game(s.pop("players"), seed, agent=agent, **s)
        assert out["decisions"] > 0 and out["reason"] in ENDINGS, out


def basic_ai_usage(games: Iterable[tuple[int, int, GameConfig]]) -> tuple[Counter, Counter, Counter]:
    """Play (game seed, agents' seed, config) games with the basic AI in every seat (seat s seeded
    agent_seed(agents' seed, s)), asserting no seat errs or answers
    illegally; count what the public log names: skills acting (a trigger's note), cards used (by
    key) and the skills that made a card used (view-as)."""
    skills: Counter = Counter()
    cards: Counter = Counter()
    card_skills: Counter = Counter()
    for seed, agents, config in games:
        game = Game.new(config, seed)
        runner = SeatRunner(game, [AGENTS["basic"](agent_seed(agents, s)) for s in range(config.players)])
        while runner.step():
            pass
        faults = runner.faults.errors + runner.faults.illegal
        assert not faults, faults[0]
        for e in game.log_for(None):
            if e["kind"] == "skill":
                skills[e["skill"]] += 1
            elif e["kind"] == "use":
                cards[e["card"]["key"]] += 1
                if e["card"].get("skill"):
                    card_skills[e["card"]["skill"]] += 1
    return skills, cards, card_skills
