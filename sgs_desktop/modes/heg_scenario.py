"""国战 scenario players: a general pair per seat, each face down or shown, and 野心家.

    [[players]]
    generals = ["caocao", "xuchu"]    # head (主将), deputy (副将): one kingdom
    shown = [true, false]             # default both shown; a dead player's are shown
    careerist = false                 # a shown player counted as 野心家 (only when the kingdom
                                      # already holds half of the table)

HP defaults to the pair's whole 阴阳鱼. Kingdoms come from the shown generals; no kingdom may
hold more than half of the players (the extra ones are 野心家 and must say so).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from ..engine.game import Game
from ..engine.kingdoms import CAREERIST
from ..engine.state import Player
from ..packs.heg_heroes import lookup_heg_general, pair_hp, pair_problem, seat_pair
from ..packs.heg_skills import HEG_SKILLS
from .scenario import _bad, _bool, _list, _unknown, check_skills, player_state

if TYPE_CHECKING:
    from .hegemony import HegemonyRules

_HEG_PLAYER_KEYS = {"generals", "shown", "careerist", "hp", "max_hp", "alive", "hand", "equip", "judge",
                    "chained", "face_up", "script", "skills"}


def heg_players(source: str, players_in: list, rows, finder) -> list[dict]:
    out = []
    used: dict[str, int] = {}
    for i, p in enumerate(players_in):
        f = f"players[{i}]"
        if not isinstance(p, dict):
            raise _bad(source, f, "must be a table")
        _unknown(source, f, p, _HEG_PLAYER_KEYS)
        ids = _list(source, f + ".generals", p.get("generals"))
        if len(ids) != 2 or not all(isinstance(x, str) for x in ids):
            raise _bad(source, f + ".generals", f"two 国战 general ids [head, deputy], got {ids!r}")
        head, deputy = (lookup_heg_general(x, f"{source}: field {f}.generals") for x in ids)
        why = pair_problem(head, deputy)
        if why:
            raise _bad(source, f + ".generals", why)
        for gid in ids:
            if gid in used:
                raise _bad(source, f + ".generals", f"{gid} is already players[{used[gid]}]'s general")
            used[gid] = i
        shown = _list(source, f + ".shown", p.get("shown", [True, True]))
        if len(shown) != 2:
            raise _bad(source, f + ".shown", f"two flags [head, deputy], got {shown!r}")
        shown = [_bool(source, f"{f}.shown[{j}]", v) for j, v in enumerate(shown)]
        state = player_state(source, f, p, rows, finder, pair_hp(head, deputy)[0])
        if not state["alive"]:
            shown = [True, True]          # the dead are shown (验明势力)
        careerist = _bool(source, f + ".careerist", p.get("careerist", False))
        if careerist and not any(shown):
            raise _bad(source, f + ".careerist", "a 野心家 has a shown general")
        out.append({"generals": [head.id, deputy.id], "shown": shown, "careerist": careerist,
                    "kingdom": head.kingdom, "role": None,
                    "skills": check_skills(source, f, p.get("skills", []), HEG_SKILLS), **state})
    _check_kingdoms(source, out)
    return out


def _check_kingdoms(source: str, players: list[dict]) -> None:
    n = len(players)
    counts: dict[str, int] = {}
    for p in players:
        if any(p["shown"]) and not p["careerist"]:
            counts[p["kingdom"]] = counts.get(p["kingdom"], 0) + 1
    for k, c in counts.items():
        if c * 2 > n:
            raise _bad(source, "players", f"{c} of {n} players are shown as {k}: more than half; the later ones "
                                          "are 野心家 (careerist = true)")
    for i, p in enumerate(players):
        if p["careerist"] and (counts.get(p["kingdom"], 0) + 1) * 2 <= n:
            raise _bad(source, f"players[{i}].careerist", f"{p['kingdom']} holds {counts.get(p['kingdom'], 0)} of "
                                                         f"{n} players: showing one more does not make a 野心家")


def build_heg_table(g: Game, sc: dict[str, Any]) -> None:
    """Create the players with their pairs; order the draw pile like an identity scenario."""
    from .scenario import order_draw_pile
    for seat, p in enumerate(sc["players"]):
        g.players.append(Player(seat, p["hp"], p["max_hp"], alive=p["alive"], chained=p["chained"],
                                face_up=p["face_up"]))
    for seat, p in enumerate(sc["players"]):
        player = g.players[seat]
        head, deputy = (lookup_heg_general(x, "scenario") for x in p["generals"])
        if p["alive"]:
            seat_pair(g, seat, head, deputy, tuple(p["shown"]))
            for sid in p["skills"]:
                g.add_skill(seat, HEG_SKILLS[sid])
        else:
            seat_pair(g, seat, head, deputy, (True, True))
            for skill in list(player.skills):
                g.remove_skill(seat, skill)
        if any(p["shown"]):
            player.kingdom = CAREERIST if p["careerist"] else p["kingdom"]
    state = cast("HegemonyRules", g.rules).heg     # (a 国战 game)
    state.first_shown = any(any(p["shown"]) for p in sc["players"])
    state.both_shown = {seat for seat, p in enumerate(sc["players"]) if all(p["shown"])}
    order_draw_pile(g, sc)
