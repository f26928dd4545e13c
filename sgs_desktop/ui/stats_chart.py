"""The game-over statistics: a table of every seat's figures and a bar chart of the damage dealt
and taken (drawn with QPainter)."""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent
from PySide6.QtWidgets import QGridLayout, QLabel, QVBoxLayout, QWidget

from ..client.stats import FIGURES, GameStats
from .fonts import ui_font
from .texts import seat_name, ui_text

DEALT, TAKEN = QColor("#e0413a"), QColor("#8a9bb0")


class DamageChart(QWidget):
    """Two bars per seat: damage dealt (red) and taken (grey), with their numbers."""

    def __init__(self, stats: GameStats) -> None:
        super().__init__()
        self.stats = stats
        self.setObjectName("stats-chart")
        self.setMinimumSize(QSize(max(320, 46 * len(stats.seats)), 150))

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        seats = self.stats.seats
        top = max(1, self.stats.best("damage_dealt"), self.stats.best("damage_taken"))
        w, h = self.width(), self.height()
        base, room = h - 22, h - 44
        slot = w / max(len(seats), 1)
        p.setFont(ui_font(8.5))
        for i, s in enumerate(seats):
            x = i * slot + slot * 0.18
            bar = slot * 0.3
            for j, (value, colour) in enumerate(((s.damage_dealt, DEALT), (s.damage_taken, TAKEN))):
                height = room * value / top
                r = QRectF(x + j * bar, base - height, bar - 2, height)
                p.fillRect(r, colour)
                p.setPen(QColor("#f4eedc"))
                p.drawText(QRectF(r.x() - 4, r.y() - 16, bar + 6, 14), Qt.AlignmentFlag.AlignCenter, str(value))
            p.setPen(QColor("#f4eedc"))
            p.drawText(QRectF(i * slot, base + 3, slot, 16), Qt.AlignmentFlag.AlignCenter, seat_name(s.seat))
        p.setPen(QColor("#d9b66a"))
        p.drawLine(0, int(base), w, int(base))
        p.end()


class StatsBox(QWidget):
    """The figures of every seat (伤害、承伤、击杀、出牌、给桃) and the damage chart."""

    def __init__(self, stats: GameStats, viewer: int | None) -> None:
        super().__init__()
        self.setObjectName("stats")
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 4, 0, 0)
        grid = QGridLayout()
        grid.addWidget(QLabel(ui_text("header_seat")), 0, 0)
        for c, name in enumerate(FIGURES, start=1):
            head = QLabel(ui_text(f"stat_{name}"))
            head.setFont(ui_font(9.5, bold=True))
            grid.addWidget(head, 0, c)
        for r, s in enumerate(stats.seats, start=1):
            you = ui_text("stat_you") if s.seat == viewer else ""
            grid.addWidget(QLabel(seat_name(s.seat) + you), r, 0)
            for c, name in enumerate(FIGURES, start=1):
                value = s.figure(name)
                label = QLabel(str(value))
                if value and value == stats.best(name):
                    label.setFont(ui_font(10, bold=True))
                grid.addWidget(label, r, c)
        box.addLayout(grid)
        legend = QLabel(ui_text("stat_legend"))
        legend.setFont(ui_font(9))
        box.addWidget(legend)
        box.addWidget(DamageChart(stats))
