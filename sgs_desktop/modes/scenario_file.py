"""Scenario files (残局): read and checked whole into a typed `Scenario` before anything runs.

See docs/scenarios.md for the format. `load_scenario` reads a TOML file (size, nesting and
numbers bounded: engine/bounded.py); `normalise` checks a parsed table. Every malformed field
is named with its path (`players[2].hand[1]`). A `Scenario`'s JSON form (`to_json`, card
references resolved to ids) is what `GameConfig.scenario` carries, so records of scenario games
replay; `Scenario.from_json` checks that form again (a record may have been edited).
"""

from __future__ import annotations

import difflib
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..engine.bounded import SCENARIO_BYTES, Field, cut, load_toml, read_text, short
from ..engine.cards import EQUIP_SLOTS
from ..engine.config import GameConfig
from ..engine.errors import ConfigError, IllegalAnswer
from ..engine.kingdoms import GOD, GOD_CHOICES
from ..engine.timings import PHASES
from ..engine.wire import answer_from_json
from ..packs import IDENTITY_PACKAGES
from ..packs.cardref import CardFinder, CardRefError, matching_ids
from ..packs.deck import CardRow, deck_rows, packages
from ..packs.generals import HEG_EXTRA_PACKAGES, heg_lord_ids, identity_packages
from ..packs.heg_seating import lookup_heg_general, pair_hp, pair_problem
from ..packs.heg_skills import HEG_SKILLS
from ..packs.seating import BLANK, general_hp, lookup_general
from ..packs.skills import SKILLS
from .heg_rules import RULES
from .roles import LORD, REBEL, RENEGADE, ROLES
from .scenario_extras import check_offer_lords, read_marks, read_piles, read_used

STOPS = ("game_over", "turn_end", "scripts_done")
MODES = ("identity", "hegemony")
HEG_DECK = ("hegemony_standard",)
VICTORY = ("online", "table")
#: the deck each mode cannot do without
BASE_PACK = {"identity": "identity_standard", "hegemony": "hegemony_standard"}
MAX_SCRIPT = 10_000
MAX_ROUNDS = 1_000_000
_GAME_KEYS = frozenset({"mode", "seed", "current", "phase", "strict", "agent", "stop", "round_limit", "packs"})
_HEG_GAME_KEYS = frozenset({"victory", "rules", "offer_lords"})
_STATE_KEYS = frozenset({"hp", "max_hp", "alive", "hand", "equip", "judge", "chained", "face_up", "script",
                         "skills", "marks", "piles", "used_skills"})
_PLAYER_KEYS = _STATE_KEYS | {"role", "general", "gender", "kingdom"}
_HEG_PLAYER_KEYS = _STATE_KEYS | {"generals", "shown", "careerist"}
#: a scripted answer's own keys besides the protocol's: `refused` (true, or words its refusal says)
REFUSED = "refused"
_TOP_KEYS = frozenset({"game", "players", "deck"})
_DECK_KEYS = frozenset({"top", "discard"})
#: the JSON form: the [game] settings, the players, the deck's top and discard, all at the top
_NORMAL_KEYS = _GAME_KEYS | _HEG_GAME_KEYS | {"players", "top", "discard"}


