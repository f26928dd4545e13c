"""What hovering a seat says: its general and each skill's text (identity), or its kingdom and the
generals the viewer may see with their 国战 texts; a 国战 general's HP in 阴阳鱼."""

from __future__ import annotations

from ..packs.generals import heg_lookup, identity_generals
from ..packs.i18n import general_name, skill_name, skill_text
from .texts import kingdom_name, slot_name, ui_text, word


def general_tooltip(general: str | None) -> str:
    """The general's name and each skill's text, for hovering over a seat."""
    g = identity_generals().get(general or "")
    if g is None:
        return ui_text("tip_blank_general")
    lines = [ui_text("tip_general", name=general_name(g.id), kingdom=kingdom_name(g.kingdom), hp=g.max_hp)]
    for sid in g.skills:        # (a lord skill's text says 主公技 itself: never twice)
        lines.append(f"{word('skill_quoted', skill=skill_name(sid))}{skill_text(sid)}")
    return "\n".join(lines)


def heg_tooltip(sv, rules: str = "old") -> str:
    """国战: the seat's kingdom and each general the viewer may see, with its 国战 skills as the rules
    profile has them (`rules`); a face-down general of another seat is only "暗置"."""
    kingdom = kingdom_name(sv.kingdom) if sv.kingdom else ui_text("tip_no_kingdom")
    lines = [ui_text("tip_heg_seat", seat=word("seat", n=sv.seat + 1), kingdom=kingdom)]
    table = heg_lookup(rules)
    for i, slot in enumerate(("head", "deputy")):
        gid = sv.generals[i] if i < len(sv.generals) else None
        g = table.get(gid) if gid else None
        if g is None or gid is None:
            state = ui_text("hidden") if i < len(sv.generals) else ui_text("seat_unchosen")
            lines.append(ui_text("tip_slot", slot=slot_name(slot), text=state))
            continue
        if i < len(sv.removed) and sv.removed[i]:
            removed = ui_text("seat_removed", name=general_name(gid))
            lines.append(ui_text("tip_slot", slot=slot_name(slot), text=removed))
            continue
        shown = i < len(sv.shown) and sv.shown[i]
        state = "" if shown else ui_text("tip_hidden_own")
        lines.append(ui_text("tip_slot_general", slot=slot_name(slot), name=general_name(gid), state=state,
                             kingdom=kingdom_name(g.kingdom), hp=hp_text(g.max_hp)))
        for sid in g.skills:
            lines.append("  " + word("skill_quoted", skill=skill_name(sid, mode="hegemony"))
                         + skill_text(sid, mode="hegemony"))
    return "\n".join(lines)


def hp_text(halves: int) -> str:
    """A 国战 general's HP in 阴阳鱼 (half units: 3 → 1.5)."""
    whole, half = divmod(halves, 2)
    return ui_text("hp_halves_half" if half else "hp_halves", n=whole)
