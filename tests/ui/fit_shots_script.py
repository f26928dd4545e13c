"""Run under a real (virtual) X display: bring the window to each of the fit test's table states
(tests/ui/fit_states.py) at one size and language and save <prefix>-<state>.png; `mode` is
"<lang>:<state>,<state>…" (all of them when no state is named)."""

import sys
import time

from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication

import sgs_desktop.modes  # noqa: F401
from sgs_desktop.packs.i18n import set_language
from sgs_desktop.ui.app import make_app
from sgs_desktop.ui.controller import UiSettings
from sgs_desktop.ui.window import MainWindow

sys.path.insert(0, str(__import__("pathlib").Path(__file__).parent))
import fit_states

prefix, width, height, arg = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4]
lang, _, names = arg.removeprefix("fit-").partition(":")
app = make_app()
set_language(lang)


class Bot:
    @staticmethod
    def waitUntil(test, timeout=20000):      # (pytest-qt's name)
        end = time.monotonic() + timeout / 1000
        while not test():
            assert time.monotonic() < end, "timed out"
            QApplication.processEvents()
            time.sleep(0.005)

    def wait(self, ms):
        end = time.monotonic() + ms / 1000
        self.waitUntil(lambda: time.monotonic() >= end)


class Ctx:
    qtbot = Bot()


states = [s for s in fit_states.TABLE_STATES if not names or s.__name__ in names.split(",")]
for state in states:
    window = MainWindow(UiSettings(ai_delay_ms=0, response_seconds=30))
    window.resize(width, height)
    window.show()
    Bot().wait(100)
    state(window, Ctx())
    Bot().wait(400)
    QGuiApplication.primaryScreen().grabWindow(window.winId()).save(f"{prefix}-{state.__name__}.png")
    print(state.__name__)
    window.close()
    window.deleteLater()
