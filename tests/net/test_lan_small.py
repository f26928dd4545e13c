"""The smaller faults of issue 30, one test each: a taken seat asked for during the game, the packs
an identity table names, a player back after the game is over, and the protocol version the docs
name (written once, in the code)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from lan_helpers import WAIT, Raw, address, play_all, seat_clients, serving

from sgs_desktop.engine.config import GameConfig
from sgs_desktop.net.frames import PROTOCOL_VERSION
from sgs_desktop.net.lobby import HostSettings
from sgs_desktop.net.remote import Closed, RemoteTable

ROOT = Path(__file__).parent.parent.parent


def test_a_hello_for_a_taken_seat_during_the_game_is_refused_as_taken():
    with serving(HostSettings(players=4, seed=3, answer_timeout=WAIT)) as st:
        seat_clients(st, 1)
        st.call(lambda s: s.start_game())
        for seat in (0, 2):                              # a player's chair, and an AI's
            with pytest.raises(Closed) as err:
                RemoteTable.connect(*address(st), "late", seat=seat)
            assert err.value.code == "taken"
        late = RemoteTable.connect(*address(st), "late")     # no seat asked: it watches
        assert late.seat is None and late.welcomed


def test_without_spectators_a_seatless_hello_during_the_game_is_refused_as_full():
    with serving(HostSettings(players=4, seed=3, spectators=False, answer_timeout=WAIT)) as st:
        seat_clients(st, 1)
        st.call(lambda s: s.start_game())
        with pytest.raises(Closed) as err:
            RemoteTable.connect(*address(st), "late")
        assert err.value.code == "full"


@pytest.mark.parametrize(("mode", "packs"), [("identity", list(GameConfig().packs)),
                                             ("hegemony", ["hegemony_standard"])])
def test_the_welcome_names_the_packs_the_table_plays_with(mode, packs):
    with serving(HostSettings(mode=mode, players=4)) as st:
        raw = Raw(st)
        welcome = raw.hello("guest")
        assert welcome["room"]["packs"] == packs == welcome["lobby"]["settings"]["packs"]
        raw.close()


def test_a_player_back_after_the_game_is_over_is_sent_the_result_and_no_stand_in_notice():
    settings = HostSettings(players=4, seed=11, answer_timeout=WAIT)
    with serving(settings) as st:
        tables = seat_clients(st, 2)
        play_all(st, tables, 11)
        watcher = RemoteTable.connect(*address(st), "w", spectator=True, keep_frames=True)
        back = [RemoteTable.connect(*address(st), f"p{t.seat}", token=t.token, keep_frames=True) for t in tables]
        for t in back:
            t.wait(lambda t=t: t.finished, WAIT)
        watcher.wait(lambda: watcher.finished, WAIT)
        game = st.server.game
    for t in back:
        assert t.result == game.log[len(game.log) - 1] and t.state.view == game.view(t.seat)
        assert not any(f["type"] == "standin" for f in t.frames)
    assert not any(f["type"] == "standin" for f in watcher.frames)


def test_the_docs_name_the_protocol_version_the_code_has():
    """The version is written once (engine/events.py, re-exported by net/frames.py); README and
    docs/net.md each name it, and name no other."""
    for doc in ("README.md", "docs/net.md"):
        text = (ROOT / doc).read_text(encoding="utf-8")
        sentences = [x for x in re.split(r"(?<=[.;:])\s|\n\n", text) if "protocol" in x.lower()]
        named = {int(n) for x in sentences for n in re.findall(r"\b(?:protocol|now|version) (\d+)\b", x, flags=re.I)}
        assert named == {PROTOCOL_VERSION}, f"{doc} names protocol {sorted(named)}, the code has {PROTOCOL_VERSION}"


def test_an_agent_whose_default_answer_is_refused_too_waits_instead_of_flooding_the_host():
    """After the agent's answer and then the default are both refused, `play_with` sends nothing
    more for that request (it used to send the default again and again, a flood): it waits for the
    host to move on."""
    from sgs_desktop.ai.basic import BasicAgent
    from sgs_desktop.net.remote import play_with
    from sgs_desktop.tables.table import Refused

    with serving(HostSettings(players=4, seed=3, answer_timeout=WAIT)) as st:
        t, = seat_clients(st, 1)
        st.call(lambda s: s.start_game())
        refused: list[int] = []

        def refuse(s) -> None:
            def answer(seat, rid, answer):
                refused.append(rid)
                raise Refused("illegal", "refused by the test", rid)
            s.table.answer = answer
        st.call(refuse)
        with pytest.raises(TimeoutError):
            play_with(t, BasicAgent(1), timeout=1.0)
        assert len(refused) == 2 and len(set(refused)) == 1
        assert t.closed is None and t.refused == 2
