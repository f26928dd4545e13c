"""Weapons (武器): ranges, replacement and each weapon's skill (docs/rulings.md 4-6, 27-29)."""

import pytest
from table import Table

from sgs_desktop.engine.errors import IllegalAnswer
from sgs_desktop.engine.history import phase_action_count
from sgs_desktop.engine.protocol.answers import Use

ROLES = ("lord", "rebel", "loyalist", "renegade", "rebel", "rebel", "loyalist", "rebel", "renegade", "loyalist")


def table(*players: dict, **kw) -> Table:
    """Seat i gets the i-th role of ROLES; seat 0 (the lord) takes the turn, starting in its play phase."""
    return Table([{"role": ROLES[i], **p} for i, p in enumerate(players)], **kw)


def option(t: Table, seat: int, card: str | None = None, skill: str | None = None):
    """The option of `card` (or of `skill`) in seat's pending PlayRequest, or None when not offered."""
    req = t.expect(seat, "play")
    for o in req.options:
        if (card is not None and o.card == t.id(card)) or (skill is not None and o.skill == skill):
            return o
    return None


def skills(t: Table) -> list[tuple[int, str]]:
    return [(e["seat"], e["skill"]) for e in t.log("skill")]


def moves(t: Table, reason: str) -> list[tuple[list[int], str, str]]:
    """(cards, from zone, to zone) of every move made for `reason`."""
    return [(e["cards"], e["src"], e["dst"]) for e in t.log("move") if e["reason"] == reason]


def used(t: Table) -> list[tuple[int, str, list[int]]]:
    return [(e["user"], e["card"]["key"], e["targets"]) for e in t.log("use")]


# --------------------------------------------------------------------------- ranges and replacement

_RANGES = [(None, 1), ("诸葛连弩 ♣A", 1), ("青釭剑 ♠6", 2), ("雌雄双股剑 ♠2", 2), ("寒冰剑 ♠2", 2),
           ("古锭刀 ♠A", 2), ("贯石斧 ♦5", 3), ("青龙偃月刀 ♠5", 3), ("丈八蛇矛 ♠Q", 3), ("方天画戟 ♦Q", 4),
           ("朱雀羽扇 ♦A", 4), ("麒麟弓 ♥5", 5)]


@pytest.mark.parametrize(("weapon", "rng"), _RANGES, ids=[w or "none" for w, _ in _RANGES])
def test_weapon_range_decides_slash_targets(weapon, rng):
    """Attack range = the weapon's range, else 1 (ruling 5). Ten players: seat k is at distance min(k, 10-k)."""
    first = {"hand": ["杀 ♠7"], "equip": [weapon] if weapon else []}
    t = table(first, *({} for _ in range(9)))
    expected = tuple(k for k in range(1, 10) if min(k, 10 - k) <= rng)
    assert option(t, 0, "杀 ♠7").targets.seats == expected
    far = [k for k in range(1, 10) if k not in expected]
    for k in far[:1]:
        with pytest.raises(IllegalAnswer, match="not a legal target"):
            t.g.answer(Use(card=t.id("杀 ♠7"), targets=(k,)))
    target = max(expected, key=lambda k: min(k, 10 - k))    # the farthest seat in range
    t.play(0, "杀 ♠7", [target])
    if weapon == "朱雀羽扇 ♦A":
        t.no(0)                                           # keep it a normal 杀
    t.end_play(0)
    t.finish()
    bonus = 1 if weapon == "古锭刀 ♠A" else 0              # the target has no hand card
    assert t.damage_log() == [(0, target, 1 + bonus, None)]


def test_new_weapon_replaces_old_one():
    """A new weapon replaces the old (the old one goes to the discard pile first), and the old weapon's
    skill and range are gone: after 诸葛连弩 is replaced, no further 杀 is allowed (ruling 27)."""
    t = table({"hand": ["杀 ♠7", "杀 ♣2", "麒麟弓 ♥5", "杀 ♦6"], "equip": ["诸葛连弩 ♣A"]}, {}, {}, {}, {})
    assert option(t, 0, "杀 ♠7").targets.seats == (1, 4)
    t.play(0, "杀 ♠7", [1])
    t.play(0, "杀 ♣2", [4])
    assert option(t, 0, "杀 ♦6") is not None          # 诸葛连弩: still allowed
    t.play(0, "麒麟弓 ♥5")
    assert option(t, 0, "杀 ♦6") is None              # 杀 limit back to one per phase
    t.end_play(0)
    t.finish()
    bow, crossbow = t.id("麒麟弓 ♥5"), t.id("诸葛连弩 ♣A")
    assert t.p(0).equips == {"weapon": bow}
    assert crossbow in t.g.discard_pile
    assert t.id("杀 ♦6") in t.hand(0)
    # the old weapon leaves first, then the new one is put in the slot
    ev = [(e["cards"], e["dst"], e["reason"]) for e in t.log("move") if e["reason"] in ("replace_equip", "equip")]
    assert ev == [([crossbow], "discard", "replace_equip"), ([bow], "equip", "equip")]


def test_new_weapon_changes_attack_range():
    """Replacing 诸葛连弩 (range 1) with 方天画戟 (range 4) makes every seat reachable (rulings 5, 27)."""
    t = table({"hand": ["方天画戟 ♦Q", "杀 ♠7", "闪 ♥2"], "equip": ["诸葛连弩 ♣A"]}, {}, {}, {}, {})
    assert option(t, 0, "杀 ♠7").targets.seats == (1, 4)
    t.play(0, "方天画戟 ♦Q")
    assert option(t, 0, "杀 ♠7").targets.seats == (1, 2, 3, 4)
    t.play(0, "杀 ♠7", [2])
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 2, 1, None)]
    assert t.id("诸葛连弩 ♣A") in t.g.discard_pile


