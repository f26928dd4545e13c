"""Whole games in the window (offscreen, animation speed 0)."""

import pytest
from driver import FAST, assert_panel_tells_the_truth, click_button, click_item, open_window, play_human

from sgs_desktop.engine.protocol.answers import Use
from sgs_desktop.tables.local import TableSettings
from sgs_desktop.ui.phases import IDLE, STATES
from sgs_desktop.ui.window import MainWindow


@pytest.mark.parametrize("players,seed", [(5, 3), (8, 4)])
def test_all_ai_game_finishes(qtbot, players, seed):
    window, c = open_window(qtbot, TableSettings(players=players, seat=-1, seed=seed))
    qtbot.waitUntil(lambda: c.over, timeout=60000)
    result = c.table.result                                        # the game-over event, as the seat read it
    assert result is not None and result.winners and c.table.finished
    assert c.table.ai_errors == []
    assert c.panel is not None and c.panel.isVisible()             # the game-over panel
    assert_panel_tells_the_truth(c)
    log = window.log.lines()
    assert any("游戏结束" in line for line in log)


@pytest.mark.parametrize("seed,generals", [(11, "standard"), (12, "none"), (13, "standard")])
def test_human_game_driven_through_the_ui(qtbot, seed, generals):
    """The human seat answers every request by clicks on the table, its buttons and panels."""
    window, c = open_window(qtbot, TableSettings(players=5, seat=0, generals=generals, seed=seed))
    answered = play_human(qtbot, window, c, seed)
    assert_panel_tells_the_truth(c)
    assert c.table.host.game.finished and answered > 5
    kinds = {c.table.host.game.answers[i][1].type for i in range(len(c.table.host.game.answers))
             if c.table.host.game.answers[i][0] == 0}
    assert {"use", "end"} <= kinds


def test_phase_machine_follows_the_engine(qtbot):
    window, c = open_window(qtbot, TableSettings(players=4, seat=0, generals="none", seed=21))
    seen = []
    c.phases.changed.connect(seen.append)
    qtbot.waitUntil(lambda: c.request is not None and c.request.kind == "play", timeout=10000)
    # the human's own play phase: the machine is in 出牌, the End button is offered
    assert c.phases.active() == "play" == c.phases.current
    assert window.buttons["end"].isVisible() and window.buttons["end"].isEnabled()
    assert seen[-4:] == ["start", "judge", "draw", "play"]
    click_button(qtbot, window.buttons["end"])
    qtbot.waitUntil(lambda: c.table.host.game.turns >= 2, timeout=10000)
    qtbot.waitUntil(lambda: not c.busy, timeout=10000)
    phases = [e["phase"] for e in c.table.host.game.log_for(0) if e["kind"] == "phase"]
    assert seen and set(seen) <= set(STATES) and IDLE in seen
    # every phase event became a state, in order
    assert [s for s in seen if s != IDLE] == phases[:len([s for s in seen if s != IDLE])]


def test_clicks_build_a_use(qtbot):
    """Click a 杀, then its target, then OK: the engine receives exactly that use."""
    window, c = open_window(qtbot, TableSettings(players=2, seat=0, generals="none", seed=5))
    qtbot.waitUntil(lambda: c.request is not None and c.request.kind == "play", timeout=10000)
    slash = next((o for o in c.request.options if o.name in ("slash", "fire_slash", "thunder_slash")
                  and o.card is not None), None)
    if slash is None:
        pytest.skip("no 杀 in this hand")
    assert not window.buttons["ok"].isEnabled()
    click_item(qtbot, window.table_view, c.scene.card_item(slash.card))
    assert c.selection.card_selected(slash.card)
    if not c.selection.seat_selected(1):
        click_item(qtbot, window.table_view, c.scene.seats[1])
    assert window.buttons["ok"].isEnabled()
    before = len(c.table.host.game.answers)
    click_button(qtbot, window.buttons["ok"])
    assert c.table.host.game.answers[before] == (0, Use(card=slash.card, targets=(1,)))


