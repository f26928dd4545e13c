"""The bundled CJK font (SgsSans, a subset of Noto Sans CJK SC under the SIL OFL), loaded at start
so text renders on machines without CJK fonts."""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtGui import QFont, QFontDatabase

FAMILY = "SgsSans"
FILE = "SgsSans-Regular.otf"


def asset(*parts: str) -> Path:
    """A file of assets/: beside the program when frozen (PyInstaller), else in the checkout."""
    candidates = []
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        candidates.append(Path(frozen).joinpath("assets", *parts))
    candidates.append(Path(__file__).resolve().parents[2].joinpath("assets", *parts))
    for path in candidates:
        if path.exists():
            return path
    raise FileNotFoundError(f"{'/'.join(parts)} is missing (looked in {[str(c) for c in candidates]})")


def font_path() -> Path:
    """The bundled font file."""
    try:
        return asset("fonts", FILE)
    except FileNotFoundError as exc:
        raise FileNotFoundError(f"the bundled font: {exc}") from None


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
