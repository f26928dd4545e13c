"""Identity mode (身份局): roles, setup, rewards and penalties, victory.

主公 (lord, shown), 忠臣 (loyalist), 反贼 (rebel), 内奸 (renegade). The lord
moves first. Whoever kills a 反贼 draws 3 cards; a lord who kills a 忠臣 discards
every hand and equipment card. The lord dies: the sole surviving 内奸 wins,
otherwise the 反贼. Every 反贼 and 内奸 dead: the lord and 忠臣 win.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..engine import events as E
from ..engine import timings as T
from ..engine.config import GameConfig
from ..engine.errors import ConfigError, GameOver
from ..engine.game import Game
from ..engine.moves import all_cards_of, draw, move_cards
from ..engine.rules import Rules
from ..engine.state import GeneralSlot, Player, Zone
from ..engine.turns import run_turns
from ..packs import IDENTITY_PACKAGES, build_deck
from ..packs.deck import packages
from ..packs.generals import IDENTITY_BASE, identity_expansions, identity_packages
from ..packs.seating import BLANK
from .choosing import choose_generals
from .god_kingdom import choose_god_kingdoms
from .roles import LORD, LOYALIST, REBEL, RENEGADE, ROLE_TABLE, check_roles

if TYPE_CHECKING:
    from ..engine.position import Position
    from .scenario_file import Scenario

BLANK_HP = 4
START_HAND = 4
GENERAL_SETS = ("standard", "none")     # standard: dealt from the table's packages (identity_packs)


def identity_packs(expansions: tuple[str, ...] | list[str] = ()) -> tuple[str, ...]:
    """An identity table's `packs`: its deck (标准 and 军争: IDENTITY_PACKAGES), then the general packages
    chosen besides 标准 (风 火 林 山 神 …) in the data's order; none: the classic table (标准's 25 and the
    six package lords, packs/generals.identity_pool)."""
    return (*IDENTITY_PACKAGES, *identity_expansions(expansions))


def all_identity_packs() -> tuple[str, ...]:
    """An identity table with every general package of the data (a player's default: docs/ui.md)."""
    return identity_packs(identity_packages())


def chosen_identity_packs(names: tuple[str, ...] | list[str]) -> tuple[str, ...]:
    """The `packs` of an identity table that names these packages (a command line's, a host's: the
    general packages, 标准 and the deck's names allowed and implied); a ConfigError names an unknown
    package or one named twice, and nothing is chosen."""
    problem = identity_packs_problem((*IDENTITY_PACKAGES, *(n for n in names if n not in IDENTITY_PACKAGES)))
    if problem is None and len(set(names)) != len(names):
        problem = f"packs: a package is named twice: {list(names)}"
    if problem is not None:
        raise ConfigError(problem)
    return identity_packs(names)


def identity_packs_problem(packs: tuple[str, ...] | list[str]) -> str | None:
    """Why an identity table cannot play with these `packs` (card packages and general packages),
    naming the package; None when it can."""
    known = (*(p for p in packages() if p.startswith("identity_")),
             *(p for p in identity_packages() if p not in packages()))
    for name in packs:
        if name not in known:
            return f"packs: unknown 身份 card or general package {name!r}; known: {list(known)}"
    if len(set(packs)) != len(packs):
        return f"packs: a package is named twice: {list(packs)}"
    if IDENTITY_BASE not in packs:
        return f"packs: 身份 plays with {IDENTITY_BASE} (标准: its deck and its generals), got {list(packs)}"
    return None


def lord_hp_bonus(players: int) -> int:
    """The lord has one more HP with 5 or more players (主公体力上限+1)."""
    return 1 if players >= 5 else 0


class IdentityRules(Rules):
    name = "identity"

    def __init__(self, config: GameConfig) -> None:
        self.config = config
        if config.players not in ROLE_TABLE:
            raise ConfigError(f"players: identity mode takes 2-10 players, got {config.players}")
        problem = identity_packs_problem(config.packs)
        if problem is not None:
            raise ConfigError(problem)
        if config.generals not in GENERAL_SETS:
            raise ConfigError(f"generals: one of {list(GENERAL_SETS)} ('none': blank 4-HP generals), "
                              f"got {config.generals!r}")
        if config.roles is not None:
            check_roles(config.roles)
            if len(config.roles) != config.players:
                raise ConfigError("roles: one role per player")
        self.scenario: Scenario | None = None
        if config.scenario is not None:       # (the scenario reader is loaded only for a 残局)
            from .scenario_file import scenario_of
            self.scenario = scenario_of(config, "identity")

    def build(self, g: Game) -> None:
        build_deck(g, self.config.packs)
        if self.scenario is not None:
            from .scenario import build_table
            build_table(g, self.scenario)
            return
        n = self.config.players
        roles = list(self.config.roles or ROLE_TABLE[n])
        if self.config.roles is None:
            g.rng.shuffle(roles)
        for seat, role in enumerate(roles):
            hp = BLANK_HP + (lord_hp_bonus(n) if role == LORD else 0)
            g.players.append(Player(seat, hp, hp, [GeneralSlot(BLANK)], role=role, role_shown=role == LORD))
        g.rng.shuffle(g.draw_pile)

    def build_position(self, g: Game, pos: Position) -> None:
        from .position import build_identity
        build_identity(g, pos)

    def lord_seat(self, g: Game) -> int:
        return next(p.seat for p in g.players if p.role == LORD)

    async def run(self, g: Game) -> None:
        players = g.players
        g.emit(E.GameStart(mode=self.name, players=len(players),
                           generals=tuple(tuple(s.general for s in p.generals) for p in players),
                           hp=tuple(p.hp for p in players)))
        for p in g.players:
            assert p.role is not None   # every seat is dealt one (build; a scenario names each)
            g.emit(E.RoleEvent(seat=p.seat, role=p.role), -1 if p.role_shown else 1 << p.seat)
        if self.scenario is not None:
            from .scenario import start_scenario
            await start_scenario(g, self.scenario)
            return
        lord = self.lord_seat(g)
        g.current = lord
        if self.config.generals == "standard":
            await choose_generals(g, lord)
            await choose_god_kingdoms(g, lord)     # 神: a kingdom of the four, before the deal
        for seat in g.alive_seats(lord):
            await draw(g, seat, START_HAND, reason="deal")
        await g.trigger(T.GAME_START, None)
        await run_turns(g, lord)

    def check_victory(self, g: Game) -> None:
        players = g.players
        lord = next(p for p in players if p.role == LORD)
        if not lord.alive:
            alive = [p for p in players if p.alive]
            if len(alive) == 1 and alive[0].role == RENEGADE:
                raise GameOver((alive[0].seat,), "renegade_wins")
            raise GameOver(tuple(p.seat for p in players if p.role == REBEL), "lord_dead")
        if not any(p.alive and p.role in (REBEL, RENEGADE) for p in players):
            raise GameOver(tuple(p.seat for p in players if p.role in (LORD, LOYALIST)), "rebels_dead")

    async def on_death(self, g: Game, seat: int, killer: int | None) -> None:
        if killer is None or not g.players[killer].alive:
            return
        dead = g.players[seat]
        if dead.role == REBEL:
            g.emit(E.Reward(seat=killer, reason="killed_rebel", count=3))
            await draw(g, killer, 3, reason="reward")
        elif dead.role == LOYALIST and g.players[killer].role == LORD:
            g.emit(E.Penalty(seat=killer, reason="lord_killed_loyalist"))
            cards = all_cards_of(g, killer, judge=False)
            if cards:
                await move_cards(g, cards, Zone.DISCARD, reason="penalty", by=killer)
