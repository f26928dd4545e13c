"""Marks on a seat (标记: 国战's 先驱, 阴阳鱼, 珠联璧合, a skill's own marks): a small round token per
mark with its first character (and the count when more than one); hovering shows its name and rule.
Piles on a general (武将牌上: 不屈's 创, 屯田's 田, 木牛流马's cards) follow as labelled tokens ("创 3")
whose hover lists the cards the viewer may see."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ..packs import i18n
from .fonts import ui_font

TOKEN = 22.0
#: the marks of 国战's new rules read in their own colours; any other mark (a skill's) is grey
COLOURS = {"xianqu": QColor("#c9852b"), "yinyangyu": QColor("#3d7f8f"), "zhulianbihe": QColor("#b0454f"),
           # a mark that names a colour of cards (双雄's) reads in that colour
           "shuangxiong_red": QColor("#b3302c"), "shuangxiong_black": QColor("#1f1f1f")}
#: a mark that names a general (化身's 化身牌): the one turned up in gold, a face-down one (its owner's
#: own, `own:…`) in the dark blue of a card's back
SHOWN_GENERAL, HIDDEN_GENERAL = QColor("#a8842c"), QColor("#2f3f63")


def token_colour(mark: str) -> QColor:
    """A mark's disc colour: its own, else by what it names, else grey."""
    found = COLOURS.get(mark)
    if found is not None:
        return found
    if "." in mark:
        return HIDDEN_GENERAL if mark.startswith("own:") else SHOWN_GENERAL
    return QColor("#5c5c5c")


def mark_name(mark: str, mode: str = "identity") -> str:
    """A mark reads as its own name (天义·赢: `[marks.<id>]`) or as the skill it belongs to."""
    return i18n.mark_name(mark, mode=mode)


def mark_tip(mark: str, count: int, mode: str = "identity") -> str:
    text = i18n.mark_text(mark, mode=mode)
    head = f"{mark_name(mark, mode)} ×{count}" if count > 1 else mark_name(mark, mode)
    return f"{head}\n{text}" if text else head


class MarkToken(QGraphicsObject):
    """One mark: a coloured disc with the mark's first character; its tooltip is its name and rule."""

    def __init__(self, mark: str, count: int, mode: str, parent: QGraphicsItem) -> None:
        super().__init__(parent)
        self.mark, self.count, self.mode = mark, count, mode
        self.setToolTip(mark_tip(mark, count, mode))
        self.setAcceptHoverEvents(True)

    def label(self) -> str:
        first = i18n.mark_short(self.mark, mode=self.mode)
        return f"{first}{self.count}" if self.count > 1 else first

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, TOKEN + (8 if self.count > 1 else 0), TOKEN)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.boundingRect()
        p.setPen(QPen(QColor("#f3e2b0"), 1.5))
        p.setBrush(token_colour(self.mark))
        p.drawRoundedRect(r, TOKEN / 2, TOKEN / 2)
        p.setPen(QColor("#ffffff"))
        p.setFont(ui_font(9, bold=True))
        p.drawText(r, Qt.AlignmentFlag.AlignCenter, self.label())


def sync_tokens(seat: QGraphicsItem, tokens: list[MarkToken], marks: dict[str, int], mode: str,
                at: tuple[float, float] = (46.0, -TOKEN / 2), scale: float = 1.0) -> list[MarkToken]:
    """The seat's tokens for `marks` (in the order the marks were gained), in a row from `at` (the
    seat's badge row, after its judge badges), `scale` times the usual size (your dashboard's are
    larger); tokens already right are kept as they are."""
    want = [(m, n) for m, n in marks.items() if n]
    if [(t.mark, t.count) for t in tokens] == want and all(t.mode == mode for t in tokens) and \
            (not tokens or (tokens[0].pos().x() == at[0] and tokens[0].scale() == scale)):
        return tokens
    for t in tokens:
        scene = t.scene()
        if scene is not None:
            scene.removeItem(t)         # (a child goes with its scene's removal)
    out = []
    x, y = at
    for mark, count in want:
        token = MarkToken(mark, count, mode, seat)
        token.setScale(scale)
        token.setPos(x, y)
        x += token.boundingRect().width() * scale + 3
        out.append(token)
    return out


