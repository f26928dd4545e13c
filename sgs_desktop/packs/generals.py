"""Generals (武将) as data rows: kingdom, gender, HP, skills, companions (data/generals.csv).

A row's skills column reads "jianxiong/奸雄 | hujia/护驾 (lord)"; `(lord)` marks a 主公技,
which works only while the general is the lord.
"""

from __future__ import annotations

import csv
from functools import cache
from pathlib import Path
from typing import Any

import msgspec

DATA = Path(__file__).parent / "data" / "generals.csv"
KINGDOMS = ("wei", "shu", "wu", "qun", "god")


class General(msgspec.Struct, frozen=True):
    id: str
    mode: str                 # identity / hegemony
    package: str
    name_zh: str
    kingdom: str
    gender: str
    max_hp: int               # identity: HP; Hegemony: half 阴阳鱼 units
    skills: tuple[str, ...]   # every skill id, lord skills included
    lord_skills: tuple[str, ...]
    companions: tuple[str, ...]
    #: 国战: half 阴阳鱼 this general loses as the head (主将技's "-1 half") or as the deputy
    head_less: int = 0
    deputy_less: int = 0

    @property
    def lord_capable(self) -> bool:
        return bool(self.lord_skills)


def _skills(text: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    all_ids, lord = [], []
    for part in text.split("|"):
        part = part.strip()
        if not part:
            continue
        sid = part.split("/")[0].strip()
        all_ids.append(sid)
        if "(lord" in part:
            lord.append(sid)
    return tuple(all_ids), tuple(lord)


@cache
def all_generals() -> tuple[General, ...]:
    out = []
    with DATA.open(encoding="utf-8", newline="") as f:
        for r in csv.DictReader(f):
            skills, lord = _skills(r["skills"])
            comps = tuple(c.strip() for c in r["companions"].split(",") if c.strip())
            notes = r.get("notes") or ""
            out.append(General(r["id"], r["mode"], r["package"], r["name_zh"], r["kingdom"], r["gender"],
                               int(r["max_hp"]), skills, lord, comps,
                               head_less=int("head-general max HP -1 half" in notes),
                               deputy_less=int("deputy-general max HP -1 half" in notes)))
    return tuple(out)


@cache
def identity_generals() -> dict[str, General]:
    """The identity-mode generals by id (the classic standard versions and the six lords)."""
    return {g.id: g for g in all_generals() if g.mode == "identity"}


#: the six lords of the 风火林山 expansions that a "standard" identity table deals beside the 25 of 标准
#: (张角, 袁绍, 曹丕, 董卓, 刘禅, 孙策); the packages' other generals deal only where a table chooses them
CLASSIC_LORDS = ("zhangjiao", "yuanshao", "caopi", "dongzhuo", "liushan", "sunce")


@cache
def classic_identity_generals() -> dict[str, General]:
    """The generals a "standard" identity table deals: 标准's 25 and the six package lords (table order)."""
    return {gid: g for gid, g in identity_generals().items()
            if g.package == "identity_standard" or gid in CLASSIC_LORDS}


#: 标准: the identity generals every identity table deals (its deck is the card package of that name too)
IDENTITY_BASE = "identity_standard"


@cache
def identity_packages() -> tuple[str, ...]:
    """The identity general packages of the data: 标准 first, then the others in the order the data
    first names them (风 identity_wind, 火 identity_fire, 林 identity_thicket, 山 identity_mountain,
    神 identity_god …): a package appears here, and so on every page that chooses, when its rows land."""
    seen = dict.fromkeys(g.package for g in all_generals() if g.mode == "identity")
    return (IDENTITY_BASE, *(p for p in seen if p != IDENTITY_BASE))


def identity_expansions(packs: tuple[str, ...] | list[str]) -> tuple[str, ...]:
    """The identity general packages besides 标准 that `packs` names, in identity_packages order."""
    return tuple(p for p in identity_packages()[1:] if p in packs)


@cache
def identity_pool(packs: tuple[str, ...]) -> dict[str, General]:
    """The generals an identity table with these `packs` deals from, in table order: 标准's and those of
    every package named (风, 火 …, each with its lords); with none named, the classic table (标准's 25
    and the six package lords: what every table dealt before packages could be chosen, so its games
    and records stay as they were)."""
    chosen = identity_expansions(packs)
    if not chosen:
        return classic_identity_generals()
    keep = {IDENTITY_BASE, *chosen}
    return {gid: g for gid, g in identity_generals().items() if g.package in keep}


HEG_PACKAGES = ("heg_standard",)     # the 国战 generals every table plays
#: the 国战 general packages a table may add (`packs = [..., "heg_formation"]`): 阵 (heg_formation)
#: and 势 (heg_momentum), every skill of theirs written (a meta-test checks it)
HEG_EXTRA_PACKAGES: tuple[str, ...] = ("heg_formation", "heg_momentum")
#: the 君主 (lord generals of those packages: lord_liubei, lord_zhangjiao) that play, once their
#: rule and skills are written; the others are left out of every table
HEG_LORDS: tuple[str, ...] = ("lord_liubei", "lord_zhangjiao")
#: the 君主's equipment (card package hegemony_lord_equip): lord id → its card key and the card of the
#: deck it takes the place of while the lord is in play, as (key, suit, number) — 太平要术's 惊帆 is a
#: 势备篇 card: without that deck it is added (modes/heg_lords.swap_lord_equipment; docs/rulings.md)
LORD_EQUIPMENT: dict[str, tuple[str, tuple[str, str, int]]] = {
    "lord_liubei": ("dragon_phoenix", ("double_sword", "spade", 2)),
    "lord_zhangjiao": ("peace_spell", ("jingfan", "heart", 3)),
}
LORD_EQUIP_PACKAGE = "hegemony_lord_equip"
HEG_ALL_PACKAGES = (*HEG_PACKAGES, *HEG_EXTRA_PACKAGES)


@cache
def hegemony_generals(packages: tuple[str, ...] = HEG_PACKAGES, rules: str = "old") -> dict[str, General]:
    """The 国战 generals by id (heg_standard: 15 per kingdom) as a rules profile has them
    (`rules`: "old" or "new", modes.heg_rules); `max_hp` in half 阴阳鱼."""
    table = {g.id: g for g in all_generals() if g.mode == "hegemony" and g.package in packages}
    if rules == "new":
        from .heg_skills.new_rules import NEW_RULES
        for gid, change in NEW_RULES.items():
            g = table.get(gid)
            if g is not None:
                table[gid] = msgspec.structs.replace(
                    g, skills=g.skills if change.skills is None else change.skills,
                    max_hp=g.max_hp if change.max_hp is None else change.max_hp,
                    companions=g.companions if change.companions is None else change.companions)
    elif rules != "old":
        raise ValueError(f"unknown 国战 rules profile {rules!r}")
    return table


def heg_pool(packs: tuple[str, ...] | list[str], rules: str = "old") -> dict[str, General]:
    """The generals a 国战 table with these `packs` deals from (the standard ones and any general
    package named; never a 君主, who comes in by the lords' rule), as the rules profile has them."""
    table = hegemony_generals((*HEG_PACKAGES, *(p for p in HEG_EXTRA_PACKAGES if p in packs)), rules)
    return {gid: g for gid, g in table.items() if not g.lord_capable}


def heg_lookup(rules: str = "old") -> dict[str, General]:
    """Every 国战 general of every package (the 君主 of HEG_LORDS among them), as the rules profile
    has them: for looking one up by id (a general's kingdom, skills, HP), never for dealing."""
    table = hegemony_generals(HEG_ALL_PACKAGES, rules)
    return {gid: g for gid, g in table.items() if not g.lord_capable or gid in HEG_LORDS}


def heg_table(g: Any) -> dict[str, General]:
    """The generals of the 国战 game `g`, as its rules profile has them."""
    table: dict[str, General] | None = getattr(g.rules, "generals", None)
    return hegemony_generals() if table is None else table


def companions(a: General, b: General) -> bool:
    """珠联璧合: either general names the other among its companions; a 君主 is the companion of
    every general of its kingdom."""
    if a.mode == "hegemony" and (a.lord_capable or b.lord_capable) and a.id != b.id:
        return a.kingdom == b.kingdom
    return b.id in a.companions or a.id in b.companions


#: a 君主 replaces its ordinary general: lord_liubei → liubei
LORD_PREFIX = "lord_"


def lord_generals(packs: tuple[str, ...] | list[str], rules: str = "old") -> dict[str, General]:
    """The 君主 a 国战 table with these `packs` offers (those of HEG_LORDS whose package is named),
    by the id of the ordinary general each may replace (modes/heg_lords)."""
    table = hegemony_generals(tuple(packs), rules)
    return {gid.removeprefix(LORD_PREFIX): table[gid] for gid in HEG_LORDS
            if gid in table and table[gid].package in packs}


def lord_equipment_keys(packs: tuple[str, ...] | list[str]) -> tuple[str, ...]:
    """The card keys of the 君主's equipment a table with these `packs` holds (set aside until the
    lord is in play): one per lord of HEG_LORDS whose general package is named."""
    table = {g.id: g for g in all_generals()}
    return tuple(LORD_EQUIPMENT[lid][0] for lid in HEG_LORDS if lid in table and table[lid].package in packs)


@cache
def heg_lord_ids() -> frozenset[str]:
    """The ids of every 国战 君主 of the data (played or not): to mark a lord's seat."""
    return frozenset(g.id for g in all_generals() if g.mode == "hegemony" and g.lord_capable)
