"""Soak-test machinery: play random games and check everything after every event.

The leak check is independent of the engine's visibility masks: it replays
each seat's own log stream and decides from the event's zones alone what that
seat may see, so a wrong mask in the engine shows up as a leak here.
"""

from __future__ import annotations

import json
import re

from invariants import check_invariants
from offers import answers_to_try, refusals

from sgs_desktop.ai.random_agent import RandomAgent
from sgs_desktop.engine.config import GameConfig
from sgs_desktop.engine.game import Game
from sgs_desktop.engine.protocol.answers import Answer
from sgs_desktop.engine.record import replay
from sgs_desktop.engine.rng import Rng
from sgs_desktop.engine.wire import answer_from_json, event_to_json, request_from_json
from sgs_desktop.simulate import agent_seed

PUBLIC_ZONES = {"discard", "processing", "equip", "judge"}
OWNED_PRIVATE = {"hand", "pile"}
#: piles whose cards lie face up on the general (不屈's 创), known by the reason of the move
PUBLIC_PILE_REASONS = {"buqu", "buqu_v2", "kongcheng_v2",   # (不屈's 创, 空城 (new rules)'s 琴: face up)
                       "tuntian", "qianhuan", "qianhuan_v2",   # (阵: 屯田's 田, 千幻's 幻, face up too)
                       "hongfa"}                               # (势: 弘法's 天兵, face up)


class Leak(AssertionError):
    pass


class Refused(AssertionError):
    """The engine refused an answer built from what its own request offered."""


class OfferCheck:
    """Every option a request offers is accepted (tests/offers.py): before each answer, one
    other offered option with each of its targets is checked without committing; and now and
    then (once in `BRANCH` decisions) a copy made by replaying the record to here takes such an
    answer for real and plays on a little, invariants checked, so an answer the engine takes but
    then trips over is found too. `found`: collect refusals instead of raising (the measuring
    script counts them)."""

    BRANCH = 200
    BRANCH_DECISIONS = 30

    def __init__(self, seed: int, found: list[str] | None = None) -> None:
        self.rng = Rng(seed * 7_919 + 17)
        self.found = found
        self.next_branch = self.rng.randint(1, self.BRANCH)
        self.checked = 0
        self.branches = 0

    def before(self, game: Game, answer: Answer) -> None:
        bad = refusals(game, answer, self.rng)
        self.checked += 1
        if not bad and game.decisions + 1 >= self.next_branch:
            self.next_branch += self.BRANCH
            others = answers_to_try(game.pending, answer, self.rng)
            if others:
                bad = self.branch(game, self.rng.choice(others))
        if bad:
            if self.found is None:
                raise Refused(bad[0])
            self.found.extend(bad)

    def branch(self, game: Game, other: Answer) -> list[str]:
        self.branches += 1
        copy = Game.new(game.config, game.seed)
        for _, a in game.answers:
            copy.answer(a)
        assert copy.pending == game.pending, "a replayed copy is asked something else"
        copy.observer = lambda g, ev: check_invariants(g)
        copy.answer(other)          # (an IllegalAnswer here is a refusal that Game.check missed)
        agent = RandomAgent(self.rng.below(1 << 30))
        for _ in range(self.BRANCH_DECISIONS):
            if copy.pending is None:
                break
            chosen = agent.answer(copy.pending, None)
            bad = refusals(copy, chosen, self.rng)
            if bad:
                return bad
            copy.answer(chosen)
        return []


