"""sgs-desktop: the command line.

    sgs-desktop                       the window (start page, then the table)
    sgs-desktop simulate ...          headless games between agents
    sgs-desktop scenario FILE         run a scenario (残局) file
    sgs-desktop replay RECORD         re-run a record (or a bug report's) and check its digests
    sgs-desktop host ...              run a LAN table without a window (prints its address)
    sgs-desktop join HOST:PORT ...    sit at a LAN table with an AI playing the seat (tests, benchmarks)
    sgs-desktop tables                list the tables announced on the LAN
    sgs-desktop --smoke               open the window, play all-AI games to their end, quit (installer tests)
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path

from . import __version__
from .packs.i18n import LANGS, set_language
from .startup import settle

#: simulate's and arena's --packs
PACKS_HELP = ("身份局: the general packages besides 标准 that deal generals (identity_wind 风, identity_fire 火, "
              "identity_thicket 林, identity_mountain 山, identity_god 神 …; default none: the classic table, 标准's "
              "25 and the six package lords); 国战: the card decks and general packages (default hegemony_standard; "
              "add hegemony_strategic_advantage for 势备篇, heg_formation / heg_momentum for 阵 / 势)")


def _parser() -> argparse.ArgumentParser:
    from .modes.heg_deal import DEAL, DEAL_RANGE

    p = argparse.ArgumentParser(prog="sgs-desktop", description="三国杀 desktop: rules engine, games and tools")
    p.add_argument("--version", action="version", version=f"sgs-desktop {__version__}")
    p.add_argument("--smoke", action="store_true",
                   help="open the window, play an identity and a 国战 game of AI seats at full speed to their end, "
                        "print the times, quit (exit 0; 1 on any error)")
    sub = p.add_subparsers(dest="command")
    lang = argparse.ArgumentParser(add_help=False)
    lang.add_argument("--lang", choices=LANGS, default=None,
                      help="the language of the texts (zh_CN 简体, zh_TW 繁體, en English; default zh_CN)")
    sub.add_parser("play", parents=[lang], help="open the window (the default)")

    s = sub.add_parser("simulate", help="play headless games between agents")
    s.add_argument("--mode", default="identity", choices=["identity", "hegemony"],
                   help="identity: 身份局; hegemony: 国战 (old rules)")
    s.add_argument("--players", type=int, default=5)
    s.add_argument("--games", type=int, default=10)
    s.add_argument("--seed", type=int, default=0)
    s.add_argument("--agent", default="random", choices=["random", "basic", "normal", "hard"],
                   help="hard: 困难 with a short budget (50 ms of CPU time a searched decision)")
    s.add_argument("--generals", default=None, choices=["standard", "none"],
                   help="身份局: standard: generals chosen at the start from the table's packages (default); "
                        "none: every seat is a blank 4-HP general")
    s.add_argument("--round-limit", type=int, default=300,
                   help="end a game as a draw after this many rounds (0: never; default 300)")
    s.add_argument("--deal", type=int, default=None,
                   help=f"国战: generals dealt to each seat to choose a pair from ({DEAL_RANGE.start}-"
                        f"{DEAL_RANGE.stop - 1}, default {DEAL})")
    s.add_argument("--victory", default=None, choices=["online", "table"],
                   help="国战: online (default): a kingdom wins when only it is left; table: also by agreement "
                        "of all living players once every general is shown (see docs/rulings.md)")
    s.add_argument("--rules", default=None, choices=["old", "new"],
                   help="国战: the rules profile, old (default) or new (新版国战: marks, 鏖战; docs/rulings.md)")
    s.add_argument("--packs", nargs="+", default=None, metavar="PACK", help=PACKS_HELP)
    s.add_argument("--json", action="store_true", help="print JSON (the last line is the summary)")
    s.add_argument("--save-records", metavar="DIR", help="save every game's record into DIR")

    a = sub.add_parser("arena", help="two agents over duplicate deals: win rates, latency")
    a.add_argument("--mode", default="identity", choices=["identity", "hegemony"],
                   help="identity: sides by role; hegemony: A plays the even seats, then the odd ones")
    a.add_argument("--players", type=int, default=5)
    a.add_argument("--deals", type=int, default=100)
    a.add_argument("--seed", type=int, default=0)
    a.add_argument("--a", dest="agent_a", default="basic", choices=["basic", "normal", "hard", "random", "omniscient"])
    a.add_argument("--b", dest="agent_b", default="random", choices=["basic", "normal", "hard", "random", "omniscient"])
    a.add_argument("--budget-ms", default=None, metavar="MS",
                   help="困难: CPU time a searched decision may take (50-60000 ms; default 100 in the arena)")
    a.add_argument("--generals", default=None, choices=["standard", "none"],
                   help="身份局: standard (default) or none (blank 4-HP generals)")
    a.add_argument("--rules", default=None, choices=["old", "new"], help="国战: the rules profile (default old)")
    a.add_argument("--packs", nargs="+", default=None, metavar="PACK", help=PACKS_HELP)
    a.add_argument("--jobs", type=int, default=1, help="worker processes (at most the CPUs this process may use)")
    a.add_argument("--kingdoms", action="store_true",
                   help="国战: the paired measure by kingdoms (each kingdom's seats all A, then all B; the others "
                        "--fixed), stratified by kingdom size")
    a.add_argument("--fixed", default=None, choices=["basic", "normal", "hard", "random"],
                   help="--kingdoms: the agent of the other seats and of every pair choice (default: B)")
    a.add_argument("--json", action="store_true")

    c = sub.add_parser("scenario", parents=[lang], help="run a scenario (残局) file")
    c.add_argument("file")
    c.add_argument("--json", action="store_true", help="one JSON object per line")
    c.add_argument("--seat", type=int, default=None, metavar="N",
                   help="print the log as seat N was told it (its own cards, a face-down general it "
                        "looked at, a card given to it) instead of the public one")

    r = sub.add_parser("replay", help="re-run a record or a bug report's record and check its digests")
    r.add_argument("record", help="a record (records folder, 保存录像) or a bug report (错误报告)")
    r.add_argument("--json", action="store_true")
    _lan_parsers(sub)
    return p


def _lan_parsers(sub: argparse._SubParsersAction) -> None:
    from .modes.heg_deal import DEAL
    from .net import DISCOVERY_PORT

    h = sub.add_parser("host", help="run a LAN table without a window (docs/net.md)")
    h.add_argument("--mode", default="identity", choices=["identity", "hegemony"])
    h.add_argument("--players", type=int, default=5)
    h.add_argument("--port", type=int, default=0, help="the TCP port (default: any free one; it is printed)")
    h.add_argument("--bind", default="0.0.0.0", help="the address to listen on (default: every interface)")
    h.add_argument("--name", default="sgs", help="the room's name on the join page")
    h.add_argument("--password", default="", help="players must give it to sit down or watch")
    h.add_argument("--ai", default="basic", choices=["basic", "normal", "hard", "random"],
                   help="the AI in empty chairs (basic: 简单, normal: 普通, hard: 困难)")
    h.add_argument("--humans", type=int, default=1,
                   help="start once this many players sit and are ready (the other chairs get AI; default 1)")
    h.add_argument("--seed", type=int, default=None, help="the game's seed (default: random)")
    h.add_argument("--generals", default="standard", choices=["standard", "none"])
    h.add_argument("--deal", type=int, default=DEAL, help="国战: generals dealt to each seat")
    h.add_argument("--victory", default="online", choices=["online", "table"], help="国战's victory rule")
    h.add_argument("--rules", default="old", choices=["old", "new"],
                   help="国战: the rules profile, old (default) or new (新版国战: marks, 鏖战)")
    h.add_argument("--packs", nargs="+", default=None, metavar="PACK",
                   help="身份局: the general packages besides 标准 (identity_wind 风, identity_fire 火, "
                        "identity_thicket 林, identity_mountain 山, identity_god 神 …; default: every one); "
                        "国战: card decks (hegemony_standard, hegemony_strategic_advantage) and general packages "
                        "(heg_formation, heg_momentum) the table plays with (default hegemony_standard)")
    h.add_argument("--timeout", type=float, default=60.0,
                   help="seconds a player has to answer before an AI answers for it (托管; default 60)")
    h.add_argument("--no-spectators", action="store_true", help="refuse guests who only watch")
    h.add_argument("--announce", default="255.255.255.255", metavar="ADDR",
                   help="where to broadcast the table for the join page (default 255.255.255.255)")
    h.add_argument("--announce-port", type=int, default=DISCOVERY_PORT)
    h.add_argument("--no-announce", action="store_true", help="do not announce the table")
    h.add_argument("--records", metavar="DIR", default=None, help="save the game's record into DIR")

    j = sub.add_parser("join", help="sit at a LAN table with an AI playing the seat")
    j.add_argument("address", help="HOST:PORT")
    j.add_argument("--name", default="ai")
    j.add_argument("--password", default="")
    j.add_argument("--seat", type=int, default=None)
    j.add_argument("--ai", default="basic", choices=["basic", "normal", "hard", "random"])
    j.add_argument("--seed", type=int, default=0, help="the AI's seed")
    j.add_argument("--timeout", type=float, default=120.0, help="give up after this long with nothing heard")
    j.add_argument("--token", default="", help="take back the chair an earlier join printed the token of")
    j.add_argument("--reconnect", type=float, default=60.0, metavar="S",
                   help="when the connection drops, keep trying to take the seat back for S seconds (0: never)")

    t = sub.add_parser("tables", help="list the tables announced on the LAN")
    t.add_argument("--seconds", type=float, default=2.0)
    t.add_argument("--port", type=int, default=DISCOVERY_PORT)


def main(argv: list[str] | None = None) -> int:
    parser = _parser()
    args = parser.parse_args(argv)
    if getattr(args, "lang", None):
        set_language(args.lang)
    if args.smoke or args.command in (None, "play"):
        return cmd_play(parser, smoke=args.smoke)
    if args.command == "simulate":
        return cmd_simulate(args)
    if args.command == "scenario":
        return cmd_scenario(args)
    if args.command == "arena":
        return cmd_arena(args)
    if args.command in ("host", "join", "tables"):
        from . import lan_cli
        return {"host": lan_cli.cmd_host, "join": lan_cli.cmd_join, "tables": lan_cli.cmd_tables}[args.command](args)
    return cmd_replay(args)


def cmd_play(parser: argparse.ArgumentParser, smoke: bool = False) -> int:
    try:
        from .ui.app import no_display, run
    except ImportError as exc:          # Qt libraries missing on this machine
        print(f"sgs-desktop: the window needs Qt ({exc}); see the README's system packages", file=sys.stderr)
        parser.print_help()
        return 2
    if no_display():
        print("sgs-desktop: no display to open the window on (set DISPLAY, or run the commands below)",
              file=sys.stderr)
        parser.print_help()
        return 2
    settle()                            # the window's modules are loaded
    if smoke:
        from .ui.smoke import smoke as play_smoke
        return play_smoke()
    return run()


def cpu_count() -> int:
    """The CPUs this process may run on."""
    counted = getattr(os, "process_cpu_count", None)       # (Python 3.13)
    if counted is not None:
        return counted() or 1
    if hasattr(os, "sched_getaffinity"):
        return len(os.sched_getaffinity(0)) or 1
    return os.cpu_count() or 1


def check_seeds(first: int, count: int) -> str | None:
    """Seeds first .. first + count - 1 within 64 bits (what a record may hold), or why not."""
    from .engine.bounded import INT_LIMIT
    if first < -INT_LIMIT or first + max(count, 1) > INT_LIMIT:
        return f"--seed: the seeds {first}.. must stay within 64 bits (|seed| < 2**63)"
    return None


def writable_dir(path: str) -> str | None:
    """Make `path` a directory records can be written into (before any game runs), or say why not."""
    p = Path(path)
    if p.exists() and not p.is_dir():
        return f"{p} exists and is not a directory"
    try:
        p.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        return f"cannot make the directory {p}: {exc.strerror or exc}"
    if not os.access(p, os.W_OK | os.X_OK):
        return f"cannot write into {p}"
    return None


def cmd_simulate(args: argparse.Namespace) -> int:
    from .engine.config import MAX_ROUND_LIMIT, GameConfig
    from .engine.errors import ConfigError
    from .simulate import simulate

    try:
        if not 0 <= args.round_limit <= MAX_ROUND_LIMIT:
            raise ConfigError(f"--round-limit must be 0..{MAX_ROUND_LIMIT} (0: no limit), got {args.round_limit}")
        if args.games < 0:
            raise ConfigError("--games must be >= 0")
        problem = check_seeds(args.seed, args.games)
        if problem:
            raise ConfigError(problem)
        if args.mode == "hegemony":
            from .modes.hegemony import DEAL, HEG_PACKAGES, hegemony_config
            if args.generals is not None:
                raise ConfigError("--generals is a 身份局 setting: 国战 deals from its own generals")
            config = hegemony_config(args.players, deal=DEAL if args.deal is None else args.deal,
                                     victory=args.victory or "online", round_limit=args.round_limit,
                                     rules=args.rules or "old", packs=tuple(args.packs or HEG_PACKAGES))
        else:
            from .modes.identity import chosen_identity_packs
            for name in ("deal", "victory", "rules"):
                if getattr(args, name) is not None:
                    raise ConfigError(f"--{name} is a 国战 setting (use --mode hegemony)")
            config = GameConfig(mode=args.mode, players=args.players, generals=args.generals or "standard",
                                round_limit=args.round_limit, packs=chosen_identity_packs(args.packs or ()))
        from .engine.game import rules_for
        rules_for(config)             # validate before playing
        if args.save_records is not None:
            problem = writable_dir(args.save_records)
            if problem:
                raise ConfigError(f"--save-records: {problem}")
    except ConfigError as exc:
        print(f"sgs-desktop simulate: {exc}", file=sys.stderr)
        return 2

    def progress(seed, game):
        if args.json:
            print(json.dumps({"seed": seed, "winners": list(game.result.winners), "reason": game.result.reason,
                              "decisions": game.decisions, "turns": game.turns, "rounds": game.round}))
        else:
            from .simulate import side_of
            roles = ",".join(side_of(game, s) for s in game.result.winners) or "-"
            print(f"seed {seed}: {game.result.reason} ({roles}) in {game.round} rounds, "
                  f"{game.decisions} decisions")

    settle()
    rep = simulate(config, args.games, args.seed, args.agent, args.save_records, progress)
    for f in rep.failures:
        print(f, file=sys.stderr)
    summary = rep.to_json()
    if args.json:
        print(json.dumps(summary, ensure_ascii=False))
    else:
        print(f"{rep.finished}/{rep.games} games finished, {rep.errors} errors; "
              f"{summary['decisions_per_second']} decisions/s, {summary['turns_per_second']} turns/s; "
              f"wins {summary['wins']}; average {summary['avg_rounds']} rounds")
    return 0 if rep.errors == 0 and rep.finished == rep.games else 1


def _packs_problem(args: argparse.Namespace) -> str | None:
    """An arena's 国战 card packages, checked before any game starts (None: fine)."""
    if not args.packs:
        return None
    from .engine.errors import ConfigError
    from .engine.game import rules_for
    from .modes.hegemony import hegemony_config
    try:
        rules_for(hegemony_config(args.players, packs=tuple(args.packs)))
    except ConfigError as exc:
        return str(exc)
    return None


