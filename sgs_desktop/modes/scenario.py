"""Scenario files (残局): a TOML table set-up, checked and normalised before any game starts.

See docs/scenarios.md for the format. `load_scenario` reads and validates a
file into a plain JSON-able dict (card references resolved to ids); that dict
is what `GameConfig.scenario` carries, so records of scenario games replay.
Nothing is applied until the whole file is known to be good.
"""

from __future__ import annotations

import difflib
import tomllib
from pathlib import Path
from typing import Any

from ..engine import events as E
from ..engine.cards import EQUIP_SLOTS
from ..engine.errors import ConfigError
from ..engine.game import Game, GameConfig
from ..engine.moves import DISCARD, EQUIP, HAND, JUDGE, move_cards
from ..engine.state import GeneralSlot, Player
from ..engine.timings import PHASES
from ..engine.turns import run_turns
from ..packs import BEHAVIOURS, IDENTITY_PACKAGES
from ..packs.cardref import CardFinder, CardRefError
from ..packs.deck import deck_rows
from ..packs.generals import identity_generals
from ..packs.heroes import general_hp, lookup_general, put_general
from ..packs.skills import SKILLS
from .identity import BLANK, LORD, ROLES

STOPS = ("game_over", "turn_end", "scripts_done")
MODES = ("identity", "hegemony")
HEG_DECK = ("hegemony_standard",)
_HEG_GAME_KEYS = {"victory"}
_GAME_KEYS = {"mode", "seed", "current", "phase", "strict", "agent", "stop", "round_limit", "packs"}
_PLAYER_KEYS = {"role", "general", "gender", "hp", "max_hp", "alive", "hand", "equip", "judge", "chained",
                "face_up", "script", "skills"}
_TOP_KEYS = {"game", "players", "deck"}
_DECK_KEYS = {"top", "discard"}


def load_scenario(path: str | Path) -> dict:
    """Read, check and normalise a scenario file; raise ConfigError naming the file and field."""
    p = Path(path)
    try:
        data = tomllib.loads(p.read_text(encoding="utf-8"))
    except OSError as exc:
        raise ConfigError(f"{p}: cannot read: {exc}") from exc
    except (tomllib.TOMLDecodeError, UnicodeDecodeError) as exc:
        raise ConfigError(f"{p}: not valid TOML: {exc}") from exc
    return normalise(data, str(p))


def _bad(source: str, field: str, why: str) -> ConfigError:
    return ConfigError(f"{source}: field {field}: {why}")


def _int(source: str, field: str, v: Any, lo: int | None = None, hi: int | None = None) -> int:
    if not isinstance(v, int) or isinstance(v, bool):
        raise _bad(source, field, f"must be an integer, got {v!r}")
    if (lo is not None and v < lo) or (hi is not None and v > hi):
        raise _bad(source, field, f"must be in {lo}..{hi}, got {v}")
    return v


def _bool(source: str, field: str, v: Any) -> bool:
    if not isinstance(v, bool):
        raise _bad(source, field, f"must be true or false, got {v!r}")
    return v


def _list(source: str, field: str, v: Any) -> list:
    if not isinstance(v, list):
        raise _bad(source, field, f"must be a list, got {v!r}")
    return v


def _unknown(source: str, field: str, table: dict, known: set[str]) -> None:
    extra = sorted(set(table) - known)
    if extra:
        raise _bad(source, field, f"unknown keys {extra}; known: {sorted(known)}")


