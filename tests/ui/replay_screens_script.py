"""Run under a real (virtual) X display: watch a recorded game in the window at one size and save
what a reviewer looks at — the dialog choosing whose view, a replay in progress (paused, after a
few steps, mid-game) and the replay's end — as PNGs named <prefix>-<screen>.png."""

import sys
import tempfile
from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtGui import QGuiApplication

import sgs_desktop.modes  # noqa: F401
from sgs_desktop.tables.local import LocalTable, TableSettings
from sgs_desktop.ui import anim
from sgs_desktop.ui.app import make_app
from sgs_desktop.ui.controller import UiSettings
from sgs_desktop.ui.window import MainWindow

prefix, width, height, mode = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4]
anim.SPEED = 0
app = make_app()
table = LocalTable.start(TableSettings(players=6, seat=-1, seed=27, mode=mode))
while not table.finished:
    table.events()
    table.step()
record = Path(tempfile.mkdtemp()) / f"replay-{mode}.json"
table.host.game.record.save(record)
window = MainWindow(UiSettings(ai_delay_ms=0, response_seconds=0))
window.resize(width, height)
window.show()
taken: list[str] = []


def grab(name: str, then, widget=None) -> None:
    def shoot() -> None:
        if widget is not None:
            widget.grab().save(f"{prefix}-{name}.png")
        else:
            QGuiApplication.primaryScreen().grabWindow(window.winId()).save(f"{prefix}-{name}.png")
        taken.append(name)
        then()

    window.repaint()
    QTimer.singleShot(300, shoot)


def start() -> None:
    dialog = window.open_record(record)
    dialog.choose(0)
    grab("replay-choose", lambda: (dialog.accept(), QTimer.singleShot(20, watch)), widget=dialog)


def watch() -> None:
    """Paused from the start, one action at a time up to the third round; then four events more."""
    c = window.controller
    if not c.paused:
        c.set_paused(True)
    view = c.scene.view_state
    if c.busy:
        QTimer.singleShot(1, watch)
    elif view is None or view.round < 3:
        c.step_action()
        QTimer.singleShot(1, watch)
    else:
        for _ in range(4):
            c.step_event()
        QTimer.singleShot(200, lambda: grab("replay", end))


def end() -> None:
    c = window.controller
    c.jump_to_end()
    QTimer.singleShot(200, lambda: grab("replay-over", lambda: (print(" ".join(taken)), app.quit())))


QTimer.singleShot(200, start)
QTimer.singleShot(120000, app.quit)
app.exec()
