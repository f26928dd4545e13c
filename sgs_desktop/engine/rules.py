"""A rule profile (规则, a mode): what a mode adds to the engine's rules. Modes subclass `Rules`.

Its own module, never compiled (sgs_desktop/native.py): modes set its class attributes as their
own, which compiled classes read as constants."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .game import Game
    from .position import Position
    from .state import Player


class Rules:
    """A rule profile (mode): builds the table and runs it. Modes subclass this."""

    name = ""

    def build(self, g: Game) -> None:
        """Create players and the deck (no randomness may be skipped: it is all from g.rng)."""
        raise NotImplementedError

    async def run(self, g: Game) -> None:
        raise NotImplementedError

    def build_position(self, g: Game, pos: Position) -> None:
        """Build the table of a game started from `pos` (engine/position.py): the deck, the players
        with their generals, roles and skills, and what the mode itself remembers; the engine then
        places the cards and the turn's history."""
        raise NotImplementedError(f"{self.name} cannot start a game from a position")

    async def on_death(self, g: Game, seat: int, killer: int | None) -> None:
        """奖惩: rewards and penalties after a death."""

    def check_victory(self, g: Game) -> None:
        """Raise GameOver when the game is decided."""

    def max_hand(self, g: Game, player: Player) -> int:
        return max(player.hp, 0)

    def before_death(self, g: Game, player: Player) -> None:
        """Right after a player is dead and before 死亡时 skills (国战: show the generals)."""

    #: does a player decide at 准备阶段开始时 whether to show face-down generals (国战)?
    shows_at_start = False
    #: table-wide states every view shows, in the order they began (国战: "aozhan", 鏖战)
    table_states: tuple[str, ...] = ()
    #: the rule book a mode plays by, where it has several (国战: "old" / "new"), for the views
    profile_name = ""

    def turn_begins(self, g: Game, seat: int) -> None:
        """回合开始 (before anything of `seat`'s turn): a mode's own rule (国战: 鏖战 begins)."""

    async def show_general(self, g: Game, player: Player, slot: int, reason: str = "") -> None:
        """明置: turn a face-down general face up (modes with hidden generals)."""
        raise NotImplementedError(f"{self.name} has no face-down generals")

    async def hide_general(self, g: Game, player: Player, slot: int, reason: str = "") -> None:
        """暗置 a shown general again (倾城)."""
        raise NotImplementedError(f"{self.name} has no face-down generals")
    async def start_phase_show(self, g: Game, player: Player) -> None:
        """At 准备阶段开始时 a player may show face-down generals (when `shows_at_start`)."""
