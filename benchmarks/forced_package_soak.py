"""Identity games that seat one package's generals, played by AI seats: errors, refused offers,
games at the round limit, and how often each general's skills were used.

    PYTHONPATH=. .venv/bin/python benchmarks/forced_package_soak.py --package identity_fire \
        [--games 200] [--players 5 8] [--agents basic normal random] [--seed 1] [--no-offers] [--jobs 1]

Identity tables now deal from the packages they choose (benchmarks/identity_packs_soak.py plays
such tables as dealt); this script seats one package's generals in every game, so it swaps the
general choice for a forced one (in this process only): the
package's generals, shuffled with the game's own seed, take the seats from the lord on, and the
classic generals fill any seat left (8 players: all of 火's eight; 5: five of them). Everything
else is a real game: roles, the deal, the AI seats' own streams and views (ai/base.SeatRunner).

Each game checks, besides the seats' faults (an answer raising or refused: SeatRunner.faults),
that every option a request offers is accepted (tests/soak.py OfferCheck, as
benchmarks/offers_soak.py: one other offered option per request checked without committing),
and the invariants after every event. A skill use is a SkillInvoked event, or a card used or
played as made by the skill (转化: 火计's 火攻, 看破's 无懈可击 …).

Where it stands (火, seed 1, 200 games each at 5 and 8 players with basic, normal and random seats:
1,200 games, 220,820 decisions, 178 s on the shared machine): 0 errors, 0 offers refused, 0 seat
faults, 0 games at the round limit (the longest 57 rounds). Uses (basic / normal / random seats):
强袭 692 / 745 / 615; 驱虎 248 / 267 / 436; 节命 859 / 881 / 478; 连环 861 / 963 / 823 (recasts, and
401 铁索连环 made, by random seats: the AI recasts its 铁索连环); 涅槃 222 / 212 / 148; 八阵 1,637 /
1,481 / 675 (judgements and the 闪 they gave); 火计 455 / 537 / 628; 看破 741 / 736 / 1,216; 天义 622 /
671 / 876; 双雄 1,892 / 2,110 / 1,063 (invocations and 决斗 made); 猛进 423 / 501 / 78; 乱击 383 / 280 /
759. 马术 and 血裔 are modifiers (a distance, a hand limit): nothing to count.

山 (`--package identity_mountain`, seed 1, the same 1,200 games, 449.6 s): 0 errors, 0 offers refused,
0 seat faults, 0 games at the round limit (the longest 113 rounds). Uses (basic / normal / random):
屯田 4,241 / 4,528 / 1,429; 凿险 224 / 236 / 99; 巧变 2,309 / 3,130 / 3,348; 挑衅 1,426 / 1,737 / 1,295;
志继 167 / 170 / 117; 直谏 179 / 164 / 522; 固政 3,284 / 3,809 / 2,719; 化身 4,959 / 4,970 / 2,578;
新生 921 / 1,001 / 491; 悲歌 1,143 / 1,220 / 1,462; 断肠 179 / 221 / 217 (the skills gained — 急袭,
观星, 化身's — are counted by benchmarks/package_soak.py).

神 (`--package identity_god`: 神关羽 神吕蒙 神周瑜 神诸葛亮, each choosing its kingdom; seed 1, 200 games
each at 5 and 8 players with basic, normal and random seats: 1,200 games, 291,579 decisions, 305 s on
the shared machine, pure Python): 0 errors, 0 offers refused, 0 seat faults, 0 games at the round
limit (the longest 90 rounds). Uses (basic / normal / random seats): 武神 1,388 / 1,346 / 1,050 (♥
cards as 杀); 武魂 1,838 / 1,790 / 1,585 (梦魇 given, and the death judgements); 涉猎 2,662 / 2,859 /
1,239; 攻心 1,895 / 2,218 / 1,213; 琴音 164 / 219 / 375; 业炎 382 / 381 / 380; 七星 1,256 / 1,264 /
1,179 (the deal and the exchanges); 狂风 1,151 / 1,216 / 545 and 大雾 2,431 / 2,411 / 1,905 (uses
and the damage they changed).
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


def forced_choice(package: str):
    """A stand-in for modes.choosing.choose_generals: `package`'s generals first, in the order the
    game's own RNG shuffles them, the lord first; the classic generals fill the rest."""
    from sgs_desktop.modes.choosing import _become, _chosen
    from sgs_desktop.packs.generals import classic_identity_generals, identity_generals

    ours = [gid for gid, g in identity_generals().items() if g.package == package]
    if not ours:
        raise SystemExit(f"no identity generals in package {package!r}")

    async def choose(g, lord: int) -> None:
        pool = list(ours)
        g.rng.shuffle(pool)
        rest = [gid for gid in classic_identity_generals() if gid not in pool]
        g.rng.shuffle(rest)
        seats = g.alive_seats(lord)
        picks = (pool + rest)[:len(seats)]
        _become(g, lord, picks[0], lord=True)
        g.emit(_chosen(g, lord))
        for seat, gid in zip(seats[1:], picks[1:], strict=True):
            _become(g, seat, gid, lord=False)
        for seat in seats[1:]:
            g.emit(_chosen(g, seat))
    return choose