class SeatKnowledge:
    """What one seat legitimately knows, rebuilt from its own log stream."""

    def __init__(self, seat: int, lord: int) -> None:
        self.seat = seat
        self.where: dict[int, tuple[str, int]] = {}
        self.public_roles = {lord}
        self.cursor = 0     # global index of the next event to read

    def feed(self, ev: dict) -> None:
        k = ev["kind"]
        me = self.seat
        if k == "move":
            ids = ev["cards"]
            src, so, dst, do = ev["src"], ev["src_owner"], ev["dst"], ev["dst_owner"]
            public = (src in PUBLIC_ZONES or dst in PUBLIC_ZONES
                      or ("pile" in (src, dst) and ev["reason"] in PUBLIC_PILE_REASONS))
            mine = (src in OWNED_PRIVATE and so == me) or (dst in OWNED_PRIVATE and do == me)
            # (cards shown where they lie, then moved on, are seen going: 章武's 飞龙夺凤 to the pile's bottom)
            seen = ids is not None and all(self.where.get(c) == (src, so) for c in ids)
            if ids is not None and not (public or mine or seen):
                raise Leak(f"seat {me} sees the ids of a private move: {ev}")
            if ids is None and (public or mine):
                raise Leak(f"seat {me} should see this move's cards: {ev}")
            if ids is not None:
                for c in ids:
                    if dst == "draw":
                        self.where.pop(c, None)
                    else:
                        self.where[c] = (dst, do)
            elif src == "hand":
                for c, loc in list(self.where.items()):
                    if loc == ("hand", so):
                        del self.where[c]
        elif k == "reshuffle":
            for c, loc in list(self.where.items()):
                if loc[0] == "discard":
                    del self.where[c]
        elif k == "show":
            for c in ev["cards"]:
                self.where[c] = ("hand", ev["seat"])
        elif k == "look_hand" and ev["cards"] is not None:
            # (a look at another's hand — 知己知彼, 攻心: its cards told to the looker alone)
            if ev["seat"] != me:
                raise Leak(f"seat {me} sees the cards of another seat's look at a hand: {ev}")
            for c in ev["cards"]:
                self.where[c] = ("hand", ev["target"])
        elif k == "death":
            self.public_roles.add(ev["seat"])
        elif k == "role" and ev["seat"] != me and ev["seat"] not in self.public_roles:
            raise Leak(f"seat {me} sees the hidden role of seat {ev['seat']}: {ev}")

    def check_view(self, view) -> None:
        me = self.seat
        for sv in view.players:
            if sv.seat == me:
                continue
            legit = {c for c, loc in self.where.items() if loc == ("hand", sv.seat)}
            extra = set(sv.known_hand) - legit
            if extra:
                raise Leak(f"seat {me}'s view shows seat {sv.seat}'s hand cards {sorted(extra)} it never saw")
            if sv.role is not None and sv.seat not in self.public_roles:
                raise Leak(f"seat {me}'s view shows the hidden role of seat {sv.seat}")


def _finished(game: Game, events: int, offers: OfferCheck) -> dict:
    """A soak game's last checks: it ended, and its record survives JSON and replays the same;
    then its summary."""
    assert game.result is not None
    rec = game.record
    back = type(rec).from_json(json.loads(json.dumps(rec.to_json())))
    result = replay(back)
    assert result.ok, result.message
    return {"decisions": game.decisions, "events": events, "reason": game.result.reason,
            "offers_checked": offers.checked, "branches": offers.branches}


def soak_game(players: int, seed: int, *, round_limit: int = 300, generals: str = "none", agent: str = "random",
              found: list[str] | None = None) -> dict:
    """Play one game (random agents, or `agent`) with every check on — every offer accepted
    included (OfferCheck; `found` collects refusals instead of raising); return a small summary."""
    from sgs_desktop.ai.agents import AGENTS

    config = GameConfig(players=players, round_limit=round_limit, generals=generals)
    events = [0]

    def observe(g: Game, ev) -> None:
        events[0] += 1
        check_invariants(g)

    game = Game.new(config, seed, observer=observe)
    agents = [AGENTS[agent](agent_seed(seed, s)) for s in range(players)]
    offers = OfferCheck(seed, found)
    lord = next(p.seat for p in game.players if p.role == "lord")
    know = [SeatKnowledge(s, lord) for s in range(players)]
    while game.pending is not None:
        req = game.pending
        seat = req.seat
        wire = json.loads(json.dumps(req.to_json()))
        assert request_from_json(wire) == req, f"request does not round-trip: {wire}"
        k = know[seat]
        evs = game.log_for(seat, since=k.cursor)
        for ev in evs:
            k.feed(ev)
        k.cursor = len(game.log)
        view = game.view(seat)
        k.check_view(view)
        assert view.hand == game.players[seat].hand
        ai = agents[seat]
        if ai.wants_view:
            ai.observe(evs)
        answer = ai.answer(req, view)
        assert answer_from_json(json.loads(json.dumps(answer.to_json()))) == answer
        offers.before(game, answer)
        game.answer(answer)
    for k in know:
        for ev in game.log_for(k.seat, since=k.cursor):
            if ev["kind"] != "game_over":
                k.feed(ev)
    return _finished(game, events[0], offers)


