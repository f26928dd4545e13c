"""Audit the AI's own-side mistakes in self-play records (身份).

Replays each record request by request and counts, from the truth (every role, every judge
area; the records are finished games), what the seats answered:

- harmful cards aimed at a teammate in the play phase (杀, 决斗, 火攻, 乐不思蜀, 兵粮寸断, 借刀杀人's
  victim; 过河拆桥/顺手牵羊 unless the teammate has a delayed trick to take away), by the lord's side
  (主公 and 忠臣 at each other) and by the rebels (反贼 at each other);
- self-nullification: a 无懈可击 against the seat's own trick, or against a teammate's trick that
  helps a teammate (无中生有 …, or 过河拆桥/顺手牵羊 at a teammate's delayed trick);
- 酒 drunk in the play phase with no 杀 used after it in that turn;
- 桃 given to a dying player of the other side (the 内奸 counts as the other side for everyone,
  and everyone as the 内奸's other side but the lord).

    PYTHONPATH=. .venv/bin/python -m sgs_desktop simulate --agent basic --games 300 --save-records /tmp/r
    PYTHONPATH=. .venv/bin/python benchmarks/ai_audit.py --records /tmp/r
    PYTHONPATH=. .venv/bin/python benchmarks/ai_audit.py --agent normal --games 300   (plays them first)
"""

from __future__ import annotations

import argparse
import json
from collections import Counter
from pathlib import Path

import sgs_desktop.modes  # noqa: F401 - registers the modes
from sgs_desktop.ai.agents import AGENTS
from sgs_desktop.engine.config import GameConfig
from sgs_desktop.engine.game import Game
from sgs_desktop.engine.protocol.answers import Use
from sgs_desktop.engine.record import Record
from sgs_desktop.simulate import play_one
from sgs_desktop.startup import settle

SLASHES = {"slash", "fire_slash", "thunder_slash"}
HARMFUL = SLASHES | {"duel", "fire_attack", "indulgence", "supply_shortage", "dismantlement", "snatch",
                     "collateral"}
TAKE = {"dismantlement", "snatch"}
HELPFUL = {"ex_nihilo", "god_salvation", "amazing_grace", "await_exhausted", "befriend_attacking", "peach"}
NULLIFICATIONS = {"nullification", "heg_nullification"}


def team(role: str | None) -> str:
    return {"lord": "lord", "loyalist": "lord", "rebel": "rebel"}.get(role or "", role or "")


def teammates(roles: list[str | None], a: int, b: int) -> bool:
    return a != b and team(roles[a]) == team(roles[b]) and roles[a] != "renegade"


def card_key(g: Game, answer: Use) -> str:
    if answer.name:
        return answer.name
    return g.cards[answer.card].key if answer.card is not None else ""


def audit(record: Record) -> Counter:
    """The mistakes of one game, by kind."""
    c: Counter = Counter()
    g = Game.new(record.config, record.seed)
    roles = [p.role for p in g.players]
    drunk: dict[int, int] = {}           # seat → turns (by count) it drank in, a 杀 not yet used
    turn = 0
    last_turn_seat = -1
    for seat, answer in record.answers:
        req = g.pending
        if req is None:
            break
        if (g.current, g.round) != (last_turn_seat, turn):
            for s in list(drunk):
                c["analeptic_without_slash"] += 1
                del drunk[s]
            last_turn_seat, turn = g.current, g.round
        if isinstance(answer, Use):
            key = card_key(g, answer)
            if req.kind == "play":
                if key == "analeptic":
                    c["analeptic_in_play"] += 1
                    drunk[seat] = 1
                elif key in SLASHES:
                    drunk.pop(seat, None)
                if key in HARMFUL:
                    aimed = answer.targets[1:] if key == "collateral" else answer.targets
                    for t in aimed:
                        if key in TAKE and g.players[t].judge:
                            continue
                        if teammates(roles, seat, t):
                            c[f"harmful_at_teammate_{team(roles[seat])}"] += 1
            elif req.prompt.key == "save" and key in ("peach", "analeptic"):
                dying = req.prompt.args[0]
                if dying != seat and not _friend_in_need(roles, seat, dying):
                    c["peach_for_other_side"] += 1
            elif req.prompt.key == "nullify" and key in NULLIFICATIONS:
                args = req.prompt.args
                subject = args[0] if args else ""
                if subject not in NULLIFICATIONS and len(args) > 2:
                    user, target = args[1], args[2]
                    if _against_own_side(g, roles, seat, subject, user, target):
                        c["self_nullification"] += 1
        g.answer(answer)
    c["analeptic_without_slash"] += len(drunk)      # (the turn the record ends in)
    c["games"] += 1
    return c


def _against_own_side(g: Game, roles: list[str | None], seat: int, subject: str, user: object,
                      target: object) -> bool:
    """Is a 无懈可击 by `seat` on this trick against its own side's trick?"""
    if not (isinstance(user, int) and isinstance(target, int) and user >= 0 and target >= 0):
        return False
    if user == seat:
        return target != seat
    mine = teammates(roles, seat, user) and (teammates(roles, seat, target) or target == seat)
    return mine and (subject in HELPFUL or (subject in TAKE and bool(g.players[target].judge)))


def _friend_in_need(roles: list[str | None], seat: int, dying: int) -> bool:
    if roles[seat] == "renegade":
        return roles[dying] == "lord"
    return teammates(roles, seat, dying)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--records", help="a directory of records (simulate --save-records)")
    ap.add_argument("--agent", default="basic", choices=sorted(AGENTS), help="without --records: play with it")
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--players", type=int, default=5)
    ap.add_argument("--seed", type=int, default=70_000)
    args = ap.parse_args()
    settle()
    total: Counter = Counter()
    if args.records:
        for path in sorted(Path(args.records).glob("*.json")):
            total += audit(Record.load(path))
    else:
        config = GameConfig(players=args.players, generals="standard", round_limit=200)
        for i in range(args.games):
            total += audit(play_one(config, args.seed + i, args.agent).record)
    n = total["games"] or 1
    out = {k: {"total": v, "per_game": round(v / n, 3)} for k, v in sorted(total.items()) if k != "games"}
    print(json.dumps({"games": total["games"], "agent": None if args.records else args.agent, **out},
                     ensure_ascii=False))


if __name__ == "__main__":
    main()
