"""The speed hints a skill sets are proven, not trusted (docs/skills.md, "Speed hints").

A hint lets the engine skip asking a skill: `own_moves_only` (a 移动后 trigger that only cares
about cards leaving its owner's areas), `own_phases_only` (a trigger that, at the turn and phase
timings, only triggers in its owner's own turn and phases), `modifies_owner_only` (a modifier that only changes values
about its owner, the first argument), `protects_owner` (a PROHIBIT that only guards its owner as a
target), `board_only` (a DISTANCE modifier reading only seats, equipment and shown generals; the
engine memoises distances per board epoch). A wrong hint would be a wrong rule, so:

- every skill that sets one is held to what it claims over a sweep of situations taken from seeded
  games (every hinted skill, asked as if each living player owned it);
- the same seeded games played with every hint ignored are the same games, decision for decision;
- each check catches a skill whose hint is wrong (a test of the tests).

(`may_make` is no hint: ViewAsSkill derives it, tests/test_skills_meta.py.)
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pytest

import sgs_desktop.modes  # noqa: F401
from sgs_desktop.ai.agents import AGENTS
from sgs_desktop.ai.base import SeatRunner
from sgs_desktop.engine import timings as T
from sgs_desktop.engine.config import GameConfig
from sgs_desktop.engine.distance import distance, distances_from
from sgs_desktop.engine.game import Game
from sgs_desktop.engine.protocol.requests import TargetSpec
from sgs_desktop.engine.skills import skill as S
from sgs_desktop.engine.skills.skill import Skill
from sgs_desktop.engine.state import Zone
from sgs_desktop.modes.hegemony import hegemony_config, rule_skills
from sgs_desktop.modes.identity import all_identity_packs
from sgs_desktop.packs import BEHAVIOURS
from sgs_desktop.packs.heg_skills import HEG_SKILLS
from sgs_desktop.packs.skills import SKILLS
from sgs_desktop.packs.strategic.lianheng import RULE_SKILLS
from sgs_desktop.simulate import agent_seed

HINTS = ("own_moves_only", "own_phases_only", "modifies_owner_only", "protects_owner", "board_only")
#: the turn and phase timings, whose payload names whose turn or phase it is (own_phases_only)
OF_A_SEAT = (T.TURN_START, T.TURN_END, T.PHASE_BEGINNING, T.PHASE_START, T.PHASE_END, T.DRAW_PHASE)

CONFIGS = {"8p": GameConfig(players=8, round_limit=300, generals="standard"),
           "5p": GameConfig(players=5, round_limit=300, generals="standard"),
           # (identity dealt from every package: 风 火 林 山 神's skills)
           "8p-packs": GameConfig(players=8, round_limit=300, packs=all_identity_packs()),
           "5p-packs": GameConfig(players=5, round_limit=300, packs=all_identity_packs()),
           "8p-heg": hegemony_config(8, round_limit=300), "5p-heg": hegemony_config(5, round_limit=300),
           "8p-heg-new": hegemony_config(8, round_limit=300, rules="new"),     # (the new rules' skills)
           "8p-sbp": hegemony_config(8, round_limit=300,
                                     packs=("hegemony_standard", "hegemony_strategic_advantage")),
           "5p-heg-new": hegemony_config(5, round_limit=300, rules="new"),
           "8p-mom": hegemony_config(8, round_limit=300, packs=("hegemony_standard", "heg_momentum"))}


def all_skills() -> list[Skill]:
    """Every skill content defines: generals' (identity and 国战), equipment's, 势备篇's rules and
    those the 国战 new rules give (the marks, 鏖战)."""
    found = {id(sk): sk for sk in [*SKILLS.values(), *HEG_SKILLS.values(), *RULE_SKILLS, *rule_skills().values()]}
    for b in BEHAVIOURS.values():
        if b.equip_skill is not None:
            found[id(b.equip_skill)] = b.equip_skill
    return sorted(found.values(), key=lambda sk: (sk.id, type(sk).__module__))


def hinted(hint: str) -> list[Skill]:
    return [sk for sk in all_skills() if getattr(sk, hint)]


def _subclasses(cls: type) -> Iterator[type]:
    for sub in cls.__subclasses__():
        yield sub
        yield from _subclasses(sub)


def test_every_hinted_skill_class_is_checked():
    """A skill class of the game that sets a hint has an instance here (so the sweep checks it)."""
    checked = {type(sk) for sk in all_skills()}
    missed = sorted(f"{c.__module__}.{c.__qualname__}" for c in _subclasses(Skill)
                    if c.__module__.startswith("sgs_desktop.") and c not in checked
                    and any(getattr(c, h) for h in HINTS))
    assert not missed, missed
    ids = {h: {sk.id for sk in hinted(h)} for h in HINTS}
    assert ids["own_moves_only"] >= {"lianying", "xiaoji", "sijian", "lirang", "tuntian", "renjie", "qinyin"}
    assert ids["modifies_owner_only"] >= {"mashu", "paoxiao", "qicai", "xueyi", "crossbow", "halberd", "tianyi",
                                         "hongyan", "fenxun"}
    assert ids["protects_owner"] >= {"kongcheng", "qianxun", "weimu"}
    assert ids["own_phases_only"] >= {"yingzi", "guanxing", "luoshen", "tuxi", "qiaobian", "kuangfeng", "dawu"}
    assert ids["board_only"] >= {"mashu", "mashu_machao"}


# --------------------------------------------------------------------------- situations

#: the seeds each table's sweep plays (8 from 2000, but where the packages' tables seat 邓艾, 左慈 and
#: the 神 generals with hints: 神曹操, 神诸葛亮, 神赵云, 神吕布)
SEEDS = {"8p-packs": range(2009, 2018), "5p-packs": range(2013, 2021)}


def seeds_of(name: str) -> range:
    return SEEDS.get(name, range(2000, 2008))


def sweep(config: GameConfig, seeds: range, on_state: Callable[[Game], None], agent: str = "random") -> list[Game]:
    """Play seeded games, calling `on_state(g)` before every decision (a state between two)."""
    games = []
    for seed in seeds:
        g = Game.new(config, seed)
        runner = SeatRunner(g, [AGENTS[agent](agent_seed(seed, s)) for s in range(config.players)])
        while g.pending is not None:
            on_state(g)
            runner.step()
        games.append(g)
    return games


def sample_cards(g: Game) -> list:
    """A card of every key in the deck, and one of each suit for the 杀 (红颜 reads suits)."""
    seen: dict[Any, Any] = {}
    for c in g.cards:
        key = (c.key, c.suit) if c.key == "slash" else c.key
        seen.setdefault(key, c)
    return list(seen.values())


def _args(kind: str, first, others: list, cards: list) -> Iterator[tuple[Any, tuple]]:
    """(value, args) situations for a modifier `kind` whose first argument is `first`."""
    if kind == S.DISTANCE:
        for to in others:
            for v in (1, 2, 3):
                yield v, (first, to)
    elif kind in (S.ATTACK_RANGE, S.MAX_HAND, S.SLASH_LIMIT):
        for v in (0, 1, 3):
            yield v, (first,)
    elif kind in (S.EXTRA_TARGETS, S.NO_DISTANCE_LIMIT):
        for c in cards:
            yield (0 if kind == S.EXTRA_TARGETS else False), (first, c)
    elif kind == S.CARD_SUIT:
        for c in cards:
            yield c.suit, (first, c)
    elif kind in (S.PROHIBIT, S.SLASH_REACH):
        for target in others:
            for c in cards:
                yield False, (first, target, c)
    elif kind == S.CARDS_FORBIDDEN:
        for v in (frozenset(), frozenset({"slash"})):
            yield v, (first,)
    elif kind in (S.SHOW_BLOCKED, S.SAVE_BLOCKED):
        for other in others:
            yield False, (first, other) if kind == S.SAVE_BLOCKED else (first,)
    elif kind == S.CHAIN_BLOCKED:
        yield False, (first,)
    elif kind == S.TARGET_GROUPS:
        seats = tuple(o.seat for o in others)
        for c in cards:
            yield TargetSpec(seats, 1, 3), (first, c)
    elif kind == S.BIG_KINGDOMS:
        yield (), ()
    elif kind == S.LOOK_COUNT:
        for v in (3, 5):
            yield v, (first, "guanxing")
    elif kind == S.CARD_REACH:
        for c in cards:
            yield 1, (first, c)
    else:
        raise AssertionError(f"no situations for modifier kind {kind!r}: add them here")


def owner_only_faults(g: Game, skill: Skill, cards: list) -> list[str]:
    """`modifies_owner_only`: with anyone but its owner first, every value comes back unchanged."""
    faults = []
    alive = [p for p in g.players if p.alive]
    for owner in alive:
        for first in alive:
            if first is owner:
                continue
            for kind in skill.modifies:
                for value, args in _args(kind, first, alive, cards):
                    got = skill.modify(g, owner, kind, value, *args)
                    if got != value:
                        faults.append(f"{skill.id}: {kind} {value!r} → {got!r} for owner {owner.seat}, "
                                      f"args {[getattr(a, 'seat', a) for a in args]}")
    return faults


def protects_owner_faults(g: Game, skill: Skill, cards: list) -> list[str]:
    """`protects_owner`: a PROHIBIT that never forbids a use on anyone but its owner."""
    if tuple(skill.modifies) != (S.PROHIBIT,):
        return [f"{skill.id}: protects_owner on a skill modifying {skill.modifies}"]
    faults = []
    alive = [p for p in g.players if p.alive]
    for owner in alive:
        for user in alive:
            for target in alive:
                if target is owner:
                    continue
                for c in cards:
                    if skill.modify(g, owner, S.PROHIBIT, False, user, target, c):
                        faults.append(f"{skill.id}: forbids {user.seat} → {target.seat} {c.key} for owner {owner.seat}")
    return faults


def _foreign_moves(g: Game, seat: int) -> list[tuple]:
    """Moves of real cards at this state that take nothing out of `seat`'s areas."""
    groups = []
    for p in g.players:
        if p.seat == seat or not p.alive:
            continue
        for zone, ids in ((Zone.HAND, p.hand), (Zone.EQUIP, p.equip_ids()), (Zone.JUDGE, p.judge)):
            if ids:
                part = tuple(ids[:2])
                groups += [(part, zone, p.seat, Zone.DISCARD, -1), (part, zone, p.seat, Zone.HAND, seat)]
        if p.hand:
            groups.append((tuple(p.hand[:1]), Zone.HAND, p.seat, Zone.HAND, p.seat))
    if g.draw_pile:
        top = tuple(g.draw_pile[-2:])
        groups.append((top, Zone.DRAW, -1, Zone.HAND, seat))
        others = [p.seat for p in g.players if p.alive and p.seat != seat]
        if others:
            groups.append((top, Zone.DRAW, -1, Zone.HAND, others[0]))
    if g.discard_pile:
        groups.append((tuple(g.discard_pile[-1:]), Zone.DISCARD, -1, Zone.HAND, seat))
    if g.processing:
        groups.append((tuple(g.processing), Zone.PROCESSING, -1, Zone.DISCARD, -1))
    return groups


