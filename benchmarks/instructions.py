"""Instructions per decision, counted by callgrind: the figure that compares code on a shared machine
(wall time swings with the host's load; instruction counts do not).

    .venv/bin/python benchmarks/instructions.py                 # basic AI, 5 and 8 players
    .venv/bin/python benchmarks/instructions.py heg-new-8       # one table (the names below)
    .venv/bin/python benchmarks/instructions.py random-8 packs-8   # random agents: standard / every package

For each table it runs, under `valgrind --tool=callgrind` with PYTHONHASHSEED=0, a child that plays a
warm-up game and then N seeded games from seed 1000 with the collector off (a collection in one run
and not in the other moves the count by ±10k a decision), and the same child with no games; the
difference of the two "Collected" counts over the games' decisions is printed. Run it in the build
you mean to measure (compiled unless SGS_PURE_PYTHON=1); it takes a few minutes a table.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
#: table → (agent, how many games)
TABLES = {"basic-5": ("basic", 10), "basic-8": ("basic", 6), "heg-new-8": ("random", 10),
          # identity, random agents: the standard generals, and every package's (issue 33's measure)
          "random-5": ("random", 40), "random-8": ("random", 30), "packs-5": ("random", 40), "packs-8": ("random", 30)}

_CHILD = """
import gc, sys
import sgs_desktop, sgs_desktop.modes
from sgs_desktop.engine.config import GameConfig
from sgs_desktop.modes.hegemony import hegemony_config
from sgs_desktop.simulate import play_one
table, games = sys.argv[1], int(sys.argv[2])
from sgs_desktop.modes.identity import all_identity_packs
agent = "basic" if table.startswith("basic") else "random"
config = {"basic-5": GameConfig(players=5), "basic-8": GameConfig(players=8),
          "heg-new-8": hegemony_config(8, rules="new"),
          "random-5": GameConfig(players=5, round_limit=300), "random-8": GameConfig(players=8, round_limit=300),
          "packs-5": GameConfig(players=5, round_limit=300, packs=all_identity_packs()),
          "packs-8": GameConfig(players=8, round_limit=300, packs=all_identity_packs())}[table]
play_one(config, 999, agent)                     # warm-up: every module loaded, every cache made
gc.disable()
decisions = sum(play_one(config, 1000 + i, agent).decisions for i in range(games))
print(sgs_desktop.NATIVE, decisions)
"""


def collected(table: str, games: int) -> tuple[int, int, str]:
    """(instructions, decisions, build) of one child run under callgrind."""
    env = {**os.environ, "PYTHONHASHSEED": "0"}
    done = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", sys.executable,
                           "-c", _CHILD, table, str(games)], cwd=ROOT, env=env, capture_output=True, text=True,
                          check=True)
    found = re.search(r"Collected : (\d+)", done.stderr)
    assert found, done.stderr
    build, decisions = done.stdout.split()
    return int(found.group(1)), int(decisions), build


def main(tables: list[str]) -> None:
    for table in tables:
        agent, games = TABLES[table]
        with_games, decisions, build = collected(table, games)
        without, _, _ = collected(table, 0)
        per = (with_games - without) / decisions
        print(f"{table} ({agent}, {games} games, {build}): {decisions} decisions, "
              f"{per / 1000:.1f}k instructions a decision", flush=True)


if __name__ == "__main__":
    main(sys.argv[1:] or ["basic-5", "basic-8"])
