"""Text on the cards: the faces (with a fallback that never fails), a card name's lines, and text
drawn as outlines so it scales with the card.

A name is laid out by trying every way of breaking it where a break is allowed (between words in
English, never inside one; at the natural break of a Chinese name: 南蛮/入侵, 青龙/偃月刀,
挟天子/以令诸侯, 无懈可击/·国) and keeping the one that gives the largest type. Text is measured at
a reference size and drawn as a path, so a layout scales linearly with the card.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from functools import cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QTransform

log = logging.getLogger(__name__)

REF = 100           # the reference pixel size text is measured at
STEP = 1.06         # from one line's baseline to the next, in ems
INK = 0.96          # a line's ink, from the top of a Chinese character to the foot of a descender, in ems
RISE = 0.8          # from the top of a line's ink to its baseline, in ems
CONDENSED = 0.86    # the narrowest a Latin name may be set (a condensed face), as a share of its width


@cache
def face(kind: str) -> QFont:
    """The brush face ("brush") or the text face ("sans", "bold") at the reference size. A font
    that cannot be loaded gives way to the other, then to Qt's default: a card never fails for a
    font (the log says so once)."""
    font: QFont | None = None
    try:
        from ..fonts import brush_font, ui_font
        font = brush_font(12) if kind == "brush" else ui_font(12, kind == "bold")
    except (OSError, RuntimeError) as exc:       # (a missing or unreadable font file)
        log.warning("the card faces use Qt's default font: %s", exc)
        font = QFont()
        font.setBold(kind != "sans")
    font.setPixelSize(REF)
    font.setHintingPreference(QFont.HintingPreference.PreferNoHinting)
    font.setKerning(True)
    return font


@cache
def _metrics(kind: str) -> QFontMetricsF:
    return QFontMetricsF(face(kind))


def reset_faces() -> None:
    """Forget the faces and every layout made with them (after the fonts changed: tests)."""
    face.cache_clear()
    _metrics.cache_clear()
    fit_name.cache_clear()


def advance(text: str, kind: str = "brush") -> float:
    """`text`'s width at 1 px (multiply by the size)."""
    return _metrics(kind).horizontalAdvance(text) / REF


def block_height(lines: int) -> float:
    """The ink height of `lines` lines at 1 px."""
    return STEP * (lines - 1) + INK


def ascent(kind: str = "brush") -> float:
    return _metrics(kind).ascent() / REF


def cap_height(kind: str = "brush") -> float:
    """The height of a capital or a Chinese character at 1 px (for centring by ink, not by box)."""
    return _metrics(kind).capHeight() / REF


# ----------------------------------------------------------------------------- names


def is_spaced(name: str) -> bool:
    """A name written in words (English): it may break only between them."""
    return " " in name.strip()


def is_cjk(name: str) -> bool:
    """A name in Chinese characters (it may break between them, at its natural break)."""
    return any(ord(ch) >= 0x2E80 for ch in name)


def break_options(name: str, max_lines: int = 3) -> list[tuple[str, ...]]:
    """Every allowed way to set `name` in 1..`max_lines` lines, one line first."""
    if is_spaced(name):
        words = name.split()
        out: list[tuple[str, ...]] = []
        n = len(words)
        for lines in range(1, min(max_lines, n) + 1):
            out.extend(_splits(words, lines))
        return out
    options: list[tuple[str, ...]] = [(name,)]
    if max_lines >= 2 and len(name) >= 4 and is_cjk(name):
        options.append(tuple(_cjk_break(name)))
    return options


def _splits(words: list[str], lines: int) -> list[tuple[str, ...]]:
    if lines == 1:
        return [(" ".join(words),)]
    out: list[tuple[str, ...]] = []
    for cut in range(1, len(words) - lines + 2):
        head = " ".join(words[:cut])
        out.extend((head, *rest) for rest in _splits(words[cut:], lines - 1))
    return out


