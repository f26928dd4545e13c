"""A host that is stopped keeps the game, a crash ends one table only, and a guest comes back by
itself (issue 30, items 3 and 4): SIGTERM, SIGHUP and SIGINT save a record that replays and send
`closed`, exit 0; a table whose code fails saves its record and closes while another table of the
same process plays on; `join` prints its token, takes `--token`, and reconnects on its own."""

from __future__ import annotations

import asyncio
import re
import signal
import threading
import time

import pytest
from lan_helpers import LOOPBACK, WAIT, Player, Raw, address, seat_clients, serving
from test_lan_cli import cli
from test_lan_faults import answer_once
from test_lan_game import local_game

from sgs_desktop.ai.base import agent_seed
from sgs_desktop.ai.basic import BasicAgent
from sgs_desktop.cli import main
from sgs_desktop.engine.record import Record, replay
from sgs_desktop.engine.wire import request_from_json
from sgs_desktop.net.lobby import HostSettings
from sgs_desktop.net.remote import Closed, RemoteTable, play_with
from sgs_desktop.net.server import TableServer


@pytest.mark.parametrize("sig", ["SIGTERM", "SIGHUP", "SIGINT"])
def test_a_signal_mid_game_saves_a_record_that_replays_tells_the_guests_and_exits_0(sig, tmp_path):
    host = cli("host", "--players", "4", "--humans", "1", "--seed", "12", "--bind", LOOPBACK, "--no-announce",
               "--records", str(tmp_path), "--timeout", str(WAIT))
    try:
        m = re.search(r"at (127\.0\.0\.1):(\d+)", host.stdout.readline())
        assert m
        raw = Raw((LOOPBACK, int(m.group(2))))
        raw.hello("guest", seat=0)
        raw.send("ready", ready=True)
        raw.until("start")
        for _ in range(3):
            req = raw.next_request()
            answer = request_from_json(req["request"]).default().to_json()
            raw.send("answer", seat=0, request=req["id"], answer=answer)
        raw.next_request()
        host.send_signal(getattr(signal, sig))
        closed = raw.until("closed")
        out, err = host.communicate(timeout=WAIT)
    finally:
        if host.poll() is None:
            host.kill()
    assert host.returncode == 0, err
    assert sig in closed["reason"]
    assert f"stopped by {sig}" in out and "record saved" in out
    record = Record.load(next(tmp_path.glob("*.json")))
    assert record.result is None and len(record.answers) >= 3
    assert replay(record).ok


def test_a_crash_in_one_tables_code_ends_that_table_with_its_record_and_the_other_plays_on(tmp_path):
    """Two tables in one process: the first one's AI code raises mid-game; its player is told and
    its record (the game so far) is saved and replays; the second table's game finishes as the
    local game of its seed."""
    good_settings = HostSettings(players=4, seed=19, answer_timeout=WAIT)
    outcome: dict = {}

    def clients(ports: list[int]) -> None:
        bad = RemoteTable.connect(LOOPBACK, ports[0], "a0", seat=0, timeout=WAIT)
        good = RemoteTable.connect(LOOPBACK, ports[1], "b0", seat=0, timeout=WAIT)
        for t in (bad, good):
            t.ready()
        players = [Player(bad, 3), Player(good, 19)]
        for p in players:
            p.start()
        for p in players:
            p.join(WAIT * 2)
        outcome["errors"] = [p.error for p in players]

    async def host() -> None:
        servers = [TableServer(HostSettings(players=4, seed=3, answer_timeout=WAIT), records=tmp_path / "a"),
                   TableServer(good_settings, records=tmp_path / "b")]
        for s in servers:
            await s.start()
        thread = threading.Thread(target=clients, args=([s.port for s in servers],), daemon=True)
        thread.start()
        for s in servers:
            while not s.lobby.chairs[0].ready:
                await asyncio.sleep(0.01)
            s.start_game()
        table = servers[0].table
        calls = {"n": 0}
        play_ai = table.play_ai

        def failing() -> bool:
            calls["n"] += 1
            if calls["n"] == 30:
                raise RuntimeError("a bug in the table's code")
            return play_ai()
        table.play_ai = failing
        await asyncio.wait_for(asyncio.gather(*(s.done.wait() for s in servers)), WAIT * 2)
        await asyncio.to_thread(thread.join, WAIT * 2)
        outcome["servers"] = servers
        for s in servers:
            await s.close()

    asyncio.run(host())
    bad, good = outcome["servers"]
    assert bad.crashed is not None and "a bug" in bad.crashed
    assert isinstance(outcome["errors"][0], Closed) and "error" in outcome["errors"][0].reason
    record = Record.load(bad.record_file)
    assert record.result is None and record.answers and replay(record).ok
    assert outcome["errors"][1] is None and good.crashed is None
    assert good.game.answers == local_game(good_settings).answers
    assert Record.load(good.record_file).result is not None