MOVE_REASONS = ("discard", "discard_phase", "dismantle", "give", "draw", "use", "used", "judge_done", "obtain")


def own_moves_faults(g: Game, skill: Skill) -> list[str]:
    """`own_moves_only`: a 移动后 trigger that never triggers on moves taking nothing out of its
    owner's areas (each such move alone, and all of them at once)."""
    if T.CARDS_MOVED not in skill.timings:
        return [f"{skill.id}: own_moves_only on a skill not listening to {T.CARDS_MOVED}"]
    faults = []
    for owner in g.players:
        if not owner.alive:
            continue
        groups = _foreign_moves(g, owner.seat)
        batches = [(grp,) for grp in groups] + ([tuple(groups)] if len(groups) > 1 else [])
        for reason in MOVE_REASONS:
            for batch in batches:
                if skill.can_trigger(g, owner, T.CARDS_MOVED, T.MoveData(batch, reason)):
                    faults.append(f"{skill.id}: triggers for owner {owner.seat} on {batch} ({reason})")
    return faults


def own_phases_faults(g: Game, skill: Skill) -> list[str]:
    """`own_phases_only`: at the turn and phase timings, never triggers in another player's turn or
    phase (every phase, and the turn's start and end, of every other living player)."""
    timings = [t for t in skill.timings if t in OF_A_SEAT]
    if not timings:
        return [f"{skill.id}: own_phases_only on a skill listening to none of {[t.name for t in OF_A_SEAT]}"]
    faults = []
    alive = [p for p in g.players if p.alive]
    for owner in alive:
        for other in alive:
            if other is owner:
                continue
            for t in timings:
                if t is T.DRAW_PHASE:
                    payloads = [T.DrawPhaseData(other.seat, n) for n in (0, 2, 3)]
                elif t in (T.TURN_START, T.TURN_END):
                    payloads = [T.PhaseData(other.seat, "turn")]
                else:
                    payloads = [T.PhaseData(other.seat, ph) for ph in T.PHASES]
                for data in payloads:
                    if skill.can_trigger(g, owner, t, data):
                        faults.append(f"{skill.id}: triggers for owner {owner.seat} at {t.name} of {data}")
    return faults


