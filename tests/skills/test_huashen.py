"""化身 (左慈): at the game's start two random generals not in play, face down, as 化身牌 (his
alone to see); one turned up and one of its skills declared (never a 限定技, 觉醒技 or 主公技),
with its gender and kingdom; at the start of and after each of his turns he may turn up another
and declare anew. (Seed 1 deals him 孙策 and 貂蝉.)"""

import json

from refusing import refused
from table import Table

HIDDEN = {"sunce", "diaochan"}


def table(seed=1, **kw) -> Table:
    return Table([{"role": "lord", "general": "caocao"}, {"role": "rebel", "general": "zuoci"},
                  {"role": "loyalist", "general": "liubei"}], seed=seed, **kw)


def names_any(events_or_view, generals) -> bool:
    text = json.dumps(events_or_view, ensure_ascii=False, default=str)
    return any(f'"{gid}"' in text or f".{gid}" in text for gid in generals)


def test_two_at_the_start_one_turned_up_with_a_skill_gender_and_kingdom():
    t = table(stop="game_over", round_limit=1)
    req = t.expect(1, "option")
    assert req.prompt.key == "huashen_general" and set(req.options) == HIDDEN
    # seen by him alone: the others know there are two
    assert t.g.view(1).players[1].marks == {"own:huashen.sunce": 1, "own:huashen.diaochan": 1, "huashen": 2}
    for seat in (0, 2, None):
        assert t.g.view(seat).players[1].marks == {"huashen": 2}
    refused(t, 1, "option", {"type": "option", "option": "caocao"}, "not offered")        # in play
    t.choose(1, "sunce")                       # 激昂 alone may be declared (魂姿 wakes, 制霸 is a lord's)
    p = t.p(1)
    assert p.has_skill("jiang") and not p.has_skill("hunzi") and not p.has_skill("zhiba")
    assert (p.kingdom, p.gender) == ("wu", "male")
    assert p.marks == {"own:huashen.diaochan": 1, "huashen": 2, "huashen.sunce": 1}
    assert t.g.view(0).players[1].marks == {"huashen": 2, "huashen.sunce": 1}
    assert t.g.view(0).players[1].kingdom == "wu"
    (ev,) = t.log("huashen", seat=0)
    assert (ev["seat"], ev["general"], ev["skill"], ev["kingdom"]) == (1, "sunce", "jiang", "wu")
    # nothing another seat was told names the face-down 貂蝉
    for seat in (0, 2, None):
        assert not names_any(t.log(seat=seat), {"diaochan"})
        assert not names_any(t.g.view(seat).to_json(), {"diaochan"})
    assert names_any(t.log(seat=1), {"diaochan"})


def test_at_his_turn_start_he_turns_up_another_and_after_it_keeps_it():
    t = table(seed=10, stop="game_over", round_limit=1, top=["杀 ♠7", "闪 ♦2", "桃 ♥3"])
    assert t.expect(1, "option").options == ("sunquan", "sunshangxiang")
    t.choose(1, "sunquan")                     # 制衡 (救援 is a lord's)
    assert t.p(1).has_skill("zhiheng") and (t.p(1).kingdom, t.p(1).gender) == ("wu", "male")
    t.end_play(0)                              # the lord's turn
    assert t.expect(1, "option").prompt.args == ("huashen",)                 # 左慈's turn starts
    t.yes(1)
    assert t.expect(1, "option").options == ("sunquan", "sunshangxiang")
    t.choose(1, "sunshangxiang")
    req = t.expect(1, "option")
    assert req.prompt.key == "huashen_skill" and req.prompt.args == ("sunshangxiang",)
    assert req.options == ("jieyin", "xiaoji")
    refused(t, 1, "option", {"type": "option", "option": "zhiheng"}, "not offered")
    t.choose(1, "xiaoji")
    p = t.p(1)
    assert p.has_skill("xiaoji") and not p.has_skill("zhiheng") and (p.kingdom, p.gender) == ("wu", "female")
    assert p.marks == {"huashen": 2, "own:huashen.sunquan": 1, "huashen.sunshangxiang": 1}
    assert t.g.view(2).players[1].marks == {"huashen": 2, "huashen.sunshangxiang": 1}
    assert t.g.view(2).players[1].gender == "female"
    t.end_play(1)
    assert t.expect(1, "option").prompt.args == ("huashen",)                 # after his turn
    t.no(1)
    t.end_play(2)
    t.finish("round_limit")
    assert [(e["seat"], e["skill"]) for e in t.log("lose_skill")] == [(1, "zhiheng")]
    assert [(e["general"], e["skill"]) for e in t.log("huashen")] == [("sunquan", "zhiheng"),
                                                                      ("sunshangxiang", "xiaoji")]
    # they saw 孙权 turned up; they are not told it lies face down again, nor is anything else named
    assert t.g.view(0).players[1].marks == {"huashen": 2, "huashen.sunshangxiang": 1}


def test_the_same_card_may_declare_another_skill():
    t = Table([{"role": "lord", "general": "caocao"}, {"role": "rebel", "general": "zuoci"}], seed=9,
              stop="game_over", round_limit=1, top=["杀 ♠7", "闪 ♦2", "桃 ♥3", "桃 ♥4"])
    assert t.expect(1, "option").options == ("liubei", "simayi")
    t.choose(1, "simayi")
    t.choose(1, "fankui")
    t.end_play(0)
    t.yes(1)                                   # his turn starts
    t.choose(1, "simayi")
    assert t.expect(1, "option").options == ("fankui", "guicai")
    t.choose(1, "guicai")
    assert t.p(1).has_skill("guicai") and not t.p(1).has_skill("fankui")
    t.end_play(1)
    t.no(1)
    t.finish("round_limit")
