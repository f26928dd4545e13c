"""LAN latency and host load: request → answer round trips over loopback, and one host process
playing many tables of AI clients at once.

    .venv/bin/python benchmarks/lan_latency.py [--tables 20] [--players 5] [--clients 3] [--games 10]
    .venv/bin/python benchmarks/lan_latency.py --hostile [--after 60]     # issue 30: benchmarks/lan_siege.py

1. Round trip: one table, `--clients` remote clients (random agents: they answer at once, so the
   time is the wire's, the codec's and the seat state's, not an AI's thinking), `--games` games in
   a row; the host times each request from the moment it is written to the moment its answer is
   taken (p50 / p99 / max).
2. Many tables: `--tables` tables in this (host) process, each with `--clients` basic-AI clients
   in `--client-procs` other processes (threads, one socket each) and the other chairs AI-filled;
   games/s, the host's CPU seconds and its peak RSS, the round trips under that load, and the
   host's own share: an answer's arrival to the next player's request (AI fill answers between).

Goals (issues 14, 30): one table p99 <= 5 ms; 20 tables p99 <= 35 ms; host RSS <= 150 MB for 20
tables. Loopback only.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import resource
import statistics
import sys
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import sgs_desktop.modes  # noqa: E402,F401
from sgs_desktop.ai.base import agent_seed  # noqa: E402
from sgs_desktop.net.lobby import HostSettings  # noqa: E402
from sgs_desktop.net.server import TableServer  # noqa: E402

LOOPBACK = "127.0.0.1"


def clients_main(ports: list[int], clients: int, agent: str) -> int:
    """The client process: `clients` seats at each table, each played by `agent` in a thread."""
    from sgs_desktop.ai.agents import AGENTS
    from sgs_desktop.net.remote import RemoteTable, play_with

    errors: list[str] = []

    def seat(port: int, s: int) -> None:
        t = None
        try:
            t = RemoteTable.connect(LOOPBACK, port, f"b{s}", seat=s, timeout=120)
            t.ready()
            t.wait(lambda: t.started, 120)
            play_with(t, AGENTS[agent](agent_seed(port, s)), timeout=120)
            t.close()
        except Exception as exc:
            errors.append(f"{port}/{s}: {exc!r}; the host's last errors: {t.errors[-3:] if t else None}")

    threads = [threading.Thread(target=seat, args=(p, s)) for p in ports for s in range(clients)]
    for th in threads:
        th.start()
    for th in threads:
        th.join()
    for e in errors:
        print(e, file=sys.stderr)
    return 1 if errors else 0


async def play_tables(n: int, players: int, clients: int, agent: str, seed: int, procs: int = 1) -> dict:
    servers = []
    for i in range(n):
        s = TableServer(HostSettings(players=players, seed=seed + i, humans=clients, answer_timeout=120),
                        bind=LOOPBACK)
        await s.start()
        servers.append(s)
    cpu0, t0 = time.process_time(), time.perf_counter()
    ports = [s.port for s in servers]
    groups = [ports[i::procs] for i in range(min(procs, n))]
    children = [await asyncio.create_subprocess_exec(
        sys.executable, __file__, "--as-clients", ",".join(str(p) for p in group), "--clients",
        str(clients), "--agent", agent) for group in groups]
    await asyncio.gather(*(s.done.wait() for s in servers))
    wall, cpu = time.perf_counter() - t0, time.process_time() - cpu0
    codes = [await c.wait() for c in children]
    for s in servers:
        await s.close("the benchmark is over")
    lat = sorted(x for s in servers for x in s.latencies)
    gaps = sorted(x for s in servers for x in s.gaps)
    return {"tables": n, "client_procs": len(groups),
            "games": sum(1 for s in servers if s.game is not None and s.game.finished),
            "clients_ok": not any(codes), "wall_s": wall, "host_cpu_s": cpu, "games_per_s": n / wall,
            "decisions": sum(s.game.decisions for s in servers if s.game is not None),
            "round_trips": len(lat), **quantiles(lat), "_lat": lat,
            "gap_p50_ms": quantiles(gaps).get("p50_ms"), "gap_p99_ms": quantiles(gaps).get("p99_ms")}


def quantiles(lat: list[float]) -> dict:
    if not lat:
        return {}
    def q(p: float) -> float:
        return lat[min(len(lat) - 1, int(p * len(lat)))] * 1000
    return {"p50_ms": q(0.50), "p99_ms": q(0.99), "max_ms": lat[-1] * 1000, "mean_ms": statistics.fmean(lat) * 1000}


def rss_mb() -> tuple[float, float]:
    """(now, peak) resident memory of this process in MB."""
    now = 0.0
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            now = int(line.split()[1]) / 1024
    return now, max(now, resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024)


async def bench(args: argparse.Namespace) -> dict:
    single = [await play_tables(1, args.players, args.clients, "random", args.seed + 1000 + g)
              for g in range(args.games)]
    pooled = sorted(x for r in single for x in r.pop("_lat"))
    many = await play_tables(args.tables, args.players, args.clients, "basic", args.seed, args.client_procs)
    many.pop("_lat")
    now, peak = rss_mb()
    return {"single_table": {"games": len(single), "round_trips": len(pooled), **quantiles(pooled)},
            "many_tables": many, "host_rss_mb": now, "host_peak_rss_mb": peak}


def main() -> int:
    if "--hostile" in sys.argv:             # the hostile figures: benchmarks/lan_siege.py, its own options
        sys.argv.remove("--hostile")
        sys.path.insert(0, str(Path(__file__).resolve().parent))
        import lan_siege
        return lan_siege.main()
    ap = argparse.ArgumentParser()
    ap.add_argument("--tables", type=int, default=20)
    ap.add_argument("--players", type=int, default=5)
    ap.add_argument("--clients", type=int, default=3)
    ap.add_argument("--games", type=int, default=20, help="single-table games for the round trip")
    ap.add_argument("--seed", type=int, default=2026)
    ap.add_argument("--agent", default="basic")
    ap.add_argument("--client-procs", type=int, default=4,
                    help="processes the many tables' clients run in (threads of one process share one GIL)")
    ap.add_argument("--hostile", action="store_true",
                    help="the hostile figures instead (benchmarks/lan_siege.py; its options follow)")
    ap.add_argument("--as-clients", default=None, help=argparse.SUPPRESS)
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    if args.as_clients is not None:
        return clients_main([int(p) for p in args.as_clients.split(",")], args.clients, args.agent)
    rep = asyncio.run(bench(args))
    if args.json:
        print(json.dumps(rep))
        return 0
    s, m = rep["single_table"], rep["many_tables"]
    print(f"round trip, one table ({s['games']} games, {s['round_trips']} requests): p50 {s['p50_ms']:.2f} ms, "
          f"p99 {s['p99_ms']:.2f} ms, max {s['max_ms']:.2f} ms (goal p99 <= 5 ms)")
    print(f"{m['tables']} tables at once ({m['games']} games, {m['decisions']} decisions): {m['games_per_s']:.2f} "
          f"games/s, host CPU {m['host_cpu_s']:.2f} s over {m['wall_s']:.2f} s wall, round trip p50 "
          f"{m['p50_ms']:.2f} ms p99 {m['p99_ms']:.2f} ms (goal p99 <= 35 ms; clients in {m['client_procs']} "
          f"processes); host's own answer -> next request p50 {m['gap_p50_ms']:.2f} ms p99 {m['gap_p99_ms']:.2f} ms; "
          f"clients ok: {m['clients_ok']}")
    print(f"host RSS {rep['host_rss_mb']:.0f} MB, peak {rep['host_peak_rss_mb']:.0f} MB (goal <= 150 MB)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
