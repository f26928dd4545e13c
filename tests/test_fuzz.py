"""Fuzzing the files users hand us (tests/fuzz.py): mutants of the example scenarios and of
records (fields deleted, types swapped, huge values, cards placed twice, deep nesting,
truncation, random bytes) never raise out of the command line, and exit only with 0, 1 or 2.
A few thousand here; `benchmarks/fuzz_inputs.py` runs as many as asked and prints how long they
take (a time is a benchmark's figure, never a test's assertion: a loaded machine is not a bug)."""

import fuzz
import pytest

#: mutants of each kind per run
COUNT = 2000


def test_no_mutant_raises_or_exits_oddly():
    bad = fuzz.fuzz(COUNT, seed=0)
    assert not bad, "\n\n".join(f"{b.case}: exit {b.exit}\n{b.error}" for b in bad[:5])


@pytest.mark.parametrize("kind", ["scenario", "record"])
def test_the_mutants_reach_every_exit(kind, tmp_path):
    """The mutator is not vacuous: of one kind's mutants some run (0), some fail while running or
    diverge (1), most are refused as malformed (2)."""
    seeds = fuzz.scenario_seeds() if kind == "scenario" else fuzz.record_seeds()
    exits = {fuzz.fuzz_case(kind, seeds, n, 7, tmp_path).exit for n in range(150)}
    assert exits == {0, 1, 2}


def test_the_runner_reports_a_traceback():
    code, error = fuzz.run_cli(["replay", None])         # (a path of None: a TypeError escapes)
    assert code is None and "TypeError" in error