def distance_memo_faults(g: Game) -> list[str]:
    """`board_only`: every memoised distance is the distance computed afresh."""
    faults = []
    alive = g.alive_seats()         # (调虎离山's away players are out of distance: not asked)
    for a in alive:
        memo = distances_from(g, a)
        fresh = {b: distance(g, a, b) for b in alive if b != a}
        if memo != fresh:
            faults.append(f"distances from {a}: memoised {memo}, afresh {fresh}")
    return faults


class Checker:
    """Runs every check at a state (the modifier and move sweeps at every `every`-th state)."""

    def __init__(self, every: int = 20) -> None:
        self.every = every
        self.states = 0
        self.faults: list[str] = []
        self.held: set[str] = set()
        self.owner_only = hinted("modifies_owner_only")
        self.protects = hinted("protects_owner")
        self.own_moves = hinted("own_moves_only")
        self.own_phases = hinted("own_phases_only")
        self.board_held = 0         # states where a board_only skill was in play

    def __call__(self, g: Game) -> None:
        self.states += 1
        held = {sk.id for p in g.players for sk in p.skills}
        self.held |= held
        if any(sk.id in held for sk in hinted("board_only")):
            self.board_held += 1
        self.faults += distance_memo_faults(g)
        if self.states % self.every:
            return
        cards = sample_cards(g)
        for sk in self.owner_only:
            self.faults += owner_only_faults(g, sk, cards)
        for sk in self.protects:
            self.faults += protects_owner_faults(g, sk, cards)
        for sk in self.own_moves:
            self.faults += own_moves_faults(g, sk)
        for sk in self.own_phases:
            self.faults += own_phases_faults(g, sk)