def test_start_page_starts_a_game(qtbot):
    window = MainWindow(FAST)
    qtbot.addWidget(window)
    window.show()
    page = window.start_page
    page.players.setValue(6)
    assert page.seat.count() == 8 and page.role.count() == 5
    page.seat.setCurrentIndex(3)
    page.role.setCurrentIndex(page.role.findText("反贼"))
    page.anim_speed.setValue(20)
    click_button(qtbot, page.start)
    c = window.controller
    assert c is not None and c.table.seat == 2 and c.table.state.view.role == "rebel"
    assert c.table.info.players == 6 and window.stack.currentIndex() == 1


def test_the_keyboard_plays_a_card(qtbot):
    """1–9 pick hand cards, Alt+digit a seat, Enter confirms, E ends the play phase."""
    from PySide6.QtCore import Qt

    window, c = open_window(qtbot, TableSettings(players=2, seat=0, generals="none", seed=5))
    qtbot.waitUntil(lambda: c.request is not None and c.request.kind == "play", timeout=10000)
    hand = c.scene.hand_ids
    target = next((i for i, cid in enumerate(hand) for o in c.request.options
                   if o.card == cid and o.targets is not None and 1 in o.targets.seats), None)
    if target is None:
        pytest.skip("no card to aim at seat 2 in this hand")
    cid = hand[target]
    qtbot.keyClick(window.table_view, str(target + 1))
    assert c.selection.card_selected(cid)
    if not c.selection.seat_selected(1):
        qtbot.keyClick(window.table_view, "2", Qt.KeyboardModifier.AltModifier)
    before = len(c.table.host.game.answers)
    qtbot.keyClick(window.table_view, Qt.Key.Key_Return)
    assert c.table.host.game.answers[before] == (0, Use(card=cid, targets=(1,)))
    qtbot.waitUntil(lambda: c.over or (c.request is not None and not c.busy), timeout=10000)
    while c.request.kind == "respond":         # Esc passes (our own 无懈可击, say)
        before = len(c.table.host.game.answers)
        qtbot.keyClick(window.table_view, Qt.Key.Key_Escape)
        assert c.table.host.game.answers[before][1].type == "pass"
        qtbot.waitUntil(lambda: c.over or (c.request is not None and not c.busy), timeout=10000)
    assert not c.over and c.request.kind == "play", c.request
    before = len(c.table.host.game.answers)
    qtbot.keyClick(window.table_view, "e")
    assert c.table.host.game.answers[before][1].type == "end"


def test_sgs_desktop_opens_the_window(qtbot):
    """`sgs-desktop` (and ./play) opens the start page; closing it ends the program with 0."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from sgs_desktop.cli import main

    seen = []

    def close_it():
        windows = [w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow) and w.isVisible()]
        seen.extend(w.stack.currentIndex() for w in windows)
        for w in windows:
            w.close()

    QTimer.singleShot(400, close_it)
    assert main(["play"]) == 0
    assert seen == [0]                   # the start page was showing


def test_the_start_page_chooses_the_language(qtbot):
    """English on the start page: its own words, the roles, then the table's log and prompts."""
    from sgs_desktop.packs.i18n import language, set_language

    window = MainWindow(FAST)
    qtbot.addWidget(window)
    window.show()
    page = window.start_page
    try:
        page.players.setValue(4)
        page.language.setCurrentIndex(page.language.findData("en"))
        assert language() == "en" and page.start.text() == "Start" and "Identity" in page.title.text()
        assert page.role.findText("Rebel") >= 0 and page.seat.itemText(1) == "Seat 1"
        assert page.players.value() == 4 and page.seat.count() == 6
        assert window.buttons["ok"].text() == "OK"
        page.seat.setCurrentIndex(1)
        page.anim_speed.setValue(20)
        click_button(qtbot, page.start)
        c = window.controller
        qtbot.waitUntil(lambda: c.request is not None, timeout=10000)
        log = window.log.lines()
        assert any(line.startswith("The game begins: Identity, 4 players") for line in log), log[:3]
        assert c.scene.prompt.text and not any("\u4e00" <= ch <= "\u9fff" for ch in c.scene.prompt.text)
        page.language.setCurrentIndex(page.language.findData("zh_TW"))
        assert page.start.text() == "開始遊戲" and window.buttons["ok"].text() == "確定"
    finally:
        set_language("zh_CN")
