"""Seating a 国战 general pair (主将 + 副将): slots, hidden skills, HP from 阴阳鱼."""

from __future__ import annotations

from ..engine import events_heg as EH
from ..engine.game import Game
from ..engine.state import GeneralSlot
from .generals import General, heg_pool, heg_table, lord_generals
from .heg_skills import heg_skill
from .seating import lookup_in

HEAD, DEPUTY = 0, 1


def lookup_heg_general(general_id: str, where: str, rules: str = "old",
                       packs: tuple[str, ...] = ()) -> General:
    """The 国战 general `general_id` as the rules profile has it, or a ConfigError naming the
    closest known ids."""
    pool = {**heg_pool(packs, rules), **{lord.id: lord for lord in lord_generals(packs, rules).values()}}
    return lookup_in(pool, general_id, where, "国战 general")



def pair_problem(head: General, deputy: General) -> str | None:
    """Why two generals cannot be a pair (the same general, or two kingdoms), or None."""
    if head.id == deputy.id:
        return f"{head.id} cannot be both head and deputy general"
    if head.kingdom != deputy.kingdom:
        return (f"{head.id} ({head.kingdom}) and {deputy.id} ({deputy.kingdom}) are of different kingdoms: "
                "the two generals must share a kingdom")
    return None




def pair_hp(head: General, deputy: General) -> tuple[int, bool]:
    """体力上限 = whole 阴阳鱼 of both generals (less the half a general loses as the head or as the
    deputy: 孙策's 魂殇); and whether a half 阴阳鱼 is left over."""
    halves = head.max_hp - head.head_less + deputy.max_hp - deputy.deputy_less
    return halves // 2, halves % 2 == 1


def seat_pair(g: Game, seat: int, head: General, deputy: General,
              shown: tuple[bool, bool] = (False, False)) -> None:
    """Put the pair in front of `seat`; a face-down general's skills wait in `hidden_skills`."""
    p = g.players[seat]
    p.generals = [GeneralSlot(head.id, shown=shown[0]), GeneralSlot(deputy.id, shown=shown[1], deputy=True)]
    if g.started:                   # (choosing at the table: its skills' marks follow)
        g.emit(EH.GeneralsChosen(seat=seat, head=head.id, deputy=deputy.id, max_hp=p.max_hp, hp=p.hp), 1 << seat)
    for i, general in enumerate((head, deputy)):
        for sid in general.skills:
            if not shown[i]:
                p.hidden_skills[sid] = i
            g.add_skill(seat, heg_skill(sid))
    settle_gender(g, p)


def settle_gender(g: Game, p) -> None:
    """性别: the head general's once shown, otherwise the shown deputy's, otherwise none."""
    table = heg_table(g)
    gender = None
    for slot in p.generals:
        if slot.shown:
            gender = table[slot.general].gender
            if not slot.deputy:
                break
    p.gender = gender


def general_of(g: Game, p, slot: int) -> General:
    return heg_table(g)[p.generals[slot].general]
