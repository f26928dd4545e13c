"""SeatRunner: a seat answered elsewhere (the human's at a local table) is never answered by it."""

import pytest

from sgs_desktop.net.local import LocalTable, TableSettings


def test_the_runner_never_answers_a_seat_answered_elsewhere():
    table = LocalTable.start(TableSettings(players=5, seat=0, seed=3))
    for _ in range(1000):
        if table.human_turn():
            break
        assert table.ai_step()
    assert table.human_turn()
    asked, decisions = table.pending, table.game.decisions
    with pytest.raises(LookupError, match="seat 0 is answered elsewhere"):
        table.runner.step()         # (it gave the human's request its default answer, as a seat fault)
    assert table.pending is asked and table.game.decisions == decisions
    assert table.runner.faults.errors == [] and table.runner.faults.illegal == []
