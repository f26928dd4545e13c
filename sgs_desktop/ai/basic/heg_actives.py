"""The basic AI's play-phase use of the 国战 active skills (主动技) that have no 身份 counterpart.

Each scores the skill's offer like any other action of the turn (ai/basic/play.py: the best
action is taken; 2.0 and below, the phase ends): 杀 6.5 and up, 无中生有 9.5, equipment 8. What
the skill asks afterwards (whom the tiger bites, which weapon to pay …) is answered as its
prompt declares.
"""

from __future__ import annotations

from ...engine.protocol import CardOption, Use
from .context import Ctx
from .knowledge import behaviour


def _use(opt: CardOption, cards=(), targets=()) -> Use:
    return Use(skill=opt.skill, cards=tuple(cards), targets=tuple(targets))


def _worst_enemy(ctx: Ctx, seats, below: float = -0.2) -> int | None:
    enemies = [s for s in seats if ctx.att(s) < below]
    return max(enemies, key=lambda s: (ctx.threat(s) - ctx.att(s) * 3, -s)) if enemies else None


def _subtype(ctx: Ctx, cid: int) -> str | None:
    b = behaviour(ctx.key(cid))
    return b.subtype if b is not None else None


def _top_number(ctx: Ctx) -> int:
    return max((ctx.number(c) for c in ctx.view.hand), default=0)


def qiangxi(ctx: Ctx, opt: CardOption):
    """强袭: 1 damage to an enemy in range, paid with a weapon, else with 1 HP (only with HP to spare)."""
    t = _worst_enemy(ctx, opt.targets.seats if opt.targets else ())
    if t is None:
        return None
    weapon = any(_subtype(ctx, c) == "weapon" for c in ctx.view.hand) or "weapon" in ctx.my.equips
    if weapon:
        return 5.5, _use(opt, (), [t])
    if ctx.my.hp >= 3 and ctx.count("peach", "analeptic") + ctx.my.hp >= 4:
        return 4.0, _use(opt, (), [t])
    return None


def fenxun(ctx: Ctx, opt: CardOption):
    """奋迅: a cheap card for distance 1 to an enemy, when a 杀 in hand has no target yet."""
    req = ctx.request
    slash_offered = req is not None and any(o.name in ("slash", "fire_slash", "thunder_slash")
                                            for o in getattr(req, "options", ()))
    if slash_offered or not ctx.count("slash") or not opt.cards:
        return None
    t = _worst_enemy(ctx, opt.targets.seats if opt.targets else ())
    if t is None:
        return None
    (card,) = ctx.cheapest(opt.cards, 1)
    if ctx.value(card) >= 5.0:
        return None
    return 3.0, _use(opt, (card,), [t])


def tianyi(ctx: Ctx, opt: CardOption):
    """天义: 拼点 an enemy with a high card when there are 杀 to use (win: a 杀 more, reaching anyone)."""
    if not ctx.count("slash") or _top_number(ctx) < 11:
        return None
    t = _worst_enemy(ctx, opt.targets.seats if opt.targets else ())
    return (6.8, _use(opt, (), [t])) if t is not None else None


def quhu(ctx: Ctx, opt: CardOption):
    """驱虎: 拼点 a player with more HP with a very high card; the tiger should be a friend (a lost
    拼点 makes it hurt me)."""
    if _top_number(ctx) < 12 or ctx.my.hp < 2 or not ctx.enemies():
        return None
    seats = opt.targets.seats if opt.targets else ()
    friends = [s for s in seats if ctx.att(s) > 0.3]
    tiger = (max(friends, key=lambda s: (ctx.p(s).hp, -s)) if friends else
             _worst_enemy(ctx, seats))
    return (4.0, _use(opt, (), [tiger])) if tiger is not None else None


def zhijian(ctx: Ctx, opt: CardOption):
    """直谏: an equipment card I would not put on myself, given to a friend with that slot empty."""
    for cid in ctx.cheapest(opt.cards, len(opt.cards)):
        slot = _subtype(ctx, cid)
        if slot is None or slot not in ctx.my.equips:
            continue            # (an empty slot of mine: equipping it myself is better)
        if any(ctx.att(s) > 0.3 and slot not in ctx.p(s).equips for s in ctx.others()):
            return 4.5, _use(opt, (cid,))
    return None


def dimeng(ctx: Ctx, opt: CardOption):
    """缔盟: a friend's small hand for an enemy's big one, paying the difference in cheap cards."""
    spec = opt.targets
    if spec is None or not spec.then:
        return None
    spare = sum(1 for c in ctx.view.hand if ctx.value(c) < 5.0)
    best: tuple[float, int, int] | None = None
    for a, partners in spec.then:
        for b in partners:
            if not (ctx.att(a) > 0.3 and ctx.att(b) < -0.2):
                continue
            gain = ctx.p(b).hand_count - ctx.p(a).hand_count
            if gain >= 2 and gain <= spare and (best is None or gain > best[0]):
                best = (gain, a, b)
    if best is None:
        return None
    return 4.5 + best[0] * 0.3, _use(opt, (), [best[1], best[2]])


def qingcheng(ctx: Ctx, opt: CardOption):
    """倾城: a spare equipment card for hiding an enemy's general (its skills go with it)."""
    t = _worst_enemy(ctx, opt.targets.seats if opt.targets else (), below=-0.3)
    if t is None:
        return None
    (card,) = ctx.cheapest(opt.cards, 1)
    if card not in ctx.view.hand and ctx.value(card) >= 6.0:
        return None             # (not the armour or horse I wear, unless it is cheap)
    return 3.5, _use(opt, (card,), [t])


def huoshui(ctx: Ctx, opt: CardOption):
    """祸水: show 邹氏 at the end of the turn's actions once enemies are at the table (nobody else
    may show a general in my turn then)."""
    return (2.5, _use(opt)) if len(ctx.enemies()) >= 2 else None


def xiongyi(ctx: Ctx, opt: CardOption):
    """雄异 (限定技): my kingdom draws three each; for when my hand has run out or my HP is low."""
    if len(ctx.others()) < 2:
        return None
    if len(ctx.view.hand) <= 1 or ctx.my.hp <= 2:
        return 7.0, _use(opt)
    return None


def luanwu(ctx: Ctx, opt: CardOption):
    """乱武 (限定技): everyone else must 杀 its nearest or lose 1 HP; for a table of weak enemies."""
    net = sum(-ctx.att(s) * (1.5 if ctx.p(s).hp <= 1 else 1.0) for s in ctx.others())
    return (7.0, _use(opt)) if net >= 1.5 else None


HEG_ACTIVE = {"qiangxi": qiangxi, "fenxun": fenxun, "tianyi": tianyi, "quhu": quhu, "zhijian": zhijian,
              "dimeng": dimeng, "qingcheng": qingcheng, "huoshui": huoshui, "xiongyi": xiongyi,
              "luanwu": luanwu}