@dataclass(frozen=True)
class SeatSetup:
    """One seat of a scenario (a [[players]] table), checked; cards are ids."""

    alive: bool
    hp: int
    max_hp: int
    hand: tuple[int, ...]
    equip: tuple[int, ...]
    judge: tuple[int, ...]
    chained: bool
    face_up: bool
    script: tuple[dict[str, Any], ...]
    skills: tuple[str, ...]         # extra skills, none of them the general's own
    # identity
    role: str | None = None
    general: str = BLANK
    gender: str | None = None
    # 国战: head and deputy, which are shown, 野心家, and the pair's kingdom
    generals: tuple[str, str] | None = None
    shown: tuple[bool, bool] = (True, True)
    careerist: bool = False
    kingdom: str | None = None
    marks: tuple[tuple[str, int], ...] = ()     # marks (先驱, 天义's won …) and how many
    piles: tuple[tuple[str, tuple[int, ...]], ...] = ()     # cards on the general, by pile id (田 …)
    used_skills: tuple[str, ...] = ()           # 限定技 used, 觉醒技 woken


    def to_json(self) -> dict[str, Any]:
        if self.generals is not None:
            head: dict[str, Any] = {"generals": list(self.generals), "shown": list(self.shown),
                                    "careerist": self.careerist, "kingdom": self.kingdom, "role": None,
                                    "skills": list(self.skills)}
        else:
            head = {"role": self.role, "general": self.general, "skills": list(self.skills), "gender": self.gender}
            if self.kingdom is not None:
                head["kingdom"] = self.kingdom      # 神: the kingdom it chose (absent: asked at the start)
        if self.marks:
            head["marks"] = dict(self.marks)
        if self.piles:
            head["piles"] = {name: list(cards) for name, cards in self.piles}
        if self.used_skills:
            head["used_skills"] = list(self.used_skills)
        return {**head, "alive": self.alive, "hp": self.hp, "max_hp": self.max_hp, "hand": list(self.hand),
                "equip": list(self.equip), "judge": list(self.judge), "chained": self.chained,
                "face_up": self.face_up, "script": [dict(a) for a in self.script]}


@dataclass(frozen=True)
class Scenario:
    """A whole scenario, checked: the settings, the seats in order, the deck's top (first = top)
    and discard pile."""

    mode: str
    packs: tuple[str, ...]
    seed: int
    current: int
    phase: str
    stop: str
    strict: bool
    agent: str
    round_limit: int
    players: tuple[SeatSetup, ...]
    top: tuple[int, ...]
    discard: tuple[int, ...]
    victory: str | None = None      # 国战 only
    rules: str | None = None        # 国战 only: the rules profile ("old" when None)
    offer_lords: bool = False       # 国战 only: 成为君主 is offered before play (the deal-time offer)

    @property
    def hegemony(self) -> bool:
        return self.mode == "hegemony"

    def config(self) -> GameConfig:
        """The game this scenario sets up (its JSON form rides in `GameConfig.scenario`)."""
        options = (("victory", self.victory),) if self.victory is not None else ()
        if self.rules is not None and self.rules != "old":
            options = tuple(sorted((*options, ("rules", self.rules))))
        return GameConfig(mode=self.mode, players=len(self.players), packs=self.packs, roles=None,
                          round_limit=self.round_limit, scenario=self.to_json(), options=options)

    def to_json(self) -> dict[str, Any]:
        out = {"mode": self.mode, "packs": list(self.packs), "seed": self.seed, "current": self.current,
               "phase": self.phase, "stop": self.stop, "strict": self.strict, "agent": self.agent,
               "round_limit": self.round_limit, "players": [p.to_json() for p in self.players],
               "top": list(self.top), "discard": list(self.discard)}
        if self.victory is not None:
            out["victory"] = self.victory
        if self.rules is not None and self.rules != "old":
            out["rules"] = self.rules
        if self.offer_lords:
            out["offer_lords"] = True
        return out

    @classmethod
    def from_json(cls, data: Any, source: str = "", path: str = "config.scenario") -> Scenario:
        """Check a scenario's JSON form (`to_json`) again, whole; a ConfigError names the field."""
        top = Field(source, path, data).table(_NORMAL_KEYS, "a scenario's JSON form (an object)")
        missing = sorted(_NORMAL_KEYS - _HEG_GAME_KEYS - set(data))
        if missing:
            top.fail(f"a scenario's JSON form has every setting; missing {missing}")
        sc = _read(top, top["players"], top.get("top", []), top.get("discard", []), normal=True)
        again = sc.to_json()
        if again != data:
            raise top[_difference(again, data)].bad("does not agree with the rest of the scenario (its JSON form "
                                                    "was edited?)")
        return sc


def _difference(a: Any, b: Any) -> str:
    """The path of the first place two JSON forms differ (a key, then into players[i])."""
    path = ""
    for _ in range(3):
        if isinstance(a, dict) and isinstance(b, dict):
            key = next((k for k in [*a, *b] if a.get(k) != b.get(k) or (k in a) != (k in b)), None)
            if key is None:
                break
            path, a, b = (f"{path}.{key}" if path else key), a.get(key), b.get(key)
        elif isinstance(a, list) and isinstance(b, list) and len(a) == len(b):
            i = next(i for i in range(len(a)) if a[i] != b[i])
            path, a, b = f"{path}[{i}]", a[i], b[i]
        else:
            break
    return path


