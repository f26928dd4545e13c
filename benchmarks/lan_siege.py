"""A LAN host under hostile guests (issue 30): figures, loopback (127.0.0.1) only.

    .venv/bin/python benchmarks/lan_latency.py --hostile [--after 60] [--think 10]
    .venv/bin/python benchmarks/lan_siege.py [--phase flood|siege|all] [--after 60]

1. Flood: an honest 5-seat table (five basic-AI clients in a second process, each thinking
   `--think` ms per answer) plays one game while 20 hostile connections (a third process, asyncio)
   flood it: 6 chatters at 95 lines/s, 10 spectators that never read (a ping a second), 2 that
   send 1 MiB frames before any hello, 2 spectators sending 15 KiB frames as fast as they may; each
   one reopened at once when the host drops it. Printed: the host's answer-to-next-request gap
   (p50/p99/max; goal p99 <= 20 ms), whether the game finished, the host's RSS before, at its peak
   during and `--after` seconds after the flood (goal <= 150 MB; back within 10 MB), the host's
   CPU in the 5 s after the attackers left, and how long a new guest waits for its welcome during
   the flood (a spectator connecting once a second; goal <= 1 s). Run three times: without any
   attacker (the control: what the machine gives the same table at the same time), with the
   table's limits as they are (all 20 come from one address, as from one hostile machine), and with
   the per-address limits lifted (as if from 20 machines, all admitted).
2. Siege: 200 hostile connections held open (70 spectators that never read, 70 sockets that never
   say hello, 60 slow-loris ones trickling a frame a byte a second), reopened when dropped, while
   a seated player drops its connection and comes back with its token 100 times (goal: 100/100).
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import resource
import signal
import statistics
import struct
import sys
import threading
import time
from dataclasses import dataclass, replace
from functools import partial
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import sgs_desktop.modes  # noqa: E402,F401
from sgs_desktop.net.frames import FRAME_CAP, encode, message  # noqa: E402
from sgs_desktop.net.guard import Limits  # noqa: E402
from sgs_desktop.net.lobby import HostSettings  # noqa: E402
from sgs_desktop.net.server import TableServer  # noqa: E402

LOOPBACK = "127.0.0.1"
FLOOD_PLAN = "chat:6,mute:10,big:2,pad:2"
SIEGE_PLAN = "watch:70,silent:70,loris:60"
#: the per-address limits lifted, as if every hostile connection came from a machine of its own
SPREAD = {"pending_per_address": 1000, "spectators_per_address": 1000, "address_frames_burst": 1e9,
          "address_frames_rate": 1e9, "address_bytes_burst": 1e12, "address_bytes_rate": 1e12,
          "address_chat_burst": 1e9, "address_chat_rate": 1e9, "spectators": 64}


def rss_mb() -> float:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def pct(xs: list[float], p: float) -> float:
    s = sorted(xs)
    return s[min(len(s) - 1, int(p * len(s)))] * 1000 if s else float("nan")


# --------------------------------------------------------------------------- the attackers' process
@dataclass
class Counts:
    open: int = 0
    opened: int = 0
    sent_bytes: int = 0
    chats: int = 0


def frame(kind: str, **body) -> bytes:
    return encode(message(kind, **body))


async def _hello(w: asyncio.StreamWriter, name: str) -> None:
    w.write(frame("hello", name=name, spectator=True))
    await w.drain()


async def _chatter(r, w, c: Counts) -> None:
    await _hello(w, "chat")
    w.transport.pause_reading()                     # (it never reads either)
    line = frame("chat", text="刷屏" * 50)
    while True:
        w.write(line)
        c.chats += 1
        c.sent_bytes += len(line)
        await w.drain()
        await asyncio.sleep(1 / 95)


async def _mute(r, w, c: Counts) -> None:
    await _hello(w, "mute")
    w.transport.pause_reading()
    ping = frame("ping", n=1)
    while True:                                     # (a ping a second: how it learns it was dropped)
        await asyncio.sleep(1.0)
        w.write(ping)
        await w.drain()


async def _big(r, w, c: Counts) -> None:
    body = b"x" * FRAME_CAP
    while True:
        w.write(struct.pack(">I", len(body)) + body)
        c.sent_bytes += len(body)
        await w.drain()


async def _pad(r, w, c: Counts) -> None:
    await _hello(w, "pad")
    w.transport.pause_reading()
    data = frame("ping", n=0, pad="x" * 15_000)
    while True:
        w.write(data)
        c.sent_bytes += len(data)
        await w.drain()


async def _silent(r, w, c: Counts) -> None:
    await r.read()                                   # (until the host drops it)


async def _loris(r, w, c: Counts) -> None:
    w.write(struct.pack(">I", 200))
    while True:
        await asyncio.sleep(1.0)
        w.write(b"{")
        await w.drain()


ATTACKS = {"chat": _chatter, "mute": _mute, "big": _big, "pad": _pad, "watch": _mute, "silent": _silent,
           "loris": _loris}


async def _attacker(kind: str, port: int, c: Counts, stop: asyncio.Event) -> None:
    while not stop.is_set():
        try:
            r, w = await asyncio.open_connection(LOOPBACK, port)
        except OSError:
            await asyncio.sleep(0.05)
            continue
        c.open += 1
        c.opened += 1
        try:
            await ATTACKS[kind](r, w, c)
        except (ConnectionError, OSError, asyncio.IncompleteReadError):
            pass
        finally:
            c.open -= 1
            w.transport.abort()
        await asyncio.sleep(0.02)                   # (reopened at once, bar a breath)


async def attackers(port: int, plan: str) -> dict:
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    loop.add_signal_handler(signal.SIGTERM, stop.set)
    c = Counts()
    tasks = [loop.create_task(_attacker(kind, port, c, stop))
             for kind, n in (p.split(":") for p in plan.split(",")) for _ in range(int(n))]
    print("ready", flush=True)                      # (the host waits for this line)
    samples: list[int] = []
    while not stop.is_set():
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(stop.wait(), 0.25)
        samples.append(c.open)
    for t in tasks:
        t.cancel()
    await asyncio.gather(*tasks, return_exceptions=True)
    held = samples[4:] or samples
    return {"connections": len(tasks), "opened": c.opened, "open_min": min(held), "open_mean": statistics.fmean(held),
            "sent_mb": c.sent_bytes / 1e6, "chats": c.chats}


# --------------------------------------------------------------------------- the honest clients' process
class Thinking:
    """A basic AI that takes `think` seconds over each answer (a person would take longer)."""

    def __init__(self, agent, think: float) -> None:
        self.agent, self.think = agent, think
        self.wants_view = agent.wants_view

    def observe(self, events) -> None:
        self.agent.observe(events)

    def answer(self, request, view):
        time.sleep(self.think)
        return self.agent.answer(request, view)


def honest(port: int, seats: int, think: float, probe_every: float, games: int) -> dict:
    """`seats` players at the table on `port`, `games` games in a row (a new table each time, on the
    same port), and a newcomer asking to watch every `probe_every` seconds meanwhile."""
    from sgs_desktop.ai.base import agent_seed
    from sgs_desktop.ai.basic import BasicAgent
    from sgs_desktop.net.remote import Closed, RemoteTable, play_with

    errors: list[str] = []
    finished: list[int] = []

    def sit(s: int, g: int) -> RemoteTable:
        end = time.monotonic() + 60
        while True:
            try:
                t = RemoteTable.connect(LOOPBACK, port, f"h{s}", seat=s, timeout=10)
                if not t.lobby.get("started"):
                    return t
                t.close()
            except (Closed, OSError, TimeoutError):
                if time.monotonic() > end:
                    raise
            time.sleep(0.1)

    def seat(s: int) -> None:
        for g in range(games):
            try:
                t = sit(s, g)
                t.ready()
                t.wait(lambda t=t: t.started, 60)
                t = play_with(t, Thinking(BasicAgent(agent_seed(port + g, s)), think), timeout=120, reconnect=30)
                finished.append(s)
                t.close()
            except Exception as exc:
                errors.append(f"game {g} seat {s}: {exc!r}")

    threads = [threading.Thread(target=seat, args=(s,)) for s in range(seats)]
    for th in threads:
        th.start()
    welcomes: list[float] = []
    refused: list[str] = []
    while any(th.is_alive() for th in threads):
        time.sleep(probe_every)
        t0 = time.perf_counter()
        try:
            g = RemoteTable.connect(LOOPBACK, port, "newcomer", spectator=True, timeout=10)
            welcomes.append(time.perf_counter() - t0)
            g.close()
        except (Closed, OSError, TimeoutError) as exc:
            refused.append(f"{getattr(exc, 'code', type(exc).__name__)} after {time.perf_counter() - t0:.3f} s")
    for th in threads:
        th.join()
    return {"errors": errors, "finished": len(finished), "welcome_s": welcomes, "refused": refused}


def reconnector(port: int, n: int) -> dict:
    from sgs_desktop.ai.base import agent_seed
    from sgs_desktop.ai.basic import BasicAgent
    from sgs_desktop.net.remote import Closed, RemoteTable, come_back

    t = RemoteTable.connect(LOOPBACK, port, "r0", seat=0, timeout=60)
    t.ready()
    t.wait(lambda: t.started, 60)
    agent = BasicAgent(agent_seed(port, 0))
    ok, times, failures = 0, [], []
    for _ in range(n):
        if not t.finished:
            t.wait(lambda t=t: t.pending is not None or t.finished, 60)
        if t.pending is not None:
            t.answer(agent.answer(t.pending, t.state.view))
        t.drop()
        t0 = time.perf_counter()
        try:
            new = RemoteTable.connect(LOOPBACK, port, "r0", resume=t, timeout=10)
            assert new.seat == 0
            ok += 1
            times.append(time.perf_counter() - t0)
        except (Closed, OSError, TimeoutError) as exc:
            failures.append(f"{getattr(exc, 'code', type(exc).__name__)}: {exc}")
            new = come_back(t, 30)
        t = new
    t.close()
    return {"tries": n, "ok": ok, "p50_ms": pct(times, 0.5), "max_ms": max(times) * 1000 if times else None,
            "failures": failures[:5]}


# --------------------------------------------------------------------------- the host (this process)
def _spawn(*argv: str) -> asyncio.Future:
    return asyncio.create_subprocess_exec(sys.executable, __file__, *argv, stdout=asyncio.subprocess.PIPE)


async def _attack(port: int, plan: str) -> asyncio.subprocess.Process:
    """The attackers' process, once its connections are under way."""
    proc = await _spawn("--as-attackers", str(port), "--plan", plan)
    assert proc.stdout is not None
    line = await proc.stdout.readline()
    assert line.strip() == b"ready", line
    return proc


