"""The 图鉴's page for one entry (HTML for its text browser): a card's face, kind, text, its copies
in each deck and its rulings notes; a general's picture, kingdom, gender, HP, every skill's text
(国战: the new rules' changes beside the old), its 珠联璧合 partners and the rulings notes. Every
word comes from packs/i18n; links read "codex:<ref>" (the window opens that entry)."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QUrl
from PySide6.QtGui import QTextDocument

from ..client.codex import (
    HEGEMONY,
    IDENTITY,
    CardEntry,
    GeneralEntry,
    by_ref,
    general_notes,
    group_of,
    notes,
    other_mode,
)
from ..engine.cards import SUIT_SYMBOL, number_text
from ..packs.generals import LORD_EQUIPMENT
from ..packs.i18n import card_name, card_text, general_name, kingdom_name, skill_name, skill_text, text
from .codex_pictures import card_picture, general_picture
from .fonts import brush_font, ui_font
from .texts import ui_text, word

PICTURE_W, PICTURE_H = 150.0, 210.0
RED = "#c8102e"
INK = "#1d1d1d"


def families(brush: bool = False) -> str:
    """A CSS font-family list: the brush face (with the text face behind it) or the text face."""
    font = brush_font(12) if brush else ui_font(12)
    return ", ".join(f"'{f}'" for f in font.families() or [font.family()])


def _h(title: str) -> str:
    return (f"<h3 style=\"font-family:{families(True)}; color:#7a1f1f; margin-top:14px; margin-bottom:4px\">"
            f"{escape(title)}</h3>")


def _head(picture: str, name: str, facts: list[str], scale: float) -> str:
    rows = "".join(f"<p style='margin:2px 0'>{f}</p>" for f in facts)
    size = f"width={PICTURE_W * scale:.0f} height={PICTURE_H * scale:.0f}"
    name_style = f"font-family:{families(True)}; font-size:{26 * scale:.0f}pt; margin:0 0 6px 0"
    return (f"<table cellspacing=0 cellpadding=0><tr><td valign=top><img src='{picture}' {size}></td>"
            f"<td valign=top style='padding-left:14px'><p style=\"{name_style}\">{escape(name)}</p>"
            f"{rows}</td></tr></table>")


def _notes(items: list[str]) -> str:
    if not items:
        return ""
    return _h(ui_text("codex_rulings")) + "".join(f"<p style='margin:3px 0'>· {escape(n)}</p>" for n in items)


def _link(ref: str, label: str) -> str:
    return f"<a href='codex:{ref}' style='color:#7a1f1f'>{escape(label)}</a>"


def group_label(group: str) -> str:
    return ui_text(f"codex_group_{group}")


# ------------------------------------------------------------------ cards
def _copy(suit: str, number: int, linked: bool) -> str:
    colour = RED if suit in ("heart", "diamond") else INK
    mark = f"<sup>{escape(ui_text('codex_linked'))}</sup>" if linked else ""
    return f"<span style='color:{colour}'>{SUIT_SYMBOL.get(suit, '')}{number_text(number)}</span>{mark}"


def _kind(e: CardEntry) -> str:
    shown = ("weapon", "armor", "defensive_horse", "offensive_horse", "treasure", "delayed_trick")
    kind = ui_text(f"card_{e.type}")
    if e.subtype in shown:
        kind = f"{kind} · {ui_text(f'card_{e.subtype}')}"
    if e.weapon_range:
        kind += " · " + ui_text("codex_range", n=e.weapon_range)
    return kind


def _lord_lines(e: CardEntry) -> list[str]:
    """A 君主's equipment: which lord brings it and which card it replaces; and the other way round."""
    out = []
    for lord, (key, (old, suit, number)) in LORD_EQUIPMENT.items():
        if f"hegemony:{lord}" not in by_ref():
            continue
        lord_link = _link(f"hegemony:{lord}", general_name(lord))
        old_face = escape(card_name(old)) + _copy(suit, number, False)
        if key == e.key:
            out.append(ui_text("codex_lord_card", lord=lord_link, card=old_face))
        elif old == e.key:
            out.append(ui_text("codex_replaced_by", lord=lord_link, card=escape(card_name(key))))
    return out


