"""The AI never nullifies its own helpful card (issue 17: the lord removed a 乐不思蜀 from his
loyalist's judge area with 过河拆桥, then played 无懈可击 against his own 过河拆桥)."""

from aitable import AITable

from sgs_desktop.engine.protocol.answers import Pass


def test_the_lord_dismantles_indulgence_on_his_loyalist_and_lets_it_stand():
    t = AITable([{"role": "lord", "hand": ["过河拆桥 ♣3", "无懈可击 ♠J"]},
                 {"role": "rebel"},
                 {"role": "loyalist", "judge": ["乐不思蜀 ♠6"]},
                 {"role": "renegade"}], ai_seats=(0,))
    t.play(0, "过河拆桥 ♣3", [2])
    assert t.ai_answer(0, "respond") == Pass()     # its own card, helping its loyalist: no 无懈可击
    if t.pending is not None and t.pending.kind == "pick":     # (the only card there: taken as it is)
        t.pick(0, "乐不思蜀 ♠6")
    t.expect(0, "play")
    assert t.id("乐不思蜀 ♠6") in t.g.discard_pile and t.id("无懈可击 ♠J") in t.hand(0)

