"""Soak games that seat chosen identity generals (a package's, before the tables deal them), every
check on, with the skill-use counts of those generals.

    .venv/bin/python benchmarks/package_soak.py --generals xuhuang menghuo zhurong sunjian lusu jiaxu \\
        --players 5 8 --games 200 [--seed 0] [--agents basic normal random] [--jobs 1] [--json]
        [--gains shensimayi:jilue,jilue_guicai]     (skills gained in play, counted too)

Each game is a scenario (modes/scenario.py) built from its seed: the roles dealt at random, as many
of the named generals as there are seats (a random choice of them, at random seats) and the rest
from the standard set, four cards to everyone, the lord's turn from its start phase; each seat an
agent drawn from `--agents` (a table of mixed seats). Each game is checked as tests/soak.py checks
a soak game: invariants after every event, every seat's stream and view for leaks, requests and
answers through JSON, every offered option accepted (OfferCheck: refusals are counted), the record
replayed (`--light` leaves the leak and offer checks out). Prints the errors, refused offers and
games at the round limit, and how often each skill of the named generals was used, in all and by
the agent of its owner's seat: its `skill` log lines, the cards its view-as made, and, for a
prohibition (帷幕), the decisions at which it kept a card off its owner (not logged: counted by
wrapping it here).
"""

from __future__ import annotations

import argparse
import json
import random
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
START_HAND = 4


def scenario(generals: list[str], players: int, seed: int, agents: list[str]) -> tuple[dict, list[str]]:
    """The table of game `seed` (a scenario's JSON-like form) and its seats' agents."""
    from sgs_desktop.modes.roles import LORD, ROLE_TABLE
    from sgs_desktop.packs.deck import deck_rows
    from sgs_desktop.packs.generals import classic_identity_generals

    rng = random.Random(seed * 1_000_003 + players)
    roles = list(ROLE_TABLE[players])
    rng.shuffle(roles)
    mine = rng.sample(generals, min(players, len(generals)))
    rest = rng.sample([g for g in classic_identity_generals() if g not in generals], players - len(mine))
    seated = mine + rest
    rng.shuffle(seated)
    cards = list(range(len(deck_rows(["identity_standard", "identity_maneuvering"]))))
    rng.shuffle(cards)
    table = [{"role": r, "general": g, "hand": cards[i * START_HAND:(i + 1) * START_HAND]}
             for i, (r, g) in enumerate(zip(roles, seated, strict=True))]
    lord = roles.index(LORD)
    game = {"mode": "identity", "seed": seed, "current": lord, "phase": "start", "stop": "game_over",
            "strict": False, "round_limit": ROUND_LIMIT}
    return {"game": game, "players": table}, [rng.choice(agents) for _ in range(players)]


class ProhibitionCount:
    """Counts, per skill id and owner seat, the decisions at which a prohibition skill of the named
    generals kept a card off its owner (a PROHIBIT modifier writes no log line)."""

    def __init__(self, skill_ids: set[str]) -> None:
        from sgs_desktop.engine.skills.skill import PROHIBIT
        from sgs_desktop.packs.skills import SKILLS

        self.hits: dict[str, set[tuple[int, int]]] = {}
        self.game = None
        for sid in sorted(skill_ids):
            skill = SKILLS[sid]
            if PROHIBIT in skill.modifies:
                self._wrap(skill)

    def _wrap(self, skill) -> None:
        inner = skill.modify
        hits = self.hits.setdefault(skill.id, set())

        def modify(g, owner, kind, value, *args):
            out = inner(g, owner, kind, value, *args)
            if out and not value and args[1] is owner and g is self.game:
                hits.add((g.decisions, owner.seat))
            return out

        skill.modify = modify

    def start(self, game) -> None:
        self.game = game
        for found in self.hits.values():
            found.clear()

    def counts(self) -> Counter:
        return Counter({(sid, seat): n for sid, found in self.hits.items()
                        for seat, n in Counter(seat for _, seat in found).items()})


