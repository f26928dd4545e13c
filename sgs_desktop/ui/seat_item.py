"""A seat at the table (座位), drawn by the program from the viewer's SeatView.

`layout()` places every text and badge the seat paints (the tests check that none leaves the seat
or covers another); `paint` only draws what it placed. Rows, top to bottom: seat number and
kingdom; the general (国战: the 主将 and 副将 tiles); HP; equipment, one line each, with the
status badges (连 横置, 翻面, 酒) in a column on the right; the judge area and the marks and piles
(不屈's 创 cards …) as badges; hand count and role. The current player's phase is a tag above the
seat (inside the item's bounds, so it repaints cleanly); a chosen target wears its own colour
and a 目标 tag, never the current player's gold."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QLinearGradient, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ..engine.cards import SUIT_SYMBOL, number_text
from ..engine.kingdoms import CAREERIST
from ..engine.view import SeatView
from ..packs.generals import heg_lookup, identity_generals
from ..packs.i18n import card_name, general_name, general_short, skill_name, skill_text
from . import theme
from .fonts import ui_font
from .mark_tokens import pile_short, pile_token_width, sync_pile_tokens, sync_tokens
from .texts import kingdom_name, phase_name, role_name, slot_name, ui_text, word

W, H = theme.SEAT_W, theme.SEAT_H
TAG_H = 20.0                 # the phase / target tag above the seat
EQUIP_Y, EQUIP_LINE = 72.0, 17.0
BADGE_ROW = H - 46.0         # judge area, marks and piles
BOTTOM_ROW = H - 24.0        # hand count, role
STATUS_X = W - 26.0          # the column of status badges (连, 翻面, 酒)
TARGET = QColor("#ff7043")   # a chosen target's frame (the current player's is gold)
CHOSEN = QColor("#35d0f0")   # a target chosen now, while choosing (set_choice: cyan, never the current gold)


@dataclass(frozen=True)
class Placed:
    """One text the seat paints: where, what, in which font and colour; `badge` a fill behind it."""

    rect: QRectF
    text: str
    font: QFont
    color: QColor
    badge: QColor | None = None
    align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignCenter


def fitted(text: str, size: float, width: float, bold: bool = False, least: float = 8.0) -> QFont:
    """The font at `size` points, smaller (down to `least`) until `text` fits in `width`."""
    font = ui_font(size, bold)
    while size > least and QFontMetricsF(font).horizontalAdvance(text) > width:
        size -= 0.5
        font = ui_font(size, bold)
    return font


def equip_text(faces: dict, cid: int) -> str:
    """An equipment line: the card's name and face (青釭剑♠6); the slot is plain from the card."""
    face = faces.get(cid)
    if not face:
        return word("unknown")
    suit = face.get("suit")
    mark = f"{SUIT_SYMBOL[suit]}{number_text(face['number'])}" if suit else ""
    return f"{card_name(face['key'])}{mark}"


