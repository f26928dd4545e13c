"""断绁 (陈武＆董袭): once per play phase, you may chain (横置) another player who is not chained;
then you are chained (if you are not yet). 新版: up to X such players (X: your lost HP, at least 1)."""

from __future__ import annotations

from ....engine import events as E
from ....engine.advice import AdvisedSeat, Playing
from ....engine.protocol.requests import CardOption, TargetSpec
from ....engine.skills.skill import CHAIN_BLOCKED
from ...skills.common import ActiveSkill
from ...skills.play_ai import use_of


def chain(g, seat: int) -> bool:
    """横置 `seat` unless chained already or unable to be (明光铠): whether it happened."""
    p = g.players[seat]
    if p.chained or not p.alive:
        return False
    if CHAIN_BLOCKED in g.modifier_kinds and g.modify(CHAIN_BLOCKED, False, p):
        return False
    p.chained = True
    g.emit(E.Chain(seat=seat, chained=True))
    return True


def _play(judge: AdvisedSeat, opt: CardOption):
    """Chain enemies (a fire or thunder strike later hurts them all), when not chained myself
    already it costs me the same; at most `max` of them."""
    if opt.targets is None:
        return None
    enemies = [s for s in opt.targets.seats if judge.att(s) < -0.2]
    if not enemies:
        return None
    enemies.sort(key=lambda s: (-judge.threat(s), s))
    return 3.0, use_of(opt, (), enemies[:opt.targets.max])


class Duanxie(ActiveSkill):
    """断绁: chain another, then yourself."""

    id = "duanxie"
    play = Playing(_play)

    def most(self, owner) -> int:
        return 1

    def option(self, g, owner) -> CardOption | None:
        seats = tuple(s for s in g.others(owner.seat) if not g.players[s].chained
                      and not (CHAIN_BLOCKED in g.modifier_kinds and g.modify(CHAIN_BLOCKED, False, g.players[s])))
        if not seats:
            return None
        return CardOption("", None, self.id, (), 0, 0, TargetSpec(seats, 1, min(len(seats), self.most(owner))))

    async def activate(self, g, owner, answer) -> None:
        for seat in g.seat_order(answer.targets, owner.seat):
            chain(g, seat)
        chain(g, owner.seat)


SKILLS = (Duanxie(),)
