"""benchmarks/ai_audit.py counts own-side mistakes from a game's record; tune_beliefs.py keeps
every likelihood within bounds."""

import sys
from pathlib import Path

from table import Table

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))
import ai_audit
import tune_beliefs


def test_audit_counts_a_slash_at_a_teammate_and_a_self_nullification_and_a_lonely_analeptic():
    t = Table([{"role": "lord", "hand": ["杀 ♠7", "过河拆桥 ♠3", "无懈可击 ♠J", "酒 ♠9"]}, {"role": "rebel"},
               {"role": "loyalist", "hand": ["闪 ♥2"], "judge": ["乐不思蜀 ♠6"]}, {"role": "rebel"},
               {"role": "renegade"}], current=0)
    t.play(0, "杀 ♠7", [1])                  # at a 反贼: no mistake
    t.play(0, "过河拆桥 ♠3", [2])            # taking the 忠臣's 乐不思蜀 away: help …
    t.respond(0, "无懈可击 ♠J")               # … cancelled by its own user: a self-nullification
    t.play(0, "酒 ♠9")                       # 酒 with no 杀 left to use
    t.end_play(0)
    got = ai_audit.audit(t.g.record)
    assert got["self_nullification"] == 1
    assert got["analeptic_without_slash"] == 1
    assert got["harmful_at_teammate_lord"] == 0


def test_audit_counts_a_slash_at_the_loyalist():
    t = Table([{"role": "lord", "hand": ["杀 ♠7"]}, {"role": "loyalist", "hand": ["闪 ♥2"]}, {"role": "rebel"},
               {"role": "rebel"}, {"role": "renegade"}], current=0)
    t.play(0, "杀 ♠7", [1])
    t.respond(1, "闪 ♥2")
    t.end_play(0)
    got = ai_audit.audit(t.g.record)
    assert got["harmful_at_teammate_lord"] == 1 and got["self_nullification"] == 0


def test_tuned_weights_stay_within_bounds():
    kinds = tune_beliefs.KINDS
    chosen = {k: [[0.0] * 4 for _ in range(4)] for k in kinds}
    random = {k: [[0.0] * 4 for _ in range(4)] for k in kinds}
    chosen["attack"][2][0], random["attack"][2][0] = 500.0, 10.0      # far more than at random
    random["attack"][1][0] = 900.0                                     # never, where it could have
    w = tune_beliefs.weights(chosen, random)
    assert w["attack"][2][0] == tune_beliefs.CEILING and w["attack"][1][0] == tune_beliefs.FLOOR
    assert w["save"][0][0] == 1.0                                     # no data: no preference
