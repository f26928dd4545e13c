"""A LAN table before and around its game (大厅): the host's settings, the chairs, who sits in them
(名字, ready or not), their reconnect tokens, and the game config the settings give (Qt-free, no IO)."""

from __future__ import annotations

import secrets
from dataclasses import dataclass, field, replace
from typing import Any

from ..ai.agents import AGENTS
from ..engine.config import GameConfig
from ..modes.heg_deal import DEAL, DEAL_RANGE
from ..modes.heg_rules import DEFAULT_RULES, RULES
from ..modes.hegemony import HEG_PACKAGES, hegemony_config, packs_problem
from ..modes.identity import chosen_identity_packs, identity_packs
from ..modes.roles import ROLE_TABLE
from ..tables.table import Chair


@dataclass(frozen=True)
class HostSettings:
    """What the host chooses: the game (mode 身份/国战, players, 国战 rules, the seed), who fills
    empty chairs (AI fill), and how the table treats its guests."""

    mode: str = "identity"
    players: int = 5
    seed: int = 0
    generals: str = "standard"          # 身份: standard, or none (blank 4-HP generals)
    deal: int = DEAL                    # 国战: generals dealt to each seat
    victory: str = "online"             # 国战: online or table (docs/rulings.md)
    rules: str = DEFAULT_RULES          # 国战: the rules profile, old or new (新版国战)
    packs: tuple[str, ...] = HEG_PACKAGES  # 国战: card decks (势备篇) and general packages (阵, 势)
    #: 身份: the general packages besides 标准 (风 identity_wind …); none: the classic table (标准's 25 and
    #: the six package lords). The host page and `host` choose every package unless told otherwise.
    identity_packs: tuple[str, ...] = ()
    round_limit: int = 0
    ai: str = "basic"                   # the agent in empty chairs and for absent players
    ai_fill: bool = True                # start with AI in the empty chairs (else only when full)
    name: str = "sgs"                   # the room's name (listed on the join page)
    password: str = ""                  # "" : none
    spectators: bool = True             # may guests watch (the public stream only)?
    answer_timeout: float = 60.0        # seconds a player has to answer before an AI answers for it
    hello_timeout: float = 10.0         # seconds a new connection has to say hello
    humans: int = 0                     # headless: start once this many players sit and are ready (0: never)

    def check(self) -> None:
        """ValueError names a setting that cannot be played."""
        if self.mode not in ("identity", "hegemony"):
            raise ValueError(f"mode: identity or hegemony, got {self.mode!r}")
        if self.players not in ROLE_TABLE:
            raise ValueError(f"players: {min(ROLE_TABLE)}-{max(ROLE_TABLE)}, got {self.players}")
        if self.ai not in AGENTS:
            raise ValueError(f"ai: one of {sorted(AGENTS)}, got {self.ai!r}")
        if self.deal not in DEAL_RANGE:
            raise ValueError(f"deal: {DEAL_RANGE.start}-{DEAL_RANGE.stop - 1}, got {self.deal}")
        if self.victory not in ("online", "table"):
            raise ValueError(f"victory: online or table, got {self.victory!r}")
        if self.rules not in RULES:
            raise ValueError(f"rules: one of {list(RULES)}, got {self.rules!r}")
        problem = packs_problem(self.packs)
        if problem is not None:
            raise ValueError(problem)
        chosen_identity_packs(self.identity_packs)      # (a ConfigError, a ValueError, names the package)
        if self.generals not in ("standard", "none"):
            raise ValueError(f"generals: standard or none, got {self.generals!r}")
        if not 0 <= self.humans <= self.players:
            raise ValueError(f"humans: 0..{self.players}, got {self.humans}")
        if self.answer_timeout <= 0 or self.hello_timeout <= 0:
            raise ValueError("timeouts must be positive")

    def config(self) -> GameConfig:
        if self.mode == "hegemony":
            return hegemony_config(self.players, deal=self.deal, victory=self.victory, round_limit=self.round_limit,
                                   rules=self.rules, packs=self.packs)
        return GameConfig(players=self.players, generals=self.generals, round_limit=self.round_limit,
                          packs=identity_packs(self.identity_packs))

    def public(self) -> dict[str, Any]:
        """The settings every guest sees (the password only as whether there is one)."""
        return {"mode": self.mode, "players": self.players, "generals": self.generals, "deal": self.deal,
                "victory": self.victory, "rules": self.rules, "packs": self.table_packs(), "ai": self.ai,
                "ai_fill": self.ai_fill,
                "name": self.name, "password": bool(self.password), "spectators": self.spectators,
                "answer_timeout": self.answer_timeout}

    def table_packs(self) -> list[str]:
        """The packs the table plays with: 国战's chosen ones, or identity's own."""
        return list(self.packs) if self.mode == "hegemony" else list(identity_packs(self.identity_packs))

    def changed(self, **changes: Any) -> HostSettings:
        out = replace(self, **changes)
        out.check()
        return out


