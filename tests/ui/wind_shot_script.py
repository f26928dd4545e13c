"""Run under a real (virtual) X display: the 风 generals at a table in the window at one size — 于吉's
face-down 蛊惑 card (a 蛊 token) being questioned, 周泰 on two 创, then the player as 于吉 naming a
card; saves <prefix>-question.png, -question-tip.png (hovering the 蛊 token) and -name.png."""

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QToolTip
from shot_window import ShotWindow
from test_wind_table import question_table, yuji_table

shots = ShotWindow()
window = shots.window


def question() -> None:
    shots.shoot("question")
    token = shots.controller.scene.seats[3].pile_tokens[0]
    shots.hover(token, lambda: (shots.shoot("question-tip"), QToolTip.hideText(), naming()))


def naming() -> None:
    shots.play(yuji_table().g, (1, 2, 3))
    shots.when_asked(lambda: (window.skill_button("guhuo").click(), QTimer.singleShot(300, named)))


def named() -> None:
    window.repaint()
    shots.shoot("name")
    shots.done()


shots.play(question_table().g, (1, 2, 3))
shots.when_asked(question, first_ms=100)
shots.run()
