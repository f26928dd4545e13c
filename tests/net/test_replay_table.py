"""ReplayTable (tables/replay.py): a record played back hands each viewer exactly its live stream and
seat state, one event at a time or in batches; it takes no answers; everyone's view only for a
finished game; a conceded game replays too."""

from __future__ import annotations

import pytest

import sgs_desktop.modes  # noqa: F401
from sgs_desktop.engine.errors import IllegalAnswer
from sgs_desktop.tables.local import LocalTable, TableSettings
from sgs_desktop.tables.replay import OMNISCIENT, RecordProblem, ReplayTable, load_replay


def finished_game(mode: str, seed: int, seat: int | None = None, concede_at: int | None = None) -> LocalTable:
    t = LocalTable.start(TableSettings(players=5, seat=-1 if seat is None else seat, seed=seed, mode=mode))
    while not t.finished:
        t.events()
        if t.pending is not None:
            game = t.host.game
            if concede_at is not None and len(game.answers) >= concede_at and not game.players[0].conceded:
                t.concede()
                continue
            t.answer(t.pending.default())
        else:
            t.step()
    return t


@pytest.mark.parametrize("mode,seed", [("identity", 3), ("hegemony", 4)])
def test_every_viewer_gets_its_live_stream(tmp_path, mode, seed):
    t = finished_game(mode, seed)
    path = tmp_path / "r.json"
    t.host.game.record.save(path)
    loaded = load_replay(path)
    assert loaded.viewers() == [None, 0, 1, 2, 3, 4, OMNISCIENT]
    game = t.host.game
    for viewer in (None, 0, 3):
        table = ReplayTable(loaded, viewer)
        got, n = [], 0
        while True:
            batch = table.events(1 if n % 2 else None)         # one at a time, or all that is ready
            n += 1
            got.extend(batch)
            if not batch and not table.step():
                break
        assert got == game.log.visible(viewer)
        assert table.state.view == game.view(viewer) and table.finished and table.at_end
        assert table.result is not None and table.result.winners == game.result.winners


def test_a_replay_takes_no_answers(tmp_path):
    t = finished_game("identity", 5)
    path = tmp_path / "r.json"
    t.host.game.record.save(path)
    table = ReplayTable(load_replay(path), 1)
    assert table.pending is None and table.seat == 1
    with pytest.raises(IllegalAnswer):
        table.concede()
    with pytest.raises(ValueError):
        ReplayTable(load_replay(path), 9)


def test_everyone_only_after_the_game(tmp_path):
    t = LocalTable.start(TableSettings(players=4, seat=-1, seed=6, generals="none"))
    for _ in range(30):
        t.events()
        t.step()
    path = tmp_path / "half.json"
    t.host.game.record.save(path)
    loaded = load_replay(path)
    assert not loaded.finished and OMNISCIENT not in loaded.viewers()
    with pytest.raises(RecordProblem) as info:
        ReplayTable(loaded, OMNISCIENT)
    assert info.value.kind == "not_over"
    table = ReplayTable(loaded, None)
    table.run_to_end()
    table.events()
    assert table.at_end and not table.finished and table.full_digest() == t.host.game.full_digest()


def test_a_conceded_game_replays(tmp_path):
    t = finished_game("identity", 7, seat=0, concede_at=20)
    assert t.host.game.players[0].conceded
    path = tmp_path / "r.json"
    t.host.game.record.save(path)
    table = ReplayTable(load_replay(path), 0)
    table.run_to_end()
    table.events()
    assert table.state.view == t.host.game.view(0) and table.finished