# --------------------------------------------------------------------------- 国战 (Hegemony)


_QUOTED = re.compile(r'"((?:[^"\\]|\\.)*)"')


def _strings(obj) -> set[str]:
    """Every string in a JSON-like value (dict keys included)."""
    return set(_QUOTED.findall(json.dumps(obj, ensure_ascii=False)))


class HegTruth:
    """What the checker knows for sure (from the omniscient log): the generals dealt to each seat."""

    def __init__(self, game: Game) -> None:
        from sgs_desktop.packs.generals import heg_lookup
        self.table = heg_lookup()       # (every package's generals: the 阵 ones too)
        self.dealt: dict[int, list[str]] = {}
        for ev in game.log:
            if ev.kind == "generals_dealt":
                self.dealt[ev.seat] = list(ev.generals)
        self.game = game
        self._strings: dict[int, set[str]] = {}

    def event_strings(self, seq: int) -> set[str]:
        """The strings of event `seq` as a whole (a superset of any seat's redacted copy)."""
        out = self._strings.get(seq)
        if out is None:
            ev = self.game.log[seq]
            out = self._strings[seq] = _strings(event_to_json(ev))
        return out


class HegSeatKnowledge(SeatKnowledge):
    """One seat's legitimate knowledge in 国战: its own dealt generals, the shown ones, those it looked
    at (知己知彼); nothing of another seat's face-down generals — their ids, skills or kingdom — may
    reach its log, requests or view."""

    def __init__(self, seat: int, truth: HegTruth) -> None:
        super().__init__(seat, lord=seat)
        self.truth = truth
        self.known_generals: set[str] = set()
        self.shown_seats: set[int] = set()     # seats with a general shown at some point (kingdom fixed)
        self._secret: set[str] | None = None

    def secret(self) -> set[str]:
        """General ids dealt to other seats that this seat does not know, and their skills."""
        if self._secret is None:
            out: set[str] = set()
            for s, gids in self.truth.dealt.items():
                if s == self.seat:
                    continue
                for gid in gids:
                    if gid not in self.known_generals:
                        out.add(gid)
                        out.update(self.truth.table[gid].skills)
            self._secret = out
        return self._secret

    def learn(self, gid: str) -> None:
        if gid not in self.known_generals:
            self.known_generals.add(gid)
            self._secret = None

    def scan(self, obj, what: str) -> None:
        secret = self.secret()
        bad = sorted(_strings(obj) & secret)
        if bad:
            raise Leak(f"seat {self.seat}'s {what} names face-down generals or their skills {bad}: {obj}")

    def feed(self, ev: dict) -> None:
        k = ev["kind"]
        me = self.seat
        if k in ("generals_dealt", "generals_chosen"):
            # another seat's pair reaches it only as "chosen, face down" (no general named)
            public = k == "generals_chosen" and ev["head"] is None and ev["deputy"] is None
            if ev["seat"] != me and not public:
                raise Leak(f"seat {me} sees another seat's {k}: {ev}")
            if k == "generals_dealt":
                for gid in ev["generals"]:
                    self.learn(gid)
        elif k == "show_general":
            self.learn(ev["general"])
            self.shown_seats.add(ev["seat"])
        elif k == "become_lord":
            self.learn(ev["general"])       # (成为君主: the lord names the general it replaces, gone now)
            self.learn(ev["lord"])
        elif k in ("look_general", "look_hand"):
            field = "general" if k == "look_general" else "cards"
            if (ev[field] is not None) != (ev["seat"] == me):
                raise Leak(f"seat {me}: {k} must be seen whole by the looker only: {ev}")
            if ev[field] is not None and k == "look_general":
                self.learn(ev["general"])
            elif ev[field] is not None:
                for c in ev["cards"]:
                    self.where[c] = ("hand", ev["target"])
        elif k == "kingdom" and ev["seat"] not in self.shown_seats:
            raise Leak(f"seat {me} sees the kingdom of seat {ev['seat']} before it showed a general: {ev}")
        if not self.truth.event_strings(ev["seq"]).isdisjoint(self.secret()):
            self.scan(ev, "log")            # only then look at this seat's (maybe redacted) copy
        super().feed(ev)

    def check_view(self, view) -> None:
        super().check_view(view)
        me = self.seat
        for sv in view.players:
            if sv.seat == me:
                continue
            for gid in sv.generals:
                if gid is not None and gid not in self.known_generals:
                    raise Leak(f"seat {me}'s view shows seat {sv.seat}'s face-down general {gid}")
            if sv.seat not in self.shown_seats and (sv.kingdom is not None or sv.gender is not None):
                raise Leak(f"seat {me}'s view shows the kingdom/gender of seat {sv.seat}, which showed nothing")
            if sv.marks:
                self.scan(sv.marks, f"view of seat {sv.seat}'s marks")


