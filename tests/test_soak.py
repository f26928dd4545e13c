"""Soak: 300+ seeded random games per run, every check after every event (see soak.py)."""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from soak import soak_game

# every table size; 5 and 8 players most
SIZES = [5, 8, 5, 8, 2, 3, 4, 6, 7, 9, 10, 5, 8]
GAMES = 312
CHUNK = 24


@pytest.mark.soak
@pytest.mark.parametrize("chunk", range(GAMES // CHUNK))
def test_random_games_keep_every_invariant(chunk):
    reasons = {}
    for seed in range(chunk * CHUNK, (chunk + 1) * CHUNK):
        players = SIZES[seed % len(SIZES)]
        out = soak_game(players, seed)
        reasons[out["reason"]] = reasons.get(out["reason"], 0) + 1
    assert sum(reasons.values()) == CHUNK


GENERAL_GAMES = 300


@pytest.mark.soak
@pytest.mark.parametrize("chunk", range(GENERAL_GAMES // CHUNK + (GENERAL_GAMES % CHUNK > 0)))
def test_random_games_with_generals_keep_every_invariant(chunk):
    """The same checks with the standard generals chosen at random (5 and 8 players)."""
    seeds = range(10_000 + chunk * CHUNK, 10_000 + min((chunk + 1) * CHUNK, GENERAL_GAMES))
    for seed in seeds:
        out = soak_game(5 if seed % 2 else 8, seed, generals="standard")
        assert out["decisions"] > 0


SCRIPT = """
import json, sys
import sgs_desktop.modes
from sgs_desktop.simulate import play_one
from sgs_desktop.engine.game import GameConfig
out = []
for seed in range(int(sys.argv[1]), int(sys.argv[2])):
    g = play_one(GameConfig(players=5 + seed % 4, generals="standard" if seed % 2 else "none"), seed)
    out.append([g.digests[-1], g.full_digest(), g.decisions, sorted(set(str(x) for x in g.result.winners))])
print(json.dumps(out))
"""


def test_same_record_under_two_hash_seeds():
    root = Path(__file__).parent.parent
    runs = []
    for hash_seed in ("1", "987654"):
        env = dict(os.environ, PYTHONHASHSEED=hash_seed, PYTHONPATH=str(root))
        res = subprocess.run([sys.executable, "-c", SCRIPT, "0", "12"], env=env, capture_output=True, text=True,
                             check=True)
        runs.append(json.loads(res.stdout))
    assert runs[0] == runs[1]


def test_the_leak_check_can_fail():
    """The checker is not vacuous: a private draw shown to another seat is a leak."""
    from soak import Leak, SeatKnowledge

    k = SeatKnowledge(0, lord=0)
    ev = {"kind": "move", "cards": [3], "count": 1, "src": "draw", "src_owner": -1, "dst": "hand", "dst_owner": 2,
          "reason": "draw"}
    with pytest.raises(Leak):
        k.feed(ev)
    with pytest.raises(Leak):
        k.feed({"kind": "role", "seat": 1, "role": "rebel"})
    k.feed(dict(ev, dst_owner=0))           # its own draw: fine
    with pytest.raises(Leak):                # its own cards hidden from itself: wrong too
        k.feed({"kind": "move", "cards": None, "count": 1, "src": "hand", "src_owner": 0, "dst": "hand",
                "dst_owner": 1, "reason": "snatch"})