async def _sample_rss(out: list[float], stop: asyncio.Event) -> None:
    while not stop.is_set():
        out.append(rss_mb())
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(stop.wait(), 0.1)


async def flood(args: argparse.Namespace, limits: Limits, plan: str = FLOOD_PLAN) -> dict:
    """`args.games` games in a row at a 5-seat table of honest clients (a new table on the same port
    each time) under a flood from 20 hostile connections (`plan`; "": none, the control), from
    before the first deal to the end."""
    settings = HostSettings(players=5, seed=args.seed, humans=5, answer_timeout=120)
    server = TableServer(settings, bind=LOOPBACK, limits=limits)
    await server.start()
    port = server.port
    base = rss_mb()
    stop, samples = asyncio.Event(), []
    sampler = asyncio.get_running_loop().create_task(_sample_rss(samples, stop))
    attack = await _attack(port, plan) if plan else None
    await asyncio.sleep(1.5)                        # (the flood is on before the game)
    honest_ = await _spawn("--as-honest", str(port), "--think", str(args.think), "--games", str(args.games))
    t0 = time.perf_counter()
    gaps: list[float] = []
    finished, decisions = 0, 0
    stats = {"throttled": 0, "slow_dropped": 0, "evicted": 0, "chat_refused": 0, "mb_read": 0.0}
    for g in range(args.games):
        if g:
            server = TableServer(replace(settings, seed=args.seed + g), bind=LOOPBACK, port=port, limits=limits)
            await server.start()
        await server.done.wait()
        game = server.game
        finished += bool(game is not None and game.finished)
        decisions += game.decisions if game is not None else 0
        gaps += server.gaps
        for k, v in (("throttled", server.throttled), ("slow_dropped", server.slow_dropped),
                     ("evicted", server.evicted), ("chat_refused", server.chatroom.refused),
                     ("mb_read", server.bytes_in / 1e6)):
            stats[k] += v
        await server.close("the game is over")
    out, _ = await honest_.communicate()
    wall = time.perf_counter() - t0
    aout = b"{}"
    if attack is not None:
        attack.send_signal(signal.SIGTERM)
        aout, _ = await attack.communicate()
    stop.set()
    await sampler
    cpu0 = time.process_time()
    await asyncio.sleep(5)
    cpu_after = time.process_time() - cpu0
    rss_5s = rss_mb()
    await asyncio.sleep(max(0.0, args.after - 5))
    rep = json.loads(out)
    welcomes = rep.pop("welcome_s")
    return {"games": args.games, "games_finished": finished, "decisions": decisions, "wall_s": wall,
            "gaps": len(gaps), "gap_p50_ms": pct(gaps, 0.5), "gap_p99_ms": pct(gaps, 0.99),
            "gap_max_ms": pct(gaps, 1.0), "rss_start_mb": base, "rss_peak_mb": max(samples),
            "rss_5s_after_mb": rss_5s, "after_s": args.after, "rss_after_mb": rss_mb(),
            "cpu_s_in_5s_after": cpu_after, "welcomes": len(welcomes),
            "welcome_max_ms": max(welcomes) * 1000 if welcomes else None, "welcome_p50_ms": pct(welcomes, 0.5),
            "newcomers_refused": rep.pop("refused"), "honest": rep, "attackers": json.loads(aout), "host": stats}


