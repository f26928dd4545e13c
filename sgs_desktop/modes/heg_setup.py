"""挑选武将 in 国战: deal each player 4 generals (4-7 by setting), each chooses a pair.

A hand with no two generals of one kingdom is dealt again. Every player chooses at once and
in secret: a pair of the same kingdom, head (主将) first; both go face down (暗置).
"""

from __future__ import annotations

from ..engine import events_heg as EH
from ..engine.advice import Strategy
from ..engine.errors import ConfigError
from ..engine.game import Game
from ..engine.prompts import GENERAL, Arg, PromptSpec
from ..packs.generals import General, companions, heg_lookup, heg_table, hegemony_generals
from ..packs.heg_seating import pair_hp, pair_problem, seat_pair
from .heg_deal import DEAL_RANGE

SPARE = 10          # generals left undealt, so a hand without a pair can always be dealt again


def check_deal(players: int, per: int, pool: int | None = None) -> None:
    """`pool`: how many generals the table deals from (default: the standard 60)."""
    if per not in DEAL_RANGE:
        raise ConfigError(f"options.deal: each player is dealt 4-7 generals, got {per}")
    pool = len(hegemony_generals()) if pool is None else pool
    if players * per > pool - SPARE:
        most = (pool - SPARE) // players
        raise ConfigError(f"options.deal: {players} players x {per} generals leave fewer than {SPARE} of the "
                          f"{pool} generals undealt; deal at most {most} each")


def has_pair(hand: list[str]) -> bool:
    """Two generals of one kingdom?"""
    table = heg_lookup()
    kingdoms = [table[gid].kingdom for gid in hand]
    return len(set(kingdoms)) < len(kingdoms)


def deal_generals(g: Game, players: int, per: int) -> list[list[str]]:
    """Deal `per` generals to each seat; hands with no pair go back and are dealt again."""
    pool = list(heg_table(g))          # table order, then the seeded shuffle
    g.rng.shuffle(pool)
    hands = [pool[i * per:(i + 1) * per] for i in range(players)]
    rest = pool[players * per:]
    while True:
        bad = [i for i, h in enumerate(hands) if not has_pair(h)]
        if not bad:
            return hands
        for i in bad:
            rest.extend(hands[i])
        g.rng.shuffle(rest)
        for i in bad:
            hands[i], rest = rest[:per], rest[per:]


def pair_options(hand: list[str], table: dict[str, General] | None = None) -> tuple[str, ...]:
    """Every legal (head, deputy) pair of a hand as "head+deputy", companions first (`table`:
    the generals as the game's rules profile has them)."""
    table = heg_lookup() if table is None else table
    pairs = [(a, b) for a in hand for b in hand if pair_problem(table[a], table[b]) is None]
    pairs.sort(key=lambda ab: not companions(table[ab[0]], table[ab[1]]))
    return tuple(f"{a}+{b}" for a, b in pairs)


def split_pair(g: Game, option: str) -> tuple[General, General]:
    table = heg_table(g)
    head, deputy = option.split("+")
    return table[head], table[deputy]


async def choose_pairs(g: Game, per: int) -> None:
    n = len(g.players)
    hands = deal_generals(g, n, per)
    for seat, hand in enumerate(hands):
        g.emit(EH.GeneralsDealt(seat=seat, generals=tuple(hand)), 1 << seat)
    chosen: dict[int, str] = {}
    table = heg_table(g)
    for seat in range(n):           # secret, all at once: nobody sees another's choice
        chosen[seat] = await g.choose_option(seat, pair_options(hands[seat], table), ASK_CHOOSE_PAIR(*hands[seat]))
    for seat, option in chosen.items():
        head, deputy = split_pair(g, option)
        p = g.players[seat]
        p.max_hp = p.hp = pair_hp(head, deputy)[0]
        seat_pair(g, seat, head, deputy)


def _explain_pair(req, option: str) -> str | None:
    hand = [str(a) for a in req.prompt.args]
    parts = option.split("+")
    if len(parts) != 2:
        return f"a pair is written 'head+deputy' (e.g. {req.options[0]!r}), got {option!r}"
    table = heg_lookup()
    for gid in parts:
        if gid not in hand:
            return f"{gid!r} is not one of your generals {hand}"
    return pair_problem(table[parts[0]], table[parts[1]])


#: choose a head and a deputy general (options "head+deputy") from the generals dealt
ASK_CHOOSE_PAIR = PromptSpec("choose_pair", Arg("dealt", GENERAL, many=True), ai=Strategy("choose_pair"),
                             explain=_explain_pair)
