"""Soak: 300+ seeded random games per run, every check after every event, and every option a request
offers accepted (see soak.py)."""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from soak import soak_game

from sgs_desktop.engine import events_heg as EH
from sgs_desktop.engine import wire

# every table size; 5 and 8 players most
SIZES = [5, 8, 5, 8, 2, 3, 4, 6, 7, 9, 10, 5, 8]
GAMES = 312
CHUNK = 24


@pytest.mark.soak
@pytest.mark.parametrize("chunk", range(GAMES // CHUNK))
def test_random_games_keep_every_invariant(chunk):
    reasons = {}
    for seed in range(chunk * CHUNK, (chunk + 1) * CHUNK):
        players = SIZES[seed % len(SIZES)]
        out = soak_game(players, seed)
        reasons[out["reason"]] = reasons.get(out["reason"], 0) + 1
    assert sum(reasons.values()) == CHUNK


GENERAL_GAMES = 300


@pytest.mark.soak
@pytest.mark.parametrize("chunk", range(GENERAL_GAMES // CHUNK + (GENERAL_GAMES % CHUNK > 0)))
def test_random_games_with_generals_keep_every_invariant(chunk):
    """The same checks with the standard generals chosen at random (5 and 8 players)."""
    seeds = range(10_000 + chunk * CHUNK, 10_000 + min((chunk + 1) * CHUNK, GENERAL_GAMES))
    for seed in seeds:
        out = soak_game(5 if seed % 2 else 8, seed, generals="standard")
        assert out["decisions"] > 0


BASIC_GAMES = 48


@pytest.mark.soak
@pytest.mark.parametrize("chunk", range(BASIC_GAMES // CHUNK))
def test_basic_agent_games_keep_every_invariant(chunk):
    """The same checks with the basic AI at every seat and the standard generals (it plays cards and
    skills on purpose, where random agents rarely would)."""
    for seed in range(40_000 + chunk * CHUNK, 40_000 + (chunk + 1) * CHUNK):
        out = soak_game(SIZES[seed % len(SIZES)], seed, agent="basic", generals="standard")
        assert out["decisions"] > 0 and out["offers_checked"] == out["decisions"]


SCRIPT = """
import json, sys
import sgs_desktop.modes
from sgs_desktop.engine import events as E
from sgs_desktop.simulate import play_one
from sgs_desktop.engine.game import GameConfig
out = []
for seed in range(int(sys.argv[1]), int(sys.argv[2])):
    g = play_one(GameConfig(players=5 + seed % 4, generals="standard" if seed % 2 else "none"), seed)
    out.append([g.digests[-1], g.full_digest(), g.decisions, sorted(set(str(x) for x in g.result.winners))])
from sgs_desktop.modes.hegemony import hegemony_config
for seed in range(int(sys.argv[1]), int(sys.argv[2])):     # 国战 too
    g = play_one(hegemony_config(4 + seed % 7, round_limit=300), seed)
    out.append([g.digests[-1], g.full_digest(), g.decisions, g.result.reason, list(g.result.winners)])
print(json.dumps(out))
"""


def test_same_record_under_two_hash_seeds():
    root = Path(__file__).parent.parent
    runs = []
    for hash_seed in ("1", "987654"):
        env = dict(os.environ, PYTHONHASHSEED=hash_seed, PYTHONPATH=str(root))
        res = subprocess.run([sys.executable, "-c", SCRIPT, "0", "12"], env=env, capture_output=True, text=True,
                             check=True)
        runs.append(json.loads(res.stdout))
    assert runs[0] == runs[1]


def test_the_leak_check_can_fail():
    """The checker is not vacuous: a private draw shown to another seat is a leak."""
    from soak import Leak, SeatKnowledge

    k = SeatKnowledge(0, lord=0)
    ev = {"kind": "move", "cards": [3], "count": 1, "src": "draw", "src_owner": -1, "dst": "hand", "dst_owner": 2,
          "reason": "draw"}
    with pytest.raises(Leak):
        k.feed(ev)
    with pytest.raises(Leak):
        k.feed({"kind": "role", "seat": 1, "role": "rebel"})
    k.feed(dict(ev, dst_owner=0))           # its own draw: fine
    with pytest.raises(Leak):                # its own cards hidden from itself: wrong too
        k.feed({"kind": "move", "cards": None, "count": 1, "src": "hand", "src_owner": 0, "dst": "hand",
                "dst_owner": 1, "reason": "snatch"})


# --------------------------------------------------------------------------- 国战 (Hegemony)

HEG_SIZES = [5, 8, 4, 6, 5, 8, 7, 9, 10, 5, 8, 6]
HEG_GAMES = 312
HEG_BASIC_GAMES = 40
HEG_BASIC_CHUNK = 20
#: how a 国战 game may end (never "ended": the rules returned without a result)
HEG_ENDINGS = {"kingdom_wins", "careerist_wins", "round_limit", "draw_pile_exhausted", "all_dead"}


def heg_setup(seed: int) -> dict:
    """Table size and settings of soak game `seed`: 4-10 players, now and then more generals dealt
    (as many as the table allows) or the table victory rule."""
    players = HEG_SIZES[seed % len(HEG_SIZES)]
    deal = min(7, 50 // players) if seed % 5 == 0 else 4
    return {"players": players, "deal": deal, "victory": "table" if seed % 3 == 0 else "online"}


@pytest.mark.soak
@pytest.mark.parametrize("chunk", range(HEG_GAMES // CHUNK))
def test_random_heg_games_keep_every_invariant_and_leak_nothing(chunk):
    """国战 with random agents: invariants after every event, no seat sees another's face-down
    generals (ids, skills, kingdom) or hand, every game ends, records replay."""
    from soak import soak_heg_game

    reasons = {}
    for seed in range(20_000 + chunk * CHUNK, 20_000 + (chunk + 1) * CHUNK):
        s = heg_setup(seed)
        out = soak_heg_game(s.pop("players"), seed, **s)
        assert out["decisions"] > 0 and out["reason"] in HEG_ENDINGS, out
        reasons[out["reason"]] = reasons.get(out["reason"], 0) + 1
    assert sum(reasons.values()) == CHUNK


@pytest.mark.soak
@pytest.mark.parametrize("chunk", range(HEG_BASIC_GAMES // HEG_BASIC_CHUNK))
def test_basic_agent_heg_games_keep_every_invariant_and_leak_nothing(chunk):
    """The same checks with the basic AI at every seat (it plays the cards and skills on purpose)."""
    from soak import soak_heg_game

    for seed in range(30_000 + chunk * HEG_BASIC_CHUNK, 30_000 + (chunk + 1) * HEG_BASIC_CHUNK):
        s = heg_setup(seed)
        out = soak_heg_game(s.pop("players"), seed, agent="basic", **s)
        assert out["decisions"] > 0 and out["reason"] in HEG_ENDINGS, out


def test_the_heg_leak_check_can_fail():
    """The 国战 checker is not vacuous: a face-down general's id or skill, another's look at a
    general, or a kingdom before any showing are leaks; 不屈's face-up 创 are not."""
    from soak import HegSeatKnowledge, HegTruth, Leak

    from sgs_desktop.engine.game import Game
    from sgs_desktop.modes.hegemony import hegemony_config

    game = Game.new(hegemony_config(5), 7)
    truth = HegTruth(game)
    k = HegSeatKnowledge(0, truth)
    for ev in game.log_for(0):
        k.feed(ev)
    k.cursor = len(game.log)
    hidden = truth.dealt[1][0]
    skill = truth.table[hidden].skills[0]

    def feed_new():
        evs = game.log_for(0, since=k.cursor)
        k.cursor = len(game.log)
        for ev in evs:
            k.feed(ev)

    game.emit(EH.LookGeneral(seat=2, target=1, slot="head", general=hidden), 1 << 2)
    feed_new()                                              # redacted for seat 0: fine
    for kind, data in [("skill", {"seat": 1, "skill": skill}),
                       ("look_general", {"seat": 2, "target": 1, "slot": "head", "general": hidden}),
                       ("kingdom", {"seat": 1, "kingdom": "wei", "general_kingdom": "wei"}),
                       ("generals_chosen", {"seat": 1, "head": "x", "deputy": "y", "max_hp": 4, "hp": 4}),
                       ("move", {"cards": [5], "count": 1, "src": "draw", "src_owner": -1, "dst": "discard",
                                 "dst_owner": -1, "reason": skill})]:
        data = {k: tuple(v) if isinstance(v, list) else v for k, v in data.items()}
        game.emit(wire.KINDS[kind](**data))
        with pytest.raises(Leak):
            feed_new()
        k.cursor = len(game.log)
    with pytest.raises(Leak):
        k.scan({"kind": "invoke", "args": [skill]}, "request")
    view = game.view(0)
    view.players[1].generals = [hidden, None]
    with pytest.raises(Leak):
        k.check_view(view)
    k.feed({"seq": 0, "kind": "move", "cards": [9], "count": 1, "src": "draw", "src_owner": -1, "dst": "pile",
            "dst_owner": 3, "reason": "buqu"})             # 创 lie face up
    with pytest.raises(Leak):
        k.feed({"seq": 0, "kind": "move", "cards": [9], "count": 1, "src": "draw", "src_owner": -1,
                "dst": "pile", "dst_owner": 3, "reason": "other"})


# --------------------------------------------------------------------------- 国战, new rules (新版国战)

HEG_NEW_GAMES = 120
HEG_NEW_BASIC_GAMES = 40
#: what the new rules add to a game's log, all met over the soak (each mark gained and spent, 鏖战)
NEW_RULE_KINDS = {"mark_gained", "mark_spent", "aozhan", "look_general"}


@pytest.mark.soak
@pytest.mark.parametrize("chunk", range(HEG_NEW_GAMES // CHUNK))
def test_random_new_rules_heg_games_keep_every_invariant_and_leak_nothing(chunk):
    """新版国战 with random agents: the same checks as the old rules' soak (invariants after every
    event, no leak per seat, every offer accepted, records replay)."""
    from soak import soak_heg_game

    for seed in range(40_000 + chunk * CHUNK, 40_000 + (chunk + 1) * CHUNK):
        s = heg_setup(seed)
        out = soak_heg_game(s.pop("players"), seed, rules="new", **s)
        assert out["decisions"] > 0 and out["reason"] in HEG_ENDINGS, out


@pytest.mark.soak
@pytest.mark.parametrize("chunk", range(HEG_NEW_BASIC_GAMES // HEG_BASIC_CHUNK))
def test_basic_agent_new_rules_heg_games_keep_every_invariant_and_leak_nothing(chunk):
    """The basic AI at every seat under the new rules: it spends its marks and plays 鏖战, and every
    check holds."""
    from soak import soak_heg_game

    kinds: set[str] = set()
    for seed in range(50_000 + chunk * HEG_BASIC_CHUNK, 50_000 + (chunk + 1) * HEG_BASIC_CHUNK):
        s = heg_setup(seed)
        out = soak_heg_game(s.pop("players"), seed, agent="basic", rules="new", **s)
        assert out["decisions"] > 0 and out["reason"] in HEG_ENDINGS, out
        kinds |= out["kinds"]
    assert kinds >= NEW_RULE_KINDS, sorted(NEW_RULE_KINDS - kinds)