async def siege(args: argparse.Namespace, limits: Limits) -> dict:
    server = TableServer(HostSettings(players=5, seed=args.seed, humans=1, answer_timeout=120), bind=LOOPBACK,
                         limits=limits)
    await server.start()
    attack = await _attack(server.port, SIEGE_PLAN)
    await asyncio.sleep(3)                          # (all 200 are open, the slow ones past their first seconds)
    held = (len(server.pending), server.spectators)
    rec = await _spawn("--as-reconnector", str(server.port), "--n", str(args.reconnects))
    out, _ = await rec.communicate()
    attack.send_signal(signal.SIGTERM)
    aout, _ = await attack.communicate()
    res = {**json.loads(out), "host_held_pending_spectators": held, "attackers": json.loads(aout),
           "host": {"evicted": server.evicted, "slow_dropped": server.slow_dropped}}
    await server.close("the benchmark is over")
    return res


async def hostile(args: argparse.Namespace) -> dict:
    """Each phase, its figures printed as soon as it is over."""
    out: dict = {}
    phases = []
    if args.phase in ("flood", "all"):
        phases += [("flood_none", partial(flood, plan=""), Limits()), ("flood_one_address", flood, Limits()),
                   ("flood_spread", flood, replace(Limits(), **SPREAD))]
    if args.phase in ("siege", "all"):
        phases += [("siege_one_address", siege, Limits()),
                   ("siege_spread", siege, replace(Limits(), **{**SPREAD, "spectators": 256}))]
    for name, run, limits in phases:
        out[name] = await run(args, limits)
        if not args.json:
            report({name: out[name]})
    return out


