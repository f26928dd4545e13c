"""A card's face, drawn by the program at any size with one design (docs/look.md, "Cards").

Three forms:

- **the card** (`paint_card`): parchment in an ink border with a gold inner rule; the corner index
  (rank over suit, cinnabar or ink) top left, where a fanned hand still shows it; the weapon's range
  or the horse's ±1 on a round badge top right, the 国战 marks under it; the emblem in the middle;
  the name in the brush face; the type band at the bottom. Below `SMALL_H` (the judge area's tiny
  cards) only the index, the badge and the emblem remain.
- **the strip** (`paint_strip`): a wide short plate for equipment lines (your five slots, another
  seat's equipment): type tab, emblem, name, index, badge.
- **the back** (`paint_back`): black lacquer in a gold key-fret border, a medallion with the title.

`card_pixmap` renders any of them once per (card, size, device scale, language) and keeps it:
painting a card is then one pixmap copy.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from functools import cache
from typing import Any

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt, QTimer
from PySide6.QtGui import (
    QBrush,
    QColor,
    QImage,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
)

from ...engine.cards import number_text
from ...packs import BEHAVIOURS
from ...packs.deck import CardRow, all_rows
from ...packs.i18n import card_name, language, lookup
from . import card_parts as parts
from . import card_text as ct
from .card_back import paint_back
from .emblems import emblem_image, paint_emblem

# ----------------------------------------------------------------------------- sizes (scene units)

TABLE_W, TABLE_H = 93.0, 130.0          # the table, the processing area (theme.CARD_W × CARD_H)
HAND_SCALE = 1.3                        # the hand: readable at 1280×720 (the scene shown at ~0.6)
STRIP_W, STRIP_H = 190.0, 34.0          # an equipment plate
SMALL_H = 80.0                          # below this a card shows no name and no band

FORMS = ("card", "strip", "back")

#: the type band's tint per card family (the type is the meaning; docs/look.md)
BAND = {"basic": QColor("#e6cf9f"), "trick": QColor("#d3d2c3"), "equip": QColor("#dcc27e")}
BORDER = QColor("#2a2119")
NAME_INK = QColor("#1d1814")


# ----------------------------------------------------------------------------- what a face shows


@cache
def _rows() -> dict[str, CardRow]:
    out: dict[str, CardRow] = {}
    for row in all_rows():
        out.setdefault(row.key, row)
    return out


@cache
def card_keys() -> tuple[str, ...]:
    """Every card key of every deck this program ships, in table order."""
    return tuple(_rows())


@cache
def lord_equipment() -> frozenset[str]:
    return frozenset(r.key for r in all_rows() if r.package == "hegemony_lord_equip")


@cache
def kingdom_cards() -> frozenset[str]:
    """The cards whose name carries ·国 (无懈可击·国): they act for a whole kingdom (the deck table's
    notes say so)."""
    return frozenset(r.key for r in all_rows() if "for a whole kingdom" in (r.notes or ""))


def weapon_range(key: str) -> int:
    behaviour = BEHAVIOURS.get(key)
    if behaviour is not None and behaviour.weapon_range:
        return int(behaviour.weapon_range)
    row = _rows().get(key)
    for part in (row.notes if row else "").replace(";", " ").split():
        if part.startswith("range="):
            return int(part.removeprefix("range="))
    return 0


HORSE_BADGE = {"defensive_horse": "+1", "offensive_horse": "\u22121", "special_horse": "\u00b11"}


@dataclass(frozen=True)
class CardSpec:
    """Everything a face shows, from a face dict (`{"key", "suit", "number"}`, optionally `color`,
    `skill` for a converted card, `marks`): hashable, so rendered faces can be kept."""

    key: str
    suit: str | None = None
    number: int = 0
    colour: str | None = None
    converted: bool = False
    marks: tuple[str, ...] = ()

    @classmethod
    def of(cls, face: dict[str, Any]) -> CardSpec:
        key = str(face.get("key", ""))
        marks = tuple(str(m) for m in face.get("marks", ()) or ())
        if key in lord_equipment():
            marks += ("lord",)
        if key in kingdom_cards():
            marks += ("kingdom",)
        return cls(key, face.get("suit"), int(face.get("number") or 0), face.get("color"),
                   bool(face.get("skill")), marks)

    @property
    def card_type(self) -> str:
        row = _rows().get(self.key)
        behaviour = BEHAVIOURS.get(self.key)
        return row.type if row else (behaviour.type if behaviour else "basic")

    @property
    def subtype(self) -> str:
        row = _rows().get(self.key)
        behaviour = BEHAVIOURS.get(self.key)
        return row.subtype if row else (behaviour.subtype or "" if behaviour else "")

    @property
    def rank(self) -> str:
        return number_text(self.number) if self.number else ""

    @property
    def ink(self) -> QColor:
        return parts.suit_colour(self.suit, self.colour)

    def badge(self) -> str:
        """The round badge's text: a weapon's range, a horse's ±1; "" for none."""
        if self.subtype == "weapon":
            reach = weapon_range(self.key)
            return str(reach) if reach else ""
        return HORSE_BADGE.get(self.subtype, "")


