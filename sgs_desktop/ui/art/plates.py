"""A general's portrait plate (docs/look.md, "General plates"): the texture its id grows, a frame in
its kingdom's colour, the kingdom's carved seal, the name large in the brush face (a column of
characters; a name in letters across the top), gender, and HP as 勾玉 or 阴阳鱼.

A face-down 国战 general is a back: another seat's shows nothing more; your own shows its name,
marked as hidden. A dead general's plate is grey. The picture (texture or back, grey or not) is
rendered once per general, size and screen scale and kept (`plate_art`); the name and the HP are
drawn over it as text and paths, so they stay sharp at every size.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFontMetricsF, QImage, QLinearGradient, QPainter, QPainterPath, QPen

from .. import theme
from ..fonts import brush_font
from . import hp as hpart
from .placed import Placed, paint_placed
from .seal import paint_seal
from .textures import paint_texture

UP, OWN_HIDDEN, BACK = "up", "own_hidden", "back"
NAME_COLOUR = QColor("#fbf3dc")
HIDDEN_NAME = QColor("#d9ccb0")
GOLD = QColor("#d9b66a")


@dataclass(frozen=True)
class PlateSpec:
    """What a plate shows: the general (None: nobody yet), its kingdom, how it lies (face up, your
    own face down, or a back), dead or not."""

    general: str | None
    kingdom: str | None
    face: str = UP
    dead: bool = False


@dataclass(frozen=True)
class Geometry:
    """Where a plate's parts go, for a plate kind and size."""

    seal: QRectF | None
    gender: QRectF | None
    name: QRectF            # the name's column (CJK) — a name in letters goes across its top
    hp: QRectF | None       # the HP glyphs' column, at the right


def geometry(kind: str, w: float, h: float) -> Geometry:
    """`kind`: "panel" (the general-choice panels), "dash" (your own general, large), "half" (one of
    a 国战 seat's two generals: no seal, no HP of its own)."""
    if kind == "dash":
        s = min(34.0, w * 0.18)
        return Geometry(QRectF(8, 8, s, s), QRectF(w - 27, 10, 17, 17), QRectF(8, 16 + s, s + 6, h - 24 - s),
                        QRectF(w - 62, 34, 54, h - 42))
    if kind == "half":
        return Geometry(None, None, QRectF(3, 16, w - 6, h - 18), None)
    s = min(26.0, w * 0.22)
    return Geometry(QRectF(5, 5, s, s), QRectF(w - 18, 7, 13, 13), QRectF(5, 11 + s, s + 2, h - 16 - s),
                    QRectF(w - 42, 25, 37, h - 30))


# --------------------------------------------------------------------------- the picture
def _paint_back(p: QPainter, w: float, h: float) -> None:
    """The back of a general: dark lacquer, a gold lattice and a lozenge in the middle."""
    g = QLinearGradient(0, 0, w, h)
    g.setColorAt(0, QColor("#4b2a20"))
    g.setColorAt(1, QColor("#22130e"))
    p.fillRect(QRectF(0, 0, w, h), QBrush(g))
    step = max(8.0, min(w, h) / 6)
    p.setPen(QPen(QColor(217, 182, 106, 60), 1))
    x = -h
    while x < w + h:
        p.drawLine(QPointF(x, 0), QPointF(x + h, h))
        p.drawLine(QPointF(x + h, 0), QPointF(x, h))
        x += step
    c = QPointF(w / 2, h / 2)
    r = min(w, h) * 0.28
    lozenge = QPainterPath(c + QPointF(0, -r))
    for q in (QPointF(r * 0.8, 0), QPointF(0, r), QPointF(-r * 0.8, 0), QPointF(0, -r)):
        lozenge.lineTo(c + q)
    p.setPen(QPen(QColor(217, 182, 106, 170), max(1.0, r * 0.08)))
    p.setBrush(QColor(120, 30, 24, 160))
    p.drawPath(lozenge)


