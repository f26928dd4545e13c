"""Tune the 普通 AI's belief likelihoods (sgs_desktop/ai/normal/likelihoods.py) from self-play.

Plays seeded identity games with the given agent in every seat, reads each finished game's whole
log with the same reader the AI uses (ai/normal/evidence.py) and the true roles (public once the
game is over), and counts, per kind of action and pair of roles, how often a player of the
actor's role chose a subject of the subject's role, against how often a choice at random among
the living would have: W = (chosen + 1) / (at random + 1).

    PYTHONPATH=. .venv/bin/python benchmarks/tune_beliefs.py --games 300 --agent normal --write
"""

from __future__ import annotations

import argparse
from pathlib import Path

import sgs_desktop.modes  # noqa: F401 - registers the modes
from sgs_desktop.ai.agents import AGENTS
from sgs_desktop.ai.base import SeatRunner, agent_seed
from sgs_desktop.ai.normal.evidence import KINDS, EvidenceReader
from sgs_desktop.ai.normal.roles import INDEX
from sgs_desktop.engine.config import GameConfig
from sgs_desktop.engine.game import Game
from sgs_desktop.modes.roles import ROLES
from sgs_desktop.startup import settle

OUT = Path(__file__).resolve().parents[1] / "sgs_desktop" / "ai" / "normal" / "likelihoods.py"
HEAD = '''"""How likely a player of each role is to aim each kind of action at a player of each role,
relative to a choice at random among the living (1.0: no preference). Written by
benchmarks/tune_beliefs.py from self-play logs (the roles are read from the games' ends, never
by a seat while it plays); rows: the actor's role, columns: the subject's role, in the order
lord, loyalist, rebel, renegade."""

'''


def count(games: int, players: int, agent: str, seed: int) -> tuple[dict, dict]:
    chosen = {k: [[0.0] * 4 for _ in range(4)] for k in KINDS}
    random = {k: [[0.0] * 4 for _ in range(4)] for k in KINDS}
    for i in range(games):
        game = Game.new(GameConfig(players=players, generals="standard", round_limit=200), seed + i)
        runner = SeatRunner(game, [AGENTS[agent](agent_seed(seed + i, s)) for s in range(players)])
        while runner.step():
            pass
        roles = [INDEX[p.role] for p in game.players if p.role]
        reader = EvidenceReader(players)
        for ev in game.log:
            for a in reader.read(ev):
                ru, rt = roles[a.actor], roles[a.subject]
                chosen[a.kind][ru][rt] += 1
                others = [s for s in a.alive if s != a.actor]
                for s in others:
                    random[a.kind][ru][roles[s]] += 1 / len(others)
    return chosen, random


#: no one action is certain: every weight is kept within these bounds
FLOOR, CEILING = 0.1, 10.0


def weights(chosen: dict, random: dict) -> dict[str, list[list[float]]]:
    def w(k: str, u: int, t: int) -> float:
        return round(min(CEILING, max(FLOOR, (chosen[k][u][t] + 1) / (random[k][u][t] + 1))), 3)
    return {k: [[w(k, u, t) for t in range(4)] for u in range(4)] for k in KINDS}


def render(w: dict[str, list[list[float]]], note: str) -> str:
    lines = [HEAD, f"# {note}", "WEIGHTS: dict[str, tuple[tuple[float, ...], ...]] = {"]
    for k in KINDS:
        lines.append(f'    "{k}": (')
        lines += ["        (" + ", ".join(f"{x}" for x in row) + ")," for row in w[k]]
        lines.append("    ),")
    lines.append("}")
    return "\n".join(lines) + "\n"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--players", type=int, default=5)
    ap.add_argument("--agent", default="basic", choices=sorted(AGENTS))
    ap.add_argument("--seed", type=int, default=90_000)
    ap.add_argument("--write", action="store_true", help=f"write {OUT.name}")
    args = ap.parse_args()
    settle()
    w = weights(*count(args.games, args.players, args.agent, args.seed))
    for k in KINDS:
        print(k)
        for u in range(4):
            print(f"  {ROLES[u]:>9}", "  ".join(f"{x:6.2f}" for x in w[k][u]))
    if args.write:
        OUT.write_text(render(w, f"tuned: {args.games} {args.players}-player games, --agent {args.agent}, "
                                 f"seeds {args.seed}.."), encoding="utf-8")
        print("wrote", OUT)


if __name__ == "__main__":
    main()
