"""神速 (夏侯渊): skip the judge and draw phases, and/or skip the play phase and discard an
equipment card, each time for a 杀 on anyone (no distance limit, not counted)."""

from heg import HegTable

SHU = ["liubei", "zhangfei"]


def table(hand, *, shown=(True, True), equip=(), top=(), **kw):
    """夏侯渊+曹操 (seat 0) against three others; seat 2 is at distance 2."""
    return HegTable([{"generals": ["xiahouyuan", "caocao"], "shown": list(shown), "hand": hand, "equip": list(equip)},
                     {"generals": SHU, "hand": ["闪 ♥2"]},
                     {"generals": ["sunquan", "huanggai"], "hand": ["闪 ♦2"]},
                     {"generals": ["lvbu", "huatuo"]}],
                    phase="start", top=list(top), **kw)


def slash_uses(t):
    return [(e["user"], e["card"]["key"], e["card"]["skill"], e["targets"]) for e in t.log("use")
            if e["card"]["key"] == "slash"]


def test_both_choices_two_free_slashes():
    t = table(["赤兔 ♥5", "杀 ♠5"], top=["桃 ♥4"])
    req = t.expect(0, "option")                 # before the judge phase
    assert req.prompt.key == "invoke" and req.prompt.args == ("shensu",)
    t.yes(0)
    req = t.expect(0, "seats")
    assert req.seats == (1, 2, 3)               # no distance limit
    t.seats(0, 2)
    t.respond(2)                                # keeps the 闪
    # the draw phase is skipped too; before the play phase: discard an equipment card?
    req = t.expect(0, "cards")
    assert req.prompt.key == "shensu_equip" and req.cards == (t.id("赤兔 ♥5"),) and (req.min, req.max) == (0, 1)
    t.cards(0, "赤兔 ♥5")
    t.seats(0, 3)
    # the play phase is skipped; 1 hand card, 4 HP: nothing to discard
    t.finish()
    assert slash_uses(t) == [(0, "slash", "shensu", [2]), (0, "slash", "shensu", [3])]
    assert t.damage_log() == [(0, 2, 1, None), (0, 3, 1, None)]
    assert [e["phase"] for e in t.log("phase_skipped")] == ["judge", "draw", "play"]
    assert [(e["seat"], e["skill"]) for e in t.log("skill")] == [(0, "shensu"), (0, "shensu")]
    assert t.hand(0) == {t.id("杀 ♠5")} and t.id("赤兔 ♥5") in t.g.discard_pile
    assert t.g.draw_pile[-1] == t.id("桃 ♥4")        # nothing drawn


def test_free_slash_does_not_count_and_equipped_card_pays():
    t = table(["杀 ♠5"], equip=["大宛 ♠13"])
    t.yes(0)
    t.seats(0, 1)
    t.respond(1, "闪 ♥2")
    t.cards(0)                                  # keeps the 大宛 and the play phase
    # in the play phase the own 杀 is still usable (the free one did not count)
    req = t.expect(0, "play")
    assert any(o.card == t.id("杀 ♠5") for o in req.options)
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [] and t.hand(1) == set()
    assert [e["phase"] for e in t.log("phase_skipped")] == ["judge", "draw"]


def test_second_choice_from_equipment_area():
    t = table([], equip=["大宛 ♠13"])
    t.no(0)                                     # keeps the judge and draw phases
    req = t.expect(0, "cards")
    assert req.cards == (t.id("大宛 ♠13"),)
    t.cards(0, "大宛 ♠13")
    t.seats(0, 1)
    t.respond(1)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, None)] and t.p(0).equips == {}
    assert [e["phase"] for e in t.log("phase_skipped")] == ["play"]
    assert len(t.hand(0)) == 2                  # the draw phase was kept


def test_declined_both_and_no_equipment_no_second_question():
    t = table(["杀 ♠5"], top=["桃 ♥4", "桃 ♥6"])
    t.no(0)
    # no equipment card: not asked before the play phase
    t.end_play(0)
    t.finish()
    assert slash_uses(t) == [] and t.log("skill") == [] and t.log("phase_skipped") == []
    assert t.hand(0) == set(t.ids("杀 ♠5", "桃 ♥4", "桃 ♥6"))


def test_face_down_general_is_shown():
    t = table(["杀 ♠5"], shown=(False, True))
    t.show(0, "none")                          # 准备阶段: keeps 夏侯渊 face down
    t.yes(0)                                   # 神速 shows him
    t.seats(0, 3)                              # seat 3 has no card to answer with
    t.end_play(0)
    t.finish()
    shows = [(e["seat"], e["slot"], e["general"], e["reason"]) for e in t.log("show_general")]
    assert shows == [(0, "head", "xiahouyuan", "shensu")]
    assert t.p(0).kingdom == "wei" and t.damage_log() == [(0, 3, 1, None)]
