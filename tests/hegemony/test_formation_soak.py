"""Soak with the 阵 generals (heg_formation): random and basic-AI 国战 games under both rule
profiles with every check on (invariants after every event, JSON round-trips, the per-seat leak
check, every offer accepted, replay; tests/soak.py), and the basic AI using the 阵 skills."""

from collections import Counter

import pytest
from heg_formation import FORMATION_PACKS
from soak import soak_heg_game

from sgs_desktop.ai.base import SeatRunner
from sgs_desktop.engine.game import Game
from sgs_desktop.modes.hegemony import hegemony_config
from sgs_desktop.simulate import AGENTS, agent_seed

ENDINGS = {"kingdom_wins", "careerist_wins", "round_limit", "draw_pile_exhausted", "all_dead"}
SIZES = [4, 5, 6, 7, 8, 9, 10]
PACKS = tuple(FORMATION_PACKS)
#: the skills a log names when they act (鹤翼 only changes distances: never logged; 天覆 is 看破 for
#: the AI's own 无懈可击 play, rare in these games; 戚乱 needs a kill by 何太后)
LOGGED = {"tuntian", "jixi", "ziliang", "huyuan", "huyuan_v2", "tiaoxin", "yizhi", "shengxi", "shengxi_v2",
          "shoucheng", "shangyi", "niaoxiang", "yicheng", "yicheng_v2", "qianhuan", "qianhuan_v2", "zhendu"}


def setup(seed: int) -> dict:
    players = SIZES[seed % len(SIZES)]
    return {"players": players, "deal": min(7, 68 // players - 2) if seed % 5 == 0 else 4,
            "victory": "table" if seed % 3 == 0 else "online", "packs": PACKS,
            "rules": "new" if seed % 2 else "old"}


def test_a_few_formation_games_keep_every_invariant():
    """(In the quick suite: four games, random and basic, old and new rules.)"""
    for seed, agent in ((50_000, "random"), (50_001, "random"), (50_002, "basic"), (50_003, "basic")):
        s = setup(seed)
        out = soak_heg_game(s.pop("players"), seed, agent=agent, **s)
        assert out["decisions"] > 0 and out["reason"] in ENDINGS, out


@pytest.mark.soak
@pytest.mark.parametrize("chunk", range(8))
def test_random_formation_games_keep_every_invariant_and_leak_nothing(chunk):
    for seed in range(51_000 + chunk * 12, 51_000 + (chunk + 1) * 12):
        s = setup(seed)
        out = soak_heg_game(s.pop("players"), seed, **s)
        assert out["decisions"] > 0 and out["reason"] in ENDINGS, out


@pytest.mark.soak
@pytest.mark.parametrize("chunk", range(4))
def test_basic_agent_formation_games_keep_every_invariant_and_leak_nothing(chunk):
    for seed in range(52_000 + chunk * 6, 52_000 + (chunk + 1) * 6):
        s = setup(seed)
        out = soak_heg_game(s.pop("players"), seed, agent="basic", **s)
        assert out["decisions"] > 0 and out["reason"] in ENDINGS, out


@pytest.mark.soak
def test_the_basic_ai_uses_the_formation_skills_without_a_fault():
    """Seeded 8-player basic-AI games with the 阵 generals, both rule profiles: each logged 阵 skill
    acts (a trigger's note, or a card it made), and no seat errs or answers illegally."""
    used: Counter = Counter()
    for seed in range(60):
        rules = ("old", "new")[seed % 2]
        game = Game.new(hegemony_config(8, round_limit=200, packs=PACKS, rules=rules), 53_000 + seed)
        runner = SeatRunner(game, [AGENTS["basic"](agent_seed(seed, s)) for s in range(8)])
        while runner.step():
            pass
        assert not runner.faults.errors and not runner.faults.illegal, (runner.faults.errors + runner.faults.illegal)[0]
        for e in game.log_for(None):
            if e["kind"] == "skill":
                used[e["skill"]] += 1
            elif e["kind"] == "use" and e["card"].get("skill"):
                used[e["card"]["skill"]] += 1
    missing = sorted(k for k in LOGGED if not used[k])
    assert not missing, (missing, used)
