"""The 困难 AI: the 普通 AI with a search over what it cannot see (docs/ai.md, "The hard AI").

For the decisions that matter it samples whole games consistent with its own knowledge (its view,
its own event stream, its beliefs: sampler.py), tries each candidate move the 普通 AI would
consider in every sampled world, plays each on with the 普通 policy, and keeps the best — within a
time budget (1 s a decision at the table, `--budget-ms` in the arena); the 普通 answer whenever the
search has nothing better, runs out of time, or the decision is forced.
"""

from __future__ import annotations

from .agent import DEFAULT_BUDGET_MS, HardAgent, budget_ms

__all__ = ["DEFAULT_BUDGET_MS", "HardAgent", "budget_ms"]
