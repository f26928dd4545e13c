"""The lobby (大厅): names, chairs, ready, the host's settings, AI fill, kick, start, chat; and
finding tables by UDP announcements on loopback (never a real broadcast)."""

from __future__ import annotations

import time

import pytest
from lan_helpers import LOOPBACK, WAIT, Player, Raw, address, play_all, seat_clients, serving

from sgs_desktop.net.discovery import Listener, announcement, parse_announcement
from sgs_desktop.net.lobby import HostSettings
from sgs_desktop.net.remote import Closed, RemoteTable


def chairs(t: RemoteTable) -> list[dict]:
    return t.lobby["chairs"]


def test_players_sit_by_name_change_chairs_get_ready_and_the_host_starts():
    with serving(HostSettings(players=4, seed=2)) as st:
        host, port = address(st)
        liu = RemoteTable.connect(host, port, "刘备")
        guan = RemoteTable.connect(host, port, "关羽")
        assert (liu.seat, guan.seat) == (0, 1)
        liu.wait(lambda: [c["name"] for c in chairs(liu)][:2] == ["刘备", "关羽"], WAIT)
        guan.sit(3)
        guan.wait(lambda: guan.seat == 3, WAIT)
        liu.wait(lambda: chairs(liu)[3]["name"] == "关羽" and not chairs(liu)[1]["player"], WAIT)
        with pytest.raises(ValueError, match="not ready"):
            st.call(lambda s: s.start_game())
        liu.ready()
        guan.ready()
        liu.wait(lambda: chairs(liu)[0]["ready"] and chairs(liu)[3]["ready"], WAIT)
        assert [c["ai"] for c in chairs(liu)] == [False, True, True, False]
        play_all(st, [liu, guan], 2)
        assert liu.finished and guan.finished
        assert guan.state.view.seat == 3 and guan.state.view.hand == st.server.game.players[3].hand


def test_the_host_settings_reach_every_guest_and_unready_them():
    with serving(HostSettings(players=5)) as st:
        t, = seat_clients(st, 1)
        st.call(lambda s: s.configure(mode="hegemony", players=4, deal=5, victory="table"))
        t.wait(lambda: t.lobby["settings"]["mode"] == "hegemony", WAIT)
        s = t.lobby["settings"]
        assert (s["players"], s["deal"], s["victory"], len(chairs(t))) == (4, 5, "table", 4)
        assert not chairs(t)[0]["ready"]
        with pytest.raises(ValueError, match="deal"):
            st.call(lambda s: s.configure(deal=99))
        with pytest.raises(ValueError, match="mode"):
            st.call(lambda s: s.configure(mode="poker"))


def test_without_ai_fill_the_game_waits_for_a_full_table():
    with serving(HostSettings(players=2, ai_fill=False)) as st:
        a, = seat_clients(st, 1)
        with pytest.raises(ValueError, match="empty"):
            st.call(lambda s: s.start_game())
        b = RemoteTable.connect(*address(st), "b")
        b.ready()
        a.wait(lambda: all(c["ready"] for c in chairs(a)), WAIT)
        play_all(st, [a, b], 0)
        assert st.server.game.finished


def test_headless_tables_start_once_enough_players_are_ready():
    with serving(HostSettings(players=4, humans=2, seed=5)) as st:
        a, b = seat_clients(st, 2, ready=False)
        players = [Player(a, 5), Player(b, 5)]
        a.ready()
        time.sleep(0.2)
        assert not st.call(lambda s: s.lobby.started)
        for p in players:
            p.start()
        b.ready()
        for p in players:
            p.join(WAIT * 2)
            assert p.error is None and p.table.finished


def test_kicked_players_leave_and_their_token_is_void():
    with serving(HostSettings(players=4, seed=1)) as st:
        a, b = seat_clients(st, 2, ready=False)
        st.call(lambda s: s.kick(1))
        with pytest.raises(Closed):
            b.wait(lambda: False, WAIT)
        assert b.errors[-1]["code"] == "kicked"
        a.wait(lambda: not chairs(a)[1]["player"], WAIT)
        with pytest.raises(Closed) as err:
            RemoteTable.connect(*address(st), "b", token=b.token)
        assert err.value.code == "token"


def test_a_player_who_drops_in_the_lobby_keeps_the_chair_for_a_while_and_comes_back_with_the_token():
    with serving(HostSettings(players=4, seed=1)) as st:
        a, b = seat_clients(st, 2)
        b.drop()
        a.wait(lambda: chairs(a)[1]["player"] and not chairs(a)[1]["connected"], WAIT)
        assert chairs(a)[1]["name"] == "p1" and not chairs(a)[1]["ready"]
        with pytest.raises(ValueError, match="waiting for p1 to reconnect"):
            st.call(lambda s: s.start_game())
        c = RemoteTable.connect(*address(st), "p1", resume=b)
        assert c.seat == 1 and c.token == b.token
        a.wait(lambda: chairs(a)[1]["connected"], WAIT)
        c.ready()
        a.wait(lambda: all(ch["ready"] for ch in chairs(a) if ch["player"]), WAIT)
        play_all(st, [a, c], 1)
        assert st.server.game.finished