# --------------------------------------------------------------------------- 诸葛连弩


def test_crossbow_any_number_of_slashes():
    """诸葛连弩: any number of 杀 in the play phase (ruling 28)."""
    t = table({"hand": ["杀 ♠7", "杀 ♣2", "雷杀 ♠4", "杀 ♦6"], "equip": ["诸葛连弩 ♣A"]}, {"hand": ["闪 ♥2"]})
    t.play(0, "杀 ♠7", [1])
    t.respond(1, "闪 ♥2")
    t.play(0, "杀 ♣2", [1])
    t.play(0, "雷杀 ♠4", [1])
    assert option(t, 0, "杀 ♦6").targets.seats == (1,)
    t.play(0, "杀 ♦6", [1])
    t.end_play(0)
    t.finish()
    assert t.p(1).hp == 1
    assert t.damage_log() == [(0, 1, 1, None), (0, 1, 1, "thunder"), (0, 1, 1, None)]
    assert [k for _, k, _ in used(t)] == ["slash", "jink", "slash", "thunder_slash", "slash"]
    assert skills(t) == []                              # a 锁定技 modifier: nothing is asked or logged


def test_crossbow_equipped_after_a_slash_lifts_the_limit():
    """诸葛连弩 equipped in the middle of the play phase: the next 杀 is allowed at once (ruling 28)."""
    t = table({"hand": ["杀 ♠7", "诸葛连弩 ♦A", "杀 ♣2"]}, {})
    t.play(0, "杀 ♠7", [1])
    assert option(t, 0, "杀 ♣2") is None
    t.play(0, "诸葛连弩 ♦A")
    assert option(t, 0, "杀 ♣2").targets.seats == (1,)
    t.play(0, "杀 ♣2", [1])
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, None), (0, 1, 1, None)]


# --------------------------------------------------------------------------- 青釭剑


def test_qinggang_sword_ignores_renwang_shield():
    """青釭剑: a black 杀 hits a target whose 仁王盾 would otherwise stop it (ruling 28)."""
    t = table({"hand": ["杀 ♠7"], "equip": ["青釭剑 ♠6"]}, {"equip": ["仁王盾 ♣2"]})
    t.play(0, "杀 ♠7", [1])
    t.end_play(0)
    t.finish()
    assert t.p(1).hp == 3
    assert t.damage_log() == [(0, 1, 1, None)]
    assert t.log("no_effect") == []
    assert skills(t) == [(0, "qinggang_sword")]


def test_qinggang_sword_ignores_vine():
    """青釭剑: a normal 杀 hits a target wearing 藤甲 (ruling 28)."""
    t = table({"hand": ["杀 ♣3"], "equip": ["青釭剑 ♠6"]}, {"equip": ["藤甲 ♠2"], "hand": ["闪 ♥2"]})
    t.play(0, "杀 ♣3", [1])
    t.respond(1)
    t.end_play(0)
    t.finish()
    assert t.p(1).hp == 3
    assert t.damage_log() == [(0, 1, 1, None)]
    assert t.log("no_effect") == []


def test_qinggang_sword_ignores_vine_fire_bonus():
    """青釭剑: a 火杀 on a 藤甲 wearer deals 1, not 2 (藤甲's +1 is ignored too, ruling 28)."""
    t = table({"hand": ["火杀 ♥4"], "equip": ["青釭剑 ♠6"]}, {"equip": ["藤甲 ♠2"]})
    t.play(0, "火杀 ♥4", [1])
    t.end_play(0)
    t.finish()
    assert t.p(1).hp == 3
    assert t.damage_log() == [(0, 1, 1, "fire")]
    assert skills(t) == [(0, "qinggang_sword")]


def test_qinggang_sword_ignores_eight_diagram():
    """青釭剑: the target may not judge with 八卦阵; it is asked straight for a real 闪 (ruling 28)."""
    t = table({"hand": ["杀 ♠7"], "equip": ["青釭剑 ♠6"]}, {"equip": ["八卦阵 ♠2"], "hand": ["闪 ♥2"]},
              top=["桃 ♥3"])
    t.play(0, "杀 ♠7", [1])
    t.respond(1, names=("jink",))                       # no "invoke 八卦阵?" before this
    t.end_play(0)
    t.finish()
    assert t.p(1).hp == 3
    assert t.log("judge") == []
    assert t.g.draw_pile[-1] == t.id("桃 ♥3")           # nothing was judged
    assert t.id("八卦阵 ♠2") == t.p(1).equips["armor"]


def test_qinggang_sword_ignores_silver_lion():
    """青釭剑: 白银狮子 does not cap a 酒-boosted 杀 (ruling 28)."""
    t = table({"hand": ["酒 ♠3", "杀 ♠7"], "equip": ["青釭剑 ♠6"]}, {"equip": ["白银狮子 ♣A"]})
    t.play(0, "酒 ♠3")
    t.play(0, "杀 ♠7", [1])
    t.end_play(0)
    t.finish()
    assert t.p(1).hp == 2
    assert t.damage_log() == [(0, 1, 2, None)]
    assert skills(t) == [(0, "qinggang_sword")]


def test_qinggang_sword_does_not_remove_the_armour():
    """青釭剑 only ignores the armour for that 杀: the next 杀 (no 青釭剑 any more) is stopped by 仁王盾."""
    t = table({"hand": ["杀 ♠7", "杀 ♣2", "诸葛连弩 ♦A"], "equip": ["青釭剑 ♠6"]}, {"equip": ["仁王盾 ♣2"]})
    t.play(0, "杀 ♠7", [1])
    t.play(0, "诸葛连弩 ♦A")
    t.play(0, "杀 ♣2", [1])
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, None)]
    assert [e["target"] for e in t.log("no_effect")] == [1]
    assert t.p(1).equips == {"armor": t.id("仁王盾 ♣2")}