def _identity_packs_problem(names: list[str] | None) -> str | None:
    """An arena's 身份 general packages, checked before any game starts (None: fine)."""
    from .engine.errors import ConfigError
    from .modes.identity import chosen_identity_packs
    try:
        chosen_identity_packs(names or ())
    except ConfigError as exc:
        return str(exc)
    return None


def _budget_problem(args: argparse.Namespace) -> str | None:
    """--budget-ms checked (a whole number of ms, 50-60000); sets `args.budget`."""
    from .ai.hard.agent import budget_ms
    from .arena import ARENA_BUDGET_MS
    args.budget = ARENA_BUDGET_MS
    if args.budget_ms is None:
        return None
    try:
        args.budget = budget_ms(args.budget_ms)
    except ValueError as exc:
        return f"--budget-ms: {exc}"
    return None


def cmd_arena(args: argparse.Namespace) -> int:
    from . import modes  # noqa: F401 - registers the built-in modes
    from .arena import arena
    from .modes.roles import ROLE_TABLE

    cpus = cpu_count()
    problem = None
    if args.players not in ROLE_TABLE or args.deals < 1:
        problem = f"players 2-10, deals >= 1 (got --players {args.players}, --deals {args.deals})"
    elif not 1 <= args.jobs <= cpus:
        problem = f"--jobs must be 1..{cpus} (the CPUs this process may use), got {args.jobs}"
    elif args.mode == "hegemony" and args.generals is not None:
        problem = "--generals is a 身份局 setting: 国战 deals from its own generals"
    elif args.mode != "hegemony" and args.rules is not None:
        problem = "--rules is a 国战 setting (use --mode hegemony)"
    elif args.mode != "hegemony" and (args.kingdoms or args.fixed):
        problem = "--kingdoms and --fixed measure 国战 by kingdoms (use --mode hegemony)"
    elif args.fixed and not args.kingdoms:
        problem = "--fixed is the --kingdoms measure's setting"
    else:
        packs = _packs_problem(args) if args.mode == "hegemony" else _identity_packs_problem(args.packs)
        problem = check_seeds(args.seed, args.deals) or packs or _budget_problem(args)
    if problem:
        print(f"sgs-desktop arena: {problem}", file=sys.stderr)
        return 2
    settle()
    if args.kingdoms:
        return _kingdom_arena(args)
    rep = arena(args.agent_a, args.agent_b, deals=args.deals, seed=args.seed, players=args.players,
                mode=args.mode, generals=args.generals or "standard", jobs=args.jobs,
                rules=args.rules or "old", packs=tuple(args.packs) if args.packs else None,
                budget_ms=args.budget).to_json()
    if args.json:
        print(json.dumps(rep, ensure_ascii=False))
        return 0 if rep["errors"] == 0 else 1

    def rate(r: dict, unit: str = "games") -> str:
        return f"{r['rate']:.1%} [{r['ci95'][0]:.1%}, {r['ci95'][1]:.1%}] of {r[unit]} {unit}"

    print(f"{rep['a']} vs {rep['b']}: {rep['deals']} deals, {rep['games']} games, {rep['seconds']} s")
    if rep["mode"] == "hegemony":
        print(f"  {rep['a']} seats won: {rate(rep['a_seat_win_rate'], 'seats')}")
        print(f"  {rep['b']} seats won: {rate(rep['b_seat_win_rate'], 'seats')}")
        d = rep["paired_seat_win_difference"]
        print(f"  paired difference (seat win rate, {rep['a']} − {rep['b']}): {d['mean']:+.3f} "
              f"[{d['ci95'][0]:+.3f}, {d['ci95'][1]:+.3f}]")
    else:
        _identity_arena_lines(rep, rate)
    print(f"  average {rep['avg_rounds']} rounds, {rep['avg_decisions']} decisions a game")
    for who in ("a", "b"):
        lat = rep[f"latency_{who}"]
        print(f"  {rep[who]} decisions: p50 {lat['p50_ms']} ms, p99 {lat['p99_ms']} ms, max {lat['max_ms']} ms")
        found = rep.get(f"searched_{who}")
        if found:
            print(f"  {rep[who]} searched {found['decisions']} decisions (CPU time): p50 {found['p50_ms']} ms, "
                  f"p99 {found['p99_ms']} ms, max {found['max_ms']} ms; {found['worlds_median']} worlds "
                  f"(median), {found['no_world']} with none")
    print(f"  seat faults: {rep['errors']} errors, {rep['illegal']} illegal answers")
    return 0 if rep["errors"] == 0 else 1


