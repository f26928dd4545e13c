"""How much a card is worth keeping, for the basic AI (higher: keep; lowest: discard first)."""

from __future__ import annotations

from typing import Final

from ...engine.cards import Card
from ...engine.view import PlayerView
from ...packs import deck_cards

BASE: Final = {
    "peach": 9.0, "analeptic": 5.0, "jink": 6.5, "slash": 5.0, "fire_slash": 5.5, "thunder_slash": 5.5,
    "nullification": 8.0, "ex_nihilo": 9.5, "snatch": 7.5, "dismantlement": 6.8, "duel": 5.8,
    "indulgence": 8.0, "supply_shortage": 6.5, "lightning": 1.0, "savage_assault": 5.5,
    "archery_attack": 5.5, "god_salvation": 3.0, "amazing_grace": 3.2, "collateral": 4.0,
    "fire_attack": 3.5, "iron_chain": 2.5,
    "crossbow": 5.5, "qinggang_sword": 5.0, "double_sword": 4.0, "ice_sword": 4.5, "axe": 5.0, "blade": 5.0,
    "spear": 5.0, "halberd": 4.0, "kylin_bow": 4.5, "guding_blade": 5.0, "fan": 5.0,
    "eight_diagram": 7.5, "renwang_shield": 6.5, "vine": 5.0, "silver_lion": 6.0,
    "jueying": 6.5, "dilu": 6.5, "zhuahuangfeidian": 6.5, "hualiu": 6.5,
    "chitu": 5.5, "dayuan": 5.5, "zixing": 5.5,
    "heg_nullification": 8.0, "await_exhausted": 4.5, "known_both": 3.0, "befriend_attacking": 8.0,
    "triblade": 5.0, "six_swords": 4.5,
    "breastplate": 6.0, "iron_armor": 6.0, "sa_blade": 5.0, "sa_halberd": 4.5, "jade_seal": 7.0, "jingfan": 5.5,
    "wooden_ox": 5.0, "imperial_order": 3.5, "alliance_feast": 6.0, "fight_together": 3.0, "lure_tiger": 4.0,
    "threaten_emperor": 7.0, "burning_camps": 5.0, "drowning": 5.0,
    "dragon_phoenix": 5.5, "peace_spell": 7.0,
}
#: a 桃 during 鏖战 (国战's new rules): a 杀 or a 闪, whichever is needed, never a 桃
AOZHAN_PEACH: Final = 6.8
NAME: Final = {"fire_slash": "slash", "thunder_slash": "slash", "heg_nullification": "nullification"}


def value(view: PlayerView, cid: int, held: list[int] | None = None,
          cards: tuple[Card, ...] | None = None) -> float:
    """The worth of card `cid` to the viewing seat, given the other cards it holds (`cards`: the
    deck's, packs.deck_cards, when the caller has them)."""
    if cards is None:
        cards = deck_cards(view.packs)
    key = cards[cid].key
    v = BASE.get(key, 4.0)
    assert view.seat is not None        # (a seat's view, never a spectator's)
    if key == "peach" and view.table_states and "aozhan" in view.table_states:
        v = AOZHAN_PEACH                # 鏖战: no 桃, only a 杀 or a 闪 (either, as it is needed)
        key = "jink"
    if (key == "peach" or key == "jink") and view.players[view.seat].hp <= 2:
        v += 2.0 if key == "peach" else 1.0
    if held:
        name = NAME.get(key, key)
        if name in ("jink", "slash", "analeptic"):
            same = 0
            for c in held:
                if c != cid:
                    k = cards[c].key
                    if NAME.get(k, k) == name:
                        same += 1
            v -= 1.2 * same           # a second 闪 is worth less than the first
    return v