# --------------------------------------------------------------------------- piles


def pile_short(pile: str, mode: str = "identity") -> str:
    """A pile's one-character name on its token (不屈's 创); an unnamed pile reads as its skill."""
    found = i18n.lookup("piles", pile, "short")
    return found if found is not None else mark_name(pile, mode)[:1]


def pile_name(pile: str, mode: str = "identity") -> str:
    found = i18n.lookup("piles", pile, "name")
    return found if found is not None else mark_name(pile, mode)


def pile_tip(pile: str, count: int, cards: list[int], card_text, mode: str = "identity") -> str:
    """The hover of a pile: its name and size, then the cards the viewer may see (face-down ones
    as a count)."""
    lines = [f"{pile_name(pile, mode)} ×{count}"]
    lines += [card_text(c) for c in cards]
    if count > len(cards):
        lines.append(i18n.word("pile_unseen", n=count - len(cards)))
    return "\n".join(lines)


class PileToken(QGraphicsObject):
    """One pile on a general (武将牌上): a small labelled token, "创 3"; its hover lists the cards.
    An overflow token ("+2", `pile` None) stands for the tokens that have no room, its hover all theirs."""

    def __init__(self, pile: str | None, label: str, tip: str, parent: QGraphicsItem) -> None:
        super().__init__(parent)
        self.pile, self.text, self.tip = pile, label, tip
        self.setToolTip(tip)
        self.setAcceptHoverEvents(True)
        self._w = pile_token_width(label)

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self._w, TOKEN)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.boundingRect()
        p.setPen(QPen(QColor("#f3e2b0"), 1.5))
        p.setBrush(QColor("#6b4a1f"))
        p.drawRoundedRect(r, 5, 5)
        p.setPen(QColor("#fff3c4"))
        p.setFont(ui_font(9, bold=True))
        p.drawText(r, Qt.AlignmentFlag.AlignCenter, self.text)


def pile_token_width(label: str) -> float:
    return max(TOKEN, QFontMetricsF(ui_font(9, bold=True)).horizontalAdvance(label) + 10)


def sync_pile_tokens(seat: QGraphicsItem, tokens: list[PileToken], piles: dict[str, int],
                     cards: dict[str, list[int]], card_text, mode: str, at: tuple[float, float],
                     end: float, scale: float = 1.0) -> list[PileToken]:
    """The seat's pile tokens, in a row from `at` up to `end` (the seat's badge row, after its marks);
    what has no room is one "+n" token whose hover lists those piles. Tokens already right stay."""
    want = [(pile, f"{pile_short(pile, mode)} {n}", pile_tip(pile, n, cards.get(pile, []), card_text, mode))
            for pile, n in piles.items() if n]
    x, y = at
    rows: list[tuple[str | None, str, str]] = []
    for i, (pile, label, tip) in enumerate(want):
        rest = want[i + 1:]
        room = end - x - ((pile_token_width(f"+{len(rest)}") * scale + 3) if rest else 0)
        if pile_token_width(label) * scale > room:
            hidden = want[i:]
            rows.append((None, f"+{len(hidden)}", "\n\n".join(t for _, _, t in hidden)))
            break
        rows.append((pile, label, tip))
        x += pile_token_width(label) * scale + 3
    if [(t.pile, t.text, t.tip) for t in tokens] == rows and (not tokens or (tokens[0].pos() == QPointF(*at)
                                                                              and tokens[0].scale() == scale)):
        return tokens
    for t in tokens:
        scene = t.scene()
        if scene is not None:
            scene.removeItem(t)
        else:
            t.setParentItem(None)
    out = []
    x = at[0]
    for which, label, tip in rows:
        token = PileToken(which, label, tip, seat)
        token.setScale(scale)
        token.setPos(x, y)
        x += token.boundingRect().width() * scale + 3
        out.append(token)
    return out