def report(rep: dict) -> None:
    for name, f in rep.items():
        if name.startswith("flood"):
            a = f["attackers"]
            print(f"{name}: games finished {f['games_finished']}/{f['games']} ({f['decisions']} decisions, "
                  f"{f['wall_s']:.1f} s, honest seats done {f['honest']['finished']}/{5 * f['games']}); gap answer "
                  f"-> next request p50 {f['gap_p50_ms']:.2f} ms, p99 {f['gap_p99_ms']:.2f} ms, max "
                  f"{f['gap_max_ms']:.2f} ms over {f['gaps']} (goal p99 <= 20 ms)")
            print(f"  host RSS start {f['rss_start_mb']:.0f} MB, peak {f['rss_peak_mb']:.0f} MB, 5 s after "
                  f"{f['rss_5s_after_mb']:.0f} MB, {f['after_s']:g} s after {f['rss_after_mb']:.0f} MB (goal <= 150, "
                  f"back within 10); host CPU in the 5 s after {f['cpu_s_in_5s_after']:.2f} s")
            print(f"  newcomers welcomed {f['welcomes']}, p50 {f['welcome_p50_ms']:.1f} ms, max "
                  f"{f['welcome_max_ms'] or float('nan'):.1f} ms (goal <= 1 s); refused {len(f['newcomers_refused'])} "
                  f"{f['newcomers_refused'][:3]}")
            if a:
                print(f"  attackers: {a['connections']} connections, {a['opened']} opened in all, open min "
                      f"{a['open_min']} mean {a['open_mean']:.1f}, {a['sent_mb']:.0f} MB and {a['chats']} chat "
                      f"lines written; host: {f['host']}")
        else:
            a = f["attackers"]
            print(f"{name}: token reconnects {f['ok']}/{f['tries']} (goal 100/100), p50 {f['p50_ms']:.1f} ms, "
                  f"max {f['max_ms']:.1f} ms; attackers open min {a['open_min']} mean {a['open_mean']:.1f} of "
                  f"{a['connections']} ({a['opened']} opened in all); host held (pending, spectators) "
                  f"{f['host_held_pending_spectators']}, {f['host']}; failures {f['failures']}")


