"""Soak with the 君主 in play: 国战 games with the 阵 and 势 packages (刘备（君）, 张角（君）, their
equipment swapped into the deck) under both rule profiles, random and basic-AI seats, every check on
(invariants after every event, JSON round-trips, the per-seat leak check, every offer accepted,
replay: tests/soak.py). The seats take a pair headed by 刘备 or 张角 whenever they are dealt one
(soak.LordSeeker), so that most games have a lord."""

import pytest
from soak import soak_heg_game

import sgs_desktop.modes.heg_lords as heg_lords

PACKS = ("hegemony_standard", "heg_formation", "heg_momentum")
#: four quick games (random and basic seats, old and new rules) with both lords among them
SEEDS = (10, 13, 23, 24)
ENDINGS = {"kingdom_wins", "careerist_wins", "round_limit", "draw_pile_exhausted", "all_dead"}


def _game(seed: int) -> dict:
    return soak_heg_game(4 + seed % 5, seed, agent=("random", "basic")[seed % 2], packs=PACKS,
                         rules=("old", "new")[(seed // 2) % 2], deal=7, lords=True)


def _counting(monkeypatch) -> list[str]:
    lords: list[str] = []
    become = heg_lords.become_lord

    async def counted(g, p, lord):
        lords.append(lord.id)
        await become(g, p, lord)
    monkeypatch.setattr(heg_lords, "become_lord", counted)
    return lords


def test_a_few_games_with_the_lords_keep_every_invariant(monkeypatch):
    """(In the quick suite: four games, random and basic, old and new rules.)"""
    lords = _counting(monkeypatch)
    for seed in SEEDS:
        out = _game(seed)
        assert out["decisions"] > 0 and out["reason"] in ENDINGS, out
    assert {"lord_liubei", "lord_zhangjiao"} <= set(lords)


@pytest.mark.soak
@pytest.mark.parametrize("chunk", range(8))
def test_games_with_the_lords_keep_every_invariant_and_leak_nothing(chunk, monkeypatch):
    """200 seeded games in all (25 a chunk), both profiles, random and basic seats."""
    lords = _counting(monkeypatch)
    for seed in range(1_000 + chunk * 25, 1_000 + (chunk + 1) * 25):
        out = _game(seed)
        assert out["decisions"] > 0 and out["reason"] in ENDINGS, out
    assert len(lords) >= 25                  # (most games have a lord; many have both)
