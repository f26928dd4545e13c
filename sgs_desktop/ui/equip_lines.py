"""Equipment as lines of text, for a seat and for your dashboard: the card's name and face (青釭剑♠6),
a horse's +1 / −1 first. One place, so the card art's equipment strip can take its place later:
`equip_line` is what a line says, `seat_rows` places a seat's lines, `slot_row` one slot of the
dashboard (slot, name, face, a weapon's range)."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF

from ..engine.cards import SUIT_SYMBOL, number_text
from ..packs import BEHAVIOURS
from ..packs.i18n import card_name, word
from . import theme
from .art.placed import Placed, fitted
from .fonts import ui_font
from .texts import ui_text

SLOTS = ("weapon", "armor", "defensive_horse", "offensive_horse", "treasure")
LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
HORSE = {"defensive_horse": "+1", "offensive_horse": "\u22121"}
INK = QColor("#f4ecd6")


def face_mark(face: dict | None) -> str:
    """A card's suit and rank (♠6), or nothing for a card without."""
    if not face or not face.get("suit"):
        return ""
    return f"{SUIT_SYMBOL[face['suit']]}{number_text(face['number'])}"


def suit_colour(face: dict | None, light: bool = True) -> QColor:
    """Red suits read red, black ones light (on the dark bands) or ink."""
    suit = (face or {}).get("suit")
    if suit in ("heart", "diamond"):
        return QColor("#ff6b6b") if light else theme.SUIT["heart"]
    return INK if light else theme.SUIT["spade"]


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


def seat_rows(faces: dict, equips: dict[str, int], rect: QRectF, line: float, size: float = 10.5) -> list[Placed]:
    """A seat's equipment, one line each from `rect`'s top, in slot order."""
    out = []
    y = rect.top()
    for slot in sorted(equips, key=lambda s: SLOTS.index(s) if s in SLOTS else len(SLOTS)):
        text = equip_line(faces, equips[slot], slot)
        out.append(Placed(QRectF(rect.left(), y, rect.width(), line), text,
                          fitted(text, size, rect.width(), True, least=7.5), INK, align=LEFT))
        y += line
    return out


def weapon_range(face: dict | None) -> int:
    behaviour = BEHAVIOURS.get((face or {}).get("key", ""))
    return behaviour.weapon_range if behaviour is not None and behaviour.weapon_range else 0


def slot_row(faces: dict, slot: str, cid: int | None, rect: QRectF, size: float = 14.0) -> list[Placed]:
    """One of the dashboard's five slots across `rect`: the slot's name, the card's name and face,
    and a weapon's range at the right; an empty slot shows its name and a dash."""
    label = ui_text(f"card_{slot}")
    label_w = rect.width() * 0.27
    dim = QColor("#a89a7a")
    out = [Placed(QRectF(rect.left(), rect.top(), label_w, rect.height()), label,
                  fitted(label, size * 0.76, label_w - 4, least=7.5), dim, align=LEFT)]
    body = QRectF(rect.left() + label_w, rect.top(), rect.width() - label_w, rect.height())
    if cid is None:
        out.append(Placed(body, ui_text("dash_empty"), ui_font(size * 0.8), dim, align=LEFT))
        return out
    face = faces.get(cid)
    rng = weapon_range(face)
    right = ui_text("card_range", n=rng) if rng else ""
    right_w = 0.0
    if right:
        font = fitted(right, size * 0.8, body.width() * 0.3, True, least=7.5)
        right_w = QFontMetricsF(font).horizontalAdvance(right) + 4
        out.append(Placed(QRectF(body.right() - right_w, body.top(), right_w, body.height()), right, font,
                          QColor("#ffd34d"), align=RIGHT))
    mark = face_mark(face)
    name = card_name(face["key"]) if face else word("unknown")
    mark_font = ui_font(size * 0.9, True)
    mark_w = QFontMetricsF(mark_font).horizontalAdvance(mark) + 6 if mark else 0.0
    name_w = body.width() - right_w - mark_w - 2
    font = fitted(name, size, name_w, True, least=7.5)
    used = min(name_w, QFontMetricsF(font).horizontalAdvance(name))
    out.append(Placed(QRectF(body.left(), body.top(), used + 1, body.height()), name, font, INK, align=LEFT))
    if mark:
        out.append(Placed(QRectF(body.left() + used + 5, body.top(), mark_w, body.height()), mark, mark_font,
                          suit_colour(face), align=LEFT))
    return out
