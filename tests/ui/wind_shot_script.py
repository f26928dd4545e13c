"""Run under a real (virtual) X display: the 风 generals at a table in the window at one size — 于吉's
face-down 蛊惑 card (a 蛊 token) being questioned, 周泰 on two 创, then the player as 于吉 naming a
card; saves <prefix>-question.png, -question-tip.png (hovering the 蛊 token) and -name.png."""

import sys
from pathlib import Path

from PySide6.QtCore import QPoint, QTimer
from PySide6.QtGui import QCursor, QGuiApplication
from PySide6.QtWidgets import QToolTip

sys.path[:0] = [str(Path(__file__).resolve().parent.parent), str(Path(__file__).resolve().parent)]

from test_wind_table import question_table, yuji_table  # noqa: E402

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
taken: list[str] = []
state: dict = {}


def shoot(name: str) -> None:
    QGuiApplication.primaryScreen().grabWindow(window.winId()).save(f"{prefix}-{name}.png")
    taken.append(name)


def open_table(t) -> None:
    state["c"] = window.play_table(LocalTable(Host(t.g, {s: BasicAgent(s) for s in (1, 2, 3)}), 0), lan=False)


def when_asked(then) -> None:
    c = state["c"]
    if c.request is None or c.busy:
        QTimer.singleShot(50, lambda: when_asked(then))
        return
    window.repaint()
    QTimer.singleShot(300, then)


def question() -> None:
    shoot("question")
    token = state["c"].scene.seats[3].pile_tokens[0]
    view = window.table_view
    at = view.viewport().mapToGlobal(view.mapFromScene(token.sceneBoundingRect().center()))
    QCursor.setPos(at)
    QToolTip.showText(at + QPoint(8, 8), token.toolTip(), view)
    QTimer.singleShot(400, lambda: (shoot("question-tip"), QToolTip.hideText(), naming()))


def naming() -> None:
    open_table(yuji_table())
    when_asked(lambda: (window.skill_button("guhuo").click(), QTimer.singleShot(300, named)))


def named() -> None:
    window.repaint()
    shoot("name")
    print(" ".join(taken))
    app.quit()


open_table(question_table())
QTimer.singleShot(100, lambda: when_asked(question))
QTimer.singleShot(60000, app.quit)
app.exec()
