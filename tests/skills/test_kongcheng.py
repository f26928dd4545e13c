"""空城: with no hand cards, not a legal target of 杀 or 决斗."""

import pytest
from table import Table

from sgs_desktop.engine.errors import IllegalAnswer
from sgs_desktop.engine.protocol.answers import Use


def options_for(req, ref_id: int):
    return [o for o in req.options if o.skill is None and o.card == ref_id]


def test_empty_hand_blocks_slash_and_duel_but_not_other_cards():
    t = Table([{"role": "lord", "hand": ["杀 ♠7", "决斗 ♠A", "过河拆桥 ♠3"]},
               {"role": "rebel", "general": "zhugeliang", "equip": ["八卦阵 ♠2"]}])
    req = t.expect(0, "play")
    assert options_for(req, t.id("杀 ♠7")) == [] and options_for(req, t.id("决斗 ♠A")) == []
    (dis,) = options_for(req, t.id("过河拆桥 ♠3"))
    assert dis.targets.seats == (1,)
    with pytest.raises(IllegalAnswer):
        t.g.answer(Use(card=t.id("杀 ♠7"), targets=(1,)))
    t.play(0, "过河拆桥 ♠3", [1])          # only the armour to pick: taken without a choice
    t.end_play(0)
    t.finish()
    assert t.p(1).equips == {} and t.id("八卦阵 ♠2") in t.g.discard_pile


def test_with_a_hand_card_it_is_a_target():
    t = Table([{"role": "lord", "hand": ["决斗 ♠A"]},
               {"role": "rebel", "general": "zhugeliang", "hand": ["桃 ♥3"]}])
    (duel,) = options_for(t.expect(0, "play"), t.id("决斗 ♠A"))
    assert duel.targets.seats == (1,)
    t.play(0, "决斗 ♠A", [1])
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, None)]


def test_targetable_after_drawing_in_its_own_draw_phase():
    """Untargetable in the lord's turn; after drawing in its own draw phase, 诸葛亮 uses 借刀杀人
    on the lord naming itself as the victim, and the lord's 杀 may target it."""
    t = Table([{"role": "lord", "hand": ["杀 ♠7"], "equip": ["青釭剑 ♠6"]},
               {"role": "rebel", "skills": ["kongcheng"]}],
              top=["借刀杀人 ♣Q", "闪 ♥2"], stop="game_over", round_limit=1)
    assert options_for(t.expect(0, "play"), t.id("杀 ♠7")) == []
    t.end_play(0)
    # seat 1's turn: it draws 借刀杀人 and 闪 in its draw phase
    req = t.expect(1, "play")
    (col,) = options_for(req, t.id("借刀杀人 ♣Q"))
    assert dict(col.targets.then) == {0: (1,)}
    t.play(1, "借刀杀人 ♣Q", [0, 1])
    t.respond(0, "杀 ♠7")                 # the lord's 杀 on 诸葛亮 (one 闪 left in its hand)
    t.passes(1)
    t.end_play(1)
    t.finish("round_limit")
    assert t.damage_log() == [(0, 1, 1, None)]
    (drawn,) = [e for e in t.log("move") if e["reason"] == "draw_phase"]
    assert drawn["dst_owner"] == 1 and drawn["cards"] == t.ids("借刀杀人 ♣Q", "闪 ♥2")
    use = [u for u in t.log("use") if u["card"]["key"] == "slash"]
    assert use[0]["user"] == 0 and use[0]["targets"] == [1]
    assert t.hand(1) == {t.id("闪 ♥2")} and t.hand(0) == set() and t.id("青釭剑 ♠6") in t.p(0).equips.values()


def test_becomes_untargetable_once_the_last_card_is_gone():
    """The lord takes 诸葛亮's last card with 顺手牵羊: its 杀 then has no target."""
    t = Table([{"role": "lord", "hand": ["顺手牵羊 ♠3", "杀 ♠7"]},
               {"role": "rebel", "general": "zhugeliang", "hand": ["闪 ♥2"]}])
    assert options_for(t.expect(0, "play"), t.id("杀 ♠7"))[0].targets.seats == (1,)
    t.play(0, "顺手牵羊 ♠3", [1])
    assert options_for(t.expect(0, "play"), t.id("杀 ♠7")) == []
    t.end_play(0)
    t.finish()
    assert t.hand(0) == set(t.ids("杀 ♠7", "闪 ♥2"))