def ui_word(key: str, **values: Any) -> str:
    found = lookup("ui", key)
    text = key if found is None else found
    return text.format(**values) if values else text


def type_words(spec: CardSpec) -> str:
    """The type band: 基本牌 / 锦囊牌 / 延时锦囊 / 武器 / 防具 / 坐骑 / 宝物 (a weapon adds its range)."""
    if spec.converted:
        return ui_word("card_virtual")
    sub = spec.subtype
    if sub in ("defensive_horse", "offensive_horse", "special_horse"):
        return ui_word("card_mount")
    if sub == "weapon":
        reach = weapon_range(spec.key)
        words = ui_word("card_weapon")
        return ui_word("card_type_range", type=words, range=ui_word("card_range", n=reach)) if reach else words
    if sub in ("armor", "treasure", "delayed_trick"):
        return ui_word(f"card_{sub}")
    return ui_word(f"card_{spec.card_type}" if spec.card_type in ("basic", "trick", "equip") else "card_basic")


def band_colour(spec: CardSpec) -> QColor:
    return BAND.get(spec.card_type, BAND["basic"])


# ----------------------------------------------------------------------------- the card


def _frame(p: QPainter, rect: QRectF, radius: float, tint: QColor | None = None) -> QPainterPath:
    shape = QPainterPath()
    shape.addRoundedRect(rect, radius, radius)
    parts.parchment(p, shape, rect, tint)
    return shape


@dataclass(frozen=True)
class CardBoxes:
    """Where each part of a card goes, for a card `w`×`h` (the tests read these)."""

    w: float
    h: float

    @property
    def margin(self) -> float:
        return max(2.0, self.w * 0.05)

    @property
    def radius(self) -> float:
        return max(3.0, self.w * 0.075)

    @property
    def small(self) -> bool:
        return self.h < SMALL_H

    def index(self) -> QRectF:
        m = self.margin
        if self.small:
            return QRectF(m * 0.8, m * 0.8, self.w * 0.3, self.h * 0.34)
        return QRectF(m + self.w * 0.005, m + self.h * 0.004, self.w * 0.215, self.h * 0.235)

    def badge(self) -> tuple[QPointF, float]:
        r = self.w * (0.13 if self.small else 0.105)
        m = self.margin
        return QPointF(self.w - m - r - self.w * 0.02, m + r + self.h * 0.015), r

    def marks(self, count: int) -> list[QRectF]:
        centre, r = self.badge()
        side = self.w * 0.15
        return [QRectF(centre.x() - side / 2, centre.y() + r + 3 + i * (side + 2), side, side) for i in range(count)]

    def emblem(self, tall_name: bool = False) -> QRectF:
        """The emblem's square (smaller over a long name that needs the tall name box)."""
        if self.small:
            side = min(self.w * 0.8, self.h * 0.62)
            return QRectF((self.w - side) / 2, self.h * 0.34, side, side)
        if tall_name:
            side = min(self.w * 0.56, self.h * 0.37)
            return QRectF((self.w - side) / 2, self.h * 0.3 - side / 2, side, side)
        side = min(self.w * 0.68, self.h * 0.46)
        return QRectF((self.w - side) / 2, self.h * 0.36 - side / 2, side, side)

    def name(self, tall: bool = False) -> QRectF:
        """The name's box; `tall` reaches up into the emblem's room (a long name)."""
        m = self.margin
        top = self.h * (0.5 if tall else 0.585)
        return QRectF(m + self.w * 0.03, top, self.w - 2 * m - self.w * 0.06, self.h * 0.82 - top)

    def band(self) -> QRectF:
        m = self.margin
        return QRectF(m, self.h * 0.83, self.w - 2 * m, self.h * 0.17 - m)


