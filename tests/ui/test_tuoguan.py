"""The window's 托管 is the table's stand-in (tables/table.py, the AI a LAN seat gets when its player
leaves): the window builds no agent of its own. Turned on in the middle of a prompt, the stand-in
answers that request at once; turned off while the stand-in is about to act, the prompt comes back
to the player; closing the window under 托管 stops everything quietly."""

from __future__ import annotations

import copy
from typing import ClassVar

from driver import FAST

from sgs_desktop.ai.basic import BasicAgent
from sgs_desktop.tables.local import LocalTable, TableSettings
from sgs_desktop.ui.controller import UiSettings
from sgs_desktop.ui.window import MainWindow


class StandIn(BasicAgent):
    """The host's stand-in for seat 0, keeping what it was asked."""

    made: ClassVar[list[StandIn]] = []

    def __init__(self, seed: int) -> None:
        super().__init__(seed)
        self.asked: list = []
        StandIn.made.append(self)

    def answer(self, request, view):
        self.asked.append((request, copy.deepcopy(view)))
        return super().answer(request, view)


def window_with(qtbot, settings: UiSettings, seed: int = 9):
    StandIn.made = []
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.show()
    start = LocalTable.start(TableSettings(players=4, seat=0, seed=seed, generals="none"))
    table = LocalTable(start.host, 0, standin=StandIn)
    c = window.play_table(table, lan=False)
    return window, c, table


def test_auto_in_the_middle_of_a_prompt_is_answered_by_the_hosts_stand_in(qtbot):
    window, c, table = window_with(qtbot, FAST)
    qtbot.waitUntil(lambda: c.request is not None, timeout=20000)
    game = table.host.game
    req, rid, view = game.pending, game.decisions, game.view(0)
    assert c.request is not None and c.request.seat == 0
    assert not hasattr(c, "_agent")                     # (no agent of the window's own)
    window.game_menu.actions["auto"].trigger()          # 托管, mid-prompt
    assert c.auto and table.auto and window.game_menu.actions["auto"].isChecked()
    assert c.request is None and c.panel is None and c.scene.prompt.text == ""
    qtbot.waitUntil(lambda: game.decisions > rid, timeout=20000)
    (agent,) = StandIn.made
    assert agent.asked[0] == (req, view)                # the host's stand-in answered that request
    assert game.answers[rid][0] == 0 and table.host.agents[0] is agent
    mine = sum(1 for s, _ in game.answers if s == 0)
    qtbot.waitUntil(lambda: sum(1 for s, _ in game.answers if s == 0) >= mine + 3 or c.over, timeout=30000)
    assert c.request is None and table.ai_errors == []


def test_auto_off_while_the_stand_in_is_about_to_act_hands_the_prompt_back(qtbot):
    slow = UiSettings(ai_delay_ms=400, response_seconds=0)
    window, c, table = window_with(qtbot, slow, seed=5)
    game = table.host.game
    qtbot.waitUntil(lambda: c.request is not None, timeout=30000)
    window.game_menu.actions["auto"].trigger()          # the open request: answered at once
    qtbot.waitUntil(lambda: game.decisions > 0 and StandIn.made != [] and StandIn.made[0].asked != [],
                    timeout=10000)
    # the next request of seat 0 while the window waits its readable pause before the stand-in acts
    qtbot.waitUntil(lambda: (game.pending is not None and game.pending.seat == 0 and c.busy) or c.over,
                    timeout=30000)
    assert not c.over
    req, rid, asked = game.pending, game.decisions, len(StandIn.made[0].asked)
    window.game_menu.actions["auto"].trigger()          # 托管 off, during the pause
    assert not c.auto and not table.auto and not window.game_menu.actions["auto"].isChecked()
    qtbot.waitUntil(lambda: c.request is not None, timeout=10000)
    assert c.request is not None and c.request.seat == 0 and game.pending is req   # the player's prompt
    assert game.decisions == rid                        # (not answered for it)
    assert len(StandIn.made[0].asked) == asked
    assert 0 not in table.host.agents                   # the stand-in left the chair
    c.submit(req.default())                             # the player answers it
    qtbot.waitUntil(lambda: game.decisions > rid, timeout=10000)
    assert game.answers[rid] == (0, req.default()) and len(StandIn.made[0].asked) == asked


def test_closing_the_window_under_auto_stops_quietly(qtbot):
    slow = UiSettings(ai_delay_ms=50, response_seconds=0)
    window, c, table = window_with(qtbot, slow)
    qtbot.waitUntil(lambda: c.request is not None, timeout=20000)
    c.set_auto(True)
    decisions = table.host.game.decisions
    qtbot.waitUntil(lambda: table.host.game.decisions > decisions + 2 or c.over, timeout=20000)
    window.quitting = True
    window.close()
    assert c.closed
    frozen = table.host.game.decisions
    qtbot.wait(300)
    assert table.host.game.decisions == frozen          # nothing plays on behind a closed window
    assert table.ai_errors == []
