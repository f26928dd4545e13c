"""Starting the desktop program."""

from __future__ import annotations

import os
import sys

from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication, QMessageBox

from .fonts import asset, load_font, missing, ui_font
from .places import APP_NAME, Places, log
from .style import apply as apply_style
from .texts import ui_text
from .window import MainWindow

ICON = "sgs-desktop-256.png"


def no_display() -> bool:
    """True on Linux without a display server (and no offscreen platform chosen)."""
    if not sys.platform.startswith("linux"):
        return False
    if os.environ.get("QT_QPA_PLATFORM"):
        return False
    return not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))


def make_app(argv: list[str] | None = None) -> QApplication:
    running = QApplication.instance()
    app = running if isinstance(running, QApplication) else QApplication(argv or sys.argv[:1])
    app.setApplicationName(APP_NAME)            # names the settings, data and log folders (places.py)
    app.setDesktopFileName(APP_NAME)            # the menu entry sgs-desktop.desktop (its icon, on Wayland)
    try:
        app.setWindowIcon(QIcon(str(asset("icons", ICON))))
    except FileNotFoundError as exc:            # (no icon: the window still opens, the log says why)
        missing("missing_icon", ICON, exc)
    load_font()
    app.setFont(ui_font(10))
    apply_style(app)                            # (ui/style.py: the palette and style sheet of every window)
    return app


def run(argv: list[str] | None = None, places: Places | None = None) -> int:
    """Open the window (the start page) and run until it is closed: the start page's choices are
    kept, finished games' records saved, the log written, and an unexpected error becomes a bug
    report (places.py says where each goes)."""
    app = make_app(argv)
    places = places or Places.standard()
    places.start_logging()
    window = MainWindow(places=places, ask_on_close=True)

    def bug_report(kind, value, tb) -> None:
        log.error("unexpected error", exc_info=(kind, value, tb))
        try:
            path = places.write_bug_report(kind, value, tb, about=f"table: {window.table_settings}")
        except OSError as exc:
            log.error("could not write the bug report: %s", exc)
            return
        sys.__excepthook__(kind, value, tb)
        QMessageBox.warning(window, ui_text("bug_report_title"), ui_text("bug_report", path=path))

    sys.excepthook = bug_report
    window.show()
    return app.exec()
