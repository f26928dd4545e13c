"""Scene items drawn by the program: cards, seats, piles. Original art only (QPainter)."""

from __future__ import annotations

from PySide6.QtCore import Property, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QLinearGradient, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ..engine.cards import SUIT_SYMBOL, number_text
from ..engine.kingdoms import CAREERIST
from ..packs import BEHAVIOURS
from ..packs.generals import heg_lookup
from ..packs.i18n import card_name, general_name
from . import theme
from .fonts import ui_font
from .mark_tokens import sync_tokens
from .texts import kingdom_name, phase_name, role_name, slot_name, ui_text

_SUBTYPE_ZH = {"weapon": "武器", "armor": "防具", "defensive_horse": "+1马", "offensive_horse": "-1马",
               "treasure": "宝物", "delayed_trick": "延时锦囊"}
_TYPE_ZH = {"basic": "基本牌", "trick": "锦囊牌", "equip": "装备牌"}


class CardItem(QGraphicsObject):
    """One card: its face when `face` (a card description dict) is known, else its back."""

    clicked = Signal(int)

    def __init__(self, cid: int | None, face: dict | None, scale: float = 1.0) -> None:
        super().__init__()
        self.cid = cid
        self.face = face
        self.w, self.h = theme.CARD_W * scale, theme.CARD_H * scale
        self.clickable = False
        self.selected = False
        self.dimmed = False
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self.setCacheMode(QGraphicsObject.CacheMode.DeviceCoordinateCache)
        if face is not None:
            from ..packs.i18n import card_text
            self.setToolTip(f"{card_name(face['key'])}：{card_text(face['key'])}")

    def boundingRect(self) -> QRectF:
        return QRectF(-2, -2, self.w + 4, self.h + 4)

    def set_state(self, clickable: bool, selected: bool, dimmed: bool) -> None:
        if (clickable, selected, dimmed) != (self.clickable, self.selected, self.dimmed):
            self.clickable, self.selected, self.dimmed = clickable, selected, dimmed
            self.update()

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, self.w, self.h)
        if self.face is None:
            self._paint_back(p, rect)
        else:
            self._paint_face(p, rect, self.face)
        if self.selected:
            p.setPen(QPen(theme.HIGHLIGHT, 4))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(rect, 6, 6)
        elif self.dimmed:
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(theme.DIM)
            p.drawRoundedRect(rect, 6, 6)

    def _paint_back(self, p: QPainter, rect: QRectF) -> None:
        grad = QLinearGradient(rect.topLeft(), rect.bottomRight())
        grad.setColorAt(0, QColor("#7a1f1f"))
        grad.setColorAt(1, QColor("#3d0d0d"))
        p.setPen(QPen(QColor("#d9b66a"), 2))
        p.setBrush(QBrush(grad))
        p.drawRoundedRect(rect, 6, 6)
        p.setPen(QPen(QColor("#d9b66a"), 1))
        p.drawRoundedRect(rect.adjusted(6, 6, -6, -6), 4, 4)
        p.setFont(ui_font(self.h * 0.18, bold=True))
        p.drawText(rect, Qt.AlignmentFlag.AlignCenter, "三国杀")

    def _paint_face(self, p: QPainter, rect: QRectF, face: dict) -> None:
        key = face["key"]
        behaviour = BEHAVIOURS.get(key)
        ctype = behaviour.type if behaviour else "basic"
        p.setPen(QPen(QColor("#444444"), 1.5))
        p.setBrush(QColor("#fbf7ee"))
        p.drawRoundedRect(rect, 6, 6)
        band = QRectF(0, self.h * 0.78, self.w, self.h * 0.22)
        path = QPainterPath()
        path.addRoundedRect(rect, 6, 6)
        p.save()
        p.setClipPath(path)
        p.fillRect(band, theme.TYPE_BAND.get(ctype, QColor("#cccccc")))
        p.restore()
        suit = face.get("suit")
        color = theme.SUIT.get(suit, theme.SUIT[None])
        if suit:
            p.setPen(color)
            p.setFont(ui_font(self.h * 0.10, bold=True))
            p.drawText(QRectF(5, 3, self.w * 0.6, self.h * 0.16), Qt.AlignmentFlag.AlignLeft,
                       f"{SUIT_SYMBOL[suit]}{number_text(face['number'])}")
        name = card_name(key)
        p.setPen(QColor("#1d1d1d") if ctype != "basic" else color)
        size = self.h * (0.17 if len(name) <= 2 else 0.135 if len(name) <= 4 else 0.11)
        p.setFont(ui_font(size, bold=True))
        p.drawText(QRectF(2, self.h * 0.22, self.w - 4, self.h * 0.5), Qt.AlignmentFlag.AlignCenter
                   | Qt.TextFlag.TextWordWrap, name)
        sub = _SUBTYPE_ZH.get(behaviour.subtype if behaviour else "", _TYPE_ZH.get(ctype, ""))
        if face.get("skill"):
            sub = "转化"
        p.setPen(QColor("#333333"))
        p.setFont(ui_font(self.h * 0.075))
        p.drawText(band, Qt.AlignmentFlag.AlignCenter, sub)
        if behaviour is not None and behaviour.weapon_range:
            p.drawText(QRectF(0, 3, self.w - 6, self.h * 0.14), Qt.AlignmentFlag.AlignRight,
                       f"距{behaviour.weapon_range}")

    def mousePressEvent(self, event) -> None:
        if self.cid is not None:
            self.clicked.emit(self.cid)
        event.accept()

    def _get_opacity(self) -> float:
        return self.opacity()

    def _set_opacity(self, v: float) -> None:
        self.setOpacity(v)

    fade = Property(float, _get_opacity, _set_opacity)