@pytest.mark.parametrize("name", sorted(CONFIGS))
def test_hints_hold_over_a_sweep_of_seeded_games(name):
    check = Checker()
    sweep(CONFIGS[name], seeds_of(name), check)
    assert not check.faults, "\n".join(check.faults[:20])
    assert check.states > 1000


def test_the_sweep_reaches_every_hinted_skill():
    """The sweep's games (and the equivalence games below) have every hinted skill in play."""
    held: set[str] = set()
    board = 0
    for name in sorted(CONFIGS):
        check = Checker(every=10**9)
        sweep(CONFIGS[name], seeds_of(name), check)
        held |= check.held
        board += check.board_held
    # (a skill that takes its rule and hints whole from one in play, under another id, is in play too:
    # 孙策's 英姿 that 魂殇 gives)
    alike = {sk.id for sk in all_skills() for other in all_skills()
             if other.id in held and _same_rule(sk, other)}
    hinted_ids = {sk.id for h in HINTS for sk in hinted(h)}
    assert hinted_ids - held - alike == set()
    assert board > 100


def _same_rule(a: Skill, b: Skill) -> bool:
    """Do `a` and `b` answer alike (the same methods and the same hints)?"""
    ta, tb = type(a), type(b)
    return (all(getattr(ta, m) is getattr(tb, m) for m in ("can_trigger", "modify", "cost", "effect"))
            and a.timings == b.timings and a.modifies == b.modifies
            and all(getattr(a, h) == getattr(b, h) for h in HINTS))


# --------------------------------------------------------------------------- hints ignored

