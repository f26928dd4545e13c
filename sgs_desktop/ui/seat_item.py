"""A seat at the table (座位), drawn by the program from the viewer's SeatView: its general's plate
(ui/art/plates.py) with everything a player must see without hovering.

Rows, top to bottom: the top band (the kingdom's seal, the seat number, 托管, the gender or the
野心家 mark); the plate's picture with the general's name in a column and the HP (勾玉) beside it
— 国战: the 主将 and 副将 halves and the 阴阳鱼 under them — and the states (连 横置, 翻 翻面, 酒) in
a column at its right; a badge row for the judge area (乐/兵/闪), the marks and the piles; the
equipment, one line each; hand count and role. Above the seat a tag says the current player's
phase, 濒死, or 目标 for a chosen target.

`layout()` places every text (the tests check that none leaves the seat or covers another); `paint`
only draws what it placed. Frames: gold for the current player, green for a seat you may choose,
cyan for one you chose, red while dying; a seat you may not choose is veiled and its hover says why
(`set_choice`)."""

from __future__ import annotations

import copy
from dataclasses import dataclass

from PySide6.QtCore import QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFontMetricsF, QPainter
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ..engine.kingdoms import CAREERIST, GOD
from ..engine.view import SeatView
from ..packs.generals import heg_lookup, identity_generals
from ..packs.i18n import card_name, general_name, general_short
from . import theme
from .art import hp as hpart
from .art import plates
from .art.placed import Placed, fitted
from .equip_lines import SMALL_ZOOM, equip_text, seat_rows, seat_strips, strips_readable
from .fonts import ui_font
from .mark_tokens import TOKEN, pile_short, pile_token_width, sync_pile_tokens, sync_tokens
from .seat_paint import TARGET, paint_seat
from .seat_tips import general_tooltip, heg_tooltip, hp_text
from .texts import kingdom_name, phase_name, role_name, slot_name, ui_text, word

__all__ = ["CHOICES", "TAG_H", "TARGET", "Placed", "SeatItem", "equip_text", "fitted", "general_tooltip",
           "heg_tooltip", "hp_text"]

W, H = theme.SEAT_W, theme.SEAT_H
TAG_H = 20.0                 # the phase / target tag above the seat
CHOICES = ("none", "choosable", "blocked", "chosen")
WHITE = QColor("#ffffff")
LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
AUTO_FILL = QColor("#455a64")
STATUS_FILL = {"status_chained": QColor("#5f6b73"), "status_turned": QColor("#1b1b1b"),
               "status_drunk": QColor("#9c2f5a")}


@dataclass(frozen=True)
class Rows:
    """Where a seat's rows are (seat coordinates)."""

    art: QRectF             # the plate's picture: names, HP, states
    badges: float | None    # the badge row's top (None: no badges)
    equip: float            # the first equipment line's top
    bottom: float           # the bottom row's top


