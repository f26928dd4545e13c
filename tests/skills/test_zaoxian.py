"""凿险 (邓艾, 觉醒技): three 田 or more at his start phase: −1 max HP, gain 急袭 (a 田 as 顺手牵羊);
once per game."""

from refusing import refused
from table import Table

from sgs_desktop.engine.distance import distance


def fields(t, seat: int = 0) -> list[int]:
    return list(t.p(seat).piles.get("tuntian", []))


def test_zaoxian_wakes_at_three_fields_and_jixi_snatches_with_one():
    t = Table([{"role": "rebel", "general": "dengai", "hand": ["闪 ♥2"], "equip": ["八卦阵 ♠2", "绝影 ♠5"]},
               {"role": "lord", "general": "caocao", "hand": ["过河拆桥 ♠3", "过河拆桥 ♠4", "过河拆桥 ♣3"],
                "equip": ["赤兔 ♥5"]}],
              current=1, stop="game_over", round_limit=1,
              top=["杀 ♠7", "杀 ♠8", "闪 ♦3",      # the three judgements
                   "杀 ♣7", "杀 ♣8"])              # 邓艾's draw
    for trick, card in (("过河拆桥 ♠3", "闪 ♥2"), ("过河拆桥 ♠4", "八卦阵 ♠2"), ("过河拆桥 ♣3", "绝影 ♠5")):
        t.play(1, trick, [0])
        if card.startswith("闪"):
            t.pick_hidden(1, card)              # (a hand card: by its face-down position)
        elif t.pending.kind == "pick":          # (the last card goes without a choice)
            t.pick(1, card)
        t.yes(0)
    assert len(fields(t)) == 3 and distance(t.g, 0, 1) == 1
    t.end_play(1)
    # 邓艾's start phase: 凿险 wakes without a question
    req = t.expect(0, "play")
    assert t.p(0).max_hp == 3 and t.p(0).marks.get("zaoxian") == 1 and t.p(0).has_skill("jixi")
    (opt,) = [o for o in req.options if o.skill == "jixi"]
    assert (opt.name, set(opt.cards)) == ("snatch", set(fields(t)))
    refused(t, 0, "play", {"type": "use", "skill": "jixi", "cards": ["杀 ♣7"], "targets": [1]}, "may not be chosen")
    t.play(0, skill="jixi", cards=["杀 ♠7"], targets=[1])
    t.end_play(0)
    t.finish("round_limit")
    assert len(fields(t)) == 2 and t.id("赤兔 ♥5") in t.hand(0)
    assert (0, "snatch", "jixi") in [(u["user"], u["card"]["key"], u["card"].get("skill")) for u in t.log("use")]
    assert [(e["seat"], e["skill"]) for e in t.log("acquire_skill")] == [(0, "jixi")]
    assert [(e["seat"], e["max_hp"], e["delta"]) for e in t.log("max_hp")] == [(0, 3, -1)]
    assert [e["skill"] for e in t.log("skill")].count("zaoxian") == 1


def test_zaoxian_sleeps_with_two_fields():
    t = Table([{"role": "rebel", "general": "dengai", "hand": ["闪 ♥2", "闪 ♥8"]},
               {"role": "lord", "general": "caocao", "hand": ["过河拆桥 ♠3", "过河拆桥 ♠4"]}],
              current=1, stop="game_over", round_limit=1, top=["杀 ♠7", "杀 ♠8", "杀 ♣7", "杀 ♣8"])
    for trick, card in (("过河拆桥 ♠3", "闪 ♥2"), ("过河拆桥 ♠4", "闪 ♥8")):
        t.play(1, trick, [0])
        if t.pending.kind == "pick":
            t.pick_hidden(1, card)
        t.yes(0)
    t.end_play(1)
    req = t.expect(0, "play")
    assert not t.p(0).has_skill("jixi") and "zaoxian" not in t.p(0).marks and t.p(0).max_hp == 4
    assert not [o for o in req.options if o.skill == "jixi"]
