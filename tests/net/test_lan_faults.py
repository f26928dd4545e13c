"""Faults: a dropped or silent player gets an AI in its chair after the host's timeout and the game
goes on; the same player reconnecting (its token) loses nothing and takes the chair back at its
next request; the host closing ends the game for everyone with a message and keeps the record."""

from __future__ import annotations

import time

import pytest
from lan_helpers import WAIT, Player, address, play_all, seat_clients, serving
from test_lan_game import local_game, received_events

from sgs_desktop.ai.base import agent_seed
from sgs_desktop.ai.basic import BasicAgent
from sgs_desktop.engine.record import Record, replay
from sgs_desktop.net.lobby import HostSettings
from sgs_desktop.net.remote import Closed, RemoteTable, play_with


def answer_once(table: RemoteTable, agent: BasicAgent) -> None:
    table.wait(lambda: table.pending is not None, WAIT)
    seen = table.observed()
    if seen:
        agent.observe(seen)
    table.answer(agent.answer(table.pending, table.state.view))


def test_a_dropped_client_is_replaced_by_an_ai_and_the_game_finishes():
    settings = HostSettings(players=4, seed=4, answer_timeout=0.3)
    with serving(settings) as st:
        gone, stays = seat_clients(st, 2, keep_frames=True)
        player = Player(stays, 4)
        player.start()
        st.call(lambda s: s.start_game())
        gone.wait(lambda: gone.started, WAIT)
        gone.drop()
        player.join(WAIT * 2)
        assert player.error is None and stays.finished
        assert st.wait_done(WAIT)
        assert st.call(lambda s: s.lobby.chairs[0].standin)
        game = st.server.game
    assert game.finished
    assert {"type": "standin", "seat": 0, "ai": True} in [{k: n[k] for k in ("type", "seat", "ai")}
                                                          for n in stays.notes]
    assert received_events(stays) == game.log_for(1)


def test_reconnecting_mid_game_loses_nothing():
    """Seat 0 drops its socket halfway and comes back with its token and the seq it had read: it is
    sent every event it missed and its open request, and the game is the local game still."""
    settings = HostSettings(players=4, seed=21, answer_timeout=WAIT)
    with serving(settings) as st:
        first, other = seat_clients(st, 2, keep_frames=True)
        helper = Player(other, 21)
        helper.start()
        st.call(lambda s: s.start_game())
        first.wait(lambda: first.started, WAIT)
        agent = BasicAgent(agent_seed(21, 0))
        for _ in range(8):
            answer_once(first, agent)
        first.drop()
        again = RemoteTable.connect(*address(st), "p0", resume=first, keep_frames=True)
        assert again.seat == 0
        play_with(again, agent, timeout=WAIT)
        helper.join(WAIT * 2)
        assert helper.error is None
        assert st.wait_done(WAIT)
        game = st.server.game
    assert not st.server.lobby.chairs[0].standin
    local = local_game(settings)
    assert game.answers == local.answers
    assert received_events(first) + received_events(again) == local.log_for(0)
    assert again.state.view == local.view(0)


def test_a_player_back_after_the_ai_stood_in_is_restored_from_a_snapshot_and_takes_the_chair_back():
    settings = HostSettings(players=5, seed=3, answer_timeout=3.0)
    with serving(settings) as st:
        gone, stays = seat_clients(st, 2)
        st.call(lambda s: s.start_game())
        gone.wait(lambda: gone.started, WAIT)
        gone.drop()
        agent = BasicAgent(agent_seed(3, 1))
        back: RemoteTable | None = None
        returner = None
        while not stays.finished:
            stays.wait(lambda: stays.pending is not None or stays.finished, WAIT)
            if stays.finished:
                break
            if back is None and any(n["seat"] == 0 and n["ai"] for n in stays.notes):
                back = RemoteTable.connect(*address(st), "p0", token=gone.token, keep_frames=True)
                returner = Player(back, 3)
                returner.start()
            answer_once(stays, agent)
        assert back is not None, "the AI never stood in"
        returner.join(WAIT * 2)
        assert returner.error is None and back.finished
        assert st.wait_done(WAIT)
        game = st.server.game
    start = next(f for f in back.frames if f["type"] == "start")
    assert start["view"] is not None and start["missed"] == []          # a snapshot of the seat, then events
    asked_back = [f for f in back.frames if f["type"] == "request"]
    assert asked_back, "the player never took the chair back"
    assert back.state.view == game.view(0)
    assert received_events(back) == game.log_for(0, since=start["seq"])


