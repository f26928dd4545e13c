"""Hostile clients, one test each: the host refuses each with a clear error frame (or drops it),
changes nothing, reveals nothing, stays up, and a well-behaved player at the same table plays on."""

from __future__ import annotations

import contextlib
import struct
import time

import pytest
from lan_helpers import WAIT, Player, Raw, host_until, play_all, seat_clients, serving

from sgs_desktop.engine.wire import request_from_json
from sgs_desktop.net.frames import FRAME_CAP
from sgs_desktop.net.guard import Limits
from sgs_desktop.net.lobby import HostSettings

SETTINGS = HostSettings(players=4, seed=9, hello_timeout=1.0, answer_timeout=WAIT)


def still_fine(st, good) -> None:
    """The good client at the table still hears the table (a chat line comes back)."""
    good.say("still here?")
    good.wait(lambda: any(c.get("text") == "still here?" for c in good.chat), WAIT)


def refused(raw: Raw, code: str) -> dict:
    err = raw.until("error")
    assert err["code"] == code, err
    assert err["message"]
    return err


def dropped(raw: Raw) -> None:
    raw.sock.settimeout(WAIT)
    raw.drain()


@pytest.fixture
def table():
    with serving(SETTINGS) as st:
        good = seat_clients(st, 1, ready=False)[0]
        yield st, good


def test_garbage_bytes_are_refused_and_the_connection_dropped(table):
    st, good = table
    raw = Raw(st)
    raw.send_bytes(b"GET / HTTP/1.1\r\nHost: x\r\n\r\n")        # (its first 4 bytes read as a huge length)
    refused(raw, "too_big")
    dropped(raw)
    raw = Raw(st)
    raw.send_bytes(struct.pack(">I", 6) + b"\xff\xfe{]{]")        # a frame whose body is not JSON
    refused(raw, "bad_frame")
    dropped(raw)
    still_fine(st, good)


def test_garbage_after_hello_is_refused_and_the_stream_goes_on(table):
    st, good = table
    raw = Raw(st)
    raw.hello(spectator=True)
    raw.send_bytes(struct.pack(">I", 5) + b"nope!")
    refused(raw, "bad_frame")
    raw.send_obj([1, 2, 3])
    refused(raw, "bad_frame")
    raw.send_obj({"type": "launch_missiles"})
    refused(raw, "bad_message")
    raw.send("ping", n=7)
    assert raw.until("pong")["n"] == 7          # (the connection still works)
    still_fine(st, good)


def test_a_frame_over_the_cap_is_refused_before_it_is_read(table):
    st, good = table
    raw = Raw(st)
    raw.hello(spectator=True)
    raw.send_bytes(struct.pack(">I", FRAME_CAP + 1) + b"x" * 1000)
    refused(raw, "too_big")
    dropped(raw)
    still_fine(st, good)


def test_a_truncated_frame_is_dropped_after_the_timeout(table):
    st, good = table
    raw = Raw(st)
    raw.hello(spectator=True)
    raw.send_bytes(struct.pack(">I", 100) + b'{"type": "ch')
    refused(raw, "truncated")
    dropped(raw)
    raw = Raw(st)                                   # and one cut off by closing
    raw.send_bytes(struct.pack(">I", 100) + b'{"type": "hel')
    raw.close()
    still_fine(st, good)


def test_a_wrong_protocol_version_is_refused(table):
    st, good = table
    raw = Raw(st)
    raw.send_obj({"type": "hello", "protocol": 999, "name": "future"})
    err = refused(raw, "version")
    assert "999" in err["message"]
    dropped(raw)
    raw = Raw(st)
    raw.send_obj({"type": "hello", "name": "no version"})
    refused(raw, "version")
    dropped(raw)
    still_fine(st, good)


def test_a_client_that_sends_nothing_is_dropped(table):
    st, good = table
    raw = Raw(st)
    started = time.monotonic()
    refused(raw, "timeout")
    dropped(raw)
    assert time.monotonic() - started >= SETTINGS.hello_timeout * 0.9
    still_fine(st, good)


def test_a_wrong_password_is_refused():
    with serving(HostSettings(players=4, password="秘密", hello_timeout=1.0)) as st:
        raw = Raw(st)
        raw.send("hello", name="guess", password="1234")
        refused(raw, "password")
        dropped(raw)
        raw = Raw(st)
        raw.send("hello", name="guess", spectator=True)
        refused(raw, "password")
        raw = Raw(st)
        welcome = raw.hello(password="秘密")
        assert welcome["seat"] == 0
        assert welcome["room"]["password"] is True and "秘密" not in str(welcome)


def test_a_thousand_frames_a_second_drop_the_client(table):
    st, good = table
    raw = Raw(st)
    raw.hello(spectator=True)
    burst = b"".join(struct.pack(">I", len(b)) + b for b in [b'{"type":"ping"}'] * 1000)
    with contextlib.suppress(OSError):              # (dropped while it was still sending)
        raw.send_bytes(burst)
    frames = raw.drain()
    assert [f for f in frames if f["type"] == "error"][-1]["code"] == "flood"
    assert sum(f["type"] == "pong" for f in frames) < 1000
    still_fine(st, good)


