"""The single-player table as the window sees it (client/table.py's TableClient): a seat's events,
its applied state, its own requests only, its answers; the game-over event at the end."""

from __future__ import annotations

import pytest

from sgs_desktop.ai.random_agent import RandomAgent
from sgs_desktop.client.table import TableClient, TableInfo
from sgs_desktop.engine.errors import IllegalAnswer
from sgs_desktop.engine.events import GameOverEvent
from sgs_desktop.engine.explain import explained
from sgs_desktop.engine.protocol.answers import Pass
from sgs_desktop.modes.hegemony import HEG_PACKAGES
from sgs_desktop.tables.local import LocalTable, TableSettings, open_table


def play_through_the_channel(table: LocalTable, seed: int) -> list:
    """Play a whole game using only the channel: every batch of events leaves the seat's state equal
    to the engine's view of that seat; the seat is offered its own requests and nobody else's."""
    game = table.host.game
    agent = RandomAgent(seed)
    seen: list = []
    for _ in range(20000):
        seen.extend(table.events())
        assert table.state.view == game.view(table.seat)
        asked = game.pending
        if table.pending is not None:
            # the engine's request, as a person reads it: with why refused targets are refused
            assert table.pending == explained(game, asked) and asked.seat == table.seat
            assert not table.step()                      # the host waits for this seat
            table.answer(agent.answer(table.pending, table.state.view))
        elif table.finished:
            break
        else:
            assert asked is not None and asked.seat != table.seat
            assert table.step()
    assert table.finished and table.events() == []
    return seen


@pytest.mark.parametrize("settings", [
    TableSettings(players=5, seat=0, seed=3),
    TableSettings(players=4, seat=2, seed=6, mode="hegemony"),
    TableSettings(players=5, seat=-1, seed=4, generals="none"),         # a spectator: every chair is AI
], ids=["identity", "hegemony", "spectator"])
def test_a_seat_plays_a_whole_game_through_its_channel(settings):
    table = LocalTable.start(settings)
    seen = play_through_the_channel(table, settings.seed)
    game = table.host.game
    # exactly the seat's own redacted log, typed (the JSON form is only the wire's)
    assert seen == game.log.visible(table.seat)
    over = table.result
    assert isinstance(over, GameOverEvent) and over == game.log[len(game.log) - 1]
    assert over.winners == game.result.winners and over.reason == game.result.reason
    assert over.roles == tuple(p.role for p in game.players)
    assert over.generals == tuple(tuple(s.general for s in p.generals) for p in game.players)
    assert table.ai_errors == []


def test_the_table_info_is_public_and_plain():
    table: TableClient = open_table(TableSettings(players=6, seat=1, seed=2, mode="hegemony"))
    assert table.info == TableInfo(mode="hegemony", players=6, packs=tuple(HEG_PACKAGES))
    assert table.seat == 1 and table.state.view.seat == 1 and table.state.result is None
    ident = open_table(TableSettings(players=5, seat=None, seed=2))
    assert ident.info.mode == "identity" and ident.info.players == 5 and ident.seat in range(5)


def test_a_seat_answers_only_its_own_request():
    """While an AI seat is asked, the human's answer is refused and changes nothing; a spectator
    can never answer."""
    table = LocalTable.start(TableSettings(players=5, seat=0, seed=3))
    game = table.host.game
    while game.pending is not None and game.pending.seat == 0:
        table.events()
        table.answer(RandomAgent(1).answer(table.pending, table.state.view))
    assert game.pending is not None and table.pending is None
    asked, decisions = game.pending, game.decisions
    with pytest.raises(IllegalAnswer, match="not your turn"):
        table.answer(Pass())
    assert game.pending is asked and game.decisions == decisions
    watcher = LocalTable.start(TableSettings(players=3, seat=-1, seed=1, generals="none"))
    assert watcher.seat is None and watcher.pending is None
    with pytest.raises(IllegalAnswer):
        watcher.answer(Pass())


def test_only_the_newest_records_are_kept(tmp_path):
    import os

    from sgs_desktop.tables.local import prune_records

    for i in range(7):
        path = tmp_path / f"game-{i}.json"
        path.write_text("{}", encoding="utf-8")
        os.utime(path, (1000 + i, 1000 + i))
    (tmp_path / "notes.txt").write_text("mine", encoding="utf-8")
    gone = prune_records(tmp_path, 5)
    assert sorted(p.name for p in gone) == ["game-0.json", "game-1.json"]
    assert sorted(p.name for p in tmp_path.iterdir()) == [*(f"game-{i}.json" for i in range(2, 7)), "notes.txt"]
