"""无前 (神吕布): in your play phase you may spend two 暴怒 marks and choose another player: until
the end of this turn you have 无双 and that player's armour does nothing.

The chosen player carries the mark `wuqian` (its armour's off: 防具无效) for everyone to see; the
mark and the gained 无双 go at the end of the turn, or with 神吕布 himself. Rulings (docs/rulings.md
G24): any number of times a phase, on players not chosen yet this turn; the armour does nothing
against everyone's cards (not only 神吕布's) until his turn ends."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ....engine import timings as T
from ....engine.actions import acquire_skill, lose_skill, set_mark
from ....engine.advice import Playing
from ....engine.cards import ARMOR
from ....engine.protocol.answers import Use
from ....engine.protocol.requests import CardOption, TargetSpec
from ....engine.skills.skill import ARMOR_NULLIFIED
from ..common import ActiveSkill
from ..play_ai import use_of, worst_enemy
from .kuangbao import add_baonu, baonu

if TYPE_CHECKING:
    from ....engine.advice import AdvisedSeat

#: the mark on the player whose armour 无前 switched off
WUQIAN = "wuqian"
COST = 2


def _play(judge: AdvisedSeat, opt: CardOption) -> tuple[float, Use] | None:
    """Once a turn, with a 杀 or 决斗 in hand to use it: on the worst enemy, one in armour first;
    not with four to seven marks (they are being kept for 神愤)."""
    if opt.targets is None or any(judge.p(s).marks.get(WUQIAN) for s in judge.alive()):
        return None
    if 4 <= judge.my.marks.get("baonu", 0) < 8:
        return None
    if not judge.count("slash", "duel"):
        return None
    armoured = [s for s in opt.targets.seats if ARMOR in judge.p(s).equips]
    target = worst_enemy(judge, armoured) or worst_enemy(judge, opt.targets.seats)
    if target is None:
        return None
    return 8.0, use_of(opt, (), [target])


class Wuqian(ActiveSkill):
    """无前: two 暴怒 for 无双 and a player's armour off, this turn."""

    id = "wuqian"
    own_phases_only = True
    per_phase = None
    play = Playing(_play)
    modifies = (ARMOR_NULLIFIED,)
    timings = (T.TURN_END,)
    compulsory = True
    announced = False           # (the turn's end only takes back what it gave)

    def option(self, g, owner) -> CardOption | None:
        if baonu(owner) < COST:
            return None
        seats = tuple(s for s in g.others(owner.seat) if not g.players[s].marks.get(WUQIAN))
        if not seats:
            return None
        return CardOption("", None, self.id, (), 0, 0, TargetSpec(seats, 1, 1))

    async def activate(self, g, owner, answer: Use) -> None:
        add_baonu(g, owner, -COST)
        (target,) = answer.targets
        set_mark(g, g.players[target], WUQIAN, 1)
        acquire_skill(g, owner.seat, _wushuang())

    def modify(self, g, owner, kind: str, value: Any, *args: Any) -> Any:
        (player,) = args
        return value or (bool(player.marks.get(WUQIAN)) and owner.alive and g.turn is not None
                         and g.turn.seat == owner.seat)

    # ---- the end of the turn (or of 神吕布): the marks and 无双 go
    def can_trigger(self, g, owner, timing: T.Timing, data: T.PhaseData) -> bool:
        return data.seat == owner.seat and g.skill_count(owner.seat, self.id) > 0

    async def effect(self, g, owner, timing: T.Timing, data: T.PhaseData, choice: Any) -> None:
        self._take_back(g, owner)

    def on_lose(self, g, owner) -> None:
        self._take_back(g, owner)

    @staticmethod
    def _take_back(g, owner) -> None:
        for p in g.players:
            if p.marks.get(WUQIAN):
                set_mark(g, p, WUQIAN, None)
        if owner.alive and _wushuang() in owner.skills:     # (a death takes every skill away)
            lose_skill(g, owner.seat, _wushuang())


def _wushuang():
    from .. import skill  # the registry imports this module: look 无双 up when it is given
    return skill("wushuang")


SKILLS = (Wuqian(),)