def _kingdom_arena(args: argparse.Namespace) -> int:
    """`arena --mode hegemony --kingdoms`: the paired measure by kingdoms (arena_kingdoms.py)."""
    from .arena_kingdoms import kingdom_arena
    rep = kingdom_arena(args.agent_a, args.agent_b, deals=args.deals, seed=args.seed, players=args.players,
                        fixed=args.fixed, jobs=args.jobs, rules=args.rules or "old",
                        packs=tuple(args.packs) if args.packs else None, budget_ms=args.budget).to_json()
    if args.json:
        print(json.dumps(rep, ensure_ascii=False))
        return 0 if rep["errors"] == 0 else 1

    def rate(r: dict) -> str:
        return f"{r['rate']:.1%} [{r['ci95'][0]:.1%}, {r['ci95'][1]:.1%}] of {r['n']}"

    def diff(d: dict) -> str:
        return f"{d['mean']:+.3f} [{d['ci95'][0]:+.3f}, {d['ci95'][1]:+.3f}]"

    print(f"kingdoms played by {rep['a']} vs by {rep['b']} (the others and the pairs: {rep['fixed']}): "
          f"{rep['deals']} deals, {rep['kingdoms']} kingdoms, {rep['games']} games, {rep['seconds']} s")
    print(f"  {rep['a']}'s kingdoms won {rate(rep['a_kingdom_win_rate'])}, "
          f"{rep['b']}'s {rate(rep['b_kingdom_win_rate'])}")
    print(f"  paired difference (kingdom won, {rep['a']} − {rep['b']}): {diff(rep['paired_kingdom_difference'])}"
          " (interval over deals)")
    for size, row in rep["by_size"].items():
        print(f"  kingdoms of {size}: {rep['a']} {rate(row['a_won'])}, {rep['b']} {rate(row['b_won'])}, "
              f"difference {diff(row['paired_difference'])}")
    lat = rep["latency_a"]
    print(f"  {rep['a']} decisions: p50 {lat['p50_ms']} ms, p99 {lat['p99_ms']} ms, max {lat['max_ms']} ms; "
          f"average {rep['avg_rounds']} rounds; endings {rep['reasons']}")
    print(f"  seat faults: {rep['errors']} errors, {rep['illegal']} illegal answers")
    return 0 if rep["errors"] == 0 else 1


