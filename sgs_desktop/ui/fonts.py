"""The bundled CJK font (SgsSans, a subset of Noto Sans CJK SC under the SIL OFL), loaded at start
so text renders on machines without CJK fonts."""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtGui import QFont, QFontDatabase

FAMILY = "SgsSans"
FILE = "SgsSans-Regular.otf"


def font_path() -> Path:
    """The font file: beside the program when frozen (PyInstaller), else in the checkout's assets/."""
    candidates = []
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        candidates.append(Path(frozen) / "assets" / "fonts" / FILE)
    candidates.append(Path(__file__).resolve().parents[2] / "assets" / "fonts" / FILE)
    for path in candidates:
        if path.exists():
            return path
    raise FileNotFoundError(f"the bundled font {FILE} is missing (looked in {[str(c) for c in candidates]})")


_loaded: list[str] = []


def load_font() -> str:
    """Register the bundled font with Qt (once); return its family name."""
    if not _loaded:
        fid = QFontDatabase.addApplicationFont(str(font_path()))
        if fid < 0:
            raise RuntimeError(f"Qt could not load {font_path()}")
        families = QFontDatabase.applicationFontFamilies(fid)
        _loaded.extend(families)
    return _loaded[0]


def ui_font(size: float = 10, bold: bool = False) -> QFont:
    font = QFont(load_font())
    font.setPointSizeF(size)
    font.setBold(bold)
    return font
