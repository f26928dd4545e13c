"""The basic AI in 国战: whose kingdom a face-down player probably is, who is a friend, when to
show a general, and the 国战 questions (which pair, 珠联璧合, 无懈可击·国 …).

Evidence comes from the seat's own view and log: the generals it was dealt (nobody else holds
them), the generals shown so far, and who hurt or helped whom: hurting a player of a known
kingdom says "not that kingdom", saving one says "probably that kingdom".
"""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import cache
from typing import TYPE_CHECKING, Any, Final

from ...engine.events import Event, Nullified, UseEvent
from ...engine.events_heg import GeneralsDealt, KingdomEvent, LookGeneral
from ...engine.protocol.answers import Answer, Choose
from ...engine.protocol.requests import OptionRequest
from ...packs.generals import General, companions, heg_lookup, heg_pool
from ...packs.strategic.seen import lord_seen

if TYPE_CHECKING:
    from .context import Ctx

KINGDOMS: Final = ("wei", "shu", "wu", "qun")
CAREERIST: Final = "careerist"
HARM: Final = {"slash": 1.0, "fire_slash": 1.0, "thunder_slash": 1.0, "duel": 1.2, "dismantlement": 0.8,
        "snatch": 0.7, "fire_attack": 0.9, "indulgence": 1.3, "supply_shortage": 1.0, "collateral": 0.4,
        "known_both": 0.3, "drowning": 1.0}
#: a rough order of strength for choosing a pair (first: best)
STRONG: Final = ("huatuo", "lusu", "jiaxu", "zhangjiao", "sunquan", "caocao", "guojia", "simayi", "zhenji", "xiaoqiao",
          "liubei", "zhugeliang", "wolong", "pangtong", "luxun", "daqiao", "yuanshao", "caopi", "xunyu",
          "dianwei", "zhaoyun", "huangyueying", "lvbu", "zhoutai", "sunshangxiang", "ganning", "xiahouyuan",
          "zhangfei", "guanyu", "machao", "zhangliao", "caiwenji", "diaochan", "lvmeng", "huanggai")


def general_kingdom(gid: str) -> str:
    return heg_lookup()[gid].kingdom


@cache
def kingdom_sizes(packs: tuple[str, ...]) -> dict[str, int]:
    """How many generals of each kingdom a table with these `packs` deals from (its pool: the
    standard 60 and any 阵 / 势 general package; never a 君主)."""
    sizes = dict.fromkeys(KINGDOMS, 0)
    for general in heg_pool(packs).values():
        sizes[general.kingdom] += 1
    return sizes


@cache
def pool_ids(packs: tuple[str, ...]) -> frozenset[str]:
    """The ids of the generals a table with these `packs` deals from."""
    return frozenset(heg_pool(packs))


class HegKnowledge:
    """Kingdom evidence per seat (a score per kingdom: higher, more likely)."""

    def __init__(self) -> None:
        self.kscore: dict[int, dict[str, float]] = {}
        self.dealt: list[str] = []
        self.looked: dict[int, str] = {}        # seat → a general seen with 知己知彼
        self.kingdom: dict[int, str] = {}       # seat → kingdom fixed so far
        self.last_nullifier: int | None = None

    def observe(self, ev: Event) -> None:
        read = _HEG_READERS.get(type(ev))
        if read is not None:
            read(self, ev)

    def _nullified(self, ev: Nullified) -> None:
        who, target = self.last_nullifier, ev.target
        kt = self.kingdom.get(target) if target is not None else None
        if who is not None and kt and who != target and ev.card.key in HARM:
            self.bump(who, kt, 0.8)

    def _dealt(self, ev: GeneralsDealt) -> None:
        if ev.generals:
            self.dealt = list(ev.generals)

    def _kingdom(self, ev: KingdomEvent) -> None:
        self.kingdom[ev.seat] = ev.kingdom

    def _looked(self, ev: LookGeneral) -> None:
        if ev.general:
            self.looked[ev.target] = ev.general

    def _use(self, ev: UseEvent) -> None:
        user, key = ev.user, ev.card.key
        if key in ("nullification", "heg_nullification"):
            self.last_nullifier = user
            return
        targets = [t for t in ev.targets if t != user]
        ku = self.kingdom.get(user)
        w = HARM.get(key)
        for t in targets:
            kt = self.kingdom.get(t)
            if w is not None:
                if kt:
                    self.bump(user, kt, -w)
                if ku and not kt:
                    self.bump(t, ku, -0.4 * w)
            elif key == "peach":
                if kt:
                    self.bump(user, kt, 1.2)
                if ku and not kt:
                    self.bump(t, ku, 0.6)
            elif key == "befriend_attacking" and kt:
                self.bump(user, kt, -3.0)          # only used on another kingdom

    def bump(self, seat: int, kingdom: str, delta: float) -> None:
        if kingdom == CAREERIST:
            return
        s = self.kscore.setdefault(seat, {})
        s[kingdom] = max(-5.0, min(5.0, s.get(kingdom, 0.0) + delta))