class Checked:
    """An AI seat whose every answer first goes through the offer check."""

    def __init__(self, inner, game, offers) -> None:
        self.inner, self.game, self.offers = inner, game, offers
        self.wants_view = getattr(inner, "wants_view", False)
        self.observes = getattr(inner, "observes", None)

    def observe(self, events) -> None:
        self.inner.observe(events)

    def answer(self, request, view):
        answer = self.inner.answer(request, view)
        self.offers.before(self.game, answer)
        return answer


def uses(game) -> Counter:
    """(general, skill, how) → uses in this game; `how`: "invoked" (发动, a SkillInvoked event) or
    "card" (a card used or played as made by the skill)."""
    from sgs_desktop.engine import events as E

    out: Counter = Counter()
    general = {p.seat: p.generals[0].general for p in game.players}
    for ev, _, _ in game.log.entries:
        kind = type(ev)
        if kind is E.SkillInvoked:
            out[(general[ev.seat], ev.skill, "invoked")] += 1
        elif kind in (E.UseEvent, E.Play):
            skill = getattr(ev.card, "skill", None)
            if skill:
                out[(general[ev.user if kind is E.UseEvent else ev.seat], skill, "card")] += 1
    return out


def one(job: tuple[str, int, str, int, bool, int]) -> dict:
    package, players, agent, seed, offers_on, round_limit = job
    from invariants import check_invariants
    from soak import OfferCheck

    import sgs_desktop.modes  # noqa: F401 - registers the built-in modes
    import sgs_desktop.modes.identity as identity
    from sgs_desktop.ai.agents import AGENTS
    from sgs_desktop.ai.base import SeatRunner, agent_seed
    from sgs_desktop.engine.config import GameConfig
    from sgs_desktop.engine.game import Game

    identity.choose_generals = forced_choice(package)
    out: dict = {"players": players, "agent": agent, "seed": seed, "error": None, "refused": [], "faults": [],
                 "reason": None, "rounds": 0, "decisions": 0, "uses": {}, "seated": []}
    try:
        config = GameConfig(players=players, round_limit=round_limit, generals="standard")
        game = Game.new(config, seed, observer=lambda g, ev: check_invariants(g))
        offers = OfferCheck(seed, out["refused"])
        seats = [AGENTS[agent](agent_seed(seed, s)) for s in range(players)]
        if offers_on:
            seats = [Checked(s, game, offers) for s in seats]
        runner = SeatRunner(game, seats)
        while runner.step():
            pass
        assert game.result is not None
        out.update(reason=game.result.reason, rounds=game.round, decisions=game.decisions,
                   faults=runner.faults.errors + runner.faults.illegal,
                   uses={f"{g}/{s}/{how}": n for (g, s, how), n in uses(game).items()},
                   seated=[p.generals[0].general for p in game.players])
    except Exception:
        out["error"] = traceback.format_exc(limit=12)
    return out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--package", default="identity_fire")
    ap.add_argument("--games", type=int, default=200, help="games per table size and agent")
    ap.add_argument("--players", type=int, nargs="+", default=[5, 8])
    ap.add_argument("--agents", nargs="+", default=["basic", "normal", "random"])
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--round-limit", type=int, default=200)
    ap.add_argument("--no-offers", action="store_true", help="skip the offer check (faster)")
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    from sgs_desktop.packs.generals import identity_generals
    ours = {gid: g for gid, g in identity_generals().items() if g.package == args.package}
    jobs = [(args.package, n, a, args.seed + i, not args.no_offers, args.round_limit)
            for n in args.players for a in args.agents for i in range(args.games)]
    start = time.perf_counter()
    if args.jobs > 1:
        with get_context("spawn").Pool(args.jobs) as pool:
            results = pool.map(one, jobs, chunksize=4)
    else:
        results = [one(j) for j in jobs]
    summary: dict = {"package": args.package, "seconds": round(time.perf_counter() - start, 1), "runs": {}}
    total: Counter = Counter()
    seated: Counter = Counter()
    for n in args.players:
        for a in args.agents:
            rs = [r for r in results if r["players"] == n and r["agent"] == a]
            summary["runs"][f"{n}p {a}"] = {
                "games": len(rs), "errors": sum(r["error"] is not None for r in rs),
                "refused_offers": sum(len(r["refused"]) for r in rs), "seat_faults": sum(len(r["faults"]) for r in rs),
                "round_limit": sum(r["reason"] == "round_limit" for r in rs),
                "decisions": sum(r["decisions"] for r in rs),
                "max_rounds": max((r["rounds"] for r in rs), default=0)}
    by_agent: dict[str, Counter] = {a: Counter() for a in args.agents}
    for r in results:
        total.update(r["uses"])
        by_agent[r["agent"]].update(r["uses"])
        seated.update(r["seated"])
    summary["uses"] = {gid: {sid: {how: total[f"{gid}/{sid}/{how}"] for how in ("invoked", "card")}
                             for sid in g.skills} for gid, g in ours.items()}
    summary["uses_by_agent"] = {a: {gid: {sid: sum(c[f"{gid}/{sid}/{how}"] for how in ("invoked", "card"))
                                          for sid in g.skills} for gid, g in ours.items()}
                                for a, c in by_agent.items()}
    summary["games_seated"] = {gid: seated[gid] for gid in ours}
    if args.json:
        print(json.dumps(summary, ensure_ascii=False))
    else:
        print(f"{args.package}: {len(results)} games in {summary['seconds']} s")
        for key, s in summary["runs"].items():
            print(f"  {key}: {s['games']} games, {s['decisions']} decisions, {s['errors']} errors, "
                  f"{s['refused_offers']} offers refused, {s['seat_faults']} seat faults, "
                  f"{s['round_limit']} at the round limit (longest {s['max_rounds']} rounds)")
        for gid, by_skill in summary["uses"].items():
            counts = ", ".join(f"{sid} {n['invoked']}" + (f" (+{n['card']} as a card)" if n["card"] else "")
                               for sid, n in by_skill.items())
            print(f"  {gid} (seated in {summary['games_seated'][gid]} games): {counts}")
        for a, table in summary["uses_by_agent"].items():
            print(f"  {a} seats: " + "; ".join(f"{gid} " + ", ".join(f"{sid} {n}" for sid, n in by_skill.items())
                                               for gid, by_skill in table.items()))
    for r in results:
        for msg in ([r["error"]] if r["error"] else []) + r["refused"][:3] + r["faults"][:3]:
            print(f"  {r['players']}p {r['agent']} seed {r['seed']}: {msg}", file=sys.stderr)
    bad = any(s["errors"] or s["refused_offers"] or s["seat_faults"] or s["round_limit"]
              for s in summary["runs"].values())
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
