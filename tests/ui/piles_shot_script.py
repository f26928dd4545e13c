"""Run under a real (virtual) X display: 周泰 living on two 创 at a 国战 table, shown in the window at
one size, hovering his 创 token; saves <prefix>-piles.png (and -piles-tip.png with the hover)."""

import sys
from pathlib import Path

from PySide6.QtCore import QPoint, QTimer
from PySide6.QtGui import QCursor, QGuiApplication
from PySide6.QtWidgets import QToolTip

sys.path[:0] = [str(Path(__file__).resolve().parent.parent), str(Path(__file__).resolve().parent)]

from test_pile_tokens import buqu_table  # noqa: E402

import sgs_desktop.modes  # noqa: E402,F401
from sgs_desktop.ai.basic import BasicAgent  # noqa: E402
from sgs_desktop.tables.host import Host  # noqa: E402
from sgs_desktop.tables.local import LocalTable  # noqa: E402
from sgs_desktop.ui import anim  # noqa: E402
from sgs_desktop.ui.app import make_app  # noqa: E402
from sgs_desktop.ui.controller import UiSettings  # noqa: E402
from sgs_desktop.ui.window import MainWindow  # noqa: E402

prefix, width, height = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
anim.SPEED = 0
app = make_app()
settings = UiSettings(ai_delay_ms=0, response_seconds=0)
window = MainWindow(settings)
window.resize(width, height)
window.show()
t = buqu_table()
c = window.play_table(LocalTable(Host(t.g, {s: BasicAgent(s) for s in (1, 2, 3)}), 0), lan=False)


def shoot(name: str) -> None:
    QGuiApplication.primaryScreen().grabWindow(window.winId()).save(f"{prefix}-{name}.png")


def hover() -> None:
    token = c.scene.seats[1].pile_tokens[0]
    view = window.table_view
    at = view.viewport().mapToGlobal(view.mapFromScene(token.sceneBoundingRect().center()))
    QCursor.setPos(at)
    QToolTip.showText(at + QPoint(8, 8), token.toolTip(), view)
    QTimer.singleShot(400, lambda: (shoot("piles-tip"), print("piles piles-tip"), app.quit()))


def ready() -> None:
    if c.request is None or c.busy:
        QTimer.singleShot(50, ready)
        return
    window.repaint()
    QTimer.singleShot(300, lambda: (shoot("piles"), hover()))


QTimer.singleShot(100, ready)
QTimer.singleShot(60000, app.quit)
app.exec()
