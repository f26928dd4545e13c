"""The hostile-guest suite (issue 30), loopback only, bounded in count and time: each probe attacks a
table while honest players play it, and asserts that their game is the local game of the same
seed (unaffected), that what the host let the attackers use stayed within its budgets, and that no
frame any honest client or reading spectator received reveals what its seat may not see."""

from __future__ import annotations

import contextlib
import socket
import struct
import threading
import time

import pytest
from lan_helpers import WAIT, Player, Raw, address, host_until, play_all, seat_clients, serving
from siege_helpers import Chatter, Nosy, Silent, mute_watchers, wait_for
from soak import SeatKnowledge
from test_lan_faults import answer_once
from test_lan_game import check_frames, local_game, received_events

from sgs_desktop.ai.base import agent_seed
from sgs_desktop.ai.basic import BasicAgent
from sgs_desktop.net.frames import FRAME_CAP, encode, message
from sgs_desktop.net.guard import KIB, Limits
from sgs_desktop.net.lobby import HostSettings
from sgs_desktop.net.remote import RemoteTable, play_with


def leak_check(game, captures: list[tuple[int | None, list[dict]]]) -> int:
    """Every capture (a seat and the frames it received, in order, over one or more connections)
    through the leak checker; a connection that came back with its state (`start` without a view)
    carries on the stream before it."""
    lord = next(p.seat for p in game.players if p.role == "lord")
    checked = 0
    for seat, frames in captures:
        stream = [f for f in frames if f["type"] != "welcome" and not (f["type"] == "start" and f["view"] is None)]
        checked += check_frames(seat, stream, SeatKnowledge(seat, lord))
    return checked


# --------------------------------------------------------------------------- 1. the lock-out


@pytest.mark.parametrize("spectators", [True, False], ids=["idle-spectators", "no-spectators"])
def test_a_token_always_gets_its_chair_back_whatever_holds_the_connections(spectators):
    """70 sockets that never say hello (reopened as soon as they are dropped) and — where the table
    takes spectators, with their budget lifted so all get in — 70 spectators that never read: a
    dropped player comes back with its token 20 times in one game, every time, and loses nothing."""
    settings = HostSettings(players=4, seed=17, answer_timeout=WAIT, hello_timeout=WAIT, spectators=spectators)
    limits = Limits(spectators=80, spectators_per_address=80)     # (the default grace: half a second)
    with serving(settings, limits=limits) as st:
        me, other = seat_clients(st, 2, keep_frames=True)
        helper = Player(other, 17)
        helper.start()
        st.call(lambda s: s.start_game())
        nosy = Nosy(st) if spectators else None
        mutes = mute_watchers(st, 70) if spectators else []
        if spectators:
            nosy.start()
            host_until(st, lambda s: s.spectators == 71)
        silent = Silent(st, 70)
        silent.start()
        host_until(st, lambda s: s.evicted >= 54)         # (the unheard ones past 16 were sent away, and came back)
        agent = BasicAgent(agent_seed(17, 0))
        tables = [me]
        for _ in range(20):
            answer_once(tables[-1], agent)
            tables[-1].drop()
            tables.append(RemoteTable.connect(*address(st), "p0", resume=tables[-1], keep_frames=True))
            assert tables[-1].seat == 0 and tables[-1].token == me.token
        play_with(tables[-1], agent, timeout=WAIT)
        helper.join(WAIT * 2)
        assert helper.error is None and other.finished
        assert st.wait_done(WAIT)
        held = st.call(lambda s: (s.spectators, len(s.pending), s.evicted))        # (what the host held)
        silent.stop()
        for m in mutes:
            m.close()
        game = st.server.game
    local = local_game(settings)
    assert game.answers == local.answers
    assert [e for t in tables for e in received_events(t)] == local.log_for(0)
    assert tables[-1].state.view == local.view(0)
    assert held[2] >= 54 and silent.opened >= 124       # (the spectators: all 71 were held, above)
    captures = [(0, [f for t in tables for f in t.frames]), (1, other.frames)]
    if nosy is not None:
        nosy.join(WAIT)
        captures.append((None, nosy.frames))
    assert leak_check(game, captures) > 100


def test_unheard_connections_have_a_budget_per_address_and_a_player_is_never_counted_in_it():
    limits = Limits(pending_per_address=5, pending_grace=0.05, spectators_per_address=3)
    settings = HostSettings(players=4, seed=5, hello_timeout=WAIT)
    with serving(settings, limits=limits) as st:
        good = seat_clients(st, 1, ready=False)[0]
        silent = [Raw(st) for _ in range(12)]
        time.sleep(0.1)
        host_until(st, lambda s: len(s.pending) <= 5)
        watchers = [Raw(st) for _ in range(3)]
        for w in watchers:
            w.hello(spectator=True)
        fourth = Raw(st)
        fourth.send("hello", name="four", spectator=True)
        assert fourth.until("error")["code"] == "busy"
        again = RemoteTable.connect(*address(st), "p0", token=good.token)     # the player: always
        assert again.seat == 0
        for r in silent + watchers:
            r.close()


# --------------------------------------------------------------------------- 2. the chat flood


