"""The main window's first size, Qt's own words and the keyboard focus after a dialog:

- `first_size`: the window fits the screen it opens on (its available geometry, less the frame):
  1440×860 where there is room, smaller where there is not — never cut off on a 1280×720 screen;
- `QtTexts`: Qt's own dialogs and buttons (the file dialog, standard buttons) speak the chosen
  language, from the translations Qt ships (qtbase_zh_CN, qtbase_zh_TW);
- `give_back_focus`: when a dialog closes, the window is active again and the keys (Ctrl+Q,
  Enter, Esc …) work at once, without a click.
"""

from __future__ import annotations

import logging
import sys
from pathlib import Path
from typing import ClassVar, TypeVar

import PySide6
from PySide6.QtCore import QCoreApplication, QLibraryInfo, QRect, QSize, Qt, QTranslator
from PySide6.QtWidgets import QApplication, QDialog, QWidget

log = logging.getLogger(__name__)

#: the size the window opens at where the screen has room
PREFERRED = QSize(1440, 860)
#: what the window manager's frame and title bar take (a guess made before the window is shown)
FRAME = QSize(16, 40)
#: the smallest first size (a screen smaller still gets the whole screen)
LEAST = QSize(800, 560)


def first_size(available: QRect, wanted: QSize = PREFERRED) -> QSize:
    """The window's first size on a screen whose free area is `available`: `wanted` where it fits,
    else as much as the screen gives (less the frame), never under LEAST unless the screen is."""
    room = QSize(max(1, available.width() - FRAME.width()), max(1, available.height() - FRAME.height()))
    width = min(wanted.width(), room.width())
    height = min(wanted.height(), room.height())
    return QSize(max(width, min(LEAST.width(), room.width())), max(height, min(LEAST.height(), room.height())))


def fit_to_screen(window: QWidget, wanted: QSize = PREFERRED) -> QSize:
    """Size `window` for the screen it opens on (where on it is the window manager's choice); the
    size given."""
    screen = window.screen()
    size = first_size(screen.availableGeometry(), wanted) if screen is not None else wanted
    window.resize(size)
    return size


class QtTexts:
    """Qt's own words in the chosen language: a QTranslator of Qt's qtbase catalogue, swapped when
    the language changes (English: none). A catalogue Qt lacks is said once in the log."""

    CATALOGUES: ClassVar[dict[str, str]] = {"zh_CN": "qtbase_zh_CN", "zh_TW": "qtbase_zh_TW"}

    def __init__(self) -> None:
        self.translator: QTranslator | None = None
        self.lang: str | None = None
        self._missing: set[str] = set()

    def switch(self, lang: str) -> bool:
        """Use `lang`'s catalogue from now on; False when Qt has none for it (English has none)."""
        app = QCoreApplication.instance()
        if app is None or lang == self.lang:
            return self.translator is not None
        if self.translator is not None:
            app.removeTranslator(self.translator)
            self.translator = None
        self.lang = lang
        name = self.CATALOGUES.get(lang)
        if name is None:
            return False
        translator = QTranslator(app)
        folders = translation_folders()
        if not any(translator.load(name, folder) for folder in folders):
            if name not in self._missing:
                self._missing.add(name)
                log.warning("Qt's %s translations are in none of %s: its own dialogs stay in English", lang, folders)
            return False
        app.installTranslator(translator)
        self.translator = translator
        return True


def translation_folders() -> list[str]:
    """Where Qt's catalogues may be: Qt's own folder, PySide6's, and the installer's copy of it."""
    folders = [QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath),
               str(Path(PySide6.__file__).parent / "Qt" / "translations")]
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        folders.append(str(Path(frozen) / "PySide6" / "Qt" / "translations"))
    return list(dict.fromkeys(folders))


#: one per program (Qt's translators are the application's)
QT_TEXTS = QtTexts()


Dialog = TypeVar("Dialog", bound=QDialog)


def give_back_focus(window: QWidget, dialog: Dialog) -> Dialog:
    """When `dialog` closes, make `window` the active window again and give the keyboard to what
    had it (or the page showing), so shortcuts work without a click. (Not while another dialog it
    led to is open: the file dialog opens 观看录像 as it closes.)"""
    before = window.focusWidget()

    def back(_result: int = 0) -> None:
        modal = QApplication.activeModalWidget()
        if not window.isVisible() or (modal is not None and modal is not dialog):
            return
        window.activateWindow()
        window.raise_()
        try:
            target = before if before is not None and before.isVisible() else window
        except RuntimeError:            # (what had the keyboard is gone: a page rebuilt meanwhile)
            target = window
        target.setFocus(Qt.FocusReason.ActiveWindowFocusReason)

    dialog.finished.connect(back)
    return dialog
