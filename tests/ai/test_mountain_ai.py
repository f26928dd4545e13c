"""The 简单 (basic) and 普通 (normal) AI with the 山 generals' skills (identity): each question and
play-phase skill is answered as the declaration beside the skill advises."""

from __future__ import annotations

import pytest
from aitable import AITable
from normaltable import NormalTable

from sgs_desktop.engine.protocol.answers import Cards, Choose, Seats, Use

TABLES = {"basic": AITable, "normal": NormalTable}
AIS = list(TABLES)


@pytest.mark.parametrize("ai", AIS)
def test_qiaobian_skips_a_judge_phase_with_indulgence_waiting(ai):
    t = TABLES[ai]([{"role": "lord", "general": "zhanghe", "hand": ["杀 ♠10", "桃 ♥3"], "judge": ["乐不思蜀 ♣6"]},
                    {"role": "rebel"}], phase="judge", ai_seats=(0,))
    assert t.expect(0, "cards").prompt.args == ("judge",)
    assert t.ai_answer(0, "cards") == Cards((t.id("杀 ♠10"),))
    assert t.p(0).judge == [t.id("乐不思蜀 ♣6")] and t.log("judge") == []


@pytest.mark.parametrize("ai", AIS)
def test_qiaobian_skips_the_draw_to_take_two_enemies_cards(ai):
    t = TABLES[ai]([{"role": "rebel", "general": "zhanghe", "hand": ["杀 ♠10", "桃 ♥3"]},
                    {"role": "lord", "hand": ["闪 ♦2"]}, {"role": "loyalist", "hand": ["闪 ♦3"]}, {"role": "rebel"}],
                   current=0, phase="draw", ai_seats=(0,))
    assert t.ai_answer(0, "cards") == Cards((t.id("杀 ♠10"),))      # the lord and his loyalist hold a card each
    assert t.expect(0, "seats").prompt.key == "qiaobian_whom"
    assert t.ai_answer(0, "seats") == Seats((1, 2))
    assert t.hand(0) == {t.id("桃 ♥3"), t.id("闪 ♦2"), t.id("闪 ♦3")}


def test_qiaobian_does_not_skip_a_draw_with_one_enemy():
    t = AITable([{"role": "lord", "general": "zhanghe", "hand": ["杀 ♠10", "桃 ♥3"]},
                 {"role": "rebel", "hand": ["闪 ♦2"]}], phase="draw", ai_seats=(0,))
    assert t.ai_answer(0, "cards") == Cards(())


@pytest.mark.parametrize("ai", AIS)
def test_tiaoxin_dares_an_enemy_in_reach(ai):
    t = TABLES[ai]([{"role": "lord", "general": "jiangwei", "hand": ["闪 ♦3"]},
                    {"role": "rebel", "hand": ["桃 ♥4"], "equip": ["赤兔 ♥5"]}], ai_seats=(0,))
    answer = t.ai_answer(0, "play")
    assert (answer.skill, answer.targets) == ("tiaoxin", (1,))


def test_zhijian_gives_a_spare_horse_to_a_friend():
    """A loyalist wearing a −1 horse gives its second one to the lord."""
    t = AITable([{"role": "lord"},
                 {"role": "loyalist", "general": "erzhang", "hand": ["紫骍 ♦13"], "equip": ["赤兔 ♥5"]},
                 {"role": "rebel"}, {"role": "renegade"}], current=1, ai_seats=(1,))
    assert t.ai_answer(1, "play") == Use(skill="zhijian", cards=(t.id("紫骍 ♦13"),))
    assert t.ai_answer(1, "seats") == Seats((0,))