class SeatItem(QGraphicsObject):
    """Another player's seat: general tile, kingdom, HP pips, hand count, equipment, judge area,
    chained/turned marks, role when known, the current player's highlight, dying/dead looks.

    国战: two tiles (主将, 副将); another seat's face-down general is a blank back, your own shows
    its name marked 暗 (only you see it); the seat takes its kingdom's colour once one is shown
    (野心家 purple). Everything comes from the viewer's SeatView: nothing unseen is ever drawn."""

    clicked = Signal(int)

    def __init__(self, seat: int, faces: dict[int, dict]) -> None:
        super().__init__()
        self.seat = seat
        self.faces = faces      # card id → face, for what is shown face up
        self.sv = None          # the SeatView shown
        self.current = False
        self.phase: str | None = None
        self.clickable = False
        self.selected = False
        self.mode = "identity"
        self.big = False        # 势备篇: of a big kingdom (大势力), marked by its kingdom's glyph
        self._tip_key: tuple | None = None
        self.tokens: list = []          # the marks' tokens (mark_tokens.MarkToken)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)

    def show_big(self, big: bool) -> None:
        """势备篇: mark the seat as of a big kingdom (大势力) or not (a badge, and a line of its tooltip)."""
        if big != self.big:
            self.big = big
            self.update()
        tip, line = self.toolTip(), "\n" + ui_text("big_kingdom_tip")
        if big and not tip.endswith(line):
            self.setToolTip(tip + line)
        elif not big and tip.endswith(line):
            self.setToolTip(tip[:-len(line)])

    def boundingRect(self) -> QRectF:
        return QRectF(-6, -6, theme.SEAT_W + 12, theme.SEAT_H + 12)

    def show_state(self, sv, current: bool, phase: str | None, mode: str = "identity", rules: str = "old") -> None:
        tip_key = (mode, rules, tuple(sv.generals), tuple(sv.shown), tuple(sv.removed), sv.kingdom)
        if tip_key != self._tip_key:
            self._tip_key = tip_key
            if mode == "hegemony":
                self.setToolTip(heg_tooltip(sv, rules))
            else:
                self.setToolTip(general_tooltip(sv.generals[0] if sv.generals else None))
        self.sv, self.current, self.phase, self.mode = sv, current, phase, mode
        self.tokens = sync_tokens(self, self.tokens, sv.marks if sv.alive else {}, mode)
        self.update()

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
                out.append((slot_name(slot), "暗置" if sv is not None and i < len(sv.generals) else "未选",
                            None, False))
            elif sv is not None and i < len(sv.removed) and sv.removed[i]:
                out.append((slot_name(slot), f"{general_name(gid)}（已移除）", g.kingdom, shown))
            else:
                out.append((slot_name(slot), general_name(gid), g.kingdom, shown))
        return out

    def kingdom_text(self) -> str:
        kingdom = self.sv.kingdom if self.sv is not None else None
        return kingdom_name(kingdom) if kingdom else ""

    def labels(self) -> list[str]:
        """Every text the seat paints (what a player can read on it)."""
        sv = self.sv
        if sv is None:
            return []
        out = [f"{self.seat + 1}号位", self.kingdom_text(), f"手牌 {sv.hand_count}"]
        if self.hegemony:
            out += [t for _, t, _, _ in self.tiles()]
        else:
            general = sv.generals[0] if sv.generals else None
            out.append(general_name(general) if general and general != "blank" else "白板")
            out.append(role_name(sv.role) if sv.role else "")
        out += [f"{_SUBTYPE_ZH.get(slot, slot)} {_card_short(self.faces, cid)}" for slot, cid in sv.equips.items()]
        return [t for t in out if t]

    def set_state(self, clickable: bool, selected: bool) -> None:
        if (clickable, selected) != (self.clickable, self.selected):
            self.clickable, self.selected = clickable, selected
            self.update()

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        sv = self.sv
        rect = QRectF(0, 0, theme.SEAT_W, theme.SEAT_H)
        kingdom = sv.kingdom if sv is not None else None
        base = theme.KINGDOM.get(kingdom, theme.KINGDOM[None])
        dead = sv is not None and not sv.alive
        if dead:
            base = QColor("#4a4a4a")
        grad = QLinearGradient(rect.topLeft(), rect.bottomLeft())
        grad.setColorAt(0, base.lighter(130))
        grad.setColorAt(1, base.darker(150))
        border = theme.HIGHLIGHT if self.current else QColor("#222222")
        if self.selected:
            border = theme.HIGHLIGHT
        elif self.clickable:
            border = theme.TARGETABLE
        if sv is not None and sv.dying:
            border = theme.DANGER
        p.setPen(QPen(border, 5 if (self.current or self.clickable or self.selected) else 2))
        p.setBrush(QBrush(grad))
        p.drawRoundedRect(rect, 10, 10)
        if sv is None:
            return
        white = QColor("#ffffff")
        p.setPen(white)
        p.setFont(ui_font(8))
        p.drawText(QRectF(6, 4, 60, 14), Qt.AlignmentFlag.AlignLeft, f"{self.seat + 1}号位")
        if kingdom == CAREERIST:
            _badge(p, QRectF(theme.SEAT_W - 50, 3, 46, 17), "野心家", theme.KINGDOM[CAREERIST].darker(140))
        elif kingdom:
            p.setFont(ui_font(10, bold=True))
            p.drawText(QRectF(theme.SEAT_W - 28, 2, 24, 18), Qt.AlignmentFlag.AlignCenter,
                       kingdom_name(kingdom))
        if self.big and sv.alive:       # 大势力: a small gold badge left of the kingdom glyph
            left = theme.SEAT_W - (70 if kingdom == CAREERIST else 46)
            _badge(p, QRectF(left, 4, 18, 15), ui_text("big_kingdom_badge"), QColor("#b8860b"))
        if self.hegemony:
            self._paint_tiles(p)
        else:
            general = sv.generals[0] if sv.generals else None
            p.setFont(ui_font(15, bold=True))
            name = general_name(general) if general and general != "blank" else "白板"
            p.drawText(QRectF(0, 20, theme.SEAT_W, 28), Qt.AlignmentFlag.AlignCenter, name)
        if sv.max_hp > 0 or not self.hegemony:
            self._paint_hp(p, sv)
        p.setPen(white)
        p.setFont(ui_font(9))
        y = 72
        for slot, cid in sv.equips.items():
            p.drawText(QRectF(6, y, theme.SEAT_W - 12, 14), Qt.AlignmentFlag.AlignLeft,
                       f"{_SUBTYPE_ZH.get(slot, slot)} {_card_short(self.faces, cid)}")
            y += 15
        if sv.judge:
            marks = "".join(card_name(sv.judge_as.get(c, self.faces.get(c, {}).get("key", "?")))[0]
                            for c in sv.judge)
            p.setPen(QColor("#ffe28a"))
            p.drawText(QRectF(6, theme.SEAT_H - 40, theme.SEAT_W - 12, 14), Qt.AlignmentFlag.AlignLeft,
                       f"判定：{marks}")
        p.setPen(white)
        p.setFont(ui_font(10, bold=True))
        p.drawText(QRectF(6, theme.SEAT_H - 22, 70, 18), Qt.AlignmentFlag.AlignLeft, f"手牌 {sv.hand_count}")
        role = role_name(sv.role) if sv.role else ""
        p.drawText(QRectF(70, theme.SEAT_H - 22, theme.SEAT_W - 76, 18), Qt.AlignmentFlag.AlignRight, role)
        if sv.chained:
            p.setPen(QPen(QColor("#c0c0c0"), 3, Qt.PenStyle.DashLine))
            p.drawLine(QPointF(4, theme.SEAT_H / 2), QPointF(theme.SEAT_W - 4, theme.SEAT_H / 2))
            _badge(p, QRectF(theme.SEAT_W - 30, 54, 26, 18), "连", QColor("#777777"))
        if not sv.face_up:
            # dark, so it reads on every kingdom colour (魏's blue hid the old blue badge)
            _badge(p, QRectF(theme.SEAT_W - 44, 74 + 18, 40, 18), "翻面", QColor("#1b1b1b"))
        if sv.drunk:
            _badge(p, QRectF(theme.SEAT_W - 58, 54, 26, 18), "酒", QColor("#aa3366"))
        if self.current and self.phase:
            _badge(p, QRectF(theme.SEAT_W / 2 - 36, theme.SEAT_H + 2, 72, 18), phase_name(self.phase),
                   QColor("#8a6d1d"))
        if dead:
            p.setPen(QColor("#dddddd"))
            p.setFont(ui_font(22, bold=True))
            p.drawText(rect, Qt.AlignmentFlag.AlignCenter, "阵亡")

    def _paint_tiles(self, p: QPainter) -> None:
        """国战: the 主将 and 副将 tiles side by side."""
        w = (theme.SEAT_W - 18) / 2
        for i, (slot, text, kingdom, shown) in enumerate(self.tiles()):
            r = QRectF(6 + i * (w + 6), 21, w, 29)
            known = kingdom is not None
            fill = theme.KINGDOM.get(kingdom, theme.KINGDOM[None]) if (known and shown) else theme.HIDDEN_TILE
            pen = QPen(QColor("#d9b66a"), 1.5, Qt.PenStyle.DashLine if (known and not shown) else Qt.PenStyle.SolidLine)
            p.setPen(pen)
            p.setBrush(fill)
            p.drawRoundedRect(r, 5, 5)
            p.setPen(QColor("#ffffff") if shown else QColor("#e8dcc0"))
            p.setFont(ui_font(10.5 if len(text) <= 3 else 9, bold=True))
            p.drawText(r.adjusted(0, 4, 0, 0), Qt.AlignmentFlag.AlignCenter, text)
            p.setPen(QColor("#ffe9a8"))
            p.setFont(ui_font(6.5))
            p.drawText(QRectF(r.x() + 2, r.y(), 20, 10), Qt.AlignmentFlag.AlignLeft, slot[0])
            if known and not shown:
                _badge(p, QRectF(r.right() - 13, r.y() + 1, 12, 11), "暗", QColor("#6a5433"), 6.5)

    def _paint_hp(self, p: QPainter, sv) -> None:
        n = max(sv.max_hp, 1)
        hp = sv.hp
        ratio = hp / n
        color = theme.HP_GOOD if ratio > 0.66 else theme.HP_MID if ratio > 0.34 else theme.HP_LOW
        if n > 6:
            p.setPen(color)
            p.setFont(ui_font(11, bold=True))
            p.drawText(QRectF(0, 50, theme.SEAT_W, 18), Qt.AlignmentFlag.AlignCenter, f"体力 {hp}/{sv.max_hp}")
            return
        size = 14.0
        x0 = (theme.SEAT_W - n * (size + 3)) / 2
        for i in range(n):
            r = QRectF(x0 + i * (size + 3), 52, size, size)
            p.setPen(QPen(QColor("#1a1a1a"), 1))
            p.setBrush(color if i < hp else QColor("#3a3a3a"))
            p.drawEllipse(r)

    def mousePressEvent(self, event) -> None:
        self.clicked.emit(self.seat)
        event.accept()