def normalise(data: Any, source: str = "scenario") -> dict:
    """Check a parsed scenario table and return its normal form (see module doc)."""
    if not isinstance(data, dict):
        raise ConfigError(f"{source}: a scenario is a table")
    _unknown(source, "(top level)", data, _TOP_KEYS)
    game = data.get("game", {})
    if not isinstance(game, dict):
        raise _bad(source, "game", "must be a table")
    mode = game.get("mode", "identity")
    if mode not in MODES:
        raise _bad(source, "game.mode", f"must be one of {list(MODES)}, got {mode!r}")
    hegemony = mode == "hegemony"
    _unknown(source, "game", game, _GAME_KEYS | (_HEG_GAME_KEYS if hegemony else set()))
    packs = game.get("packs", list(HEG_DECK if hegemony else IDENTITY_PACKAGES))
    if not isinstance(packs, list) or not all(isinstance(x, str) for x in packs):
        raise _bad(source, "game.packs", "must be a list of package names")
    try:
        rows = deck_rows(packs)
    except KeyError as exc:
        raise _bad(source, "game.packs", exc.args[0]) from None
    finder = CardFinder(rows)
    stop = game.get("stop", "game_over")
    if stop not in STOPS:
        raise _bad(source, "game.stop", f"must be one of {list(STOPS)}, got {stop!r}")
    phase = game.get("phase", "start")
    if phase not in PHASES:
        raise _bad(source, "game.phase", f"must be one of {list(PHASES)}, got {phase!r}")
    agent = game.get("agent", "random")
    if agent != "random":
        raise _bad(source, "game.agent", f"known agents: ['random'], got {agent!r}")

    players_in = _list(source, "players", data.get("players", []))
    if not 2 <= len(players_in) <= 10:
        raise _bad(source, "players", f"a table has 2-10 players, got {len(players_in)}")
    extra_out: dict[str, Any] = {}
    if hegemony:
        from .heg_scenario import heg_players
        players = heg_players(source, players_in, rows, finder)
        first = 0
        extra_out["victory"] = game.get("victory", "online")
        if extra_out["victory"] not in ("online", "table"):
            raise _bad(source, "game.victory", f"must be 'online' or 'table', got {extra_out['victory']!r}")
    else:
        players = [_player(source, i, p, rows, finder, len(players_in)) for i, p in enumerate(players_in)]
        roles = [p["role"] for p in players]
        if roles.count(LORD) != 1:
            raise _bad(source, "players", f"exactly one player is the lord, got roles {roles}")
        if not players[roles.index(LORD)]["alive"]:
            raise _bad(source, "players", "the lord must be alive when the scenario starts")
        first = roles.index(LORD)
    current = _int(source, "game.current", game.get("current", first), 0, len(players) - 1)
    if not players[current]["alive"]:
        raise _bad(source, "game.current", f"seat {current} is dead")

    deck = data.get("deck", {})
    if not isinstance(deck, dict):
        raise _bad(source, "deck", "must be a table")
    _unknown(source, "deck", deck, _DECK_KEYS)
    top = [finder.find(c, f"deck.top[{i}]") for i, c in _enum(source, "deck.top", deck.get("top", []))]
    discard = [finder.find(c, f"deck.discard[{i}]") for i, c in _enum(source, "deck.discard",
                                                                         deck.get("discard", []))]
    return {
        "mode": mode, "packs": packs,
        "seed": _int(source, "game.seed", game.get("seed", 0)),
        "current": current, "phase": phase, "stop": stop,
        "strict": _bool(source, "game.strict", game.get("strict", False)), "agent": agent,
        "round_limit": _int(source, "game.round_limit", game.get("round_limit", 0), 0),
        "players": players, "top": top, "discard": discard, **extra_out,
    }


def _enum(source: str, field: str, v: Any):
    return enumerate(_list(source, field, v))


def _player(source: str, i: int, p: Any, rows, finder: CardFinder, n_players: int) -> dict:
    f = f"players[{i}]"
    if not isinstance(p, dict):
        raise _bad(source, f, "must be a table")
    _unknown(source, f, p, _PLAYER_KEYS)
    role = p.get("role")
    if role not in ROLES:
        raise _bad(source, f + ".role", f"must be one of {list(ROLES)}, got {role!r}")
    general = p.get("general", BLANK)
    if not isinstance(general, str):
        raise _bad(source, f + ".general", f"must be a general id, got {general!r}")
    default_hp = 4
    if general != BLANK:
        found = lookup_general(general, f"{source}: field {f}.general")
        default_hp = general_hp(found, lord=role == LORD, players=n_players)
    extra = check_skills(source, f, p.get("skills", []), SKILLS)
    gender = p.get("gender")
    if gender not in (None, "male", "female"):
        raise _bad(source, f + ".gender", f"must be 'male' or 'female', got {gender!r}")
    return {"role": role, "general": general, "skills": extra, "gender": gender,
            **player_state(source, f, p, rows, finder, default_hp)}


def check_skills(source: str, f: str, extra: Any, known: dict) -> list[str]:
    if not isinstance(extra, list) or not all(isinstance(x, str) for x in extra):
        raise _bad(source, f + ".skills", "must be a list of skill ids")
    for sid in extra:
        if sid not in known:
            close = difflib.get_close_matches(sid, list(known), n=3, cutoff=0.5)
            raise _bad(source, f + ".skills", f"unknown skill {sid!r}" + (f"; did you mean {close}?" if close
                                                                         else ""))
    return extra


