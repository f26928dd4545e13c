"""断肠 (蔡文姬): 锁定技: your killer loses every skill of the general you choose (head or deputy)."""

from heg import HegTable


def skill_ids(p):
    return sorted(s.id for s in p.skills)


def test_killer_loses_the_chosen_shown_generals_skills():
    t = HegTable([{"generals": ["caocao", "xuchu"], "hand": ["杀 ♠7"]},
                  {"generals": ["caiwenji", "huatuo"], "hp": 1},
                  {"generals": ["liubei", "guanyu"]}],
                 top=["闪 ♦2"])
    t.play(0, "杀 ♠7", [1])
    req = t.expect(1, "option")
    assert req.prompt.key == "duanchang" and req.prompt.args == (0,) and req.options == ("head", "deputy")
    t.choose(1, "head")
    t.end_play(0)
    t.finish()
    assert not t.p(1).alive
    assert skill_ids(t.p(0)) == ["luoyi"] and t.p(0).marks == {"duanchang_head": 1}
    assert [(e["seat"], e["skill"]) for e in t.log("lose_skill")] == [(0, "jianxiong")]
    assert [(e["seat"], e["slot"], e["source"]) for e in t.log("duanchang", seat=2)] == [(0, "head", 1)]
    assert [(e["seat"], e["skill"]) for e in t.log("skill")] == [(1, "duanchang")]
    assert [e["seat"] for e in t.log("reward")] == [0]     # the 国战 reward still comes


def test_a_face_down_general_stays_blank_when_shown_later():
    t = HegTable([{"generals": ["caocao", "xuchu"], "shown": [True, False], "hand": ["杀 ♠7"]},
                  {"generals": ["caiwenji", "huatuo"], "hp": 1},
                  {"generals": ["liubei", "guanyu"]}],
                 stop="game_over", round_limit=2)
    t.play(0, "杀 ♠7", [1])
    t.choose(1, "deputy")
    assert skill_ids(t.p(0)) == ["jianxiong"] and "luoyi" not in t.p(0).hidden_skills
    assert t.p(0).marks == {"duanchang_deputy": 1} and t.p(0).generals[1].shown is False
    # only the killer learns which skills its face-down general lost
    assert [e["skill"] for e in t.log("lose_skill", seat=0)] == ["luoyi"]
    assert t.log("lose_skill", seat=2) == [] and t.log("lose_skill", seat=None) == []
    t.end_play(0)
    t.end_play(2)                               # seat 2's turn
    t.show(0, "deputy")                         # seat 0's next turn: 许褚 shown at last
    t.choose(0, "none")                         # 珠联璧合 (曹操 + 许褚): nothing
    # no 裸衣 question in the draw phase: the skill is gone for good
    t.end_play(0)
    t.end_play(2)
    t.finish("round_limit")
    assert skill_ids(t.p(0)) == ["jianxiong"] and t.p(0).generals[1].shown


def test_face_down_caiwenji_is_shown_at_death_and_still_works():
    t = HegTable([{"generals": ["caocao", "xuchu"], "hand": ["杀 ♠7"]},
                  {"generals": ["huatuo", "caiwenji"], "shown": [False, False], "hp": 1},
                  {"generals": ["liubei", "guanyu"]}])
    t.play(0, "杀 ♠7", [1])
    t.choose(1, "deputy")
    t.end_play(0)
    t.finish()
    assert [(e["general"], e["reason"]) for e in t.log("show_general")] == [("huatuo", "death"), ("caiwenji", "death")]
    assert skill_ids(t.p(0)) == ["jianxiong"]


def test_no_killer_no_duanchang():
    t = HegTable([{"generals": ["jiaxu", "pangde"]},
                  {"generals": ["caiwenji", "huatuo"], "hp": 1},
                  {"generals": ["caocao", "xuchu"]},
                  {"generals": ["liubei", "guanyu"]}])
    t.play(0, skill="luanwu")                   # 蔡文姬 loses her last HP: nobody killed her
    t.end_play(0)
    t.finish()
    assert not t.p(1).alive and t.log("lose_skill") == [] and t.log("duanchang") == []
    assert [e["skill"] for e in t.log("skill")] == ["luanwu", "wansha"]
