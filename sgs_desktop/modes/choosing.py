"""Choosing generals in identity mode (挑选武将).

The lord chooses first, from every lord-capable general of the table's packages (主公技 holders:
曹操, 刘备, 孙权, and 张角 with 风, 袁绍 with 火, 曹丕 and 董卓 with 林, 刘禅 and 孙策 with 山 …; the
classic table, no package chosen, has all nine) and two random others, and shows it. The rest are
shuffled back together; every other player is dealt three (two each in a 10-player game) and all
choose at once: each choice stays secret until everyone has chosen, then all are shown together.
"""

from __future__ import annotations

from ..engine import events as E
from ..engine.advice import Strategy
from ..engine.game import Game
from ..engine.prompts import WORD, Arg, PromptSpec
from ..packs.generals import identity_generals, identity_pool
from ..packs.seating import general_hp, put_general

LORD_EXTRA = 2
#: choose your general (`who`: "lord", shown at once, or "other", shown together)
ASK_CHOOSE_GENERAL = PromptSpec("choose_general", Arg("who", WORD), ai=Strategy("choose_general"))


def offer_sizes(players: int) -> int:
    return 2 if players >= 10 else 3


async def choose_generals(g: Game, lord: int) -> None:
    table = identity_pool(tuple(g.config.packs))
    pool = list(table)                       # table order: deterministic before shuffling
    g.rng.shuffle(pool)
    lord_offer = [gid for gid in table if table[gid].lord_capable]
    lord_offer += [gid for gid in pool if not table[gid].lord_capable][:LORD_EXTRA]
    n = len(g.players)
    choice = await g.choose_option(lord, tuple(lord_offer), ASK_CHOOSE_GENERAL("lord"))
    _become(g, lord, choice, lord=True)
    g.emit(_chosen(g, lord))
    rest = [gid for gid in pool if gid != choice]
    per = offer_sizes(n)
    chosen: dict[int, str] = {}
    for seat in g.alive_seats(lord)[1:]:
        offer, rest = rest[:per], rest[per:]
        chosen[seat] = await g.choose_option(seat, tuple(offer), ASK_CHOOSE_GENERAL("other"))
    for seat, gid in chosen.items():           # shown together
        _become(g, seat, gid, lord=False)
        g.emit(_chosen(g, seat))


def _chosen(g: Game, seat: int) -> E.GeneralChosen:
    p = g.players[seat]
    assert p.kingdom is not None and p.gender is not None   # the general's (put_general)
    return E.GeneralChosen(seat=seat, general=p.generals[0].general, kingdom=p.kingdom, gender=p.gender, hp=p.hp,
                           max_hp=p.max_hp)


def _become(g: Game, seat: int, gid: str, *, lord: bool) -> None:
    general = identity_generals()[gid]
    p = g.players[seat]
    p.max_hp = p.hp = general_hp(general, lord=lord, players=len(g.players))
    put_general(g, seat, general, lord=lord)
