"""settle(): what start-up made goes to the permanent generation; games made later are still
collected (nothing a game leaves behind is kept)."""

import gc

import sgs_desktop.modes  # noqa: F401
from sgs_desktop.engine.config import GameConfig
from sgs_desktop.engine.game import Game
from sgs_desktop.simulate import play_one
from sgs_desktop.startup import settle


def _games() -> int:
    return sum(1 for o in gc.get_objects() if type(o) is Game)


def test_settle_freezes_start_up_and_later_games_are_collected():
    try:
        settle()
        assert gc.get_freeze_count() > 1000          # modules, classes, tables
        game = play_one(GameConfig(players=5, round_limit=300, generals="standard"), 7)
        assert game.finished
        assert _games() == 1
        del game
        gc.collect()
        assert _games() == 0         # (Game is compiled: no weak references to it)
    finally:
        gc.unfreeze()


def test_an_identity_simulation_loads_no_hegemony_skills_and_no_other_ai():
    """What `simulate --agent basic` (identity) loads: the 国战 skills and the 普通 AI wait until a
    table asks for them (start-up is part of every command's time)."""
    import subprocess
    import sys
    code = ("import io, contextlib, sys\nfrom sgs_desktop import cli\n"
            "with contextlib.redirect_stdout(io.StringIO()):\n"
            "    cli.main(['simulate', '--games', '1', '--agent', 'basic', '--json'])\n"
            "print(sorted(m for m in sys.modules if m.startswith(('sgs_desktop.packs.heg_skills', "
            "'sgs_desktop.ai.normal', 'sgs_desktop.modes.heg'))))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip().splitlines()[-1] == "['sgs_desktop.modes.heg_deal']"