def test_join_prints_its_token_and_a_killed_join_comes_back_with_it(capsys):
    settings = HostSettings(players=4, seed=23, answer_timeout=WAIT)
    with serving(settings) as st:
        first = RemoteTable.connect(*address(st), "j0", seat=0)      # the join that will be killed
        first.ready()
        st.call(lambda s: s.start_game())
        first.wait(lambda: first.started, WAIT)
        answer_once(first, BasicAgent(0))
        first.drop()                                                # killed: its state is gone
        host, port = address(st)
        code = main(["join", f"{host}:{port}", "--name", "j0", "--token", first.token, "--reconnect", "0"])
        assert st.wait_done(WAIT)
    out = capsys.readouterr().out
    assert code == 0
    assert f"seat 0; token {first.token}" in out and f"--token {first.token}" in out
    assert '"seat": 0' in out.splitlines()[-1]


def test_join_reconnects_by_itself_when_its_connection_drops(capsys):
    """The host cuts seat 0's connection twice mid-game: `join` takes its seat back with its token
    and its state each time, and plays the game to the end — the local game of the seed."""
    settings = HostSettings(players=4, seed=47, answer_timeout=WAIT)
    with serving(settings) as st:
        others = seat_clients(st, 1, ready=False)         # (seat 0: the one `join` will take is 1)
        helper = Player(others[0], 47)
        host, port = address(st)

        def cut(s, at: int) -> bool:
            """Cut seat 1's connection once the game is `at` decisions in and seat 1 is connected."""
            conn = next((c for c in s.conns if c.seat == 1), None)
            if s.game is None or s.game.decisions < at or conn is None:
                return False
            conn.abort()
            return True

        def cut_twice() -> None:
            for at in (10, 40):
                while not st.call(cut, at):
                    time.sleep(0.005)

        def start_when_ready() -> None:
            while not st.call(lambda s: all(c.ready for c in s.lobby.chairs[:2] if c.taken)
                              and s.lobby.chairs[1].taken):
                time.sleep(0.01)
            helper.start()
            st.call(lambda s: s.start_game())
            cut_twice()

        others[0].ready()
        side = threading.Thread(target=start_when_ready, daemon=True)
        side.start()
        code = main(["join", f"{host}:{port}", "--name", "j1", "--seed", "0", "--reconnect", "10"])
        side.join(WAIT)
        helper.join(WAIT * 2)
        assert st.wait_done(WAIT)
        back = st.call(lambda s: (s.returns, s.lobby.chairs[1].standin))
        game = st.server.game
    out = capsys.readouterr().out
    assert code == 0 and helper.error is None
    assert back == (2, False)                             # came back twice, never played by the AI
    assert '"seat": 1' in out.splitlines()[-1]
    assert game.finished and len(game.answers) > 40


def test_coming_back_stops_at_once_when_the_host_no_longer_knows_the_token():
    settings = HostSettings(players=4, seed=2, answer_timeout=WAIT)
    with serving(settings) as st:
        a, b = seat_clients(st, 2)
        st.call(lambda s: s.start_game())
        a.wait(lambda: a.started, WAIT)
        a.drop()
        st.call(lambda s: s.kick(0))                      # (while it was away: its token no longer works)
        started = time.monotonic()
        with pytest.raises(Closed) as err:
            play_with(a, BasicAgent(agent_seed(2, 0)), timeout=WAIT, reconnect=WAIT)
        assert err.value.code == "token" and time.monotonic() - started < WAIT
        rest = Player(b, 2)
        rest.start()
        rest.join(WAIT * 2)
        assert rest.error is None
