"""The 普通 AI's play phase: the basic scoring (ai/basic/play.py) with its own rules on top.

- 斩杀 first: a kill this turn (a sure hit — no hand, no 八卦阵 — for as much as the target's
  HP, with 酒 when it takes two; 决斗 against an empty hand; a weapon in hand that brings the
  target into reach; an elemental 杀 on a chained seat whose chain carries the kill) comes
  before anything else; no elemental 杀 whose chain would kill my side.
- Never at a friend: a harmful card is never aimed at a seat that is at least FRIEND_VETO likely
  on my side (过河拆桥/顺手牵羊 taking a friend's delayed trick away is help, not harm).
- 酒 only with a 杀 to follow: a 杀 on offer, at a target worth it, not made of the 酒 itself;
  once drunk, the 杀 comes next.
- Area tricks (南蛮入侵, 万箭齐发) count the expected damage to friends (and to a possible friend,
  by its chance of being one) as well as enemies, and
  are never used while the lord of my side could die of them; with no possible friend at the
  table, the answers they cost the enemy count too.
"""

from __future__ import annotations

from ...engine.protocol.answers import Answer, Use
from ...engine.protocol.requests import CardOption, PlayRequest
from ..basic.knowledge import behaviour, red
from ..basic.play import HARMFUL_DELAYED, SLASHES, best_or_end, option_move, playable, slash_target_score
from ..basic.skills import declared_play
from .context import FRIEND_VETO, NormalCtx
from .endgame import harms_my_lord

HARMFUL = frozenset({*SLASHES, "duel", "fire_attack", "dismantlement", "snatch", "indulgence",
                     "supply_shortage", "collateral", "known_both"})
AREA = frozenset({"savage_assault", "archery_attack"})
#: the chance that a hand of n unknown cards holds no answer to an area trick (杀/闪), per card
NO_ANSWER_PER_CARD = 0.6
#: what an answer (a 杀/闪 spent) costs an enemy, in damage, when no friend is hit
ANSWER_SPENT = 0.3
KILL = 20.0


def normal_play(ctx: NormalCtx, req: PlayRequest) -> Answer:
    options = playable(ctx, req)
    # (a skill that says how it is played — 蛊惑 — is scored only as it says: never the kill's material)
    kill = kill_move(ctx, tuple(o for o in options if o.skill is None or declared_play(ctx, o.skill) is None))
    if kill is not None:
        return kill
    best: tuple[float, Answer] | None = None
    for opt in options:
        got = _move(ctx, opt, options)
        if got is not None and (best is None or got[0] > best[0]):
            best = got
    return best_or_end(ctx, req, best)


def _move(ctx: NormalCtx, opt: CardOption, options: tuple[CardOption, ...]) -> tuple[float, Answer] | None:
    key = opt.name
    # (a skill that says how it is played — 蛊惑 — is scored as it says, by option_move, then checked
    # here like any other use)
    declared = bool(key) and opt.skill is not None and declared_play(ctx, opt.skill) is not None
    if key == "analeptic" and not declared:
        return _drink(ctx, opt, options)
    if key in AREA:
        if harms_my_lord(ctx, key, ()):
            return None
        if not declared:
            return _area(ctx, opt)
    if key == "lure_tiger" and ctx.heg:
        from .formation import lure_for_siege
        siege = lure_for_siege(ctx, opt, any(o.name in SLASHES and o.card != opt.card for o in options))
        if siege is not None:
            return siege
    got = option_move(ctx, opt)
    if got is None:
        return None
    score, answer = got
    if isinstance(answer, Use) and answer.skill is not None and answer.targets and answer.cards:
        kept = _keep_reach(ctx, opt, answer)
        if kept is None:
            return None
        answer = kept
    if isinstance(answer, Use) and key in HARMFUL and (not _harmless_to_friends(ctx, key, answer.targets)
                                                      or harms_my_lord(ctx, key, answer.targets)):
        return None
    if (isinstance(answer, Use) and key in ELEMENTAL and answer.targets and ctx.p(answer.targets[0]).chained
            and not _chain_safe(ctx, answer.targets[0], ELEMENTAL[key], 1 + (1 if ctx.my.drunk else 0))):
        return None                 # (the chain would carry it to a friend who would die of it)
    if key in SLASHES and ctx.my.drunk:
        score += 3.0                # the 酒 is drunk: its 杀 comes next
    return score, answer


