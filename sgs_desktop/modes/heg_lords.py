"""君主 (lord generals: 刘备（君）, 张角（君）): who may become one, and what a living or dead lord does
to the kingdoms. The rules applied, with their source, are in docs/rulings.md (## 君主).

- 成为君主: once the pairs are chosen, before the first player is drawn, a player whose head
  general (主将) is the lord's ordinary general (刘备 for 刘备（君）, 张角 for 张角（君）) may replace it
  with the lord; the lord is shown at once (君主 are always 明置) and the HP is counted again from
  阴阳鱼. Only the lords of the general packages the table plays (its `packs`) and that play
  (HEG_LORDS) are offered.
- 君主存活: a player of the lord's kingdom never becomes a 野心家, however many show that kingdom.
- 君主阵亡: every living player of the lord's kingdom becomes a 野心家 (each a kingdom of one), and
  a face-down player who shows that kingdom later is one too.
- 珠联璧合: a 君主 is a companion of every general of its kingdom (packs/generals.companions).
- 君主的装备: a table whose packs name a lord's package holds its equipment (packs/generals
  LORD_EQUIPMENT), set aside (移出游戏) before the deck is shuffled, so a game without a lord deals
  the deck it always did; once the lord is in play its card takes the place of the card it
  replaces in the draw pile (飞龙夺凤 where 雌雄双股剑 ♠2 lies), or, with no such card (太平要术
  without the 势备篇 deck's 惊帆 ♥3), goes into the pile at a seeded place.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..engine import events as E
from ..engine import events_heg as EH
from ..engine.advice import ALWAYS
from ..engine.kingdoms import CAREERIST, would_be_careerist
from ..engine.moves import move_cards
from ..engine.prompts import GENERAL, Arg, PromptSpec
from ..engine.state import Zone
from ..packs.generals import LORD_EQUIP_PACKAGE, LORD_EQUIPMENT, General, lord_generals
from ..packs.heg_seating import general_of, pair_hp, seat_pair
from .heg_rules import rules_of

if TYPE_CHECKING:
    from ..engine.game import Game
    from ..engine.state import Player

#: 成为君主: replace your head general `general` by the lord `lord` (shown at once), or not. The AI
#: always does: the lord has more 阴阳鱼, its kingdom's players can no longer become 野心家 and its
#: lord skill acts for all of them; showing the kingdom at the start costs little at a table where
#: nobody has shown yet (and the first show's reward comes with it)
ASK_BECOME_LORD = PromptSpec("become_lord", Arg("general", GENERAL), Arg("lord", GENERAL), ai=ALWAYS)


def lords_offered(g: Game) -> dict[str, General]:
    """The lords this table offers, by the ordinary general each replaces."""
    rules = rules_of(g)
    return lord_generals(rules.config.packs, rules.profile_name)


async def offer_lords(g: Game) -> None:
    """成为君主: each player whose head general has a lord here is asked, in seat order."""
    offered = lords_offered(g)
    if not offered:
        return
    for p in g.players:
        head = general_of(g, p, 0)
        lord = offered.get(head.id)
        if lord is None or lord.id in rules_of(g).generals:
            continue                            # (a lord is in play once)
        if await g.ask_yes_no(p.seat, ASK_BECOME_LORD(head.id, lord.id), default=True):
            await become_lord(g, p, lord)


async def become_lord(g: Game, p: Player, lord: General) -> None:
    """Put the lord in place of the head general, count the HP again, and show the lord."""
    rules = rules_of(g)
    head, deputy = general_of(g, p, 0), general_of(g, p, 1)
    rules.generals = {**rules.generals, lord.id: lord}
    for general in (head, deputy):             # (the pair is seated again: the lord's skills, hidden)
        for sid in general.skills:
            held = next((sk for sk in p.skills if sk.id == sid), None)
            if held is not None:
                g.remove_skill(p.seat, held)
            p.hidden_skills.pop(sid, None)
    before = p.max_hp
    p.max_hp = p.hp = pair_hp(lord, deputy)[0]
    seat_pair(g, p.seat, lord, deputy)
    rules.heg.lords[p.seat] = lord.kingdom
    g.emit(EH.BecomeLord(seat=p.seat, general=head.id, lord=lord.id))
    if p.max_hp != before:
        g.emit(E.MaxHp(seat=p.seat, max_hp=p.max_hp, hp=p.hp, delta=p.max_hp - before))
    await swap_lord_equipment(g, lord)         # (before the show: its reward may draw)
    await rules.show_general(g, p, 0, "lord")


LORD_EQUIPMENT_REASON = "lord_equipment"


def set_aside_lord_equipment(g: Game) -> list[int]:
    """The 君主's equipment leaves the draw pile (移出游戏) until its lord is in play; its ids."""
    ids = [c.id for c in g.cards if c.package == LORD_EQUIP_PACKAGE]
    for cid in ids:
        g.draw_pile.remove(cid)
        g.zone_of[cid] = Zone.VOID
        g.void.append(cid)
    return ids


