"""Starting the desktop program."""

from __future__ import annotations

import os
import sys

from PySide6.QtWidgets import QApplication

from .fonts import load_font, ui_font
from .window import MainWindow


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
    load_font()
    app.setFont(ui_font(10))
    return app


def run(argv: list[str] | None = None) -> int:
    """Open the window (the start page) and run until it is closed."""
    app = make_app(argv)
    window = MainWindow()
    window.show()
    return app.exec()