def _harmless_to_friends(ctx: NormalCtx, key: str, targets: tuple[int, ...]) -> bool:
    """No probable friend among the targets (a friend's delayed trick taken away is help)."""
    if key == "collateral":
        targets = targets[1:]       # (the first is made to attack the second)
    for t in targets:
        if t == ctx.me:
            continue
        if key in ("dismantlement", "snatch") and _has_delayed(ctx, t):
            continue
        if ctx.p_friend(t) >= FRIEND_VETO:
            return False
    return True


def _has_delayed(ctx: NormalCtx, seat: int) -> bool:
    p = ctx.p(seat)
    return any(p.judge_as.get(c, ctx.key(c)) in HARMFUL_DELAYED for c in p.judge)


# ------------------------------------------------------------------ 酒 only with a 杀 to follow

def _slash_follows(ctx: NormalCtx, options: tuple[CardOption, ...], drink: int | None) -> float | None:
    """The best 杀 on offer now, not made of the 酒 card `drink` (its target score; None: none)."""
    best = None
    for o in options:
        if o.name not in SLASHES or o.targets is None:
            continue
        if o.card is not None and o.card == drink:
            continue
        if o.skill is not None and len([c for c in o.cards if c != drink]) < max(1, o.min_cards):
            continue
        color = red(ctx.suit(o.card)) if o.card is not None else None
        for t in o.targets.seats:
            if ctx.p_friend(t) >= FRIEND_VETO:
                continue
            s = slash_target_score(ctx, t, o.name, color)
            if s > 0.5 and (best is None or s > best):
                best = s
    return best


def _drink(ctx: NormalCtx, opt: CardOption, options: tuple[CardOption, ...]) -> tuple[float, Answer] | None:
    if ctx.my.drunk:
        return None
    follow = _slash_follows(ctx, options, opt.card)
    if follow is None:
        return None
    # just before the 杀 (which scores 6.5 + 0.3 × its target's worth): everything better first
    answer = Use(card=opt.card) if opt.skill is None else Use(skill=opt.skill, name=opt.name,
                                                              cards=tuple(ctx.cheapest(opt.cards, opt.min_cards)))
    return 6.5 + follow * 0.3 + 0.1, answer


# ------------------------------------------------------------------ area tricks

def p_no_answer(ctx: NormalCtx, seat: int) -> float:
    """The chance that `seat` has no 杀/闪 to answer an area trick with (from its hand count)."""
    p = ctx.p(seat)
    armor = p.equips.get("armor")
    if armor is not None and ctx.key(armor) == "vine":
        return 0.0
    return NO_ANSWER_PER_CARD ** p.hand_count


def _area(ctx: NormalCtx, opt: CardOption) -> tuple[float, Answer] | None:
    lord = next((p.seat for p in ctx.view.players if p.role == "lord" and p.alive), None)
    mine = ctx.view.role
    net = 0.0
    #: with no possible friend at the table (the end game), every answer it costs them is a gain
    friends = any(ctx.p_friend(s) >= FRIEND_VETO or (s == lord and mine == "loyalist") for s in ctx.others())
    for s in ctx.others():
        p = ctx.p(s)
        hit = p_no_answer(ctx, s)
        if hit <= 0:
            continue
        deadly = p.hp <= 1
        if s == lord and deadly and mine != "rebel" and not (mine == "renegade" and len(ctx.alive()) <= 2):
            return None             # never let it kill the lord of my side
        if deadly and ctx.p_friend(s) >= 0.5:
            return None             # nor a friend
        net += -ctx.att(s) * hit * (2.0 if deadly else 1.0)
        if ctx.att(s) == 0.0:       # (a possible friend, neither hurt nor helped: its damage costs too)
            net -= ctx.p_friend(s) * hit * (2.0 if deadly else 1.0)
        if not friends and ctx.att(s) < 0:
            net += -ctx.att(s) * (1 - hit) * ANSWER_SPENT
    if net <= (0.0 if not friends else 0.5):
        return None
    if opt.skill is None:
        return 5.0 + net, Use(card=opt.card)
    cards = tuple(ctx.cheapest(opt.cards, opt.min_cards))
    return 5.0 + net - 0.5, Use(skill=opt.skill, name=opt.name, cards=cards)


