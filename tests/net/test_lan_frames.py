"""The frame codec: a 4-byte length, then UTF-8 JSON; pieces reassembled; the cap enforced."""

from __future__ import annotations

import struct

import pytest

from sgs_desktop.net.codec import view_from_json
from sgs_desktop.net.frames import FRAME_CAP, PROTOCOL_VERSION, FrameDecoder, decode_body, encode, message
from sgs_desktop.net.lobby import HostSettings
from sgs_desktop.tables.table import Refused


def test_frames_round_trip_in_any_pieces():
    msgs = [message("chat", text="桃园结义"), message("ping", n=3), message("bye")]
    data = b"".join(encode(m) for m in msgs)
    for size in (1, 3, 7, len(data)):
        dec = FrameDecoder()
        got = []
        for i in range(0, len(data), size):
            got.extend(dec.feed(data[i:i + size]))
        assert got == msgs and dec.partial == 0
    assert all(m["protocol"] == PROTOCOL_VERSION for m in msgs)


def test_a_bad_body_is_refused_and_the_frames_around_it_still_read():
    bad = struct.pack(">I", 3) + b"{x}"
    got = FrameDecoder().feed(encode(message("ping")) + bad + encode(message("bye")))
    assert got[0]["type"] == "ping" and got[2]["type"] == "bye"
    assert isinstance(got[1], Refused) and got[1].code == "bad_frame"


@pytest.mark.parametrize("body", [b"\xff", b"[1]", b'{"no": "type"}', b"NaN", b'{"type": 3}', b"[" * 100_000])
def test_what_is_not_a_message_is_refused(body):
    with pytest.raises(Refused) as err:
        decode_body(body)
    assert err.value.code == "bad_frame"


def test_the_cap_is_enforced_on_both_sides():
    with pytest.raises(Refused) as err:
        FrameDecoder().feed(struct.pack(">I", FRAME_CAP + 1))
    assert err.value.code == "too_big"
    with pytest.raises(Refused):
        encode(message("chat", text="x" * (FRAME_CAP + 1)))


def test_a_view_survives_the_wire_and_a_bad_one_is_refused():
    import json

    from sgs_desktop.engine.game import Game
    game = Game.new(HostSettings(players=4, generals="none").config(), 3)
    for seat in (0, 2, None):
        view = game.view(seat)
        assert view_from_json(json.loads(json.dumps(view.to_json()))) == view
    wire = json.loads(json.dumps(game.view(0).to_json()))
    wire["players"][1]["hp"] = "4"
    with pytest.raises(Refused, match="hp"):
        view_from_json(wire)
