"""The LAN commands of sgs-desktop: `host` (a headless table), `join` (an AI client), `tables`
(what the LAN announces). docs/net.md describes the protocol behind them."""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import sys
from pathlib import Path

from .net.discovery import lan_address
from .net.lobby import HostSettings
from .packs.generals import identity_expansions


def cmd_host(args: argparse.Namespace) -> int:
    from . import modes  # noqa: F401 - registers the built-in modes
    from .modes.hegemony import HEG_PACKAGES
    from .modes.identity import all_identity_packs, chosen_identity_packs
    from .net.serve import run_table
    from .net.server import TableServer

    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(1 << 30)
    heg = args.mode == "hegemony"
    try:
        packs = tuple(args.packs) if heg and args.packs else HEG_PACKAGES
        chosen = all_identity_packs() if args.packs is None or heg else chosen_identity_packs(args.packs)
        settings = HostSettings(mode=args.mode, players=args.players, seed=seed, generals=args.generals,
                                deal=args.deal, victory=args.victory, rules=args.rules, packs=packs,
                                identity_packs=identity_expansions(chosen),
                                ai=args.ai,
                                name=args.name,
                                password=args.password, spectators=not args.no_spectators,
                                answer_timeout=args.timeout, humans=args.humans)
        settings.check()
    except ValueError as exc:
        print(f"sgs-desktop host: {exc}", file=sys.stderr)
        return 2
    records = Path(args.records) if args.records else None
    server = TableServer(settings, bind=args.bind, port=args.port, records=records)

    def ready(s: TableServer) -> None:
        host = lan_address() if args.bind in ("0.0.0.0", "") else args.bind
        print(f"hosting {settings.name!r} ({settings.mode}, {settings.players} players, seed {seed}) "
              f"at {host}:{s.port}", flush=True)

    stopped: list[str] = []
    try:
        asyncio.run(run_table(server, announce=None if args.no_announce else args.announce,
                              announce_port=args.announce_port, on_ready=ready, stopped=stopped))
    except OSError as exc:
        print(f"sgs-desktop host: cannot open the port: {exc}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:           # (where the signal could not be caught by the loop)
        stopped.append("SIGINT")
    if stopped:
        print(f"stopped by {stopped[0]}: the table is closed", flush=True)
    if server.crashed is not None:
        print(f"the table stopped on an error: {server.crashed}", file=sys.stderr, flush=True)
    game = server.game
    if game is not None and game.result is not None:
        print(f"game over: winners {list(game.result.winners)} ({game.result.reason})", flush=True)
    if server.record_file is not None:
        print(f"record saved: {server.record_file}", flush=True)
    return 1 if server.crashed is not None else 0


def cmd_join(args: argparse.Namespace) -> int:
    from .ai.agents import AGENTS
    from .net.remote import Closed, RemoteTable, play_with

    host, _, port = args.address.rpartition(":")
    if not host or not port.isdigit():
        print(f"sgs-desktop join: give the table as HOST:PORT, got {args.address!r}", file=sys.stderr)
        return 2
    try:
        table = RemoteTable.connect(host, int(port), args.name, password=args.password, seat=args.seat,
                                    token=args.token, timeout=args.timeout)
        print(f"seated at {args.address} as seat {table.seat}; token {table.token} "
              f"(`join {args.address} --token {table.token}` takes this chair back)", flush=True)
        if not table.lobby.get("started"):
            table.ready()
        table.wait(lambda: table.started, args.timeout)
        table = play_with(table, AGENTS[args.ai](args.seed), timeout=args.timeout, reconnect=args.reconnect)
    except (Closed, TimeoutError, OSError) as exc:
        print(f"sgs-desktop join: {exc}", file=sys.stderr)
        return 1
    over = table.result
    assert over is not None
    won = table.seat in over.winners
    print(json.dumps({"seat": table.seat, "won": won, "winners": list(over.winners), "reason": over.reason}))
    table.close()
    return 0


def cmd_tables(args: argparse.Namespace) -> int:
    from .net.discovery import listen

    found = listen(args.seconds, port=args.port)
    for t in found:
        print(f"{t.host}:{t.port}  {t.name}  {t.mode} {t.seated}/{t.players}"
              f"{'  started' if t.started else ''}{'  (password)' if t.password else ''}")
    if not found:
        print("no table heard")
    return 0
