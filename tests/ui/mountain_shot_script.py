"""Run under a real (virtual) X display: the six 山 generals at an identity table, the viewer 左慈
with his 化身牌 (the number, the one turned up, his face-down ones) and 邓艾 with a 田, in the
window at one size and language, hovering the 化身牌 turned up; saves <prefix>-mountain.png and
<prefix>-mountain-tip.png."""

import sys
from pathlib import Path

from PySide6.QtCore import QPoint, QTimer
from PySide6.QtGui import QCursor, QGuiApplication
from PySide6.QtWidgets import QToolTip

sys.path[:0] = [str(Path(__file__).resolve().parent.parent), str(Path(__file__).resolve().parent)]

from test_mountain_table import mountain_game  # noqa: E402

import sgs_desktop.modes  # noqa: E402,F401
from sgs_desktop.ai.basic import BasicAgent  # noqa: E402
from sgs_desktop.packs.i18n import set_language  # noqa: E402
from sgs_desktop.tables.host import Host  # noqa: E402
from sgs_desktop.tables.local import LocalTable  # noqa: E402
from sgs_desktop.ui import anim  # noqa: E402
from sgs_desktop.ui.app import make_app  # noqa: E402
from sgs_desktop.ui.controller import UiSettings  # noqa: E402
from sgs_desktop.ui.mark_tokens import MarkToken  # noqa: E402
from sgs_desktop.ui.window import MainWindow  # noqa: E402

prefix, width, height, lang = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4]
set_language(lang)
anim.SPEED = 0
app = make_app()
window = MainWindow(UiSettings(ai_delay_ms=0, response_seconds=0))
window.resize(width, height)
window.show()
game = mountain_game(strict=False)
c = window.play_table(LocalTable(Host(game, {s: BasicAgent(s) for s in range(1, 6)}), 0), lan=False)


def shoot(name: str) -> None:
    QGuiApplication.primaryScreen().grabWindow(window.winId()).save(f"{prefix}-{name}.png")


def hover() -> None:
    (token,) = [t for t in c.scene.items() if isinstance(t, MarkToken) and t.mark.startswith("huashen.")]
    view = window.table_view
    at = view.viewport().mapToGlobal(view.mapFromScene(token.sceneBoundingRect().center()))
    QCursor.setPos(at)
    QToolTip.showText(at + QPoint(8, 8), token.toolTip(), view)
    QTimer.singleShot(400, lambda: (shoot("mountain-tip"), print("mountain mountain-tip"), app.quit()))


def ready() -> None:
    if c.request is None or c.busy:
        QTimer.singleShot(50, ready)
        return
    window.repaint()
    QTimer.singleShot(300, lambda: (shoot("mountain"), hover()))


QTimer.singleShot(100, ready)
QTimer.singleShot(60000, app.quit)
app.exec()
