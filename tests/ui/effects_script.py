"""Run under a real (virtual) X display: play an 8-player game to its third round, then show each
table effect on chosen seats, stopped mid-flight, and save the window as
<prefix>-effects-<kind>.png (plus the standing marks: the halo, the phase strip and a chain).
Prints the names it saved. The effects are started through `TableEffects.show` (the same call the
typed events make) so each picture shows one effect whole."""

import os
import sys

from PySide6.QtCore import QTimer
from PySide6.QtGui import QGuiApplication

import sgs_desktop.modes  # noqa: F401
from sgs_desktop.ai.random_agent import RandomAgent
from sgs_desktop.engine.events import Chain
from sgs_desktop.packs.i18n import set_language
from sgs_desktop.tables.local import TableSettings
from sgs_desktop.ui import anim
from sgs_desktop.ui.app import make_app
from sgs_desktop.ui.controller import UiSettings
from sgs_desktop.ui.window import MainWindow

prefix, width, height, mode = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4]
only = sys.argv[5].split(",") if len(sys.argv) > 5 and sys.argv[5] else None
anim.SPEED = 0
app = make_app()
if len(sys.argv) > 6:
    set_language(sys.argv[6])
settings = UiSettings(ai_delay_ms=0, response_seconds=0)
window = MainWindow(settings)
window.resize(width, height)
window.show()
agent = RandomAgent(5)
taken: list[str] = []
state: dict = {"c": None}

#: (picture, effect, seats (positions round the table: 0 is your seat), the user, when to stop it)
SHOTS = [("lightning", "lightning", [3], None, 0.2), ("fire", "fire", [2], None, 0.42),
         ("thunder", "thunder", [4], None, 0.3), ("hit", "hit", [5], None, 0.12),
         ("savage", "claws", [1, 2, 3, 4, 5, 6, 7], None, 0.3), ("archery", "arrows", [1, 2, 3, 4, 5, 6, 7], 0, 0.34),
         ("peach", "peach", [6], None, 0.45), ("wine", "wine", [0], None, 0.45), ("death", "death", [3], None, 0.36),
         ("chain_break", "chain_break", [1, 3], None, 0.3)]


def grab(name: str, around=None) -> None:
    """Save the window; with SGS_FX_ZOOM set, also a crop of the scene rect `around`, twice as large."""
    for _ in range(3):
        app.processEvents()
    window.repaint()
    shot = QGuiApplication.primaryScreen().grabWindow(window.winId())
    shot.save(f"{prefix}-effects-{name}.png")
    taken.append(name)
    if around is not None and os.environ.get("SGS_FX_ZOOM"):
        view = window.table_view
        box = view.mapFromScene(around).boundingRect()
        box.moveTopLeft(view.viewport().mapTo(window, box.topLeft()))
        shot.copy(box).scaled(box.width() * 2, box.height() * 2).save(f"{prefix}-zoom-{name}.png")


def start() -> None:
    state["c"] = window.start_game(TableSettings(players=8, seat=0, seed=21, mode=mode), settings)
    QTimer.singleShot(50, tick)


def tick() -> None:
    c = state["c"]
    view = c.scene.view_state
    if c.request is not None and not c.busy and view is not None and view.round >= (3 if mode == "identity" else 2) \
            and c.request.kind == "play":
        QTimer.singleShot(200, shots)
        return
    if c.over:
        print("over-too-soon")
        app.quit()
        return
    if c.request is not None and not c.busy:
        c.submit(agent.answer(c.request, c.table.state.view))
    QTimer.singleShot(5, tick)


def shots() -> None:
    scene = state["c"].scene
    fx = scene.effects
    view = scene.view_state
    order = [0, *scene.seat_order()]        # position 0: your seat; then round the table
    alive = [s for s in order if view.players[s].alive]
    grab("table", fx.seat_rect(0).adjusted(-330, -60, 30, 10))
    for name, kind, where, user, t in SHOTS:
        if only and name not in only:
            continue
        seats = [alive[i % len(alive)] for i in where]
        around = fx.seat_rect(seats[0]).adjusted(-60, -60, 60, 60)
        anim.SPEED = 1.0
        if kind == "chain_break":           # chained as the view says, then one is set free
            for s in seats:
                view.players[s].chained = True
            scene.sync(view)
            around = fx.seat_rect(seats[0]).united(fx.seat_rect(seats[1])).adjusted(-30, -30, 30, 30)
            grab("chain", around)
            view.players[seats[0]].chained = False
            fx.on_event(Chain(seat=seats[0], chained=False))
            started = [i for i in fx.items if i.kind == "chain_break"]
        else:
            started = fx.show(kind, seats, source=alive[user] if user is not None else None)
        for shake in fx.shakes.values():
            shake.timeline.stop()
        for i, item in enumerate(fx.items):
            lag = i * 0.07 if kind in ("claws", "arrows") else 0.0
            item.seek(max(0.0, min(0.95, t - lag)))
        if kind in ("claws", "arrows", "lightning"):
            around = scene.sceneRect()
        grab(name, around)
        for shake in list(fx.shakes.values()):
            shake.end()
        for item in list(fx.items):
            item.end()
        if kind == "chain_break":
            for s in seats:
                view.players[s].chained = False
            scene.sync(view)
        anim.SPEED = 0
        assert started, name
    print(" ".join(taken))
    app.quit()


QTimer.singleShot(100, start)
QTimer.singleShot(120000, app.quit)
app.exec()
