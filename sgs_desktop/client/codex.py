"""The 图鉴 (card and general reference), Qt-free: every card and general the program ships, read
from the packs — the identity decks (标准 + 军争) and generals, the 国战 decks (标准, 势备篇), its
generals (标准, 阵, 势) and the 君主 with their equipment — never from a hand-kept list; the search
and the filters; the rulings notes of each card and skill (`[codex_notes_*]` in packs/i18n).

An entry's `ref` names it: "card:slash", "identity:caocao", "hegemony:caocao" (one person may be a
general of both modes, with different HP and skills: two entries, each naming the other).
"""

from __future__ import annotations

import csv
import re
from dataclasses import dataclass
from functools import cache

from ..modes.hegemony import HEG_DECKS
from ..packs import BEHAVIOURS, IDENTITY_PACKAGES
from ..packs.deck import CardRow, deck_rows
from ..packs.generals import DATA as GENERALS_CSV
from ..packs.generals import (
    HEG_EXTRA_PACKAGES,
    LORD_EQUIPMENT,
    General,
    companions,
    heg_lookup,
    identity_generals,
)
from ..packs.i18n import LANGS, card_name, entry, general_name, skill_name, texts
from ..packs.strategic.lianheng import MARK_NOTE

IDENTITY, HEGEMONY = "identity", "hegemony"
MODES = (IDENTITY, HEGEMONY)
SUITS = ("spade", "heart", "club", "diamond")

#: the packages a player knows (扩展包) → the data's packages (decks and general packages) in it;
#: a package the data gains without a place here is "other" (tests/client/test_codex.py fails on it)
GROUPS: dict[str, tuple[str, ...]] = {
    "standard": ("identity_standard",),
    "maneuvering": ("identity_maneuvering",),
    "lords_ext": ("identity_wind", "identity_fire", "identity_thicket", "identity_mountain"),
    "god": ("identity_god",),
    "heg_standard": ("hegemony_standard", "heg_standard"),
    "strategic": ("hegemony_strategic_advantage",),
    "formation": ("heg_formation",),
    "momentum": ("heg_momentum",),
}
GROUP_MODE = {"standard": IDENTITY, "maneuvering": IDENTITY, "lords_ext": IDENTITY, "god": IDENTITY,
              "heg_standard": HEGEMONY,
              "strategic": HEGEMONY, "formation": HEGEMONY, "momentum": HEGEMONY, "other": HEGEMONY}
OTHER = "other"
_GROUP_OF = {package: group for group, packages in GROUPS.items() for package in packages}

#: the 图鉴's card categories (类别), in order; "general" is the generals
CATEGORIES = ("general", "basic", "trick", "delayed_trick", "equip")
#: the order of the equipment's kinds in the list
_EQUIP_ORDER = ("weapon", "armor", "defensive_horse", "offensive_horse", "special_horse", "treasure")
_KINGDOM_ORDER = ("wei", "shu", "wu", "qun", "god")


def group_of(package: str) -> str:
    """The 扩展包 a package of the data belongs to (`other` for one not placed yet)."""
    return _GROUP_OF.get(package, OTHER)


@dataclass(frozen=True, slots=True)
class Copy:
    """One physical card: its deck (the data's package), suit, number, and whether it bears the
    连横 mark (势备篇)."""

    deck: str
    suit: str
    number: int
    linked: bool = False


@dataclass(frozen=True, slots=True)
class CardEntry:
    key: str
    type: str                   # basic / trick / equip
    subtype: str                # weapon, delayed_trick, attack_card …
    weapon_range: int
    copies: tuple[Copy, ...]

    @property
    def ref(self) -> str:
        return f"card:{self.key}"

    @property
    def category(self) -> str:
        return "delayed_trick" if self.subtype == "delayed_trick" else self.type

    @property
    def groups(self) -> tuple[str, ...]:
        return tuple(dict.fromkeys(group_of(c.deck) for c in self.copies))

    @property
    def modes(self) -> tuple[str, ...]:
        return tuple(dict.fromkeys(GROUP_MODE[g] for g in self.groups))

    def decks(self) -> tuple[str, ...]:
        return tuple(dict.fromkeys(c.deck for c in self.copies))

    def copies_in(self, deck: str) -> tuple[Copy, ...]:
        """The copies in one deck, by suit (♠♥♣♦) then number."""
        return tuple(sorted((c for c in self.copies if c.deck == deck),
                            key=lambda c: (SUITS.index(c.suit) if c.suit in SUITS else 9, c.number)))