# --------------------------------------------------------------------------- 雌雄双股剑

def _sword(g0, g1, hand1):
    p0 = {"hand": ["杀 ♠7"], "equip": ["雌雄双股剑 ♠2"]}
    p1 = {"hand": list(hand1)}
    if g0:
        p0["gender"] = g0
    if g1:
        p1["gender"] = g1
    return table(p0, p1, top=["无中生有 ♥7"])


def test_double_sword_target_discards_a_hand_card():
    """雌雄双股剑: the target of the other gender chooses to discard a hand card (ruling 29)."""
    t = _sword("male", "female", ["闪 ♥2", "桃 ♥3"])
    t.play(0, "杀 ♠7", [1])
    t.yes(0)
    req = t.expect(1, "option")
    assert set(req.options) == {"discard", "let_draw"}
    t.choose(1, "discard")
    assert set(t.expect(1, "cards").cards) == set(t.ids("闪 ♥2", "桃 ♥3"))
    t.cards(1, "桃 ♥3")
    t.respond(1, "闪 ♥2")
    t.end_play(0)
    t.finish()
    assert t.p(1).hp == 4 and t.hand(1) == set()
    assert t.hand(0) == set()                             # the user drew nothing
    assert moves(t, "double_sword") == [([t.id("桃 ♥3")], "hand", "discard")]
    assert skills(t) == [(0, "double_sword")]


def test_double_sword_discarding_the_only_card_leaves_no_jink():
    """雌雄双股剑 comes before the 闪: a target that discards its only card (a 闪, taken without a choice) can
    no longer dodge (ruling 29)."""
    t = _sword("male", "female", ["闪 ♥2"])
    t.play(0, "杀 ♠7", [1])
    t.yes(0)
    t.choose(1, "discard")
    t.end_play(0)                                          # 1 has nothing left to answer the 杀 with
    t.finish()
    assert t.damage_log() == [(0, 1, 1, None)]
    assert moves(t, "double_sword") == [([t.id("闪 ♥2")], "hand", "discard")]


def test_double_sword_target_lets_user_draw():
    """雌雄双股剑: the target keeps its cards and the user draws one (ruling 29)."""
    t = _sword("female", "male", ["闪 ♥2"])
    t.play(0, "杀 ♠7", [1])
    t.yes(0)
    t.choose(1, "let_draw")
    t.respond(1)
    t.end_play(0)
    t.finish()
    assert t.hand(0) == {t.id("无中生有 ♥7")}
    assert t.hand(1) == {t.id("闪 ♥2")}
    assert t.damage_log() == [(0, 1, 1, None)]
    assert moves(t, "double_sword") == [([t.id("无中生有 ♥7")], "draw", "hand")]


def test_double_sword_target_without_hand_cards_lets_user_draw():
    """雌雄双股剑: a target with no hand card cannot discard, so the user draws (nothing is asked of it)."""
    t = _sword("male", "female", [])
    t.play(0, "杀 ♠7", [1])
    t.yes(0)
    t.end_play(0)
    t.finish()
    assert t.hand(0) == {t.id("无中生有 ♥7")}
    assert t.damage_log() == [(0, 1, 1, None)]


def test_double_sword_declined():
    """雌雄双股剑 is optional: declining it, nothing happens besides the 杀."""
    t = _sword("male", "female", ["桃 ♥3"])
    t.play(0, "杀 ♠7", [1])
    t.no(0)
    t.end_play(0)
    t.finish()
    assert t.hand(0) == set() and t.hand(1) == {t.id("桃 ♥3")}
    assert skills(t) == []
    assert t.damage_log() == [(0, 1, 1, None)]


@pytest.mark.parametrize(("g0", "g1"), [("male", "male"), ("female", "female"), (None, None),
                                        ("male", None), (None, "female")])
def test_double_sword_same_or_no_gender_asks_nothing(g0, g1):
    """雌雄双股剑 only for a target of the other gender; blank generals have no gender (ruling 29)."""
    t = _sword(g0, g1, ["桃 ♥3"])
    t.play(0, "杀 ♠7", [1])
    t.end_play(0)                                         # no "invoke?" in between
    t.finish()
    assert t.hand(0) == set() and t.hand(1) == {t.id("桃 ♥3")}
    assert skills(t) == []
    assert t.damage_log() == [(0, 1, 1, None)]


# --------------------------------------------------------------------------- 寒冰剑


def test_ice_sword_prevents_damage_and_discards_two_cards():
    """寒冰剑: instead of the damage, discard two of the target's cards one at a time (ruling 29)."""
    t = table({"hand": ["杀 ♠7"], "equip": ["寒冰剑 ♠2"]},
              {"hand": ["桃 ♥3", "无中生有 ♥7"], "equip": ["绝影 ♠5"]})
    t.play(0, "杀 ♠7", [1])
    assert t.expect(0, "option").options == ("yes", "no")
    t.yes(0)
    req = t.expect(0, "pick")
    assert (req.owner, req.hand, req.cards) == (1, 2, (t.id("绝影 ♠5"),))
    t.pick_hidden(0, "无中生有 ♥7")                       # face down
    req = t.expect(0, "pick")
    assert (req.hand, req.cards) == (1, (t.id("绝影 ♠5"),))
    t.pick(0, card="绝影 ♠5")
    t.end_play(0)
    t.finish()
    assert t.p(1).hp == 4
    assert t.damage_log() == []
    assert [e["target"] for e in t.log("damage_prevented")] == [1]
    assert t.hand(1) == {t.id("桃 ♥3")} and t.p(1).equips == {}
    assert moves(t, "ice_sword") == [([t.id("无中生有 ♥7")], "hand", "discard"),
                                     ([t.id("绝影 ♠5")], "equip", "discard")]
    assert skills(t) == [(0, "ice_sword")]