class SeatItem(QGraphicsObject):
    """Another player's seat (or yours, at the bottom right): see the module's docstring.

    国战: two tiles (主将, 副将); another seat's face-down general is a blank back, your own shows
    its name marked 暗 (only you see it); the seat takes its kingdom's colour once one is shown
    (野心家 purple). Everything comes from the viewer's SeatView: nothing unseen is ever drawn."""

    clicked = Signal(int)

    def __init__(self, seat: int, faces: dict[int, dict]) -> None:
        super().__init__()
        self.seat = seat
        self.faces = faces      # card id → face, for what is shown face up
        self.sv: SeatView | None = None     # the SeatView shown
        self.current = False
        self.phase: str | None = None
        self.clickable = False
        self.selected = False
        self.choosing = False   # 选将 still going on: no general, no HP yet
        self.mode = "identity"
        self.big = False        # 势备篇: of a big kingdom (大势力), marked by its kingdom's glyph
        self.tokens: list = []  # the marks' tokens (mark_tokens.MarkToken), in the badge row
        self.pile_tokens: list = []     # the piles' (mark_tokens.PileToken), after the marks
        self._bottom_gap = (0.0, 0.0)   # the bottom row's room between the hand count and the role
        self._badges_end = 6.0  # where the badge row's judge badges end (the tokens follow)
        self._tip_key: tuple | None = None
        self._tip = ""          # the seat's own tooltip (its general and skills)
        self.choice = "none"    # while targets are chosen: none, choosable, blocked, chosen (set_choice)
        self.choice_words = ""  # why it is blocked, or a chosen seat's tag
        self._layout: list[Placed] | None = None
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)

    def boundingRect(self) -> QRectF:
        return QRectF(-6, -TAG_H - 6, W + 12, H + TAG_H + 12)

    def show_state(self, sv, current: bool, phase: str | None, mode: str = "identity", choosing: bool = False,
                   rules: str = "old") -> None:
        tip_key = (mode, rules, tuple(sv.generals), tuple(sv.shown), tuple(sv.removed), sv.kingdom, choosing,
                   self.big)
        if tip_key != self._tip_key:
            self._tip_key = tip_key
            if mode == "hegemony":
                tip = heg_tooltip(sv, rules) + ("\n" + ui_text("big_kingdom_tip") if self.big else "")
            else:
                tip = "" if choosing else general_tooltip(sv.generals[0] if sv.generals else None)
            self._tip = tip
            self._show_tip()
        self.sv, self.current, self.phase, self.mode, self.choosing = sv, current, phase, mode, choosing
        self._layout = None
        self.layout()
        self.tokens = sync_tokens(self, self.tokens, sv.marks if sv.alive else {}, mode,
                                  at=(self._badges_end, BADGE_ROW - 1))
        self._sync_piles(sv, mode)
        self.update()

    def _sync_piles(self, sv: SeatView, mode: str) -> None:
        """The piles' tokens: in the badge row after the marks, or, when that row is full, in the
        bottom row between the hand count and the role."""
        x = self._badges_end
        if self.tokens:
            last = self.tokens[-1]
            x = last.pos().x() + last.boundingRect().width() + 3
        labels = [f"{pile_short(pile, mode)} {n}" for pile, n in sv.piles.items() if n]
        if not labels or W - 6 - x >= pile_token_width(labels[0]):
            at, end = (x, BADGE_ROW - 1), W - 6
        else:
            at, end = (self._bottom_gap[0], BOTTOM_ROW - 1), self._bottom_gap[1]
        self.pile_tokens = sync_pile_tokens(self, self.pile_tokens, sv.piles, sv.pile_cards,
                                            lambda c: equip_text(self.faces, c), mode, at, end)

    def show_big(self, big: bool) -> None:
        """势备篇: mark the seat as of a big kingdom (大势力) or not (a badge, and a line of its tooltip)."""
        if big != self.big:
            self.big = big
            self._tip_key = None
            if self.sv is not None:
                self.show_state(self.sv, self.current, self.phase, self.mode, self.choosing, self._tip_rules())
            self.update()

    def _tip_rules(self) -> str:
        return self._tip_key[1] if self._tip_key else "old"

    @property
    def hegemony(self) -> bool:
        return self.mode == "hegemony"

    def tiles(self) -> list[tuple[str, str, str | None, bool]]:
        """国战: per general slot (slot label, text, the general's kingdom if known, shown)."""
        sv = self.sv
        out: list[tuple[str, str, str | None, bool]] = []
        for i, slot in enumerate(("head", "deputy")):
            gid = sv.generals[i] if sv is not None and i < len(sv.generals) else None
            shown = bool(sv is not None and i < len(sv.shown) and sv.shown[i])
            g = heg_lookup().get(gid) if gid else None
            if g is None:
                dealt = sv is not None and i < len(sv.generals)
                out.append((slot_name(slot), ui_text("hidden") if dealt else ui_text("seat_unchosen"), None, False))
            elif sv is not None and i < len(sv.removed) and sv.removed[i]:
                out.append((slot_name(slot), ui_text("seat_removed", name=general_short(g.id)), g.kingdom, shown))
            else:
                out.append((slot_name(slot), general_short(g.id), g.kingdom, shown))
        return out

    def kingdom_text(self) -> str:
        kingdom = self.sv.kingdom if self.sv is not None else None
        return kingdom_name(kingdom) if kingdom else ""

    def general_text(self) -> str:
        sv = self.sv
        if self.choosing:
            return ui_text("seat_choosing")
        general = sv.generals[0] if sv is not None and sv.generals else None
        return general_name(general) if general and general != "blank" else ui_text("seat_blank")

    def labels(self) -> list[str]:
        """Every text the seat paints (what a player can read on it)."""
        return [p.text for p in self.layout() if p.text]

    def set_choice(self, state: str, reason: str = "") -> None:
        """While targets are chosen: "none", "choosable" (the green frame), "blocked" (dimmed;
        hovering says `reason`, why it cannot be chosen), "chosen" (a cyan frame, never the current
        player's gold; `reason` is its tag: 目标, or 持刀者 for 借刀杀人's first target)."""
        if (state, reason) != (self.choice, self.choice_words):
            self.choice, self.choice_words = state, reason
            self._layout = None
            self._show_tip()
            self.update()

    def _show_tip(self) -> None:
        if self.choice == "blocked" and self.choice_words:
            self.setToolTip(self.choice_words + ("\n\n" + self._tip if self._tip else ""))
        else:
            self.setToolTip(self._tip)

    def retranslate(self) -> None:
        """The language changed: the texts and the tooltip are made again at the next show_state."""
        self._tip_key = None
        self._layout = None
        self.update()

    def set_state(self, clickable: bool, selected: bool) -> None:
        if (clickable, selected) != (self.clickable, self.selected):
            self.clickable, self.selected = clickable, selected
            self._layout = None
            self.update()

    # ------------------------------------------------------------ layout
    def layout(self) -> list[Placed]:
        """Every text and badge of the seat, placed (cached until the seat's state changes)."""
        if self._layout is None:
            self._layout = self._place() if self.sv is not None else []
        return self._layout

    def _place(self) -> list[Placed]:
        sv = self.sv
        assert sv is not None       # (layout: only once a view is shown)
        white = QColor("#ffffff")
        out: list[Placed] = []
        left = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        right = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        number = word("seat", n=self.seat + 1)
        out.append(Placed(QRectF(7, 3, 62, 18), number, fitted(number, 11, 62, True), white, align=left))
        kingdom = sv.kingdom
        if kingdom == CAREERIST:
            text = kingdom_name(CAREERIST)
            out.append(Placed(QRectF(W - 62, 3, 56, 18), text, fitted(text, 11, 52, True), white,
                              theme.KINGDOM[CAREERIST].darker(140)))
        elif kingdom:
            text = kingdom_name(kingdom)
            out.append(Placed(QRectF(W - 62, 1, 56, 21), text, fitted(text, 13, 56, True), white, align=right))
        if self.big and sv.alive:       # 大势力 (势备篇): a small gold badge by the kingdom
            text = ui_text("big_kingdom_badge")
            out.append(Placed(QRectF(W / 2 - 9, 3, 18, 17), text, fitted(text, 10, 16, True), white,
                              QColor("#b8860b")))
        if self.hegemony:
            out += self._place_tiles()
        else:
            name = self.general_text()
            out.append(Placed(QRectF(4, 22, W - 8, 28), name, fitted(name, 15, W - 8, True), white))
        if not self.choosing and (sv.max_hp > 0 or not self.hegemony) and self._hp_as_text(sv):
            text = ui_text("seat_hp", hp=sv.hp, max_hp=sv.max_hp)
            out.append(Placed(QRectF(20, 51, W - 40, 18), text, ui_font(12, True), self.hp_colour(),
                              QColor(0, 0, 0, 150)))
        y = EQUIP_Y
        for cid in sv.equips.values():
            text = equip_text(self.faces, cid)
            out.append(Placed(QRectF(6, y, STATUS_X - 10, EQUIP_LINE), text, fitted(text, 11.5, STATUS_X - 10),
                              white, align=left))
            y += EQUIP_LINE
        sy = EQUIP_Y
        for key, on, colour in (("status_chained", sv.chained, QColor("#666666")),
                                ("status_turned", not sv.face_up, QColor("#1b1b1b")),
                                ("status_drunk", bool(sv.drunk), QColor("#aa3366"))):
            if on:
                text = ui_text(key)
                out.append(Placed(QRectF(STATUS_X, sy, 22, 17), text, fitted(text, 11, 20, True), white, colour))
                sy += 20
        x = 6.0
        badges = [(card_name(sv.judge_as.get(c, self.faces.get(c, {}).get("key", "?")))[:1], QColor("#8a5a12"))
                  for c in sv.judge]
        for text, colour in badges:     # (the marks follow as tokens, with their rule on hover)
            font = fitted(text, 11, W - 12, True)
            width = max(20.0, QFontMetricsF(font).horizontalAdvance(text) + 8)
            if x + width > W - 6:
                break
            out.append(Placed(QRectF(x, BADGE_ROW, width, 19), text, font, QColor("#fff3c4"), colour))
            x += width + 4
        self._badges_end = x
        hand = ui_text("seat_hand", n=sv.hand_count)
        font = fitted(hand, 12, 70, True)
        out.append(Placed(QRectF(7, BOTTOM_ROW, 70, 20), hand, font, white, align=left))
        gap = (7 + QFontMetricsF(font).horizontalAdvance(hand) + 6, W - 6)
        if sv.role:
            role = role_name(sv.role)
            font = fitted(role, 12, W - 87, True)
            out.append(Placed(QRectF(80, BOTTOM_ROW, W - 87, 20), role, font, white, align=right))
            gap = (gap[0], W - 7 - QFontMetricsF(font).horizontalAdvance(role) - 6)
        self._bottom_gap = gap
        tag = None
        if self.choice == "chosen":
            tag = (self.choice_words or ui_text("seat_target"), CHOSEN.darker(160))
        elif self.selected:
            tag = (ui_text("seat_target"), TARGET.darker(130))
        elif self.current and self.phase:
            tag = (phase_name(self.phase), QColor("#8a6d1d"))
        if tag is not None:
            out.append(Placed(QRectF(W / 2 - 40, -TAG_H - 1, 80, TAG_H), tag[0], fitted(tag[0], 11, 76, True),
                              QColor("#ffffff"), tag[1]))
        return out

    def _place_tiles(self) -> list[Placed]:
        """国战: the 主将 and 副将 tiles' texts (the tiles themselves are drawn in `paint`)."""
        out = []
        w = (W - 18) / 2
        for i, (slot, text, _kingdom, shown) in enumerate(self.tiles()):
            r = QRectF(6 + i * (w + 6), 21, w, 29)
            # the slot's mark (主 / 副) at the tile's left, the general's name beside it
            out.append(Placed(QRectF(r.x() + 2, r.y(), 13, r.height()), slot[:1], ui_font(9, True),
                              QColor("#ffe9a8"), align=Qt.AlignmentFlag.AlignCenter))
            out.append(Placed(r.adjusted(15, 0, -2, 0), text, fitted(text, 11.5, w - 17, True, least=7),
                              QColor("#ffffff") if shown else QColor("#e8dcc0")))
        return out

    @staticmethod
    def _hp_as_text(sv: SeatView) -> bool:
        """HP reads as a number when pips would not say it: more than 6, or alive at 0 or less (不屈)."""
        return sv.max_hp > 6 or (sv.alive and sv.hp <= 0)

    def hp_colour(self) -> QColor:
        sv = self.sv
        assert sv is not None
        ratio = sv.hp / max(sv.max_hp, 1)
        return theme.HP_GOOD if ratio > 0.66 else theme.HP_MID if ratio > 0.34 else theme.HP_LOW

    # ------------------------------------------------------------ paint
    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        sv = self.sv
        rect = QRectF(0, 0, W, H)
        kingdom = sv.kingdom if sv is not None else None
        base = theme.KINGDOM.get(kingdom, theme.KINGDOM[None])
        dead = sv is not None and not sv.alive
        if dead:
            base = QColor("#4a4a4a")
        grad = QLinearGradient(rect.topLeft(), rect.bottomLeft())
        grad.setColorAt(0, base.lighter(130))
        grad.setColorAt(1, base.darker(150))
        border, width = QColor("#222222"), 2.0
        if self.current:
            border, width = theme.HIGHLIGHT, 4.0
        if self.clickable:
            border, width = theme.TARGETABLE, 5.0
        if self.selected:
            border, width = TARGET, 6.0
        if self.choice == "chosen":
            border, width = CHOSEN, 6.0
        if sv is not None and sv.dying:
            border, width = theme.DANGER, 5.0
        p.setPen(QPen(border, width))
        p.setBrush(QBrush(grad))
        p.drawRoundedRect(rect, 10, 10)
        if sv is None:
            return
        if self.hegemony:
            self._paint_tiles(p)
        if not self.choosing and (sv.max_hp > 0 or not self.hegemony) and not self._hp_as_text(sv):
            self._paint_hp(p, sv)
        if sv.chained:
            p.setPen(QPen(QColor("#c0c0c0"), 3, Qt.PenStyle.DashLine))
            p.drawLine(QPointF(4, H / 2), QPointF(W - 4, H / 2))
        for placed in self.layout():
            if placed.badge is not None:
                p.setPen(Qt.PenStyle.NoPen)
                p.setBrush(placed.badge)
                p.drawRoundedRect(placed.rect, 4, 4)
            p.setFont(placed.font)
            p.setPen(placed.color)
            p.drawText(placed.rect, placed.align | Qt.TextFlag.TextDontClip, placed.text)
        if dead:
            p.setPen(QColor("#dddddd"))
            p.setFont(ui_font(22, bold=True))
            p.drawText(rect, Qt.AlignmentFlag.AlignCenter, ui_text("dead"))
        if self.choice == "blocked":        # (cannot be chosen now: dimmed; the tooltip says why)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor(0, 0, 0, 130))
            p.drawRoundedRect(rect, 10, 10)

    def _paint_tiles(self, p: QPainter) -> None:
        w = (W - 18) / 2
        for i, (_slot, _text, kingdom, shown) in enumerate(self.tiles()):
            r = QRectF(6 + i * (w + 6), 21, w, 29)
            known = kingdom is not None
            fill = theme.KINGDOM.get(kingdom, theme.KINGDOM[None]) if (known and shown) else theme.HIDDEN_TILE
            pen = QPen(QColor("#d9b66a"), 1.5, Qt.PenStyle.DashLine if (known and not shown) else Qt.PenStyle.SolidLine)
            p.setPen(pen)
            p.setBrush(fill)
            p.drawRoundedRect(r, 5, 5)

    def _paint_hp(self, p: QPainter, sv) -> None:
        """HP pips (体力) on a dark strip, so every colour reads on every kingdom's tile (蜀's red too)."""
        n = max(sv.max_hp, 1)
        size = 14.0 if n <= 5 else 12.0
        step = size + 3
        x0 = (W - n * step) / 2
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(0, 0, 0, 150))
        p.drawRoundedRect(QRectF(x0 - 4, 50, n * step + 5, size + 4), 8, 8)
        colour = self.hp_colour()
        for i in range(n):
            r = QRectF(x0 + i * step, 52, size, size)
            p.setPen(QPen(QColor("#f0f0f0") if i < sv.hp else QColor("#1a1a1a"), 1.2))
            p.setBrush(colour if i < sv.hp else QColor("#3a3a3a"))
            p.drawEllipse(r)

    def mousePressEvent(self, event) -> None:
        self.clicked.emit(self.seat)
        event.accept()


