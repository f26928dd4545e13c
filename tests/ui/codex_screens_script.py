"""Run under a real (virtual) X display: open 帮助 → 图鉴 and 帮助 → 规则 in one language at one size
and save what a reviewer looks at — a general's page (国战, with the new rules and rulings), a
card's page, a search, a filter, the rules — as PNGs named <prefix>-<screen>.png."""

import sys

from PySide6.QtCore import QTimer
from PySide6.QtGui import QGuiApplication

from sgs_desktop.packs.i18n import set_language
from sgs_desktop.ui.app import make_app
from sgs_desktop.ui.window import MainWindow

prefix, width, height, mode = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4]
app = make_app()
set_language(mode.removeprefix("codex-"))
window = MainWindow()
window.resize(width, height)
window.show()
taken: list[str] = []


def codex(key: str, text: str = "", kingdom: str = ""):
    c = window.show_codex(key)
    c.resize(width, height)
    c.move(0, 0)
    c.search.setText(text)
    c.kingdom.setCurrentIndex(max(0, c.kingdom.findData(kingdom)))
    if key:
        c.open_entry(key)
    return c


def rules(topic: str):
    r = window.show_rules(topic)
    r.resize(width, height)
    r.move(0, 0)
    return r


SCREENS = [
    ("codex-general", lambda: codex("hegemony:zhoutai")),
    ("codex-lord", lambda: codex("hegemony:lord_liubei")),
    ("codex-card", lambda: codex("lightning")),
    ("codex-search", lambda: codex("slash", text="杀")),
    ("codex-filter", lambda: codex("identity:liubei", kingdom="shu")),
    ("rules-identity", lambda: rules("identity")),
    ("rules-heg-new", lambda: rules("heg_new")),
]


def step(i: int = 0) -> None:
    if i == len(SCREENS):
        print(" ".join(taken))
        app.quit()
        return
    name, show = SCREENS[i]
    shown = show()
    shown.raise_()

    def grab() -> None:
        QGuiApplication.primaryScreen().grabWindow(shown.winId()).save(f"{prefix}-{name}.png")
        taken.append(name)
        shown.hide()
        step(i + 1)

    QTimer.singleShot(300, grab)


QTimer.singleShot(300, step)
app.exec()
