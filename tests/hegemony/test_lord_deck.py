"""The 君主's equipment and the deck: set aside before the shuffle (a table without a lord deals
the deck it always did), swapped in when the lord is in play — 飞龙夺凤 where 雌雄双股剑 ♠2 lay,
太平要术 where 惊帆 ♥3 lay (势备篇), or at a seeded place without that deck. docs/rulings.md ## 君主."""

from sgs_desktop.engine.game import Game
from sgs_desktop.engine.protocol.answers import Choose
from sgs_desktop.engine.state import Zone
from sgs_desktop.modes.hegemony import hegemony_config

STD = ("hegemony_standard",)
ALL = ("hegemony_standard", "heg_formation", "heg_momentum")
FORMATION = ("hegemony_standard", "heg_formation")
MOMENTUM = ("hegemony_standard", "heg_momentum")
SBP = ("hegemony_standard", "hegemony_strategic_advantage", "heg_momentum")


def _key(g, key):
    return next(c.id for c in g.cards if c.key == key)


def _pile_as(g, expected):
    """The draw pile is `expected` once the cards dealt since (from its top) are put back."""
    n = len(g.draw_pile)
    dealt = {c for p in g.players for c in p.hand}
    return g.draw_pile == expected[:n] and dealt == set(expected[n:])


def _deal(general, packs, players=4):
    """A seeded game at the lord's question: some seat holds `general` as its head."""
    for seed in range(300):
        g = Game.new(hegemony_config(players, packs=packs), seed)
        while g.pending is not None and g.pending.prompt.key == "choose_pair":
            req = g.pending
            pick = next((o for o in req.options if o.startswith(general + "+")), req.options[0])
            g.answer(Choose(pick))
        req = g.pending
        if req is not None and req.prompt.key == "become_lord":
            assert req.prompt.args[0] == general
            return g, list(g.draw_pile)
    raise AssertionError(f"no seed of 300 deals {general} as a head general")


def test_without_a_lord_the_deck_is_the_one_it_always_was():
    for seed in range(5):
        plain = Game.new(hegemony_config(4, packs=STD), seed)
        lords = Game.new(hegemony_config(4, packs=ALL), seed)
        assert lords.draw_pile == plain.draw_pile
        assert [lords.cards[c].key for c in lords.void] == ["dragon_phoenix", "peace_spell"]
        assert all(lords.zone_of[c] == Zone.VOID for c in lords.void)
        assert [(c.key, c.suit, c.number) for c in lords.cards[:len(plain.cards)]] == \
            [(c.key, c.suit, c.number) for c in plain.cards]


def test_liubei_becoming_the_lord_puts_dragon_phoenix_where_the_double_sword_lay():
    g, before = _deal("liubei", FORMATION)
    sword, dp = _key(g, "double_sword"), _key(g, "dragon_phoenix")
    at = before.index(sword)
    g.answer(Choose("yes"))
    expected = [*before[:at], dp, *before[at + 1:]]
    assert _pile_as(g, expected)
    assert g.zone_of[sword] == Zone.VOID and g.zone_of[dp] in (Zone.DRAW, Zone.HAND)
    moves = [e for e in g.log_for(None) if e["kind"] == "move" and e["reason"] == "lord_equipment"]
    assert [(e["src"], e["dst"]) for e in moves] == [("draw", "void"), ("void", "draw")]


def test_declining_the_lord_leaves_the_deck_alone():
    g, before = _deal("liubei", FORMATION)
    g.answer(Choose("no"))
    assert _pile_as(g, before) and g.zone_of[_key(g, "dragon_phoenix")] == Zone.VOID


def test_zhangjiao_without_the_strategic_deck_adds_peace_spell_at_a_seeded_place():
    g, before = _deal("zhangjiao", MOMENTUM)
    g.answer(Choose("yes"))
    ps = _key(g, "peace_spell")
    n = len(g.draw_pile)
    dealt = {c for p in g.players for c in p.hand}
    assert n + len(dealt) == len(before) + 1 and ps in g.draw_pile + list(dealt)
    assert [c for c in g.draw_pile if c != ps] == before[:len([c for c in g.draw_pile if c != ps])]
    g2, _ = _deal("zhangjiao", MOMENTUM)
    g2.answer(Choose("yes"))
    assert g2.draw_pile == g.draw_pile                  # (the same seed, the same place)


def test_zhangjiao_with_the_strategic_deck_puts_peace_spell_where_jingfan_lay():
    g, before = _deal("zhangjiao", SBP)
    jingfan, ps = _key(g, "jingfan"), _key(g, "peace_spell")
    at = before.index(jingfan)
    g.answer(Choose("yes"))
    assert _pile_as(g, [*before[:at], ps, *before[at + 1:]])
    assert g.zone_of[jingfan] == Zone.VOID
