"""A whole LAN game over real loopback sockets: three clients played by the basic AI match, event
for event, the same seed played locally; every frame each client receives passes the leak check;
a spectator gets the public stream; the host's record is a local record and replays from any seat."""

from __future__ import annotations

import json

import pytest
from lan_helpers import LOOPBACK, RemoteTable, address, play_all, seat_clients, serving
from soak import HegSeatKnowledge, HegTruth, Leak, SeatKnowledge

from sgs_desktop.ai.base import agent_seed, run_game
from sgs_desktop.ai.basic import BasicAgent
from sgs_desktop.client.seat_state import SeatState
from sgs_desktop.engine.game import Game
from sgs_desktop.engine.record import Record, replay
from sgs_desktop.engine.state import ALL_SEATS
from sgs_desktop.engine.wire import event_to_json
from sgs_desktop.net.codec import events_from_json, view_from_json
from sgs_desktop.net.lobby import HostSettings

CASES = [("identity", 5, 11), ("hegemony", 4, 7)]


def local_game(settings: HostSettings) -> Game:
    """The same game at one table in this process: the basic AI in every chair, the same seeds."""
    game = Game.new(settings.config(), settings.seed)
    run_game(game, [BasicAgent(agent_seed(settings.seed, s)) for s in range(settings.players)])
    return game


def received_events(table: RemoteTable) -> list[dict]:
    out = []
    for f in table.frames:
        if f["type"] == "start":
            out.extend(f["missed"])
        elif f["type"] == "events":
            out.extend(f["events"])
    return out


@pytest.mark.parametrize(("mode", "players", "seed"), CASES)
def test_three_remote_ai_clients_play_the_local_game_event_for_event(mode, players, seed, tmp_path):
    settings = HostSettings(mode=mode, players=players, seed=seed)
    with serving(settings, records=tmp_path) as st:
        tables = seat_clients(st, 3, keep_frames=True)
        spectator = RemoteTable.connect(*address(st), "watcher", spectator=True, keep_frames=True)
        play_all(st, tables, seed)
        spectator.wait(lambda: spectator.finished, 30)
        lan = st.server.game
    local = local_game(settings)
    assert lan.finished and local.finished
    assert lan.answers == local.answers
    assert lan.digests == local.digests
    assert [event_to_json(e) for e in lan.log] == [event_to_json(e) for e in local.log]
    for t in [*tables, spectator]:
        assert received_events(t) == local.log_for(t.seat), f"seat {t.seat}'s stream differs"
        # the window reads them typed, decoded at the network's door (engine/wire.py's decoder)
        assert t.events() == local.log.visible(t.seat)
        assert t.state.view == local.view(t.seat)
        assert t.result == local.log[len(local.log) - 1]
    # a person's play requests come with why refused targets are refused (engine/explain.py)
    asked = [f["request"] for t in tables for f in t.frames
             if f["type"] == "request" and f["request"]["kind"] == "play"]
    assert any(o["targets"] and o["targets"]["refused"] for r in asked for o in r["options"])
    # the record stays on the host, is the same record as a local game's, and replays from any view
    saved = Record.load(st.server.record_file)
    assert saved.to_json() == local.record.to_json()
    replayed: list[Game] = []
    result = replay(saved, observer=lambda g, ev: replayed or replayed.append(g))
    assert result.ok, result.message
    for t in [*tables, spectator]:          # a replay shown from any seat's view: what that seat saw
        assert replayed[0].log_for(t.seat) == received_events(t)
    assert replayed[0].log_for(ALL_SEATS) == local.log_for(ALL_SEATS)