@lru_cache(maxsize=384)
def plate_art(spec: PlateSpec, w: int, h: int, dpr: float = 1.0, radius: float = 6.0) -> QImage:
    """The plate's picture at w×h logical pixels and `dpr` (cached), its corners rounded by `radius`
    (transparent outside): the texture (or the back), a veil where the name goes, grey when the
    general is dead."""
    img = QImage(max(1, round(w * dpr)), max(1, round(h * dpr)), QImage.Format.Format_ARGB32_Premultiplied)
    img.setDevicePixelRatio(dpr)
    img.fill(QColor(0, 0, 0, 0))
    p = QPainter(img)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    clip = QPainterPath()
    clip.addRoundedRect(QRectF(0, 0, w, h), radius, radius)
    p.setClipPath(clip)
    if spec.face == BACK or spec.general is None:
        _paint_back(p, w, h)
    else:
        paint_texture(p, spec.general, spec.kingdom, w, h)
        if spec.face == OWN_HIDDEN:         # your own face-down general: its picture under the back's lattice
            p.setOpacity(0.55)
            _paint_back(p, w, h)
            p.setOpacity(1.0)
        shade = QLinearGradient(0, 0, w * 0.45, 0)      # (the name's column reads on every texture)
        shade.setColorAt(0, QColor(0, 0, 0, 120))
        shade.setColorAt(1, QColor(0, 0, 0, 0))
        p.fillRect(QRectF(0, 0, w * 0.45, h), QBrush(shade))
    p.end()
    if spec.dead:
        grey = img.convertToFormat(QImage.Format.Format_Grayscale8).convertToFormat(
            QImage.Format.Format_ARGB32_Premultiplied)
        grey.setDevicePixelRatio(dpr)
        p = QPainter(grey)                  # (the corners transparent again)
        p.setCompositionMode(QPainter.CompositionMode.CompositionMode_DestinationIn)
        p.drawImage(0, 0, img)
        p.end()
        return grey
    return img


def device_scale(p: QPainter) -> float:
    """How many device pixels a logical pixel covers under `p` (the view's zoom), to a hundredth: a
    picture rendered at it is drawn pixel for pixel."""
    t = p.worldTransform()
    zoom = (t.m11() ** 2 + t.m12() ** 2) ** 0.5
    dev = p.device()
    ratio = dev.devicePixelRatioF() if dev is not None else 1.0
    return max(0.25, round(zoom * ratio, 2))


def paint_art(p: QPainter, spec: PlateSpec, rect: QRectF, radius: float = 6.0) -> None:
    """The plate's picture into `rect`, its corners rounded."""
    p.drawImage(rect, plate_art(spec, round(rect.width()), round(rect.height()), device_scale(p), radius))


def frame_colour(spec: PlateSpec) -> QColor:
    if spec.dead:
        return QColor("#6d6d6d")
    if spec.face == BACK:
        return GOLD.darker(130)
    return QColor(theme.KINGDOM.get(spec.kingdom, theme.KINGDOM[None])).lighter(125)


def paint_frame(p: QPainter, spec: PlateSpec, rect: QRectF, radius: float = 6.0) -> None:
    """The kingdom's frame and a thin gold rule inside it (dashed for your own face-down general)."""
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(QPen(frame_colour(spec), 3))
    p.drawRoundedRect(rect.adjusted(1.5, 1.5, -1.5, -1.5), radius, radius)
    style = Qt.PenStyle.DashLine if spec.face == OWN_HIDDEN else Qt.PenStyle.SolidLine
    p.setPen(QPen(QColor(217, 182, 106, 200), 1, style))
    p.drawRoundedRect(rect.adjusted(4, 4, -4, -4), max(1.0, radius - 2), max(1.0, radius - 2))
    p.restore()