def _ignore_hints(monkeypatch) -> None:
    for cls in [Skill, *_subclasses(Skill)]:
        for h in HINTS:
            if h in cls.__dict__:
                monkeypatch.setattr(cls, h, False)


def _fingerprint(config: GameConfig, seeds: range, agent: str) -> list:
    out = []
    for g in sweep(config, seeds, lambda g: None, agent):
        out.append((g.digests, g.full_digest(), g.decisions, g.result.winners, g.result.reason, len(g.log)))
    return out


@pytest.mark.parametrize("name", sorted(CONFIGS))
def test_games_are_the_same_with_every_hint_ignored(name, monkeypatch):
    """The hints only skip work: seeded games (random and basic agents) with them honoured and
    with them all ignored agree after every decision."""
    config = CONFIGS[name]
    honoured = _fingerprint(config, range(2000, 2030), "random") + _fingerprint(config, range(2000, 2004), "basic")
    _ignore_hints(monkeypatch)
    assert not any(getattr(sk, h) for sk in all_skills() for h in HINTS)
    ignored = _fingerprint(config, range(2000, 2030), "random") + _fingerprint(config, range(2000, 2004), "basic")
    assert ignored == honoured


# --------------------------------------------------------------------------- the checks can fail

class _WrongOwnerOnly(Skill):
    """Claims to modify only its owner's distances, but shortens everyone's."""

    id = "wrong_owner_only"
    modifies = (S.DISTANCE,)
    modifies_owner_only = True

    def modify(self, g, owner, kind, value, *args):
        return value - 1


class _WrongProtects(Skill):
    """Claims to guard only its owner, but forbids 杀 on anyone with no hand."""

    id = "wrong_protects"
    modifies = (S.PROHIBIT,)
    protects_owner = True

    def modify(self, g, owner, kind, value, user, target, card):
        return value or (card.name == "slash" and not target.hand)


class _WrongOwnMoves(Skill):
    """Claims to care only about its owner's cards, but triggers on any card going to a hand."""

    id = "wrong_own_moves"
    timings = (T.CARDS_MOVED,)
    own_moves_only = True

    def can_trigger(self, g, owner, timing, data):
        return any(dst == Zone.HAND for _ids, _src, _so, dst, _do in data.moves)


class _WrongOwnPhases(Skill):
    """Claims to trigger only in its owner's phases, but acts at anyone's finish phase."""

    id = "wrong_own_phases"
    timings = (T.PHASE_START,)
    own_phases_only = True

    def can_trigger(self, g, owner, timing, data):
        return data.phase == "finish"


class _WrongBoardOnly(Skill):
    """Claims to read only the board, but a wounded source is one step further from everyone."""

    id = "wrong_board_only"
    modifies = (S.DISTANCE,)
    board_only = True

    def modify(self, g, owner, kind, value, source, target):
        return value + (1 if source.hp < source.max_hp else 0)


def test_each_check_catches_a_wrong_hint():
    from table import Table

    t = Table([{"role": "lord", "hand": ["杀 ♠7"]}, {"role": "rebel"}, {"role": "rebel", "hand": ["闪 ♥2"]},
               {"role": "loyalist"}])
    g = t.g
    cards = sample_cards(g)
    assert owner_only_faults(g, _WrongOwnerOnly(), cards)
    assert protects_owner_faults(g, _WrongProtects(), cards)
    assert own_moves_faults(g, _WrongOwnMoves())
    assert own_phases_faults(g, _WrongOwnPhases())
    assert not distance_memo_faults(g)
    g.add_skill(3, _WrongBoardOnly())
    assert not distance_memo_faults(g)          # (distances memoised now)
    t.play(0, "杀 ♠7", [1])                     # seat 1 is wounded: no board change, the memo is stale
    assert g.players[1].hp < g.players[1].max_hp
    assert distance_memo_faults(g)
    # the real skills pass the same checks at this state
    for sk in hinted("modifies_owner_only"):
        assert not owner_only_faults(g, sk, cards), sk.id
    for sk in hinted("protects_owner"):
        assert not protects_owner_faults(g, sk, cards), sk.id
    for sk in hinted("own_moves_only"):
        assert not own_moves_faults(g, sk), sk.id
    for sk in hinted("own_phases_only"):
        assert not own_phases_faults(g, sk), sk.id
