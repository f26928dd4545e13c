"""A game's configuration (everything but its seed) and its result."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .errors import ConfigError


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
    def from_json(cls, data: Any) -> GameConfig:
        if not isinstance(data, dict):
            raise ConfigError("config must be an object")
        known = {"mode", "players", "packs", "generals", "roles", "round_limit", "scenario", "options"}
        extra = set(data) - known
        if extra:
            raise ConfigError(f"config has unknown fields {sorted(extra)}")
        try:
            roles = data.get("roles")
            cfg = cls(mode=str(data.get("mode", "identity")), players=int(data.get("players", 5)),
                      packs=tuple(str(p) for p in data.get("packs", cls.packs)),
                      generals=str(data.get("generals", "standard")),
                      roles=tuple(str(r) for r in roles) if roles else None,
                      round_limit=int(data.get("round_limit", 0)), scenario=data.get("scenario"),
                      options=_options(data.get("options")))
        except (TypeError, ValueError) as exc:
            raise ConfigError(f"config: {exc}") from exc
        return cfg


def _options(data: Any) -> tuple[tuple[str, Any], ...]:
    if data is None:
        return ()
    if not isinstance(data, dict) or not all(isinstance(k, str) for k in data):
        raise ConfigError("config options must be an object of named settings")
    for k, v in data.items():
        if not isinstance(v, (str, int, bool)):
            raise ConfigError(f"config option {k!r} must be a string, number or boolean, got {v!r}")
    return tuple(sorted(data.items()))


@dataclass
class GameResult:
    winners: tuple[int, ...]
    reason: str            # e.g. "lord_dead", "rebels_dead", "draw_pile_exhausted"

    def to_json(self) -> dict[str, Any]:
        return {"winners": list(self.winners), "reason": self.reason}
