"""乱武 (贾诩): 限定技, in your play phase: every other player, one by one in seat order from your
next seat, must use a 杀 on one of the players nearest to it (the least distance from it,
itself not counted), or lose 1 HP.

The 杀 is an ordinary use: it must reach its target (攻击范围) and may not go to a target that
cannot be chosen (空城 …); it does not count towards anyone's 杀 limit. A player with no such
杀 loses 1 HP without being asked. While unused the mark `luanwu` is kept."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from msgspec.structs import replace

from ....engine.advice import Custom, Playing
from ....engine.cards import VirtualCard
from ....engine.distance import distances_from
from ....engine.errors import IllegalAnswer
from ....engine.health import lose_hp
from ....engine.prompts import SEAT, Arg, PromptSpec
from ....engine.protocol.answers import Pass, Use
from ....engine.protocol.requests import CardOption, RespondRequest, TargetSpec
from ....engine.usecard import card_from_answer, produce_card, response_options, use_card
from ...skills.common import ActiveSkill, LimitedSkill
from ...skills.play_ai import use_of
from ...standard.basic import SLASH_NAMES, can_slash

if TYPE_CHECKING:
    from ....engine.advice import AdvisedSeat

if TYPE_CHECKING:
    from ....engine.advice import AdvisedSeat


def nearest(g, seat: int) -> list[int]:
    """The other living players at the least distance from `seat` (in seat order)."""
    dist = distances_from(g, seat)
    if not dist:
        return []
    least = min(dist.values())
    return [t for t in g.others(seat) if dist[t] == least]


def _luanwu_ai(judge: AdvisedSeat, req: RespondRequest) -> Pass | Use:
    """A 杀 on the least liked of the nearest players — unless that is a friend and we can spare
    the HP — with the cheapest card; else lose 1 HP."""
    targets = sorted({t for o in req.options if o.targets for t in o.targets.seats})
    if not targets:
        return Pass()
    victim = min(targets, key=lambda t: (judge.att(t), judge.p(t).hp, t))
    if judge.att(victim) > 0.3 and judge.my.hp > 1:
        return Pass()
    ans = judge.cheapest_response(tuple(o for o in req.options if o.targets and victim in o.targets.seats))
    if ans is None:
        return Pass()
    return Use(card=ans.card, skill=ans.skill, name=ans.name, cards=ans.cards, targets=(victim,))


#: 乱武 (of `source`): use a 杀 on one of the `nearest` players, or lose 1 HP
ASK_LUANWU_SLASH = PromptSpec("luanwu_slash", Arg("source", SEAT), Arg("nearest", SEAT, many=True),
                              ai=Custom(_luanwu_ai))


def _reach(g, seat: int, opt: CardOption, near: list[int]) -> list[tuple[tuple[int, ...], tuple[int, ...]]]:
    """The nearest players `opt`'s 杀 may go to, as (sub-cards, seats) groups: a view-as 杀 of one
    card takes that card's reach (武圣 with the −1 horse 赤兔: the horse no longer shortens the
    distance), so its cards are grouped by the targets they leave; groups with none are dropped."""
    if opt.card is not None or opt.max_cards != 1:
        card = g.cards[opt.card] if opt.card is not None else VirtualCard(g.behaviours["slash"])
        seats = tuple(t for t in near if can_slash(g, seat, t, card))
        return [(opt.cards, seats)] if seats else []
    groups: dict[tuple[int, ...], list[int]] = {}
    behaviour = g.behaviours[opt.name]
    for c in opt.cards:
        made = VirtualCard(behaviour, (g.cards[c],), opt.skill)
        groups.setdefault(tuple(t for t in near if can_slash(g, seat, t, made)), []).append(c)
    return [(tuple(cards), seats) for seats, cards in groups.items() if seats]


def _play(judge: AdvisedSeat, opt: CardOption) -> tuple[float, Use] | None:
    """Everyone else must 杀 its nearest or lose 1 HP: for a table of weak enemies."""
    net = sum(-judge.att(s) * (1.5 if judge.p(s).hp <= 1 else 1.0) for s in judge.others())
    return (7.0, use_of(opt)) if net >= 1.5 else None


class Luanwu(LimitedSkill, ActiveSkill):
    id = "luanwu"
    play = Playing(_play)
    per_phase = None

    def option(self, g, owner) -> CardOption | None:
        if not self.unused(owner) or not g.others(owner.seat):
            return None
        return CardOption("", None, self.id)

    async def activate(self, g, owner, answer: Use) -> None:
        self.use_up(g, owner)
        for seat in g.others(owner.seat):
            if not g.players[seat].alive:
                continue
            if not await self._slash_nearest(g, owner, seat):
                await lose_hp(g, seat, 1)

    async def _slash_nearest(self, g, owner, seat: int) -> bool:
        """Ask `seat` for a 杀 on one of its nearest players; True when it used one."""
        player = g.players[seat]
        near = nearest(g, seat)
        options = []
        for opt in response_options(g, player, SLASH_NAMES, "use"):
            for cards, seats in _reach(g, seat, opt, near):
                options.append(replace(opt, cards=cards, targets=TargetSpec(seats, 1, 1)))
        if not options:
            return False

        def check(ans: Any) -> None:
            if isinstance(ans, Use) and ans.skill is not None:
                made = card_from_answer(g, player, ans)
                if not all(can_slash(g, seat, t, made) for t in ans.targets):
                    raise IllegalAnswer(f"this 杀 cannot be used on {list(ans.targets)}")

        ans = await g.ask(RespondRequest(seat, tuple(sorted(SLASH_NAMES)), "use", tuple(options),
                                         ASK_LUANWU_SLASH(owner.seat, *near)), check)
        if isinstance(ans, Pass):
            return False
        card = await produce_card(g, player, ans)
        if card is None:
            return False
        target = ans.targets[0]
        if not (g.players[target].alive and can_slash(g, seat, target, card)):
            return False
        await use_card(g, seat, card, [target])
        return True


SKILLS = (Luanwu(),)