# --------------------------------------------------------------------------- answers


def seated_raw_in_game(st, good):
    """A raw client in seat 1 of a started game (the good client in seat 0, an AI playing it in a
    thread), at its first request."""
    raw = Raw(st)
    assert raw.hello(name="raw", seat=1)["seat"] == 1
    raw.send("ready", ready=True)
    good.ready()
    good.wait(lambda: sum(c["ready"] for c in good.lobby["chairs"]) == 2, WAIT)
    player = Player(good, SETTINGS.seed)
    player.start()
    st.call(lambda s: s.start_game())
    raw.until("start")
    return raw, raw.next_request(), player


def game_now(st) -> tuple[int, int]:
    return st.call(lambda s: (s.game.decisions, len(s.game.log)))


def play_raw_to_end(st, raw: Raw, req: dict | None, player) -> None:
    """Answer every request with its default until the game is over; the good player finishes too."""
    while req is not None:
        answer = request_from_json(req["request"]).default().to_json()
        raw.send("answer", seat=1, request=req["id"], answer=answer)
        req = raw.next_request()
    player.join(WAIT * 2)
    assert player.error is None and player.table.finished
    assert st.wait_done(WAIT)


def test_answers_for_another_seat_or_a_request_not_asked_are_refused_changing_nothing(table):
    st, good = table
    raw, req, player = seated_raw_in_game(st, good)
    before = game_now(st)
    answer = request_from_json(req["request"]).default().to_json()
    raw.send("answer", seat=0, request=req["id"], answer=answer)
    refused(raw, "not_your_seat")
    raw.send("answer", seat=1, request=req["id"] + 5, answer=answer)
    assert refused(raw, "not_asked")["request"] == req["id"] + 5
    raw.send("answer", seat=1, request=req["id"], answer={"type": "teleport"})
    refused(raw, "illegal")
    raw.send("answer", seat=1, request=req["id"], answer={"type": "use", "card": 100_000})
    refused(raw, "illegal")
    assert game_now(st) == before
    play_raw_to_end(st, raw, req, player)


def test_a_replayed_or_stale_answer_is_refused(table):
    st, good = table
    raw, req, player = seated_raw_in_game(st, good)
    answer = request_from_json(req["request"]).default().to_json()
    raw.send("answer", seat=1, request=req["id"], answer=answer)
    nxt = raw.next_request()
    before = game_now(st)
    raw.send("answer", seat=1, request=req["id"], answer=answer)       # the same frame again
    assert refused(raw, "stale")["request"] == req["id"]
    assert game_now(st) == before
    play_raw_to_end(st, raw, nxt, player)


def test_a_spectator_answers_nothing(table):
    st, good = table
    raw = Raw(st)
    raw.hello(spectator=True)
    raw.send("answer", seat=0, request=0, answer={"type": "pass"})
    refused(raw, "not_seated")
    still_fine(st, good)


def test_the_other_players_game_is_unaffected_by_a_hostile_neighbour():
    """A flood and garbage while a game is on: the game ends as the same game locally."""
    from test_lan_game import local_game
    settings = HostSettings(players=4, seed=13, hello_timeout=1.0)
    with serving(settings) as st:
        tables = seat_clients(st, 2, keep_frames=True)
        raw = Raw(st)
        raw.hello(spectator=True)
        raw.send_bytes(struct.pack(">I", 5) + b"nope!" + b"".join(
            struct.pack(">I", 15) + b'{"type":"ping"}' for _ in range(400)))
        play_all(st, tables, 13)
        game = st.server.game
    assert game.answers == local_game(settings).answers


def test_connections_that_never_say_hello_make_room_oldest_first():
    """Past the pending budget of an address the oldest unheard connection goes (`busy`), once its
    grace is over. The seated player is never one of them."""
    limits = Limits(pending=100, pending_per_address=3, pending_grace=0.2)
    with serving(SETTINGS, limits=limits) as st:
        good = seat_clients(st, 1, ready=False)[0]
        first = [Raw(st) for _ in range(3)]
        host_until(st, lambda s: len(s.pending) == 3)
        time.sleep(0.3)                              # (their grace is over)
        newer = Raw(st)                              # the fourth of one address: the oldest goes
        refused(first[0], "busy")
        dropped(first[0])
        assert st.call(lambda s: len(s.pending)) == 3
        for r in [*first[1:], newer]:
            r.close()
        still_fine(st, good)


def test_past_the_hard_cap_the_oldest_unheard_connection_goes_at_once():
    limits = Limits(pending=2, pending_grace=WAIT, pending_cap=4)
    with serving(SETTINGS, limits=limits) as st:
        good = seat_clients(st, 1, ready=False)[0]
        crowd = [Raw(st) for _ in range(4)]          # young ones keep their grace up to the cap ...
        host_until(st, lambda s: len(s.pending) == 4)
        crowd.append(Raw(st))
        refused(crowd[0], "busy")                    # ... past it the oldest goes, young or not
        assert host_until(st, lambda s: s.evicted == 1 and len(s.pending) == 4)
        for r in crowd:
            r.close()
        still_fine(st, good)
