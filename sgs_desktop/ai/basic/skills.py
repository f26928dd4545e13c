"""Skill decisions of the basic AI: play-phase skills, and what a judgement's result means.

The skills' questions ("invoke?", whom to choose …) are answered as each skill declares
(engine.advice, followed in advice.py); what is here is the play-phase use of active skills.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from ...engine.advice import BLACK_CARDS, JudgeResult
from ...engine.protocol import Answer, CardOption, Use
from .context import Ctx
from .heg_actives import HEG_ACTIVE


def active_skill_move(ctx: Ctx, opt: CardOption) -> tuple[float, Answer] | None:
    """(score, answer) for a play-phase skill, or None to leave it."""
    assert opt.skill is not None
    fn = ACTIVE.get(opt.skill)
    return fn(ctx, opt) if fn is not None else None


def _use(opt: CardOption, cards=(), targets=()) -> Use:
    return Use(skill=opt.skill, cards=tuple(cards), targets=tuple(targets))


def _zhiheng(ctx: Ctx, opt: CardOption):
    bad = [c for c in opt.cards if ctx.value(c) < 4.5 and c in ctx.view.hand]
    if opt.max_cards:
        bad = ctx.cheapest(bad, opt.max_cards)     # 国战 制衡: at most your max HP cards
    return (3.5 + len(bad) * 0.3, _use(opt, bad)) if bad else None


def _rende(ctx: Ctx, opt: CardOption):
    friends = [s for s in ctx.friends(0.4) if s in (opt.targets.seats if opt.targets else ())]
    if not friends:
        return None
    friend = min(friends, key=lambda s: (ctx.p(s).hand_count, s))
    excess = len(ctx.view.hand) - ctx.my.hp
    wounded = ctx.my.hp < ctx.my.max_hp
    n = max(excess, 2 if wounded and len(ctx.view.hand) >= 2 else 0)
    n = min(n, len(opt.cards))
    if n <= 0:
        return None
    return 4.0, _use(opt, ctx.cheapest(opt.cards, n), [friend])


def _kurou(ctx: Ctx, opt: CardOption):
    hp = ctx.my.hp
    saves = ctx.count("peach", "analeptic")
    if hp >= 3 or (hp == 2 and saves >= 1) or (hp == 1 and saves >= 2):
        return 3.0, _use(opt)
    return None


def _enemy_target(ctx: Ctx, opt: CardOption, base: float):
    if opt.targets is None:
        return None
    targets = [t for t in opt.targets.seats if ctx.att(t) < -0.2]
    if not targets:
        return None
    t = max(targets, key=lambda s: (ctx.threat(s) - ctx.att(s), -s))
    cards = ctx.cheapest(opt.cards, opt.min_cards) if opt.min_cards else []
    return base, _use(opt, cards, [t])


def _fanjian(ctx: Ctx, opt: CardOption):
    return _enemy_target(ctx, opt, 5.0) if ctx.view.hand else None


def _heal_target(ctx: Ctx, opt: CardOption, male_only: bool = False):
    if opt.targets is None:
        return None
    cands = [t for t in opt.targets.seats if (t == ctx.me or ctx.att(t) > 0.3)]
    if not cands:
        return None
    return min(cands, key=lambda s: (ctx.p(s).hp - (0.5 if s == ctx.me else 0), s))


def _qingnang(ctx: Ctx, opt: CardOption):
    t = _heal_target(ctx, opt)
    if t is None:
        return None
    return 6.0, _use(opt, ctx.cheapest(opt.cards, opt.min_cards), [t])


def _jieyin(ctx: Ctx, opt: CardOption):
    t = _heal_target(ctx, opt)
    if t is None or t == ctx.me or len(opt.cards) < 2:
        return None
    cards = ctx.cheapest(opt.cards, opt.min_cards)
    if sum(ctx.value(c) for c in cards) > 13:
        return None
    return 5.0, _use(opt, cards, [t])


def _lijian(ctx: Ctx, opt: CardOption):
    spec = opt.targets
    if spec is None or not spec.then:
        return None
    best = None
    for a, bs in spec.then:
        for b in bs:
            s = -ctx.att(a) * 2 - ctx.att(b) * 0.5 + ctx.threat(a) * 0.3
            if ctx.att(a) < -0.2 and (best is None or s > best[0]):
                best = (s, a, b)
    if best is None or best[0] < 1.0:
        return None
    return 5.0, _use(opt, ctx.cheapest(opt.cards, opt.min_cards), [best[1], best[2]])


def _lord_of(opt: CardOption) -> int | None:
    return opt.targets.seats[0] if opt.targets is not None and opt.targets.seats else None


def _huangtian_give(ctx: Ctx, opt: CardOption):
    lord = _lord_of(opt)
    if lord is None or ctx.att(lord) < 0.5 or not opt.cards:
        return None
    return 4.5, _use(opt, ctx.cheapest(opt.cards, 1), [lord])


def _zhiba_pindian(ctx: Ctx, opt: CardOption):
    lord = _lord_of(opt)
    if lord is None or ctx.att(lord) > -0.3 or not ctx.view.hand:
        return None
    if max(ctx.number(c) for c in ctx.view.hand) < 11:
        return None
    return 3.5, _use(opt, (), [lord])


#: how the AI uses each active skill (主动技) of both modes (a test holds every one to an entry)
ACTIVE = {"zhiheng": _zhiheng, "rende": _rende, "kurou": _kurou, "fanjian": _fanjian, "qingnang": _qingnang,
          "jieyin": _jieyin, "lijian": _lijian, "huangtian_give": _huangtian_give,
          "zhiba_pindian": _zhiba_pindian, **HEG_ACTIVE}


# ------------------------------------------------------------ judgements

@cache
def skill_table(hegemony: bool) -> dict[str, Any]:
    """The skills a game of the mode may hold, by id (the AI reads only their declarations)."""
    from ...packs import skills_of_mode
    return skills_of_mode(hegemony)


@cache
def _judge_results(hegemony: bool) -> dict[str, JudgeResult]:
    """What each judgement means, by what it is for (a card key or a skill id), as declared."""
    from ...packs import BEHAVIOURS
    out = {key: b.judge_result for key, b in BEHAVIOURS.items() if b.judge_result is not None}
    out.update({sid: sk.judge_result for sid, sk in skill_table(hegemony).items() if sk.judge_result is not None})
    return out


def judge_result(ctx: Ctx, reason: str) -> JudgeResult | None:
    return _judge_results(ctx.view.mode == "hegemony").get(reason)


def judge_good(ctx: Ctx, reason: str, cid: int) -> bool | None:
    """Is this judge card a good result for the judged player? None: no idea."""
    meaning = judge_result(ctx, reason)
    return None if meaning is None else meaning.good(ctx.suit(cid), ctx.number(cid))


def judge_change_card(ctx: Ctx, pool: str, seat: int, cid: int, reason: str) -> int | None:
    """A card of ours (of `pool`: engine.advice HAND or BLACK_CARDS) that turns `seat`'s
    judgement for `reason` our way (None: leave it)."""
    meaning = judge_result(ctx, reason)
    if meaning is None or (meaning.keeps_card and seat == ctx.me):
        return None                         # our own 洛神: the changed card comes straight back
    good = meaning.good(ctx.suit(cid), ctx.number(cid))
    want_good = ctx.att(seat) > 0.2 or seat == ctx.me
    if good == want_good:
        return None
    cards = list(ctx.view.hand)
    if pool == BLACK_CARDS:
        cards += list(ctx.my.equips.values())
        cards = [c for c in cards if ctx.suit(c) in ("spade", "club")]
    fits = [c for c in cards if judge_good(ctx, reason, c) == want_good]
    return ctx.cheapest(fits, 1)[0] if fits else None
