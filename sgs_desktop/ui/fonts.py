"""The bundled CJK fonts, loaded at start so text renders on machines without CJK fonts:

- SgsSans, the text face (a subset of Noto Sans CJK SC, SIL OFL);
- SgsKai, the brush face 楷体 for card and general names, titles, seals and stamps (a subset of
  LXGW WenKai Bold, SIL OFL). A brush font falls back to SgsSans glyph by glyph, and to
  SgsSans whole when its file is missing; the text face, to the system's font. The program never
  stops for a missing file of assets/ (a font, a sound, the icon): `missing(key, file)` says so in
  the program's log and keeps a notice the window shows once, in its own log (`notices`).
"""

from __future__ import annotations

import logging
import sys
from pathlib import Path

from PySide6.QtGui import QFont, QFontDatabase

FAMILY = "SgsSans"
FILE = "SgsSans-Regular.otf"
BRUSH_FAMILY = "SgsKai"
BRUSH_FILE = "SgsKai-Bold.ttf"

log = logging.getLogger(__name__)


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
    """The bundled text font's file."""
    try:
        return asset("fonts", FILE)
    except FileNotFoundError as exc:
        raise FileNotFoundError(f"the bundled font: {exc}") from None


def brush_font_path() -> Path:
    """The bundled brush font's file."""
    try:
        return asset("fonts", BRUSH_FILE)
    except FileNotFoundError as exc:
        raise FileNotFoundError(f"the bundled brush font: {exc}") from None


_loaded: list[str] = []
_brush: list[str | None] = []
#: what is missing and what stands in, as (i18n key, file) pairs: the window says each once
notices: list[tuple[str, str]] = []


def missing(key: str, file: str | Path, why: object = "") -> None:
    """An asset is missing (or unreadable): the log says so, and a notice waits for the window
    (`key` names the words in the i18n files: missing_font, missing_brush_font, missing_sound,
    missing_icon)."""
    name = Path(file).name
    log.warning("%s is missing or unreadable (%s): %s", file, why or "not found", key)
    if (key, name) not in notices:
        notices.append((key, name))


def load_font() -> str:
    """Register the bundled text font with Qt (once); return its family name — the system's
    default when the file is missing or unreadable (said once: `missing`)."""
    if not _loaded:
        try:
            fid = QFontDatabase.addApplicationFont(str(font_path()))
            if fid < 0:
                raise RuntimeError(f"Qt could not load {font_path()}")
            _loaded.extend(QFontDatabase.applicationFontFamilies(fid))
        except (OSError, RuntimeError) as exc:
            missing("missing_font", FILE, exc)
            _loaded.append(QFont().defaultFamily())
    return _loaded[0]


def load_brush_font() -> str | None:
    """Register the brush font (once); its family, or None when it is missing or unreadable (the
    log says why, once, and the text face stands in)."""
    if not _brush:
        family: str | None = None
        try:
            fid = QFontDatabase.addApplicationFont(str(brush_font_path()))
            if fid < 0:
                missing("missing_brush_font", BRUSH_FILE, "Qt could not load it")
            else:
                family = QFontDatabase.applicationFontFamilies(fid)[0]
        except FileNotFoundError as exc:
            missing("missing_brush_font", BRUSH_FILE, exc)
        _brush.append(family)
    return _brush[0]


def ui_font(size: float = 10, bold: bool = False) -> QFont:
    font = QFont(load_font())
    font.setPointSizeF(size)
    font.setBold(bold)
    return font


def brush_font(size: float = 12) -> QFont:
    """The brush face 楷体 at `size` points: names, titles, seals. A glyph it lacks comes from the
    text face."""
    text = load_font()
    brush = load_brush_font()
    font = QFont(brush or text)
    font.setFamilies([brush, text] if brush else [text])
    font.setPointSizeF(size)
    font.setBold(brush is None)
    return font
