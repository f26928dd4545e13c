"""国战 (Hegemony): hidden general pairs, kingdoms, 野心家, rewards, victory; old or new rules.

Each player has two generals of one kingdom, face down (暗置) at the start. A face-down
general has no skills, gender or kingdom; a player with none shown has no kingdom. Showing
fixes the kingdom, or makes a 野心家 (heg_show). A random player moves first.

Death: the dead player's generals are shown; a killer with a kingdom who kills one of the same
kingdom discards every hand and equipment card; of another kingdom, draws as many cards as that
kingdom has players (the victim included); a killer with no kingdom gets nothing.
Victory: one kingdom left among the living (a 野心家 must be the last alive). The online rule
(the default setting) ends the game as soon as the living can only be one kingdom: they show
their generals and win; the table rule waits until every living player is shown. Victory is
checked after every death and, under the table rule, after every show.

The new rules (新版国战, modes/heg_rules.py's profile "new"): a 野心家 who kills anyone draws 3;
the first-show rewards are marks (heg_marks); 鏖战 (heg_aozhan).
"""

from __future__ import annotations

from collections.abc import Coroutine
from typing import TYPE_CHECKING, Any, cast

from ..engine import events as E
from ..engine import events_heg as EH
from ..engine import timings as T
from ..engine.config import GameConfig
from ..engine.errors import ConfigError, GameOver
from ..engine.game import Game
from ..engine.kingdoms import CAREERIST, kingdom_key, same_kingdom
from ..engine.moves import all_cards_of, draw, move_cards
from ..engine.rules import Rules
from ..engine.skills.skill import Skill
from ..engine.state import Player, Zone
from ..engine.turns import run_turns
from ..packs import build_deck
from ..packs import generals as general_data
from ..packs.generals import heg_pool
from ..packs.heg_seating import general_of
from .heg_aozhan import aozhan_due, begin_aozhan
from .heg_deal import DEAL
from .heg_lords import lord_alive, lord_died, offer_lords, set_aside_lord_equipment
from .heg_marks import clear_marks
from .heg_remove import remove_general
from .heg_rules import DEFAULT_RULES, PROFILES, RULES, HegState
from .heg_setup import check_deal, choose_pairs
from .heg_show import hide_general, reveal, show_generals, start_phase_show
from .scenario_file import scenario_of

if TYPE_CHECKING:
    from ..engine.position import Position

HEG_PACKAGES = ("hegemony_standard",)
#: the 势备篇 deck (君临天下·势备篇), played with the standard one
STRATEGIC = "hegemony_strategic_advantage"
#: every 国战 card package a table may play with
HEG_DECKS = (*HEG_PACKAGES, STRATEGIC)
START_HAND = 4
VICTORY_RULES = ("online", "table")


def hegemony_config(players: int = 5, *, deal: int = DEAL, victory: str = "online",
                    round_limit: int = 0, rules: str = DEFAULT_RULES,
                    packs: tuple[str, ...] = HEG_PACKAGES) -> GameConfig:
    options: tuple[tuple[str, object], ...] = (("deal", deal), ("victory", victory))
    if rules != DEFAULT_RULES:
        options = tuple(sorted((*options, ("rules", rules))))
    return GameConfig(mode="hegemony", players=players, packs=tuple(packs), round_limit=round_limit,
                      options=options)


def packs_problem(packs: tuple[str, ...] | list[str]) -> str | None:
    """Why a 国战 table cannot play with these `packs` (card decks and general packages), or None."""
    if "hegemony_standard" not in packs:
        return f"packs: 国战 plays with the hegemony_standard deck, got {list(packs)}"
    known = (*HEG_DECKS, *general_data.HEG_EXTRA_PACKAGES)
    for name in packs:
        if name not in known:
            return f"packs: unknown 国战 card or general package {name!r}; known: {list(known)}"
    if len(set(packs)) != len(packs):
        return f"packs: a package is named twice: {list(packs)}"
    return None


