"""The frequent events (move, phase, turn, use) are logged as rows of values; everyone reads them
as dicts, redacted as any other event (log.ROW_FIELDS)."""

from table import Table

from sgs_desktop.engine.log import ROW_FIELDS


def test_a_draw_is_a_row_read_whole_by_its_owner_and_as_a_count_by_others():
    t = Table([{"role": "lord", "hand": ["杀 ♠7"]}, {"role": "rebel"}], phase="draw",
              top=["闪 ♥2", "桃 ♥3"])
    t.end_play(0)
    t.finish()
    raw = t.g.log.raw
    seq = next(i for i, r in enumerate(raw) if r[0] == "move" and t.g.log.data(i)["reason"] == "draw_phase")
    assert isinstance(raw[seq][1], tuple)                          # stored as a row …
    whole = t.g.log.data(seq)                                      # … read as a dict
    assert list(whole) == list(ROW_FIELDS["move"])
    drawn = sorted(t.ids("闪 ♥2", "桃 ♥3"))
    assert sorted(whole["cards"]) == drawn and whole["count"] == 2 and whole["dst_owner"] == 0
    mine = next(e for e in t.g.log_for(0) if e["seq"] == seq)
    theirs = next(e for e in t.g.log_for(1) if e["seq"] == seq)
    seen = next(e for e in t.g.log_for(None) if e["seq"] == seq)
    assert sorted(mine["cards"]) == drawn
    assert theirs["cards"] is None and theirs["count"] == 2 and seen["cards"] is None
    assert {k: v for k, v in theirs.items() if k != "cards"} == {k: v for k, v in mine.items() if k != "cards"}


def test_phase_turn_and_use_rows_read_as_dicts():
    t = Table([{"role": "lord", "hand": ["杀 ♠7"]}, {"role": "rebel"}])
    t.play(0, "杀 ♠7", [1])
    t.end_play(0)
    t.finish()
    use = t.log("use")[0]
    assert (use["user"], use["card"]["id"], use["targets"]) == (0, t.id("杀 ♠7"), [1])
    phases = [(e["seat"], e["phase"]) for e in t.log("phase")]
    assert phases[0] == (0, "play") and (0, "discard") in phases
    events = t.g.log.events
    assert all(set(e.data) == set(ROW_FIELDS[e.kind]) for e in events if e.kind in ROW_FIELDS)