def _identity_arena_lines(rep: dict, rate) -> None:
    print(f"  {rep['a']} as the lord's side: {rate(rep['a_as_lord_side'])}")
    print(f"  {rep['a']} as the rebels' side: {rate(rep['a_as_rebel_side'])}"
          f" (its renegade won {rep['a_as_rebel_side_renegade_wins']['rate']:.1%})")
    print(f"  {rep['b']} as the lord's side: {rate(rep['b_as_lord_side'])}")
    print(f"  {rep['b']} as the rebels' side: {rate(rep['b_as_rebel_side'])}")
    d = rep["paired_lord_side_difference"]
    print(f"  paired difference (lord's side, {rep['a']} − {rep['b']}): {d['mean']:+.3f} "
          f"[{d['ci95'][0]:+.3f}, {d['ci95'][1]:+.3f}]")


def cmd_scenario(args: argparse.Namespace) -> int:
    from .engine.errors import ConfigError
    from .scenario_run import final_state, run_scenario

    try:
        run = run_scenario(args.file)
    except ConfigError as exc:
        print(f"sgs-desktop scenario: {exc}", file=sys.stderr)
        return 2
    game = run.game
    if args.seat is not None and not 0 <= args.seat < len(game.players):
        print(f"sgs-desktop scenario: --seat {args.seat}: the table has seats 0-{len(game.players) - 1}",
              file=sys.stderr)
        return 2
    final = final_state(game)
    result = game.result.to_json() if game.result else None
    # the log as the seat (or a spectator) sees it, with the prompts offered and the refusals expected
    # at their places: (the number of log events before it, its order, the line)
    notes = sorted([(o.at, 0, o) for o in run.offered] + [(r.at, 1, r) for r in run.refused],
                   key=lambda x: (x[0], x[1]))
    if args.json:
        _scenario_json(game, run, notes, args.seat, final, result)
    else:
        _scenario_text(game, run, notes, args.seat, final)
    if not run.ok:
        print(f"scenario failed: {run.message}", file=sys.stderr)
    return 0 if run.ok else 1


