"""投降 (giving up): a player's concession counts as its death.

A player gives up at one of its requests (`concede(game)`, recorded among the answers as a
`Concede`, so a record replays it); the request stays open and the player answers it and the
rest as usual (a table gives only the default answers for it). At the next phase boundary
(nothing is half done there) the player dies with no killer: no reward, no penalty; the victory
check that follows every death decides the game as the player's death would.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .errors import IllegalAnswer
from .events import Conceded
from .protocol.answers import Concede

if TYPE_CHECKING:
    from .game import Game


def concede(g: Game) -> None:
    """The asked player gives up; IllegalAnswer (and nothing changes) when nothing is asked or
    the player gave up already."""
    req = g.pending
    if req is None:
        raise IllegalAnswer("nothing is asked: the game is over")
    p = g.players[req.seat]
    if p.conceded or not p.alive:
        raise IllegalAnswer(f"seat {req.seat} has already given up")
    g.decisions += 1
    g.answers.append((req.seat, Concede()))
    p.conceded = True
    g.concessions += 1
    g.emit(Conceded(seat=req.seat))
    g._digest = g.state_digest(g._digest)     # (the digest chain goes on, as after an answer)
    g.digests.append(g._digest)


def conceding(g: Game) -> bool:
    """Is a living player waiting to die for giving up?"""
    return g.concessions > 0


async def settle_concessions(g: Game) -> None:
    """Each living player who gave up dies now, in seat order, with no killer."""
    from .health import death

    for p in g.players:
        if p.conceded and p.alive:
            await death(g, p.seat, None)
    # (one who gave up while a death was being settled, seated before it, waits for the next boundary)
    g.concessions = sum(1 for p in g.players if p.conceded and p.alive)
