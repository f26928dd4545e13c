"""The bar under the table (docs/look.md): your skills' buttons at the left — carved lacquer tablets
with the skill's name in the brush face, gold when chosen —, the countdown, and the answer buttons
(重铸, 确定 in cinnabar, the call to action, 取消, 结束出牌) in the brush face, on a lacquered strip
with a gold rule along its top, so the bar reads as the table's edge, not as a form."""

from __future__ import annotations

from math import ceil
from typing import ClassVar

from PySide6.QtCore import QPointF, QSize, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QLinearGradient, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QHBoxLayout, QProgressBar, QPushButton, QWidget

from .fonts import brush_font
from .texts import ui_text

#: the countdown: light digits with a dark edge over the whole bar (the style's default drew them in
#: two colours, changing where the bar's fill ends)
COUNTDOWN_STYLE = ("QProgressBar#countdown { color: #fff6dc; font-weight: bold; background: #2a2118;"
                   " border: 1px solid #d9b66a; border-radius: 4px; text-align: center; }"
                   "QProgressBar#countdown::chunk { background: #8a6d1d; border-radius: 3px; }")

ANSWER_PT, SKILL_PT = 15.0, 14.0
BAR_STYLE = """
QPushButton[bar="answer"] { color: #f3e6c4; border: 1px solid #a8874a; border-radius: 6px; padding: 3px 16px;
    min-height: 28px; background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 #4a3726, stop:0.5 #33261b,
    stop:1 #221911); }
QPushButton[bar="answer"]:hover { border-color: #ffd34d; color: #fff3d6; background: qlineargradient(
    x1:0, y1:0, x2:0, y2:1, stop:0 #5a4430, stop:1 #2a1f16); }
QPushButton[bar="answer"]:pressed { background: #1a130e; }
QPushButton[bar="answer"]:disabled { color: #6f6455; border-color: #3e3226; background: #1d1612; }
QPushButton#ok[bar="answer"] { color: #fff3d6; border: 1px solid #e6c77e; background: qlineargradient(
    x1:0, y1:0, x2:0, y2:1, stop:0 #c0453a, stop:0.5 #9e2c24, stop:1 #6e1a14); }
QPushButton#ok[bar="answer"]:hover { border-color: #ffd34d; background: qlineargradient(x1:0, y1:0, x2:0,
    y2:1, stop:0 #d0554a, stop:1 #862219); }
QPushButton#ok[bar="answer"]:disabled { color: #8f7a6c; border-color: #4d3028; background: #2d1915; }
QPushButton[bar="skill"] { color: #ffe9b8; border: 1px solid #c9a45a; border-radius: 4px; padding: 2px 14px;
    min-height: 28px; background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 #5b2a1c, stop:0.55 #3e1c13,
    stop:1 #2a120c); }
QPushButton[bar="skill"]:hover { border-color: #ffd34d; color: #fff6dc; }
QPushButton[bar="skill"]:checked { color: #2a1708; border: 2px solid #fff0b0; background: qlineargradient(
    x1:0, y1:0, x2:0, y2:1, stop:0 #ffe08a, stop:0.5 #e0b44e, stop:1 #b8862b); }
QPushButton[bar="skill"]:disabled { color: #7a6a58; border-color: #4a3a2a; background: #24180f; }
"""


class BarButton(QPushButton):
    """A button of the bar, never narrower or lower than its words in the brush face (Qt sizes a
    button by its letters' ink, which is narrower than their advance: 仁德 lost 2 px)."""

    PAD: ClassVar[dict[str, int]] = {"answer": 16, "skill": 14}

    def __init__(self, text: str, kind: str, size: float) -> None:
        super().__init__(text)
        self.kind = kind
        self.least_width = 0
        self.setProperty("bar", kind)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.set_size(size)

    def set_size(self, size: float) -> None:
        self.setFont(brush_font(size))
        self.updateGeometry()

    def minimumSizeHint(self) -> QSize:
        m = QFontMetricsF(self.font())
        w = m.horizontalAdvance(self.text().replace("&", "")) + 2 * self.PAD[self.kind] + 8
        return QSize(max(self.least_width, ceil(w)), ceil(m.height()) + 12)

    def sizeHint(self) -> QSize:
        return super().sizeHint().expandedTo(self.minimumSizeHint())


def bar_button(text: str, kind: str, size: float = 14.0) -> QPushButton:
    """A button of the bar: "answer" (确定, 取消 …) or "skill" (a skill's name), in the brush face."""
    return BarButton(text, kind, size)


class AnswerBar(QWidget):
    """The bar: `skill_row` (the skills' buttons, made by the window as they are offered),
    `timer_bar` (the countdown) and `buttons` (recast, ok, cancel, end)."""

    KEYS = ("recast", "ok", "cancel", "end")

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("answer-bar")
        self.setStyleSheet(BAR_STYLE)
        row = QHBoxLayout(self)
        row.setContentsMargins(10, 8, 10, 6)
        row.setSpacing(8)
        self.skill_row = QHBoxLayout()
        self.skill_row.setSpacing(6)
        row.addLayout(self.skill_row)
        row.addStretch(1)
        self.timer_bar = QProgressBar()
        self.timer_bar.setObjectName("countdown")
        self.timer_bar.setMinimumWidth(200)
        self.timer_bar.setMaximumWidth(260)
        self.timer_bar.setTextVisible(True)
        self.timer_bar.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.timer_bar.setStyleSheet(COUNTDOWN_STYLE)     # (its digits one colour over the bar and beside it)
        self.timer_bar.hide()
        row.addWidget(self.timer_bar)
        self.scale = 1.0            # the words grow with a large window (style.FontScale's steps)
        self.buttons: dict[str, BarButton] = {}
        for key in self.KEYS:
            b = BarButton(ui_text(f"button_{key}"), "answer", ANSWER_PT)
            b.setObjectName(key)
            b.least_width = 92
            row.addWidget(b)
            self.buttons[key] = b

    def skill_button(self, text: str) -> QPushButton:
        """A skill's button (checkable: it stays gold while the skill is being used)."""
        b = bar_button(text, "skill", SKILL_PT * self.scale)
        b.setCheckable(True)
        return b

    def set_scale(self, scale: float) -> None:
        """The buttons' words at `scale` (1 at 1280×720, up to 1.3 on a large window)."""
        if scale == self.scale:
            return
        self.scale = scale
        for b in self.buttons.values():
            b.set_size(ANSWER_PT * scale)
            b.least_width = round(92 * scale)
        for i in range(self.skill_row.count()):
            item = self.skill_row.itemAt(i)
            widget = item.widget() if item is not None else None
            if isinstance(widget, BarButton):
                widget.set_size(SKILL_PT * scale)

    def retranslate(self) -> None:
        for key, b in self.buttons.items():
            b.setText(ui_text(f"button_{key}"))

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        r = self.rect()
        g = QLinearGradient(QPointF(0, 0), QPointF(0, r.height()))
        g.setColorAt(0, QColor("#241710"))
        g.setColorAt(1, QColor("#120b07"))
        p.fillRect(r, g)
        p.setPen(QPen(QColor("#d9b66a"), 1.5))
        p.drawLine(QPointF(0, 1), QPointF(r.width(), 1))
        p.setPen(QPen(QColor(217, 182, 106, 80), 1))
        p.drawLine(QPointF(0, 4), QPointF(r.width(), 4))
        p.end()
