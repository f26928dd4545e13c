"""The basic AI's play phase: score every offered action, take the best, or end the phase."""

from __future__ import annotations

from typing import Final

from ...engine.protocol.answers import Answer, End, Recast, Use
from ...engine.protocol.requests import CardOption, PlayRequest
from ..random_agent import keep_apart
from .context import Ctx
from .knowledge import behaviour, red
from .skills import active_skill_move, declared_play

END_BELOW: Final = 2.0
HARMFUL_DELAYED: Final = ("indulgence", "supply_shortage", "lightning")
SLASHES: Final = ("slash", "fire_slash", "thunder_slash")


def decide_play(ctx: Ctx, req: PlayRequest) -> Answer:
    best: tuple[float, Answer] | None = None
    for opt in playable(ctx, req):
        got = option_move(ctx, opt)
        if got is not None and (best is None or got[0] > best[0]):
            best = got
    return best_or_end(ctx, req, best)


def playable(ctx: Ctx, req: PlayRequest) -> tuple[CardOption, ...]:
    """The options worth scoring: 国战, not a face-down general's skill while using it would make
    us a 野心家."""
    options = req.options
    if ctx.heg:
        from .heg import careerist_risk, hidden_skill_ids
        if careerist_risk(ctx) and len(ctx.alive()) > 3:     # using it would make us a 野心家
            hidden = hidden_skill_ids(ctx)
            options = tuple(o for o in options if o.skill not in hidden)
    return options


def best_or_end(ctx: Ctx, req: PlayRequest, best: tuple[float, Answer] | None) -> Answer:
    """The best scored action, a recast (重铸) if it scores more, or End below END_BELOW."""
    if req.recast:
        rc = (2.5, Recast(ctx.cheapest(req.recast)[0]))
        if best is None or rc[0] > best[0]:
            best = rc
    if best is None or best[0] < END_BELOW:
        return End()
    return best[1]


def option_move(ctx: Ctx, opt: CardOption) -> tuple[float, Answer] | None:
    if opt.skill is not None and not opt.name:
        return active_skill_move(ctx, opt)
    if opt.skill is not None and (declared := declared_play(ctx, opt.skill)) is not None:
        return declared.fn(ctx, opt)        # a view-as skill that says how it is played (蛊惑)
    cards: tuple[int, ...] = ()
    cost = 0.0
    if opt.skill is not None and opt.max_cards:     # a view-as card: made of our cheapest cards
        cards = tuple(ctx.cheapest(opt.cards, opt.min_cards))
        if len(cards) < opt.min_cards:
            return None
        cost = sum([ctx.value(c) for c in cards]) * 0.15
    scored = card_move(ctx, opt.name, opt)
    if scored is None:
        return None
    score, targets = scored
    if opt.skill is None:
        return score, Use(card=opt.card, targets=tuple(targets))
    return score - cost, Use(skill=opt.skill, name=opt.name, cards=cards, targets=tuple(targets))


def card_move(ctx: Ctx, key: str, opt: CardOption) -> tuple[float, list[int]] | None:
    """(score, targets) for using a card of `key` as the option allows; None: do not."""
    spec = opt.targets
    seats = list(spec.seats) if spec is not None else []
    me, my = ctx.me, ctx.my
    if key in SLASHES:
        return _slash(ctx, key, opt, seats)
    if key == "peach":
        if my.hp < my.max_hp and (my.hp <= 2 or len(ctx.view.hand) > my.hp or my.hp < my.max_hp - 1):
            return 8.0 - my.hp * 0.5, []
        return None
    if key == "analeptic":
        if _best_slash_target(ctx) is not None and not ctx.my.drunk and ctx.count("slash") >= 1:
            return 7.9, []
        return None
    if key == "ex_nihilo":
        return 9.5, []
    if opt.card is not None and _is_equipment(key):
        b = behaviour(key)
        if b is not None and b.play is not None:     # the card's own declaration (飞龙夺凤)
            got = b.play.fn(ctx, opt)
            return (got[0], []) if got is not None else None
        return _equip(ctx, key, opt.card)
    if key in ("indulgence", "supply_shortage"):
        t = _pick(ctx, seats, lambda s: -ctx.att(s) * (2 + ctx.p(s).hand_count * 0.2))
        return (7.5 + (0.5 if key == "indulgence" else 0), [t]) if t is not None and ctx.att(t) < -0.2 else None
    if key in ("dismantlement", "snatch"):
        return _take(ctx, key, seats)
    if key == "duel":
        slashes = ctx.count("slash")
        t = _pick(ctx, seats, lambda s: -ctx.att(s) * 3 + ctx.threat(s) - ctx.p(s).hand_count * 0.4)
        if t is None or ctx.att(t) > -0.2 or (ctx.p(t).hand_count > 2 * slashes + 1 and my.hp <= 2):
            return None
        return 5.5 + slashes * 0.4 - ctx.p(t).hand_count * 0.2, [t]
    if key in ("savage_assault", "archery_attack"):
        net = sum([-ctx.att(s) * (1.5 if ctx.p(s).hp <= 1 else 1) for s in ctx.others()])
        return (5.0 + net, []) if net > 0.4 else None
    if key == "god_salvation":
        gain = sum([ctx.att(s) for s in ctx.alive() if ctx.p(s).hp < ctx.p(s).max_hp])
        return (5.0 + gain, []) if gain > 0.5 else None
    if key == "amazing_grace":
        net = sum([ctx.att(s) for s in ctx.others()])
        return (4.0, []) if net >= 0 else None
    if key == "fire_attack":
        if len(ctx.view.hand) < 3:
            return None
        t = _pick(ctx, [s for s in seats if s != me], lambda s: -ctx.att(s) + ctx.threat(s) * 0.2)
        return (4.0, [t]) if t is not None and ctx.att(t) < -0.3 else None
    if key == "collateral":
        return _collateral(ctx, spec)
    if key == "await_exhausted":
        return 5.5 + 0.5 * sum(1 for s in ctx.friends(0.9)), []
    if key == "befriend_attacking":
        t = _pick(ctx, seats, lambda s: ctx.att(s) - ctx.threat(s) * 0.3)
        return (8.5, [t]) if t is not None else None
    if key == "known_both":
        hidden = [s for s in seats if ctx.p(s).kingdom is None]
        t = _pick(ctx, hidden, lambda s: -abs(ctx.att(s)))
        return (3.0, [t]) if t is not None else None
    if key == "iron_chain":
        return None              # recast instead (see decide_play)
    b = behaviour(key)
    if b is not None and b.play is not None:     # the card's own declaration (势备篇's tricks)
        got = b.play.fn(ctx, opt)
        return (got[0], list(got[1].targets)) if got is not None else None
    return None                  # 闪电 and anything unknown: keep


