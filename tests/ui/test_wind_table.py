"""The 风 generals at the table: 周泰's 创 and 于吉's face-down 蛊惑 card as tokens on their seats (the
card unseen by the others), the question (质疑) as a panel with its two answers, and 蛊惑 used by the
player: its name panel, then the card and the target — at 1280×720 and 1920×1080."""

from __future__ import annotations

import pytest
from driver import FAST, click_button, click_item
from table import Table
from test_layout import SIZES, check_scene
from xvfb_shots import xvfb_run

from sgs_desktop.ai.basic import BasicAgent
from sgs_desktop.engine.protocol.answers import Use
from sgs_desktop.tables.host import Host
from sgs_desktop.tables.local import LocalTable
from sgs_desktop.ui.panels import NamePanel, OptionPanel
from sgs_desktop.ui.window import MainWindow


def question_table() -> Table:
    """Seat 0 (the player, a rebel with 诸葛连弩) has brought 周泰 (seat 1) to −1 HP on two 创 and
    attacks 于吉 (seat 3), who answers with a face-down 闪 (蛊惑): seat 0 is asked first to question it."""
    t = Table([{"role": "rebel", "hand": ["酒 ♠3", "杀 ♠8", "杀 ♠9"], "equip": ["诸葛连弩 ♣A"]},
               {"role": "lord", "general": "zhoutai", "hp": 1},
               {"role": "loyalist", "general": "xiaoqiao"},
               {"role": "renegade", "general": "yuji", "hand": ["桃 ♥3", "杀 ♣2"]}],
              current=0, top=["闪 ♦2", "闪 ♦3"])
    t.play(0, "酒 ♠3")
    t.play(0, "杀 ♠8", [1])
    t.yes(1)                                        # 不屈: two 创 of different numbers
    t.play(0, "杀 ♠9", [3])
    t.answer(3, "respond", {"type": "use", "skill": "guhuo", "name": "jink", "cards": ["桃 ♥3"]})
    assert t.expect(0, "option").prompt.key == "guhuo_question_bare"
    return t


def yuji_table() -> Table:
    """The player is 于吉, in the play phase."""
    return Table([{"role": "lord", "general": "yuji", "hand": ["闪 ♦2", "杀 ♠7"]},
                  {"role": "rebel"}, {"role": "loyalist"}, {"role": "renegade"}])


def open_table(qtbot, t: Table, size, ai=(1, 2, 3)) -> tuple[MainWindow, object]:
    window = MainWindow(FAST)
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    c = window.play_table(LocalTable(Host(t.g, {s: BasicAgent(s) for s in ai}), 0), lan=False)
    qtbot.waitUntil(lambda: c.request is not None and not c.busy, timeout=20000)
    return window, c


@pytest.mark.parametrize("size", SIZES, ids=["1280x720", "1920x1080"])
def test_the_question_and_the_tokens(qtbot, size):
    window, c = open_table(qtbot, question_table(), size)
    panel = c.panel
    assert isinstance(panel, OptionPanel)
    assert panel.buttons["question"].text() == "质疑" and panel.buttons["believe"].text() == "不质疑"
    (wounds,) = c.scene.seats[1].pile_tokens
    assert wounds.text == "创 2" and wounds.toolTip().splitlines()[1:] == ["闪♦2", "闪♦3"]
    (down,) = c.scene.seats[3].pile_tokens
    assert down.text == "蛊 1"
    assert down.toolTip().splitlines() == ["蛊惑的暗置牌（待质疑） ×1", "另有1张，你看不到"]
    check_scene(c.scene, window.table_view, size[0] == 1280)
    game = c.table.host.game
    click_button(qtbot, panel.buttons["question"])
    qtbot.waitUntil(lambda: game.log_for(-1) and any(e["kind"] == "guhuo_reveal" for e in game.log_for(-1)),
                    timeout=20000)
    (reveal,) = [e for e in game.log_for(-1) if e["kind"] == "guhuo_reveal"]
    assert reveal["verdict"] == "false"


def test_the_player_names_the_card_then_puts_one_down(qtbot):
    window, c = open_table(qtbot, yuji_table(), SIZES[0])
    game = c.table.host.game
    click_button(qtbot, window.skill_button("guhuo"))
    panel = c.panel
    assert isinstance(panel, NamePanel) and panel.buttons["duel"].text() == "决斗"
    assert "jink" not in panel.buttons and "nullification" not in panel.buttons
    assert not window.buttons["ok"].isEnabled()
    click_button(qtbot, panel.buttons["duel"])
    assert c.panel is None and c.selection.declared == "duel"
    cid = game.players[0].hand[0]
    click_item(qtbot, window.table_view, c.scene.card_item(cid))
    click_item(qtbot, window.table_view, c.scene.seats[1])
    click_button(qtbot, window.buttons["ok"])
    qtbot.waitUntil(lambda: len(game.answers) > 0, timeout=5000)
    assert game.answers[0] == (0, Use(skill="guhuo", name="duel", cards=(cid,), targets=(1,)))
    assert [e["card"]["key"] for e in game.log_for(-1) if e["kind"] == "guhuo_declare"] == ["duel"]


def test_the_name_panel_cancels(qtbot):
    window, c = open_table(qtbot, yuji_table(), SIZES[0])
    click_button(qtbot, window.skill_button("guhuo"))
    click_button(qtbot, c.panel.buttons["cancel"])
    assert c.panel is None and c.selection.skill is None and c.selection.declared is None


@pytest.mark.gui
@pytest.mark.parametrize("size", SIZES, ids=["1280x720", "1920x1080"])
def test_screenshots_of_the_wind_table(size):
    """Under Xvfb: tests/ui/screenshots/wind-<size>-question.png (-question-tip.png hovering the 蛊
    token) and -name.png (the name panel)."""
    _, names = xvfb_run("wind_shot_script.py", f"wind-{size[0]}x{size[1]}", size)
    assert names == ["question", "question-tip", "name"]