def general_tooltip(general: str | None) -> str:
    """The general's name and each skill's text, for hovering over a seat."""
    from ..packs.generals import identity_generals
    from ..packs.i18n import skill_name, skill_text

    g = identity_generals().get(general or "")
    if g is None:
        return "白板武将：没有技能"
    lines = [f"{general_name(g.id)}（{kingdom_name(g.kingdom)}，体力{g.max_hp}）"]
    for sid in g.skills:
        lord = "（主公技）" if sid in g.lord_skills else ""
        lines.append(f"【{skill_name(sid)}】{lord}{skill_text(sid)}")
    return "\n".join(lines)


def heg_tooltip(sv, rules: str = "old") -> str:
    """国战: the seat's kingdom and each general the viewer may see, with its 国战 skills as the
    rules profile has them (`rules`); a face-down general of another seat is only "暗置"."""
    from ..packs.i18n import skill_name, skill_text

    kingdom = kingdom_name(sv.kingdom) if sv.kingdom else "未确定（没有明置的武将）"
    lines = [f"{sv.seat + 1}号位 · 势力：{kingdom}"]
    table = heg_lookup(rules)
    for i, slot in enumerate(("head", "deputy")):
        gid = sv.generals[i] if i < len(sv.generals) else None
        g = table.get(gid) if gid else None
        if g is None or gid is None:
            lines.append(f"{slot_name(slot)}：暗置" if i < len(sv.generals) else f"{slot_name(slot)}：未选")
            continue
        shown = i < len(sv.shown) and sv.shown[i]
        state = "" if shown else "（暗置，只有你能看到）"
        if i < len(sv.removed) and sv.removed[i]:
            lines.append(f"{slot_name(slot)}：{general_name(gid)}（已移除）")
            continue
        lines.append(f"{slot_name(slot)}：{general_name(gid)}{state}（{kingdom_name(g.kingdom)}，"
                     f"{hp_text(g.max_hp)}）")
        for sid in g.skills:
            lines.append(f"  【{skill_name(sid, mode='hegemony')}】{skill_text(sid, mode='hegemony')}")
    return "\n".join(lines)