@dataclass(frozen=True, slots=True)
class GeneralEntry:
    mode: str
    id: str
    package: str
    kingdom: str
    gender: str
    hp: int                     # identity: HP; 国战: half 阴阳鱼
    skills: tuple[str, ...]
    lord_skills: tuple[str, ...]
    related: tuple[str, ...]    # skills it may give or gain (勇决, 崩坏 …)
    partners: tuple[str, ...]   # 珠联璧合 (国战): the shipped generals, by id
    lord: bool                  # a lord-capable general (identity) or a 君主 (国战)
    head_less: int = 0
    deputy_less: int = 0
    #: 国战 new rules (新版): HP, skills and partners (the same as the old ones where nothing changed)
    new_hp: int = 0
    new_skills: tuple[str, ...] = ()
    new_partners: tuple[str, ...] = ()

    @property
    def ref(self) -> str:
        return f"{self.mode}:{self.id}"

    @property
    def group(self) -> str:
        return group_of(self.package)

    @property
    def category(self) -> str:
        return "general"

    @property
    def changed_skills(self) -> tuple[str, ...]:
        """The skills the new rules give that the old ones do not have (仁德's `rende_v2` …)."""
        return tuple(s for s in self.new_skills if s not in self.skills)


Entry = CardEntry | GeneralEntry


# ------------------------------------------------------------------ what the program ships
def card_decks() -> tuple[str, ...]:
    """Every deck a table may play: identity's (标准, 军争) and 国战's (标准, 势备篇)."""
    return (*IDENTITY_PACKAGES, *HEG_DECKS)


def shipped_rows() -> list[CardRow]:
    """Every physical card the program ships: the decks, and the equipment of the 君主 that play
    (a 国战 general package brings its lord's card: deck_rows)."""
    return [*deck_rows(IDENTITY_PACKAGES), *deck_rows((*HEG_DECKS, *HEG_EXTRA_PACKAGES))]


@cache
def card_entries() -> tuple[CardEntry, ...]:
    """One entry per card name (key), with its copies in every deck, in the order of the 类别
    (basic, trick, delayed, equipment by kind), then of the deck table."""
    lords = {key: general.package for gid, (key, _) in LORD_EQUIPMENT.items()
             if (general := heg_lookup().get(gid)) is not None}
    copies: dict[str, list[Copy]] = {}
    for row in shipped_rows():
        deck = lords.get(row.key, row.package) if row.package not in card_decks() else row.package
        copies.setdefault(row.key, []).append(Copy(deck, row.suit, row.number, MARK_NOTE in row.notes))
    out = []
    for key, found in copies.items():
        b = BEHAVIOURS[key]
        out.append(CardEntry(key, b.type, b.subtype or "", int(b.weapon_range or 0), tuple(found)))

    def order(e: CardEntry) -> tuple[int, int]:
        sub = _EQUIP_ORDER.index(e.subtype) if e.subtype in _EQUIP_ORDER else 0
        return CATEGORIES.index(e.category), sub
    return tuple(sorted(out, key=order))


@cache
def _csv_extras() -> dict[tuple[str, str], tuple[str, tuple[str, ...]]]:
    """(mode, id) → the general's pinyin ("Cao Cao") and its related skills (the notes' "related
    skills: …"), from the generals' data."""
    out = {}
    with GENERALS_CSV.open(encoding="utf-8", newline="") as f:
        for r in csv.DictReader(f):
            found = re.search(r"related skills:\s*([a-z0-9_,\s]+)", r.get("notes") or "")
            related = tuple(s.strip() for s in found.group(1).split(",") if s.strip()) if found else ()
            out[(r["mode"], r["id"])] = (r.get("pinyin") or "", related)
    return out


def _partners(g: General, table: dict[str, General]) -> tuple[str, ...]:
    return tuple(o.id for o in table.values() if o.id != g.id and companions(g, o))


@cache
def general_entries() -> tuple[GeneralEntry, ...]:
    """Every general: identity's, then 国战's (every package the program plays, the 君主 of
    HEG_LORDS among them); each mode by kingdom (魏 蜀 吴 群), then the data's order."""
    extras = _csv_extras()
    out = [GeneralEntry(IDENTITY, g.id, g.package, g.kingdom, g.gender, g.max_hp, g.skills, g.lord_skills,
                        extras.get((IDENTITY, g.id), ("", ()))[1], (), g.lord_capable)
           for g in identity_generals().values()]
    old, new = heg_lookup("old"), heg_lookup("new")
    for g in old.values():
        n = new[g.id]
        out.append(GeneralEntry(HEGEMONY, g.id, g.package, g.kingdom, g.gender, g.max_hp, g.skills, g.lord_skills,
                                extras.get((HEGEMONY, g.id), ("", ()))[1], _partners(g, old), g.lord_capable,
                                g.head_less, g.deputy_less, n.max_hp, n.skills, _partners(n, new)))

    def order(e: GeneralEntry) -> tuple[int, int]:
        k = _KINGDOM_ORDER.index(e.kingdom) if e.kingdom in _KINGDOM_ORDER else len(_KINGDOM_ORDER)
        return MODES.index(e.mode), k
    return tuple(sorted(out, key=order))