def card_page(e: CardEntry, doc: QTextDocument, scale: float = 1.0) -> str:
    """A card's page; its face goes into `doc` as a resource."""
    first = e.copies[0]
    doc.addResource(QTextDocument.ResourceType.ImageResource, QUrl("codex-picture:card"),
                    card_picture(e.key, PICTURE_W * scale, first.suit, first.number).toImage())
    groups = " / ".join(escape(group_label(g)) for g in e.groups)
    facts = [escape(_kind(e)), groups, *_lord_lines(e)]
    html = _head("codex-picture:card", card_name(e.key), facts, scale)
    html += f"<p style='margin-top:10px'>{escape(card_text(e.key))}</p>"
    html += _h(ui_text("codex_copies", n=len(e.copies)))
    for deck in e.decks():
        copies = e.copies_in(deck)
        faces = " ".join(_copy(c.suit, c.number, c.linked) for c in copies)
        label = ui_text("codex_copies_line", deck=group_label(group_of(deck)), n=len(copies))
        html += f"<p style='margin:3px 0'><b>{escape(label)}</b> {faces}</p>"
    if any(c.linked for c in e.copies):
        html += f"<p style='margin:3px 0; color:#555'>{escape(ui_text('codex_linked_note'))}</p>"
    html += _notes(notes("card", e.key))
    return html


# ------------------------------------------------------------------ generals
def hp_words(e: GeneralEntry, halves: int | None = None) -> str:
    """体力: "体力4" (identity) or "阴阳鱼3个半" (国战, from half units)."""
    if e.mode == IDENTITY:
        return ui_text("codex_hp", n=e.hp)
    h = e.hp if halves is None else halves
    return ui_text("hp_halves_half" if h % 2 else "hp_halves", n=h // 2)


def _skill(sid: str, mode: str) -> str:
    name = word("skill_quoted", skill=skill_name(sid, mode=mode))
    return (f"<p style='margin:5px 0'><span style=\"font-family:{families(True)}\">"
            f"{escape(name)}</span> {escape(skill_text(sid, mode=mode))}</p>")


def _facts(e: GeneralEntry) -> list[str]:
    facts = [escape(" · ".join((kingdom_name(e.kingdom), ui_text(f"codex_gender_{e.gender}"), hp_words(e)))),
             escape(f"{text('modes', e.mode)} · {group_label(e.group)}")]
    if e.lord:
        facts.append(escape(ui_text("codex_lord_heg" if e.mode == HEGEMONY else "codex_lord_identity")))
    if e.head_less:
        facts.append(escape(ui_text("codex_head_less")))
    if e.deputy_less:
        facts.append(escape(ui_text("codex_deputy_less")))
    twin = other_mode(e)
    if twin is not None:
        facts.append(_link(twin.ref, ui_text(f"codex_see_{twin.mode}")))
    return facts


def _partners(e: GeneralEntry, partners: tuple[str, ...]) -> str:
    if e.lord and e.mode == HEGEMONY:
        return escape(ui_text("codex_partners_lord", kingdom=kingdom_name(e.kingdom)))
    return word("list_sep").join(_link(f"{HEGEMONY}:{p}", general_name(p)) for p in partners) if partners else ""


def general_page(e: GeneralEntry, doc: QTextDocument, scale: float = 1.0) -> str:
    """A general's page; its picture goes into `doc` as a resource."""
    doc.addResource(QTextDocument.ResourceType.ImageResource, QUrl("codex-picture:general"),
                    general_picture(e, PICTURE_W * scale, PICTURE_H * scale).toImage())
    html = _head("codex-picture:general", general_name(e.id), _facts(e), scale)
    html += _h(ui_text("codex_skills"))
    html += "".join(_skill(s, e.mode) for s in e.skills)
    if e.mode == HEGEMONY and (e.partners or e.lord):
        html += _h(ui_text("codex_partners")) + f"<p style='margin:3px 0'>{_partners(e, e.partners)}</p>"
    if e.mode == HEGEMONY and (e.changed_skills or e.new_hp != e.hp or e.new_partners != e.partners):
        html += _h(ui_text("codex_new_rules"))
        if e.new_hp != e.hp:
            html += f"<p style='margin:3px 0'>{escape(ui_text('codex_new_hp', hp=hp_words(e, e.new_hp)))}</p>"
        html += "".join(_skill(s, e.mode) for s in e.changed_skills)
        gone = [s for s in e.skills if s not in e.new_skills and skill_name(s, mode=e.mode) not in
                {skill_name(n, mode=e.mode) for n in e.changed_skills}]
        if gone:
            names = word("list_sep").join(word("skill_quoted", skill=skill_name(s, mode=e.mode)) for s in gone)
            html += f"<p style='margin:3px 0'>{escape(ui_text('codex_new_removed', skills=names))}</p>"
        if e.new_partners != e.partners:
            html += f"<p style='margin:3px 0'>{escape(ui_text('codex_new_partners'))}{_partners(e, e.new_partners)}</p>"
    related = [s for s in e.related if skill_text(s, mode=e.mode)]
    if related:
        html += _h(ui_text("codex_related")) + "".join(_skill(s, e.mode) for s in related)
    mode = "hegemony" if e.mode == HEGEMONY else "identity"
    items = [(word("skill_quoted", skill=skill_name(sid, mode=mode)) if sid else "") + n
             for sid, n in general_notes(e)]
    html += _notes(items)
    return html
