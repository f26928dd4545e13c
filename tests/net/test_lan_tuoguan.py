"""托管 at a LAN table (over loopback): the player's `auto` frame hands its chair to the host's
stand-in — the AI a player gets when it leaves — which answers the open request at once; `auto`
off hands the chair back, and the host asks the player again. A malformed or misplaced `auto`
frame is refused and changes nothing."""

from __future__ import annotations

from lan_helpers import WAIT, Player, address, seat_clients, serving

from sgs_desktop.ai.base import agent_seed
from sgs_desktop.ai.basic import BasicAgent
from sgs_desktop.engine.errors import IllegalAnswer
from sgs_desktop.net.frames import message
from sgs_desktop.net.lobby import HostSettings
from sgs_desktop.net.remote import RemoteTable, play_with


def requests_for(table: RemoteTable) -> list[int]:
    return [f["id"] for f in table.frames if f["type"] == "request"]


def test_auto_at_an_open_request_is_answered_by_the_hosts_stand_in_and_off_hands_the_chair_back():
    settings = HostSettings(players=4, seed=12, answer_timeout=WAIT)
    with serving(settings) as st:
        me, other = seat_clients(st, 2, keep_frames=True)
        st.call(lambda s: s.start_game())
        me.wait(lambda: me.pending is not None, WAIT)
        rid = me.request_id
        assert not me.auto
        me.set_auto(True)                               # 托管, in the middle of a prompt
        assert me.auto and me.pending is None
        # the stand-in answers the open request at once; the host goes on until it waits for seat 1
        me.wait(lambda: st.call(lambda s: s.game.decisions > rid and s._asked is not None), WAIT)
        assert st.call(lambda s: s.game.answers[rid][0] == 0 and s._asked[1] == 1)
        assert st.call(lambda s: s.lobby.chairs[0].standin and 0 in s.host.agents)
        me.wait(lambda: any(n["seat"] == 0 and n["ai"] for n in me.notes), WAIT)
        asked_before = len(requests_for(me))
        me.step(0.05)
        assert me.pending is None                       # nothing is asked of the player meanwhile
        me.set_auto(False)                              # back: the host asks the player again
        assert not me.auto
        me.wait(lambda: any(n["seat"] == 0 and not n["ai"] for n in me.notes), WAIT)
        assert not st.call(lambda s: s.lobby.chairs[0].standin)
        helper = Player(other, 12)
        helper.start()
        me.wait(lambda: me.pending is not None, WAIT)
        assert len(requests_for(me)) == asked_before + 1
        play_with(me, BasicAgent(agent_seed(12, 0)), timeout=WAIT)
        helper.join(WAIT)
        assert helper.error is None
        assert st.wait_done(WAIT)
        game = st.server.game
        faults = st.server.host.ai_errors
    assert game.finished and faults == []


def test_a_reconnecting_player_under_auto_stays_under_auto():
    settings = HostSettings(players=4, seed=13, answer_timeout=WAIT)
    with serving(settings) as st:
        me, = seat_clients(st, 1)
        st.call(lambda s: s.start_game())
        me.wait(lambda: me.pending is not None, WAIT)
        me.set_auto(True)
        me.wait(lambda: any(n["seat"] == 0 and n["ai"] for n in me.notes), WAIT)
        me.drop()
        again = RemoteTable.connect(*address(st), "p0", resume=me, timeout=WAIT, keep_frames=True)
        assert again.auto                               # (it asked for 托管 again on the way in)
        again.wait(lambda: again.finished, WAIT * 2)    # the stand-in plays the seat to the end
        assert again.pending is None and again.auto
        assert [f for f in again.frames if f["type"] == "request"] == []
        assert st.wait_done(WAIT)
        assert st.server.game.finished and st.server.host.ai_errors == []


def test_a_bad_or_misplaced_auto_frame_is_refused_and_changes_nothing():
    settings = HostSettings(players=4, seed=14, answer_timeout=WAIT)
    with serving(settings) as st:
        me, = seat_clients(st, 1)
        me.send(message("auto", on=True))               # in the lobby: no game yet
        me.wait(lambda: len(me.errors) == 1, WAIT)
        assert me.errors[-1]["code"] == "bad_message" and "once the game is on" in me.errors[-1]["message"]
        st.call(lambda s: s.start_game())
        me.wait(lambda: me.pending is not None, WAIT)
        for bad in ({"on": "yes"}, {}, {"on": 1}):
            told = len(me.errors)
            me.send(message("auto", **bad))
            me.wait(lambda told=told: len(me.errors) > told, WAIT)
            assert me.errors[-1]["code"] == "bad_message" and "auto.on" in me.errors[-1]["message"]
        assert not st.call(lambda s: s.lobby.chairs[0].standin)
        watcher = RemoteTable.connect(*address(st), "w", spectator=True, timeout=WAIT)
        try:
            watcher.set_auto(True)
        except IllegalAnswer as exc:
            assert "spectator" in str(exc)
        else:
            raise AssertionError("a spectator handed a seat over")
        watcher.send(message("auto", on=True))
        watcher.wait(lambda: watcher.errors != [], WAIT)
        assert watcher.errors[-1]["code"] == "bad_message"
        assert not st.call(lambda s: s.lobby.chairs[0].standin)
        rid = me.request_id                             # (the player's request is still open: its own)
        assert st.call(lambda s: s.game.decisions) == rid
        me.answer(me.pending.default())
        me.wait(lambda: st.call(lambda s: s.game.decisions) > rid, WAIT)
