"""Digests of seeded games over every table and agent: one line per game (agent, table, seed, the
final digest, the last chained digest, a crc of the answers and one of the omniscient log, decisions,
how it ended). Run before and after a change that must not change play, in the compiled build and the
pure one (SGS_PURE_PYTHON=1), and diff the outputs:

    .venv/bin/python scripts/game_digests.py [GAMES] > before.txt

The tables: identity 5 and 8, 国战 old and new rules (6 and 8 players), and 国战 with every package
(势备篇's deck, the 阵 and 势 generals) under both rules, identity 5 and 8 dealt from every identity
package (标准 风 火 林 山 神); the agents: random, 简单 (basic), 普通
(normal). GAMES seeds each (default 30: 3 agents × 10 tables × 30 = 900 games). The first line says
which build ran (`sgs_desktop.NATIVE`), so compare from the second line on.
"""

from __future__ import annotations

import json
import sys
import zlib

import sgs_desktop
import sgs_desktop.modes  # (registers the modes)
from sgs_desktop.engine.config import GameConfig
from sgs_desktop.modes.hegemony import HEG_DECKS, hegemony_config
from sgs_desktop.modes.identity import all_identity_packs
from sgs_desktop.packs.generals import HEG_EXTRA_PACKAGES
from sgs_desktop.simulate import play_one

FIRST_SEED = 1000
EVERY_PACKAGE = (*HEG_DECKS, *HEG_EXTRA_PACKAGES)


def tables() -> list[tuple[str, GameConfig]]:
    return [
        ("identity-5", GameConfig(players=5)),
        ("identity-8", GameConfig(players=8)),
        ("heg-old-6", hegemony_config(6)),
        ("heg-new-6", hegemony_config(6, rules="new")),
        ("heg-old-8", hegemony_config(8)),
        ("heg-new-8", hegemony_config(8, rules="new")),
        ("heg-old-6-all", hegemony_config(6, packs=EVERY_PACKAGE)),
        ("heg-new-6-all", hegemony_config(6, rules="new", packs=EVERY_PACKAGE)),
        ("identity-5-all", GameConfig(players=5, packs=all_identity_packs())),
        ("identity-8-all", GameConfig(players=8, packs=all_identity_packs())),
    ]


def main(games: int) -> None:
    print(sgs_desktop.NATIVE, flush=True)
    for agent in ("random", "basic", "normal"):
        for name, config in tables():
            for seed in range(FIRST_SEED, FIRST_SEED + games):
                g = play_one(config, seed, agent)
                assert g.result is not None
                answers = zlib.crc32(json.dumps([[s, a.to_json()] for s, a in g.answers]).encode())
                log = zlib.crc32(json.dumps(g.log_for(-1), sort_keys=True).encode())
                print(agent, name, seed, g.full_digest(), g.digests[-1], answers, log, g.decisions,
                      g.result.reason, flush=True)


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 30)