def general_tooltip(general: str | None) -> str:
    """The general's name and each skill's text, for hovering over a seat."""
    g = identity_generals().get(general or "")
    if g is None:
        return ui_text("tip_blank_general")
    lines = [ui_text("tip_general", name=general_name(g.id), kingdom=kingdom_name(g.kingdom), hp=g.max_hp)]
    for sid in g.skills:        # (a lord skill's text says 主公技 itself: never twice)
        lines.append(f"{word('skill_quoted', skill=skill_name(sid))}{skill_text(sid)}")
    return "\n".join(lines)


def heg_tooltip(sv, rules: str = "old") -> str:
    """国战: the seat's kingdom and each general the viewer may see, with its 国战 skills as the rules
    profile has them (`rules`); a face-down general of another seat is only "暗置"."""
    kingdom = kingdom_name(sv.kingdom) if sv.kingdom else ui_text("tip_no_kingdom")
    lines = [ui_text("tip_heg_seat", seat=word("seat", n=sv.seat + 1), kingdom=kingdom)]
    table = heg_lookup(rules)
    for i, slot in enumerate(("head", "deputy")):
        gid = sv.generals[i] if i < len(sv.generals) else None
        g = table.get(gid) if gid else None
        if g is None or gid is None:
            state = ui_text("hidden") if i < len(sv.generals) else ui_text("seat_unchosen")
            lines.append(ui_text("tip_slot", slot=slot_name(slot), text=state))
            continue
        if i < len(sv.removed) and sv.removed[i]:
            removed = ui_text("seat_removed", name=general_name(gid))
            lines.append(ui_text("tip_slot", slot=slot_name(slot), text=removed))
            continue
        shown = i < len(sv.shown) and sv.shown[i]
        state = "" if shown else ui_text("tip_hidden_own")
        lines.append(ui_text("tip_slot_general", slot=slot_name(slot), name=general_name(gid), state=state,
                             kingdom=kingdom_name(g.kingdom), hp=hp_text(g.max_hp)))
        for sid in g.skills:
            lines.append("  " + word("skill_quoted", skill=skill_name(sid, mode="hegemony"))
                         + skill_text(sid, mode="hegemony"))
    return "\n".join(lines)


def hp_text(halves: int) -> str:
    """A 国战 general's HP in 阴阳鱼 (half units: 3 → 1.5)."""
    whole, half = divmod(halves, 2)
    return ui_text("hp_halves_half" if half else "hp_halves", n=whole)