def test_a_chat_flood_with_spectators_that_never_read_leaves_the_game_alone():
    """4 spectators chatting at 95 lines a second and 6 that never read, through a whole game: the
    game is the local game; the chat each honest client heard kept to the table's pace; the
    chatters were refused and dropped; a newcomer is welcomed meanwhile."""
    settings = HostSettings(players=4, seed=29, answer_timeout=WAIT, hello_timeout=WAIT)
    limits = Limits(spectators_per_address=16)          # (as if from several machines: all get in)
    with serving(settings, limits=limits) as st:
        tables = seat_clients(st, 2, keep_frames=True)
        nosy = Nosy(st)
        nosy.start()
        mutes = mute_watchers(st, 6)
        chatters = [Chatter(st) for _ in range(4)]
        for c in chatters:
            c.start()
        host_until(st, lambda s: s.chatroom.refused > 0)
        started = time.monotonic()
        newcomer = RemoteTable.connect(*address(st), "newcomer", spectator=True, timeout=WAIT)
        assert newcomer.welcomed
        newcomer.close()
        play_all(st, tables, 29)
        wait_for(lambda: all(c.dropped or not c.is_alive() for c in chatters), WAIT)
        elapsed = time.monotonic() - started
        stats = st.call(lambda s: (s.chatroom.refused, len(s.chat)))
        for c in chatters:
            c.stop()
        for m in mutes:
            m.close()
        game = st.server.game
    assert game.answers == local_game(settings).answers
    assert all(c.dropped and c.codes.count("chat_limit") >= limits.max_faults for c in chatters)
    refused, said = stats
    assert refused >= 4 * limits.max_faults
    heard = sum(f["type"] == "chat" for f in tables[0].frames)
    assert heard <= said <= 4 * limits.chat_burst + limits.chat_rate * 4 * (elapsed + 1)
    nosy.join(WAIT)
    assert leak_check(game, [(t.seat, t.frames) for t in tables] + [(None, nosy.frames)]) > 100


def test_a_client_that_does_not_read_is_cut_off_past_the_outgoing_bound():
    """A spectator that never reads is sent the game like everyone: once what waits for it passes
    the bound it is cut off (and the memory it held is given back); the game goes on."""
    limits = Limits(guest_write_cap=8 * KIB, guest_send_buffer=4 * KIB)
    settings = HostSettings(players=4, seed=2, hello_timeout=WAIT)
    with serving(settings, limits=limits) as st:
        tables = seat_clients(st, 1)
        mute = mute_watchers(st, 1)[0]
        host_until(st, lambda s: s.spectators == 1)
        play_all(st, tables, 2)
        assert host_until(st, lambda s: s.slow_dropped == 1 and s.spectators == 0)
        mute.close()


# --------------------------------------------------------------------------- 3. bytes


def test_a_guest_frame_over_the_guest_cap_is_refused_before_its_body_is_read():
    with serving(HostSettings(players=4, hello_timeout=WAIT)) as st:
        raw = Raw(st)
        raw.send_bytes(struct.pack(">I", Limits().guest_frame_cap + 1))
        err = raw.until("error")
        assert err["code"] == "too_big"
        raw.sock.settimeout(WAIT)
        raw.drain()
        assert st.call(lambda s: s.throttled) == 0


def test_a_player_sending_megabyte_frames_is_held_to_its_bytes_budget():
    """A seated player sends 1 MiB frames as fast as its socket takes them for 1.5 s: the host reads
    no more than its budget allows (counted as the bytes arrive) and the other player plays on."""
    limits = Limits(bytes_burst=FRAME_CAP + 64 * KIB, bytes_rate=256 * KIB)
    settings = HostSettings(players=4, seed=31, answer_timeout=WAIT, hello_timeout=WAIT)
    with serving(settings, limits=limits) as st:
        good, = seat_clients(st, 1, ready=False)
        raw = Raw(st)
        assert raw.hello("big")["seat"] == 1
        big = encode(message("ping", n=1, pad="x" * (FRAME_CAP - 100)))
        raw.sock.settimeout(0.2)
        started = time.monotonic()
        while time.monotonic() - started < 1.5:
            with contextlib.suppress(TimeoutError, socket.timeout):
                raw.sock.sendall(big)
        read = st.call(lambda s: max(c.bytes_in for c in s.conns if c.seat == 1))
        elapsed = time.monotonic() - started            # (read no later than this)
        assert st.call(lambda s: s.throttled) >= 1
        assert read <= limits.bytes_burst + limits.bytes_rate * (elapsed + 0.5) + 256 * KIB
        still = good
        still.say("still here?")
        still.wait(lambda: any(c.get("text") == "still here?" for c in still.chat), WAIT)
        raw.close()


