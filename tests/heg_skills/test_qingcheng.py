"""倾城 (邹氏): discard an equipment card: one general of another fully shown player is turned
face down again (you choose which)."""

from heg import HegTable


def qingcheng_option(t, seat=0):
    opts = [o for o in t.expect(seat, "play").options if o.skill == "qingcheng"]
    return opts[0] if opts else None


def test_hides_the_chosen_general_and_its_skills():
    t = HegTable([{"generals": ["huatuo", "zoushi"], "hand": ["的卢 ♣5", "杀 ♠7"], "equip": ["青釭剑 ♠6"]},
                  {"generals": ["caocao", "xuchu"]},
                  {"generals": ["liubei", "guanyu"], "shown": [True, False]}])
    opt = qingcheng_option(t)
    assert set(opt.cards) == set(t.ids("的卢 ♣5", "青釭剑 ♠6")) and (opt.min_cards, opt.max_cards) == (1, 1)
    assert opt.targets.seats == (1,)            # seat 2 has a face-down general
    t.play(0, skill="qingcheng", cards=["的卢 ♣5"], targets=[1])
    req = t.expect(0, "option")
    assert req.prompt.key == "qingcheng_hide" and req.prompt.args == (1,) and req.options == ("head", "deputy")
    t.choose(0, "head")
    (hide,) = t.log("hide_general")
    assert (hide["seat"], hide["slot"], hide["reason"]) == (1, "head", "qingcheng")
    p = t.p(1)
    assert p.generals[0].shown is False and p.hidden_skills == {"jianxiong": 0}
    assert p.kingdom == "wei" and p.gender == "male"
    assert t.id("的卢 ♣5") in t.g.discard_pile
    assert qingcheng_option(t) is None           # nobody left with both generals shown
    # 祸水 is shown: in 邹氏's turn seat 1 cannot show 曹操 again to use 奸雄
    t.play(0, "杀 ♠7", [1])
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, None)] and t.log("show_general") == []
    assert [(e["seat"], e["skill"]) for e in t.log("skill")] == [(0, "qingcheng")]


def test_no_equipment_card_no_option():
    t = HegTable([{"generals": ["huatuo", "zoushi"], "hand": ["杀 ♠7"]},
                  {"generals": ["caocao", "xuchu"]}])
    assert qingcheng_option(t) is None
    t.end_play(0)
    t.finish()


def test_face_down_zoushi_is_shown_by_using_it_and_may_use_it_again():
    t = HegTable([{"generals": ["huatuo", "zoushi"], "shown": [True, False], "equip": ["青釭剑 ♠6", "的卢 ♣5"]},
                  {"generals": ["caocao", "xuchu"]},
                  {"generals": ["liubei", "guanyu"]}])
    t.play(0, skill="qingcheng", cards=["青釭剑 ♠6"], targets=[1])
    t.choose(0, "deputy")
    (show,) = t.log("show_general")
    assert (show["general"], show["reason"]) == ("zoushi", "qingcheng")
    assert qingcheng_option(t).targets.seats == (2,)
    t.play(0, skill="qingcheng", cards=["的卢 ♣5"], targets=[2])
    t.choose(0, "deputy")
    t.end_play(0)
    t.finish()
    assert [(e["seat"], e["slot"]) for e in t.log("hide_general")] == [(1, "deputy"), (2, "deputy")]
    assert t.p(1).hidden_skills == {"luoyi": 1} and t.p(2).hidden_skills == {"wusheng": 1}
    assert t.p(0).equips == {}