class SeatItem(QGraphicsObject):
    """Another player's seat (your own is a `dashboard.DashboardSeat`): see the module's docstring.

    国战: two halves (主将, 副将); another seat's face-down general is a back, your own shows its
    name marked 暗 (only you see it); the seal comes once a kingdom is known (野心家: 野, and the
    word). Everything comes from the viewer's SeatView: nothing unseen is ever drawn."""

    clicked = Signal(int)

    W, H = W, H
    TOP = 22.0              # the top band
    LINE = 18.0             # an equipment line (of text)
    STRIP_LINE = 25.0       # an equipment strip (the card art's), with its gap
    STRIP_ART = 70.0        # strips only while the picture keeps this much height
    BOTTOM = 22.0           # the bottom row
    BADGE = 24.0            # the badge row
    STATUS = 18.0           # the states' column
    NAME_PT = 20.0          # the name's largest size (brush)
    HP_PX = 17.0            # the largest 勾玉
    TEXT_PT = 10.5          # the seat number, hand count, role
    TOKEN_SCALE = 1.0       # the marks' and piles' tokens (mark_tokens.TOKEN) at this scale

    def __init__(self, seat: int, faces: dict[int, dict]) -> None:
        super().__init__()
        self.seat = seat
        self.faces = faces      # card id → face, for what is shown face up
        self.sv: SeatView | None = None     # the SeatView shown
        self.current = False
        self.phase: str | None = None
        self.choice = "none"    # CHOICES: how the seat stands in a choice of targets
        self.reason = ""        # why it may not be chosen ("blocked")
        self.tag_words = ""     # a chosen seat's tag when it is not 目标 (借刀杀人: 持刀者)
        self.auto = False       # 托管: the computer plays this seat
        self.choosing = False   # 选将 still going on: no general, no HP yet
        self.mode = "identity"
        self.big = False        # 势备篇: of a big kingdom (大势力)
        self.tokens: list = []  # the marks' tokens (mark_tokens.MarkToken), in the badge row
        self.pile_tokens: list = []     # the piles' (mark_tokens.PileToken), after the marks
        self.rows = Rows(QRectF(), None, 0.0, 0.0)
        self.hp_rects: list[QRectF] = []
        self.use_strips = False
        self.zoom = SMALL_ZOOM      # the view's zoom (the equipment's strips are chosen for it)
        self.strips: list[tuple[QRectF, int]] = []     # the equipment strips: where, which card
        self.strip_texts: list[Placed] = []             # their names (the strips draw them)
        self._bottom_gap = (0.0, 0.0)   # the bottom row's room between the hand count and the role
        self._badges_end = 6.0  # where the badge row's judge badges end (the tokens follow)
        self._tip_key: tuple | None = None
        self._seen: SeatView | None = None      # what the seat was last shown (a snapshot)
        self._base_tip = ""
        self._layout: list[Placed] | None = None
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:
        return QRectF(-6, -TAG_H - 6, self.W + 12, self.H + TAG_H + 12)

    def outer(self) -> QRectF:
        """What the seat covers: itself and its tag above (seat coordinates)."""
        return QRectF(0, -TAG_H - 2, self.W, self.H + TAG_H + 2)

    @property
    def clickable(self) -> bool:
        return self.choice == "choosable"

    @property
    def selected(self) -> bool:
        return self.choice == "chosen"

    @property
    def hegemony(self) -> bool:
        return self.mode == "hegemony"

    # ------------------------------------------------------------ state
    def show_state(self, sv, current: bool, phase: str | None, mode: str = "identity", choosing: bool = False,
                   rules: str = "old") -> None:
        """Show `sv`; nothing is laid out or painted again when nothing changed since the last time
        (a snapshot is kept: a caller may change `sv` in place and show it again)."""
        if self._tip_key is not None and (current, phase, mode, choosing, rules) == (
                self.current, self.phase, self.mode, self.choosing, self._tip_rules()) and sv == self._seen:
            return
        self._seen = copy.deepcopy(sv)
        tip_key = (mode, rules, tuple(sv.generals), tuple(sv.shown), tuple(sv.removed), sv.kingdom, choosing,
                   self.big)
        if tip_key != self._tip_key:
            self._tip_key = tip_key
            if mode == "hegemony":
                tip = heg_tooltip(sv, rules) + ("\n" + ui_text("big_kingdom_tip") if self.big else "")
            else:
                tip = "" if choosing else general_tooltip(sv.generals[0] if sv.generals else None)
            self._base_tip = tip
        self.sv, self.current, self.phase, self.mode, self.choosing = sv, current, phase, mode, choosing
        self._refresh()

    def _refresh(self) -> None:
        """Lay the seat out again, its tooltip, tokens and picture."""
        sv = self.sv
        self._layout = None
        self._refresh_tip()
        if sv is None:
            self.update()
            return
        self.layout()
        row = self.rows.badges if self.rows.badges is not None else self.rows.equip - self.BADGE
        token = TOKEN * self.TOKEN_SCALE
        self.tokens = sync_tokens(self, self.tokens, sv.marks if sv.alive else {}, self.mode,
                                  at=(self._badges_end, row + (self.BADGE - token) / 2), scale=self.TOKEN_SCALE)
        self._sync_piles(sv, self.mode, row)
        self.update()

    def _refresh_tip(self) -> None:
        lines = []
        if self.choice == "blocked" and self.reason:
            lines.append(self.reason)
        if self.auto:
            lines.append(ui_text("status_auto_tip"))
        head = "\n".join(lines)
        self.setToolTip(f"{head}\n\n{self._base_tip}" if head and self._base_tip else head or self._base_tip)

    def _sync_piles(self, sv: SeatView, mode: str, row: float) -> None:
        """The piles' tokens: in the badge row after the marks, or, when that row is full, in the
        bottom row between the hand count and the role."""
        x = self._badges_end
        if self.tokens:
            last = self.tokens[-1]
            x = last.pos().x() + last.boundingRect().width() + 3
        labels = [f"{pile_short(pile, mode)} {n}" for pile, n in sv.piles.items() if n]
        token = TOKEN * self.TOKEN_SCALE
        y = (self.BADGE - token) / 2
        if not labels or self.W - 6 - x >= pile_token_width(labels[0]) * self.TOKEN_SCALE:
            at, end = (x, row + y), self.W - 6
        else:
            at, end = (self._bottom_gap[0], self.rows.bottom + (self.BOTTOM - token) / 2), self._bottom_gap[1]
        self.pile_tokens = sync_pile_tokens(self, self.pile_tokens, sv.piles, sv.pile_cards,
                                            lambda c: equip_text(self.faces, c), mode, at, end, self.TOKEN_SCALE)

    def show_big(self, big: bool) -> None:
        """势备篇: mark the seat as of a big kingdom (大势力) or not (a badge, and a line of its tooltip)."""
        if big != self.big:
            self.big = big
            self._tip_key = None
            if self.sv is not None:
                self.show_state(self.sv, self.current, self.phase, self.mode, self.choosing, self._tip_rules())
            self.update()

    def set_zoom(self, zoom: float) -> None:
        """The view's zoom now: a seat whose equipment would read as strips at one zoom and as lines
        at the other is laid out again."""
        if abs(zoom - self.zoom) > 1e-3:
            self.zoom = zoom
            if self.sv is not None and self.sv.equips:
                self._refresh()

    def set_auto(self, on: bool) -> None:
        """托管: the computer plays this seat (a badge on the seat, a line of its hover)."""
        if on != self.auto:
            self.auto = on
            self._refresh()

    def set_choice(self, state: str, reason: str = "") -> None:
        """How the seat stands while targets are chosen: "none"; "choosable" (a green frame);
        "blocked" (veiled; `reason` is its hover's first line, e.g. "距离 2，攻击范围 1"); "chosen"
        (a cyan frame, never the current player's gold, and a tag: `reason` when given — 持刀者 for
        借刀杀人's first target — else 目标)."""
        if state not in CHOICES:
            raise ValueError(f"unknown choice state {state!r}; known: {CHOICES}")
        tag = reason if state == "chosen" else ""
        reason = reason if state == "blocked" else ""
        if (state, reason, tag) != (self.choice, self.reason, self.tag_words):
            self.choice, self.reason, self.tag_words = state, reason, tag
            self._layout = None
            self._refresh_tip()
            self.update()

    def retranslate(self) -> None:
        """The language changed: the texts and the tooltip are made again at the next show_state."""
        self._tip_key = None
        self._layout = None
        self.update()

    def set_state(self, clickable: bool, selected: bool) -> None:
        """The selection model's word for the seat: chosen, may be chosen, or neither."""
        self.set_choice("chosen" if selected else "choosable" if clickable else "none")

    def _tip_rules(self) -> str:
        return self._tip_key[1] if self._tip_key else "old"

    # ------------------------------------------------------------ what it shows
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

    def general_text(self) -> str:
        sv = self.sv
        if self.choosing:
            return ui_text("seat_choosing")
        general = sv.generals[0] if sv is not None and sv.generals else None
        return general_name(general) if general and general != "blank" else ui_text("seat_blank")

    def labels(self) -> list[str]:
        """Every text the seat paints (what a player can read on it)."""
        return [p.text for p in self.layout() if p.text]

    def hp_glyphs(self) -> list[str]:
        """The HP glyphs the seat draws (none while it shows the HP as a number)."""
        sv = self.sv
        if sv is None or not self.hp_rects:
            return []
        return hpart.hp_glyphs(sv.hp, sv.max_hp)

    def specs(self) -> list[plates.PlateSpec]:
        """The plates the seat draws: one (identity) or the two halves (国战)."""
        sv = self.sv
        if sv is None:
            return []
        dead = not sv.alive
        if not self.hegemony:
            gid = sv.generals[0] if sv.generals and not self.choosing else None
            gid = None if gid == "blank" else gid
            face = plates.BACK if self.choosing else plates.UP
            # a 神 general's plate stays 神 gold (its card); the seal and the frame show the kingdom it chose
            general = identity_generals().get(gid) if gid else None
            kingdom = GOD if general is not None and general.kingdom == GOD else sv.kingdom
            return [plates.PlateSpec(gid or ("blank" if not self.choosing else None), kingdom, face, dead)]
        out = []
        for i, (_slot, _text, kingdom, shown) in enumerate(self.tiles()):
            gid = sv.generals[i] if i < len(sv.generals) else None
            removed = i < len(sv.removed) and sv.removed[i]
            if gid is None:
                out.append(plates.PlateSpec(None, None, plates.BACK, dead))
            else:
                out.append(plates.PlateSpec(gid, kingdom, plates.UP if shown else plates.OWN_HIDDEN,
                                            dead or removed))
        return out

    # ------------------------------------------------------------ layout
    def layout(self) -> list[Placed]:
        """Every text and badge of the seat, placed (cached until the seat's state changes)."""
        if self._layout is None:
            self._layout = self._place() if self.sv is not None else []
        return self._layout

    def _rows(self, sv: SeatView) -> Rows:
        bottom = self.H - self.BOTTOM
        busy = bool(sv.judge) or (sv.alive and (any(sv.marks.values()) or any(sv.piles.values())))
        rows = self._rows_with(sv, bottom, busy, self.STRIP_LINE)
        self.use_strips = bool(sv.equips) and rows.art.height() >= self.STRIP_ART and \
            strips_readable(self.faces, sv.equips, self.W - 12, self.STRIP_LINE - 2, self.zoom)
        return rows if self.use_strips else self._rows_with(sv, bottom, busy, self.LINE)

    def _rows_with(self, sv: SeatView, bottom: float, busy: bool, line: float) -> Rows:
        equip = bottom - len(sv.equips) * line - (3 if sv.equips else 0)
        badges = equip - self.BADGE if busy else None
        art_bottom = badges if badges is not None else equip
        return Rows(QRectF(0, self.TOP, self.W, art_bottom - self.TOP), badges, equip, bottom)

    def _place_equipment(self, sv: SeatView, rows: Rows) -> list[Placed]:
        """The equipment: as the card art's strips where their names stay readable at 1280×720,
        else as lines of text."""
        if self.use_strips:
            self.strips, self.strip_texts = seat_strips(self.faces, sv.equips,
                                                        QRectF(6, rows.equip + 2, self.W - 12, 0), self.STRIP_LINE)
            return list(self.strip_texts)
        self.strips, self.strip_texts = [], []
        return seat_rows(self.faces, sv.equips, QRectF(7, rows.equip + 1, self.W - 14, 0), self.LINE)

    def _place(self) -> list[Placed]:
        sv = self.sv
        assert sv is not None       # (layout: only once a view is shown)
        self.rows = rows = self._rows(sv)
        out = self._place_top(sv)
        if self.hegemony:
            out += self._place_halves(sv, rows.art)
        else:
            out += self._place_general(sv, rows.art)
        out += self._place_states(sv, rows.art)
        out += self._place_badges(sv, rows)
        out += self._place_equipment(sv, rows)
        out += self._place_bottom(sv, rows.bottom)
        out += self._place_tag(sv)
        return out

    def _place_top(self, sv: SeatView) -> list[Placed]:
        """The top band: (the seal is painted at its left) 大, the seat number, 托管; at the right the
        野心家 mark (国战) — the gender is painted there in identity."""
        out: list[Placed] = []
        band = self.TOP
        x = band + 2
        if self.big and sv.alive:       # 大势力 (势备篇): a small gold badge by the seal
            text = ui_text("big_kingdom_badge")
            out.append(Placed(QRectF(x, 3, 17, band - 6), text, fitted(text, 9.5, 15, True), WHITE,
                              QColor("#b8860b")))
            x += 20
        number = word("seat", n=self.seat + 1)
        font = fitted(number, self.TEXT_PT, 60, True)
        width = QFontMetricsF(font).horizontalAdvance(number)
        out.append(Placed(QRectF(x, 0, width + 2, band), number, font, WHITE, align=LEFT))
        x += width + 6
        if self.auto:
            text = ui_text("status_auto")
            font = fitted(text, self.TEXT_PT - 1, 44, True)
            w = QFontMetricsF(font).horizontalAdvance(text) + 8
            out.append(Placed(QRectF(x, 3, w, band - 6), text, font, QColor("#e6f4ff"), AUTO_FILL))
            x += w + 4
        if sv.kingdom == CAREERIST:
            text = kingdom_name(CAREERIST)
            room = self.W - 4 - x
            font = fitted(text, self.TEXT_PT - 1, room - 6, True, least=7)
            w = min(room, QFontMetricsF(font).horizontalAdvance(text) + 6)
            out.append(Placed(QRectF(self.W - 4 - w, 3, w, band - 6), text, font, WHITE,
                              theme.KINGDOM[CAREERIST].darker(140)))
        return out

    def seal_rect(self) -> QRectF:
        return QRectF(3, 2, self.TOP - 3, self.TOP - 3)

    def gender_rect(self) -> QRectF:
        s = self.TOP - 9
        return QRectF(self.W - s - 4, 4.5, s, s)

    def _hp_area(self, art: QRectF) -> QRectF:
        """The HP's column at the picture's right (room for a second column to its left)."""
        return QRectF(self.W - 7 - 2 * self.HP_PX, art.top() + 3, 2 * self.HP_PX + 2, art.height() - 6)

    def _place_general(self, sv: SeatView, art: QRectF) -> list[Placed]:
        """Identity: the general's name in a column at the left (in letters: across the top), the
        HP beside it at the right (as a number when glyphs would not say it)."""
        out: list[Placed] = []
        self.hp_rects = []
        name = self.general_text()
        hp_shown = not self.choosing and sv.max_hp > 0
        if self.choosing:
            font = fitted(name, self.TEXT_PT + 2, self.W - 16, True)
            return [Placed(QRectF(8, art.center().y() - 12, self.W - 16, 24), name, font, WHITE, QColor(0, 0, 0, 150))]
        hp_area = self._hp_area(art)
        if hp_shown and self._hp_as_text(sv):
            text = ui_text("seat_hp", hp=sv.hp, max_hp=sv.max_hp)
            font = fitted(text, self.TEXT_PT + 1, self.W - 50, True)
            out.append(Placed(QRectF(34, art.bottom() - 22, self.W - 40, 19), text, font, self.hp_colour(),
                              QColor(0, 0, 0, 170)))
        elif hp_shown:
            n = sv.max_hp
            size = hpart.glyph_size(n, hp_area, self.HP_PX, vertical=True)
            self.hp_rects = hpart.glyph_rects(n, hp_area, size, vertical=True)
        left = min((r.left() for r in self.hp_rects), default=self.W - 4) - 3
        column = QRectF(4, art.top() + 3, self.NAME_PT * 1.45, art.height() - 6)
        if plates.lettered(name):
            band = QRectF(6, art.top() + 2, left - 6 - self.STATUS - 2, min(art.height() - 4, self.NAME_PT * 2.4))
            out += plates.across_name(name, band, self.NAME_PT * 0.8)
        else:
            out += plates.vertical_name(name, column, self.NAME_PT)
        return out

    def _place_halves(self, sv: SeatView, art: QRectF) -> list[Placed]:
        """国战: the 主将 and 副将 halves (the slot's mark, the name down the middle, 暗 on your own
        face-down one), the pair's 阴阳鱼 in a row under them."""
        out: list[Placed] = []
        self.hp_rects = []
        bottom = art.bottom()
        if sv.max_hp > 0 and self._hp_as_text(sv):
            text = ui_text("seat_hp", hp=sv.hp, max_hp=sv.max_hp)
            font = fitted(text, self.TEXT_PT, self.W - 30, True)
            out.append(Placed(QRectF(12, bottom - 17, self.W - 24, 16), text, font, self.hp_colour(),
                              QColor(0, 0, 0, 170)))
            bottom -= 18
        elif sv.max_hp > 0:
            strip = QRectF(6, bottom - 16, self.W - 12, 14)
            size = hpart.glyph_size(sv.max_hp, strip, 14, vertical=False, lines=1)
            self.hp_rects = hpart.glyph_rects(sv.max_hp, strip, size, vertical=False)
            bottom -= 17
        states = self._states(sv)
        for i, (slot, text, _kingdom, shown) in enumerate(self.tiles()):
            half = self.half_rect(i, QRectF(art.left(), art.top(), art.width(), bottom - art.top()))
            out.append(Placed(QRectF(half.x() + 2, half.y() + 1.5, 13, 14), slot[:1], ui_font(9, True),
                              QColor("#ffe9a8"), QColor(0, 0, 0, 150)))
            own_hidden = not shown and _kingdom is not None
            right = self.W - 4 - self.STATUS - 2 if i == 1 and states else half.right() - 2
            if own_hidden:
                mark = ui_text("plate_hidden")
                font = fitted(mark, 8, right - half.x() - 17 - 6, True, least=5.5)
                w = min(right - half.x() - 17, QFontMetricsF(font).horizontalAdvance(mark) + 6)
                out.append(Placed(QRectF(half.x() + 17, half.y() + 1.5, w, 14), mark, font, QColor("#ffe9a8"),
                                  QColor(120, 30, 24, 200)))
            colour = plates.NAME_COLOUR if shown or _kingdom is None else plates.HIDDEN_NAME
            body = QRectF(half.x() + 2, half.y() + 16, half.width() - 4, half.height() - 17)
            if i == 1 and states:
                body.setRight(min(body.right(), self.W - 4 - self.STATUS - 2))
            if plates.lettered(text):
                out += plates.across_name(text, body, self.NAME_PT * 0.55, least=5.5, colour=colour)
            else:
                width = min(body.width(), self.NAME_PT * 1.3)
                column = QRectF(body.center().x() - width / 2, body.y(), width, body.height())
                out += plates.vertical_name(text, column, self.NAME_PT * 0.85, colour)
        return out

    def half_rect(self, i: int, area: QRectF) -> QRectF:
        hw = (area.width() - 9) / 2
        return QRectF(area.left() + 3 + i * (hw + 3), area.top() + 1, hw, area.height() - 1)

    def _states(self, sv: SeatView) -> list[str]:
        return [key for key, on in (("status_chained", sv.chained), ("status_turned", not sv.face_up),
                                    ("status_drunk", bool(sv.drunk))) if on and sv.alive]

    def _place_states(self, sv: SeatView, art: QRectF) -> list[Placed]:
        """连 (chained), 翻 (turned face down), 酒: a column at the picture's right (beside the HP)."""
        x = min((r.left() for r in self.hp_rects), default=self.W - 3) - 3 - self.STATUS
        if self.hegemony:
            x = self.W - 4 - self.STATUS
        out = []
        y = art.top() + 3
        for key in self._states(sv):
            text = ui_text(key)
            out.append(Placed(QRectF(x, y, self.STATUS, self.STATUS - 1), text,
                              fitted(text, self.TEXT_PT - 0.5, self.STATUS - 3, True, least=7), WHITE,
                              STATUS_FILL[key]))
            y += self.STATUS + 1
        return out

    def _place_badges(self, sv: SeatView, rows: Rows) -> list[Placed]:
        """The judge area's cards as badges (乐/兵/闪), then (as tokens) the marks and piles."""
        out = []
        x = 6.0
        y = rows.badges if rows.badges is not None else rows.equip - self.BADGE
        for c in sv.judge:
            text = card_name(sv.judge_as.get(c, self.faces.get(c, {}).get("key", "?")))[:1]
            font = fitted(text, self.TEXT_PT, self.W - 12, True)
            width = max(20.0, QFontMetricsF(font).horizontalAdvance(text) + 8)
            if x + width > self.W - 6:
                break
            out.append(Placed(QRectF(x, y + 2, width, self.BADGE - 4), text, font, QColor("#fff3c4"),
                              QColor("#8a5a12")))
            x += width + 4
        self._badges_end = x
        return out

    def _place_bottom(self, sv: SeatView, y: float) -> list[Placed]:
        out = []
        hand = ui_text("seat_hand", n=sv.hand_count)
        font = fitted(hand, self.TEXT_PT + 0.5, 70, True)
        out.append(Placed(QRectF(7, y, 70, self.BOTTOM), hand, font, WHITE, align=LEFT))
        gap = (7 + QFontMetricsF(font).horizontalAdvance(hand) + 6, self.W - 6)
        if sv.role:
            role = role_name(sv.role)
            font = fitted(role, self.TEXT_PT + 0.5, self.W - 6 - gap[0] - 10, True)
            w = QFontMetricsF(font).horizontalAdvance(role) + 8
            out.append(Placed(QRectF(self.W - 6 - w, y + 2, w, self.BOTTOM - 4), role, font, QColor("#fff3c4"),
                              QColor(0, 0, 0, 140)))
            gap = (gap[0], self.W - 6 - w - 4)
        self._bottom_gap = gap
        return out

    def _place_tag(self, sv: SeatView) -> list[Placed]:
        tag = None
        if self.selected:
            tag = (self.tag_words or ui_text("seat_target"), TARGET.darker(160))
        elif sv.dying and sv.alive:
            tag = (ui_text("status_dying"), theme.DANGER.darker(130))
        elif self.current and self.phase:
            tag = (phase_name(self.phase), QColor("#8a6d1d"))
        if tag is None:
            return []
        return [Placed(QRectF(self.W / 2 - 42, -TAG_H - 1, 84, TAG_H), tag[0], fitted(tag[0], 10.5, 78, True),
                       WHITE, tag[1])]

    @staticmethod
    def _hp_as_text(sv: SeatView) -> bool:
        """HP reads as a number when glyphs would not say it: more than 10, or alive at 0 or less (不屈)."""
        return sv.max_hp > 10 or (sv.alive and sv.hp <= 0)

    def hp_colour(self) -> QColor:
        sv = self.sv
        assert sv is not None
        return hpart.hp_colour(sv.hp, sv.max_hp)

    # ------------------------------------------------------------ paint
    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        paint_seat(self, p)

    def mousePressEvent(self, event) -> None:
        self.clicked.emit(self.seat)
        event.accept()
