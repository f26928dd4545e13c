"""新生 (左慈): after taking damage, per point one more 化身牌 (face down, his alone to see)."""

import json

from refusing import refused
from table import Table


def start(t: Table) -> None:
    """化身 at the game's start: the first 化身牌 offered, and its first skill."""
    while t.pending is not None and t.pending.seat == 1 and t.pending.prompt.key.startswith("huashen_"):
        t.choose(1, t.pending.options[0])


def test_two_damage_two_more_each_point_its_own_question():
    t = Table([{"role": "lord", "general": "caocao", "hand": ["酒 ♠3", "杀 ♠7"]},
               {"role": "rebel", "general": "zuoci"}, {"role": "loyalist", "general": "liubei"}])
    start(t)
    before = {m for m in t.p(1).marks if m.startswith("own:")}
    assert t.p(1).marks["huashen"] == 2
    t.play(0, "酒 ♠3")
    t.play(0, "杀 ♠7", [1])
    req = t.expect(1, "option")
    assert req.prompt.args == ("xinsheng",)
    refused(t, 1, "option", {"type": "option", "option": "twice"}, "not offered")
    t.yes(1)
    t.yes(1)
    t.end_play(0)
    t.finish()
    p = t.p(1)
    new = {m for m in p.marks if m.startswith("own:")} - before
    assert p.hp == 1 and p.marks["huashen"] == 4 and len(new) == 2
    seated = {"caocao", "zuoci", "liubei"}
    assert not {m.split(".", 1)[1] for m in new} & seated
    assert [(e["seat"], e["skill"]) for e in t.log("skill")][-2:] == [(1, "xinsheng"), (1, "xinsheng")]
    # the others see the number grow, never the generals
    assert t.g.view(0).players[1].marks["huashen"] == 4
    for seat in (0, 2, None):
        text = json.dumps(t.log(seat=seat), ensure_ascii=False) + json.dumps(t.g.view(seat).to_json())
        assert not any(m.removeprefix("own:") in text for m in new)


def test_a_point_declined_the_next_still_asked():
    t = Table([{"role": "lord", "general": "caocao", "hand": ["酒 ♠3", "杀 ♠7"]},
               {"role": "rebel", "general": "zuoci"}, {"role": "loyalist", "general": "liubei"}])
    start(t)
    t.play(0, "酒 ♠3")
    t.play(0, "杀 ♠7", [1])
    t.no(1)
    t.yes(1)
    t.end_play(0)
    t.finish()
    assert t.p(1).marks["huashen"] == 3
    t = Table([{"role": "lord", "general": "caocao", "hand": ["杀 ♠7"]},
               {"role": "rebel", "general": "zuoci"}, {"role": "loyalist", "general": "liubei"}])
    start(t)
    t.play(0, "杀 ♠7", [1])
    t.no(1)
    t.end_play(0)
    t.finish()
    assert t.p(1).marks["huashen"] == 2 and "xinsheng" not in [e["skill"] for e in t.log("skill")]
