"""Soak with the 势备篇 deck: random and basic-AI 国战 games with every check on (invariants after
every event, JSON round-trips, the per-seat leak check, every offer accepted, replay; tests/soak.py),
and the basic AI using every new card and 连横."""

from functools import partial

import pytest
from heg import SBP_PACKS
from pack_soak import basic_ai_usage, pack_setup, soak_games

from sgs_desktop.modes.hegemony import hegemony_config

GAMES = 96
CHUNK = 12
NEW_CARDS = {"breastplate", "iron_armor", "sa_blade", "sa_halberd", "jade_seal", "jingfan", "wooden_ox",
             "imperial_order", "alliance_feast", "fight_together", "lure_tiger", "threaten_emperor",
             "burning_camps", "drowning"}
#: the old rules only; the big deal: 50 generals shared out, at most 7
_setup = partial(pack_setup, packs=tuple(SBP_PACKS), big_deal=lambda players: min(7, 50 // players),
                 both_rules=False)


def test_a_few_strategic_games_keep_every_invariant():
    """(In the quick suite: three games, random and basic.)"""
    soak_games((40_000, 40_001), _setup)
    soak_games((40_002,), _setup, agent="basic")


@pytest.mark.soak
@pytest.mark.parametrize("chunk", range(GAMES // CHUNK))
def test_random_strategic_games_keep_every_invariant_and_leak_nothing(chunk):
    soak_games(range(41_000 + chunk * CHUNK, 41_000 + (chunk + 1) * CHUNK), _setup)


@pytest.mark.soak
@pytest.mark.parametrize("chunk", range(4))
def test_basic_agent_strategic_games_keep_every_invariant_and_leak_nothing(chunk):
    soak_games(range(42_000 + chunk * 6, 42_000 + (chunk + 1) * 6), _setup, agent="basic")


def test_the_basic_ai_uses_every_new_card_and_lianheng_without_a_fault():
    """Seeded basic-AI games with the 势备篇 deck: every new card is used, 连横 too, and no seat
    errs or answers illegally."""
    skills, cards, _card_skills = basic_ai_usage(
        (43_000 + seed, seed, hegemony_config((5, 8)[seed % 2], round_limit=200, packs=tuple(SBP_PACKS)))
        for seed in range(12))
    used = cards + skills
    missing = sorted(k for k in NEW_CARDS | {"lianheng", "wooden_ox"} if not used[k])
    assert not missing, (missing, used)
