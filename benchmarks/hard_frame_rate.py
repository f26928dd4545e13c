"""The window's frame rate while 困难 seats think (issue 32: 55+ fps).

A watched 5-player table whose every chair is 困难 (1 s a decision, searched in the worker
process) plays while 8 cards fly across the table; the paints are counted, and so is the share
of the time a search was under way (sampled every 50 ms).

    xvfb-run -a .venv/bin/python benchmarks/hard_frame_rate.py [--seconds 20]
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
if not os.environ.get("DISPLAY") and not os.environ.get("QT_QPA_PLATFORM"):
    os.environ["QT_QPA_PLATFORM"] = "offscreen"

from PySide6.QtCore import QEvent, QObject, QPointF, QTimer

import sgs_desktop.modes  # noqa: F401
from sgs_desktop.tables.local import TableSettings
from sgs_desktop.ui import anim
from sgs_desktop.ui.app import make_app
from sgs_desktop.ui.controller import UiSettings
from sgs_desktop.ui.items import CardItem
from sgs_desktop.ui.window import MainWindow


class PaintCounter(QObject):
    def __init__(self) -> None:
        super().__init__()
        self.count = 0

    def eventFilter(self, obj, event) -> bool:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.Paint:
            self.count += 1
        return False


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--seconds", type=float, default=20.0)
    ap.add_argument("--agent", default="hard", help="the chairs' AI (normal: the same table, nothing searched)")
    args = ap.parse_args()
    app = make_app()
    window = MainWindow(UiSettings(ai_delay_ms=0, response_seconds=0))
    window.resize(1920, 1080)
    counter = PaintCounter()
    window.table_view.viewport().installEventFilter(counter)
    window.show()
    controller = window.start_game(TableSettings(players=5, seat=-1, agent=args.agent, seed=1))
    host = controller.table.host            # (the benchmark's own look at the table: is a search under way?)
    samples = {"all": 0, "thinking": 0, "frames_thinking": 0, "last": 0, "t": 0.0, "time_thinking": 0.0}
    scene = controller.scene
    cards = []
    for i in range(8):
        item = CardItem(i, {"id": i, "key": "slash", "suit": "spade", "number": 7})
        item.setPos(QPointF(200 + i * 40, 700))
        item.setZValue(1000)
        scene.addItem(item)
        cards.append(item)
    anim.SPEED = 1.0
    state = {"n": 0, "start": 0.0}

    def sample() -> None:
        now = time.perf_counter()
        samples["all"] += 1
        if host.thinking:                   # (the frames since the last look, a search under way)
            samples["thinking"] += 1
            samples["frames_thinking"] += counter.count - samples["last"]
            samples["time_thinking"] += now - samples["t"] if samples["t"] else 0.0
        samples["last"], samples["t"] = counter.count, now

    watch = QTimer()
    watch.timeout.connect(sample)

    def fly() -> None:
        if state["n"] == 0:
            counter.count = 0
            state["start"] = time.perf_counter()
            watch.start(50)
        if time.perf_counter() - state["start"] >= args.seconds and state["n"]:
            elapsed = time.perf_counter() - state["start"]
            watch.stop()
            searches = sum(len(getattr(a, "searches", [])) for a in host.agents.values())
            thinking = samples["frames_thinking"] / samples["time_thinking"] if samples["time_thinking"] else 0.0
            print(f"platform {app.platformName()}: {counter.count / elapsed:.1f} fps over {elapsed:.1f} s "
                  f"while 8 cards fly; {thinking:.1f} fps while a search was under way "
                  f"({samples['time_thinking']:.1f} s of it); {searches} searches finished; "
                  f"{host.game.decisions} decisions")
            app.quit()
            return
        state["n"] += 1
        moves = anim.Moves(controller, fly)
        for i, item in enumerate(cards):
            to = QPointF(1300 - i * 40, 100) if state["n"] % 2 else QPointF(200 + i * 40, 700)
            moves.move(item, to, 800 / anim.SPEED)
        moves.start()

    QTimer.singleShot(3000, fly)            # (the worker starts meanwhile)
    QTimer.singleShot(int((args.seconds + 60) * 1000), app.quit)
    app.exec()
    from sgs_desktop.ai.hard.worker import close_shared
    close_shared()


if __name__ == "__main__":
    main()
