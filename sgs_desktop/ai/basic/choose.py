"""The basic AI's other choices: cards, a card of someone's, options, seats, 观星."""

from __future__ import annotations

from ...engine.protocol import (
    Answer,
    Arrange,
    ArrangeRequest,
    Cards,
    CardsRequest,
    Choose,
    OptionRequest,
    Pick,
    PickRequest,
    Seats,
    SeatsRequest,
)
from .context import Ctx
from .skills import judge_change_card, seat_preference, want_invoke

HARMFUL_DELAYED = ("indulgence", "supply_shortage", "lightning")
#: a rough strength order for choosing a general (first: best)
GENERAL_RANK = ("sunquan", "liubei", "caocao", "zhugeliang", "huatuo", "zhouyu", "guojia", "simayi", "zhaoyun",
                "sunshangxiang", "luxun", "diaochan", "machao", "huangyueying", "zhangfei", "guanyu", "ganning",
                "lvmeng", "zhenji", "xiahoudun", "zhangliao", "daqiao", "huanggai", "lvbu", "xuchu",
                "zhangjiao", "caopi", "yuanshao", "sunce", "dongzhuo", "liushan")


def decide_cards(ctx: Ctx, req: CardsRequest) -> Answer:
    key, args = req.prompt.key, req.prompt.args
    cards = list(req.cards)
    if key == "amazing_grace_pick":
        return Cards(tuple(ctx.dearest(cards, 1)))
    if key == "pindian":
        return Cards((max(cards, key=lambda c: (ctx.number(c), -ctx.value(c), -c)),))
    if key == "fire_attack_discard":
        target = args[0] if args else None
        if target is not None and ctx.att(target) < -0.2 and req.min == 0:
            return Cards(tuple(ctx.cheapest(cards, 1)))
    if key in ("guicai_card", "guidao_card") and len(args) >= 3:
        pick = judge_change_card(ctx, key.split("_")[0], args[0], args[1], args[2])
        if pick is not None and pick in cards:
            return Cards((pick,))
    if key == "xiangle":           # 享乐: a basic card, or the 杀 fails on 刘禅
        target = args[0] if args else None
        if target is not None and ctx.att(target) < -0.2 and cards:
            return Cards(tuple(ctx.cheapest(cards, 1)))
    if key == "yiji_give":
        return Cards(tuple(c for c in ctx.cheapest(cards, len(cards)) if ctx.friends()))
    n = req.min
    if key in ("zhiheng",):
        n = max(req.min, sum(1 for c in cards if ctx.value(c) < 4.5))
    return Cards(tuple(ctx.cheapest(cards, n)))


def decide_pick(ctx: Ctx, req: PickRequest) -> Answer:
    """A card of `owner`'s: hurt an enemy (armour, horse, weapon, else a hand card); help a friend
    (take away its harmful delayed trick)."""
    owner = req.owner
    a = 1.0 if owner == ctx.me else ctx.att(owner)
    keyed = [(ctx.key(c), c) for c in req.cards]
    if a > 0.2:
        harm = [c for k, c in keyed if k in HARMFUL_DELAYED and c in ctx.p(owner).judge]
        if harm:
            return Pick(card=harm[0])
        if req.hand:
            return Pick(index=ctx.rng.below(req.hand))
        return Pick(card=ctx.cheapest(req.cards, 1)[0])
    order = ("armor", "defensive_horse", "weapon", "offensive_horse", "treasure")
    equips = ctx.p(owner).equips
    for slot in order:
        cid = equips.get(slot)
        if cid is not None and cid in req.cards:
            return Pick(card=cid)
    if req.hand:
        return Pick(index=ctx.rng.below(req.hand))
    useful = [c for k, c in keyed if k not in HARMFUL_DELAYED]
    return Pick(card=(useful or list(req.cards))[0])


def decide_option(ctx: Ctx, req: OptionRequest) -> Answer:
    key, args = req.prompt.key, req.prompt.args
    options = req.options
    if ctx.heg:
        from .heg import decide_heg_option
        got = decide_heg_option(ctx, req)
        if got is not None:
            return got
    if key == "choose_general":
        return Choose(min(options, key=lambda g: (GENERAL_RANK.index(g) if g in GENERAL_RANK else 99, g)))
    if set(options) == {"yes", "no"}:
        if key == "invoke":
            return Choose("yes" if want_invoke(ctx, args[0] if args else "", tuple(args)) else "no")
        if key in ("songwei", "baonue", "zhiba_accept"):
            lord = args[0] if args else None
            return Choose("yes" if lord is not None and ctx.att(lord) > 0.3 else "no")
        if key == "zhiba_take":
            return Choose("yes")
        return Choose(req.default_option if req.default_option in options else "yes")
    if key == "double_sword":
        cheap = [c for c in ctx.view.hand if ctx.value(c) < 4.5]
        return Choose("discard" if cheap and "discard" in options else options[-1])
    if key == "benghuai":
        me = ctx.my
        return Choose("lose_max_hp" if me.max_hp - me.hp >= 1 or me.hp <= 2 else "lose_hp")
    if key == "yinghun_mode" and len(args) >= 1:
        friend = ctx.att(args[0]) > 0
        return Choose(options[0] if friend else options[-1])
    if key == "ganglie":
        # two hand cards, or 1 damage: keep the HP while there are cards to spare
        return Choose(options[0] if len(options) > 1 and (len(ctx.view.hand) > 3 or ctx.my.hp <= 2)
                      else options[-1])
    if key == "fanjian_suit":
        return Choose(ctx.rng.choice(options))
    return Choose(req.default_option or options[0])


def decide_seats(ctx: Ctx, req: SeatsRequest) -> Answer:
    want = seat_preference(ctx, req.prompt.key)
    seats = list(req.seats)

    def score(s: int) -> float:
        a = 1.0 if s == ctx.me else ctx.att(s)
        return a if want == "friend" else -a + ctx.threat(s) * 0.2

    ranked = sorted(seats, key=lambda s: (-score(s), s))
    good = [s for s in ranked if score(s) > 0]
    n = max(req.min, min(req.max, len(good)))
    return Seats(tuple(ranked[:n]))


def decide_arrange(ctx: Ctx, req: ArrangeRequest) -> Answer:
    """观星: what helps our judgements first, then our best cards on top; the rest at the bottom."""
    cards = list(req.cards)
    top: list[int] = []
    judge = [ctx.my.judge_as.get(c, ctx.key(c)) for c in ctx.my.judge]
    from .skills import judge_good
    for trick in reversed(judge):            # judged last-placed first
        fits = [c for c in cards if judge_good(ctx, trick, c)]
        if fits:
            pick = ctx.cheapest(fits, 1)[0]
            top.append(pick)
            cards.remove(pick)
    ranked = ctx.dearest(cards, len(cards))
    keep = [c for c in ranked if ctx.value(c) >= 5.0]
    top += keep
    bottom = [c for c in ranked if c not in keep] if req.bottom_allowed else []
    if not req.bottom_allowed:
        top += [c for c in ranked if c not in keep]
    return Arrange(top=tuple(top), bottom=tuple(bottom))

