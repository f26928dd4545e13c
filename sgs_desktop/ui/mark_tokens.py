"""Marks on a seat (标记: 国战's 先驱, 阴阳鱼, 珠联璧合, a skill's own marks): a small round token per
mark with its first character (and the count when more than one); hovering shows its name and rule."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ..packs import i18n
from .fonts import ui_font

TOKEN = 22.0
#: the marks of 国战's new rules read in their own colours; any other mark (a skill's) is grey
COLOURS = {"xianqu": QColor("#c9852b"), "yinyangyu": QColor("#3d7f8f"), "zhulianbihe": QColor("#b0454f")}


def mark_name(mark: str, mode: str = "identity") -> str:
    """A mark reads as the skill it belongs to (a won/lost mark such as 天义's as 天义)."""
    name = i18n.skill_name(mark, mode=mode)
    return name if name != mark else i18n.skill_name(mark.split("_")[0], mode=mode)


def mark_tip(mark: str, count: int, mode: str = "identity") -> str:
    text = i18n.skill_text(mark, mode=mode) or i18n.skill_text(mark.split("_")[0], mode=mode)
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
        first = mark_name(self.mark, self.mode)[:1]
        return f"{first}{self.count}" if self.count > 1 else first

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, TOKEN + (8 if self.count > 1 else 0), TOKEN)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.boundingRect()
        p.setPen(QPen(QColor("#f3e2b0"), 1.5))
        p.setBrush(COLOURS.get(self.mark, QColor("#5c5c5c")))
        p.drawRoundedRect(r, TOKEN / 2, TOKEN / 2)
        p.setPen(QColor("#ffffff"))
        p.setFont(ui_font(9, bold=True))
        p.drawText(r, Qt.AlignmentFlag.AlignCenter, self.label())


def sync_tokens(seat: QGraphicsItem, tokens: list[MarkToken], marks: dict[str, int], mode: str,
                at: tuple[float, float] = (46.0, -TOKEN / 2)) -> list[MarkToken]:
    """The seat's tokens for `marks` (in the order the marks were gained), in a row from `at` (the
    seat's badge row, after its judge badges); tokens already right are kept as they are."""
    want = [(m, n) for m, n in marks.items() if n]
    if [(t.mark, t.count) for t in tokens] == want and all(t.mode == mode for t in tokens) and \
            (not tokens or tokens[0].pos().x() == at[0]):
        return tokens
    for t in tokens:
        scene = t.scene()
        if scene is not None:
            scene.removeItem(t)         # (a child goes with its scene's removal)
    out = []
    x, y = at
    for mark, count in want:
        token = MarkToken(mark, count, mode, seat)
        token.setPos(x, y)
        x += token.boundingRect().width() + 3
        out.append(token)
    return out
