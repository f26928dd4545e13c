"""The 普通 AI in 国战: which pair to choose, when to show a general, and an end game that ends.

- 选将: the pair worth most as self-play measured each general (pair_worth.py, written by
  benchmarks/tune_pairs.py): whose seats won more often than seats of a kingdom of their size;
  at a table that offers a 君主 (成为君主: the AI always becomes one), a head general that the lord
  replaces is worth what the lord measured.

- Showing (明置): never when it would make me a 野心家 (while it still matters); both generals
  once few are left (it may end the game: a kingdom alone at the table wins only when shown),
  for a 珠联璧合 pair, when my kingdom has shown players and is not the biggest, or when one more
  of it showing fills it to half the table (6 players: two shown) — the next to show is the last
  who is no 野心家, and a face-down seat of mine takes that place before another does (no 君主 of
  it: with one, nobody of it becomes a 野心家); the head for
  the first-show reward; otherwise hidden: a face-down player is not ganged up on — unless
  showing puts a 阵法技 to work now (ai/normal/formation.py: a 队列 or a 围攻 formed).
- The end game: with two players left, the other is an enemy whatever it shows (were we of one
  kingdom, the game would be over once we showed).
"""

from __future__ import annotations

from ...engine.protocol.answers import Answer, Choose
from ...engine.protocol.requests import OptionRequest
from ...packs.generals import companions, heg_lookup, lord_generals
from ...packs.strategic.seen import lord_seen
from ..basic.heg import KINGDOMS, _knowledge, careerist_risk, my_general_kingdom, pair_score, shown_count
from .context import NormalCtx
from .formation import formation_show
from .pair_worth import COMPANIONS, WORTH

#: the basic AI's pair score (HP, 珠联璧合, a strength order) breaks ties, and decides alone
#: between generals self-play has not measured
BASIC_TIEBREAK = 0.002


def normal_choose_pair(ctx: NormalCtx, req: OptionRequest) -> Answer:
    """选将: the pair worth most as self-play measured it (pair_worth.py); should a general on
    offer never have been measured, the basic AI's choice, by its pair score."""
    rules = ctx.view.rules or "old"
    table = heg_lookup(rules)
    worth = WORTH.get(rules, {})
    if not all(g in worth for o in req.options for g in o.split("+")):
        return Choose(max(req.options, key=lambda o: (pair_score(o, table), o)))
    lords = table_lords(ctx.view.packs, rules)
    return Choose(max(req.options, key=lambda o: (pair_worth(o, rules, table, lords), o)))


def table_lords(packs: tuple[str, ...], rules: str) -> dict[str, str]:
    """The 君主 a table with these (public) `packs` offers: the ordinary general's id → the lord's."""
    return {gid: lord.id for gid, lord in lord_generals(packs, rules).items()}


def pair_worth(option: str, rules: str = "old", table=None, lords: dict[str, str] | None = None) -> float:
    """What the pair "head+deputy" is worth: the head's worth as head (the 君主's, where `lords`
    has it replace the head), the deputy's as deputy, 珠联璧合's, and a trace of the basic pair
    score (0 for a general never measured)."""
    table = heg_lookup(rules) if table is None else table
    worth = WORTH.get(rules) or WORTH.get("old", {})
    head, deputy = option.split("+")
    head = (lords or {}).get(head, head)
    w = worth.get(head, (0.0, 0.0))[0] + worth.get(deputy, (0.0, 0.0))[1]
    if companions(table[head], table[deputy]):
        w += COMPANIONS.get(rules, 0.0)
    return w + pair_score(option, table) * BASIC_TIEBREAK


def normal_show(ctx: NormalCtx, req: OptionRequest) -> Answer:
    return Choose(with_formation(ctx, req.options, decide_show(ctx, req.options)))


def with_formation(ctx: NormalCtx, options: tuple[str, ...], choice: str) -> str:
    """The show `choice`, widened to the general whose showing puts a 阵法技 to work now (鹤翼,
    天覆, 疑城, 鸟翔, 锋矢: mine, or a shown neighbour's whose 队列 or 围攻 I complete)."""
    if choice == "both" or careerist_risk(ctx):
        return choice
    kingdom = ctx.my.kingdom or my_general_kingdom(ctx)
    wanted = formation_show(ctx, options, kingdom)
    if wanted is None or wanted == choice:
        return choice
    return "both" if choice != "none" and "both" in options else wanted


def decide_show(ctx: NormalCtx, options: tuple[str, ...]) -> str:
    alive = len(ctx.alive())
    both = "both" if "both" in options else options[-1]
    head = "head" if "head" in options else options[-1]
    if careerist_risk(ctx):
        return both if alive <= 3 else "none"
    if alive <= 4 or ctx.view.round >= 12:
        return both
    pair = [g for g in ctx.my.generals if g]
    table = heg_lookup(ctx.view.rules or "old")
    if len(pair) == 2 and companions(table[pair[0]], table[pair[1]]):
        return both
    k = my_general_kingdom(ctx)
    mine = shown_count(ctx, k)
    if ctx.my.kingdom is None and lord_seen(ctx.view, k) is None and (mine + 2) * 2 > len(ctx.view.players):
        return both                     # the last place before 野心家: take it before another of mine
    biggest = max(shown_count(ctx, other) for other in KINGDOMS if other != k)
    if not _knowledge(ctx).kingdom:
        return head                     # the first-show reward
    if mine >= 1 and mine < biggest:
        return both
    if mine >= 1 and ctx.my.hp <= 2:
        return both                     # hurt: my kingdom's 桃 and help need to know me
    return "none"