def test_ice_sword_target_with_one_card():
    """寒冰剑: 'up to two' — a target with one card loses it and takes no damage."""
    t = table({"hand": ["杀 ♠7"], "equip": ["寒冰剑 ♠2"]}, {"hand": ["桃 ♥3"]})
    t.play(0, "杀 ♠7", [1])
    t.yes(0)
    t.end_play(0)                                          # the only card is taken without a pick
    t.finish()
    assert t.p(1).hp == 4 and t.hand(1) == set()
    assert t.damage_log() == []
    assert moves(t, "ice_sword") == [([t.id("桃 ♥3")], "hand", "discard")]


def test_ice_sword_declined_deals_the_damage():
    """寒冰剑 is optional: declined, the 杀 deals its damage and no card is discarded."""
    t = table({"hand": ["杀 ♠7"], "equip": ["寒冰剑 ♠2"]}, {"hand": ["桃 ♥3", "无中生有 ♥7"]})
    t.play(0, "杀 ♠7", [1])
    t.no(0)
    t.end_play(0)
    t.finish()
    assert t.p(1).hp == 3 and len(t.hand(1)) == 2
    assert t.damage_log() == [(0, 1, 1, None)]
    assert moves(t, "ice_sword") == [] and skills(t) == []


def test_ice_sword_not_offered_when_target_has_no_card():
    """寒冰剑 is only offered when the target has a hand or equipment card (ruling 29)."""
    t = table({"hand": ["杀 ♠7"], "equip": ["寒冰剑 ♠2"]}, {})
    t.play(0, "杀 ♠7", [1])
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, None)]


def test_ice_sword_not_offered_for_judge_area_cards_only():
    """寒冰剑 discards hand/equipment cards only: a target whose only card is in its judge area is not offered
    (ruling 29)."""
    t = table({"hand": ["杀 ♠7"], "equip": ["寒冰剑 ♠2"]}, {"judge": ["乐不思蜀 ♠6"]})
    t.play(0, "杀 ♠7", [1])
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, None)]
    assert t.p(1).judge == [t.id("乐不思蜀 ♠6")]


def test_ice_sword_not_offered_when_dodged():
    """寒冰剑 acts on the damage: a dodged 杀 deals none, so nothing is offered."""
    t = table({"hand": ["杀 ♠7"], "equip": ["寒冰剑 ♠2"]}, {"hand": ["闪 ♥2", "桃 ♥3"]})
    t.play(0, "杀 ♠7", [1])
    t.respond(1, "闪 ♥2")
    t.end_play(0)
    t.finish()
    assert t.hand(1) == {t.id("桃 ♥3")} and t.damage_log() == []


# --------------------------------------------------------------------------- 贯石斧


def test_axe_discards_two_cards_to_hit_after_jink():
    """贯石斧: after the 闪, discard two cards from hand or equipment (not the axe) and the 杀 hits
    (ruling 29)."""
    t = table({"hand": ["杀 ♠7", "桃 ♥3", "无中生有 ♥7"], "equip": ["贯石斧 ♦5", "赤兔 ♥5"]},
              {"hand": ["闪 ♥2"]})
    t.play(0, "杀 ♠7", [1])
    t.respond(1, "闪 ♥2")
    t.yes(0)
    req = t.expect(0, "cards")
    assert (req.min, req.max) == (2, 2)
    assert set(req.cards) == set(t.ids("桃 ♥3", "无中生有 ♥7", "赤兔 ♥5"))   # not the axe
    t.cards(0, "桃 ♥3", "赤兔 ♥5")
    t.end_play(0)
    t.finish()
    assert t.p(1).hp == 3
    assert t.damage_log() == [(0, 1, 1, None)]
    assert t.p(0).equips == {"weapon": t.id("贯石斧 ♦5")}
    assert t.hand(0) == {t.id("无中生有 ♥7")}
    assert {c for cs, _, _ in moves(t, "axe") for c in cs} == set(t.ids("桃 ♥3", "赤兔 ♥5"))
    assert skills(t) == [(0, "axe")]
    assert [k for _, k, _ in used(t)] == ["slash", "jink"]


def test_axe_hit_keeps_the_analeptic_bonus():
    """贯石斧 + 酒: the 杀 that hits anyway deals its 1 + 1 (rulings 7, 29)."""
    t = table({"hand": ["酒 ♣9", "杀 ♠7", "桃 ♥3", "无中生有 ♥7"], "equip": ["贯石斧 ♦5"]}, {"hand": ["闪 ♥2"]})
    t.play(0, "酒 ♣9")
    t.play(0, "杀 ♠7", [1])
    t.respond(1, "闪 ♥2")
    t.yes(0)                                               # exactly two cards besides the axe
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 2, None)]


def test_axe_declined_the_jink_stands():
    """贯石斧 is optional: declined, the 闪 cancels the 杀 and nothing is discarded."""
    t = table({"hand": ["杀 ♠7", "桃 ♥3", "无中生有 ♥7"], "equip": ["贯石斧 ♦5"]}, {"hand": ["闪 ♥2"]})
    t.play(0, "杀 ♠7", [1])
    t.respond(1, "闪 ♥2")
    t.no(0)
    t.end_play(0)
    t.finish()
    assert t.p(1).hp == 4 and t.damage_log() == []
    assert len(t.hand(0)) == 2 and skills(t) == []


def test_axe_not_offered_with_only_the_axe_and_one_card():
    """贯石斧 needs two cards other than the axe itself: one hand card + the axe is not enough."""
    t = table({"hand": ["杀 ♠7", "桃 ♥3"], "equip": ["贯石斧 ♦5"]}, {"hand": ["闪 ♥2"]})
    t.play(0, "杀 ♠7", [1])
    t.respond(1, "闪 ♥2")
    t.end_play(0)
    t.finish()
    assert t.p(1).hp == 4 and t.damage_log() == []