def paint_card(p: QPainter, size: QSizeF, spec: CardSpec) -> None:
    """A card's face, `size` in scene units, its top-left at the painter's origin."""
    w, h = size.width(), size.height()
    box = CardBoxes(w, h)
    rect = QRectF(0, 0, w, h)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    shape = _frame(p, rect, box.radius)
    m = box.margin
    inner = rect.adjusted(m, m, -m, -m)
    p.save()
    p.setClipPath(shape)
    layout, tall = card_name_layout(spec.key, box) if not box.small else (None, False)
    if not box.small:
        _band(p, box, spec)
    _medallion(p, box.emblem(tall))
    paint_emblem(p, spec.key, box.emblem(tall))
    if layout is not None:
        _name(p, box, layout, tall)
    _index(p, box, spec)
    _badges(p, box, spec)
    p.restore()
    _rules(p, rect, inner, box, lord="lord" in spec.marks, converted=spec.converted)


def _rules(p: QPainter, rect: QRectF, inner: QRectF, box: CardBoxes, lord: bool, converted: bool) -> None:
    gold = QPen(parts.GOLD_DEEP, max(0.7, box.w * 0.011))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(gold)
    p.drawRoundedRect(inner, box.radius * 0.6, box.radius * 0.6)
    if lord:
        p.setPen(QPen(parts.GOLD, max(0.6, box.w * 0.008)))
        d = box.margin * 0.45
        p.drawRoundedRect(inner.adjusted(d, d, -d, -d), box.radius * 0.5, box.radius * 0.5)
    border = QPen(BORDER, max(1.0, box.w * 0.016))
    if converted:
        border.setStyle(Qt.PenStyle.DashLine)
    p.setPen(border)
    half = border.widthF() / 2
    p.drawRoundedRect(rect.adjusted(half, half, -half, -half), box.radius, box.radius)


def _medallion(p: QPainter, rect: QRectF) -> None:
    """A faint round ground behind the emblem, ringed in gold."""
    c = rect.center()
    r = rect.width() * 0.5
    grad = QLinearGradient(c.x(), c.y() - r, c.x(), c.y() + r)
    grad.setColorAt(0, QColor(255, 250, 236, 140))
    grad.setColorAt(1, QColor(214, 192, 148, 120))
    p.setPen(QPen(QColor(169, 132, 62, 110), max(0.5, r * 0.025)))
    p.setBrush(QBrush(grad))
    p.drawEllipse(c, r, r)


def _band(p: QPainter, box: CardBoxes, spec: CardSpec) -> None:
    band = box.band()
    colour = band_colour(spec)
    grad = QLinearGradient(band.topLeft(), band.bottomLeft())
    grad.setColorAt(0, colour.lighter(106))
    grad.setColorAt(1, colour.darker(108))
    p.fillRect(band, QBrush(grad))
    p.setPen(QPen(parts.GOLD_DEEP, max(0.6, box.w * 0.01)))
    p.drawLine(band.topLeft(), band.topRight())
    words = type_words(spec)
    room = band.adjusted(box.w * 0.04, 0, -box.w * 0.04, 0)
    size = min(band.height() * 0.74, room.width() / max(ct.advance(words, "sans"), 0.1))
    ct.draw_centred(p, words, room, size, QColor("#3a2f25"), "sans")


#: a name set smaller than this share of the card's height takes the tall name box
TALL_BELOW = 0.125


def name_layout(key: str, box: CardBoxes | StripBoxes, has_badge: bool = False) -> ct.NameLayout:
    """How card `key`'s name is set on a card or a strip of `box`'s size, in the current language."""
    if isinstance(box, StripBoxes):
        area = box.name(has_badge)
        return ct.fit_name(card_name(key), area.width(), area.height(), box.h * 0.56, max_lines=2)
    return card_name_layout(key, box)[0]


def card_name_layout(key: str, box: CardBoxes) -> tuple[ct.NameLayout, bool]:
    """A card's name layout and whether it takes the tall box (the emblem shrinks for it)."""
    name = card_name(key)
    top = box.h * (0.2 if len(name) == 1 else 0.17)
    area = box.name()
    layout = ct.fit_name(name, area.width(), area.height(), top)
    if layout.size >= box.h * TALL_BELOW:
        return layout, False
    area = box.name(tall=True)
    return ct.fit_name(name, area.width(), area.height(), top), True


