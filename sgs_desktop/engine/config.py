"""A game's configuration (everything but its seed) and its result."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import msgspec

from .bounded import Field, short


@dataclass(frozen=True)
class GameConfig:
    """Everything that defines a game besides its seed. JSON-serialisable."""

    mode: str = "identity"
    players: int = 5
    packs: tuple[str, ...] = ("identity_standard", "identity_maneuvering")
    generals: str = "standard"
    roles: tuple[str, ...] | None = None      # fixed roles by seat (tests); None: dealt at random
    round_limit: int = 0                      # 0: none; otherwise a draw after that many rounds
    scenario: dict[str, Any] | None = field(default=None, compare=False)
    #: mode settings as (name, value) pairs: 国战 "deal" (generals dealt, 4-7), "victory"
    #: ("online": a side that can only be one kingdom wins at once; "table": all must be shown)
    options: tuple[tuple[str, Any], ...] = ()

    def option(self, name: str, default: Any = None) -> Any:
        for k, v in self.options:
            if k == name:
                return v
        return default

    def to_json(self) -> dict[str, Any]:
        out = {"mode": self.mode, "players": self.players, "packs": list(self.packs),
               "generals": self.generals, "roles": list(self.roles) if self.roles else None,
               "round_limit": self.round_limit, "scenario": self.scenario}
        if self.options:
            out["options"] = dict(self.options)
        return out

    @classmethod
    def from_json(cls, data: Any, path: str = "config") -> GameConfig:
        """Check a config's JSON form (a record's): exact types, nothing unknown; a ConfigError
        names the field (`config.players`)."""
        f = Field("", path, data).table(_KNOWN, "an object")
        roles = f["roles"]
        scenario = f["scenario"]
        if scenario.given and not isinstance(scenario.value, dict):
            scenario.fail(f"must be a scenario's JSON form (an object) or null, got {short(scenario.value)}")
        return cls(mode=f.get("mode", "identity").text(),
                   players=f.get("players", 5).integer(1, 64),
                   packs=tuple(x.text() for x in f.get("packs", list(cls.packs)).items()),
                   generals=f.get("generals", "standard").text(),
                   roles=tuple(x.text() for x in roles.items()) if roles.given else None,
                   round_limit=f.get("round_limit", 0).integer(0, MAX_ROUND_LIMIT),
                   scenario=scenario.value, options=_options(f["options"]))


_KNOWN = frozenset({"mode", "players", "packs", "generals", "roles", "round_limit", "scenario", "options"})
#: the most rounds a game may be limited to (0: no limit)
MAX_ROUND_LIMIT = 1_000_000


def _options(f: Field) -> tuple[tuple[str, Any], ...]:
    if not f.given:
        return ()
    if not isinstance(f.value, dict):
        f.fail(f"must be an object of named settings, got {short(f.value)}")
    for k, v in f.value.items():
        if not isinstance(v, (str, int, bool)):
            f[k].fail(f"a setting is a string, number or boolean, got {short(v)}")
    return tuple(sorted(f.value.items()))


class GameResult(msgspec.Struct):
    winners: tuple[int, ...]
    reason: str            # e.g. "lord_dead", "rebels_dead", "draw_pile_exhausted"

    def to_json(self) -> dict[str, Any]:
        return {"winners": list(self.winners), "reason": self.reason}
