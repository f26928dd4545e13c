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
from ..engine.errors import ConfigError, GameOver
from ..engine.game import Game, GameConfig, Rules
from ..engine.moves import DISCARD, all_cards_of, draw, move_cards
from ..engine.state import GeneralSlot, Player
from ..engine.turns import run_turns
from ..packs import build_deck
from .choosing import choose_generals
from .god_kingdom import choose_god_kingdoms

if TYPE_CHECKING:
    from ..engine.position import Position
    from .scenario_file import Scenario

LORD, LOYALIST, REBEL, RENEGADE = "lord", "loyalist", "rebel", "renegade"
ROLES = (LORD, LOYALIST, REBEL, RENEGADE)

ROLE_TABLE: dict[int, tuple[str, ...]] = {
    2: (LORD, REBEL),
    3: (LORD, REBEL, RENEGADE),
    4: (LORD, LOYALIST, REBEL, RENEGADE),
    5: (LORD, LOYALIST, REBEL, REBEL, RENEGADE),
    6: (LORD, LOYALIST, REBEL, REBEL, REBEL, RENEGADE),
    7: (LORD, LOYALIST, LOYALIST, REBEL, REBEL, REBEL, RENEGADE),
    8: (LORD, LOYALIST, LOYALIST, REBEL, REBEL, REBEL, REBEL, RENEGADE),
    9: (LORD, LOYALIST, LOYALIST, LOYALIST, REBEL, REBEL, REBEL, REBEL, RENEGADE),
    10: (LORD, LOYALIST, LOYALIST, LOYALIST, REBEL, REBEL, REBEL, REBEL, RENEGADE, RENEGADE),
}
BLANK = "blank"
BLANK_HP = 4
START_HAND = 4
GENERAL_SETS = ("standard", "none")     # standard: the 25 classic generals and the six lords


def check_roles(roles: tuple[str, ...], where: str = "roles") -> None:
    n = len(roles)
    if n not in ROLE_TABLE:
        raise ConfigError(f"{where}: identity mode takes 2-10 players, got {n}")
    if sorted(roles) != sorted(ROLE_TABLE[n]):
        raise ConfigError(f"{where}: a {n}-player game has the roles {list(ROLE_TABLE[n])}, got {list(roles)}")


def lord_hp_bonus(players: int) -> int:
    """The lord has one more HP with 5 or more players (主公体力上限+1)."""
    return 1 if players >= 5 else 0


class IdentityRules(Rules):
    name = "identity"

    def __init__(self, config: GameConfig) -> None:
        self.config = config
        if config.players not in ROLE_TABLE:
            raise ConfigError(f"players: identity mode takes 2-10 players, got {config.players}")
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
                await move_cards(g, cards, DISCARD, reason="penalty", by=killer)