def _name(p: QPainter, box: CardBoxes, layout: ct.NameLayout, tall: bool) -> None:
    area = box.name(tall)
    ct.draw_layout(p, layout, area, NAME_INK)


def _index(p: QPainter, box: CardBoxes, spec: CardSpec) -> None:
    if not (spec.rank or spec.suit or spec.colour):
        return
    rect = box.index()
    _index_ground(p, rect)
    parts.draw_index(p, spec.rank, spec.suit, spec.ink, rect)


def _index_ground(p: QPainter, rect: QRectF) -> None:
    """A soft patch of parchment under the index, so an emblem never crowds it."""
    c = rect.center()
    grad = QLinearGradient(c.x(), rect.top(), c.x(), rect.bottom())
    grad.setColorAt(0, QColor(250, 243, 226, 235))
    grad.setColorAt(0.8, QColor(250, 243, 226, 215))
    grad.setColorAt(1, QColor(250, 243, 226, 0))
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QBrush(grad))
    p.drawRoundedRect(rect.adjusted(-1, -1, 1, 1), 3, 3)


def _badges(p: QPainter, box: CardBoxes, spec: CardSpec) -> None:
    text = spec.badge()
    if text:
        centre, r = box.badge()
        parts.draw_badge(p, centre, r, text)
    marks = [m for m in spec.marks if m in ("lianheng", "kingdom", "lord")]
    if box.small:
        return
    if not text:
        centre, r = box.badge()
        side = box.w * 0.15
        rects = [QRectF(centre.x() + r - side, box.margin + box.h * 0.02 + i * (side + 2), side, side)
                 for i in range(len(marks))]
    else:
        rects = box.marks(len(marks))
    for mark, rect in zip(marks, rects, strict=True):
        parts.draw_mark(p, mark, rect)


# ----------------------------------------------------------------------------- the strip


@dataclass(frozen=True)
class StripBoxes:
    """Where each part of an equipment strip goes, for a strip `w`×`h`."""

    w: float
    h: float

    @property
    def radius(self) -> float:
        return max(2.5, self.h * 0.2)

    def tab(self) -> QRectF:
        return QRectF(0, 0, self.h * 0.16, self.h)

    def emblem(self) -> QRectF:
        side = self.h * 0.92
        return QRectF(self.h * 0.2, (self.h - side) / 2, side, side)

    def badge(self) -> tuple[QPointF, float]:
        r = self.h * 0.34
        return QPointF(self.w - r - self.h * 0.14, self.h / 2), r

    def index(self, has_badge: bool) -> QRectF:
        right = self.badge()[0].x() - self.badge()[1] - self.h * 0.1 if has_badge else self.w - self.h * 0.14
        width = self.h * 0.95
        return QRectF(right - width, self.h * 0.08, width, self.h * 0.84)

    def name(self, has_badge: bool) -> QRectF:
        left = self.emblem().right() + self.h * 0.12
        right = self.index(has_badge).left() - self.h * 0.1
        return QRectF(left, self.h * 0.06, right - left, self.h * 0.88)


def paint_strip(p: QPainter, size: QSizeF, spec: CardSpec) -> None:
    """An equipment strip, `size` in scene units, its top-left at the painter's origin."""
    w, h = size.width(), size.height()
    box = StripBoxes(w, h)
    rect = QRectF(0, 0, w, h)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    shape = _frame(p, rect, box.radius)
    p.save()
    p.setClipPath(shape)
    p.fillRect(box.tab(), band_colour(spec).darker(125))
    paint_emblem(p, spec.key, box.emblem(), shadow=h >= 28)
    badge = spec.badge()
    area = box.name(bool(badge))
    layout = name_layout(spec.key, box, bool(badge))
    ct.draw_layout(p, layout, area, NAME_INK, Qt.AlignmentFlag.AlignLeft)
    if spec.rank or spec.suit:
        _strip_index(p, box.index(bool(badge)), spec)
    if badge:
        centre, r = box.badge()
        parts.draw_badge(p, centre, r, badge)
    p.restore()
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(QPen(parts.GOLD_DEEP, max(0.6, h * 0.03)))
    d = max(1.5, h * 0.07)
    p.drawRoundedRect(rect.adjusted(d, d, -d, -d), box.radius * 0.7, box.radius * 0.7)
    border = QPen(BORDER, max(1.0, h * 0.045))
    p.setPen(border)
    half = border.widthF() / 2
    p.drawRoundedRect(rect.adjusted(half, half, -half, -half), box.radius, box.radius)


