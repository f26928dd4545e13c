"""Run under a real (virtual) X display: an identity table of the 火 generals with their marks up —
太史慈 (you) having won 天义 this turn, 颜良文丑 with 双雄's red, 庞统's unused 涅槃 — at one size,
then hovering your 天义 token; saves <prefix>-marks.png and <prefix>-marks-tip.png."""

import sys
from pathlib import Path

from PySide6.QtCore import QPoint, QTimer
from PySide6.QtGui import QCursor, QGuiApplication
from PySide6.QtWidgets import QToolTip

sys.path[:0] = [str(Path(__file__).resolve().parent.parent), str(Path(__file__).resolve().parent)]

from table import Table  # noqa: E402

import sgs_desktop.modes  # noqa: E402,F401
from sgs_desktop.ai.basic import BasicAgent  # noqa: E402
from sgs_desktop.packs.i18n import set_language  # noqa: E402
from sgs_desktop.tables.host import Host  # noqa: E402
from sgs_desktop.tables.local import LocalTable  # noqa: E402
from sgs_desktop.ui import anim  # noqa: E402
from sgs_desktop.ui.app import make_app  # noqa: E402
from sgs_desktop.ui.controller import UiSettings  # noqa: E402
from sgs_desktop.ui.window import MainWindow  # noqa: E402

prefix, width, height = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
if len(sys.argv) > 4:
    set_language(sys.argv[4])
anim.SPEED = 0
app = make_app()
settings = UiSettings(ai_delay_ms=0, response_seconds=0)
window = MainWindow(settings)
window.resize(width, height)
window.show()
t = Table([{"role": "rebel", "general": "taishici", "hand": ["闪 ♥13", "杀 ♠7", "杀 ♠8"]},
           {"role": "lord", "general": "yuanshao", "hand": ["闪 ♦2"]},
           {"role": "loyalist", "general": "yanliangwenchou"}, {"role": "rebel", "general": "pangtong"},
           {"role": "renegade", "general": "wolong"}, {"role": "loyalist", "general": "xunyu"},
           {"role": "rebel", "general": "dianwei"}, {"role": "loyalist", "general": "pangde"}],
          current=0, stop="game_over")
t.play(0, skill="tianyi", targets=[1])
t.cards(0, "闪 ♥13")                              # won: the 天义·赢 mark
t.p(2).marks["shuangxiong_red"] = 1               # (as after his own draw phase: the seat shows it)
c = window.play_table(LocalTable(Host(t.g, {s: BasicAgent(s) for s in range(1, 8)}), 0), lan=False)


def shoot(name: str) -> None:
    QGuiApplication.primaryScreen().grabWindow(window.winId()).save(f"{prefix}-{name}.png")


def hover() -> None:
    token = c.scene.seats[0].tokens[0]
    view = window.table_view
    at = view.viewport().mapToGlobal(view.mapFromScene(token.sceneBoundingRect().center()))
    QCursor.setPos(at)
    QToolTip.showText(at + QPoint(8, 8), token.toolTip(), view)
    QTimer.singleShot(400, lambda: (shoot("marks-tip"), print("marks marks-tip"), app.quit()))


def ready() -> None:
    if c.request is None or c.busy:
        QTimer.singleShot(50, ready)
        return
    window.repaint()
    QTimer.singleShot(300, lambda: (shoot("marks"), hover()))


QTimer.singleShot(100, ready)
QTimer.singleShot(60000, app.quit)
app.exec()
