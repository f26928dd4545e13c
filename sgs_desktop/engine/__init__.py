"""The rules engine: pure standard library, deterministic, pull-based.

    from sgs_desktop.modes import GameConfig, Game   # registers the built-in modes
    game = Game.new(GameConfig(players=5), seed=7)
    game.pending, game.answer(answer), game.view(seat), game.log_for(seat), game.record
"""

from .errors import ConfigError, GameOver, IllegalAnswer
from .game import Game, GameConfig, GameResult, Rules, register_mode, registered_modes
from .protocol import (
    Answer,
    CardOption,
    Cards,
    CardsRequest,
    Choose,
    End,
    OptionRequest,
    Pass,
    Pick,
    PickRequest,
    PlayRequest,
    Prompt,
    Recast,
    Request,
    RespondRequest,
    Seats,
    SeatsRequest,
    TargetSpec,
    Use,
    answer_from_json,
    request_from_json,
)
from .state import ALL_SEATS, Zone

__all__ = [
    "ALL_SEATS", "Answer", "CardOption", "Cards", "CardsRequest", "Choose", "ConfigError", "End", "Game",
    "GameConfig", "GameOver", "GameResult", "IllegalAnswer", "OptionRequest", "Pass", "Pick", "PickRequest",
    "PlayRequest", "Prompt", "Recast", "Request", "RespondRequest", "Rules", "Seats", "SeatsRequest",
    "TargetSpec", "Use", "Zone", "answer_from_json", "register_mode", "registered_modes",
    "request_from_json",
]
