"""Run under a real (virtual) X display: play a game in the window at one size and save the screens
a reviewer looks at — the start page, the general choice, a response prompt, a mid-game table (the
log beside it) and the game-over panel — as PNGs named <prefix>-<screen>.png."""

import sys

from PySide6.QtCore import QTimer
from PySide6.QtGui import QGuiApplication

import sgs_desktop.modes  # noqa: F401
from sgs_desktop.ai.random_agent import RandomAgent
from sgs_desktop.tables.local import TableSettings
from sgs_desktop.ui import anim
from sgs_desktop.ui.app import make_app
from sgs_desktop.ui.controller import UiSettings
from sgs_desktop.ui.window import MainWindow

prefix, width, height, mode = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4]
anim.SPEED = 0
app = make_app()
settings = UiSettings(ai_delay_ms=0, response_seconds=30)
window = MainWindow(settings)
window.resize(width, height)
window.show()
agent = RandomAgent(5)
taken: list[str] = []
state: dict = {"c": None, "waiting": False}


def grab(name: str, then) -> None:
    """Let Qt paint, then save the window as the X server shows it."""
    state["waiting"] = True

    def shoot() -> None:
        QGuiApplication.primaryScreen().grabWindow(window.winId()).save(f"{prefix}-{name}.png")
        taken.append(name)
        state["waiting"] = False
        then()

    window.repaint()
    QTimer.singleShot(250, shoot)


def start() -> None:
    seed = 21 if mode == "identity" else 23
    state["c"] = window.start_game(TableSettings(players=8, seat=0, seed=seed, mode=mode), settings)
    QTimer.singleShot(50, tick)


def tick() -> None:
    c = state["c"]
    if state["waiting"]:
        return
    view = c.scene.view_state
    if c.over:
        grab("over", lambda: (print(" ".join(taken)), app.quit()))
        return
    if c.request is not None and not c.busy:
        kind = c.request.kind
        name = None
        if "choose" not in taken and c.panel is not None:
            opt = c.request.options[0]
            if hasattr(c.panel, "click"):
                for gid in opt.split("+"):
                    c.panel.click(gid)
            name = "choose"
        elif "respond" not in taken and kind == "respond" and view is not None and view.round >= 2:
            name = "respond"
        elif "table" not in taken and kind == "play" and view is not None and view.round >= 3:
            name = "table"
        if name is not None:
            req = c.request
            grab(name, lambda: (c.submit(agent.answer(req, c.table.state.view)) if c.request is req else None,
                                QTimer.singleShot(5, tick)))
            return
        c.submit(agent.answer(c.request, c.table.state.view))
    QTimer.singleShot(5, tick)


grab("start", start)
QTimer.singleShot(120000, app.quit)
app.exec()