@pytest.mark.parametrize("ai", AIS)
def test_guzheng_gives_back_the_cheapest(ai):
    t = TABLES[ai]([{"role": "lord", "hand": ["杀 ♠7", "桃 ♥4", "闪 ♦2", "闪 ♦3", "桃 ♥6", "杀 ♠8"]},
                    {"role": "rebel", "general": "erzhang"}], phase="discard", ai_seats=(1,))
    t.cards(0, "杀 ♠7", "桃 ♥4")
    assert t.ai_answer(1, "option") == Choose("yes")
    assert t.ai_answer(1, "cards") == Cards((t.id("杀 ♠7"),))
    assert t.id("桃 ♥4") in t.hand(1)


@pytest.mark.parametrize(("ai", "her_role", "yes"), [("basic", "loyalist", True), ("basic", "rebel", False),
                                                    ("normal", "loyalist", True), ("normal", "rebel", False)])
def test_beige_for_a_friend_only(ai, her_role, yes):
    """The lord is hurt: his loyalist 蔡文姬 plays 悲歌 for him, a rebel one does not."""
    t = TABLES[ai]([{"role": "renegade", "hand": ["杀 ♠7"]}, {"role": "lord"},
                    {"role": her_role, "general": "caiwenji", "hand": ["闪 ♦2"]},
                    {"role": "rebel" if her_role == "loyalist" else "loyalist"}], current=0, ai_seats=(2,))
    t.play(0, "杀 ♠7", [1])
    assert t.expect(2, "option").prompt.args == ("beige", 1, 0)
    assert t.ai_answer(2, "option") == Choose("yes" if yes else "no")


@pytest.mark.parametrize(("hp", "choice"), [(1, "recover"), (2, "draw")])
def test_zhiji_recovers_at_one_hp(hp, choice):
    t = AITable([{"role": "rebel", "general": "jiangwei", "hp": hp}, {"role": "lord"}], current=0, phase="start",
                ai_seats=(0,))
    assert t.ai_answer(0, "option") == Choose(choice)


@pytest.mark.parametrize("ai", AIS)
@pytest.mark.parametrize(("hp", "general", "skill"), [(1, "zhoutai", "buqu"), (3, "guojia", "yiji")])
def test_huashen_keeps_buqu_while_at_zero_hp(ai, hp, general, skill, monkeypatch):
    """左慈 living at 0 HP on 化身's 不屈: after his turn the AI keeps 周泰 turned up and 不屈 declared
    (another declaration would lose 不屈 there: dying, docs/rulings.md 风); at 3 HP it takes 郭嘉's 遗计,
    a skill it ranks higher."""
    from sgs_desktop.packs.generals import identity_generals
    from sgs_desktop.packs.skills.qun import huashen

    pool = {gid: identity_generals()[gid] for gid in ("zhoutai", "guojia")}
    monkeypatch.setattr(huashen, "classic_identity_generals", lambda: pool)
    t = TABLES[ai]([{"role": "rebel", "general": "zuoci", "hp": hp, "max_hp": 3, "hand": ["决斗 ♠A"]},
                    {"role": "lord", "general": "caocao", "hand": ["杀 ♣5"]}, {"role": "loyalist"}],
                   current=0, top=["闪 ♦2"], ai_seats=(0,))
    t.choose(0, "zhoutai")
    if hp == 1:
        t.play(0, "决斗 ♠A", [1])
        t.respond(1, "杀 ♣5")
        t.yes(0)                                # 不屈: alive at 0 HP with one 创
        t.no(0)                                 # (新生)
        assert t.p(0).hp == 0
    t.end_play(0)
    assert t.ai_answer(0, "option") == Choose("yes")                 # 化身 anew?
    assert t.ai_answer(0, "option") == Choose(general)
    if general == "guojia":
        assert t.ai_answer(0, "option") == Choose(skill)
    t.finish()
    assert t.p(0).alive and t.p(0).has_skill(skill) and t.p(0).has_skill("buqu") == (skill == "buqu")


