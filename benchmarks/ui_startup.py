"""UI benchmark: start-up. Prints the time from the program's start to its window painted (the start
page), and from 开始游戏 to the first painted table, with what each costs on the way.

    .venv/bin/python benchmarks/ui_startup.py [--size 1920x1080] [--players 8] [--mode identity]

Runs on the display Qt finds (DISPLAY / Xvfb), or offscreen when there is none. Goals (issue 34):
the window <= 1.5 s after the first build (compiled modules and Python's bytecode cached: run it
twice, the second run counts), the first table <= 1 s. The machine's load matters: the load average
is printed beside the figures, and the CPU time each took (what it needs of a free core).
"""

from __future__ import annotations

import time

T0 = time.perf_counter()

import argparse  # noqa: E402
import os  # noqa: E402
import sys  # noqa: E402
from pathlib import Path  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
if not os.environ.get("DISPLAY") and not os.environ.get("QT_QPA_PLATFORM"):
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
os.environ.setdefault("SGS_NO_SOUND", "1")

from PySide6.QtCore import QEvent, QObject, QTimer  # noqa: E402

marks: list[tuple[str, float]] = [("python and Qt", time.perf_counter())]

import sgs_desktop.modes  # noqa: E402,F401
from sgs_desktop.tables.local import TableSettings  # noqa: E402
from sgs_desktop.ui.app import make_app  # noqa: E402
from sgs_desktop.ui.controller import UiSettings  # noqa: E402
from sgs_desktop.ui.window import MainWindow  # noqa: E402

marks.append(("the program's modules", time.perf_counter()))


class FirstPaint(QObject):
    """When a widget's first paint is done (an event filter: the paint event comes, then the next
    turn of the event loop finds it painted)."""

    def __init__(self) -> None:
        super().__init__()
        self.at: float | None = None
        self.seen = False

    def eventFilter(self, obj, event) -> bool:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.Paint and not self.seen:
            self.seen = True
            QTimer.singleShot(0, self._done)
        return False

    def _done(self) -> None:
        self.at = time.perf_counter()


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--size", default="1920x1080")
    ap.add_argument("--players", type=int, default=8)
    ap.add_argument("--mode", default="identity")
    args = ap.parse_args()
    w, h = (int(x) for x in args.size.split("x"))
    app = make_app()
    marks.append(("the application, fonts, style", time.perf_counter()))
    window = MainWindow(UiSettings(ai_delay_ms=600, response_seconds=0))
    window.resize(w, h)
    marks.append(("the window and its pages", time.perf_counter()))
    page = FirstPaint()
    window.start_page.installEventFilter(page)
    window.show()
    result: dict[str, float] = {}

    def window_painted() -> None:
        if page.at is None:
            QTimer.singleShot(5, window_painted)
            return
        marks.append(("the start page painted", page.at))
        result["window"] = page.at - T0
        result["window_cpu"] = time.process_time()      # (from the process's start: what it took of a core)
        QTimer.singleShot(200, start_table)

    def start_table() -> None:
        t1, c1 = time.perf_counter(), time.process_time()
        window.start_game(TableSettings(players=args.players, seat=0, generals="standard", seed=1, mode=args.mode))
        t2 = time.perf_counter()
        app.processEvents()             # (what the start posted: the layout, the panel's placing)
        window.repaint()                # the whole window painted now: the table, its panel, the bar
        t3 = time.perf_counter()
        result["table"] = t3 - t1
        result["table_cpu"] = time.process_time() - c1
        result["table_setup"] = t2 - t1
        app.quit()

    QTimer.singleShot(0, window_painted)
    QTimer.singleShot(60000, app.quit)
    app.exec()
    last = 0.0
    for name, at in marks:
        print(f"  {at - T0:6.3f} s  (+{at - T0 - last:5.3f})  {name}")
        last = at - T0
    print(f"platform {app.platformName()}: window painted {result.get('window', 0):.2f} s after start "
          f"(CPU {result.get('window_cpu', 0):.2f} s); first table painted {result.get('table', 0):.2f} s after "
          f"开始游戏 (CPU {result.get('table_cpu', 0):.2f} s; its setup {result.get('table_setup', 0):.2f} s, then "
          f"the first paint of the window); load average {os.getloadavg()[0]:.2f} on {os.cpu_count()} CPUs")


if __name__ == "__main__":
    main()
