"""settle(): what start-up made goes to the permanent generation; games made later are still
collected (nothing a game leaves behind is kept)."""

import gc
import weakref

import sgs_desktop.modes  # noqa: F401
from sgs_desktop.engine.game import GameConfig
from sgs_desktop.simulate import play_one
from sgs_desktop.startup import settle


def test_settle_freezes_start_up_and_later_games_are_collected():
    try:
        settle()
        assert gc.get_freeze_count() > 1000          # modules, classes, tables
        game = play_one(GameConfig(players=5, round_limit=300, generals="standard"), 7)
        assert game.finished
        gone = weakref.ref(game)
        del game
        gc.collect()
        assert gone() is None
    finally:
        gc.unfreeze()
