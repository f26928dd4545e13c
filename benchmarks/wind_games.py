"""Identity games with the 风 (神话再临) generals dealt: every soak check, and how often their skills were used.

    .venv/bin/python benchmarks/wind_games.py [--games 200] [--players 5 8] [--seed 0] [--jobs 1] [--json]

The tables deal from 标准 and 风 (`packs`: identity_wind; issue 33's packages to choose): the lord is
offered 曹操, 刘备, 孙权 and 张角 and two others. (benchmarks/identity_packs_soak.py does the same for
any packages, with every general's skills.) The seats are mixed: seat `s` of
game `seed` is 简单 (basic), 普通 (normal) or random by `(seed + s) % 3`. Every game runs with the soak
checks of tests/soak.py — invariants after every event, each seat's stream and view against what it
may know (the face-down 蛊惑 card included), every offered option tried (OfferCheck), the record
replayed — and the round limit 300. It prints the games, errors, refused offers, games at the round
limit, and for each 风 general the games it was in and the uses of each of its skills (a skill's
invocations in the log; 红颜, a 锁定技 with no invocation: the judgements and cards it turned ♥).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
import traceback
from collections import Counter
from multiprocessing import get_context
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))

AGENT_CYCLE = ("basic", "normal", "random")
WIND = {"xiahouyuan": ("shensu",), "caoren": ("jushou",), "huangzhong": ("liegong",), "weiyan": ("kuanggu",),
        "xiaoqiao": ("tianxiang", "hongyan"), "zhoutai": ("buqu",), "yuji": ("guhuo",)}


class Checked:
    """A seat that checks before it answers: what it saw (its stream, its applied seat state) against
    what it may know, its seat state against the engine's view, and every option of the request
    (OfferCheck); then its agent answers, from the same inputs a table gives it (SeatRunner)."""

    wants_view = True

    def __init__(self, inner, seat: int, game, know, offers) -> None:
        self.inner, self.seat, self.game, self.know, self.offers = inner, seat, game, know, offers

    def observe(self, events) -> None:
        if self.inner.wants_view:
            self.inner.observe(events)

    def answer(self, req, view):
        from sgs_desktop.engine.wire import answer_from_json, request_from_json

        game, k = self.game, self.know
        assert request_from_json(json.loads(json.dumps(req.to_json()))) == req
        for ev in game.log_for(self.seat, since=k.cursor):
            k.feed(ev)
        k.cursor = len(game.log)
        k.check_view(view)
        assert view == game.view(self.seat), f"seat {self.seat}: its applied seat state is not the engine's view"
        answer = self.inner.answer(req, view if self.inner.wants_view else None)
        assert answer_from_json(json.loads(json.dumps(answer.to_json()))) == answer
        self.offers.before(game, answer)
        return answer


def play(players: int, seed: int, found: list[str]) -> tuple[object, list[str]]:
    """One game with every soak check (tests/soak.py), mixed seats; the game and its seats' faults."""
    from invariants import check_invariants
    from soak import OfferCheck, SeatKnowledge, _finished

    from sgs_desktop.ai.agents import AGENTS
    from sgs_desktop.ai.base import SeatRunner
    from sgs_desktop.engine.config import GameConfig
    from sgs_desktop.engine.game import Game
    from sgs_desktop.modes.identity import identity_packs
    from sgs_desktop.simulate import agent_seed

    config = GameConfig(players=players, round_limit=300, generals="standard",
                        packs=identity_packs(["identity_wind"]))
    events = [0]

    def observe(g, ev) -> None:
        events[0] += 1
        check_invariants(g)

    game = Game.new(config, seed, observer=observe)
    offers = OfferCheck(seed, found)
    lord = next(p.seat for p in game.players if p.role == "lord")
    seats = [Checked(AGENTS[AGENT_CYCLE[(seed + s) % 3]](agent_seed(seed, s)), s, game, SeatKnowledge(s, lord), offers)
             for s in range(players)]
    runner = SeatRunner(game, seats)
    while runner.step():
        pass
    _finished(game, events[0], offers)
    return game, runner.faults.errors + runner.faults.illegal


def uses(game) -> tuple[Counter, set[str]]:
    """The 风 skills' uses in `game`, and the 风 generals seated."""
    from sgs_desktop.engine import events as E

    seated = {p.generals[0].general: p.seat for p in game.players if p.generals}
    wind = {gid: seat for gid, seat in seated.items() if gid in WIND}
    count: Counter = Counter()
    xq = wind.get("xiaoqiao")
    for ev in game.log:
        if type(ev) is E.SkillInvoked and ev.skill in {s for skills in WIND.values() for s in skills}:
            count[ev.skill] += 1
        elif xq is not None and _turned_heart(ev, xq):
            count["hongyan"] += 1
    return count, set(wind)


def _turned_heart(ev, seat: int) -> bool:
    """Did 红颜 act in this event of `seat`'s: its judgement read ♥, or a ♠ card of its used or played?"""
    from sgs_desktop.engine import events as E

    if type(ev) is E.JudgeEvent:
        return ev.seat == seat and ev.counts_as == "heart"
    if type(ev) is E.UseEvent:
        return ev.user == seat and ev.card.suit == "spade"
    return type(ev) is E.Play and ev.seat == seat and ev.card.suit == "spade"


def one(job: tuple[int, int]) -> dict:
    import sgs_desktop.modes  # noqa: F401 - registers the built-in modes

    players, seed = job
    found: list[str] = []
    out: dict = {"players": players, "seed": seed, "error": None, "refused": [], "reason": None,
                 "uses": {}, "seated": [], "decisions": 0}
    try:
        game, faults = play(players, seed, found)
        if faults:
            raise AssertionError("a seat's fault: " + faults[0])
        count, seated = uses(game)
        out.update(reason=game.result.reason, uses=dict(count), seated=sorted(seated), decisions=game.decisions)
    except Exception:
        out["error"] = traceback.format_exc()
    out["refused"] = found
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=200, help="games per table size")
    ap.add_argument("--players", type=int, nargs="+", default=[5, 8])
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    jobs = [(n, args.seed + i) for n in args.players for i in range(args.games)]
    start = time.perf_counter()
    if args.jobs > 1:
        with get_context("spawn").Pool(args.jobs) as pool:
            results = pool.map(one, jobs, chunksize=4)
    else:
        results = [one(j) for j in jobs]
    seconds = time.perf_counter() - start
    summary: dict = {"seconds": round(seconds, 1)}
    for n in args.players:
        mine = [r for r in results if r["players"] == n]
        games_in: Counter = Counter(g for r in mine for g in r["seated"])
        used: Counter = Counter()
        for r in mine:
            used.update(r["uses"])
        summary[str(n)] = {
            "games": len(mine), "errors": sum(1 for r in mine if r["error"]),
            "refused": sum(len(r["refused"]) for r in mine),
            "round_limit": sum(1 for r in mine if r["reason"] == "round_limit"),
            "reasons": dict(Counter(r["reason"] for r in mine)),
            "decisions": sum(r["decisions"] for r in mine),
            "generals": {g: {"games": games_in[g], **{s: used[s] for s in skills}} for g, skills in WIND.items()},
        }
    failures = [r for r in results if r["error"] or r["refused"]]
    if args.json:
        print(json.dumps(summary, ensure_ascii=False))
    else:
        for r in failures[:5]:
            print(f"--- {r['players']} players, seed {r['seed']}")
            print(r["error"] or "\n".join(r["refused"][:3]))
        print(json.dumps(summary, ensure_ascii=False, indent=1))
    return 1 if failures else 0


if __name__ == "__main__":
    raise SystemExit(main())