# ------------------------------------------------------------------ reading the table



#: the events 国战 knowledge reads, and how
_HEG_READERS: Final[dict[type, Callable[[HegKnowledge, Any], None]]] = {
    UseEvent: HegKnowledge._use, Nullified: HegKnowledge._nullified, GeneralsDealt: HegKnowledge._dealt,
    KingdomEvent: HegKnowledge._kingdom, LookGeneral: HegKnowledge._looked}
#: the event kinds it reads
HEG_READS: frozenset[type] = frozenset(_HEG_READERS)

def _knowledge(ctx: Ctx) -> HegKnowledge:
    """The kingdom evidence (these readings run in 国战 games only, where beliefs have it)."""
    heg = ctx.beliefs.heg
    assert heg is not None
    return heg


def my_general_kingdom(ctx: Ctx) -> str:
    head = ctx.my.generals[0]
    assert head is not None             # (a seat sees its own generals)
    return general_kingdom(head)


def shown_count(ctx: Ctx, kingdom: str) -> int:
    return sum(1 for p in ctx.view.players if p.kingdom == kingdom)


def would_be_careerist(ctx: Ctx, kingdom: str) -> bool:
    lord = lord_seen(ctx.view, kingdom)
    if lord is not None:            # 君主: none of its kingdom while it lives, all once it died
        return not lord
    return (shown_count(ctx, kingdom) + 1) * 2 > len(ctx.view.players)


def my_side(ctx: Ctx) -> str:
    """My kingdom, or CAREERIST when I am one (or would become one by showing)."""
    k = ctx.my.kingdom
    if k is not None:
        return k
    k = my_general_kingdom(ctx)
    return CAREERIST if would_be_careerist(ctx, k) else k


def careerist_risk(ctx: Ctx) -> bool:
    """Showing now would make me a 野心家."""
    return ctx.my.kingdom is None and would_be_careerist(ctx, my_general_kingdom(ctx))


def known_general(ctx: Ctx, seat: int) -> str | None:
    sv = ctx.p(seat)
    for gid in sv.generals:
        if gid is not None:
            return gid
    return _knowledge(ctx).looked.get(seat)


def kingdom_probs(ctx: Ctx, seat: int) -> dict[str, float]:
    sv = ctx.p(seat)
    if sv.kingdom is not None:
        return {sv.kingdom: 1.0}
    gid = known_general(ctx, seat)
    if gid is not None:
        return {general_kingdom(gid): 1.0}
    packs = ctx.view.packs
    left = {k: float(n) for k, n in kingdom_sizes(packs).items()}
    pool = pool_ids(packs)
    for gid in _knowledge(ctx).dealt:       # (nobody else holds them)
        left[general_kingdom(gid)] -= 1
    for p in ctx.view.players:
        if p.seat != ctx.me:
            for g in p.generals:
                if g is not None and g in pool:     # (a 君主 came from outside the pool)
                    left[general_kingdom(g)] -= 1
    score = _knowledge(ctx).kscore.get(seat, {})
    w = {k: max(n, 0.0) * math.exp(score.get(k, 0.0)) for k, n in left.items()}
    total = sum(w.values()) or 1.0
    return {k: v / total for k, v in w.items()}


def heg_attitude(ctx: Ctx, other: int) -> float:
    if other == ctx.me:
        return 1.0
    sv = ctx.p(other)
    if not sv.alive:
        return 0.0
    side = my_side(ctx)
    if side == CAREERIST or sv.kingdom == CAREERIST:
        return -0.8 if sv.kingdom is not None else -0.6
    if sv.kingdom is not None:
        return 1.0 if sv.kingdom == side else -1.0
    p_same = kingdom_probs(ctx, other).get(side, 0.0)
    if would_be_careerist(ctx, side) or (ctx.my.kingdom is None and shown_count(ctx, side) * 2 + 4 > len(
            ctx.view.players) and p_same < 0.9):
        p_same *= 0.5              # one of us may end up a 野心家
    return p_same - (1.0 - p_same) * 0.8


def kingdom_threat(ctx: Ctx, seat: int) -> float:
    """Gang up on the leading kingdom: a seat of the biggest other kingdom is worth more."""
    sv = ctx.p(seat)
    if sv.kingdom is None or sv.kingdom == my_side(ctx):
        return 0.0
    sizes: dict[str, int] = {}
    for p in ctx.view.players:
        if p.alive and p.kingdom and p.kingdom != CAREERIST:
            sizes[p.kingdom] = sizes.get(p.kingdom, 0) + 1
    if sv.kingdom == CAREERIST:
        return 0.5
    top = max(sizes.values(), default=0)
    return 0.8 if sizes.get(sv.kingdom, 0) == top and top >= 2 else 0.0


