"""Identity games dealt from the packages a table chooses (issue 33), AI seats at every chair: errors,
refused offers, games at the round limit, and the skill-usage report — for every general of the
table, the games it sat in and how often each of its skills was used.

    .venv/bin/python benchmarks/identity_packs_soak.py [--packs all | PACK ...] [--games 1000] \\
        [--players 5 8] [--agents basic normal random] [--seed 0] [--jobs 1] [--light] [--no-offers] \\
        [--json]

Each game is a real table: `GameConfig(players, packs, round_limit=300)`, roles dealt, the lord
offered its lords and two others, everyone choosing, four cards each (`--packs all`: every identity
package of the data; none named: the classic table). Seat `s` of game `seed` is played by
`agents[(seed + s) % len(agents)]`, so each table mixes them; every seat answers through
ai/base.SeatRunner as at a real table (its own stream, its view). Checks: every seat's fault (an
answer raising or refused), every offered option accepted (tests/soak.py OfferCheck, unless
`--no-offers`), the invariants after every event and each seat's view against what it may know
(tests/soak.py SeatKnowledge; `--light` leaves these two out), and the record through JSON replayed.

A skill's use: its SkillInvoked events at the seat of the general that has it (a helper it gives the
others, `huangtian_give`, counts for 黄天), the cards it made (转化: a used or played card naming it),
and, for a modifier (马术's distance, 帷幕's prohibition, 红颜's suits …, which write no log line),
the decisions at which it changed a value (counted by wrapping `modify` in this process only). A
lord skill counts the games its general was the lord. Skills a general gained in play (若愚's 激将)
are listed under it as "+skill".
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

ROUND_LIMIT = 300


def table_packs(names: list[str] | None) -> tuple[str, ...]:
    from sgs_desktop.modes.identity import all_identity_packs, chosen_identity_packs
    if names == ["all"]:
        return all_identity_packs()
    return chosen_identity_packs(names or ())


class ModifierCount:
    """Per (skill, seat): the decisions at which a modifier skill of the table changed a value."""

    def __init__(self, skill_ids: set[str]) -> None:
        from sgs_desktop.packs.skills import SKILLS

        self.game = None
        self.hits: dict[str, set[tuple[int, int]]] = {}
        self.wrapped: list[tuple[object, object | None]] = []
        for sid in sorted(skill_ids):
            skill = SKILLS[sid]
            if skill.modifies:
                self._wrap(skill)

    def _wrap(self, skill) -> None:
        inner = skill.modify
        self.wrapped.append((skill, vars(skill).get("modify")))
        hits = self.hits.setdefault(skill.id, set())

        def modify(g, owner, kind, value, *args):
            out = inner(g, owner, kind, value, *args)
            if g is self.game and out != value:
                hits.add((g.decisions, owner.seat))
            return out

        skill.modify = modify

    def undo(self) -> None:
        """Give the skills their own `modify` back."""
        for skill, own in reversed(self.wrapped):
            if own is None:
                del skill.modify
            else:
                skill.modify = own
        self.wrapped.clear()

    def start(self, game) -> None:
        self.game = game
        for found in self.hits.values():
            found.clear()

    def counts(self) -> Counter:
        return Counter({(sid, seat): n for sid, found in self.hits.items()
                        for seat, n in Counter(s for _, s in found).items()})


class Checked:
    """A seat that checks before it answers (what it saw against what it may know, unless light; every
    offered option, unless offers is None); then its agent answers from what a table gives it."""

    wants_view = True

    def __init__(self, inner, seat: int, game, know, offers) -> None:
        self.inner, self.seat, self.game, self.know, self.offers = inner, seat, game, know, offers
        self.observes = getattr(inner, "observes", None)

    def observe(self, events) -> None:
        if self.inner.wants_view:
            self.inner.observe(events)

    def answer(self, req, view):
        game, k = self.game, self.know
        if k is not None:
            for ev in game.log_for(self.seat, since=k.cursor):
                k.feed(ev)
            k.cursor = len(game.log)
            k.check_view(view)
        answer = self.inner.answer(req, view if self.inner.wants_view else None)
        if self.offers is not None:
            self.offers.before(game, answer)
        return answer


def uses(game) -> Counter:
    """(skill, seat) → its invocations and the cards it made in `game`."""
    from sgs_desktop.engine import events as E

    out: Counter = Counter()
    for ev in game.log:
        kind = type(ev)
        if kind is E.SkillInvoked:
            out[ev.skill, ev.seat] += 1
        elif kind is E.UseEvent or kind is E.Play:
            made = getattr(ev.card, "skill", None)
            if made is not None:
                out[made, ev.user if kind is E.UseEvent else ev.seat] += 1
    return out


_MODIFIERS: dict[tuple[str, ...], ModifierCount] = {}


def equipment_skills() -> set[str]:
    from sgs_desktop.packs import BEHAVIOURS
    return {b.equip_skill.id for b in BEHAVIOURS.values() if b.equip_skill is not None}


def one(job: tuple[int, int, tuple[str, ...], tuple[str, ...], bool, bool]) -> dict:
    """Play one checked game: its outcome, who sat where, the skill uses, any error or refused offer."""
    import soak
    from invariants import check_invariants

    import sgs_desktop.modes  # noqa: F401 - registers the built-in modes
    from sgs_desktop.ai.agents import AGENTS
    from sgs_desktop.ai.base import SeatRunner
    from sgs_desktop.engine.config import GameConfig
    from sgs_desktop.engine.game import Game
    from sgs_desktop.packs.generals import identity_pool
    from sgs_desktop.simulate import agent_seed

    players, seed, packs, agents, light, offers_on = job
    pool = identity_pool(packs)
    skill_ids = {s for g in pool.values() for s in g.skills}
    key = tuple(sorted(skill_ids))
    if key not in _MODIFIERS:               # (wrapped once in a process: each game only restarts the count)
        _MODIFIERS[key] = ModifierCount(skill_ids)
    modifiers = _MODIFIERS[key]
    out: dict = {"players": players, "seed": seed, "error": None, "refused": [], "reason": None, "rounds": 0,
                 "decisions": 0, "seats": [], "uses": []}
    try:
        config = GameConfig(players=players, packs=packs, round_limit=ROUND_LIMIT)
        game = Game.new(config, seed, observer=None if light else (lambda g, ev: check_invariants(g)))
        modifiers.start(game)
        offers = soak.OfferCheck(seed, out["refused"]) if offers_on else None
        lord = next(p.seat for p in game.players if p.role == "lord")
        names = [agents[(seed + s) % len(agents)] for s in range(players)]
        seats = [Checked(AGENTS[names[s]](agent_seed(seed, s)), s, game,
                         None if light else soak.SeatKnowledge(s, lord), offers) for s in range(players)]
        runner = SeatRunner(game, seats)
        while runner.step():
            pass
        faults = runner.faults.errors + runner.faults.illegal
        if faults:
            raise AssertionError("a seat's fault: " + faults[0])
        if offers is None:
            offers = soak.OfferCheck(seed, [])
        summary = soak._finished(game, 0, offers)
        used = uses(game) + modifiers.counts()
        out.update(reason=summary["reason"], decisions=summary["decisions"], rounds=game.round,
                   seats=[[p.generals[0].general, p.role, names[p.seat]] for p in game.players],
                   uses=[[sid, seat, n] for (sid, seat), n in sorted(used.items())])
    except Exception:
        out["error"] = traceback.format_exc()
    return out


def report(results: list[dict], packs: tuple[str, ...], seconds: float) -> dict:
    """The totals and, for every general of the table, its games and each skill's uses."""
    from sgs_desktop.packs.generals import identity_pool

    pool = identity_pool(packs)
    sizes: dict[int, dict] = {}
    for r in results:
        s = sizes.setdefault(r["players"], {"games": 0, "decisions": 0, "rounds": 0, "reasons": Counter()})
        s["games"] += 1
        s["decisions"] += r["decisions"]
        s["rounds"] += r["rounds"]
        s["reasons"][r["reason"] or "error"] += 1
    generals: dict[str, dict] = {}
    for gid, g in pool.items():
        row = {"package": g.package, "games": 0, "as_lord": 0, "seated_by": Counter(), "skills": {},
               "gained": Counter()}
        for sid in g.skills:
            row["skills"][sid] = {"uses": 0, "games_used": 0, "by_agent": Counter(), "lord": sid in g.lord_skills}
        generals[gid] = row
    equipment = equipment_skills()
    for r in results:
        if not r["seats"]:
            continue
        seated = [pool[gid] for gid, _role, _agent in r["seats"]]
        per_seat: dict[int, Counter] = {}
        for sid, seat, n in r["uses"]:
            per_seat.setdefault(seat, Counter())[sid] += n
        for seat, (gid, role, agent) in enumerate(r["seats"]):
            row = generals[gid]
            row["games"] += 1
            row["as_lord"] += role == "lord"
            row["seated_by"][agent] += 1
            for sid, s in row["skills"].items():
                n = sum(c.get(x, 0) for other, c in per_seat.items() for x in c
                        if (x == sid and (other == seat or sid not in seated[other].skills))
                        or x.startswith(sid + "_"))     # a card it made another use (离间), a helper (黄天)
                s["uses"] += n
                s["games_used"] += n > 0
                s["by_agent"][agent] += n
            for sid, n in per_seat.get(seat, Counter()).items():
                if not any(sid == o or sid.startswith(o + "_") for g in seated for o in g.skills) \
                        and sid not in equipment:
                    row["gained"][sid] += n              # a skill gained in play (若愚's 激将, 魂姿's 英姿)
    agents = sorted({agent for r in results for _gid, _role, agent in r["seats"]})
    for row in generals.values():
        row["seated_by"] = dict(row["seated_by"])
        for s in row["skills"].values():
            s["by_agent"] = dict(s["by_agent"])
        row["gained"] = dict(row["gained"])
    never = [f"{gid}.{sid} ({row['as_lord'] if s['lord'] else row['games']} games"
             f"{' as lord' if s['lord'] else ''})" for gid, row in generals.items()
             for sid, s in row["skills"].items() if s["uses"] == 0]
    return {"packs": list(packs), "agents": agents, "games": len(results), "seconds": round(seconds, 1),
            "errors": [f"{r['players']}p seed {r['seed']}:\n{r['error']}" for r in results if r["error"]],
            "refused": [f"{r['players']}p seed {r['seed']}: {x}" for r in results for x in r["refused"]],
            "round_limit": [f"{r['players']}p seed {r['seed']}" for r in results if r["reason"] == "round_limit"],
            "sizes": {n: {**s, "reasons": dict(s["reasons"]), "avg_rounds": round(s["rounds"] / max(1, s["games"]), 2)}
                      for n, s in sorted(sizes.items())},
            "generals": generals, "never_used": never}