class HegemonyRules(Rules):
    name = "hegemony"
    shows_at_start = True

    def __init__(self, config: GameConfig) -> None:
        self.config = config
        self.heg = HegState()
        if not 2 <= config.players <= 10:
            raise ConfigError(f"players: 国战 takes 2-10 players, got {config.players}")
        if config.roles is not None:
            raise ConfigError("roles: 国战 has no roles (kingdoms come from the generals)")
        problem = packs_problem(config.packs)
        if problem is not None:
            raise ConfigError(problem)
        known = {"deal", "rules", "victory"}
        extra = sorted({k for k, _ in config.options} - known)
        if extra:
            raise ConfigError(f"options: unknown 国战 settings {extra}; known: {sorted(known)}")
        rules = config.option("rules", DEFAULT_RULES)
        if rules not in RULES:
            raise ConfigError(f"options.rules: a 国战 rules profile, one of {list(RULES)}, got {rules!r}")
        #: the rule book in play (规则: old or new), and the generals as it has them
        self.profile = PROFILES[rules]
        self.profile_name = rules
        self.generals = heg_pool(config.packs, rules)
        self.scenario = scenario_of(config, "hegemony")
        if self.scenario is not None and config.options != self.scenario.config().options:
            raise ConfigError("config.options: a 国战 scenario's settings are its victory rule and rules profile "
                              "alone, as the scenario says")
        self.deal = config.option("deal", DEAL)
        if not isinstance(self.deal, int) or isinstance(self.deal, bool):
            raise ConfigError(f"options.deal: a number of generals, got {self.deal!r}")
        if self.scenario is None:
            check_deal(config.players, self.deal, len(self.generals))
        self.victory = config.option("victory", "online")
        if self.victory not in VICTORY_RULES:
            raise ConfigError(f"options.victory: one of {list(VICTORY_RULES)}, got {self.victory!r}")

    # ------------------------------------------------------------------ set-up
    def build(self, g: Game) -> None:
        build_deck(g, self.config.packs)
        if self.scenario is not None:
            from .heg_scenario import build_heg_table
            build_heg_table(g, self.scenario)
        else:
            for seat in range(self.config.players):
                g.players.append(Player(seat, 0, 0))
            set_aside_lord_equipment(g)            # (none without a lord's package: the deck as it was)
            g.rng.shuffle(g.draw_pile)
        if STRATEGIC in self.config.packs:         # 势备篇: every player may 连横
            from ..packs.strategic.lianheng import give_lianheng
            give_lianheng(g)

    async def run(self, g: Game) -> None:
        players = g.players
        g.emit(E.GameStart(mode=self.name, players=len(players),
                           generals=tuple(tuple(None for _ in p.generals) for p in players),
                           hp=tuple(p.hp for p in players), rules=self.profile.name))
        if self.scenario is not None:
            from .scenario import start_scenario
            await start_scenario(g, self.scenario, first=self.scenario.current)
            return
        await choose_pairs(g, self.deal)
        await offer_lords(g)
        start = g.rng.below(len(g.players))
        g.current = start
        g.emit(E.FirstPlayer(seat=start))
        for seat in g.alive_seats(start):
            await draw(g, seat, START_HAND, reason="deal")
        await g.trigger(T.GAME_START, None)
        await run_turns(g, start)

    def build_position(self, g: Game, pos: Position) -> None:
        from .position import build_hegemony
        build_hegemony(g, pos)

    def lord_kingdoms(self) -> tuple[str, ...]:
        """The kingdoms that have (or had) a 君主: more than half of the players may be of them."""
        return tuple(sorted(set(self.heg.lords.values())))

    # ------------------------------------------------------------------ showing
    def show_general(self, g: Game, player: Player, slot: int, reason: str = "") -> Coroutine[Any, Any, None]:
        return show_generals(g, player, [slot], reason)

    def start_phase_show(self, g: Game, player: Player) -> Coroutine[Any, Any, None]:
        return start_phase_show(g, player)      # (its coroutine itself: one frame less each turn)

    def hide_general(self, g: Game, player: Player, slot: int, reason: str = "") -> Coroutine[Any, Any, None]:
        return hide_general(g, player, slot, reason)

    def remove_general(self, g: Game, player: Player, slot: int, reason: str = "") -> Coroutine[Any, Any, None]:
        return remove_general(g, player, slot, reason)

    # ------------------------------------------------------------------ the new rules
    def turn_begins(self, g: Game, seat: int) -> None:
        """鏖战 is tested as each turn begins (the last one over): when due, it begins with this turn
        (从一个新的回合开始) and lasts to the end of the game."""
        rule = self.profile.aozhan
        if rule is not None and not self.heg.aozhan and aozhan_due(g, rule):
            self.heg.aozhan = True
            self.table_states = ("aozhan",)
            begin_aozhan(g, seat)

    def max_hand(self, g: Game, player: Player) -> int:
        limit = max(player.hp, 0)
        raised = self.heg.hand_limit.get(player.seat) if self.heg.hand_limit else None
        return limit + raised[1] if raised is not None and raised[0] == g.turns else limit

    def raise_hand_limit(self, g: Game, seat: int, by: int) -> None:
        """本回合手牌上限+`by` (阴阳鱼)."""
        turn, more = self.heg.hand_limit.get(seat, (g.turns, 0))
        self.heg.hand_limit[seat] = (g.turns, (more if turn == g.turns else 0) + by)

    # ------------------------------------------------------------------ death
    def before_death(self, g: Game, player: Player) -> None:
        """死亡的角色明置其武将牌 (验明势力)."""
        reveal(g, player, [0, 1], "death")

    async def on_death(self, g: Game, seat: int, killer: int | None) -> None:
        if self.profile.marks:
            clear_marks(g, g.players[seat], self.profile.marks)
        await self._reward(g, seat, killer)
        if self.heg.lords:
            lord_died(g, g.players[seat])

    async def _reward(self, g: Game, seat: int, killer: int | None) -> None:
        if killer is None or killer == seat:
            return
        k, dead = g.players[killer], g.players[seat]
        if not k.alive or k.kingdom is None:
            return                      # 没有势力的角色杀死其他角色没有奖惩
        fixed = self.profile.careerist_kill_draw
        if fixed is not None and k.kingdom == CAREERIST:
            g.emit(EH.CareeristReward(seat=killer, count=fixed))     # 野心家: 固定摸3张, whoever died
            await draw(g, killer, fixed, reason="reward")
            return
        if same_kingdom(k, dead):
            g.emit(E.Penalty(seat=killer, reason="killed_same_kingdom"))
            cards = all_cards_of(g, killer, judge=False)
            if cards:
                await move_cards(g, cards, Zone.DISCARD, reason="penalty", by=killer)
            return
        n = kingdom_size(g, dead)
        g.emit(E.Reward(seat=killer, reason="killed_other_kingdom", count=n))
        await draw(g, killer, n, reason="reward")

    # ------------------------------------------------------------------ victory
    def check_victory(self, g: Game) -> None:
        alive = [p for p in g.players if p.alive]
        if not alive:
            raise GameOver((), "all_dead")
        if self.victory == "table" and not all(p.has_shown_general for p in alive):
            return
        projected = project_kingdoms(g, alive)
        if len(set(projected.values())) != 1:
            return
        for p in alive:             # online: they show their generals and win at once
            reveal(g, p, [0, 1], "victory")
        winner = kingdom_key(alive[0])
        if alive[0].kingdom == CAREERIST:
            winners: tuple[int, ...] = (alive[0].seat,)
        else:
            winners = tuple(p.seat for p in g.players if kingdom_key(p) == winner)
        raise GameOver(winners, "kingdom_wins" if alive[0].kingdom != CAREERIST else "careerist_wins")