def uses(game, skill_ids: set[str], generals: list[str] = ()) -> Counter:
    """How often each skill was used in `game` by each seat, as (skill, seat) → count (omniscient
    log): its `skill` lines and the cards its view-as made (used or played). A skill one of the
    named `generals` gained in the game (急袭 by 凿险, 观星 by 志继, the skill 化身 declared) counts
    at that seat only, as "+<general>.<skill>"."""
    out: Counter = Counter()
    named = {p.seat: p.generals[0].general for p in game.players if p.generals[0].general in generals}
    gained: dict[int, set[str]] = {}
    for ev in game.log_for(-1):
        kind = ev["kind"]
        if kind == "acquire_skill" and ev["seat"] in named and ev["skill"] not in skill_ids:
            gained.setdefault(ev["seat"], set()).add(ev["skill"])
            continue
        if kind == "skill":
            sid, seat = ev["skill"], ev["seat"]
        elif kind in ("use", "play"):
            sid, seat = ev["card"].get("skill"), ev["user"] if kind == "use" else ev["seat"]
        else:
            continue
        if sid in skill_ids:
            out[sid, seat] += 1
        elif sid in gained.get(seat, ()):
            out[f"+{named[seat]}.{sid}", seat] += 1
    return out


def one(job: tuple[list[str], int, int, list[str], bool, dict[str, list[str]]]) -> dict:
    """Play one checked game: its outcome, the skill uses, and any error or refused offer."""
    import soak
    from invariants import check_invariants

    import sgs_desktop.modes  # noqa: F401 - registers the built-in modes
    from sgs_desktop.ai.agents import AGENTS
    from sgs_desktop.engine.game import Game
    from sgs_desktop.engine.wire import answer_from_json, request_from_json
    from sgs_desktop.modes.scenario_file import parse_scenario
    from sgs_desktop.packs.generals import identity_generals
    from sgs_desktop.simulate import agent_seed

    generals, players, seed, agents, light, gains = job
    table = identity_generals()
    skill_ids = {s for gid in generals for s in table[gid].skills} | {s for found in gains.values() for s in found}
    prohibitions = _PROHIBITIONS.setdefault(tuple(sorted(skill_ids)), ProhibitionCount(skill_ids))
    out: dict = {"players": players, "seed": seed, "error": None, "refused": [], "reason": None,
                 "rounds": 0, "decisions": 0, "uses": {}, "seated": [], "agents": []}   # uses: agent → skill → n
    try:
        data, seat_agents = scenario(generals, players, seed, agents)
        out["agents"] = seat_agents
        out["seated"] = [p["general"] for p in data["players"] if p["general"] in generals]
        config = parse_scenario(data, f"soak {seed}").config()
        game = Game.new(config, seed, observer=lambda g, ev: check_invariants(g))
        prohibitions.start(game)
        bots = [AGENTS[a](agent_seed(seed, s)) for s, a in enumerate(seat_agents)]
        offers = soak.OfferCheck(seed, out["refused"])
        lord = next(p.seat for p in game.players if p.role == "lord")
        know = [soak.SeatKnowledge(s, lord) for s in range(players)]
        cursor = [0] * players
        while game.pending is not None:
            req = game.pending
            seat = req.seat
            assert request_from_json(json.loads(json.dumps(req.to_json()))) == req
            since, cursor[seat] = cursor[seat], len(game.log)
            view = game.view(seat)
            if not light:
                for ev in game.log_for(seat, since=since):
                    know[seat].feed(ev)
                know[seat].cursor = cursor[seat]
                know[seat].check_view(view)
            bot = bots[seat]
            if bot.wants_view:           # (what the seat saw since it was last asked, as SeatRunner feeds it)
                keep = getattr(bot, "observes", None)
                seen = game.log.visible(seat, since)
                bot.observe(seen if keep is None else [e for e in seen if type(e) in keep])
            answer = bot.answer(req, view)
            assert answer_from_json(json.loads(json.dumps(answer.to_json()))) == answer
            if not light:
                offers.before(game, answer)
            game.answer(answer)
        summary = soak._finished(game, 0, offers)
        used = uses(game, skill_ids, generals) + prohibitions.counts()
        by_agent: dict[str, Counter] = {}
        for (sid, seat), n in used.items():
            by_agent.setdefault(seat_agents[seat], Counter())[sid] += n
        out.update(reason=summary["reason"], decisions=summary["decisions"], rounds=game.round,
                   uses={a: dict(c) for a, c in by_agent.items()})
    except Exception:
        out["error"] = traceback.format_exc()
    return out