def check_frames(seat: int | None, frames: list[dict], knowledge) -> int:
    """Feed every frame a client received to the leak checker, in order (its view too, and in
    国战 every request): the number of frames checked."""
    state = None
    for f in frames:
        kind = f["type"]
        if kind == "start":
            state = SeatState(view_from_json(f["view"]))
            knowledge.check_view(state.view)
            for ev in f["missed"]:
                knowledge.feed(ev)
        elif kind == "events":
            for (_, typed), ev in zip(events_from_json(f["events"]), f["events"], strict=True):
                if ev["kind"] != "game_over":           # (the end makes everything public)
                    knowledge.feed(ev)
                state.apply(typed)
        elif kind == "request":
            assert f["request"]["seat"] == seat, "a client was sent another seat's request"
            if isinstance(knowledge, HegSeatKnowledge):
                knowledge.scan(f["request"], "request")
            knowledge.check_view(state.view)
        elif isinstance(knowledge, HegSeatKnowledge) and kind in ("lobby", "welcome", "standin", "chat"):
            knowledge.scan(f, kind)
    return len(frames)


@pytest.mark.parametrize(("mode", "players", "seed"), [("identity", 5, 23), ("hegemony", 5, 5)])
def test_no_frame_a_client_receives_reveals_what_its_seat_may_not_see(mode, players, seed):
    settings = HostSettings(mode=mode, players=players, seed=seed)
    with serving(settings) as st:
        tables = seat_clients(st, 3, keep_frames=True)
        spectator = RemoteTable.connect(*address(st), "watcher", spectator=True, keep_frames=True)
        play_all(st, tables, seed)
        spectator.wait(lambda: spectator.finished, 30)
        game = st.server.game
    lord = next((p.seat for p in game.players if p.role == "lord"), 0)
    truth = HegTruth(game) if mode == "hegemony" else None
    checked = 0
    for t in [*tables, spectator]:
        know = HegSeatKnowledge(t.seat, truth) if truth else SeatKnowledge(t.seat, lord)
        checked += check_frames(t.seat, t.frames, know)
    assert checked > 100


def test_the_leak_check_over_frames_can_fail():
    """(The check above catches a frame naming another seat's hand card.)"""
    game = Game.new(HostSettings(players=4, seed=1, generals="none").config(), 1)
    lord = next(p.seat for p in game.players if p.role == "lord")
    other = (lord + 1) % 4
    start = json.loads(json.dumps({"type": "start", "view": game.view(lord).to_json(), "missed": game.log_for(lord)}))
    whole = game.log_for(ALL_SEATS)
    private = next(e for e in whole if e["kind"] == "move" and e["dst"] == "hand" and e["dst_owner"] == other)
    with pytest.raises(Leak):
        check_frames(lord, [start, {"type": "events", "events": [private]}], SeatKnowledge(lord, lord))


def test_a_spectator_gets_the_public_stream_only():
    settings = HostSettings(players=4, seed=2)
    with serving(settings) as st:
        tables = seat_clients(st, 1)
        spectator = RemoteTable.connect(LOOPBACK, st.server.port, "watcher", spectator=True, keep_frames=True)
        assert spectator.seat is None
        play_all(st, tables, 2)
        spectator.wait(lambda: spectator.finished, 30)
        game = st.server.game
    assert received_events(spectator) == game.log_for(None)
    assert not any(f["type"] == "request" for f in spectator.frames)
    assert spectator.state.view == game.view(None)


@pytest.mark.soak
@pytest.mark.parametrize("seed", range(100, 112))
@pytest.mark.parametrize("mode", ["identity", "hegemony"])
def test_soak_lan_games_match_and_leak_nothing(mode, seed):
    players = 4 + seed % 5
    settings = HostSettings(mode=mode, players=players, seed=seed)
    with serving(settings) as st:
        tables = seat_clients(st, 3, keep_frames=True)
        play_all(st, tables, seed)
        game = st.server.game
    assert game.answers == local_game(settings).answers
    lord = next((p.seat for p in game.players if p.role == "lord"), 0)
    truth = HegTruth(game) if mode == "hegemony" else None
    for t in tables:
        check_frames(t.seat, t.frames, HegSeatKnowledge(t.seat, truth) if truth else SeatKnowledge(t.seat, lord))
        assert received_events(t) == game.log_for(t.seat)