def test_a_lost_chair_is_freed_when_its_player_does_not_come_back_in_time():
    with serving(HostSettings(players=4, seed=1)) as st:
        st.call(lambda s: setattr(s, "lobby_grace", 0.2))
        a, b = seat_clients(st, 2)
        b.drop()
        a.wait(lambda: not chairs(a)[1]["player"], WAIT)
        with pytest.raises(Closed) as err:
            RemoteTable.connect(*address(st), "p1", token=b.token)
        assert err.value.code == "token"
        assert st.call(lambda s: s.lobby.can_start()) is None


def test_a_player_kicked_mid_game_is_played_by_the_ai():
    with serving(HostSettings(players=4, seed=12, answer_timeout=WAIT)) as st:
        a, b = seat_clients(st, 2)
        player = Player(a, 12)
        player.start()
        st.call(lambda s: s.start_game())
        b.wait(lambda: b.started, WAIT)
        st.call(lambda s: s.kick(1))
        player.join(WAIT * 2)
        assert player.error is None and a.finished
        assert any(n["seat"] == 1 and n["ai"] for n in a.notes)


def test_chat_in_the_lobby_and_at_the_table():
    with serving(HostSettings(players=4, seed=3)) as st:
        a, b = seat_clients(st, 2)
        watcher = RemoteTable.connect(*address(st), "看客", spectator=True)
        a.say("大家好")
        for t in (a, b, watcher):
            t.wait(lambda t=t: any(c["text"] == "大家好" and c["from"] == "p0" for c in t.chat), WAIT)
        st.call(lambda s: s.say("开始了"))
        b.wait(lambda: any(c["text"] == "开始了" and c["seat"] is None for c in b.chat), WAIT)
        play_all(st, [a, b], 3)
        watcher.say("好局")                         # (at the table, after the game too)
        a.wait(lambda: any(c["text"] == "好局" for c in a.chat), WAIT)
        late = RemoteTable.connect(*address(st), "late", spectator=True)
        assert any(c["text"] == "大家好" for c in late.chat)          # the chat so far, on joining
        raw = Raw(st)
        raw.hello(spectator=True)
        raw.send("chat", text="x" * 5000)
        assert raw.until("error")["code"] == "bad_message"


def test_a_full_table_without_spectators_refuses_more_guests():
    with serving(HostSettings(players=2, spectators=False)) as st:
        seat_clients(st, 2, ready=False)
        for spectator in (False, True):
            with pytest.raises(Closed) as err:
                RemoteTable.connect(*address(st), "third", spectator=spectator)
            assert err.value.code in ("full", "no_spectators")


# --------------------------------------------------------------------------- discovery


def test_tables_are_found_by_their_announcements_on_loopback():
    listener = Listener.bound(port=0, bind=LOOPBACK)
    try:
        settings = HostSettings(players=6, mode="hegemony", name="桃园", password="pw")
        with serving(settings, announce=LOOPBACK, announce_port=listener.port) as st:
            deadline = time.monotonic() + WAIT
            found: list = []
            while not found:
                assert time.monotonic() < deadline, "no announcement heard"
                found = listener.poll()
                time.sleep(0.05)
            t = found[0]
            assert (t.host, t.port, t.name, t.mode, t.players, t.password) == \
                (LOOPBACK, st.server.port, "桃园", "hegemony", 6, True)
            assert not t.started and t.seated == 0
    finally:
        listener.close()


def test_only_well_formed_announcements_are_tables():
    lobby = {"settings": HostSettings(name="x").public(), "chairs": [{"player": True}, {"player": False}],
             "started": False}
    good = announcement(4000, lobby)
    t = parse_announcement(good, "10.0.0.2")
    assert t is not None and (t.host, t.port, t.seated) == ("10.0.0.2", 4000, 1)
    for bad in (b"", b"\xff\xfe", b"[]", b'{"magic": "other"}', good.replace(b"4000", b"99999"),
                good.replace(b'"players":5', b'"players":"5"'), b"x" * 5000):
        assert parse_announcement(bad, "10.0.0.2") is None, bad


def test_asking_for_a_taken_chair_is_refused():
    with serving(HostSettings(players=3)) as st:
        RemoteTable.connect(*address(st), "a", seat=1)
        with pytest.raises(Closed) as err:
            RemoteTable.connect(*address(st), "b", seat=1)
        assert err.value.code == "taken"
        assert RemoteTable.connect(*address(st), "b").seat == 0


def test_receive_takes_the_chat_and_keeps_the_game_frames_for_step():
    """(The window reads chat while it animates; the seat's state moves only when it steps.)"""
    with serving(HostSettings(players=4, seed=1)) as st:
        _, b = seat_clients(st, 2)
        st.call(lambda s: s.start_game())
        st.call(lambda s: s.say("开局"))
        deadline = time.monotonic() + WAIT
        while not any(c["text"] == "开局" for c in b.chat):
            assert time.monotonic() < deadline
            b.receive()
            time.sleep(0.01)
        assert not b.started                        # the start frame came first, and waits
        assert b.step() and b.started
        assert b.state.view.seat == 1