class LordSeeker:
    """A seat that takes a pair headed by 刘备 or 张角 when it is dealt one (so that the 君主 come
    into play often), and otherwise plays as the agent it wraps."""

    HEADS = ("liubei+", "zhangjiao+")

    def __init__(self, inner) -> None:
        self.inner = inner
        self.wants_view = inner.wants_view

    def observe(self, evs) -> None:
        self.inner.observe(evs)

    def answer(self, req, view):
        from sgs_desktop.engine.protocol.answers import Choose
        if req.prompt.key == "choose_pair":
            pick = next((o for o in req.options if o.startswith(self.HEADS)), None)
            if pick is not None:
                return Choose(pick)
        return self.inner.answer(req, view)


def soak_heg_game(players: int, seed: int, *, agent: str = "random", round_limit: int = 300, deal: int = 4,
                  victory: str = "online", found: list[str] | None = None,
                  packs: tuple[str, ...] = ("hegemony_standard",), rules: str = "old", lords: bool = False) -> dict:
    """Play one 国战 game with every check on (invariants after every event, JSON round-trips, the
    leak check per seat before every answer, every offer accepted, replay); return a small summary."""
    from sgs_desktop.ai.agents import AGENTS
    from sgs_desktop.modes.hegemony import hegemony_config

    config = hegemony_config(players, round_limit=round_limit, deal=deal, victory=victory, packs=packs, rules=rules)
    events = [0]

    def observe(g: Game, ev) -> None:
        events[0] += 1
        check_invariants(g)

    game = Game.new(config, seed, observer=observe)
    agents = [AGENTS[agent](agent_seed(seed, s)) for s in range(players)]
    if lords:
        agents = [LordSeeker(a) for a in agents]
    offers = OfferCheck(seed, found)
    know: list[HegSeatKnowledge] = []
    while game.pending is not None:
        req = game.pending
        seat = req.seat
        wire = json.loads(json.dumps(req.to_json()))
        assert request_from_json(wire) == req, f"request does not round-trip: {wire}"
        if not know:            # the generals are dealt before the first question
            truth = HegTruth(game)
            know = [HegSeatKnowledge(s, truth) for s in range(players)]
        k = know[seat]
        evs = game.log_for(seat, since=k.cursor)
        for ev in evs:
            k.feed(ev)
        k.cursor = len(game.log)
        k.scan(wire, "request")
        view = game.view(seat)
        k.check_view(view)
        assert view.hand == game.players[seat].hand
        ai = agents[seat]
        if ai.wants_view:
            ai.observe(evs)
        answer = ai.answer(req, view)
        assert answer_from_json(json.loads(json.dumps(answer.to_json()))) == answer
        offers.before(game, answer)
        game.answer(answer)
    for k in know:
        for ev in game.log_for(k.seat, since=k.cursor):
            k.feed(ev)
    return _finished(game, events[0], offers) | {"kinds": {e.kind for e, _, _ in game.log.entries}}