def scenario_of(config: GameConfig, mode: str) -> Scenario | None:
    """The config's scenario (残局), checked again whole (a record's may have been edited), or None."""
    if config.scenario is None:
        return None
    sc = Scenario.from_json(config.scenario)
    if (sc.mode, len(sc.players), sc.packs, sc.round_limit) != (mode, config.players, config.packs,
                                                                config.round_limit):
        raise ConfigError("field config.scenario: its mode, players, packs and round_limit must be the config's")
    return sc


def load_scenario(path: str | Path) -> Scenario:
    """Read and check a scenario file; a ConfigError names the file and the field."""
    return parse_scenario(load_toml(read_text(path, SCENARIO_BYTES, "scenario file"), str(path)), str(path))


def parse_scenario(data: Any, source: str = "scenario") -> Scenario:
    """Check a parsed scenario table (see docs/scenarios.md) into a Scenario."""
    top = Field(source, "", data).table(_TOP_KEYS, "a table")
    deck = top.get("deck", {}).table(_DECK_KEYS)
    return _read(top.get("game", {}), top.get("players", []), deck.get("top", []), deck.get("discard", []))


def normalise(data: Any, source: str = "scenario") -> dict[str, Any]:
    """A parsed scenario table's JSON form (what GameConfig.scenario carries)."""
    return parse_scenario(data, source).to_json()


# --------------------------------------------------------------------------- reading


def _read(game: Field, players_in: Field, deck_top: Field, deck_discard: Field, normal: bool = False) -> Scenario:
    """The settings (`game`), the seats and the deck; `normal`: read from the JSON form, where
    they all sit at the top and a 国战 seat also says its kingdom."""
    game.table(_GAME_KEYS | _HEG_GAME_KEYS | ({"players", "top", "discard"} if normal else set()))
    mode = game.get("mode", "identity").text(MODES)
    hegemony = mode == "hegemony"
    for key in sorted(_HEG_GAME_KEYS):
        if not hegemony and game[key].given:
            game[key].fail("is a 国战 setting (mode = \"hegemony\")")
    packs = _packs(game.get("packs", list(HEG_DECK if hegemony else IDENTITY_PACKAGES)), mode)
    rows = deck_rows(packs)
    finder = CardFinder(rows)
    stop = game.get("stop", "game_over").text(STOPS)
    phase = game.get("phase", "start").text(PHASES)
    agent = game.get("agent", "random").text(("random",))
    seed = game.get("seed", 0).integer()
    strict = game.get("strict", False).flag()
    round_limit = game.get("round_limit", 0).integer(0, MAX_ROUNDS)

    if not isinstance(players_in.value, list):
        players_in.fail(f"must be a list of player tables ([[players]]), got {short(players_in.value)}")
    if not 2 <= len(players_in.value) <= 10:
        players_in.fail(f"a table has 2-10 players, got {len(players_in.value)}")
    n = len(players_in.value)
    if hegemony:
        profile = game.get("rules", "old").text(RULES)
        rules: str | None = profile
        players = _heg_players(players_in, rows, finder, normal, profile, packs)
        first = 0
        victory: str | None = game.get("victory", "online").text(VICTORY)
        offer_lords = game.get("offer_lords", False).flag()
        if offer_lords:
            check_offer_lords(game["offer_lords"], [(p.generals[0] if p.generals else "", p.alive, any(p.shown))
                                                    for p in players], packs, profile)
    else:
        players = tuple(_player(f, rows, finder, n) for f in players_in.items())
        roles = [p.role for p in players]
        if roles.count(LORD) != 1:
            players_in.fail(f"exactly one player is the lord, got roles {roles}")
        first = roles.index(LORD)
        if not players[first].alive:
            players_in.fail("the lord must be alive when the scenario starts")
        against = [p for p in players if p.role in (REBEL, RENEGADE)]
        if against and not any(p.alive for p in against):
            players_in.fail("every 反贼 and 内奸 is dead: the lord's side has already won (a table of the lord's "
                            "side alone has no 反贼 or 内奸 at all)")
        victory = None
        rules = None
        offer_lords = False
    current = game.get("current", first).integer(0, n - 1)
    if not players[current].alive:
        game["current"].fail(f"seat {current} is dead")
    if hegemony:
        side = _one_side(players, current)
        if side is not None:
            players_in.fail(f"the living players can only be {side}: the game is already won")
    on_top = tuple(_card(finder, f) for f in deck_top.items())
    discard = tuple(_card(finder, f) for f in deck_discard.items())
    return Scenario(mode, packs, seed, current, phase, stop, strict, agent, round_limit, players, on_top, discard,
                    victory, rules, offer_lords)


