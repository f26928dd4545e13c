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

from .bounded import RECORD_BYTES, Field, cut, load_json, read_text, short
from .config import GameConfig, GameResult
from .errors import ConfigError, IllegalAnswer
from .protocol.answers import Answer, Concede
from .wire import answer_from_json

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
    """A game as config, seed, every answer by seat, the digest after each, and the end."""

    config: GameConfig
    seed: int
    answers: list[tuple[int, Answer]]
    digests: list[int]
    final: int
    result: GameResult | None

    @classmethod
    def of(cls, g: Game) -> Record:
        return cls(g.config, g.seed, list(g.answers), list(g.digests), g.full_digest(), g.result)

    def to_json(self) -> dict[str, Any]:
        return {"format": FORMAT, "version": VERSION, "config": self.config.to_json(), "seed": self.seed,
                "answers": [[s, a.to_json()] for s, a in self.answers], "digests": self.digests,
                "final": self.final, "result": self.result.to_json() if self.result else None}

    def save(self, path: str | Path) -> None:
        Path(path).write_text(json.dumps(self.to_json(), ensure_ascii=False, separators=(",", ":")),
                              encoding="utf-8")

    @classmethod
    def from_json(cls, data: Any, source: str = "record") -> Record:
        """Check a record's JSON form whole (its config by the mode's own rules, a scenario's
        too); a ConfigError names the field (`answers[3]`, `config.scenario.players[1].hand[0]`)."""
        top = Field(source, "", data)
        if not isinstance(data, dict):
            raise ConfigError(f"{source}: a record is a JSON object")
        if data.get("format") != FORMAT:
            top["format"].fail(f"expected {FORMAT!r}, got {short(data.get('format'))}")
        version = data.get("version")
        if isinstance(version, int) and not isinstance(version, bool) and 0 < version < VERSION:
            top["version"].fail(f"recorded by an older sgs-desktop (record version {version}); this program "
                                f"replays version {VERSION}: replay it with the version that made it")
        if version != VERSION:
            top["version"].fail(f"this program reads version {VERSION}, got {short(version)}")
        top.table(_KEYS, "a JSON object")
        config = _config(top["config"], source)
        seed = top["seed"].integer()
        answers = []
        for item in top["answers"].items("a list of [seat, answer]"):
            pair = item.value
            if not (isinstance(pair, list) and len(pair) == 2 and isinstance(pair[1], dict)):
                item.fail("each answer is [seat, {answer}]")
            seat = Field(source, f"{item.path}[0]", pair[0]).integer(0, config.players - 1)
            try:
                answers.append((seat, answer_from_json(pair[1])))
            except IllegalAnswer as exc:
                item.fail(cut(str(exc)))
        digests = [d.integer(0, DIGEST_LIMIT) for d in top["digests"].items("a list of digests")]
        if len(digests) != len(answers):
            top["digests"].fail(f"one integer digest per answer: {len(digests)} digests, {len(answers)} answers")
        final = top["final"].integer(0, DIGEST_LIMIT)
        return cls(config, seed, answers, digests, final, _result(top["result"], config.players))

    @classmethod
    def load(cls, path: str | Path) -> Record:
        """Read and check a record file (at most RECORD_BYTES; see engine/bounded.py)."""
        text = read_text(path, RECORD_BYTES, "record")
        return cls.from_json(load_json(text, str(path)), str(path))


_KEYS = frozenset({"format", "version", "config", "seed", "answers", "digests", "final", "result"})
#: digests are CRC-32 values
DIGEST_LIMIT = (1 << 32) - 1


def _config(f: Field, source: str) -> GameConfig:
    """The record's config, checked by the mode it names (a scenario's JSON form included)."""
    from .game import rules_for

    try:
        config = GameConfig.from_json(f.value, f.path)
        rules_for(config)
    except ConfigError as exc:
        msg = str(exc)
        raise ConfigError(f"{source}: {msg if msg.startswith('field ') else 'field config: ' + msg}") from None
    return config


def _result(f: Field, players: int) -> GameResult | None:
    if not f.given:
        return None
    f.table(frozenset({"winners", "reason"}), "an object or null")
    winners = tuple(w.integer(0, players - 1) for w in f["winners"].items("a list of seats"))
    return GameResult(winners, f["reason"].text())


@dataclass
class ReplayResult:
    ok: bool
    answers: int
    divergence: int | None = None     # index of the first divergent answer
    message: str = ""


def replay(record: Record, observer: Callable[[Game, Event], None] | None = None) -> ReplayResult:
    """Re-run `record`; compare the digest after every answer and at the end."""
    from .concede import concede
    from .game import Game

    g = Game.new(record.config, record.seed, observer=observer)
    for i, (seat, answer) in enumerate(record.answers):
        if g.pending is None:
            return ReplayResult(False, i, i, f"answer #{i}: the game already ended")
        if g.pending.seat != seat:
            return ReplayResult(False, i, i, f"answer #{i}: recorded for seat {seat}, "
                                             f"but seat {g.pending.seat} is asked ({g.pending.kind})")
        try:
            if isinstance(answer, Concede):
                concede(g)
            else:
                g.answer(answer)
        except IllegalAnswer as exc:
            return ReplayResult(False, i, i, f"answer #{i} is illegal on replay: {exc}")
        if g.digests[-1] != record.digests[i]:
            return ReplayResult(False, i, i, f"answer #{i} (seat {seat}, {answer.type}): "
                                             f"state digest differs")
    if g.pending is not None and record.result is not None:
        return ReplayResult(False, len(record.answers), len(record.answers),
                            f"the record ends but seat {g.pending.seat} is still asked")
    if g.full_digest() != record.final:
        return ReplayResult(False, len(record.answers), len(record.answers), "final state digest differs")
    return ReplayResult(True, len(record.answers))