def _interleaved(events: list, notes: list) -> list:
    """The log's events with the run's notes (prompts, refusals) at their places (`at`: the number
    of events of the whole log before it; `events` may be a seat's share: each carries its seq)."""
    out: list = []
    i = 0
    for seq, ev in events:
        while i < len(notes) and notes[i][0] <= seq:
            out.append(notes[i][2])
            i += 1
        out.append(ev)
    out += [n[2] for n in notes[i:]]
    return out


def _scenario_json(game, run, notes: list, seat: int | None, final: list, result) -> None:
    from .scenario_run import draw_pile_order

    events = [(ev["seq"], ev) for ev in game.log_for(seat)]
    for item in _interleaved(events, notes):
        print(json.dumps(item if isinstance(item, dict) else item.to_json(), ensure_ascii=False))
    print(json.dumps({"kind": "final", "ok": run.ok, "message": run.message, "result": result,
                      "players": final, "draw_pile": draw_pile_order(game),
                      "refusals": [{"seat": r.seat, "script_index": r.index, "message": r.message}
                                   for r in run.refused]}, ensure_ascii=False))


def _scenario_text(game, run, notes: list, seat: int | None, final: list) -> None:
    from .client.logtext import event_text, seat_label
    from .packs.i18n import role_name, text
    from .scenario_run import Offered, Refused, draw_pile_order

    faces = {c.id: c.describe().to_json() for c in game.cards}
    if seat is not None:
        print(text("cli", "seat_log").format(seat=seat_label(seat)))
    seqs = [ev["seq"] for ev in game.log_for(seat)]
    for item in _interleaved(list(zip(seqs, game.log.visible(seat), strict=True)), notes):
        if isinstance(item, Offered):
            print(text("cli", "prompt").format(seat=seat_label(item.seat), kind=text("cli", f"request_{item.kind}")))
        elif isinstance(item, Refused):
            print(text("cli", "refused").format(seat=seat_label(item.seat), index=item.index))
        else:
            print(event_text(item, faces))
    print(text("cli", "final_state"))
    for p in final:
        cards = {zone: " ".join(_card(game, c) for c in p[zone]) or "-" for zone in ("hand", "equip", "judge")}
        who = role_name(p["role"]) if game.config.mode != "hegemony" else _heg_who(p)
        print(text("cli", "player").format(
            seat=seat_label(p["seat"]), who=who, life=text("cli", "alive" if p["alive"] else "dead"),
            hp=p["hp"], max_hp=p["max_hp"], **cards, chained=text("cli", "chained") if p["chained"] else ""))
        print(_extras_line(game, p))
    print(text("cli", "draw_pile").format(cards=" ".join(_card(game, c) for c in draw_pile_order(game)) or "-"))
    for r in run.refused:
        print(text("cli", "refused_why").format(seat=seat_label(r.seat), index=r.index, message=r.message))