def test_guests_of_one_address_share_its_frames_budget():
    """Four spectators each send 99 pings at once, each under its own burst of 100: together they
    pass their address's 300, and the host drops what passes it; the seated player at the same
    address is not counted with them."""
    limits = Limits(address_frames_rate=10)             # (slow to refill: the bursts count together)
    with serving(HostSettings(players=4, seed=1, hello_timeout=WAIT), limits=limits) as st:
        good, = seat_clients(st, 1, ready=False)
        raws = [Raw(st) for _ in range(4)]
        for r in raws:
            r.hello(spectator=True)
        burst = encode(message("ping", n=0)) * 99
        for r in raws:
            with contextlib.suppress(OSError):
                r.send_bytes(burst)
        codes = []
        for r in raws:                      # each: its 99 pongs, or dropped
            while sum(f["type"] == "pong" for f in r.got) < 99 and not any(f["type"] == "error" for f in r.got):
                if not r.pump():
                    break
            codes += [f["code"] for f in r.got if f["type"] == "error"]
        assert "flood" in codes
        good.say("fine")
        good.wait(lambda: any(c.get("text") == "fine" for c in good.chat), WAIT)


# --------------------------------------------------------------------------- 4. slow-loris, storms


def test_thirty_slow_loris_connections_are_dropped_and_the_game_goes_on():
    settings = HostSettings(players=4, seed=37, answer_timeout=WAIT, hello_timeout=1.0)
    with serving(settings) as st:
        tables = seat_clients(st, 2, keep_frames=True)
        loris = [Raw(st) for _ in range(30)]
        for r in loris:
            r.send_bytes(struct.pack(">I", 200) + b'{"type":')     # a frame begun, then a byte every 0.2 s
        stop = threading.Event()

        def trickle() -> None:
            while not stop.wait(0.2):
                for r in loris:
                    with contextlib.suppress(OSError):
                        r.send_bytes(b" ")
        t = threading.Thread(target=trickle, daemon=True)
        t.start()
        play_all(st, tables, 37)
        codes = set()
        for r in loris:
            r.sock.settimeout(WAIT)
            with contextlib.suppress(OSError):
                r.drain()
            codes |= {f["code"] for f in r.got if f["type"] == "error"}
        stop.set()
        t.join(WAIT)
        game = st.server.game
    assert codes <= {"truncated", "timeout", "busy"} and codes
    assert game.answers == local_game(settings).answers
    assert leak_check(game, [(t.seat, t.frames) for t in tables]) > 100


def test_a_reconnect_storm_of_one_player_leaves_the_game_as_it_was():
    """Seat 0 connects again with its state 25 times without leaving first (each new connection
    sends the last away): the last one plays on, and the game is the local game."""
    settings = HostSettings(players=4, seed=41, answer_timeout=WAIT)
    with serving(settings) as st:
        me, other = seat_clients(st, 2, keep_frames=True)
        helper = Player(other, 41)
        helper.start()
        st.call(lambda s: s.start_game())
        agent = BasicAgent(agent_seed(41, 0))
        t = me
        for i in range(25):
            if i % 5 == 0:
                answer_once(t, agent)
            t = RemoteTable.connect(*address(st), "p0", resume=t, keep_frames=True)
            assert t.seat == 0
        assert st.call(lambda s: sum(c.seat == 0 for c in s.conns)) == 1
        play_with(t, agent, timeout=WAIT)
        helper.join(WAIT * 2)
        assert helper.error is None
        assert st.wait_done(WAIT)
        game = st.server.game
    local = local_game(settings)
    assert game.answers == local.answers
    assert t.state.view == local.view(0)


# --------------------------------------------------------------------------- 5. forged answers under fire


def test_forged_answers_from_a_crowd_of_spectators_change_nothing():
    settings = HostSettings(players=4, seed=43, answer_timeout=WAIT, hello_timeout=WAIT)
    with serving(settings) as st:
        tables = seat_clients(st, 2, keep_frames=True)
        raws = [Raw(st) for _ in range(6)]
        for r in raws:
            r.hello(spectator=True)
        players = [Player(t, 43) for t in tables]
        for p in players:
            p.start()
        st.call(lambda s: s.start_game())
        for n in range(40):
            rid = st.call(lambda s: s.game.decisions)
            for r in raws:
                with contextlib.suppress(OSError):
                    r.send("answer", seat=n % 4, request=rid, answer={"type": "pass"})
        for p in players:
            p.join(WAIT * 2)
            assert p.error is None
        assert st.wait_done(WAIT)
        game = st.server.game
    assert game.answers == local_game(settings).answers
    assert leak_check(game, [(t.seat, t.frames) for t in tables]) > 100



def test_answers_the_game_takes_are_not_counted_against_a_players_frames_budget():
    """(Two AI clients answering each other passed 100 answers a second in a benchmark and were
    dropped.) With a budget of 5 frames and 1 a second, two AI players still play a whole game:
    only what the game did not ask for is counted."""
    limits = Limits(frames_burst=5, frames_rate=1)
    settings = HostSettings(players=4, seed=59, answer_timeout=WAIT)
    with serving(settings, limits=limits) as st:
        tables = seat_clients(st, 2)
        play_all(st, tables, 59)
        game = st.server.game
        raw = Raw(st)
        raw.hello("late", spectator=True)           # (a spectator's pings are counted as ever)
        raw.send_bytes(encode(message("ping", n=0)) * 200)
        assert raw.drain()[-1]["code"] == "flood"
    assert game.answers == local_game(settings).answers