def replaced_card(g: Game, lord_id: str) -> int | None:
    """The card of the deck the lord's equipment takes the place of (雌雄双股剑 ♠2, 惊帆 ♥3), or None."""
    _key, (key, suit, number) = LORD_EQUIPMENT[lord_id]
    return next((c.id for c in g.cards if c.key == key and c.suit == suit and c.number == number), None)


async def swap_lord_equipment(g: Game, lord: General) -> None:
    """The lord is in play: its equipment (set aside) takes the replaced card's place in the draw
    pile, which is set aside in its stead; with no card to replace, it goes in at a seeded place."""
    entry = LORD_EQUIPMENT.get(lord.id)
    if entry is None:
        return
    card = next((c.id for c in g.cards if c.key == entry[0] and g.zone_of[c.id] == Zone.VOID), None)
    if card is None:
        return                                  # (a deck without it: a lord of another table's rules)
    old = replaced_card(g, lord.id)
    pile = g.draw_pile
    at = None
    if old is not None and g.zone_of[old] == Zone.DRAW:
        at = pile.index(old)
        await move_cards(g, [old], Zone.VOID, reason=LORD_EQUIPMENT_REASON)
    await move_cards(g, [card], Zone.DRAW, reason=LORD_EQUIPMENT_REASON)     # (onto the top, then to its place:
    pile.pop()                                                         #  the pile's order is no one's to see)
    pile.insert(g.rng.below(len(pile) + 1) if at is None else at, card)


def is_lord(g: Game, p: Player) -> bool:
    """君主: the player became one (dead or alive)."""
    return p.seat in rules_of(g).heg.lords


def lord_alive(g: Game, kingdom: str) -> bool | None:
    """True while the kingdom's lord lives, False once it died, None with no lord of it."""
    seats = [s for s, k in rules_of(g).heg.lords.items() if k == kingdom]
    if not seats:
        return None
    return any(g.players[s].alive for s in seats)


def becomes_careerist(g: Game, kingdom: str) -> bool:
    """Showing `kingdom` makes a 野心家? Never while its lord lives; always once it died; otherwise
    when the kingdom would hold more than half of the players."""
    alive = lord_alive(g, kingdom) if rules_of(g).heg.lords else None
    return would_be_careerist(g, kingdom) if alive is None else not alive


def lord_died(g: Game, dead: Player) -> None:
    """君主阵亡: every living player of the lord's kingdom becomes a 野心家."""
    kingdom = rules_of(g).heg.lords.get(dead.seat)
    if kingdom is None:
        return
    for p in g.players:
        if p.alive and p.kingdom == kingdom:
            p.kingdom = CAREERIST
            g.emit(EH.KingdomEvent(seat=p.seat, kingdom=CAREERIST, general_kingdom=kingdom))
