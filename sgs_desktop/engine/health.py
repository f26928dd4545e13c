"""Damage (伤害), recovery (回复), losing HP (失去体力), dying (濒死) and death (死亡).

Damage runs: 造成伤害时 (the source's changes: 寒冰剑, 古锭刀) → 受到伤害时 (the
victim's: 藤甲, 白银狮子) → HP drops → 濒死 if HP ≤ 0 → 造成/受到伤害后 → and,
for elemental damage to a chained player, the chain (铁索连环) carries the same
damage once to every other chained player, even if the first one died.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from .advice import Strategy
from .events import Chain, Damage, DamagePrevented, Death, Drunk, Dying, DyingOver, LoseHp, Recover
from .moves import all_cards_of, move_cards
from .prompts import NUMBER, SEAT, Arg, PromptSpec
from .skills.skill import SAVE_BLOCKED
from .state import Zone
from .timings import (
    DAMAGE_CAUSING,
    DAMAGE_DONE,
    DAMAGE_INFLICTING,
    DAMAGED,
    DEATH,
    DYING,
    HP_LOSING,
    HP_LOST,
    RECOVERED,
    RECOVERING,
    CardUse,
    DamageData,
    DeathData,
    DyingData,
    HpLostData,
    RecoverData,
)
from .usecard import respond

if TYPE_CHECKING:
    from .cards import CardLike
    from .game import Game

PEACH: Final = "peach"
ANALEPTIC: Final = "analeptic"
_SAVE_OTHERS: Final = frozenset({PEACH})
_SAVE_SELF: Final = frozenset({PEACH, ANALEPTIC})
#: 濒死求桃: `dying` needs `need` 桃 to live
ASK_SAVE: Final = PromptSpec("save", Arg("dying", SEAT), Arg("need", NUMBER), ai=Strategy("save"), module=__name__)


async def damage(g: Game, source: int | None, target: int, amount: int = 1, nature: str | None = None, *,
                 card: CardLike | None = None, use: CardUse | None = None, chain: bool = False) -> DamageData:
    """对目标造成伤害."""
    d = DamageData(source, target, amount, nature, card, use, chain)
    victim = g.players[target]
    if not victim.alive:
        d.prevented = True
        return d
    if source is not None and not g.players[source].alive:
        d.source = None
    g.stack.append(d)
    try:
        if d.source is not None and (ready := g.ready(DAMAGE_CAUSING, d)):
            await g.fire(DAMAGE_CAUSING, d, ready)
        if not d.prevented:
            d.caused = d.amount
            if ready := g.ready(DAMAGE_INFLICTING, d):
                await g.fire(DAMAGE_INFLICTING, d, ready)
        if d.prevented or d.amount <= 0:
            d.prevented = True
            g.emit(DamagePrevented(source=d.source, target=target))
            return d
        victim.hp -= d.amount
        if victim.hp <= 0:
            victim.dying = True
        g.emit(Damage(source=d.source, target=target, amount=d.amount, nature=nature, hp=victim.hp,
                        card=card.describe() if card is not None else None, chain=chain))
        spread = False
        if nature is not None and victim.chained:
            victim.chained = False
            g.emit(Chain(seat=target, chained=False))
            spread = not chain
        if victim.hp <= 0:
            await dying(g, target, d)
        if d.source is not None and g.players[d.source].alive and (ready := g.ready(DAMAGE_DONE, d)):
            await g.fire(DAMAGE_DONE, d, ready)
        if victim.alive and (ready := g.ready(DAMAGED, d)):
            await g.fire(DAMAGED, d, ready)
    finally:
        g.stack.pop()
    if spread:
        for seat in g.alive_seats():
            if seat != target and g.players[seat].chained:
                await damage(g, d.source, seat, d.caused, nature, card=card, use=use, chain=True)
    return d


async def recover(g: Game, target: int, amount: int = 1, source: int | None = None,
                  card: CardLike | None = None) -> int:
    """回复体力 (never above the maximum). Returns how much was recovered."""
    p = g.players[target]
    if not p.alive:
        return 0
    if g.listens(RECOVERING):
        data = RecoverData(target, amount, source, card)
        await g.trigger(RECOVERING, data)
        if data.prevented:
            return 0
        amount = data.amount
    n = min(amount, p.max_hp - p.hp)
    if n <= 0:
        return 0
    p.hp += n
    if p.hp > 0:
        p.dying = False
    g.emit(Recover(target=target, amount=n, hp=p.hp, source=source))
    if g.listens(RECOVERED):
        await g.trigger(RECOVERED, RecoverData(target, n, source, card))
    return n


async def lose_hp(g: Game, target: int, amount: int = 1) -> None:
    """失去体力 (not damage: no source, no armour applies)."""
    p = g.players[target]
    if not p.alive or amount <= 0:
        return
    if g.listens(HP_LOSING):          # (失去体力前: 黄巾天兵符 may end it)
        losing = HpLostData(target, amount)
        await g.trigger(HP_LOSING, losing)
        if losing.prevented or not p.alive:
            return
    p.hp -= amount
    if p.hp <= 0:
        p.dying = True
    g.emit(LoseHp(target=target, amount=amount, hp=p.hp))
    if p.hp <= 0:
        await dying(g, target, None)
    if p.alive and g.listens(HP_LOST):
        await g.trigger(HP_LOST, HpLostData(target, amount))


def enter_dying(g: Game, seat: int) -> None:
    """进入濒死状态 (logged), before `dying` runs with `entered`: a rule that has something to do
    first (不屈 lost: its 创 go to the discard pile once the player is dying)."""
    p = g.players[seat]
    p.dying = True
    g.emit(Dying(seat=seat, hp=p.hp))


async def dying(g: Game, seat: int, dmg: DamageData | None, entered: bool = False) -> None:
    """濒死: from the current player round the table, each may save with 桃 (the dying
    player also with 酒) until HP is above 0; otherwise the player dies. A 濒死时 skill that
    prevents the payload ends the dying at once, the player alive at its HP (不屈). `entered`:
    `enter_dying` has put the player in the dying state already."""
    p = g.players[seat]
    if not entered:
        p.dying = True
        g.emit(Dying(seat=seat, hp=p.hp))
    data = DyingData(seat, dmg)
    await g.trigger(DYING, data)
    if data.prevented and p.alive:
        p.dying = False             # 不屈: the dying ends at once; the player lives on at HP ≤ 0
        g.emit(DyingOver(seat, p.hp))
        return
    if p.alive and p.hp <= 0:
        for savior in g.alive_seats():
            if savior != seat and g.modify(SAVE_BLOCKED, False, g.players[savior], p):
                continue            # 完杀: only the dying player (and 贾诩) may save now
            names = _SAVE_SELF if savior == seat else _SAVE_OTHERS
            while p.alive and p.dying and p.hp <= 0 and g.players[savior].alive:
                need = 1 - p.hp
                got = await respond(g, savior, names, "use", ASK_SAVE(seat, need),
                                    responding_to=data, targets=[seat])
                if got is None:
                    break
            if not p.alive or p.hp > 0 or not p.dying:
                break
    if p.alive:
        if p.hp <= 0 and p.dying:
            await death(g, seat, dmg)
        else:
            p.dying = False


def end_dying(g: Game, seat: int) -> None:
    """A skill ends `seat`'s dying while its HP is still 0 or less (脱离濒死: 不屈 once its 创 are all
    different again): nobody more is asked for 桃, and the player lives on at that HP."""
    p = g.players[seat]
    if p.alive and p.dying:
        p.dying = False
        g.emit(DyingOver(seat, p.hp))


async def death(g: Game, seat: int, dmg: DamageData | None) -> None:
    """死亡: reveal the role, 死亡时 skills, discard everything, check victory, 奖惩."""
    p = g.players[seat]
    p.alive = False
    p.dying = False
    p.role_shown = True
    g.seats_changed()
    killer = dmg.source if dmg is not None else None
    data = DeathData(seat, dmg)
    g.stack.append(data)
    try:
        g.rules.before_death(g, p)      # (inside the death frame: the dead still hold their cards)
        g.emit(Death(seat=seat, role=p.role, killer=killer))
        await g.trigger(DEATH, data)
        cards = all_cards_of(g, seat)
        for pile in p.piles.values():       # and the cards on its generals (不屈's 创)
            cards.extend(pile)
        if cards:
            await move_cards(g, cards, Zone.DISCARD, reason="death", by=seat)
    finally:
        g.stack.pop()
    for skill in list(p.skills):
        g.remove_skill(seat, skill)
    if p.chained:
        p.chained = False
        g.emit(Chain(seat, False))
    if p.drunk:
        p.drunk = 0
        g.emit(Drunk(seat, 0))
    g.rules.check_victory(g)
    await g.rules.on_death(g, seat, killer)