def rule_skills() -> dict[str, Skill]:
    """The skills the 国战 rules themselves give (not a general's): the new rules' marks and 鏖战."""
    from .heg_aozhan import AOZHAN_SKILL
    from .heg_marks import MARK_SKILLS
    return {sk.id: sk for sk in (*(s for group in MARK_SKILLS.values() for s in group), AOZHAN_SKILL)}


def kingdom_size(g: Game, dead: Player) -> int:
    """该势力人数 (包括刚刚被杀死的角色): the living players of the victim's kingdom, plus the victim."""
    if dead.kingdom == CAREERIST:
        return 1
    return 1 + sum(1 for p in g.players if p.alive and same_kingdom(p, dead))


def project_kingdoms(g: Game, alive: list[Player]) -> dict[int, str]:
    """The kingdom each living player has, or would have if the face-down ones showed now
    (in seat order from the current player: a later one may become a 野心家)."""
    rules = cast("HegemonyRules", g.rules)
    counts: dict[str, int] = {}
    for p in g.players:
        if p.kingdom is not None and p.kingdom != CAREERIST:
            counts[p.kingdom] = counts.get(p.kingdom, 0) + 1
    out: dict[int, str] = {}
    n = len(g.players)
    for seat in g.seat_order([p.seat for p in alive]):
        p = g.players[seat]
        key = kingdom_key(p)        # (None: no kingdom yet)
        if key is not None:
            out[seat] = key
            continue
        k = general_of(g, p, 0).kingdom
        lord = lord_alive(g, k) if rules.heg.lords else None
        if lord is False or (lord is None and (counts.get(k, 0) + 1) * 2 > n):
            out[seat] = f"{CAREERIST}:{seat}"
        else:
            counts[k] = counts.get(k, 0) + 1
            out[seat] = k
    return out
