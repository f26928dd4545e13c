"""Applying a scenario (残局): its table, the draw pile's order, and play from its turn and phase.

The file is read and checked whole by `scenario_file` (`load_scenario` → a typed `Scenario`)
before this module builds anything; the rules take the checked `Scenario` from the config.
"""

from __future__ import annotations

from ..engine import events as E
from ..engine import events_heg as EH
from ..engine import timings as T
from ..engine.game import Game
from ..engine.kingdoms import GOD
from ..engine.moves import move_cards
from ..engine.state import ALL_SEATS, GeneralSlot, Player, Zone
from ..engine.turns import run_turns
from ..packs import BEHAVIOURS
from ..packs.generals import identity_generals
from ..packs.seating import BLANK, put_general
from ..packs.skills import SKILLS
from .god_kingdom import choose_god_kingdoms
from .roles import LORD
from .scenario_extras import PILES_SEEN_BY_OWNER, once_kind
from .scenario_file import Scenario, SeatSetup


def build_table(g: Game, sc: Scenario) -> None:
    """Create the players; order the draw pile: cards to place, the rest shuffled, then `top`."""
    for seat, p in enumerate(sc.players):
        g.players.append(Player(seat, p.hp, p.max_hp, [GeneralSlot(p.general)], alive=p.alive,
                                role=p.role, role_shown=p.role == LORD or not p.alive,
                                chained=p.chained, face_up=p.face_up))
    # skills are given once every player exists (a lord skill may attach helpers to the others: 黄天)
    for seat, p in enumerate(sc.players):
        player = g.players[seat]
        if p.alive:
            if p.general != BLANK:
                put_general(g, seat, identity_generals()[p.general], lord=p.role == LORD)
            for sid in p.skills:
                g.add_skill(seat, SKILLS[sid])
            set_seat_extras(player, p)
        if p.gender is not None:
            player.gender = p.gender
        if p.kingdom is not None:
            player.kingdom = p.kingdom      # 神: the kingdom the scenario chose for it
    order_draw_pile(g, sc)


def set_seat_extras(player: Player, p: SeatSetup, rule_marks: frozenset[str] = frozenset()) -> None:
    """A seat's used 限定技 / 觉醒技 and its marks (but `rule_marks`, which the rules set with their
    skills), set before play: the first views show them."""
    for sid in p.used_skills:
        skill = next(s for s in player.skills if s.id == sid)
        if once_kind(skill) == "limited":
            player.marks.pop(sid, None)         # (a 限定技's mark stands while it is unused)
        else:
            player.marks[sid] = 1               # (a 觉醒技's, once it has woken)
    for mark, count in p.marks:
        if mark not in rule_marks:
            player.marks[mark] = count


def placed_cards(sc: Scenario) -> list[int]:
    """The cards the scenario places (hands, equipment, judge areas, piles, discard pile), in order."""
    out = [c for p in sc.players for cards in (p.hand, p.equip, p.judge) for c in cards]
    out += [c for p in sc.players for _, cards in p.piles for c in cards]
    return out + list(sc.discard)


def order_draw_pile(g: Game, sc: Scenario, aside: frozenset[int] = frozenset()) -> None:
    """Cards to place first, the rest shuffled with the seed, then the scenario's `top` (the cards
    `aside`, not placed, are out of the game: 国战's 君主 equipment with no lord seated)."""
    placed = placed_cards(sc)
    fixed = set(placed) | set(sc.top)
    rest = [c for c in range(len(g.cards)) if c not in fixed and c not in aside]
    g.rng.shuffle(rest)
    g.draw_pile = placed + rest + list(reversed(sc.top))
    g.seats_changed()


async def start_scenario(g: Game, sc: Scenario, first: int | None = None) -> None:
    """Deal the placed cards, then play from the scenario's turn and phase (`first`: whose turn
    starts a round; identity: the lord)."""
    for seat, p in enumerate(sc.players):
        g.emit(E.Setup(seat=seat, hp=p.hp, max_hp=p.max_hp, alive=p.alive, chained=p.chained,
                       face_up=p.face_up))
        if p.hand:
            await move_cards(g, list(p.hand), Zone.HAND, seat, reason="setup")
        for c in p.equip:
            await move_cards(g, [c], Zone.EQUIP, seat, reason="setup")
        for c in p.judge:
            await move_cards(g, [c], Zone.JUDGE, seat, reason="setup", judge_as=BEHAVIOURS[g.cards[c].key].key)
        for name, cards in p.piles:
            await move_cards(g, list(cards), Zone.PILE, seat, reason="setup", pile=name,
                             vis=1 << seat if name in PILES_SEEN_BY_OWNER else ALL_SEATS)
    if sc.discard:
        await move_cards(g, list(sc.discard), Zone.DISCARD, reason="setup")
    if sc.offer_lords:                          # (国战: 成为君主, as at the deal)
        from .heg_lords import offer_lords
        await offer_lords(g)
    if first is None:
        first = next(p.seat for p in g.players if p.role == LORD)
    for seat, p in enumerate(sc.players):
        if p.kingdom is not None and p.generals is None:
            g.emit(EH.KingdomEvent(seat=seat, kingdom=p.kingdom, general_kingdom=GOD))
    await choose_god_kingdoms(g, first)     # 神 generals the scenario left to choose
    g.current = sc.current
    # a scenario's table is its game's start: 游戏开始时 skills (化身's 化身牌) act before its first turn
    await g.trigger(T.GAME_START, None)
    await run_turns(g, first, sc.current, sc.phase, max_turns=1 if sc.stop == "turn_end" else 0)
