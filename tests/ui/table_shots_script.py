"""Run under a real (virtual) X display: a mid-game table in the window at one size and language,
with your dashboard full (five pieces of equipment as strips, two judge cards, marks and a pile),
other seats' equipment, skill buttons and the answer bar — saved as <prefix>-table.png — and the
same table at 800×600 and back (<prefix>-small.png, <prefix>-back.png). `mode` is
"<identity|hegemony>:<lang>"."""

import copy
import json
import sys
from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtGui import QGuiApplication

import sgs_desktop.modes  # noqa: F401
from sgs_desktop.ai.random_agent import RandomAgent
from sgs_desktop.packs.i18n import set_language
from sgs_desktop.tables.local import TableSettings
from sgs_desktop.ui import anim
from sgs_desktop.ui.app import make_app
from sgs_desktop.ui.controller import UiSettings
from sgs_desktop.ui.dashboard import EquipSlot, JudgeChip
from sgs_desktop.ui.window import MainWindow

sys.path.insert(0, str(Path(__file__).parent))
import fit

prefix, width, height, arg = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4]
mode, lang = arg.split(":")
anim.SPEED = 0
app = make_app()
set_language(lang)
settings = UiSettings(ai_delay_ms=0, response_seconds=30)
window = MainWindow(settings)
window.resize(width, height)
window.show()
agent = RandomAgent(5)
state: dict = {"c": None}
checks: dict[str, dict] = {}


def check(name: str) -> dict:
    """What the test asserts about picture `name`: your equipment and judge cards on the dashboard,
    each shown, and the fit walker's problems (tests/ui/fit.py)."""
    scene = window.table_view.scene()
    shown = [i for i in scene.items() if i.isVisible()]
    return {"equipment": sorted(i.slot for i in shown if isinstance(i, EquipSlot)),
            "judge": len([i for i in shown if isinstance(i, JudgeChip)]),
            "fit": [str(p) for p in fit.check_window(window)] if name != "small" else []}


def by_key(faces: dict) -> dict[str, int]:
    out: dict[str, int] = {}
    for cid, face in faces.items():
        out.setdefault(face["key"], cid)
    return out


def dress(view):
    """The view with a full dashboard and armed seats (for the picture only)."""
    v = copy.deepcopy(view)
    keys = by_key({cid: f for cid, f in state["c"].scene.faces.items() if cid not in view.hand})
    pick = [k for k in ("zhuge_crossbow", "qinglong_blade", "triblade", "spear", "fan") if k in keys]
    me = v.players[v.seat]
    first = {slot: next((k for k in options if k in keys), None) for slot, options in (
        ("weapon", pick[::-1]), ("armor", ("eight_diagram", "renwang_shield")),
        ("defensive_horse", ("zhuahuangfeidian", "dilu", "jueying")),
        ("offensive_horse", ("chitu", "zixing", "dayuan")),
        ("treasure", ("wooden_ox",)))}
    me.equips = {slot: keys[k] for slot, k in first.items() if k is not None}
    me.judge = [keys[k] for k in ("indulgence", "lightning") if k in keys]
    me.marks = dict(me.marks, xianqu=1) if mode == "hegemony" else me.marks
    for i, p in enumerate(v.players):
        if p.seat != v.seat and p.alive:
            armed = [("weapon", pick[i % len(pick)]), ("armor", "renwang_shield"), ("defensive_horse", "dilu"),
                     ("offensive_horse", "dayuan")][: 1 + i % 4]
            p.equips = {s: keys[k] for s, k in armed if k in keys}
    return v


def grab(name: str, then) -> None:
    window.repaint()

    def shoot() -> None:
        QGuiApplication.primaryScreen().grabWindow(window.winId()).save(f"{prefix}-{name}.png")
        checks[name] = check(name)
        print(name)
        then()

    QTimer.singleShot(400, shoot)


def start() -> None:
    state["c"] = window.start_game(TableSettings(players=8, seat=0, seed=21, mode=mode), settings)
    QTimer.singleShot(50, tick)


def tick() -> None:
    c = state["c"]
    view = c.scene.view_state
    if c.over:
        app.quit()
        return
    if c.request is not None and not c.busy:
        if c.request.kind == "play" and view is not None and view.round >= 2:
            c.scene.sync(dress(view))
            grab("table", small)
            return
        c.submit(agent.answer(c.request, c.table.state.view))
    QTimer.singleShot(5, tick)


def small() -> None:
    window.resize(800, 600)
    grab("small", back)


def back() -> None:
    window.resize(width, height)
    grab("back", finish)


def finish() -> None:
    Path(f"{prefix}-checks.json").write_text(json.dumps(checks, ensure_ascii=False, indent=1), encoding="utf-8")
    app.quit()


QTimer.singleShot(100, start)
QTimer.singleShot(120000, app.quit)
app.exec()
