"""弘法 (张角（君）): 黄巾天兵符 — 天兵 at the start phase (X = 群 players), one more 群 player per 天兵
in the lord's effects (悟心), a 天兵 ends a loss of HP, and players of the lord's kingdom use or
play a 天兵 as 杀 (hongfa_slash). docs/rulings.md ## 君主 L10."""

import pytest
from heg import HegTable

from sgs_desktop.engine import timings as T
from sgs_desktop.engine.errors import IllegalAnswer
from sgs_desktop.packs.heg_skills import heg_skill

M = ["hegemony_standard", "heg_momentum"]
LORD = {"generals": ["lord_zhangjiao", "yuanshao"]}
QUN = {"generals": ["huatuo", "lvbu"]}
WU = {"generals": ["sunquan", "ganning"]}
WEI = {"generals": ["xuchu", "dianwei"]}
TOP = ["杀 ♣3", "杀 ♣4", "闪 ♦2", "桃 ♥4", "杀 ♣5"]


def _tianbing(t, seat=0):
    return t.p(seat).piles.get("tianbing", [])


def _start(lord=LORD, *others, top=TOP):
    """The lord's turn from its start phase: 天兵 come (X = 群 players); 悟心 declined."""
    t = HegTable([lord, *others], packs=M, phase="start", top=top)
    t.no(0)
    return t


def test_the_start_phase_puts_x_cards_as_tianbing_and_wuxin_counts_them():
    t = HegTable([LORD, QUN, WU, WEI], packs=M, phase="start", top=TOP)
    assert _tianbing(t) == t.ids("杀 ♣3", "杀 ♣4")            # 2 players of 群
    (move,) = [e for e in t.log("move", seat=2) if e["reason"] == "hongfa"]
    assert move["cards"] == t.ids("杀 ♣3", "杀 ♣4") and move["dst"] == "pile"      # (face up to all)
    t.yes(0)                                               # 悟心: X = 2 群 + 2 天兵
    req = t.expect(0, "arrange")
    assert len(req.cards) == 4 and req.cards[:3] == tuple(t.ids("闪 ♦2", "桃 ♥4", "杀 ♣5"))
    t.answer(0, "arrange", {"type": "arrange", "top": list(req.cards), "bottom": []})
    t.end_play(0)
    t.finish()


def test_no_tianbing_come_while_some_are_left_nor_without_a_qun_player():
    t = _start(LORD, WU, WEI)
    lord = t.p(0)
    assert _tianbing(t) == [t.id("杀 ♣3")]                  # alone of 群: one
    hongfa = heg_skill("hongfa")
    assert not hongfa.can_trigger(t.g, lord, T.PHASE_START, T.PhaseData(0, "start"))
    t.end_play(0)
    t.finish()
    lord.kingdom = "wei"                                   # (no 群 player at all: nothing to count)
    lord.piles["tianbing"] = []
    assert not hongfa.can_trigger(t.g, lord, T.PHASE_START, T.PhaseData(0, "start"))


def test_the_lord_uses_a_tianbing_as_a_slash_and_a_card_of_its_own_is_refused():
    t = _start({**LORD, "hand": ["过河拆桥 ♠3"]}, WEI, WU, QUN)
    req = t.expect(0, "play")
    (opt,) = [o for o in req.options if o.skill == "hongfa_slash"]
    assert set(opt.cards) == set(t.ids("杀 ♣3", "杀 ♣4"))
    with pytest.raises(IllegalAnswer):
        t.play(0, skill="hongfa_slash", cards=["过河拆桥 ♠3"], targets=[1])
    t.play(0, skill="hongfa_slash", cards=["杀 ♣3"], targets=[1])
    assert _tianbing(t) == [t.id("杀 ♣4")] and t.p(1).hp == t.p(1).max_hp - 1
    t.end_play(0)
    t.finish()


def test_a_qun_ally_may_answer_with_the_lords_tianbing_and_a_wei_player_may_not():
    t = _start({**LORD, "hand": ["南蛮入侵 ♠13"]}, QUN, WEI, WU)
    t.play(0, "南蛮入侵 ♠13")
    req = t.expect(1, "respond")                           # 群: may play a 天兵 as 杀
    (opt,) = [o for o in req.options if o.skill == "hongfa_slash"]
    assert set(opt.cards) == set(t.ids("杀 ♣3", "杀 ♣4"))
    t.respond(1, skill="hongfa_slash", cards=["杀 ♣3"])
    assert _tianbing(t) == [t.id("杀 ♣4")] and t.p(1).hp == t.p(1).max_hp
    assert t.p(2).hp == t.p(2).max_hp - 1                  # (魏: nothing to answer with, not asked)
    assert t.p(3).hp == t.p(3).max_hp - 1
    t.end_play(0)
    t.finish()


def test_a_tianbing_ends_a_loss_of_hp_when_the_lord_wants():
    t = _start({**LORD, "hand": ["太平要术 ♥3", "白银狮子 ♣1"]}, WEI, WU, QUN, top=[*TOP, "杀 ♠8", "杀 ♠9"])
    hp = t.p(0).hp
    t.play(0, "太平要术 ♥3")
    t.play(0, "白银狮子 ♣1")                                # 太平要术 lost: draw two, then lose 1 HP …
    req = t.expect(0, "option")
    assert req.prompt.key == "invoke" and req.prompt.args == ("hongfa",)
    t.yes(0)
    req = t.expect(0, "cards")
    assert req.prompt.key == "hongfa_prevent" and set(req.cards) == set(t.ids("杀 ♣3", "杀 ♣4"))
    t.cards(0, "杀 ♣4")
    assert t.p(0).hp == hp and not t.log("lose_hp")         # … ended by a 天兵
    assert _tianbing(t) == [t.id("杀 ♣3")] and t.id("杀 ♣4") in t.g.discard_pile
    t.end_play(0)
    t.finish()


def test_declining_the_prevention_loses_the_hp():
    t = _start({**LORD, "hand": ["太平要术 ♥3", "白银狮子 ♣1"]}, WEI, WU, QUN, top=[*TOP, "杀 ♠8", "杀 ♠9"])
    hp = t.p(0).hp
    t.play(0, "太平要术 ♥3")
    t.play(0, "白银狮子 ♣1")
    t.no(0)
    assert t.p(0).hp == hp - 1 and len(_tianbing(t)) == 2
    t.end_play(0)
    req = t.expect(0, "cards")                             # (弃牌阶段)
    t.answer(0, "cards", {"type": "cards", "cards": [req.cards[0]]})
    t.finish()