_PROHIBITIONS: dict[tuple[str, ...], ProhibitionCount] = {}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--generals", nargs="+", required=True)
    ap.add_argument("--players", nargs="+", type=int, default=[5, 8])
    ap.add_argument("--games", type=int, default=200, help="games per table size")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--agents", nargs="+", default=["basic", "normal", "random"])
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--light", action="store_true", help="leave out the leak and offer checks")
    ap.add_argument("--gains", nargs="*", default=[], metavar="GENERAL:SKILL,SKILL",
                    help="skills a general gains in play (拜印's 极略 and its helpers), counted as its own")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)

    from sgs_desktop.packs.generals import identity_generals
    table = identity_generals()
    unknown = [g for g in args.generals if g not in table]
    if unknown:
        ap.error(f"unknown identity generals: {unknown}")
    gains: dict[str, list[str]] = {}
    for item in args.gains:
        gid, _, ids = item.partition(":")
        if gid not in args.generals or not ids:
            ap.error(f"--gains {item!r}: GENERAL:SKILL,SKILL for one of --generals")
        gains[gid] = ids.split(",")
    jobs = [(args.generals, n, args.seed + i, args.agents, args.light, gains)
            for n in args.players for i in range(args.games)]
    start = time.perf_counter()
    if args.jobs > 1:
        with get_context("spawn").Pool(args.jobs) as pool:
            results = pool.map(one, jobs, chunksize=4)
    else:
        results = [one(j) for j in jobs]
    report = summarise(results, args.generals, time.perf_counter() - start, gains)
    if args.json:
        print(json.dumps(report, ensure_ascii=False))
    else:
        print_report(report)
    return 0 if not (report["errors"] or report["refused"] or report["round_limit"]) else 1


def summarise(results: list[dict], generals: list[str], seconds: float,
              gains: dict[str, list[str]] | None = None) -> dict:
    from sgs_desktop.packs.generals import identity_generals
    table = identity_generals()
    by_size: dict[int, dict] = {}
    for r in results:
        size = by_size.setdefault(r["players"], {"games": 0, "reasons": Counter(), "rounds": 0, "decisions": 0,
                                                 "agents": Counter()})
        size["games"] += 1
        size["reasons"][r["reason"] or "error"] += 1
        size["rounds"] += r["rounds"]
        size["decisions"] += r["decisions"]
        size["agents"].update(r["agents"])
    skills: dict[str, dict] = {}
    agents = sorted({a for r in results for a in r["agents"]})
    for gid in generals:
        seated = [r for r in results if gid in r["seated"]]
        for sid in (*table[gid].skills, *(gains or {}).get(gid, ())):
            per_game = [sum(u.get(sid, 0) for u in r["uses"].values()) for r in seated]
            skills[f"{gid}.{sid}"] = {"games_seated": len(seated), "uses": sum(per_game),
                                      "games_used": sum(n > 0 for n in per_game),
                                      "by_agent": {a: sum(r["uses"].get(a, {}).get(sid, 0) for r in seated)
                                                   for a in agents}}
        for key in sorted({k for r in seated for u in r["uses"].values() for k in u if k.startswith(f"+{gid}.")}):
            per_game = [sum(u.get(key, 0) for u in r["uses"].values()) for r in seated]
            skills[f"{gid}.+{key.split('.', 1)[1]}"] = {
                "games_seated": len(seated), "uses": sum(per_game), "games_used": sum(n > 0 for n in per_game),
                "by_agent": {a: sum(r["uses"].get(a, {}).get(key, 0) for r in seated) for a in agents}}
    return {"games": len(results), "seconds": round(seconds, 1),
            "errors": [f"{r['players']}p seed {r['seed']}:\n{r['error']}" for r in results if r["error"]],
            "refused": [f"{r['players']}p seed {r['seed']}: {x}" for r in results for x in r["refused"]],
            "round_limit": [f"{r['players']}p seed {r['seed']}" for r in results if r["reason"] == "round_limit"],
            "sizes": {n: {**s, "reasons": dict(s["reasons"]), "agents": dict(s["agents"]),
                          "avg_rounds": round(s["rounds"] / max(1, s["games"]), 2)}
                      for n, s in sorted(by_size.items())},
            "skills": skills}


def print_report(rep: dict) -> None:
    print(f"{rep['games']} games in {rep['seconds']} s")
    for n, s in rep["sizes"].items():
        print(f"  {n} players: {s['games']} games, {s['decisions']} decisions, {s['avg_rounds']} rounds a game, "
              f"endings {s['reasons']}, seats {s['agents']}")
    print(f"errors {len(rep['errors'])}, refused offers {len(rep['refused'])}, "
          f"games at the round limit {len(rep['round_limit'])}")
    for line in rep["errors"][:5] + rep["refused"][:10] + rep["round_limit"][:10]:
        print("  " + line)
    print("skill uses (games seated, uses, games with a use; uses by the owner's agent):")
    for key, s in rep["skills"].items():
        by = ", ".join(f"{a} {n}" for a, n in s["by_agent"].items())
        print(f"  {key:22} {s['games_seated']:5} {s['uses']:7} {s['games_used']:5}   {by}")


if __name__ == "__main__":
    raise SystemExit(main())