def _extras_line(game, p: dict) -> str:
    """A player's marks, piles, skills, used 限定技/觉醒技 and removed generals, in words."""
    from .packs.i18n import general_name, lookup, mark_name, skill_name, text

    mode = game.config.mode
    marks = " ".join(f"{mark_name(m, mode=mode)}×{n}" for m, n in p["marks"].items())
    piles = " ".join(f"{lookup('piles', name, 'name') or name}:{' '.join(_card(game, c) for c in cards)}"
                     for name, cards in p["piles"].items())
    return text("cli", "extras").format(
        marks=marks or "-", piles=piles or "-",
        skills=" ".join(skill_name(s, mode=mode) for s in p["skills"]) or "-",
        used=" ".join(skill_name(s, mode=mode) for s in p["used_skills"]) or "-",
        removed=" ".join(general_name(g) for g in p["removed_generals"]) or "-")


def _heg_who(p: dict) -> str:
    """国战: the pair (a face-down general in brackets) and the kingdom so far."""
    from .packs.i18n import general_name, kingdom_name, text
    pair = "/".join(general_name(s["general"]) if s["shown"] else
                    text("cli", "hidden_general").format(general=general_name(s["general"])) for s in p["generals"])
    return f"{pair} {kingdom_name(p['kingdom']) if p['kingdom'] else text('cli', 'no_kingdom')}"


