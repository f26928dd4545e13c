"""Equipment on a seat and on your dashboard: the card art's equipment strip (emblem, name, suit and
rank, a weapon's range or a horse's ±1 in its badge) where its name stays readable, else a line of
text (青釭剑♠6; a horse says +1 or −1 first).

- `strip_texts` is what a strip's name says and where (the strip draws it as outlines itself; the
  tests and the fit walker read these);
- `strips_readable` says whether a seat's pieces, as strips of a given size, would all have names
  of at least `READABLE_PX` at the view's zoom (never assumed below `SMALL_ZOOM`, a 1280×720
  window's);
- `seat_strips` places a seat's strips, `seat_rows` its lines of text."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont

from ..engine.cards import SUIT_SYMBOL, number_text
from ..packs.i18n import card_name, word
from .art import card_face
from .art import card_text as ct
from .art.placed import Placed, fitted

SLOTS = ("weapon", "armor", "defensive_horse", "offensive_horse", "treasure")
LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
HORSE = {"defensive_horse": "+1", "offensive_horse": "\u22121"}
INK = QColor("#f4ecd6")
SMALL_ZOOM = 0.63       # the table's zoom in a 1280×720 window (beside the log)
READABLE_PX = 8.0       # the least a strip's name may be there, in screen pixels


def face_mark(face: dict | None) -> str:
    """A card's suit and rank (♠6), or nothing for a card without."""
    if not face or not face.get("suit"):
        return ""
    return f"{SUIT_SYMBOL[face['suit']]}{number_text(face['number'])}"


def equip_text(faces: dict, cid: int) -> str:
    """An equipment line: the card's name and face (青釭剑♠6); the slot is plain from the card."""
    face = faces.get(cid)
    if not face:
        return word("unknown")
    return f"{card_name(face['key'])}{face_mark(face)}"


def equip_line(faces: dict, cid: int, slot: str) -> str:
    """A seat's line for one piece: a horse says +1 or −1 first."""
    text = equip_text(faces, cid)
    if slot not in HORSE or any(mark in text for mark in ("+1", "-1", HORSE["offensive_horse"])):
        return text             # (a name that says it already: "Dilu (+1)")
    return f"{HORSE[slot]} {text}"


def in_slot_order(equips: dict[str, int]) -> list[str]:
    return sorted(equips, key=lambda s: SLOTS.index(s) if s in SLOTS else len(SLOTS))


def seat_rows(faces: dict, equips: dict[str, int], rect: QRectF, line: float, size: float = 10.5) -> list[Placed]:
    """A seat's equipment, one line each from `rect`'s top, in slot order."""
    out = []
    y = rect.top()
    for slot in in_slot_order(equips):
        text = equip_line(faces, equips[slot], slot)
        out.append(Placed(QRectF(rect.left(), y, rect.width(), line), text,
                          fitted(text, size, rect.width(), True, least=7.5), INK, align=LEFT))
        y += line
    return out


def strip_layout(spec: card_face.CardSpec, w: float, h: float) -> tuple[QRectF, ct.NameLayout]:
    """Where a strip `w`×`h` sets the card's name, and how (the card art's own layout)."""
    box = card_face.StripBoxes(w, h)
    badge = bool(spec.badge())
    return box.name(badge), card_face.name_layout(spec.key, box, badge)


def strip_texts(spec: card_face.CardSpec | None, w: float, h: float, dx: float = 0.0, dy: float = 0.0,
                ) -> list[Placed]:
    """A strip's name, line by line, as the strip sets it (`drawn` False: the strip draws it)."""
    if spec is None:
        return []
    area, layout = strip_layout(spec, w, h)
    font = QFont(ct.face(layout.kind))
    font.setPointSizeF(max(1.0, layout.size * 0.75))        # (points: as every placed text is measured)
    if layout.stretch < 1:
        font.setStretch(max(50, int(layout.stretch * 100)))
    top = area.center().y() - layout.height() / 2
    out = []
    for i, line in enumerate(layout.lines):
        line_top = top + ct.STEP * i * layout.size
        rect = QRectF(area.left() + dx, line_top + dy - layout.size * 0.2, area.width(), layout.size * 1.4)
        out.append(Placed(rect, line, font, INK, align=LEFT, drawn=False))
    return out


def strip_name_px(spec: card_face.CardSpec, w: float, h: float) -> float:
    """A strip's name size in scene units."""
    return strip_layout(spec, w, h)[1].size


def strips_readable(faces: dict, equips: dict[str, int], w: float, h: float, zoom: float = SMALL_ZOOM) -> bool:
    """Would every piece's strip name be at least READABLE_PX at `zoom` (the view's; at most the
    1280×720 one's is assumed: a smaller window's table is a thumbnail)?"""
    zoom = max(zoom, SMALL_ZOOM)
    for cid in equips.values():
        face = faces.get(cid)
        if not face or strip_name_px(card_face.CardSpec.of(face), w, h) * zoom < READABLE_PX:
            return False
    return True


def seat_strips(faces: dict, equips: dict[str, int], rect: QRectF, line: float, gap: float = 2.0,
                ) -> tuple[list[tuple[QRectF, int]], list[Placed]]:
    """A seat's equipment as strips from `rect`'s top, in slot order: each strip's rect and card,
    and the names' texts (for the tests: the strips draw them)."""
    strips, texts = [], []
    y = rect.top()
    for slot in in_slot_order(equips):
        cid = equips[slot]
        r = QRectF(rect.left(), y, rect.width(), line - gap)
        strips.append((r, cid))
        face = faces.get(cid)
        texts += strip_texts(card_face.CardSpec.of(face) if face else None, r.width(), r.height(), r.x(), r.y())
        y += line
    return strips, texts