def _packs(f: Field, mode: str) -> tuple[str, ...]:
    """The table's card packages and general packages (国战: 阵, 势; 身份: 风 identity_wind, 火 …: the
    packages a table deals generals from; a scenario seats whom it names, from any package)."""
    names = tuple(x.text(what="a package name") for x in f.items("a list of card or general package names"))
    prefix = "identity_" if mode == "identity" else "hegemony_"
    extra = HEG_EXTRA_PACKAGES if mode == "hegemony" else identity_packages()
    for i, name in enumerate(names):
        if name not in extra and (name not in packages() or not name.startswith(prefix)):
            what = "card or general package" if mode == "identity" else "card package"
            f.fail(f"unknown {mode} {what} {short(name)}; known: "
                   f"{list(dict.fromkeys([p for p in packages() if p.startswith(prefix)] + list(extra)))}")
        if name in names[:i]:
            f.fail(f"{short(name)} is named twice")
    if BASE_PACK[mode] not in names:
        f.fail(f"the {mode} deck needs {BASE_PACK[mode]!r}, got {list(names)}")
    return names


def _card(finder: CardFinder, f: Field) -> int:
    try:
        return finder.find(f.value, f.path)
    except CardRefError as exc:
        raise f.bad(str(exc).removeprefix(f"{f.path}: ")) from None


def _skills(f: Field, known: dict[str, Any], own: tuple[str, ...], whose: str) -> tuple[str, ...]:
    """Extra skills: known ids, none twice, none the general already has (刘备 given 仁德 again)."""
    out: list[str] = []
    for x in f.items("a list of skill ids"):
        sid = x.text(what="a skill id")
        if sid not in known:
            close = difflib.get_close_matches(sid, list(known), n=3, cutoff=0.5)
            f.fail(f"unknown skill {short(sid)}" + (f"; did you mean {close}?" if close else ""))
        if sid in out:
            f.fail(f"{sid!r} is listed twice")
        if sid in own:
            f.fail(f"{whose} already has {sid!r}: list only skills it does not have")
        out.append(sid)
    return tuple(out)


def _player(f: Field, rows: list[CardRow], finder: CardFinder, n_players: int) -> SeatSetup:
    f.table(_PLAYER_KEYS)
    role = f["role"].text(ROLES, "a role")
    general = f.get("general", BLANK).text(what="a general id")
    default_hp = 4
    own: tuple[str, ...] = ()
    if general != BLANK:
        found = lookup_general(general, f["general"].where)
        default_hp = general_hp(found, lord=role == LORD, players=n_players)
        own = tuple(s for s in found.skills if role == LORD or s not in found.lord_skills)
    skills = _skills(f.get("skills", []), SKILLS, own, general)
    gender = f["gender"]
    if gender.given:
        gender.text(("male", "female"))
    kingdom = f["kingdom"]
    if kingdom.given:
        kingdom.text(GOD_CHOICES, "a kingdom a 神 general may choose")
        if general == BLANK or lookup_general(general, f["general"].where).kingdom != GOD:
            kingdom.fail(f"only a 神 general chooses its kingdom; {short(general)} is not one")
    state = _state(f, rows, finder, default_hp)
    marks = read_marks(f.get("marks", {}), SKILLS, None, state["alive"])
    used = read_used(f, SKILLS, own + skills, general, state["alive"])
    return SeatSetup(**state, skills=skills, role=role, general=general, gender=gender.value, marks=marks,
                     used_skills=used, kingdom=kingdom.value)