def _pick(ctx: Ctx, seats, score) -> int | None:
    if not seats:
        return None
    return max(seats, key=lambda s: (score(s), -s))


def _is_equipment(key: str) -> bool:
    b = behaviour(key)
    return b is not None and b.type == "equip"


def _equip(ctx: Ctx, key: str, cid: int) -> tuple[float, list[int]] | None:
    """An equipment card into an empty slot, or in place of a clearly worse one."""
    slot = behaviour(key).subtype
    current = ctx.my.equips.get(slot)
    if current is None:
        return 8.0, []
    if ctx.value(cid) > ctx.value(current) + 0.3:
        return 6.0, []
    return None


def slash_target_score(ctx: Ctx, t: int, key: str, color_red: bool | None = None) -> float:
    """How much hitting `t` with a 杀 is worth (negative: do not)."""
    a = ctx.att(t)
    if a > -0.1:
        return -1.0
    p = ctx.p(t)
    armor = p.equips.get("armor")
    score = -a * 3 + ctx.threat(t)
    if armor is not None:
        akey = ctx.key(armor)
        if akey == "vine" and key == "slash":
            return -1.0
        if akey == "renwang_shield" and color_red is False:
            return -1.0
        if akey == "eight_diagram":
            score -= 1.0
    if ctx.view.role == "rebel" and p.role == "lord":
        score += 1.5
    return score + ctx.slash_bonus(t)


def _best_slash_target(ctx: Ctx) -> int | None:
    """An enemy in reach of our 杀 (for deciding to drink first)."""
    best, best_score = None, 0.5
    for cid in ctx.view.hand:
        if ctx.key(cid) in SLASHES:
            for t in ctx.enemies():
                s = slash_target_score(ctx, t, ctx.key(cid), red(ctx.suit(cid)))
                if s > best_score:
                    best, best_score = t, s
    return best


def _slash(ctx: Ctx, key: str, opt: CardOption, seats: list[int]) -> tuple[float, list[int]] | None:
    color = red(ctx.suit(opt.card)) if opt.card is not None else None
    ranked = sorted(((slash_target_score(ctx, t, key, color), t) for t in seats), reverse=True)
    chosen = [t for s, t in ranked if s > 0.5][: opt.targets.max if opt.targets else 1]
    spec = opt.targets
    if spec is not None and spec.apart and len(chosen) > 1:     # (方天画戟: not two of one kingdom)
        chosen = list(keep_apart(spec, tuple(chosen)))
    if not chosen:
        return None
    return 6.5 + ranked[0][0] * 0.3, chosen


def _take(ctx: Ctx, key: str, seats: list[int]) -> tuple[float, list[int]] | None:
    """过河拆桥 / 顺手牵羊: a friend's harmful delayed trick, or an enemy's best card."""
    best: tuple[float, int] | None = None
    for t in seats:
        p = ctx.p(t)
        a = ctx.att(t)
        if a >= 0.3 and any(p.judge_as.get(c, ctx.key(c)) in HARMFUL_DELAYED for c in p.judge):
            s = 8.5
        elif a <= -0.15:
            s = 6.0 + (1.0 if p.equips else 0.0) + (-a) + (0.4 if key == "snatch" else 0.0)
            if not p.equips and not p.hand_count:
                s = 0.0
        else:
            continue
        if best is None or s > best[0]:
            best = (s, t)
    return (best[0], [best[1]]) if best is not None else None


def _collateral(ctx: Ctx, spec) -> tuple[float, list[int]] | None:
    if spec is None or not spec.then:
        return None
    best: tuple[float, list[int]] | None = None
    for a, victims in spec.then:
        for b in victims:
            s = -ctx.att(b) * 3 - ctx.att(a) * 1.5
            if ctx.att(b) < -0.2 and (best is None or s > best[0]):
                best = (s, [a, b])
    if best is None or best[0] < 1.5:
        return None
    return 5.0 + best[0] * 0.2, best[1]