def add_args(ap: argparse.ArgumentParser) -> None:
    ap.add_argument("--phase", default="all", choices=["flood", "siege", "all"])
    ap.add_argument("--after", type=float, default=60.0, help="seconds after the flood to read the RSS again")
    ap.add_argument("--think", type=float, default=10.0, help="ms an honest client thinks per answer")
    ap.add_argument("--reconnects", type=int, default=100)
    ap.add_argument("--games", type=int, default=4, help="games in a row under the flood")


def main() -> int:
    ap = argparse.ArgumentParser()
    add_args(ap)
    ap.add_argument("--seed", type=int, default=2026)
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--as-attackers", type=int, default=None, help=argparse.SUPPRESS)
    ap.add_argument("--plan", default=FLOOD_PLAN, help=argparse.SUPPRESS)
    ap.add_argument("--as-honest", type=int, default=None, help=argparse.SUPPRESS)
    ap.add_argument("--as-reconnector", type=int, default=None, help=argparse.SUPPRESS)
    ap.add_argument("--n", type=int, default=100, help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.as_attackers is not None:
        print(json.dumps(asyncio.run(attackers(args.as_attackers, args.plan))))
        return 0
    if args.as_honest is not None:
        print(json.dumps(honest(args.as_honest, 5, args.think / 1000, 1.0, args.games)))
        return 0
    if args.as_reconnector is not None:
        print(json.dumps(reconnector(args.as_reconnector, args.n)))
        return 0
    rep = asyncio.run(hostile(args))
    if args.json:
        print(json.dumps(rep))
    return 0


if __name__ == "__main__":
    os.environ.setdefault("PYTHONHASHSEED", "0")
    sys.exit(main())