def _state(f: Field, rows: list[CardRow], finder: CardFinder, default_hp: int) -> dict[str, Any]:
    """The mode-independent part of a player table: HP, life, cards, chains, script."""
    alive = f.get("alive", True).flag()
    max_hp = f.get("max_hp", default_hp).integer(1, 20)
    hp = f.get("hp", max_hp).integer(-20, max_hp)
    if alive and hp < 1:
        f["hp"].fail(f"a living player has at least 1 HP, got {hp}")
    hand, equip, judge = (tuple(_card(finder, c) for c in f.get(key, []).items()) for key in ("hand", "equip",
                                                                                               "judge"))
    if not alive and (hand or equip or judge):
        f.fail("a dead player holds no cards")
    slots: set[str] = set()
    for c in equip:
        sub = rows[c].subtype
        if rows[c].type != "equip" or sub not in EQUIP_SLOTS:
            f["equip"].fail(f"{rows[c].name_zh} is not an equipment card")
        if sub in slots:
            f["equip"].fail(f"two cards in the {sub} slot")
        slots.add(sub)
    names: set[str] = set()
    for c in judge:
        if rows[c].subtype != "delayed_trick":
            f["judge"].fail(f"{rows[c].name_zh} is not a delayed trick")
        if rows[c].key in names:
            f["judge"].fail(f"two {rows[c].name_zh} in one judge area")
        names.add(rows[c].key)
    script = tuple(_scripted(a, rows) for a in f.get("script", []).items("a list of answers", MAX_SCRIPT))
    return {"alive": alive, "hp": hp, "max_hp": max_hp, "hand": hand, "equip": equip, "judge": judge,
            "chained": f.get("chained", False).flag(), "face_up": f.get("face_up", True).flag(), "script": script,
            "piles": read_piles(f.get("piles", {}), finder, alive)}


def _scripted(f: Field, rows: list[CardRow]) -> dict[str, Any]:
    """A scripted answer: the protocol's JSON form, whose card fields may be references (they
    are matched against the request when it comes: here each must name a card of the deck)."""
    if not isinstance(f.value, dict) or "type" not in f.value:
        f.fail("each scripted answer is a table with a 'type'")
    probe = dict(f.value)
    refused = probe.pop(REFUSED, None)
    if refused is not None and refused is not True and not (isinstance(refused, str) and refused.strip()):
        f[REFUSED].fail(f"true, or words the refusal's message holds, got {short(refused)}")
    for key in ("card", "cards", "top", "bottom"):
        refs = probe.get(key)
        many = isinstance(refs, list)
        resolved: list[Any] = []
        for j, ref in enumerate(refs if isinstance(refs, list) else [refs]):
            if isinstance(ref, str):
                rf = Field(f.source, f"{f.path}.{key}[{j}]" if many else f"{f.path}.{key}", ref)
                try:
                    ids = matching_ids(rows, ref, rf.path)
                except CardRefError as exc:
                    raise rf.bad(str(exc).removeprefix(f"{rf.path}: ")) from None
                if not ids:
                    rf.fail(f"no card {short(ref)} in this deck")
                ref = 0
            resolved.append(ref)
        if key in probe:
            probe[key] = resolved if many else resolved[0]
    try:
        answer_from_json(probe)
    except IllegalAnswer as exc:
        f.fail(f"not an answer: {cut(str(exc))}")
    return dict(f.value)


# --------------------------------------------------------------------------- 国战 seats


