"""帷幕 (贾诩): 锁定技, he cannot be the target of a black trick (ordinary or delayed)."""

from refusing import refused
from table import Table


def targets_of(t, card, seat=0):
    (opt,) = [o for o in t.expect(seat, "play").options if o.card == t.id(card)]
    return opt.targets.seats if opt.targets is not None else None


def test_black_tricks_pass_him_by_red_ones_do_not():
    t = Table([{"role": "lord", "hand": ["过河拆桥 ♠3", "过河拆桥 ♥Q", "决斗 ♣A", "铁索连环 ♣10", "乐不思蜀 ♠6"]},
               {"role": "rebel", "general": "jiaxu", "hand": ["闪 ♦2"]},
               {"role": "rebel", "hand": ["闪 ♦3"]}])
    assert targets_of(t, "过河拆桥 ♠3") == (2,)
    assert targets_of(t, "过河拆桥 ♥Q") == (1, 2)
    assert targets_of(t, "决斗 ♣A") == (2,)
    assert targets_of(t, "乐不思蜀 ♠6") == (2,)
    assert 1 not in targets_of(t, "铁索连环 ♣10")
    refused(t, 0, "play", {"type": "use", "card": "过河拆桥 ♠3", "targets": [1]}, "not a legal target")
    refused(t, 0, "play", {"type": "use", "card": "乐不思蜀 ♠6", "targets": [1]}, "not a legal target")
    t.play(0, "过河拆桥 ♥Q", targets=[1])
    t.end_play(0)
    t.finish()


def test_savage_assault_leaves_him_out():
    t = Table([{"role": "lord", "hand": ["南蛮入侵 ♣7", "万箭齐发 ♥A"]},
               {"role": "rebel", "general": "jiaxu"}, {"role": "rebel"}])
    t.play(0, "南蛮入侵 ♣7")
    t.play(0, "万箭齐发 ♥A")
    t.end_play(0)
    t.finish()
    uses = [(e["card"]["key"], e["targets"]) for e in t.log("use")]
    assert uses == [("savage_assault", [2]), ("archery_attack", [1, 2])]
    assert t.damage_log() == [(0, 2, 1, None), (0, 1, 1, None), (0, 2, 1, None)]


def test_a_black_lightning_moves_past_him():
    t = Table([{"role": "lord", "judge": ["闪电 ♠A"]}, {"role": "rebel", "general": "jiaxu"}, {"role": "rebel"}],
              phase="judge", top=["桃 ♥3"])
    t.end_play(0)
    t.finish()
    assert t.p(1).judge == [] and t.p(2).judge == [t.id("闪电 ♠A")]


def test_colourless_and_not_targeted_ones_reach_him():
    """离间's 决斗 has no colour; as the 杀's victim of a black 借刀杀人 he is no target of the trick."""
    t = Table([{"role": "lord", "general": "diaochan", "hand": ["杀 ♠7"]},
               {"role": "rebel", "general": "jiaxu"},
               {"role": "rebel", "gender": "male", "hand": ["杀 ♣2"]}])
    t.play(0, skill="lijian", cards=["杀 ♠7"], targets=[1, 2])
    t.end_play(0)
    t.no(0)                                   # 闭月
    t.finish()
    assert t.damage_log() == [(2, 1, 1, None)]
    t = Table([{"role": "lord", "hand": ["借刀杀人 ♣Q"]},
               {"role": "rebel", "equip": ["诸葛连弩 ♣A"], "hand": ["杀 ♣2"]},
               {"role": "rebel", "general": "jiaxu", "equip": ["雌雄双股剑 ♠2"]}])
    (opt,) = [o for o in t.expect(0, "play").options if o.card == t.id("借刀杀人 ♣Q")]
    assert dict(opt.targets.then) == {1: (2, 0)}          # 贾诩 (armed) may be the victim, not the target
    t.play(0, "借刀杀人 ♣Q", targets=[1, 2])
    t.respond(1, "杀 ♣2")
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(1, 2, 1, None)]