def test_axe_two_cards_exactly_are_taken_without_a_choice():
    """贯石斧 with exactly two other cards: once invoked, both are discarded (a choice of one)."""
    t = table({"hand": ["杀 ♠7", "桃 ♥3"], "equip": ["贯石斧 ♦5", "绝影 ♠5"]}, {"hand": ["闪 ♥2"]})
    t.play(0, "杀 ♠7", [1])
    t.respond(1, "闪 ♥2")
    t.yes(0)
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, None)]
    assert t.hand(0) == set() and t.p(0).equips == {"weapon": t.id("贯石斧 ♦5")}


# --------------------------------------------------------------------------- 青龙偃月刀


def test_blade_another_slash_after_jink_repeatedly():
    """青龙偃月刀: after a 闪, use another 杀 on the same player; it repeats, and the extra 杀 do not
    count towards the one-per-phase limit nor are blocked by it (rulings 6, 29)."""
    t = table({"hand": ["杀 ♠7", "杀 ♣2", "火杀 ♥4", "杀 ♦6"], "equip": ["青龙偃月刀 ♠5"]},
              {"hand": ["闪 ♥2", "闪 ♦2"]})
    t.play(0, "杀 ♠7", [1])
    t.respond(1, "闪 ♥2")
    req = t.expect(0, "respond")
    assert req.names == ("slash",)
    assert set(o.card for o in req.options) == set(t.ids("杀 ♣2", "火杀 ♥4", "杀 ♦6"))
    t.respond(0, "杀 ♣2")
    t.respond(1, "闪 ♦2")
    t.respond(0, "火杀 ♥4")
    # 1 has no 闪 left: not asked; the fire damage is dealt
    assert option(t, 0, "杀 ♦6") is None                 # the first 杀 used up the limit
    assert phase_action_count(t.g, 0, "slash") == 1       # the blade's 杀 did not count
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, "fire")]
    assert used(t) == [(0, "slash", [1]), (1, "jink", []), (0, "slash", [1]), (1, "jink", []),
                       (0, "fire_slash", [1])]
    assert t.hand(0) == {t.id("杀 ♦6")}


def test_blade_slash_does_not_carry_the_analeptic_bonus():
    """青龙偃月刀 + 酒: the bonus is consumed by the first 杀 even though it is dodged; the blade's 杀 deals 1
    (rulings 7, 29)."""
    t = table({"hand": ["酒 ♠9", "杀 ♠7", "杀 ♣2"], "equip": ["青龙偃月刀 ♠5"]}, {"hand": ["闪 ♥2"]})
    t.play(0, "酒 ♠9")
    t.play(0, "杀 ♠7", [1])
    t.respond(1, "闪 ♥2")
    t.respond(0, "杀 ♣2")
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, None)]
    assert t.p(0).drunk == 0


def test_blade_against_eight_diagram_judges_each_time():
    """青龙偃月刀 + 八卦阵: each 杀 needs a new 闪, so the target may judge again (rulings 29, 30)."""
    t = table({"hand": ["杀 ♠7", "杀 ♣2"], "equip": ["青龙偃月刀 ♠5"]}, {"equip": ["八卦阵 ♠2"]},
              top=["桃 ♥3", "杀 ♣3"])
    t.play(0, "杀 ♠7", [1])
    t.yes(1)                                               # ♥3: red, dodged
    t.respond(0, "杀 ♣2")
    t.yes(1)                                               # ♣3: black
    t.end_play(0)
    t.finish()
    assert [e["card"]["id"] for e in t.log("judge")] == t.ids("桃 ♥3", "杀 ♣3")
    assert t.damage_log() == [(0, 1, 1, None)]


def test_blade_may_decline():
    """青龙偃月刀 is optional: passing its 杀 request ends it."""
    t = table({"hand": ["杀 ♠7", "杀 ♣2"], "equip": ["青龙偃月刀 ♠5"]}, {"hand": ["闪 ♥2"]})
    t.play(0, "杀 ♠7", [1])
    t.respond(1, "闪 ♥2")
    t.respond(0)
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [] and t.hand(0) == {t.id("杀 ♣2")}


def test_blade_not_asked_without_another_slash():
    """青龙偃月刀: a player with no 杀 left is not asked."""
    t = table({"hand": ["杀 ♠7", "桃 ♥3"], "equip": ["青龙偃月刀 ♠5"]}, {"hand": ["闪 ♥2"]})
    t.play(0, "杀 ♠7", [1])
    t.respond(1, "闪 ♥2")
    t.end_play(0)
    t.finish()
    assert t.damage_log() == []


# --------------------------------------------------------------------------- 丈八蛇矛


def test_spear_two_hand_cards_as_slash_in_play():
    """丈八蛇矛: two hand cards used as a 杀 (of their shared colour); it is the phase's 杀 (ruling 29)."""
    t = table({"hand": ["闪 ♥2", "桃 ♥3", "杀 ♠7"], "equip": ["丈八蛇矛 ♠Q"]}, {})
    opt = option(t, 0, skill="spear")
    assert (opt.name, opt.min_cards, opt.max_cards) == ("slash", 2, 2)
    assert set(opt.cards) == set(t.ids("闪 ♥2", "桃 ♥3", "杀 ♠7"))
    t.play(0, skill="spear", cards=["闪 ♥2", "桃 ♥3"], targets=[1])
    assert option(t, 0, "杀 ♠7") is None and option(t, 0, skill="spear") is None   # 杀 limit used
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, None)]
    (use,) = t.log("use")
    assert use["card"]["key"] == "slash" and use["card"]["skill"] == "spear"
    assert use["card"]["color"] == "red" and sorted(use["card"]["subcards"]) == sorted(t.ids("闪 ♥2", "桃 ♥3"))
    assert set(t.ids("闪 ♥2", "桃 ♥3")) <= set(t.g.discard_pile)
    assert t.hand(0) == {t.id("杀 ♠7")}


