"""Colours and sizes of the table (presentation only)."""

from __future__ import annotations

from PySide6.QtGui import QColor

SCENE_W, SCENE_H = 1600.0, 900.0
CARD_W, CARD_H = 93.0, 130.0
SEAT_W, SEAT_H = 150.0, 212.0

KINGDOM = {"wei": QColor("#3b5fa8"), "shu": QColor("#b3362e"), "wu": QColor("#2f8a3e"),
           "qun": QColor("#8a8270"), "god": QColor("#b8922b"), "careerist": QColor("#7b3fa8"),
           None: QColor("#6b6b6b")}
HIDDEN_TILE = QColor("#4b3a2a")     # a face-down (暗置) general tile
SUIT = {"spade": QColor("#111111"), "club": QColor("#111111"), "heart": QColor("#c8102e"),
        "diamond": QColor("#c8102e"), None: QColor("#555555")}
TYPE_BAND = {"basic": QColor("#e8c39e"), "trick": QColor("#a8c8e8"), "equip": QColor("#d6c27a")}
TABLE_BG = QColor("#2e4a3a")
FELT_RING = QColor("#3c5e4a")
HIGHLIGHT = QColor("#ffd34d")
TARGETABLE = QColor("#6fe07a")
DANGER = QColor("#e0413a")
HP_GOOD, HP_MID, HP_LOW = QColor("#46c35a"), QColor("#e3c23a"), QColor("#e0413a")
DIM = QColor(0, 0, 0, 110)