# ------------------------------------------------------------------ 斩杀: a kill this turn

def _sure_hit(ctx: NormalCtx, seat: int, key: str, color_red: bool | None) -> bool:
    """A 杀 that surely lands: no hand to dodge with, no armour that stops or may stop it."""
    p = ctx.p(seat)
    if p.hand_count:
        return False
    armor = p.equips.get("armor")
    if armor is None:
        return True
    akey = ctx.key(armor)
    if akey == "eight_diagram":
        return False
    if akey == "vine" and key == "slash":
        return False
    return not (akey == "renwang_shield" and color_red is False)


def _slash_damage(ctx: NormalCtx, seat: int, key: str) -> int:
    p = ctx.p(seat)
    armor = p.equips.get("armor")
    extra = 1 if (armor is not None and ctx.key(armor) == "vine" and key == "fire_slash") else 0
    return 1 + extra + (1 if ctx.my.drunk else 0)


def _prey(ctx: NormalCtx) -> list[int]:
    """The enemies worth killing, the lord first for a 反贼."""
    out = [s for s in ctx.others() if ctx.att(s) <= -0.5]
    if ctx.view.role == "rebel":
        out += [p.seat for p in ctx.view.players if p.alive and p.role == "lord" and p.seat not in out]
    return out


def kill_move(ctx: NormalCtx, options: tuple[CardOption, ...]) -> Answer | None:
    """The next step of a kill this turn, or None when there is none to make."""
    prey = _prey(ctx)
    if not prey:
        return None
    slash_opts = [o for o in options if o.name in SLASHES and o.targets is not None]
    drink = next((o for o in options if o.name == "analeptic" and o.skill is None), None)
    for t in sorted(prey, key=lambda s: (ctx.p(s).hp, s)):
        hp = ctx.p(t).hp
        for o in slash_opts:
            if t not in o.targets.seats:     # type: ignore[union-attr]
                continue
            color = red(ctx.suit(o.card)) if o.card is not None else None
            if not _sure_hit(ctx, t, o.name, color):
                continue
            dmg = _slash_damage(ctx, t, o.name)
            answer = _use(ctx, o, (t,))
            if dmg >= hp and answer is not None:
                return answer
            if (dmg + 1 >= hp and drink is not None and not ctx.my.drunk and drink.card != o.card):
                return Use(card=drink.card)
        chained = _chain_kill(ctx, t, slash_opts, drink)
        if chained is not None:
            return chained
        for o in options:
            if (o.name == "duel" and o.targets is not None and t in o.targets.seats and hp <= 1
                    and not ctx.p(t).hand_count):
                answer = _use(ctx, o, (t,))
                if answer is not None:
                    return answer
        if ctx.count("slash") and not any(t in o.targets.seats for o in slash_opts):   # type: ignore[union-attr]
            weapon = _weapon_for(ctx, t, options)
            if weapon is not None and _sure_hit(ctx, t, "slash", None) and _slash_damage(ctx, t, "slash") >= hp:
                return weapon
    return None


ELEMENTAL = {"fire_slash": "fire", "thunder_slash": "thunder"}


def _chain_damage(ctx: NormalCtx, seat: int, nature: str, amount: int) -> int:
    """What the chain (铁索连环) carries to `seat`: the damage dealt, and 藤甲's +1 against fire."""
    armor = ctx.p(seat).equips.get("armor")
    return amount + (1 if nature == "fire" and armor is not None and ctx.key(armor) == "vine" else 0)


def _chain_safe(ctx: NormalCtx, first: int, nature: str, amount: int) -> bool:
    """The chain kills no one of my side (me, a probable friend, my side's lord)."""
    mine = ctx.view.role
    for p in ctx.view.players:
        if not p.alive or not p.chained or p.seat == first:
            continue
        mine_too = (p.seat == ctx.me or ctx.p_friend(p.seat) >= 0.5
                    or (p.role == "lord" and mine in ("loyalist", "renegade") and len(ctx.alive()) > 2))
        if mine_too and p.hp <= _chain_damage(ctx, p.seat, nature, amount):
            return False
    return True


