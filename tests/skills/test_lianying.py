"""连营: when you lose your last hand card, you may draw one."""

from table import Table


def moves(t, reason):
    return [e for e in t.log("move") if e["reason"] == reason]


def test_using_the_last_card_draws_before_it_resolves():
    t = Table([{"role": "lord", "general": "luxun", "hand": ["杀 ♠7"]}, {"role": "rebel"}],
              top=["闪 ♥2"])
    t.play(0, "杀 ♠7", [1])
    req = t.expect(0, "option")
    assert req.prompt.args == ("lianying",)
    assert t.log("damage") == []           # asked as the card leaves the hand, before it resolves
    t.yes(0)
    t.end_play(0)
    t.finish()
    assert t.hand(0) == {t.id("闪 ♥2")} and t.damage_log() == [(0, 1, 1, None)]
    assert [(e["seat"], e["skill"]) for e in t.log("skill")] == [(0, "lianying")]
    (mv,) = moves(t, "lianying")
    assert mv["cards"] == [t.id("闪 ♥2")] and mv["dst_owner"] == 0
    kinds = t.kinds()
    assert kinds.index("skill") < kinds.index("damage")


def test_declined():
    t = Table([{"role": "lord", "general": "luxun", "hand": ["杀 ♠7"]}, {"role": "rebel"}])
    t.play(0, "杀 ♠7", [1])
    t.no(0)
    t.end_play(0)
    t.finish()
    assert t.hand(0) == set() and moves(t, "lianying") == [] and t.log("skill") == []


def test_last_card_taken_by_snatch_in_another_players_turn():
    """顺手牵羊 takes the only hand card of a player with 连营 (陆逊 himself cannot be snatched from:
    谦逊): that player draws at once, during the snatcher's turn."""
    t = Table([{"role": "lord", "hand": ["顺手牵羊 ♠3"]},
               {"role": "rebel", "skills": ["lianying"], "hand": ["闪 ♥2"]}], top=["桃 ♥3"])
    t.play(0, "顺手牵羊 ♠3", [1])        # his only card is taken without a pick
    t.yes(1)
    t.end_play(0)
    t.finish()
    assert t.hand(0) == {t.id("闪 ♥2")} and t.hand(1) == {t.id("桃 ♥3")}
    assert [(e["seat"], e["skill"]) for e in t.log("skill")] == [(1, "lianying")]
    assert t.g.current == 0
    snatch, draw = moves(t, "snatch")[0], moves(t, "lianying")[0]
    assert snatch["seq"] < draw["seq"] and draw["dst_owner"] == 1


def test_losing_one_of_two_cards_does_not_trigger():
    t = Table([{"role": "lord", "general": "luxun", "hand": ["杀 ♠7", "闪 ♥2"]}, {"role": "rebel"}])
    t.play(0, "杀 ♠7", [1])
    t.end_play(0)
    t.finish()
    assert t.hand(0) == {t.id("闪 ♥2")} and t.log("skill") == []


def test_losing_equipment_with_an_empty_hand_does_not_trigger():
    t = Table([{"role": "lord", "hand": ["过河拆桥 ♠3"]},
               {"role": "rebel", "general": "luxun", "equip": ["八卦阵 ♠2"]}])
    t.play(0, "过河拆桥 ♠3", [1])
    t.end_play(0)
    t.finish()
    assert t.p(1).equips == {} and t.log("skill") == []


def test_discarding_the_whole_hand_at_once_draws_one():
    """Two cards leaving together (制衡) empty the hand once: one draw, before 制衡 draws."""
    t = Table([{"role": "lord", "general": "luxun", "skills": ["zhiheng"], "hand": ["杀 ♠7", "闪 ♥2"]},
               {"role": "rebel"}], top=["桃 ♥3", "桃 ♥4", "无中生有 ♥7"])
    t.play(0, skill="zhiheng", cards=["杀 ♠7", "闪 ♥2"])
    t.yes(0)
    t.end_play(0)
    t.finish()
    assert [m["cards"] for m in moves(t, "lianying")] == [[t.id("桃 ♥3")]]
    assert [m["cards"] for m in moves(t, "zhiheng") if m["dst"] == "hand"] == [t.ids("桃 ♥4", "无中生有 ♥7")]
    assert [(e["seat"], e["skill"]) for e in t.log("skill")] == [(0, "zhiheng"), (0, "lianying")]
