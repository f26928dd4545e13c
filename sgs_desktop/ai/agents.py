"""The agents a seat may be played by, by name: the 简单 (basic), 普通 (normal) and 困难 (hard) AI and random
agents — for headless games (`simulate`), a table's computer seats and a LAN host's AI fill."""

from __future__ import annotations

from collections.abc import Callable

from .base import Seat
from .basic import BasicAgent
from .random_agent import RandomAgent


def _normal(seed: int) -> Seat:
    """The 普通 AI (loaded only when a table asks for it: an identity game's start-up never reads it)."""
    from .normal import NormalAgent
    return NormalAgent(seed)


def _hard(seed: int) -> Seat:
    """困难 (loaded when a table asks for it); a host runs its searches in a worker (Host.step)."""
    from .hard import HardAgent
    return HardAgent(seed)


#: an agent's name → its seat, made from the seat's seed (ai.base.agent_seed)
AGENTS: dict[str, Callable[[int], Seat]] = {"random": RandomAgent, "basic": BasicAgent, "normal": _normal,
                                           "hard": _hard}
