"""Run under a real (virtual) X display: the 神 generals of part 2 at an identity table, 神司马懿
(the viewer) with four 忍, 神吕布 with six 暴怒, 无前's mark on seat 4, in the window at one size and
language, hovering 暴怒's token; saves <prefix>-god_b.png and <prefix>-god_b-tip.png."""

import sys
from pathlib import Path

from PySide6.QtCore import QPoint, QTimer
from PySide6.QtGui import QCursor, QFontMetrics, QGuiApplication
from PySide6.QtWidgets import QToolTip

sys.path[:0] = [str(Path(__file__).resolve().parent.parent), str(Path(__file__).resolve().parent)]

from test_god_b_table import god_scenario, marked_game  # noqa: E402

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
game = marked_game(god_scenario(strict=False))
c = window.play_table(LocalTable(Host(game, {s: BasicAgent(s) for s in range(1, 6)}), 0), lan=False)


def shoot(name: str) -> None:
    QGuiApplication.primaryScreen().grabWindow(window.winId()).save(f"{prefix}-{name}.png")


def hover() -> None:
    (token,) = [t for t in c.scene.items() if isinstance(t, MarkToken) and t.mark == "baonu"]
    view = window.table_view
    at = view.viewport().mapToGlobal(view.mapFromScene(token.sceneBoundingRect().center()))
    QCursor.setPos(at)
    # (the token sits by the window's right edge: the tip is shown to its left, inside the window)
    tip_at = at + QPoint(8, 8)
    right = window.mapToGlobal(window.rect().topRight()).x()
    metrics = QFontMetrics(QToolTip.font())
    width = max(metrics.horizontalAdvance(line) for line in token.toolTip().split("\n")) + 24
    if tip_at.x() + width > right:
        tip_at.setX(max(window.mapToGlobal(window.rect().topLeft()).x(), right - width - 16))
    QToolTip.showText(tip_at, token.toolTip(), view)
    QTimer.singleShot(400, lambda: (shoot("god_b-tip"), print("god_b god_b-tip"), app.quit()))


def ready() -> None:
    if c.request is None or c.busy:
        QTimer.singleShot(50, ready)
        return
    window.repaint()
    QTimer.singleShot(300, lambda: (shoot("god_b"), hover()))


QTimer.singleShot(100, ready)
QTimer.singleShot(60000, app.quit)
app.exec()
