"""A general's plate as a button, for the general-choice panels (选将, 国战's pair): the plate
(ui/art/plates.py) with its HP, and under it the skills' names; checked, it wears the selection's
gold (or, choosing a pair, the 主将's red or the 副将's blue with its mark)."""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen, QPixmap
from PySide6.QtWidgets import QAbstractButton

from ..packs.generals import General
from ..packs.i18n import general_name, word
from . import theme
from .art import hp as hpart
from .art import plates
from .art.placed import Placed
from .fonts import ui_font
from .texts import ui_text

MARKS = {"head": QColor("#c0392b"), "deputy": QColor("#2f6fb8")}


def plate_info(g: General, hegemony: bool) -> plates.PlateInfo:
    """A general's whole plate: identity HP in 勾玉, 国战's in 阴阳鱼 halves."""
    glyphs = hpart.half_glyphs(g.max_hp) if hegemony else hpart.hp_glyphs(g.max_hp, g.max_hp)
    return plates.PlateInfo(plates.PlateSpec(g.id, g.kingdom), general_name(g.id), ui_text(f"seal_{g.kingdom}"),
                            g.gender, glyphs, hpart.YINYANG if hegemony else hpart.MAGATAMA, theme.HP_GOOD)


class PlateTile(QAbstractButton):
    """One general to choose: its plate and its skills' names (a second line: its 珠联璧合 partners)."""

    def __init__(self, g: General, caption: str, hegemony: bool = False, extra: str = "",
                 plate: QSize | None = None) -> None:
        super().__init__()
        self.general = g
        self.info = plate_info(g, hegemony)
        self.caption = caption
        self.extra = extra              # (the 珠联璧合 partners' line)
        self.plate = plate if plate is not None else QSize(112, 150)
        self.mark: str | None = None    # "head" / "deputy" while choosing a pair
        self.companion = False          # a gold frame: a 珠联璧合 partner is among the dealt
        self.texts: list[Placed] = []   # the plate's texts as last painted (plate coordinates)
        self._rendered: tuple[tuple[int, int, float], QPixmap] | None = None     # (size and ratio, the plate)
        self.setCheckable(True)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setAccessibleName(general_name(g.id))
        self.setText("\n".join([general_name(g.id), *self.caption_lines()]))     # (what it shows, in words)
        self.setFixedSize(self.sizeHint())

    def caption_lines(self) -> list[str]:
        return [line for line in (self.caption, self.extra) if line]

    def sizeHint(self) -> QSize:
        lines = len(self.caption_lines())
        return QSize(self.plate.width() + 8, self.plate.height() + 10 + round(lines * 2 * self._line_h()))

    @staticmethod
    def _line_h() -> float:
        return QFontMetricsF(ui_font(9)).height()

    def set_mark(self, mark: str | None) -> None:
        if mark != self.mark:
            self.mark = mark
            self.update()

    def paintEvent(self, event) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        plate = QRectF(4, 4, self.plate.width(), self.plate.height())
        p.drawPixmap(plate.topLeft(), self._plate_pixmap())
        frame = None
        if self.mark is not None:
            frame = MARKS[self.mark]
        elif self.isChecked():
            frame = theme.HIGHLIGHT
        elif self.companion:
            frame = QColor("#f2c443")
        elif self.underMouse() and self.isEnabled():
            frame = QColor("#fff3c4")
        if frame is not None:
            p.setPen(QPen(frame, 4))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(plate.adjusted(-2, -2, 2, 2), 8, 8)
        if self.mark is not None:
            text = ui_text(f"slot_mark_{self.mark}")
            r = QRectF(plate.right() - 30, plate.bottom() - 26, 26, 22)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(MARKS[self.mark])
            p.drawRoundedRect(r, 5, 5)
            p.setPen(QColor("#ffffff"))
            p.setFont(ui_font(10, True))
            p.drawText(r, Qt.AlignmentFlag.AlignCenter, text)
        if not self.isEnabled():
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor(0, 0, 0, 150))
            p.drawRoundedRect(plate, 6, 6)
        p.setPen(QColor("#f4eedc"))
        p.setFont(ui_font(9))
        y = plate.bottom() + 5
        h = self._line_h()
        for i, line in enumerate(self.caption_lines()):
            if i == 1:
                p.setPen(QColor("#ffd34d"))
            box = QRectF(0, y, self.width(), 2 * h)
            p.drawText(box, Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap,
                       self._elided(line, box))
            y += 2 * h
        p.end()

    def _plate_pixmap(self) -> QPixmap:
        """The plate (picture, name, seal, HP) rendered once for this size and screen, then copied:
        a panel repaints its tiles on every change of its layout (three times at its first show)."""
        ratio = self.devicePixelRatioF()
        key = (self.plate.width(), self.plate.height(), ratio)
        if self._rendered is None or self._rendered[0] != key:
            pixmap = QPixmap(round(self.plate.width() * ratio), round(self.plate.height() * ratio))
            pixmap.setDevicePixelRatio(ratio)
            pixmap.fill(Qt.GlobalColor.transparent)
            painter = QPainter(pixmap)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            self.texts = plates.paint_plate(painter, self.info, QRectF(0, 0, self.plate.width(), self.plate.height()),
                                            "panel")
            painter.end()
            self._rendered = (key, pixmap)
        return self._rendered[1]

    def fit_texts(self) -> list[Placed]:
        """What the tile draws (the fit test reads these): the plate's texts and the caption's lines
        (each in a box of two lines, wrapped; one cut with … says all in the tooltip)."""
        plate = QRectF(4, 4, self.plate.width(), self.plate.height())
        _geo, texts = plates.plate_layout(self.info, plate.width(), plate.height(), "panel")
        out = [t.moved(plate.x(), plate.y()) for t in texts]
        h = self._line_h()
        y = plate.bottom() + 5
        flags = Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap
        for line in self.caption_lines():
            box = QRectF(0, y, self.width(), 2 * h)
            out.append(Placed(box, self._elided(line, box), ui_font(9), QColor("#f4eedc"), align=flags))
            y += 2 * h
        return out

    def _elided(self, line: str, box: QRectF) -> str:
        """The line as it fits two lines of the box, broken between names (酒池、肉林、崩坏 / 暴虐: not
        inside 暴虐), else cut with … — the tooltip says it all."""
        m = QFontMetricsF(ui_font(9))
        if m.horizontalAdvance(line) <= box.width():
            return line
        sep = word("list_sep")
        end = sep.rstrip()                  # (a broken line ends with the separator: "崩坏、", "Collapse,")
        lines: list[str] = []
        for name in line.split(sep):
            if lines and m.horizontalAdvance(lines[-1] + sep + name + end) <= box.width():
                lines[-1] += sep + name
            else:
                lines.append(name)
        shown = [x + end for x in lines[:-1]] + lines[-1:]
        if len(shown) == 2 and all(m.horizontalAdvance(x) <= box.width() for x in shown):
            return "\n".join(shown)
        if m.boundingRect(box, int(Qt.TextFlag.TextWordWrap), line).height() <= box.height() + 1:
            return line
        while line and m.boundingRect(box, int(Qt.TextFlag.TextWordWrap), line + "…").height() > box.height() + 1:
            line = line[:-1]
        return line + "…"


def skills_caption(g: General, name_of) -> str:
    return word("list_sep").join(name_of(s) for s in g.skills)


__all__ = ["PlateTile", "plate_info", "skills_caption"]