def _cjk_break(name: str) -> list[str]:
    """A Chinese name's natural break: before its "·" part, else 2+2, 2+3, 3+3, 3+4."""
    if "·" in name:
        head, _, tail = name.partition("·")
        return [head, "·" + tail]
    half = len(name) // 2
    return [name[:half], name[half:]]


@dataclass(frozen=True)
class NameLayout:
    """A name set in a box: its lines, the pixel size they are drawn at and how condensed (1: not)."""

    lines: tuple[str, ...]
    size: float
    kind: str = "brush"
    stretch: float = 1.0

    def width(self) -> float:
        return max(advance(line, self.kind) for line in self.lines) * self.size * self.stretch

    def height(self) -> float:
        return block_height(len(self.lines)) * self.size


@cache
def fit_name(name: str, width: float, height: float, max_px: float, max_lines: int = 3,
             kind: str = "brush") -> NameLayout:
    """The layout of `name` that fits `width`×`height` in the largest type (up to `max_px`); on a
    tie the one with fewer lines. Words are never broken: a word too long for the box shrinks. A
    Latin name may be condensed (down to `CONDENSED`) before it shrinks."""
    best: NameLayout | None = None
    latin = not is_cjk(name)
    for lines in break_options(name, max_lines):
        wide = max(advance(line, kind) for line in lines) or 1e-6
        tall = min(max_px, height / block_height(len(lines)))
        stretch = 1.0
        if latin and width / wide < tall:
            stretch = max(CONDENSED, width / (wide * tall))
        size = min(tall, width / (wide * stretch))
        if best is None or size > best.size + 0.25:
            best = NameLayout(lines, size, kind, stretch)
    assert best is not None
    return best


# ----------------------------------------------------------------------------- drawing


def text_path(text: str, size: float, kind: str = "brush", stretch: float = 1.0) -> QPainterPath:
    """`text` as an outline `size` px tall (condensed to `stretch`), its baseline at y=0 and its
    start at x=0."""
    path = QPainterPath()
    path.addText(QPointF(0, 0), face(kind), text)
    scale = size / REF
    return QTransform.fromScale(scale * stretch, scale).map(path)


def draw_text(p: QPainter, text: str, x: float, baseline: float, size: float, colour: QColor,
              kind: str = "brush", shadow: QColor | None = None, stretch: float = 1.0) -> None:
    """`text` at (x, baseline), filled in `colour` (over a `shadow` a little below it, when given:
    a filled copy, which costs far less than stroking the outline)."""
    path = text_path(text, size, kind, stretch)
    path.translate(x, baseline)
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    if shadow is not None:
        p.fillPath(path.translated(size * 0.03, size * 0.05), shadow)
    p.fillPath(path, colour)
    p.restore()


def draw_centred(p: QPainter, text: str, rect: QRectF, size: float, colour: QColor, kind: str = "brush",
                 shadow: QColor | None = None) -> None:
    """One line centred in `rect` by its ink (capitals and Chinese characters sit in the middle)."""
    w = advance(text, kind) * size
    baseline = rect.center().y() + cap_height(kind) * size / 2
    draw_text(p, text, rect.center().x() - w / 2, baseline, size, colour, kind, shadow)


def draw_layout(p: QPainter, layout: NameLayout, rect: QRectF, colour: QColor,
                align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignCenter, shadow: QColor | None = None) -> None:
    """A name's lines, centred as a block in `rect` (each line centred, or left-aligned)."""
    size = layout.size
    top = rect.center().y() - layout.height() / 2
    for i, text in enumerate(layout.lines):
        baseline = top + (RISE + STEP * i) * size
        w = advance(text, layout.kind) * size * layout.stretch
        x = rect.left() if align & Qt.AlignmentFlag.AlignLeft else rect.center().x() - w / 2
        draw_text(p, text, x, baseline, size, colour, layout.kind, shadow, layout.stretch)