def _card(game, cid: int) -> str:
    from .client.logtext import card_text
    return card_text(game.cards[cid].describe())


def cmd_replay(args: argparse.Namespace) -> int:
    """Re-run a record, or the record in a bug report (tables/replay.py), and compare its digests."""
    from . import modes  # noqa: F401 - registers the built-in modes
    from .engine.errors import ConfigError
    from .engine.record import replay
    from .tables.replay import RecordProblem, load_replay

    try:
        loaded = load_replay(args.record, check=False)
        result = replay(loaded.record)
    except (RecordProblem, ConfigError) as exc:
        kind = exc.kind if isinstance(exc, RecordProblem) else "malformed"
        msg = {"ok": False, "error": str(exc), "problem": kind}
        print(json.dumps(msg, ensure_ascii=False) if args.json else f"sgs-desktop replay: {exc}", file=sys.stderr)
        return 2
    bundle = loaded.bundle
    if args.json:
        out: dict[str, object] = {"ok": result.ok, "answers": result.answers, "divergence": result.divergence,
                                  "message": result.message}
        if bundle is not None:
            out["bug_report"] = {"program": bundle.get("program"), "made": bundle.get("made"),
                                 "viewer": loaded.viewer, "over": loaded.finished}
        print(json.dumps(out, ensure_ascii=False))
        return 0 if result.ok else 1
    if bundle is not None:
        program = bundle.get("program")
        program = program if isinstance(program, dict) else {}
        print(f"bug report from sgs-desktop {program.get('version', '?')}, made {bundle.get('made', '?')}, "
              f"seat {'-' if loaded.viewer is None else loaded.viewer + 1}, "
              f"{'after the game' if loaded.finished else 'mid-game'}")
    if result.ok:
        print(f"replay ok: {result.answers} answers, digests equal")
    else:
        print(f"replay diverged: {result.message}")
    return 0 if result.ok else 1


if __name__ == "__main__":
    sys.exit(main())
