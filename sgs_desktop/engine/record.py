"""Records (录像): config + seed + every answer in order + digests.

Replaying a record re-runs the engine with the same answers; the digest after
each answer must match, so a divergence names the first answer where it
happened. The final digest covers every zone's contents.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .errors import ConfigError, IllegalAnswer
from .protocol import answer_from_json

if TYPE_CHECKING:
    from collections.abc import Callable

    from .events import Event
    from .game import Game

FORMAT = "sgs-desktop-record"
#: 2: the typed event stream (protocol 2) logs marks, 濒死 ending and 酒 wearing off, so the
#: digests of games recorded by version 1 differ: such records are refused, not mis-replayed
#: and a face-down pick's position (Pick.index) maps to a card through Game.hand_order_rng, not
#: the hand's order
VERSION = 2


@dataclass
class Record:
    config: dict[str, Any]
    seed: int
    answers: list[tuple[int, dict[str, Any]]]
    digests: list[int]
    final: int
    result: dict[str, Any] | None

    @classmethod
    def of(cls, g: Game) -> Record:
        return cls(g.config.to_json(), g.seed, [(seat, a.to_json()) for seat, a in g.answers],
                   list(g.digests), g.full_digest(), g.result.to_json() if g.result else None)

    def to_json(self) -> dict[str, Any]:
        return {"format": FORMAT, "version": VERSION, "config": self.config, "seed": self.seed,
                "answers": [[s, a] for s, a in self.answers], "digests": self.digests,
                "final": self.final, "result": self.result}

    def save(self, path: str | Path) -> None:
        Path(path).write_text(json.dumps(self.to_json(), ensure_ascii=False, separators=(",", ":")),
                              encoding="utf-8")

    @classmethod
    def from_json(cls, data: Any, source: str = "record") -> Record:
        def bad(field: str, why: str) -> ConfigError:
            return ConfigError(f"{source}: field {field!r}: {why}")

        if not isinstance(data, dict):
            raise ConfigError(f"{source}: a record is a JSON object")
        if data.get("format") != FORMAT:
            raise bad("format", f"expected {FORMAT!r}, got {data.get('format')!r}")
        if isinstance(data.get("version"), int) and 0 < data["version"] < VERSION:
            raise bad("version", f"recorded by an older sgs-desktop (record version {data['version']}); this "
                                 f"program replays version {VERSION}: replay it with the version that made it")
        if data.get("version") != VERSION:
            raise bad("version", f"this program reads version {VERSION}, got {data.get('version')!r}")
        for key, typ in (("config", dict), ("seed", int), ("answers", list), ("digests", list),
                         ("final", int)):
            if not isinstance(data.get(key), typ) or isinstance(data.get(key), bool):
                raise bad(key, f"missing or not a {typ.__name__}")
        answers = []
        for i, item in enumerate(data["answers"]):
            if (not isinstance(item, list) or len(item) != 2 or not isinstance(item[0], int)
                    or not isinstance(item[1], dict)):
                raise bad(f"answers[{i}]", "each answer is [seat, {answer}]")
            try:
                answer_from_json(item[1])
            except IllegalAnswer as exc:
                raise bad(f"answers[{i}]", str(exc)) from exc
            answers.append((item[0], item[1]))
        digests = data["digests"]
        if len(digests) != len(answers) or not all(isinstance(d, int) for d in digests):
            raise bad("digests", "one integer digest per answer")
        result = data.get("result")
        if result is not None and not isinstance(result, dict):
            raise bad("result", "an object or null")
        return cls(data["config"], data["seed"], answers, digests, data["final"], result)

    @classmethod
    def load(cls, path: str | Path) -> Record:
        p = Path(path)
        try:
            text = p.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as exc:
            raise ConfigError(f"{p}: cannot read: {exc}") from exc
        try:
            data = json.loads(text)
        except json.JSONDecodeError as exc:
            raise ConfigError(f"{p}: not JSON: {exc}") from exc
        return cls.from_json(data, str(p))


@dataclass
class ReplayResult:
    ok: bool
    answers: int
    divergence: int | None = None     # index of the first divergent answer
    message: str = ""


def replay(record: Record, observer: Callable[[Game, Event], None] | None = None) -> ReplayResult:
    """Re-run `record`; compare the digest after every answer and at the end."""
    from .game import Game, GameConfig

    config = GameConfig.from_json(record.config)
    g = Game.new(config, record.seed, observer=observer)
    for i, (seat, answer) in enumerate(record.answers):
        if g.pending is None:
            return ReplayResult(False, i, i, f"answer #{i}: the game already ended")
        if g.pending.seat != seat:
            return ReplayResult(False, i, i, f"answer #{i}: recorded for seat {seat}, "
                                             f"but seat {g.pending.seat} is asked ({g.pending.kind})")
        try:
            g.answer(answer)
        except IllegalAnswer as exc:
            return ReplayResult(False, i, i, f"answer #{i} is illegal on replay: {exc}")
        if g.digests[-1] != record.digests[i]:
            return ReplayResult(False, i, i, f"answer #{i} (seat {seat}, {answer.get('type')}): "
                                             f"state digest differs")
    if g.pending is not None and record.result is not None:
        return ReplayResult(False, len(record.answers), len(record.answers),
                            f"the record ends but seat {g.pending.seat} is still asked")
    if g.full_digest() != record.final:
        return ReplayResult(False, len(record.answers), len(record.answers), "final state digest differs")
    return ReplayResult(True, len(record.answers))
