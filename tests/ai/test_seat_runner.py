"""SeatRunner: a seat answered elsewhere (the human's at a local table) is never answered by it."""

import pytest

from sgs_desktop.net.local import LocalTable, TableSettings


def test_the_runner_never_answers_a_seat_answered_elsewhere():
    table = LocalTable.start(TableSettings(players=5, seat=0, seed=3))
    for _ in range(1000):
        if table.pending is not None:
            break
        assert table.step()
    assert table.pending is not None and not table.step()       # the human is asked: the host waits
    host = table.host
    asked, decisions = table.pending, host.game.decisions
    with pytest.raises(LookupError, match="seat 0 is answered elsewhere"):
        host.runner.step()          # (it gave the human's request its default answer, as a seat fault)
    assert table.pending is asked and host.game.decisions == decisions
    assert host.runner.faults.errors == [] and host.runner.faults.illegal == []
