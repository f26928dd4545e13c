"""What every table screenshot script (`*_shot_script.py`, run under Xvfb by the gui tests through
xvfb_shots.xvfb_run) shares: its arguments (prefix, width, height, and a language if given), the
window at that size with animations off, a table played with basic-AI seats, the wait until the
table asks the player, a grab of the window, hovering a token to show its tool tip, and the names
it saved printed at the end (what the test checks).

Importing it puts tests/ and tests/ui on the path, for the scenario helpers (table, test_*_table).

    shots = ShotWindow()
    shots.play(game, ai_seats=range(1, 6))
    shots.table_and_tip("thicket", lambda: the_token(shots.controller))
    shots.run()
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterable
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE.parent), str(HERE)]

from PySide6.QtCore import QPoint, QTimer  # noqa: E402
from PySide6.QtGui import QCursor, QFontMetrics, QGuiApplication  # noqa: E402
from PySide6.QtWidgets import QGraphicsItem, QToolTip  # noqa: E402

import sgs_desktop.modes  # noqa: E402,F401
from sgs_desktop.ai.basic import BasicAgent  # noqa: E402
from sgs_desktop.packs.i18n import set_language  # noqa: E402
from sgs_desktop.tables.host import Host  # noqa: E402
from sgs_desktop.tables.local import LocalTable  # noqa: E402
from sgs_desktop.ui import anim  # noqa: E402
from sgs_desktop.ui.app import make_app  # noqa: E402
from sgs_desktop.ui.controller import UiSettings  # noqa: E402
from sgs_desktop.ui.window import MainWindow  # noqa: E402

#: how long the whole script may run before it quits (ms)
DEADLINE_MS = 60000


class ShotWindow:
    """The window of one screenshot script, from its command line: `prefix width height [language]`."""

    def __init__(self) -> None:
        self.prefix, self.width, self.height = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
        if len(sys.argv) > 4:
            set_language(sys.argv[4])
        anim.SPEED = 0
        self.app = make_app()
        self.window = MainWindow(UiSettings(ai_delay_ms=0, response_seconds=0))
        self.window.resize(self.width, self.height)
        self.window.show()
        self.taken: list[str] = []
        self.controller = None

    def play(self, game, ai_seats: Iterable[int]):
        """Open a table of `game` in the window, the player at seat 0 and basic AI at `ai_seats`."""
        host = Host(game, {s: BasicAgent(s) for s in ai_seats})
        self.controller = self.window.play_table(LocalTable(host, 0), lan=False)
        return self.controller

    def shoot(self, name: str) -> None:
        """Save the window as the X server shows it: <prefix>-<name>.png."""
        QGuiApplication.primaryScreen().grabWindow(self.window.winId()).save(f"{self.prefix}-{name}.png")
        self.taken.append(name)

    def when_asked(self, then: Callable[[], object], first_ms: int = 0) -> None:
        """Once the table asks the player something (and is done animating), paint and `then`."""
        def check() -> None:
            c = self.controller
            if c is None or c.request is None or c.busy:
                QTimer.singleShot(50, check)
                return
            self.window.repaint()
            QTimer.singleShot(300, then)
        if first_ms:
            QTimer.singleShot(first_ms, check)
        else:
            check()

    def hover(self, token: QGraphicsItem, then: Callable[[], object], *, inside: bool = False) -> None:
        """Put the pointer on `token` and show its tool tip (`inside`: kept within the window's right
        edge, for a token beside it); `then` once it shows."""
        view = self.window.table_view
        at = view.viewport().mapToGlobal(view.mapFromScene(token.sceneBoundingRect().center()))
        QCursor.setPos(at)
        tip_at = at + QPoint(8, 8)
        if inside:
            right = self.window.mapToGlobal(self.window.rect().topRight()).x()
            metrics = QFontMetrics(QToolTip.font())
            width = max(metrics.horizontalAdvance(line) for line in token.toolTip().split("\n")) + 24
            if tip_at.x() + width > right:
                tip_at.setX(max(self.window.mapToGlobal(self.window.rect().topLeft()).x(), right - width - 16))
        QToolTip.showText(tip_at, token.toolTip(), view)
        QTimer.singleShot(400, then)

    def table_and_tip(self, name: str, token: Callable[[], QGraphicsItem], *, inside: bool = False) -> None:
        """The usual pair: <name>.png once the player is asked, then <name>-tip.png hovering `token()`."""
        def tip() -> None:
            self.shoot(name)
            self.hover(token(), lambda: (self.shoot(f"{name}-tip"), self.done()), inside=inside)
        self.when_asked(tip, first_ms=100)

    def done(self) -> None:
        """Print the names saved (the test reads them) and quit."""
        print(" ".join(self.taken))
        self.app.quit()

    def run(self) -> None:
        QTimer.singleShot(DEADLINE_MS, self.app.quit)
        self.app.exec()