def test_a_silent_player_gets_an_ai_and_resume_takes_the_chair_back():
    settings = HostSettings(players=4, seed=8, answer_timeout=0.3)
    with serving(settings) as st:
        silent, = seat_clients(st, 1)
        st.call(lambda s: s.start_game())
        silent.wait(lambda: silent.notes != [], WAIT)              # asked, silent: 托管
        assert silent.notes[0]["ai"] is True and silent.notes[0]["seat"] == 0
        silent.resume()
        silent.wait(lambda: any(not n["ai"] for n in silent.notes) or silent.finished, WAIT)
        play_with(silent, BasicAgent(1), timeout=WAIT)
        assert st.wait_done(WAIT)
        assert st.server.game.finished


def test_the_host_closing_ends_the_game_for_everyone_and_keeps_the_record(tmp_path):
    settings = HostSettings(players=4, seed=6, answer_timeout=WAIT)
    with serving(settings, records=tmp_path) as st:
        a, b = seat_clients(st, 2)
        st.call(lambda s: s.start_game())
        agents = {0: BasicAgent(agent_seed(6, 0)), 1: BasicAgent(agent_seed(6, 1))}
        answered, deadline = 0, time.monotonic() + WAIT
        while answered < 3:
            assert time.monotonic() < deadline
            for t in (a, b):
                t.step(0.02)
                if t.pending is not None:
                    answer_once(t, agents[t.seat])
                    answered += 1
        # then nobody answers: the host waits for seat 0 or 1, and closes the table
        deadline = time.monotonic() + WAIT
        while not st.call(lambda s: s._asked is not None):
            assert time.monotonic() < deadline
            time.sleep(0.05)
    for t in (a, b):
        with pytest.raises(Closed) as err:
            t.wait(lambda: False, WAIT)
        assert "host closed" in err.value.reason
    saved = list(tmp_path.glob("*.json"))
    assert len(saved) == 1
    record = Record.load(saved[0])
    assert record.result is None and record.answers
    assert replay(record).ok


def test_the_whole_game_still_matches_with_ai_fill_and_two_players():
    settings = HostSettings(players=6, seed=31)
    with serving(settings) as st:
        tables = seat_clients(st, 2)
        play_all(st, tables, 31)
        game = st.server.game
    assert game.answers == local_game(settings).answers


def test_an_answer_after_the_host_is_gone_is_refused_not_raised_as_a_crash():
    from sgs_desktop.engine.errors import IllegalAnswer
    settings = HostSettings(players=4, seed=6, answer_timeout=WAIT)
    with serving(settings) as st:
        a, = seat_clients(st, 1)
        st.call(lambda s: s.start_game())
        a.wait(lambda: a.pending is not None, WAIT)
    with pytest.raises(Closed):
        a.wait(lambda: False, WAIT)
    with pytest.raises(IllegalAnswer, match="gone"):
        a.answer(a.pending.default())


def test_only_a_lost_connection_is_worth_reconnecting():
    settings = HostSettings(players=4, seed=2, answer_timeout=WAIT)
    with serving(settings) as st:
        a, b, c = seat_clients(st, 3)
        st.call(lambda s: s.start_game())               # (in the lobby a dropped player's chair is freed)
        a.wait(lambda: a.started, WAIT)
        a.drop()
        assert a.lost
        again = a.reconnect()
        assert again.seat == 0 and not again.lost
        st.call(lambda s: s.kick(1))
        with pytest.raises(Closed):
            b.wait(lambda: False, WAIT)
        assert not b.lost                               # (sent away: not to come back)
        c.close()
        assert not c.lost
    with pytest.raises(Closed):
        again.wait(lambda: False, WAIT)
    assert not again.lost                               # (the host closed the table)
