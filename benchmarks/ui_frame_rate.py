"""UI benchmark: frames per second while 8 cards fly at once, start-up time to the first painted
table, and resident memory.

    .venv/bin/python benchmarks/ui_frame_rate.py [--seconds 3]

Runs on the display Qt finds (DISPLAY / Xvfb), or offscreen when there is none. Goals
(issue 4): >= 55 fps, first table in <= 2 s, <= 300 MB resident.
"""

from __future__ import annotations

import time

T0 = time.perf_counter()

import argparse  # noqa: E402
import os  # noqa: E402
import resource  # noqa: E402
import sys  # noqa: E402
from pathlib import Path  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
if not os.environ.get("DISPLAY") and not os.environ.get("QT_QPA_PLATFORM"):
    os.environ["QT_QPA_PLATFORM"] = "offscreen"

from PySide6.QtCore import QEvent, QObject, QPointF, QTimer  # noqa: E402

import sgs_desktop.modes  # noqa: E402,F401
from sgs_desktop.tables.local import TableSettings  # noqa: E402
from sgs_desktop.ui import anim  # noqa: E402
from sgs_desktop.ui.app import make_app  # noqa: E402
from sgs_desktop.ui.controller import UiSettings  # noqa: E402
from sgs_desktop.ui.items import CardItem  # noqa: E402
from sgs_desktop.ui.window import MainWindow  # noqa: E402


class PaintCounter(QObject):
    def __init__(self) -> None:
        super().__init__()
        self.count = 0
        self.first: float | None = None

    def eventFilter(self, obj, event) -> bool:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.Paint:
            self.count += 1
            if self.first is None:
                self.first = time.perf_counter()
        return False


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--seconds", type=float, default=3.0)
    args = ap.parse_args()
    app = make_app()
    window = MainWindow(UiSettings(ai_delay_ms=10**9, response_seconds=0))   # AI waits: only our animation
    window.resize(1920, 1080)
    counter = PaintCounter()
    window.table_view.viewport().installEventFilter(counter)
    window.show()
    controller = window.start_game(TableSettings(players=8, seat=0, generals="standard", seed=1))
    result: dict = {}

    def first_paint_then_fly() -> None:
        if counter.first is None:
            QTimer.singleShot(10, first_paint_then_fly)
            return
        result["startup"] = counter.first - T0
        anim.SPEED = 1.0
        scene = controller.scene
        cards = []
        for i in range(8):
            item = CardItem(i, {"id": i, "key": "slash", "suit": "spade", "number": 7})
            item.setPos(QPointF(200 + i * 40, 700))
            scene.addItem(item)
            cards.append(item)
        counter.count = 0
        start = time.perf_counter()
        rounds = max(1, int(args.seconds / 0.8))
        state = {"n": 0}

        def fly() -> None:
            if state["n"] >= rounds:
                elapsed = time.perf_counter() - start
                result["fps"] = counter.count / elapsed
                result["frames"] = counter.count
                result["seconds"] = elapsed
                app.quit()
                return
            state["n"] += 1
            moves = anim.Moves(controller, fly)
            for i, item in enumerate(cards):
                to = QPointF(1300 - i * 40, 100) if state["n"] % 2 else QPointF(200 + i * 40, 700)
                moves.move(item, to, 800 / anim.SPEED)
            moves.start()

        fly()

    QTimer.singleShot(0, first_paint_then_fly)
    QTimer.singleShot(int((args.seconds + 30) * 1000), app.quit)
    app.exec()
    rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"platform {app.platformName()}: {result.get('fps', 0):.1f} fps while 8 cards fly "
          f"({result.get('frames')} frames in {result.get('seconds', 0):.2f} s); first table painted "
          f"{result.get('startup', 0):.2f} s after start; max RSS {rss:.0f} MB")


if __name__ == "__main__":
    main()
