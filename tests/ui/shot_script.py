"""Run under a real (virtual) X display: open the window, play up to the human's first play
phase, and save the screen to the PNG named on the command line."""

import sys

from PySide6.QtCore import QTimer
from PySide6.QtGui import QGuiApplication

import sgs_desktop.modes  # noqa: F401
from sgs_desktop.tables.local import TableSettings
from sgs_desktop.ui import anim
from sgs_desktop.ui.app import make_app
from sgs_desktop.ui.controller import UiSettings
from sgs_desktop.ui.window import MainWindow

out = sys.argv[1]
anim.SPEED = 0
app = make_app()
window = MainWindow(UiSettings(ai_delay_ms=0, response_seconds=0))
window.resize(1600, 900)
window.show()
c = window.start_game(TableSettings(players=6, seat=0, role="lord", generals="standard", seed=8))


def grab():
    """The X server's picture of the window (after Qt has painted the table)."""
    shot = QGuiApplication.primaryScreen().grabWindow(window.winId())
    shot.save(out)
    print(app.platformName(), shot.width(), shot.height())
    app.quit()


def tick():
    if c.request is not None and not c.busy:
        if c.request.kind == "play":
            window.repaint()
            QTimer.singleShot(500, grab)
            return
        c.submit(c.request.default() if c.request.kind != "option" else c.selection.choose(c.request.options[0]))
    QTimer.singleShot(30, tick)


QTimer.singleShot(100, tick)
QTimer.singleShot(60000, app.quit)
app.exec()