def _liushan_table(ai: str, hand, *, known=(1, 2, 3), hp=4):
    """刘禅 the lord (seat 0, an AI, his play phase about to begin) holding `hand`; seat 1 a loyalist
    with one card, seat 2 a rebel with five, seat 3 a loyalist with two, seat 4 the renegade. The
    roles of the seats in `known` are known to all (as if shown)."""
    t = TABLES[ai]([{"role": "lord", "general": "liushan", "hp": hp, "hand": list(hand)},
                    {"role": "loyalist", "hand": ["闪 ♦3"]},
                    {"role": "rebel", "hand": ["杀 ♣2", "杀 ♣3", "闪 ♦4", "闪 ♦5", "桃 ♥6"]},
                    {"role": "loyalist", "hand": ["杀 ♣4", "闪 ♦6"]}, {"role": "renegade"}], ai_seats=(0,))
    for s in known:
        t.g.players[s].role_shown = True
    return t


@pytest.mark.parametrize("ai", AIS)
def test_fangquan_skips_a_poor_hand_and_gives_the_turn_to_the_best_placed_loyalist(ai):
    t = _liushan_table(ai, ["闪 ♥2", "无懈可击 ♠J", "桃 ♥3"])        # (at full HP: nothing to play)
    assert t.expect(0, "option").prompt.args == ("fangquan",)
    assert t.ai_answer(0, "option") == Choose("yes")
    assert [(e["seat"], e["phase"]) for e in t.log("phase_skipped")] == [(0, "play")]
    req = t.expect(0, "cards")
    assert (req.min, req.max) == (0, 1)
    assert t.ai_answer(0, "cards") == Cards((t.id("闪 ♥2"),))        # the least useful card
    assert t.expect(0, "seats").seats == (1, 2, 3, 4)
    assert t.ai_answer(0, "seats") == Seats((3,))                    # more cards than seat 1; never the rebel
    assert [e["seat"] for e in t.log("extra_turn")] == [3]
    assert t.hand(0) == set(t.ids("无懈可击 ♠J", "桃 ♥3"))


@pytest.mark.parametrize("ai", AIS)
@pytest.mark.parametrize("hand", [["杀 ♠7", "闪 ♥2"], ["无中生有 ♥7", "闪 ♥2"], ["诸葛连弩 ♣A", "闪 ♥2"]])
def test_fangquan_keeps_the_play_phase_with_a_good_play_in_hand(ai, hand):
    """A 杀 with a rebel in sight, a trick, equipment for an empty slot: the play phase is worth more."""
    t = _liushan_table(ai, hand)
    assert t.ai_answer(0, "option") == Choose("no")
    assert t.expect(0, "play") and not t.log("phase_skipped")


@pytest.mark.parametrize("ai", AIS)
def test_fangquan_not_used_without_a_known_friend(ai):
    """Nobody's side known yet (the lord's beliefs hold no one for a friend): no turn to give, so the
    play phase is kept even with nothing to play; a known rebel is never a friend."""
    for known in ((), (2,)):
        t = _liushan_table(ai, ["闪 ♥2", "闪 ♦2"], known=known)
        assert t.ai_answer(0, "option") == Choose("no"), known


@pytest.mark.parametrize("ai", AIS)
def test_a_rebel_liushan_gives_the_turn_to_a_known_rebel_never_to_the_lord(ai):
    t = TABLES[ai]([{"role": "lord", "hand": ["杀 ♣2", "杀 ♣3", "闪 ♦4", "闪 ♦5", "桃 ♥6"]},
                    {"role": "rebel", "general": "liushan", "hand": ["闪 ♥2", "闪 ♦2"]},
                    {"role": "rebel", "hand": ["杀 ♣4"]}, {"role": "loyalist"}, {"role": "renegade"}],
                   current=1, ai_seats=(1,))
    t.g.players[2].role_shown = True
    assert t.ai_answer(1, "option") == Choose("yes")
    (gone,) = t.ai_answer(1, "cards").cards                          # (either 闪: alike)
    assert gone in t.ids("闪 ♥2", "闪 ♦2")
    assert t.ai_answer(1, "seats") == Seats((2,))
    assert [e["seat"] for e in t.log("extra_turn")] == [2]