def print_report(rep: dict) -> None:
    print(f"packs {' '.join(rep['packs'])}: {rep['games']} games in {rep['seconds']} s")
    for n, s in rep["sizes"].items():
        print(f"  {n} players: {s['games']} games, {s['decisions']} decisions, {s['avg_rounds']} rounds a game, "
              f"endings {s['reasons']}")
    print(f"errors {len(rep['errors'])}, refused offers {len(rep['refused'])}, "
          f"games at the round limit {len(rep['round_limit'])}")
    for line in rep["errors"][:3] + rep["refused"][:10] + rep["round_limit"][:10]:
        print("  " + line)
    agents = rep["agents"]
    print("skill uses: general (package) games [as lord] {games by agent} | skill uses/games-with-a-use (by agent)")
    for gid, row in rep["generals"].items():
        parts = []
        for sid, s in row["skills"].items():
            by = "/".join(str(s["by_agent"].get(a, 0)) for a in agents)
            parts.append(f"{sid}{'(主公技)' if s['lord'] else ''} {s['uses']}/{s['games_used']} ({by})")
        gained = "".join(f"  +{sid} {n}" for sid, n in row["gained"].items())
        seated = "/".join(str(row["seated_by"].get(a, 0)) for a in agents)
        print(f"  {gid:16} {row['package'].removeprefix('identity_'):9} {row['games']:5} [{row['as_lord']:4}] "
              f"{{{seated}}} | " + "; ".join(parts) + gained)
    print(f"  (by agent: {'/'.join(agents)})")
    never = [gid for gid, row in rep["generals"].items()
             if any(row["seated_by"].get(a, 0) == 0 for a in agents if a != "random")]
    print(f"never chosen by {'/'.join(a for a in agents if a != 'random') or 'an AI'}: {never or 'none'}")
    print(f"never used: {rep['never_used'] or 'none'}")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--packs", nargs="+", default=["all"], help="identity general packages, or all (default)")
    ap.add_argument("--games", type=int, default=1000, help="games per table size")
    ap.add_argument("--players", type=int, nargs="+", default=[5, 8])
    ap.add_argument("--agents", nargs="+", default=["basic", "normal", "random"])
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--light", action="store_true", help="leave out the invariants and the seats' knowledge checks")
    ap.add_argument("--no-offers", action="store_true", help="leave out the check of every offered option")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    from sgs_desktop.engine.errors import ConfigError
    try:
        packs = table_packs(args.packs)
    except ConfigError as exc:
        ap.error(str(exc))
    jobs = [(n, args.seed + i, packs, tuple(args.agents), args.light, not args.no_offers)
            for n in args.players for i in range(args.games)]
    start = time.perf_counter()
    if args.jobs > 1:
        with get_context("spawn").Pool(args.jobs) as pool:
            results = pool.map(one, jobs, chunksize=4)
    else:
        results = [one(j) for j in jobs]
    rep = report(results, packs, time.perf_counter() - start)
    if args.json:
        print(json.dumps(rep, ensure_ascii=False))
    else:
        print_report(rep)
    return 0 if not (rep["errors"] or rep["refused"] or rep["round_limit"]) else 1


if __name__ == "__main__":
    raise SystemExit(main())