def test_spear_needs_two_hand_cards():
    """丈八蛇矛 takes exactly two hand cards: with one hand card it is not offered."""
    t = table({"hand": ["桃 ♥3"], "equip": ["丈八蛇矛 ♠Q"]}, {})
    assert option(t, 0, skill="spear") is None
    t.end_play(0)
    t.finish()


def test_spear_black_pair_is_black_and_stopped_by_renwang_shield():
    """丈八蛇矛: two black cards make a black 杀, which 仁王盾 stops (rulings 29, 30)."""
    t = table({"hand": ["酒 ♠3", "无懈可击 ♠J"], "equip": ["丈八蛇矛 ♠Q"]}, {"equip": ["仁王盾 ♣2"]})
    t.play(0, skill="spear", cards=["酒 ♠3", "无懈可击 ♠J"], targets=[1])
    t.end_play(0)
    t.finish()
    assert t.p(1).hp == 4 and t.damage_log() == []
    (use,) = t.log("use")
    assert use["card"]["color"] == "black"
    assert [e["target"] for e in t.log("no_effect")] == [1]


def test_spear_red_and_black_is_colourless_and_not_stopped_by_renwang_shield():
    """丈八蛇矛: a red and a black card make a colourless 杀; 仁王盾 only stops black ones (rulings 29, 30)."""
    t = table({"hand": ["桃 ♥3", "酒 ♠3"], "equip": ["丈八蛇矛 ♠Q"]}, {"equip": ["仁王盾 ♣2"]})
    t.play(0, skill="spear", cards=["桃 ♥3", "酒 ♠3"], targets=[1])
    t.end_play(0)
    t.finish()
    assert t.p(1).hp == 3
    assert t.damage_log() == [(0, 1, 1, None)]
    (use,) = t.log("use")
    assert use["card"]["color"] is None and use["card"]["suit"] is None
    assert t.log("no_effect") == []


def test_spear_played_as_slash_in_duel():
    """丈八蛇矛: two hand cards played (打出) as a 杀 for 决斗; the user, with no 杀, takes the damage."""
    t = table({"hand": ["决斗 ♠A"]}, {"hand": ["闪 ♥2", "桃 ♥3"], "equip": ["丈八蛇矛 ♠Q"]})
    t.play(0, "决斗 ♠A", [1])
    req = t.expect(1, "respond")
    assert req.names == ("slash",) and [o.skill for o in req.options] == ["spear"]
    t.respond(1, skill="spear", cards=["闪 ♥2", "桃 ♥3"])
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(1, 0, 1, None)]
    assert t.p(0).hp == 3 and t.hand(1) == set()
    (played,) = t.log("play")
    assert played["seat"] == 1 and played["card"]["key"] == "slash" and played["card"]["skill"] == "spear"
    assert set(t.ids("闪 ♥2", "桃 ♥3")) <= set(t.g.discard_pile)


def test_spear_played_as_slash_against_savage_assault():
    """丈八蛇矛: two hand cards played as the 杀 南蛮入侵 asks for; no damage."""
    t = table({"hand": ["南蛮入侵 ♠7"]}, {"hand": ["闪 ♥2", "无中生有 ♥7"], "equip": ["丈八蛇矛 ♠Q"]}, {})
    t.play(0, "南蛮入侵 ♠7")
    t.respond(1, skill="spear", cards=["闪 ♥2", "无中生有 ♥7"])
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 2, 1, None)]
    assert t.p(1).hp == 4 and t.hand(1) == set()
    assert [(e["seat"], e["card"]["skill"]) for e in t.log("play")] == [(1, "spear")]


# --------------------------------------------------------------------------- 方天画戟


def test_halberd_last_hand_card_up_to_three_targets():
    """方天画戟: a 杀 that is the last hand card may have up to two more targets; they resolve in seat
    order (ruling 29)."""
    t = table({"hand": ["杀 ♠7"], "equip": ["方天画戟 ♦Q"]}, {}, {}, {"hand": ["闪 ♥2"]}, {})
    spec = option(t, 0, "杀 ♠7").targets
    assert (spec.seats, spec.min, spec.max) == ((1, 2, 3, 4), 1, 3)
    with pytest.raises(IllegalAnswer):
        t.g.answer(Use(card=t.id("杀 ♠7"), targets=(1, 2, 3, 4)))
    t.play(0, "杀 ♠7", [4, 3, 1])
    t.respond(3, "闪 ♥2")
    t.end_play(0)
    t.finish()
    assert used(t)[0] == (0, "slash", [1, 3, 4])
    assert t.damage_log() == [(0, 1, 1, None), (0, 4, 1, None)]
    assert [t.p(s).hp for s in range(5)] == [4, 3, 4, 4, 3]


def test_halberd_not_when_other_hand_cards_remain():
    """方天画戟: with other hand cards left, the 杀 has one target only."""
    t = table({"hand": ["杀 ♠7", "桃 ♥3"], "equip": ["方天画戟 ♦Q"]}, {}, {}, {}, {})
    spec = option(t, 0, "杀 ♠7").targets
    assert (spec.seats, spec.max) == ((1, 2, 3, 4), 1)
    with pytest.raises(IllegalAnswer, match=r"choose 1\.\.1 targets"):
        t.g.answer(Use(card=t.id("杀 ♠7"), targets=(1, 2)))
    t.play(0, "杀 ♠7", [2])
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 2, 1, None)]


# --------------------------------------------------------------------------- 麒麟弓