def _chain_kill(ctx: NormalCtx, t: int, slash_opts: list[CardOption], drink: CardOption | None) -> Answer | None:
    """连环 斩杀: `t` is chained, and an elemental 杀 that surely lands on another chained seat in
    reach carries enough damage to it (酒 first when it takes one more)."""
    if not ctx.p(t).chained:
        return None
    hp = ctx.p(t).hp
    for o in slash_opts:
        nature = ELEMENTAL.get(o.name)
        if nature is None:
            continue
        color = red(ctx.suit(o.card)) if o.card is not None else None
        for u in o.targets.seats:        # type: ignore[union-attr]
            if u == t or not ctx.p(u).chained or ctx.p_friend(u) >= FRIEND_VETO:
                continue
            if not _sure_hit(ctx, u, o.name, color):
                continue
            amount = 1 + (1 if ctx.my.drunk else 0)
            if _chain_damage(ctx, t, nature, amount) >= hp and _chain_safe(ctx, u, nature, amount):
                answer = _use(ctx, o, (u,))
                if answer is not None:
                    return answer
            if (not ctx.my.drunk and drink is not None and drink.card != o.card
                    and _chain_damage(ctx, t, nature, amount + 1) >= hp and _chain_safe(ctx, u, nature, amount + 1)):
                return Use(card=drink.card)
    return None


def _reach_equips(ctx: NormalCtx, o: CardOption) -> set[int]:
    """My equipped weapon and -1 horse when `o` offers them in a group with other cards: its
    targets were counted with them on (an option of one card was counted with that card used)."""
    if len(o.cards) <= o.min_cards:
        return set()
    eq = ctx.my.equips
    return {eq[s] for s in ("weapon", "offensive_horse") if s in eq}


def _material(ctx: NormalCtx, o: CardOption) -> list[int]:
    """The cheapest cards to make a view-as card of, sparing the weapon and horse that give my
    reach (the targets offered were counted with them: 武圣 with the -1 horse loses a target)."""
    spare = [c for c in o.cards if c not in _reach_equips(ctx, o)]
    return ctx.cheapest(spare if len(spare) >= o.min_cards else o.cards, o.min_cards)


def _keep_reach(ctx: NormalCtx, o: CardOption, answer: Use) -> Use | None:
    """`answer` made without the weapon or horse of my reach (None: it cannot be)."""
    reach = _reach_equips(ctx, o)
    if not reach.intersection(answer.cards):
        return answer
    cards = tuple(_material(ctx, o))
    if reach.intersection(cards) or len(cards) < o.min_cards:
        return None
    return Use(skill=answer.skill, name=answer.name, cards=cards, targets=answer.targets)


def _use(ctx: NormalCtx, o: CardOption, targets: tuple[int, ...]) -> Use | None:
    if o.skill is None:
        return Use(card=o.card, targets=targets)
    cards = tuple(_material(ctx, o))
    if _reach_equips(ctx, o).intersection(cards) or len(cards) < o.min_cards:
        return None
    return Use(skill=o.skill, name=o.name, cards=cards, targets=targets)


def seat_distance(ctx: NormalCtx, a: int, b: int) -> int:
    """The distance from a to b as the board shows it (horses; skills that change it aside)."""
    ring = [p.seat for p in ctx.view.players if p.alive]
    if a not in ring or b not in ring:
        return 99
    i, j = ring.index(a), ring.index(b)
    d = abs(i - j)
    d = min(d, len(ring) - d)
    if "defensive_horse" in ctx.p(b).equips:
        d += 1
    if "offensive_horse" in ctx.p(a).equips:
        d -= 1
    return max(1, d)


def _weapon_for(ctx: NormalCtx, target: int, options: tuple[CardOption, ...]) -> Answer | None:
    """A weapon in hand that brings `target` into reach: equip it."""
    d = seat_distance(ctx, ctx.me, target)
    for o in options:
        if o.card is None or o.skill is not None:
            continue
        b = behaviour(ctx.key(o.card))
        if b is not None and b.subtype == "weapon" and b.weapon_range >= d:
            return Use(card=o.card)
    return None