def _heg_players(players_in: Field, rows: list[CardRow], finder: CardFinder, normal: bool,
                 rules: str, packs: tuple[str, ...]) -> tuple[SeatSetup, ...]:
    """A general pair per seat, each face down or shown, and 野心家 (docs/scenarios.md, 国战)."""
    out = []
    used: dict[str, int] = {}
    for i, f in enumerate(players_in.items()):
        f.table(_HEG_PLAYER_KEYS | ({"kingdom", "role"} if normal else set()))
        ids = f["generals"]
        if not isinstance(ids.value, list) or len(ids.value) != 2 or not all(isinstance(x, str) for x in ids.value):
            ids.fail(f"two 国战 general ids [head, deputy], got {short(ids.value)}")
        head, deputy = (lookup_heg_general(x, ids.where, rules, packs) for x in ids.value)
        why = pair_problem(head, deputy)
        if why:
            ids.fail(why)
        if deputy.lord_capable:
            ids.fail(f"{deputy.id} is a 君主: a lord is a head general")
        for gid in ids.value:
            if gid in used:
                ids.fail(f"{gid} is already players[{used[gid]}]'s general")
            used[gid] = i
        flags = f.get("shown", [True, True])
        shown = tuple(x.flag() for x in flags.items("two flags [head, deputy]"))
        if len(shown) != 2:
            flags.fail(f"two flags [head, deputy], got {short(flags.value)}")
        if head.lord_capable and not shown[0]:
            flags.fail(f"{head.id} is a 君主: a lord is always shown")
        state = _state(f, rows, finder, pair_hp(head, deputy)[0])
        if not state["alive"]:
            shown = (True, True)          # the dead are shown (验明势力)
        careerist = f.get("careerist", False).flag()
        if careerist and not any(shown):
            f["careerist"].fail("a 野心家 has a shown general")
        own = head.skills + deputy.skills
        skills = _skills(f.get("skills", []), HEG_SKILLS, own, f"{head.id}/{deputy.id}")
        marks = read_marks(f.get("marks", {}), HEG_SKILLS, rules, state["alive"])
        spent = read_used(f, HEG_SKILLS, own + skills, f"{head.id}/{deputy.id}", state["alive"])
        out.append(SeatSetup(**state, skills=skills, generals=(head.id, deputy.id), shown=(shown[0], shown[1]),
                             careerist=careerist, kingdom=head.kingdom, marks=marks, used_skills=spent))
    _check_kingdoms(players_in, out)
    return tuple(out)


def _one_side(players: tuple[SeatSetup, ...], current: int) -> str | None:
    """The kingdom the living can only be, as the online victory rule sees it (a face-down player
    counts as its head general's kingdom, or as a 野心家 when that kingdom already holds half the
    table, in seat order from `current`); None while two sides live."""
    n = len(players)
    counts: dict[str, int] = {}
    for p in players:
        if any(p.shown) and not p.careerist and p.kingdom is not None:
            counts[p.kingdom] = counts.get(p.kingdom, 0) + 1
    sides: set[str] = set()
    for seat in [*range(current, n), *range(current)]:
        p = players[seat]
        if not p.alive or p.kingdom is None:
            continue
        if p.careerist:
            sides.add(f"野心家 {seat}")
        elif any(p.shown):
            sides.add(p.kingdom)
        elif (counts.get(p.kingdom, 0) + 1) * 2 > n:
            sides.add(f"野心家 {seat}")
        else:
            counts[p.kingdom] = counts.get(p.kingdom, 0) + 1
            sides.add(p.kingdom)
    return sides.pop() if len(sides) == 1 else None


def _check_kingdoms(players_in: Field, players: list[SeatSetup]) -> None:
    """As at a table: no kingdom holds more than half of the players (the extra shown ones are 野心家),
    unless its 君主 is seated alive."""
    n = len(players)
    counts: dict[str, int] = {}
    for p in players:
        if any(p.shown) and not p.careerist and p.kingdom is not None:
            counts[p.kingdom] = counts.get(p.kingdom, 0) + 1
    lords = {p.kingdom for p in players if p.alive and p.generals is not None and p.generals[0] in heg_lord_ids()}
    for k, c in counts.items():
        if c * 2 > n and k not in lords:        # (a living 君主: its kingdom's players are never 野心家)
            players_in.fail(f"{c} of {n} players are shown as {k}: more than half; the later ones are 野心家 "
                            "(careerist = true)")
    for i, p in enumerate(players):
        if p.careerist and p.kingdom is not None and (counts.get(p.kingdom, 0) + 1) * 2 <= n:
            Field(players_in.source, f"{players_in.path}[{i}].careerist", True).fail(
                f"{p.kingdom} holds {counts.get(p.kingdom, 0)} of {n} players: showing one more does not make "
                "a 野心家")
