"""乱武 (贾诩): 限定技, in your play phase you may have every other player, one after another in
seat order from your next seat, choose: use a 杀 on another player at the least distance from it,
or lose 1 HP.

Each player's nearest are measured as its turn to choose comes (among the living, 贾诩 too). The
杀 is an ordinary use: it must reach its target (attack range), no prohibition may stand against it
(空城), and it counts toward no one's 杀 limit. A player with no 杀 that reaches a nearest player is
not asked: it loses 1 HP. A skill that provides the 杀 as it is needed (激将: 需要使用【杀】时) is
asked first; the 杀 it brings goes to the nearest player its user chooses. While unused, the mark
`luanwu` stands on 贾诩's seat (限定技)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from msgspec.structs import replace

from ....engine import timings as T
from ....engine.advice import HARMS, Custom, Playing
from ....engine.cards import VirtualCard
from ....engine.distance import distances_from
from ....engine.errors import IllegalAnswer
from ....engine.health import lose_hp
from ....engine.prompts import SEAT, Arg, PromptSpec
from ....engine.protocol.answers import Pass, Use
from ....engine.protocol.requests import CardOption, RespondRequest, TargetSpec
from ....engine.usecard import card_from_answer, produce_card, response_options, use_card
from ...standard.basic import SLASH_NAMES, can_slash
from ..common import ActiveSkill, LimitedSkill
from ..play_ai import use_of

if TYPE_CHECKING:
    from ....engine.advice import AdvisedSeat

#: the names a 乱武 杀 may be asked as (sorted once)
_SLASHES = tuple(sorted(SLASH_NAMES))


def nearest(g, seat: int) -> list[int]:
    """The other living players at the least distance from `seat`, in seat order after it."""
    dist = distances_from(g, seat)
    if not dist:
        return []
    least = min(dist.values())
    return [t for t in g.others(seat) if dist.get(t) == least]


def _aim(g, seat: int, opt: CardOption, near: list[int]) -> list[CardOption]:
    """`opt` aimed at the nearest players its 杀 reaches. A 杀 made of one card takes that card's
    reach (a weapon or −1 horse used for it no longer counts), so such cards are grouped by the
    players they reach; options that reach nobody are dropped."""
    groups: dict[tuple[int, ...], list[int]] = {}
    if opt.card is not None:
        card = g.cards[opt.card]
        groups[tuple(t for t in near if can_slash(g, seat, t, card))] = []
    elif opt.max_cards == 1:
        made = g.behaviours[opt.name]
        for c in opt.cards:
            probe = VirtualCard(made, (g.cards[c],), opt.skill)
            groups.setdefault(tuple(t for t in near if can_slash(g, seat, t, probe)), []).append(c)
    else:
        probe = VirtualCard(g.behaviours[opt.name], (), opt.skill)
        groups[tuple(t for t in near if can_slash(g, seat, t, probe))] = list(opt.cards)
    return [replace(opt, cards=opt.cards if opt.card is not None else tuple(cards), targets=TargetSpec(seats, 1, 1))
            for seats, cards in groups.items() if seats]


def _answer_ai(judge: AdvisedSeat, req: RespondRequest) -> Pass | Use:
    """The least liked of the nearest gets the 杀, paid with the cheapest card — but a friend is
    spared while 1 HP can be lost without dying."""
    aims = sorted({t for o in req.options if o.targets for t in o.targets.seats})
    if not aims:
        return Pass()
    target = min(aims, key=lambda t: (judge.att(t), judge.p(t).hp, t))
    if judge.att(target) > 0.3 and judge.my.hp > 1:
        return Pass()
    made = judge.cheapest_response(tuple(o for o in req.options if o.targets and target in o.targets.seats))
    if made is None:
        return Pass()
    return Use(card=made.card, skill=made.skill, name=made.name, cards=made.cards, targets=(target,))


#: 乱武 (of `source`): use a 杀 on one of the `nearest` players, or lose 1 HP
ASK_LUANWU_STRIKE = PromptSpec("luanwu_strike", Arg("source", SEAT), Arg("nearest", SEAT, many=True),
                               ai=Custom(_answer_ai))
#: 乱武 (of `source`): the nearest player a 杀 provided for you (激将) goes to
ASK_LUANWU_TARGET = PromptSpec("luanwu_target", Arg("source", SEAT), ai=HARMS)


def _play(judge: AdvisedSeat, opt: CardOption) -> tuple[float, Use] | None:
    """Everyone else strikes or bleeds: worth it over a table of (weak) enemies — sooner when our
    own life, and the limited skill with it, is nearly spent."""
    net = sum(-judge.att(s) * (1.5 if judge.p(s).hp <= 1 else 1.0) for s in judge.others())
    need = 0.5 if judge.my.hp <= 1 else 1.5
    return (7.0, use_of(opt)) if net >= need else None


class Luanwu(LimitedSkill, ActiveSkill):
    """乱武: every other player strikes its nearest with a 杀 or loses 1 HP."""

    id = "luanwu"
    play = Playing(_play)
    per_phase = None          # (once a game: the mark)

    def option(self, g, owner) -> CardOption | None:
        if not self.unused(owner) or not g.others(owner.seat):
            return None
        return CardOption("", None, self.id)

    async def activate(self, g, owner, answer: Use) -> None:
        self.use_up(g, owner)
        for seat in g.others(owner.seat):
            if g.players[seat].alive and not await self._strike(g, owner, seat):
                await lose_hp(g, seat, 1)

    async def _strike(self, g, owner, seat: int) -> bool:
        """Ask `seat` for a 杀 on one of its nearest players; True when it used one."""
        player = g.players[seat]
        near = nearest(g, seat)
        if await self._provided(g, owner, seat, near):
            return True

        def check(ans: Any) -> None:
            # a 杀 made of several cards (丈八蛇矛) was offered with its targets probed without them
            if isinstance(ans, Use) and ans.skill is not None:
                made = card_from_answer(g, player, ans)
                if not all(can_slash(g, seat, t, made) for t in ans.targets):
                    raise IllegalAnswer(f"this 杀 cannot be used on {list(ans.targets)}")

        options = [aimed for opt in response_options(g, player, SLASH_NAMES, "use")
                   for aimed in _aim(g, seat, opt, near)]
        if not options:
            return False
        ans = await g.ask(RespondRequest(seat, _SLASHES, "use", tuple(options),
                                         ASK_LUANWU_STRIKE(owner.seat, *near)), check)
        if isinstance(ans, Pass):
            return False
        card = await produce_card(g, player, ans)
        if card is None:
            return False
        await use_card(g, seat, card, list(ans.targets))
        return True

    @staticmethod
    async def _provided(g, owner, seat: int, near: list[int]) -> bool:
        """"需要使用【杀】时": a skill may first provide the 杀 (激将: the lord 刘备 asks the 蜀); its
        user then chooses which nearest player it goes to. Asked only when a 杀 of his could reach
        one (the provided card is another's, so only his position and range count)."""
        reach = [t for t in near if can_slash(g, seat, t, VirtualCard(g.behaviours["slash"]))]
        if not reach:
            return False
        ask = T.CardAsk(seat, SLASH_NAMES, "use")
        await g.trigger(T.CARD_ASKED, ask)
        card = ask.provided
        if card is None:
            return False
        reach = [t for t in reach if can_slash(g, seat, t, card)]
        if not reach:
            return False          # (the card is still its provider's: nothing was used)
        (target,) = reach if len(reach) == 1 else await g.choose_seats(
            seat, reach, 1, 1, ASK_LUANWU_TARGET(owner.seat))
        await use_card(g, seat, card, [target])
        return True


SKILLS = (Luanwu(),)
