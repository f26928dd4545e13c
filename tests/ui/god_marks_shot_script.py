"""Run under a real (virtual) X display: an 8-seat identity table with the 神 generals (神话再临·神)
and their marks and piles up — 神诸葛亮 (you) with seven 星 beside him, 梦魇 on the players who hurt
神关羽, 狂风 on one seat and 大雾 on two, 神周瑜's unused 业炎 — each 神 general on the kingdom it
chose; then hovering your 星 token. Saves <prefix>-marks.png and <prefix>-marks-tip.png."""

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
STARS = ["杀 ♠7", "杀 ♠8", "闪 ♦2", "闪 ♦3", "桃 ♥4", "无中生有 ♥7", "决斗 ♠1"]
t = Table([{"role": "rebel", "general": "shenzhugeliang", "kingdom": "shu", "hand": ["杀 ♣2", "闪 ♥2", "桃 ♥3"],
            "piles": {"qixing": STARS}, "marks": {"dawu": 1}},
           {"role": "lord", "general": "liubei", "hand": ["闪 ♦4"], "marks": {"mengyan": 2, "kuangfeng": 1}},
           {"role": "loyalist", "general": "shenguanyu", "kingdom": "shu"},
           {"role": "rebel", "general": "shenlvmeng", "kingdom": "wu", "marks": {"dawu": 1}},
           {"role": "renegade", "general": "shenzhouyu", "kingdom": "wu"},
           {"role": "loyalist", "general": "zhaoyun", "marks": {"mengyan": 1}},
           {"role": "rebel", "general": "lvbu"}, {"role": "loyalist", "general": "zhugeliang"}],
          current=0, stop="game_over")
c = window.play_table(LocalTable(Host(t.g, {s: BasicAgent(s) for s in range(1, 8)}), 0), lan=False)


def shoot(name: str) -> None:
    QGuiApplication.primaryScreen().grabWindow(window.winId()).save(f"{prefix}-{name}.png")


def hover() -> None:
    dash = c.scene.seats[0]
    token = next(tk for tk in dash.pile_tokens if tk.pile == "qixing")
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
