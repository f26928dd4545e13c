"""Digests of seeded basic-AI 国战 games with the 阵 and 势 packs, under both rules profiles: one
line per game (rules, seed, final digest, decisions, how it ended). Run before and after a change
that must not change play, and diff the two outputs:

    PYTHONPATH=. python scripts/heg_pack_digests.py [GAMES] > digests.txt
"""

from __future__ import annotations

import sys

from sgs_desktop.modes.hegemony import hegemony_config
from sgs_desktop.simulate import play_one

PACKS = ("hegemony_standard", "heg_formation", "heg_momentum")
FIRST_SEED = 1000


def main(games: int) -> None:
    for rules in ("old", "new"):
        for seed in range(FIRST_SEED, FIRST_SEED + games):
            g = play_one(hegemony_config(6, rules=rules, packs=PACKS), seed, "basic")
            assert g.result is not None
            print(rules, seed, g.full_digest(), g.decisions, g.result.reason, flush=True)


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 40)
