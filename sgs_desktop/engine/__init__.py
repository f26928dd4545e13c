"""The rules engine: pure standard library, deterministic, pull-based (docs/engine.md).

    import sgs_desktop.modes                          # registers the built-in modes
    from sgs_desktop.engine.config import GameConfig
    from sgs_desktop.engine.game import Game

    game = Game.new(GameConfig(players=5), seed=7)
    game.pending, game.answer(answer), game.view(seat), game.log_for(seat), game.record

Each name is imported from its own module; docs/engine.md maps them.
"""