@dataclass
class Lobby:
    """The chairs of a table (`chairs[seat]`) and the chat so far."""

    settings: HostSettings
    chairs: list[Chair] = field(default_factory=list)
    started: bool = False

    def __post_init__(self) -> None:
        self.settings.check()
        if not self.chairs:
            self.chairs = [Chair(s) for s in range(self.settings.players)]

    def configure(self, **changes: Any) -> None:
        """New settings (before the game only); a smaller table sends the extra players to watch."""
        if self.started:
            raise ValueError("the game has begun: its settings are fixed")
        self.settings = self.settings.changed(**changes)
        n = self.settings.players
        self.chairs = self.chairs[:n] + [Chair(s) for s in range(len(self.chairs), n)]
        for c in self.chairs:
            c.ready = False

    def by_token(self, token: str) -> Chair | None:
        if not token:
            return None
        for c in self.chairs:
            if c.token and secrets.compare_digest(c.token, token):
                return c
        return None

    def sit(self, name: str, seat: int | None = None) -> Chair | None:
        """A new player takes `seat` (or the first empty chair): its chair, or None when none is free."""
        if self.started:
            return None
        free = [c for c in self.chairs if not c.taken]
        if seat is not None:
            free = [c for c in free if c.seat == seat]
        if not free:
            return None
        chair = free[0]
        chair.name, chair.token, chair.ready, chair.connected = name, secrets.token_hex(16), False, True
        return chair

    def move(self, chair: Chair, seat: int) -> Chair | None:
        """A seated player moves to an empty chair (before the game): the new chair, or None."""
        if self.started or not 0 <= seat < len(self.chairs) or self.chairs[seat].taken:
            return None
        new = self.chairs[seat]
        new.name, new.token, new.ready, new.connected = chair.name, chair.token, False, chair.connected
        self.chairs[chair.seat] = Chair(chair.seat)
        return new

    def leave(self, chair: Chair) -> None:
        """A player leaves: before the game its chair is emptied; during it an AI stands in."""
        if self.started:
            chair.connected = False
            chair.standin = True
        else:
            self.chairs[chair.seat] = Chair(chair.seat)

    def lose(self, chair: Chair) -> None:
        """A player's connection is lost before the game: the chair waits for its token (not
        ready meanwhile) until `expire` frees it; during the game an AI stands in as it does."""
        chair.connected = False
        if not self.started:
            chair.ready = False

    def expire(self, chair: Chair, token: str) -> bool:
        """The wait for a lost player is over: free its chair if it is still theirs, still
        unconnected and the game has not begun. True when freed."""
        if self.started or chair.connected or chair.token != token or self.chairs[chair.seat] is not chair:
            return False
        self.chairs[chair.seat] = Chair(chair.seat)
        return True

    def can_start(self) -> str | None:
        """Why the game cannot start now, or None."""
        if self.started:
            return "the game has begun"
        players = [c for c in self.chairs if c.taken]
        if not self.settings.ai_fill and len(players) < len(self.chairs):
            return f"{len(self.chairs) - len(players)} chair(s) are empty and AI fill is off"
        lost = [c.name for c in players if not c.connected]
        if lost:
            return f"waiting for {', '.join(lost)} to reconnect"
        waiting = [c.name for c in players if not c.ready]
        if waiting:
            return f"not ready: {', '.join(waiting)}"
        return None

    def autostart(self) -> bool:
        """Headless: are `humans` players seated and every one ready?"""
        h = self.settings.humans
        return h > 0 and sum(c.taken for c in self.chairs) >= h and self.can_start() is None

    def public(self) -> dict[str, Any]:
        return {"settings": self.settings.public(), "chairs": [c.public() for c in self.chairs],
                "started": self.started}