def hidden_skill_ids(ctx: Ctx) -> set[str]:
    """My skills that would show a general when used."""
    table = heg_lookup(ctx.view.rules)
    my = ctx.my
    return {sid for gid, shown in zip(my.generals, my.shown, strict=False) if gid and not shown
            for sid in table[gid].skills}


# ------------------------------------------------------------------ decisions


def choose_pair(ctx: Ctx, req: OptionRequest) -> Answer:
    table = heg_lookup(ctx.view.rules)
    return Choose(max(req.options, key=lambda o: (pair_score(o, table), o)))


def show_general(ctx: Ctx, req: OptionRequest) -> Answer:
    return Choose(decide_show(ctx, req.options))


def show_to_invoke(ctx: Ctx, req: OptionRequest) -> Answer:
    """Show a general for its 锁定技 — unless that makes us a 野心家 while it still matters."""
    return Choose("no" if careerist_risk(ctx) and ctx.my.hp > 1 and len(ctx.alive()) > 3 else "yes")


def careerist_invoke(ctx: Ctx, skill_id: str) -> Answer | None:
    """"Invoke?" for a skill of a face-down general that would make us a 野心家: not while it
    still matters (None: the skill's own advice decides)."""
    if careerist_risk(ctx) and skill_id in hidden_skill_ids(ctx):
        return Choose("no" if ctx.my.hp > 1 and len(ctx.alive()) > 3 else "yes")
    return None


def nullify_scope(ctx: Ctx, req: OptionRequest) -> Answer:
    return Choose(_nullify_scope(ctx, req.prompt.args, req.options))


SLOT_SKILL_VALUE: Final = 1.0


def pair_score(option: str, table: dict[str, General] | None = None) -> float:
    """How good a pair is: HP, 珠联璧合, strength (`table`: the generals as the rules profile has
    them; by default the old rules')."""
    table = heg_lookup() if table is None else table
    head, deputy = option.split("+")
    a, b = table[head], table[deputy]
    from ...packs.heg_seating import pair_hp
    hp, half = pair_hp(a, b)        # (邓艾 as the head, 姜维 as the deputy: half a 阴阳鱼 less)
    s = hp * 1.2 + (0.3 if half else 0.0) + (2.0 if companions(a, b) else 0.0)
    # …for a skill only that place has: 急袭 is worth about the half it costs (资粮 as the deputy is
    # as good), 遗志 more beside a head with 观星 (else 天覆 and the HP, as the head, are worth more)
    if a.head_less:
        s += SLOT_SKILL_VALUE - 0.1
    if b.deputy_less:
        s += SLOT_SKILL_VALUE if "guanxing" in a.skills else SLOT_SKILL_VALUE - 0.4
    for i, gid in enumerate((head, deputy)):
        rank = STRONG.index(gid) if gid in STRONG else len(STRONG) + 5
        s += max(0.0, 4.0 - rank * 0.1)
        if i == 0 and a.gender == "female":
            s -= 0.05
    return s


def decide_show(ctx: Ctx, options: tuple[str, ...]) -> str:
    alive = len(ctx.alive())
    if careerist_risk(ctx):
        return ("both" if "both" in options else options[-1]) if alive <= 3 else "none"
    first_reward = not _knowledge(ctx).kingdom
    k = my_general_kingdom(ctx)
    allies = sum(1 for p in ctx.view.players if p.alive and p.seat != ctx.me and p.kingdom == k)
    pair = [g for g in ctx.my.generals if g]
    table = heg_lookup(ctx.view.rules)
    is_pair = len(pair) == 2 and companions(table[pair[0]], table[pair[1]])
    if "both" in options and (is_pair or alive <= 4 or (allies >= 1 and ctx.rng.random() < 0.5)):
        return "both"
    if first_reward or allies >= 1 or alive <= 4 or ctx.rng.random() < 0.25:
        return "head" if "head" in options else options[-1]
    return "none"


def _nullify_scope(ctx: Ctx, args: tuple, options: tuple[str, ...]) -> str:
    """Cancel the trick for the whole kingdom when that is what we want for all of them."""
    from .respond import BENEFICIAL
    subject = args[0] if args else ""
    target = args[1] if len(args) > 1 else None
    if target is None or target < 0:
        return "one"
    a = ctx.att(target) if target != ctx.me else 1.0
    harmful = subject not in BENEFICIAL
    return "kingdom" if (a > 0 if harmful else a < 0) and "kingdom" in options else "one"