def test_kylin_bow_discards_horse_and_damage_is_dealt():
    """麒麟弓: when the 杀 damages its target, discard its horse; the damage is still dealt (ruling 29)."""
    t = table({"hand": ["杀 ♠7"], "equip": ["麒麟弓 ♥5"]}, {"equip": ["绝影 ♠5"]})
    t.play(0, "杀 ♠7", [1])
    t.yes(0)                                               # the only horse: no choice
    t.end_play(0)
    t.finish()
    assert t.p(1).hp == 3 and t.p(1).equips == {}
    assert t.damage_log() == [(0, 1, 1, None)]
    assert moves(t, "kylin_bow") == [([t.id("绝影 ♠5")], "equip", "discard")]
    assert skills(t) == [(0, "kylin_bow")]
    assert t.kinds().index("skill") < t.kinds().index("damage")


def test_kylin_bow_chooses_between_two_horses():
    """麒麟弓: with two horses, the user chooses which one (the other and the armour stay)."""
    t = table({"hand": ["杀 ♠7"], "equip": ["麒麟弓 ♥5"]},
              {"equip": ["赤兔 ♥5", "的卢 ♣5", "八卦阵 ♣2"]}, top=["杀 ♣3"])
    t.play(0, "杀 ♠7", [1])
    t.yes(1)                                               # 八卦阵: black, no 闪
    t.yes(0)
    req = t.expect(0, "cards")
    assert set(req.cards) == set(t.ids("赤兔 ♥5", "的卢 ♣5"))
    t.cards(0, "赤兔 ♥5")
    t.end_play(0)
    t.finish()
    assert t.p(1).equips == {"defensive_horse": t.id("的卢 ♣5"), "armor": t.id("八卦阵 ♣2")}
    assert t.damage_log() == [(0, 1, 1, None)]


def test_kylin_bow_declined():
    """麒麟弓 is optional: declined, the horse stays and the damage is dealt."""
    t = table({"hand": ["杀 ♠7"], "equip": ["麒麟弓 ♥5"]}, {"equip": ["紫骍 ♦K"]})
    t.play(0, "杀 ♠7", [1])
    t.no(0)
    t.end_play(0)
    t.finish()
    assert t.p(1).equips == {"offensive_horse": t.id("紫骍 ♦K")}
    assert t.damage_log() == [(0, 1, 1, None)] and skills(t) == []


def test_kylin_bow_not_offered_without_horse():
    """麒麟弓 is only offered when the target has a horse (its armour is no horse)."""
    t = table({"hand": ["杀 ♦7"], "equip": ["麒麟弓 ♥5"]}, {"equip": ["仁王盾 ♣2"]})
    t.play(0, "杀 ♦7", [1])
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, None)] and t.p(1).equips == {"armor": t.id("仁王盾 ♣2")}
    assert skills(t) == []


# --------------------------------------------------------------------------- 古锭刀


def test_guding_blade_plus_one_without_hand_cards():
    """古锭刀: +1 damage when the target has no hand card (ruling 29)."""
    t = table({"hand": ["杀 ♠7"], "equip": ["古锭刀 ♠A"]}, {"equip": ["绝影 ♠5"]})
    t.play(0, "杀 ♠7", [1])
    t.end_play(0)
    t.finish()
    assert t.p(1).hp == 2
    assert t.damage_log() == [(0, 1, 2, None)]
    assert skills(t) == [(0, "guding_blade")]


def test_guding_blade_no_bonus_with_hand_cards():
    """古锭刀: a target holding a hand card takes the normal 1."""
    t = table({"hand": ["杀 ♠7"], "equip": ["古锭刀 ♠A"]}, {"hand": ["桃 ♥3"]})
    t.play(0, "杀 ♠7", [1])
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, None)] and skills(t) == []


def test_guding_blade_target_keeping_its_jink_takes_one():
    """古锭刀: a target that declines to use its only 闪 still holds a hand card: no bonus."""
    t = table({"hand": ["杀 ♠7"], "equip": ["古锭刀 ♠A"]}, {"hand": ["闪 ♥2"]})
    t.play(0, "杀 ♠7", [1])
    t.respond(1)
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, None)]


# --------------------------------------------------------------------------- 朱雀羽扇


def test_fan_makes_normal_slash_fire():
    """朱雀羽扇: a normal 杀 may become a 火杀: fire damage (ruling 29)."""
    t = table({"hand": ["杀 ♠7"], "equip": ["朱雀羽扇 ♦A"]}, {})
    t.play(0, "杀 ♠7", [1])
    t.yes(0)
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, "fire")]
    (changed,) = t.log("card_changed")
    assert changed["card"]["key"] == "fire_slash" and changed["card"]["subcards"] == [t.id("杀 ♠7")]
    assert skills(t) == [(0, "fan")]
    assert t.id("杀 ♠7") in t.g.discard_pile


def test_fan_fire_slash_on_vine_deals_two():
    """朱雀羽扇 + 藤甲: the converted 火杀 is not stopped by 藤甲 and deals 1+1 fire damage (rulings 29, 30)."""
    t = table({"hand": ["杀 ♠7"], "equip": ["朱雀羽扇 ♦A"]}, {"equip": ["藤甲 ♠2"]})
    t.play(0, "杀 ♠7", [1])
    t.yes(0)
    t.end_play(0)
    t.finish()
    assert t.p(1).hp == 2
    assert t.damage_log() == [(0, 1, 2, "fire")]
    assert t.log("no_effect") == []
    assert skills(t) == [(0, "fan"), (1, "vine")]


def test_fan_drunk_slash_on_vine_deals_three():
    """朱雀羽扇 + 酒 + 藤甲: 1 + 1 (酒) + 1 (藤甲's fire bonus) = 3 fire damage (rulings 7, 29, 30)."""
    t = table({"hand": ["酒 ♦9", "杀 ♠7"], "equip": ["朱雀羽扇 ♦A"]}, {"equip": ["藤甲 ♠2"]})
    t.play(0, "酒 ♦9")
    t.play(0, "杀 ♠7", [1])
    t.yes(0)
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 3, "fire")] and t.p(1).hp == 1