def paint_gender(p: QPainter, rect: QRectF, gender: str | None) -> None:
    """♂ or ♀ as a drawn sign (a ring with an arrow, or a ring with a cross)."""
    if gender not in ("male", "female"):
        return
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    s = min(rect.width(), rect.height())
    colour = QColor("#8fc4ff") if gender == "male" else QColor("#ffa3c4")
    pen = QPen(QColor(0, 0, 0, 170), s * 0.26, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
    for outline in (True, False):
        p.setPen(pen if outline else QPen(colour, s * 0.13, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        p.setBrush(Qt.BrushStyle.NoBrush)
        if gender == "male":
            c = rect.topLeft() + QPointF(s * 0.4, s * 0.6)
            p.drawEllipse(c, s * 0.27, s * 0.27)
            tip = rect.topLeft() + QPointF(s * 0.92, s * 0.08)
            p.drawLine(c + QPointF(s * 0.19, -s * 0.19), tip)
            p.drawLine(tip, tip + QPointF(-s * 0.3, 0))
            p.drawLine(tip, tip + QPointF(0, s * 0.3))
        else:
            c = rect.topLeft() + QPointF(s * 0.5, s * 0.36)
            p.drawEllipse(c, s * 0.27, s * 0.27)
            p.drawLine(c + QPointF(0, s * 0.27), c + QPointF(0, s * 0.64))
            p.drawLine(c + QPointF(-s * 0.18, s * 0.48), c + QPointF(s * 0.18, s * 0.48))
    p.restore()


# --------------------------------------------------------------------------- the name
def name_parts(name: str) -> tuple[str, str]:
    """A name and its bracketed tag apart: 刘备（君） → (刘备, 君); Liu Bei (Lord) → (Liu Bei, Lord)."""
    for open_, close in (("（", "）"), ("(", ")")):
        if name.endswith(close) and open_ in name:
            head, _, tag = name[:-1].partition(open_)
            return head.strip(), tag.strip()
    return name, ""


def lettered(name: str) -> bool:
    """A name written in letters (English): across, not down."""
    return any(ch.isascii() and ch.isalpha() for ch in name)


def vertical_name(name: str, column: QRectF, largest: float, colour: QColor = NAME_COLOUR) -> list[Placed]:
    """A CJK name down `column`, one character under another, as large as fits (up to `largest`);
    a bracketed tag (君) follows, smaller."""
    main, tag = name_parts(name)
    chars = [ch for ch in main if not ch.isspace()]
    if not chars:
        return []
    room = column.height() - (column.width() * 0.75 if tag else 0)
    size = largest
    while size > 6:
        m = QFontMetricsF(brush_font(size))
        if m.height() * 0.98 * len(chars) <= room and m.horizontalAdvance(chars[0]) <= column.width() + 1:
            break
        size -= 0.5
    font = brush_font(size)
    step = QFontMetricsF(font).height() * 0.98
    out = [Placed(QRectF(column.x(), column.y() + i * step, column.width(), step), ch, font, colour, drawn=False)
           for i, ch in enumerate(chars)]
    if tag:
        small = brush_font(max(6.0, size * 0.6))
        y = column.y() + len(chars) * step + 2
        out.append(Placed(QRectF(column.x(), y, column.width(), QFontMetricsF(small).height()), tag, small,
                          QColor("#ffe08a"), QColor(120, 30, 24, 200), drawn=False))
    return out


def across_name(name: str, band: QRectF, largest: float, least: float = 6.0,
                colour: QColor = NAME_COLOUR) -> list[Placed]:
    """A name in letters across `band`: one line if it fits, else two (broken at a space), else a word
    a line, as large as fits; where nothing fits at `least` (a long name on a small plate: "Wolong
    Zhuge Liang" in the 图鉴's grid), smaller still, never wider than the band."""
    words = name.split()
    options = [[name]]
    if len(words) > 1:
        best = min(range(1, len(words)), key=lambda k: abs(len(" ".join(words[:k])) - len(" ".join(words[k:]))))
        options.append([" ".join(words[:best]), " ".join(words[best:])])
    if len(words) > 2:
        options.append(words)

    def fits(lines: list[str], s: float) -> bool:
        m = QFontMetricsF(brush_font(s))
        return max(m.horizontalAdvance(x) for x in lines) <= band.width() and m.height() * len(lines) <= band.height()

    chosen, size = options[0], 0.0
    for lines in options:
        s = largest
        while s > least and not fits(lines, s):
            s -= 0.5
        if fits(lines, s) and s > size:
            chosen, size = lines, s
    if size == 0.0:                         # (nothing fits at `least`: the narrowest way, shrunk to the band)
        def scale(lines: list[str]) -> float:
            m = QFontMetricsF(brush_font(least))
            return min(band.width() / max(m.horizontalAdvance(x) for x in lines),
                       band.height() / (m.height() * len(lines)))
        chosen = max(options, key=scale)
        size = max(2.0, least * min(1.0, scale(chosen)) - 0.25)
    font = brush_font(size)
    lh = QFontMetricsF(font).height()
    return [Placed(QRectF(band.x(), band.y() + i * lh, band.width(), lh), line, font, colour, drawn=False)
            for i, line in enumerate(chosen)]


def name_texts(name: str, geo: Geometry, largest: float, colour: QColor = NAME_COLOUR,
               across_w: float | None = None) -> list[Placed]:
    """The plate's name where its geometry puts it: a column, or, in letters, across the top
    (`across_w` wide from the column's left)."""
    if not name:
        return []
    if lettered(name):
        width = across_w if across_w is not None else geo.name.width()
        band = QRectF(geo.name.x(), geo.name.y(), width, min(geo.name.height(), largest * 2.9))
        return across_name(name, band, largest * 0.8, colour=colour)
    return vertical_name(name, geo.name, largest, colour)


def paint_texts(p: QPainter, texts: list[Placed]) -> None:
    """A plate's texts, light on the picture with a dark edge."""
    for t in texts:
        paint_placed(p, t, radius=3, shadow=t.badge is None)


# --------------------------------------------------------------------------- a whole plate
@dataclass(frozen=True)
class PlateInfo:
    """Everything a whole plate (the panels') shows."""

    spec: PlateSpec
    name: str
    seal: str
    gender: str | None
    hp: list[str]           # hp.hp_glyphs / hp.half_glyphs
    hp_style: str
    hp_colour: QColor


def plate_layout(info: PlateInfo, w: float, h: float, kind: str = "panel") -> tuple[Geometry, list[Placed]]:
    geo = geometry(kind, w, h)
    largest = w * 0.23 if kind == "panel" else 34.0
    # (a name across runs from the seal to the gender sign, never under either)
    across = w - 10 - (geo.seal.width() + 6 if geo.seal else 0) - (geo.gender.width() + 2 if geo.gender else 0)
    texts = name_texts(info.name, geo, largest, across_w=across if lettered(info.name) else None)
    if texts and lettered(info.name) and geo.seal is not None:     # (beside the seal, then the HP below)
        texts = [t.moved(geo.seal.width() + 4, geo.seal.top() - geo.name.top()) for t in texts]
    return geo, texts


def hp_area(geo: Geometry, texts: list[Placed], name: str) -> QRectF | None:
    """The HP column, below a name written across."""
    if geo.hp is None:
        return None
    if lettered(name) and texts:
        bottom = max(t.rect.bottom() for t in texts) + 2
        return QRectF(geo.hp.x(), max(geo.hp.y(), bottom), geo.hp.width(), geo.hp.bottom() - max(geo.hp.y(), bottom))
    return geo.hp


def w_glyph(w: float, kind: str) -> float:
    """The largest HP glyph on a whole plate `w` wide."""
    return w * 0.16 if kind == "panel" else 24.0


def paint_plate(p: QPainter, info: PlateInfo, rect: QRectF, kind: str = "panel") -> list[Placed]:
    """A whole plate in `rect` (the panels'); returns the texts it placed (plate coordinates)."""
    p.save()
    p.translate(rect.topLeft())
    local = QRectF(0, 0, rect.width(), rect.height())
    spec = info.spec
    paint_art(p, spec, local)
    paint_frame(p, spec, local)
    geo, texts = plate_layout(info, local.width(), local.height(), kind)
    if geo.seal is not None and info.seal and spec.face != BACK:
        paint_seal(p, geo.seal, info.seal, QColor(theme.KINGDOM.get(spec.kingdom, theme.KINGDOM[None])))
    if geo.gender is not None:
        paint_gender(p, geo.gender, info.gender)
    paint_texts(p, texts)
    area = hp_area(geo, texts, info.name)
    if area is not None and info.hp:
        size = hpart.glyph_size(len(info.hp), area, w_glyph(local.width(), kind), vertical=True)
        hpart.paint_hp(p, info.hp, hpart.glyph_rects(len(info.hp), area, size, vertical=True), info.hp_style,
                       info.hp_colour)
    p.restore()
    return texts