def player_state(source: str, f: str, p: dict, rows, finder: CardFinder, default_hp: int) -> dict:
    """The mode-independent part of a player table: HP, life, cards, chains, script."""
    alive = _bool(source, f + ".alive", p.get("alive", True))
    max_hp = _int(source, f + ".max_hp", p.get("max_hp", default_hp), 1, 20)
    hp = _int(source, f + ".hp", p.get("hp", max_hp), -20, max_hp)
    if alive and hp < 1:
        raise _bad(source, f + ".hp", f"a living player has at least 1 HP, got {hp}")

    def cards(key: str) -> list[int]:
        out = []
        for j, ref in _enum(source, f"{f}.{key}", p.get(key, [])):
            try:
                out.append(finder.find(ref, f"{f}.{key}[{j}]"))
            except CardRefError as exc:
                raise ConfigError(f"{source}: field {exc}") from None
        return out

    try:
        hand, equip, judge = cards("hand"), cards("equip"), cards("judge")
    except CardRefError as exc:
        raise ConfigError(f"{source}: field {exc}") from None
    if not alive and (hand or equip or judge):
        raise _bad(source, f, "a dead player holds no cards")
    slots: dict[str, int] = {}
    for c in equip:
        sub = rows[c].subtype
        if rows[c].type != "equip" or sub not in EQUIP_SLOTS:
            raise _bad(source, f + ".equip", f"{rows[c].name_zh} is not an equipment card")
        if sub in slots:
            raise _bad(source, f + ".equip", f"two cards in the {sub} slot")
        slots[sub] = c
    names: set[str] = set()
    for c in judge:
        if rows[c].subtype != "delayed_trick":
            raise _bad(source, f + ".judge", f"{rows[c].name_zh} is not a delayed trick")
        if rows[c].key in names:
            raise _bad(source, f + ".judge", f"two {rows[c].name_zh} in one judge area")
        names.add(rows[c].key)
    script = _list(source, f + ".script", p.get("script", []))
    for j, a in enumerate(script):
        if not isinstance(a, dict) or "type" not in a:
            raise _bad(source, f"{f}.script[{j}]", "each scripted answer is a table with a 'type'")
    return {"alive": alive, "hp": hp, "max_hp": max_hp, "hand": hand, "equip": equip, "judge": judge,
            "chained": _bool(source, f + ".chained", p.get("chained", False)),
            "face_up": _bool(source, f + ".face_up", p.get("face_up", True)), "script": script}


def scenario_config(sc: dict) -> GameConfig:
    options = (("victory", sc["victory"]),) if sc["mode"] == "hegemony" else ()
    return GameConfig(mode=sc["mode"], players=len(sc["players"]), packs=tuple(sc["packs"]),
                      roles=None, round_limit=sc["round_limit"], scenario=sc, options=options)


# --------------------------------------------------------------------------- applying


def build_table(g: Game, sc: dict) -> None:
    """Create the players; order the draw pile: cards to place, the rest shuffled, then `top`."""
    for seat, p in enumerate(sc["players"]):
        g.players.append(Player(seat, p["hp"], p["max_hp"], [GeneralSlot(p["general"])], alive=p["alive"],
                                role=p["role"], role_shown=p["role"] == LORD or not p["alive"],
                                chained=p["chained"], face_up=p["face_up"]))
    # skills are given once every player exists (a lord skill may attach helpers to the others: 黄天)
    for seat, p in enumerate(sc["players"]):
        player = g.players[seat]
        if p["alive"]:
            if p["general"] != BLANK:
                put_general(g, seat, identity_generals()[p["general"]], lord=p["role"] == LORD)
            for sid in p.get("skills", ()):
                g.add_skill(seat, SKILLS[sid])
        if p["gender"] is not None:
            player.gender = p["gender"]
    order_draw_pile(g, sc)


def order_draw_pile(g: Game, sc: dict) -> None:
    """Cards to place first, the rest shuffled with the seed, then the scenario's `top`."""
    placed = [c for p in sc["players"] for key in ("hand", "equip", "judge") for c in p[key]]
    placed += sc["discard"]
    fixed = set(placed) | set(sc["top"])
    rest = [c for c in range(len(g.cards)) if c not in fixed]
    g.rng.shuffle(rest)
    g.draw_pile = placed + rest + list(reversed(sc["top"]))
    g.seats_changed()


async def start_scenario(g: Game, sc: dict, first: int | None = None) -> None:
    """Deal the placed cards, then play from the scenario's turn and phase (`first`: whose turn
    starts a round; identity: the lord)."""
    for seat, p in enumerate(sc["players"]):
        g.emit(E.Setup(seat=seat, hp=p["hp"], max_hp=p["max_hp"], alive=p["alive"], chained=p["chained"],
                       face_up=p["face_up"]))
        if p["hand"]:
            await move_cards(g, p["hand"], HAND, seat, reason="setup")
        for c in p["equip"]:
            await move_cards(g, [c], EQUIP, seat, reason="setup")
        for c in p["judge"]:
            await move_cards(g, [c], JUDGE, seat, reason="setup", judge_as=BEHAVIOURS[g.cards[c].key].key)
    if sc["discard"]:
        await move_cards(g, sc["discard"], DISCARD, reason="setup")
    if first is None:
        first = next(p.seat for p in g.players if p.role == LORD)
    g.current = sc["current"]
    await run_turns(g, first, sc["current"], sc["phase"], max_turns=1 if sc["stop"] == "turn_end" else 0)
