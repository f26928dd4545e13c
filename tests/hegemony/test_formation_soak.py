"""Soak with the 阵 generals (heg_formation): random and basic-AI 国战 games under both rule
profiles with every check on (invariants after every event, JSON round-trips, the per-seat leak
check, every offer accepted, replay; tests/soak.py), and the basic AI using the 阵 skills."""

from functools import partial

import pytest
from heg_formation import FORMATION_PACKS
from pack_soak import basic_ai_usage, pack_setup, soak_games

from sgs_desktop.modes.hegemony import hegemony_config

PACKS = tuple(FORMATION_PACKS)
#: the skills a log names when they act (鹤翼 only changes distances: never logged; 天覆 is 看破 for
#: the AI's own 无懈可击 play, rare in these games; 戚乱 needs a kill by 何太后)
LOGGED = {"tuntian", "jixi", "ziliang", "huyuan", "huyuan_v2", "tiaoxin", "yizhi", "shengxi", "shengxi_v2",
          "shoucheng", "shangyi", "niaoxiang", "yicheng", "yicheng_v2", "qianhuan", "qianhuan_v2", "zhendu"}
#: the big deal: 68 generals shared out, two fewer each, at most 7
_setup = partial(pack_setup, packs=PACKS, big_deal=lambda players: min(7, 68 // players - 2), both_rules=True)


def test_a_few_formation_games_keep_every_invariant():
    """(In the quick suite: four games, random and basic, old and new rules.)"""
    soak_games((50_000, 50_001), _setup)
    soak_games((50_002, 50_003), _setup, agent="basic")


@pytest.mark.soak
@pytest.mark.parametrize("chunk", range(8))
def test_random_formation_games_keep_every_invariant_and_leak_nothing(chunk):
    soak_games(range(51_000 + chunk * 12, 51_000 + (chunk + 1) * 12), _setup)


@pytest.mark.soak
@pytest.mark.parametrize("chunk", range(4))
def test_basic_agent_formation_games_keep_every_invariant_and_leak_nothing(chunk):
    soak_games(range(52_000 + chunk * 6, 52_000 + (chunk + 1) * 6), _setup, agent="basic")


@pytest.mark.soak
def test_the_basic_ai_uses_the_formation_skills_without_a_fault():
    """Seeded 8-player basic-AI games with the 阵 generals, both rule profiles: each logged 阵 skill
    acts (a trigger's note, or a card it made), and no seat errs or answers illegally."""
    skills, _cards, card_skills = basic_ai_usage(
        (53_000 + seed, seed, hegemony_config(8, round_limit=200, packs=PACKS, rules=("old", "new")[seed % 2]))
        for seed in range(60))
    used = skills + card_skills
    missing = sorted(k for k in LOGGED if not used[k])
    assert not missing, (missing, used)