@cache
def entries() -> tuple[Entry, ...]:
    """The 图鉴's whole list: the cards, then the generals."""
    return (*card_entries(), *general_entries())


@cache
def by_ref() -> dict[str, Entry]:
    return {e.ref: e for e in entries()}


def find(key: str) -> Entry | None:
    """An entry by its ref, a card key or a general id ("slash", "caocao": identity's first, as the
    list has it), or None."""
    table = by_ref()
    if key in table:
        return table[key]
    for ref in (f"card:{key}", f"{IDENTITY}:{key}", f"{HEGEMONY}:{key}"):
        if ref in table:
            return table[ref]
    return None


def other_mode(e: GeneralEntry) -> GeneralEntry | None:
    """The same person as a general of the other mode, if the program has one."""
    found = by_ref().get(f"{HEGEMONY if e.mode == IDENTITY else IDENTITY}:{e.id}")
    return found if isinstance(found, GeneralEntry) else None


def groups() -> tuple[str, ...]:
    """The 扩展包 that hold something, in GROUPS' order (`other` last, when anything is in it)."""
    used = {g for e in entries() for g in (e.groups if isinstance(e, CardEntry) else (e.group,))}
    return tuple(g for g in (*GROUPS, OTHER) if g in used)


def kingdoms() -> tuple[str, ...]:
    """The kingdoms of the generals, in the usual order."""
    found = {e.kingdom for e in general_entries()}
    return tuple(k for k in (*_KINGDOM_ORDER, *sorted(found - set(_KINGDOM_ORDER))) if k in found)


# ------------------------------------------------------------------ search and filters
def _fold(text: str) -> str:
    """What a search compares: lower case, no spaces or middle dots."""
    return re.sub(r"[\s·・.]", "", text.casefold())


@cache
def _names(ref: str) -> tuple[str, ...]:
    """The entry's names in every language, folded."""
    e = by_ref()[ref]
    if isinstance(e, CardEntry):
        return tuple(dict.fromkeys(_fold(card_name(e.key, lang)) for lang in LANGS))
    found = []
    for lang in LANGS:
        found.append(_fold(general_name(e.id, lang)))
        short = (texts(lang).get("generals", {}).get(e.id) or {}).get("short")
        if isinstance(short, str):
            found.append(_fold(short))
    return tuple(dict.fromkeys(found))


@cache
def _pinyin(ref: str) -> tuple[str, str]:
    """A general's pinyin, whole and by initials ("caocao", "cc"); ("", "") for a card."""
    e = by_ref()[ref]
    if not isinstance(e, GeneralEntry):
        return "", ""
    words = re.findall(r"[a-z]+", re.sub(r"\(.*?\)", "", extras_pinyin(e)).casefold())
    return "".join(words), "".join(syl[0] for w in words for syl in syllables(w))


_INITIALS = ("", "b", "p", "m", "f", "d", "t", "n", "l", "g", "k", "h", "j", "q", "x", "zh", "ch", "sh", "r", "z",
             "c", "s", "y", "w")
_FINALS = ("a", "o", "e", "i", "u", "v", "ai", "ei", "ui", "ao", "ou", "iu", "ie", "ve", "er", "an", "en", "in", "un",
           "vn", "ang", "eng", "ing", "ong", "ia", "iao", "ian", "iang", "iong", "ua", "uo", "uai", "uan", "uang", "ue")
_SYLLABLES = frozenset(i + f for i in _INITIALS for f in _FINALS)


@cache
def syllables(word: str) -> tuple[str, ...]:
    """A pinyin word in its syllables, the fewest that spell it ("zhuge" → zhu, ge; "xiahou" →
    xia, hou); a word that no syllables spell is one piece."""
    best: list[tuple[str, ...] | None] = [()] + [None] * len(word)
    for end in range(1, len(word) + 1):
        for start in range(max(0, end - 6), end):
            head = best[start]
            known = head is not None and word[start:end] in _SYLLABLES
            if known and head is not None and (best[end] is None or len(head) + 1 < len(best[end] or ())):
                best[end] = (*head, word[start:end])
    return best[-1] or (word,)


def extras_pinyin(e: GeneralEntry) -> str:
    return _csv_extras().get((e.mode, e.id), ("", ()))[0]


