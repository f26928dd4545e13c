"""Driving the window like a player: clicks on card and seat items, buttons and panels."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtWidgets import QGridLayout

from sgs_desktop.ai.random_agent import RandomAgent
from sgs_desktop.client.automation import clicks_for
from sgs_desktop.packs.i18n import general_name
from sgs_desktop.tables.local import TableSettings
from sgs_desktop.ui.controller import UiSettings
from sgs_desktop.ui.heg_panels import HegGameOverPanel
from sgs_desktop.ui.panels import GameOverPanel, GeneralPanel
from sgs_desktop.ui.texts import kingdom_name, role_name, seat_name, ui_text, word
from sgs_desktop.ui.window import MainWindow

FAST = UiSettings(ai_delay_ms=0, response_seconds=0)


def open_window(qtbot, settings: TableSettings) -> tuple[MainWindow, object]:
    window = MainWindow(FAST)
    qtbot.addWidget(window)
    window.show()
    controller = window.start_game(settings, FAST)
    return window, controller


def item_point(view, item, dx: float = 12, dy: float = 40) -> QPoint:
    """A point on the item's visible part (hand cards overlap from the right; an equipment slot or
    a judge chip is short: its middle)."""
    box = item.boundingRect()
    return view.mapFromScene(item.scenePos() + QPointF(min(dx, box.width() / 2), min(dy, box.height() / 2)))


def click_item(qtbot, view, item) -> None:
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=item_point(view, item))


def click_button(qtbot, button) -> None:
    assert button is not None and button.isVisible() and button.isEnabled(), button
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def do_clicks(qtbot, window, controller, clicks) -> None:
    view = window.table_view
    scene = controller.scene
    for click in clicks:
        k, v = click.kind, click.value
        if k == "card":
            item = scene.card_item(v)
            panel = controller.panel
            if item is None and panel is not None and f"card-{v}" in panel.buttons:
                click_button(qtbot, panel.buttons[f"card-{v}"])     # (a card off the table: 田, 幻)
                continue
            assert item is not None, f"card {v} is not on the table"
            click_item(qtbot, view, item)
        elif k == "seat":
            if not controller.selection.seat_selected(v):
                click_item(qtbot, view, scene.seats[v], )
        elif k == "skill":
            click_button(qtbot, window.skill_button(v))
        elif k == "name":                                       # (蛊惑's name panel)
            click_button(qtbot, controller.panel.buttons[v])
        elif k in ("ok", "cancel", "end", "recast"):
            if controller.panel is not None and k in controller.panel.buttons:
                click_button(qtbot, controller.panel.buttons[k])
            else:
                click_button(qtbot, window.buttons[k])
        elif k == "option":
            panel = controller.panel
            click_button(qtbot, panel.buttons[v])
            if isinstance(panel, GeneralPanel):                 # (a click selects; 确定 confirms)
                click_button(qtbot, panel.buttons["ok"])
        elif k == "pick_hand":
            click_button(qtbot, controller.panel.buttons[f"hand-{v}"])
        elif k == "pick_card":
            click_button(qtbot, controller.panel.buttons[f"card-{v}"])
        elif k == "arrange":
            top, bottom = v
            panel = controller.panel
            for cid in [*bottom, *top]:                      # everything to the bottom, B first …
                if cid in panel.selection.top:
                    click_button(qtbot, panel.buttons[f"card-{cid}"])
            for cid in top:                                  # … then T back to the top in order
                click_button(qtbot, panel.buttons[f"card-{cid}"])
            assert (panel.selection.top, panel.selection.bottom) == (list(top), list(bottom))
        else:
            raise ValueError(k)


def play_human(qtbot, window, controller, seed: int, max_requests: int = 3000) -> int:
    """Answer every request of the human seat by clicking, with answers a random agent picks."""
    agent = RandomAgent(seed)
    answered = 0
    while not controller.over:
        qtbot.waitUntil(lambda: controller.over or (controller.request is not None and not controller.busy),
                        timeout=20000)
        if controller.over:
            break
        req = controller.request
        before = len(controller.table.host.game.answers)
        answer = agent.answer(req)
        do_clicks(qtbot, window, controller, clicks_for(req, answer))
        qtbot.waitUntil(lambda b=before: len(controller.table.host.game.answers) > b, timeout=5000)
        assert controller.table.host.game.answers[-1][1] == answer
        answered += 1
        assert answered < max_requests
    return answered


def panel_rows(panel) -> list[list[str]]:
    """The cells of a game-over panel's table, row by row."""
    grid = panel.findChildren(QGridLayout)[0]
    rows = []
    for r in range(grid.rowCount()):
        cells = []
        for c in range(grid.columnCount()):
            item = grid.itemAtPosition(r, c)
            cells.append(item.widget().text() if item is not None else "")
        rows.append(cells)
    return rows


def assert_panel_tells_the_truth(controller) -> None:
    """The game-over panel lists every seat as the host's engine has it (identity: general and
    role; 国战: both generals and the kingdom), who won and who is alive; returns nothing."""
    table = controller.table
    game = table.host.game          # (the test's reference: the window itself never reads it)
    panel = controller.panel
    heg = table.info.mode == "hegemony"
    assert isinstance(panel, HegGameOverPanel if heg else GameOverPanel) and panel.isVisible()
    expected = []
    for p in game.players:
        cells = [seat_name(p.seat) + (word("you") if p.seat == table.seat else "")]
        if heg:
            cells += [general_name(s.general) for s in p.generals] + [kingdom_name(p.kingdom)]
        else:
            cells += [general_name(p.generals[0].general or "blank"), role_name(p.role)]
        cells += [ui_text("won") if p.seat in game.result.winners else "", ui_text("alive" if p.alive else "dead")]
        expected.append(cells)
    rows = panel_rows(panel)
    assert (rows[1:] if heg else rows) == expected