def hp_text(halves: int) -> str:
    """A 国战 general's HP in 阴阳鱼 (half units: 3 → 1.5)."""
    whole, half = divmod(halves, 2)
    return f"阴阳鱼{whole}" + ("个半" if half else "个")


def _badge(p: QPainter, r: QRectF, text: str, color: QColor, size: float = 9) -> None:
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(color)
    p.drawRoundedRect(r, 4, 4)
    p.setPen(QColor("#ffffff"))
    p.setFont(ui_font(size, bold=True))
    p.drawText(r, Qt.AlignmentFlag.AlignCenter, text)


def _card_short(cards: dict, cid: int) -> str:
    face = cards.get(cid)
    if not face:
        return "?"
    suit = face.get("suit")
    mark = f"{SUIT_SYMBOL[suit]}{number_text(face['number'])}" if suit else ""
    return f"{card_name(face['key'])}{mark}"


class TextItem(QGraphicsObject):
    """A line of text (labels, floating cues)."""

    def __init__(self, text: str = "", size: float = 12, color: QColor | None = None, bold: bool = False,
                 width: float = 400) -> None:
        super().__init__()
        self.text = text
        self.font: QFont = ui_font(size, bold)
        self.color = color or QColor("#ffffff")
        self.width = width
        self.height = size * 2.2

    def set_text(self, text: str) -> None:
        if text != self.text:
            self.text = text
            self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.width, self.height)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setFont(self.font)
        p.setPen(QColor(0, 0, 0, 160))
        p.drawText(self.boundingRect().translated(1, 1), Qt.AlignmentFlag.AlignCenter, self.text)
        p.setPen(self.color)
        p.drawText(self.boundingRect(), Qt.AlignmentFlag.AlignCenter, self.text)
