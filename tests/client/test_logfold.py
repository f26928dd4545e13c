"""The window's log folds card moves into the action that caused them: one line per action."""

from __future__ import annotations

from sgs_desktop.client.logfold import fold_line
from sgs_desktop.client.logtext import seat_label
from sgs_desktop.engine import events as E
from sgs_desktop.engine.events import Event
from sgs_desktop.packs import deck_faces
from sgs_desktop.tables.local import LocalTable, TableSettings


def lines_of(seed: int, seat: int | None = -1):
    table = LocalTable.start(TableSettings(players=5, seat=seat, seed=seed))
    events = []
    for _ in range(3000):
        events += table.events()
        if not table.step():
            break
    faces = deck_faces(table.info.packs)
    return events, [(ev, fold_line(ev, faces, seat_label)) for ev in events]


def test_a_slash_is_one_line_and_its_moves_fold_into_it():
    events, folded = lines_of(3)
    shown = [line for _ev, line in folded if line is not None]
    assert len(shown) < len(events) * 0.7           # (moves and phases fold away)
    for ev, line in folded:
        if isinstance(ev, E.Move) and ev.reason in ("use", "used", "play", "equip", "judge", "judge_done"):
            assert line is None, ev
        if isinstance(ev, E.Phase):
            assert line is None
        if isinstance(ev, E.UseEvent):
            assert line is not None and "使用" in line.text and line.source is ev
    draws = [line for ev, line in folded if isinstance(ev, E.Move) and ev.reason == "draw_phase"]
    assert draws and all(line is not None and "摸了2张牌" in line.text for line in draws)
    assert not [line for _ev, line in folded if line is not None and "→ 处理区" in line.text]


def test_lines_are_coloured_by_kind_and_know_their_seats():
    _events, folded = lines_of(3)
    kinds = {ev.kind: line.kind for ev, line in folded if line is not None}
    assert kinds["damage"] == "damage" and kinds["turn"] == "turn"
    assert kinds.get("recover", "recover") == "recover" and kinds.get("death", "death") == "death"
    for ev, line in folded:
        if line is not None and isinstance(ev, E.Damage):
            assert ev.target in line.seats and (ev.source is None or ev.source in line.seats)


def test_the_window_reads_typed_events():
    """(issue 34, build 8) A table hands out the typed events, never their JSON form."""
    events, _folded = lines_of(4)
    assert events and all(isinstance(ev, Event) for ev in events)
