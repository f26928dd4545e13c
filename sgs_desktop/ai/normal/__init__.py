"""The 普通 AI: the basic AI (ai/basic) with beliefs over roles, play that never hurts its own
side when it knows, a kill looked for first, and a 国战 showing policy (docs/ai.md)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ...engine.advice import Strategy
from ...engine.prompts import spec_of
from ...engine.protocol.answers import Answer
from ...engine.protocol.requests import Request
from ...engine.view import PlayerView
from ..basic import BasicAgent
from ..basic.advice import follow
from .context import NormalCtx
from .heg import normal_choose_pair, normal_show
from .play import normal_play
from .respond import normal_nullify, normal_save
from .roles import NORMAL_OBSERVED, RoleBeliefs

#: the game's own questions this AI answers its own way (the rest: as the basic AI)
STRATEGIES: dict[str, Callable[[NormalCtx, Any], Answer]] = {
    "play": normal_play,
    "nullify": normal_nullify,
    "save": normal_save,
    "show_general": normal_show,
    "choose_pair": normal_choose_pair,
}


class NormalAgent(BasicAgent):
    """普通: the basic AI reading a role posterior, never against its own side."""

    name = "normal"
    observes = NORMAL_OBSERVED

    def __init__(self, seed: int) -> None:
        super().__init__(seed)
        self.beliefs: RoleBeliefs = RoleBeliefs()

    def decide(self, request: Request, view: PlayerView) -> Answer:
        beliefs = self.beliefs
        beliefs.meet(view)
        ctx = NormalCtx(view, beliefs, self.rng, request)
        advice = spec_of(request.prompt).ai
        if isinstance(advice, Strategy):
            mine = STRATEGIES.get(advice.name)
            if mine is not None:
                return mine(ctx, request)
        return follow(ctx, request)
