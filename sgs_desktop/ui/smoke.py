"""`sgs-desktop --smoke`: the installed program proves itself (冒烟测试).

It opens the window, starts a game with the computer in every chair at full speed (no animation,
no pause before an AI acts), plays it to the game-over panel and quits: exit 0, or 1 on any error
(an exception anywhere, an AI fault, no verdict, or a game that does not end in time). It prints how
long the process took to show its window and how long the game took. The installers' tests run it.
"""

from __future__ import annotations

import sys
import time
import traceback
from dataclasses import dataclass, field

from PySide6.QtCore import QEventLoop, QTimer

from ..tables.local import TableSettings
from . import anim
from .app import make_app
from .controller import UiSettings
from .places import Places, log
from .window import MainWindow

#: a game that has not ended after this long has hung
TIMEOUT_S = 300.0


def process_age() -> float | None:
    """Seconds since this process started (Linux: /proc), or None where that cannot be read."""
    try:
        with open("/proc/self/stat", encoding="ascii") as f:
            start_ticks = int(f.read().rsplit(")", 1)[1].split()[19])
        with open("/proc/uptime", encoding="ascii") as f:
            uptime = float(f.read().split()[0])
        import os
        return max(0.0, uptime - start_ticks / os.sysconf("SC_CLK_TCK"))
    except (OSError, ValueError, IndexError):
        return None


#: the games played, one after another in the same window: (mode, players, seed)
GAMES = (("identity", 5, 1), ("hegemony", 6, 1))


@dataclass
class SmokeRun:
    errors: list[str] = field(default_factory=list)
    window_s: float | None = None
    games: list[str] = field(default_factory=list)      # one line per game that reached its verdict
    game_s: float = 0.0


def smoke(games=GAMES, timeout_s: float = TIMEOUT_S, places: Places | None = None) -> int:
    """Play all-AI games in the window; print the times; 0 when they went through cleanly. The log
    (and nothing else: no settings, no records) goes to the player's log folder, as the program's does."""
    born = process_age()
    t0 = time.perf_counter()
    run = SmokeRun()
    loops: list[QEventLoop] = []       # the games' loop, once the application is made

    def stop_game() -> None:
        for loop in loops:
            loop.quit()

    def on_error(kind, value, tb) -> None:       # an exception in a Qt slot would only be printed
        run.errors.append("".join(traceback.format_exception(kind, value, tb)).rstrip())
        stop_game()

    old_hook = sys.excepthook
    sys.excepthook = on_error
    try:
        app = make_app()
        loop = QEventLoop()     # each game runs in it (not app.exec: quitting that would end later loops too)
        loops.append(loop)
        (places or Places.standard()).start_logging()
        anim.SPEED = 0.0
        fast = UiSettings(ai_delay_ms=0, response_seconds=0)
        window = MainWindow(fast)
        window.show()
        app.processEvents()
        run.window_s = (born or 0.0) + time.perf_counter() - t0

        def too_long() -> None:
            run.errors.append(f"a game had not ended after {timeout_s:.0f} s")
            stop_game()

        watchdog = QTimer()
        watchdog.setSingleShot(True)
        watchdog.timeout.connect(too_long)
        for mode, players, seed in games:
            start = time.perf_counter()
            controller = window.start_game(
                TableSettings(players=players, seat=-1, agent="basic", seed=seed, mode=mode), fast)
            verdict: list[object] = []

            def over(v: object, got: list[object] = verdict) -> None:
                got.append(v)
                stop_game()

            controller.game_over.connect(over)
            watchdog.start(int(timeout_s * 1000))
            loop.exec()
            watchdog.stop()
            seconds = time.perf_counter() - start
            run.game_s += seconds
            run.errors.extend(getattr(controller.table, "ai_errors", []))
            if run.errors:
                break
            if not verdict or verdict[0] is None:
                run.errors.append(f"the {mode} game ended without a verdict")
                break
            run.games.append(f"{players}-player {mode}, {controller.table.state.view.round} rounds, {seconds:.1f} s")
        window.close()
    except Exception:
        run.errors.append(traceback.format_exc().rstrip())
    finally:
        sys.excepthook = old_hook
    code = report(run)
    log.info("smoke run: %s", "ok" if code == 0 else f"FAILED: {run.errors}")
    return code


def report(run: SmokeRun) -> int:
    shown = "?" if run.window_s is None else f"{run.window_s:.2f} s"
    if run.errors:
        for e in run.errors:
            print(e, file=sys.stderr)
        print(f"smoke: FAILED ({len(run.errors)} errors) — window after {shown}, {len(run.games)} games over")
        return 1
    print(f"smoke: ok — window after {shown}; all-AI games played to their end in {run.game_s:.1f} s: "
          + "; ".join(run.games))
    return 0