def test_fan_declined_normal_slash_on_vine_has_no_effect():
    """朱雀羽扇 is optional: declined, the normal 杀 has no effect on 藤甲."""
    t = table({"hand": ["杀 ♠7"], "equip": ["朱雀羽扇 ♦A"]}, {"equip": ["藤甲 ♠2"]})
    t.play(0, "杀 ♠7", [1])
    t.no(0)
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [] and t.log("card_changed") == []
    assert [e["target"] for e in t.log("no_effect")] == [1]


def test_fan_not_offered_for_thunder_slash():
    """朱雀羽扇 converts only a normal 杀: a 雷杀 stays thunder, nothing is asked."""
    t = table({"hand": ["雷杀 ♠4"], "equip": ["朱雀羽扇 ♦A"]}, {})
    t.play(0, "雷杀 ♠4", [1])
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, "thunder")] and t.log("card_changed") == []


def test_fan_on_a_slash_used_in_response():
    """朱雀羽扇 works on a 杀 used in response too (借刀杀人, ruling 29)."""
    t = table({"hand": ["借刀杀人 ♣Q"]}, {"hand": ["杀 ♠7"], "equip": ["朱雀羽扇 ♦A"]}, {})
    t.play(0, "借刀杀人 ♣Q", [1, 2])
    t.respond(1, "杀 ♠7")
    t.yes(1)
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(1, 2, 1, "fire")]
    assert skills(t) == [(1, "fan")]
    assert t.p(1).equips == {"weapon": t.id("朱雀羽扇 ♦A")}


# --------------------------------------------------------------------------- weapons and 铁索连环 (ruling 23)


def test_guding_blade_bonus_is_carried_by_the_chain_but_not_added_again():
    """古锭刀 + chain: the chain carries the amount the source caused (1+1), and 古锭刀 does not add another +1
    to the transmitted damage (the chained player is not the 杀's target), even without hand cards."""
    t = table({"hand": ["雷杀 ♠6"], "equip": ["古锭刀 ♠A"]}, {"chained": True}, {"chained": True})
    t.play(0, "雷杀 ♠6", [1])
    t.end_play(0)
    t.finish()
    assert [(e["target"], e["amount"], e["nature"], e["chain"]) for e in t.log("damage")] == \
        [(1, 2, "thunder", False), (2, 2, "thunder", True)]
    assert skills(t) == [(0, "guding_blade")]


def test_guding_blade_no_bonus_on_chain_victim_without_hand_cards():
    """古锭刀 + chain: target with a hand card takes 1; the handless chained player also takes 1."""
    t = table({"hand": ["火杀 ♦5"], "equip": ["古锭刀 ♠A"]},
              {"hand": ["桃 ♥3"], "chained": True}, {"chained": True})
    t.play(0, "火杀 ♦5", [1])
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, "fire"), (0, 2, 1, "fire")]
    assert skills(t) == []


def test_ice_sword_not_offered_for_chain_damage():
    """寒冰剑 + chain: declined on the target, it is not offered again for the transmitted damage."""
    t = table({"hand": ["雷杀 ♠8"], "equip": ["寒冰剑 ♠2"]}, {"hand": ["桃 ♥3"], "chained": True},
              {"hand": ["桃 ♥4"], "chained": True})
    t.play(0, "雷杀 ♠8", [1])
    t.no(0)
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, "thunder"), (0, 2, 1, "thunder")]
    assert t.hand(2) == {t.id("桃 ♥4")}


def test_ice_sword_prevented_damage_is_not_transmitted():
    """寒冰剑 + chain: a prevented damage is no damage, so nothing is transmitted and both stay chained."""
    t = table({"hand": ["雷杀 ♠8"], "equip": ["寒冰剑 ♠2"]}, {"hand": ["桃 ♥3"], "chained": True},
              {"chained": True})
    t.play(0, "雷杀 ♠8", [1])
    t.yes(0)
    t.end_play(0)
    t.finish()
    assert t.damage_log() == []
    assert t.p(1).chained and t.p(2).chained


def test_kylin_bow_not_offered_for_chain_damage():
    """麒麟弓 + chain: the transmitted damage does not let the user discard the chained player's horse."""
    t = table({"hand": ["雷杀 ♠8"], "equip": ["麒麟弓 ♥5"]}, {"chained": True}, {"equip": ["绝影 ♠5"], "chained": True})
    t.play(0, "雷杀 ♠8", [1])
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, "thunder"), (0, 2, 1, "thunder")]
    assert t.p(2).equips == {"defensive_horse": t.id("绝影 ♠5")}


def test_fan_fire_slash_spreads_along_the_chain():
    """朱雀羽扇: the converted 火杀 deals fire damage, which spreads to the other chained players."""
    t = table({"hand": ["杀 ♣9"], "equip": ["朱雀羽扇 ♦A"]}, {"chained": True}, {}, {"chained": True})
    t.play(0, "杀 ♣9", [1])
    t.yes(0)
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, "fire"), (0, 3, 1, "fire")]
    assert not t.p(1).chained and not t.p(3).chained


def test_qinggang_sword_ignores_only_its_targets_armour():
    """青釭剑 + chain: the target's 藤甲 is ignored (1 fire), but a chained non-target's 藤甲 still adds +1."""
    t = table({"hand": ["火杀 ♥7"], "equip": ["青釭剑 ♠6"]}, {"equip": ["藤甲 ♠2"], "chained": True},
              {"equip": ["藤甲 ♣2"], "chained": True})
    t.play(0, "火杀 ♥7", [1])
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, "fire"), (0, 2, 2, "fire")]