def _strip_index(p: QPainter, rect: QRectF, spec: CardSpec) -> None:
    """Rank and pip side by side, the pip after the rank."""
    size = rect.height() * 0.62
    rank_w = ct.advance(spec.rank, "bold") * size
    pip = rect.height() * 0.5
    total = rank_w + pip + rect.height() * 0.04
    x = rect.right() - total
    if spec.rank:
        ct.draw_text(p, spec.rank, x, rect.center().y() + ct.cap_height("bold") * size / 2, size, spec.ink, "bold")
    if spec.suit:
        parts.draw_pip(p, spec.suit, QRectF(rect.right() - pip, rect.center().y() - pip / 2, pip, pip), spec.ink)


# ----------------------------------------------------------------------------- the pixmap cache

_CACHE: OrderedDict[tuple, QPixmap] = OrderedDict()
CACHE_LIMIT = 512


def device_scale(p: QPainter) -> float:
    """How many device pixels one scene unit covers under `p` (view zoom × screen ratio), in steps
    of 1/8 so a slightly different zoom reuses the same pixmap."""
    t = p.worldTransform()
    zoom = max(abs(t.m11()), abs(t.m22()), 0.05)
    device = p.device()
    ratio = device.devicePixelRatioF() if device is not None else 1.0
    return max(0.25, min(6.0, round(zoom * ratio * 8) / 8))


def _key(form: str, spec: CardSpec | None, size: QSizeF, scale: float) -> tuple:
    return (form if spec is not None else "back", spec, round(size.width() * 4), round(size.height() * 4), scale,
            language())


def card_pixmap(form: str, spec: CardSpec | None, size: QSizeF, scale: float) -> QPixmap:
    """The face (`form` "card" or "strip") or the back ("back", `spec` None) at `size` scene units,
    rendered for `scale` device pixels a unit; made once, then kept."""
    key = _key(form, spec, size, scale)
    hit = _CACHE.get(key)
    if hit is not None:
        _CACHE.move_to_end(key)
        return hit
    image = QImage(max(1, round(size.width() * scale)), max(1, round(size.height() * scale)),
                   QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    p = QPainter(image)
    p.scale(scale, scale)
    if form == "back" or spec is None:
        paint_back(p, size)
    elif form == "strip":
        paint_strip(p, size, spec)
    else:
        paint_card(p, size, spec)
    p.end()
    pixmap = QPixmap.fromImage(image)
    pixmap.setDevicePixelRatio(scale)
    _CACHE[key] = pixmap
    while len(_CACHE) > CACHE_LIMIT:
        _CACHE.popitem(last=False)
    return pixmap


def warm_up(faces: Iterable[dict[str, Any]], size: QSizeF, scale: float, form: str = "card",
            per_turn: int = 2, busy: Callable[[], bool] | None = None, wait_ms: int = 40) -> None:
    """Render these faces ahead of need, `per_turn` per turn of the event loop (a new table: its
    deck at the hand's size), so no card's first flight waits for its face. `scale` as
    `device_scale` gives it (the view's zoom × the screen's pixel ratio). With `busy` (say, while
    cards fly) it renders only when that says False, looking again every `wait_ms`: idle time only."""
    specs = [CardSpec.of(f) for f in faces]
    specs.reverse()

    def step() -> None:
        if busy is not None and busy():
            QTimer.singleShot(wait_ms, step)
            return
        for _ in range(per_turn):
            if not specs:
                return
            card_pixmap(form, specs.pop(), size, scale)
        QTimer.singleShot(0 if busy is None else wait_ms // 4, step)

    QTimer.singleShot(0, step)


def is_kept(form: str, spec: CardSpec | None, size: QSizeF, scale: float) -> bool:
    """Whether this face is already rendered (the tests; `warm_up`'s callers)."""
    return _key(form, spec, size, scale) in _CACHE


def clear_cache() -> None:
    """Forget every rendered face (the tests; a font change)."""
    _CACHE.clear()
    emblem_image.cache_clear()
    ct.reset_faces()
