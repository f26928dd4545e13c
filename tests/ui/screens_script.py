"""Run under a real (virtual) X display: play in the window at one size and in one language and save
the screens a player sees, as PNGs named <prefix>-<screen>.png:

- `start` (the start page);
- identity, an 8-player game played to its end: `identity-choose` (the general choice),
  `identity-respond` (a response prompt), `identity-table` (a mid-game table, the log beside it),
  `identity-effect` (the same table with a fire hit and 南蛮入侵's sweep stopped mid-flight),
  `identity-log` (the log's column, "only mine" on) and `identity-over` (the game-over panel);
- 国战: `hegemony-choose` (the pair choice) and `hegemony-table` (its table in round 2).

Arguments: prefix, width, height, "screens-<lang>". It prints the names it saved, and writes
<prefix>-checks.json: for each picture, what the test asserts — the fit walker's problems
(tests/ui/fit.py: text cut off, outside its item, over another text), the key widgets that were not
visible, and raw ids found in the log."""

import json
import re
import sys
from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtGui import QGuiApplication

sys.path.insert(0, str(Path(__file__).parent))
import fit

import sgs_desktop.modes  # noqa: F401
from sgs_desktop.ai.random_agent import RandomAgent
from sgs_desktop.packs.i18n import set_language
from sgs_desktop.tables.local import TableSettings
from sgs_desktop.ui import anim
from sgs_desktop.ui.app import make_app
from sgs_desktop.ui.controller import UiSettings
from sgs_desktop.ui.heg_panels import PairPanel
from sgs_desktop.ui.panels import GameOverPanel, GeneralPanel
from sgs_desktop.ui.window import MainWindow

prefix, width, height, lang = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4].removeprefix("screens-")
anim.SPEED = 0
app = make_app()
set_language(lang)
settings = UiSettings(ai_delay_ms=0, response_seconds=30)
window = MainWindow(settings)
window.resize(width, height)
window.show()
agent = RandomAgent(5)
taken: list[str] = []
checks: dict[str, dict[str, list[str]]] = {}
state: dict = {"c": None, "mode": "identity", "waiting": False}
#: a rule-book id on screen: snake_case words, or (in Chinese) any run of lower-case Latin letters
RAW_ID = re.compile(r"\b[a-z]+_[a-z_]+\b") if lang == "en" else re.compile(r"[a-z]{3,}")


def visible(name: str, widget) -> str | None:
    return None if widget is not None and widget.isVisible() else name


def check(name: str) -> dict[str, list[str]]:
    """What the test asserts about picture `name` (taken now)."""
    c = state["c"]
    out: dict[str, list[str]] = {"fit": [], "missing": [], "raw": []}
    if name == "start":
        out["missing"] = [m for m in [visible("start page", window.start_page)] if m]
        out["fit"] = [str(p) for p in fit.check_window(window)]
        return out
    want = [visible("table", window.table_view), visible("log", window.log), visible("answer bar", window.answer_bar)]
    screen = name.partition("-")[2]
    if screen == "choose":
        panel = c.panel
        want.append(None if isinstance(panel, GeneralPanel | PairPanel) and panel.isVisible() else "choice panel")
    elif screen == "respond":
        want.append(None if c.request is not None and c.request.kind == "respond" else "a response request")
        want.append(visible("cancel button", window.answer_bar.buttons["cancel"]))
    elif screen == "over":
        want.append(None if isinstance(c.panel, GameOverPanel) and c.panel.isVisible() else "game-over panel")
    elif screen == "effect":
        kinds = {i.kind for i in c.scene.effects.items if not i.ended}
        want.append(None if {"claws", "fire"} <= kinds else f"the effects playing ({sorted(kinds)})")
    elif screen == "log":
        lines = window.log.text.toPlainText().splitlines()
        want.append(None if len(lines) >= 5 else f"log lines ({len(lines)})")
        want.append(None if window.log.mine.isChecked() else "only-mine on")
        out["raw"] = sorted({m for line in lines for m in RAW_ID.findall(line)})
    out["missing"] = [m for m in want if m]
    if screen != "effect":                  # (an effect is drawn over the seats' texts by design)
        out["fit"] = [str(p) for p in fit.check_window(window)]
    return out


def save(name: str) -> None:
    QGuiApplication.primaryScreen().grabWindow(window.winId()).save(f"{prefix}-{name}.png")
    checks[name] = check(name)
    taken.append(name)


def grab(name: str, then) -> None:
    """Let Qt paint, then save the window as the X server shows it."""
    state["waiting"] = True

    def shoot() -> None:
        save(name)
        state["waiting"] = False
        then()

    window.repaint()
    QTimer.singleShot(250, shoot)


def finish() -> None:
    Path(f"{prefix}-checks.json").write_text(json.dumps(checks, ensure_ascii=False, indent=1), encoding="utf-8")
    print(" ".join(taken))
    app.quit()


def start(mode: str) -> None:
    state["mode"] = mode
    state["c"] = window.start_game(TableSettings(players=8, seat=0, seed=21, mode=mode), settings)
    QTimer.singleShot(50, tick)


def effect() -> None:
    """A fire hit on one seat and 南蛮入侵 sweeping the table, stopped mid-flight."""
    scene = state["c"].scene
    fx = scene.effects
    alive = [s for s in scene.seat_order() if scene.view_state.players[s].alive]
    anim.SPEED = 1.0
    fx.show("claws", alive)
    fx.show("fire", alive[1:2])
    for shake in fx.shakes.values():
        shake.timeline.stop()
    for i, item in enumerate(fx.items):
        item.seek(0.42 if item.kind == "fire" else max(0.0, 0.3 - i * 0.07))
    for _ in range(3):
        app.processEvents()
    window.repaint()
    save("identity-effect")
    for shake in list(fx.shakes.values()):
        shake.end()
    for item in list(fx.items):
        item.end()
    anim.SPEED = 0
    window.log.mine.setChecked(True)
    grab("identity-log", lambda: (window.log.mine.setChecked(False), resume()))


def resume() -> None:
    c = state["c"]
    if c.request is not None:
        c.submit(agent.answer(c.request, c.table.state.view))
    QTimer.singleShot(5, tick)


def tick() -> None:
    c, mode = state["c"], state["mode"]
    if state["waiting"]:
        return
    view = c.scene.view_state
    if c.over:
        grab(f"{mode}-over", (lambda: start("hegemony")) if mode == "identity" else finish)
        return
    if c.request is not None and not c.busy:
        kind = c.request.kind
        name = None
        if f"{mode}-choose" not in taken and c.panel is not None:
            for gid in c.request.options[0].split("+"):
                c.panel.click(gid)
            name = "choose"
        elif mode == "identity" and "identity-respond" not in taken and kind == "respond" and view is not None \
                and view.round >= 2:
            name = "respond"
        elif f"{mode}-table" not in taken and kind == "play" and view is not None \
                and view.round >= (3 if mode == "identity" else 2):
            name = "table"
        if name == "table" and mode == "identity":
            grab("identity-table", effect)
            return
        if name == "table":
            grab("hegemony-table", finish)
            return
        if name is not None:
            req = c.request
            grab(f"{mode}-{name}", lambda: (c.submit(agent.answer(req, c.table.state.view)) if c.request is req
                                            else None, QTimer.singleShot(5, tick)))
            return
        c.submit(agent.answer(c.request, c.table.state.view))
    QTimer.singleShot(5, tick)


grab("start", lambda: start("identity"))
QTimer.singleShot(170000, finish)
app.exec()