@cache
def _skill_names(ref: str) -> tuple[str, ...]:
    e = by_ref()[ref]
    if not isinstance(e, GeneralEntry):
        return ()
    ids = (*e.skills, *e.new_skills)
    return tuple(dict.fromkeys(_fold(skill_name(s, lang, e.mode)) for s in ids for lang in LANGS))


def match_rank(e: Entry, query: str) -> int | None:
    """How well `query` names the entry: 0 its name, 1 part of its name or its pinyin (whole, or
    the initials from the start), 2 one of its skills' names; None: not at all. Every language's
    names count, whatever the window's language."""
    q = _fold(query)
    if not q:
        return 1
    names = _names(e.ref)
    if q in names:
        return 0
    if any(q in n for n in names):
        return 1
    whole, initials = _pinyin(e.ref)
    if whole and (q in whole or initials.startswith(q)):
        return 1
    if any(q in n for n in _skill_names(e.ref)):
        return 2
    return None


@dataclass(frozen=True, slots=True)
class Filter:
    """The 图鉴's choices: a search text, a 类别 ("" all, "general", "card", or one of CATEGORIES'
    card categories), a 扩展包 ("" all, a mode, or a group) and a kingdom ("" all: a kingdom shows
    generals only)."""

    text: str = ""
    category: str = ""
    group: str = ""
    kingdom: str = ""

    def keeps(self, e: Entry) -> bool:
        cat = self.category
        if (cat == "card" and not isinstance(e, CardEntry)) or (cat and cat != "card" and e.category != cat):
            return False
        if self.kingdom and not (isinstance(e, GeneralEntry) and e.kingdom == self.kingdom):
            return False
        if self.group in MODES:
            modes = e.modes if isinstance(e, CardEntry) else (e.mode,)
            return self.group in modes
        if self.group:
            return self.group in (e.groups if isinstance(e, CardEntry) else (e.group,))
        return True


def select(f: Filter) -> list[Entry]:
    """The entries the filter keeps: with a search text, its best matches first (a name before a
    skill's), each rank in the list's order."""
    ranked = []
    for i, e in enumerate(entries()):
        if not f.keeps(e):
            continue
        rank = match_rank(e, f.text)
        if rank is not None:
            ranked.append((rank, i, e))
    return [e for _, _, e in sorted(ranked, key=lambda t: (t[0], t[1]))]


# ------------------------------------------------------------------ rulings notes
#: the sections of packs/i18n holding the 图鉴's rulings notes, by what they are about: each
#: `[<section>.<id>]` maps a ruling of docs/rulings.md ("29", "S6", "周泰 · 不屈") to its short note
NOTE_SECTIONS = {"card": "codex_notes_cards", "skill": "codex_notes_skills", "heg_skill": "codex_notes_heg_skills",
                 "heg_general": "codex_notes_heg_generals"}


def notes(kind: str, key: str, lang: str | None = None) -> list[str]:
    """The rulings notes of a card (`kind` "card"), an identity skill ("skill"), a 国战 skill
    ("heg_skill") or a 国战 general ("heg_general"), in the language (zh_CN's where it lacks one)."""
    found = entry(NOTE_SECTIONS[kind], key, lang)
    if not isinstance(found, dict):
        return []
    return [v for v in found.values() if isinstance(v, str) and v]


def general_notes(e: GeneralEntry, lang: str | None = None) -> list[tuple[str, str]]:
    """(skill id or "", note) for every note of a general: its own, then its skills' (the new
    rules' too, for 国战)."""
    out: list[tuple[str, str]] = []
    if e.mode == HEGEMONY:
        out += [("", n) for n in notes("heg_general", e.id, lang)]
    kind = "heg_skill" if e.mode == HEGEMONY else "skill"
    for sid in dict.fromkeys((*e.skills, *e.new_skills, *e.related)):
        out += [(sid, n) for n in notes(kind, sid, lang)]
    return out


# ------------------------------------------------------------------ the rules (规则)
RULE_TOPICS = ("identity", "heg_old", "heg_new", "strategic")


def rule_sections(topic: str, lang: str | None = None) -> list[tuple[str, str, str]]:
    """A topic's sections as (key, title, text), in their keys' order (`[rules_<topic>.<nn_name>]`
    in packs/i18n/<lang>/rules_*.toml)."""
    if topic not in RULE_TOPICS:
        raise KeyError(f"unknown rules topic {topic!r}; known: {list(RULE_TOPICS)}")
    base = texts("zh_CN").get(f"rules_{topic}", {})
    out = []
    for key in sorted(base):
        found = entry(f"rules_{topic}", key, lang)
        if isinstance(found, dict):
            out.append((key, str(found.get("title", key)), str(found.get("text", ""))))
    return out
