"""章武 (刘备（君）): 飞龙夺凤 entering the discard pile or another's equipment area comes to the lord;
the lord losing it other than by using it sends it, shown, to the bottom of the draw pile and
draws two. 飞龙夺凤 itself: after your 杀 targets a player you may make it discard a card."""

import pytest
from heg import HegTable

from sgs_desktop.engine.errors import IllegalAnswer

F = ["hegemony_standard", "heg_formation"]
DP = "飞龙夺凤 ♠2"
WEI = {"generals": ["xuchu", "dianwei"]}
WU = {"generals": ["sunquan", "ganning"]}


def test_the_lord_losing_it_by_a_dismantlement_puts_it_at_the_bottom_and_draws_two():
    t = HegTable([{"generals": ["xuchu", "dianwei"], "hand": ["过河拆桥 ♠3"]},
                  {"generals": ["lord_liubei", "guanyu"], "equip": [DP]}, WU],
                 packs=F, top=["杀 ♣3", "杀 ♣4"])
    t.play(0, "过河拆桥 ♠3", [1])                  # (its one card: taken without a pick)
    dp = t.id(DP)
    assert t.g.draw_pile[0] == dp                   # the bottom of the pile
    assert t.hand(1) == set(t.ids("杀 ♣3", "杀 ♣4"))
    # 失去前改为牌堆底: straight from the equipment area, never through the discard pile, seen by all
    moves = [(e["src"], e["dst"], e["reason"]) for e in t.log("move", seat=2)
             if dp in (e["cards"] or []) and e["reason"] != "setup"]
    assert moves == [("equip", "draw", "zhangwu_bottom")]
    assert dp not in t.g.discard_pile and not t.log("show")
    draws = [e for e in t.log("move") if e["reason"] == "zhangwu"]
    assert [(e["src"], e["dst"], e["dst_owner"], e["count"]) for e in draws] == [("draw", "hand", 1, 2)]
    t.end_play(0)
    t.finish()


def test_it_entering_the_discard_pile_or_another_equipment_area_comes_back_to_the_lord():
    t = HegTable([{"generals": ["xuchu", "dianwei"], "hand": [DP]},
                  {"generals": ["lord_liubei", "guanyu"]}, WU], packs=F)
    t.play(0, DP)                                   # xuchu equips it: 章武 takes it
    dp = t.id(DP)
    assert dp in t.hand(1) and "weapon" not in t.p(0).equips
    assert [e["reason"] for e in t.log("move") if dp in (e["cards"] or [])][-1] == "zhangwu"
    t.end_play(0)
    t.finish()


def test_the_lord_using_it_as_a_slash_gets_it_back_and_draws_nothing():
    t = HegTable([{"generals": ["lord_liubei", "guanyu"], "hand": [DP]}, WEI, WU], packs=F, top=["杀 ♣3"])
    t.play(0, skill="wusheng", cards=[DP], targets=[1])            # (五虎将大旗: any card)
    dp = t.id(DP)
    assert t.hand(0) == {dp} and t.p(1).hp == t.p(1).max_hp - 1
    assert not [e for e in t.log("move") if e["reason"] == "zhangwu" and e["dst"] == "draw"]
    t.end_play(0)
    t.finish()


def test_equipping_it_keeps_it_and_without_zhangwu_it_stays_in_the_discard_pile():
    t = HegTable([{"generals": ["lord_liubei", "guanyu"], "hand": [DP]}, WEI, WU], packs=F)
    t.play(0, DP)
    assert t.p(0).equips["weapon"] == t.id(DP) and not t.log("show")
    t.end_play(0)
    t.finish()
    t2 = HegTable([{"generals": ["xuchu", "dianwei"], "hand": ["过河拆桥 ♠3"]},
                   {"generals": ["liubei", "guanyu"], "equip": [DP]}, WU], packs=F)
    t2.play(0, "过河拆桥 ♠3", [1])
    assert t2.id(DP) in t2.g.discard_pile               # (no 章武: an ordinary card)
    t2.end_play(0)
    t2.finish()


def test_dragon_phoenix_makes_the_target_discard_a_card_of_its_choice():
    t = HegTable([{"generals": ["xuchu", "dianwei"], "hand": ["杀 ♠7"], "equip": [DP]},
                  {"generals": ["liubei", "guanyu"], "hand": ["桃 ♥4", "闪 ♥2"], "equip": ["绝影 ♠5"]}, WU], packs=F)
    t.play(0, "杀 ♠7", [1])
    req = t.expect(0, "option")
    assert req.prompt.key == "invoke" and list(req.prompt.args) == ["dragon_phoenix", 1]
    t.yes(0)
    req = t.expect(1, "cards")
    assert req.prompt.key == "dragon_phoenix_discard" and set(req.cards) == set(t.ids("桃 ♥4", "闪 ♥2", "绝影 ♠5"))
    with pytest.raises(IllegalAnswer):
        t.answer(1, "cards", {"type": "cards", "cards": []})       # (one card it must discard)
    t.cards(1, "绝影 ♠5")
    assert "defensive_horse" not in t.p(1).equips and t.id("绝影 ♠5") in t.g.discard_pile
    t.respond(1, "闪 ♥2")
    t.end_play(0)
    t.finish()


def test_dragon_phoenix_declined_or_against_a_player_with_no_card():
    t = HegTable([{"generals": ["xuchu", "dianwei"], "hand": ["杀 ♠7"], "equip": [DP]},
                  {"generals": ["liubei", "guanyu"], "hand": ["闪 ♥2"]}, WU], packs=F)
    t.play(0, "杀 ♠7", [1])
    t.no(0)
    t.respond(1, "闪 ♥2")
    assert t.hand(1) == set()
    t.end_play(0)
    t.finish()
    t2 = HegTable([{"generals": ["xuchu", "dianwei"], "hand": ["杀 ♠7"], "equip": [DP]},
                   {"generals": ["liubei", "guanyu"]}, WU], packs=F)
    t2.play(0, "杀 ♠7", [1])                         # (nothing to discard: not asked)
    assert t2.p(1).hp == t2.p(1).max_hp - 1
    t2.end_play(0)
    t2.finish()


def test_replacing_it_with_another_weapon_is_a_loss_not_by_use():
    t = HegTable([{"generals": ["lord_liubei", "guanyu"], "hand": ["青釭剑 ♠6"], "equip": [DP]}, WEI, WU],
                 packs=F, top=["杀 ♣3", "杀 ♣4"])
    t.play(0, "青釭剑 ♠6")
    assert t.p(0).equips["weapon"] == t.id("青釭剑 ♠6") and t.g.draw_pile[0] == t.id(DP)
    assert t.hand(0) == set(t.ids("杀 ♣3", "杀 ♣4"))
    moves = [(e["src"], e["dst"], e["reason"]) for e in t.log("move")
             if t.id(DP) in (e["cards"] or []) and e["reason"] != "setup"]
    assert moves == [("equip", "draw", "zhangwu_bottom")]         # (replaced: not via the discard pile)
    t.end_play(0)
    t.finish()


def test_snatched_into_a_hand_it_is_shown_there_then_goes_to_the_bottom():
    t = HegTable([{"generals": ["xuchu", "dianwei"], "hand": ["顺手牵羊 ♠3"]},
                  {"generals": ["lord_liubei", "guanyu"], "equip": [DP]}, WU], packs=F, top=["杀 ♣3", "杀 ♣4"])
    t.play(0, "顺手牵羊 ♠3", [1])                  # (its one card: taken without a pick)
    dp = t.id(DP)
    assert t.hand(0) == set() and t.g.draw_pile[0] == dp and t.hand(1) == set(t.ids("杀 ♣3", "杀 ♣4"))
    # it never reaches the taker's hand: from the lord's equipment to the bottom, seen by everyone
    moves = [(e["src"], e["src_owner"], e["dst"], e["reason"]) for e in t.log("move", seat=2)
             if dp in (e["cards"] or []) and e["reason"] != "setup"]
    assert moves == [("equip", 1, "draw", "zhangwu_bottom")] and not t.log("show")


def test_lost_from_the_hand_by_a_discard_it_goes_shown_to_the_bottom_not_the_discard_pile():
    """A hand card discarded (过河拆桥, the lord's one card): 飞龙夺凤 goes to the bottom, shown to the
    table (it was face down in the hand), never to the discard pile; then the lord draws two."""
    t = HegTable([{"generals": ["xuchu", "dianwei"], "hand": ["过河拆桥 ♠3"]},
                  {"generals": ["lord_liubei", "guanyu"], "hand": [DP]}, WU], packs=F, top=["杀 ♣3", "杀 ♣4"])
    t.play(0, "过河拆桥 ♠3", [1])                  # (its one card: taken without a pick)
    dp = t.id(DP)
    assert t.g.draw_pile[0] == dp and dp not in t.g.discard_pile and t.hand(1) == set(t.ids("杀 ♣3", "杀 ♣4"))
    (moved,) = [e for e in t.log("move", seat=2) if e["reason"] == "zhangwu_bottom"]
    assert (moved["src"], moved["dst"], moved["cards"]) == ("hand", "draw", [dp])      # (a spectator sees it)
    (shown,) = t.log("show", seat=2)
    assert (shown["seat"], shown["cards"], shown["seq"] < moved["seq"]) == (1, [dp], True)    # 展示 first
    t.end_play(0)
    t.finish()


def test_dragon_phoenix_takes_a_hand_card_of_a_player_its_slash_leaves_dying():
    t = HegTable([{"generals": ["xuchu", "dianwei"], "hand": ["杀 ♠7"], "equip": [DP]},
                  {"generals": ["liubei", "guanyu"], "hp": 1, "hand": ["无中生有 ♥7", "过河拆桥 ♠3"]}, WU],
                 packs=F)
    t.play(0, "杀 ♠7", [1])
    t.no(0)                                           # (① declined)
    req = t.expect(0, "option")                       # ② 1 HP → 0: dying, with a hand card
    assert req.prompt.key == "dragon_phoenix_take" and list(req.prompt.args) == [1]
    t.yes(0)
    req = t.expect(0, "pick")
    assert req.prompt.key == "dragon_phoenix_pick"
    t.answer(0, "pick", {"type": "pick", "index": 0})
    moves = [e for e in t.log("move") if e["reason"] == "dragon_phoenix"]
    assert [(e["src"], e["src_owner"], e["dst_owner"]) for e in moves] == [("hand", 1, 0)]
    (taken,) = moves[0]["cards"]
    assert taken in t.hand(0) and taken in t.ids("无中生有 ♥7", "过河拆桥 ♠3")
    t.end_play(0)
    t.finish()
    assert not t.p(1).alive


def test_dragon_phoenix_takes_nothing_when_declined_from_an_empty_hand_or_through_a_chain():
    t = HegTable([{"generals": ["xuchu", "dianwei"], "hand": ["杀 ♠7"], "equip": [DP]},
                  {"generals": ["liubei", "guanyu"], "hp": 1, "hand": ["无中生有 ♥7"]}, WU], packs=F)
    t.play(0, "杀 ♠7", [1])
    t.no(0)
    t.no(0)                                           # ② declined
    assert [e for e in t.log("move") if e["reason"] == "dragon_phoenix"] == []
    t.end_play(0)
    t.finish()
    t2 = HegTable([{"generals": ["xuchu", "dianwei"], "hand": ["杀 ♠7"], "equip": [DP]},
                   {"generals": ["liubei", "guanyu"], "hp": 1}, WU], packs=F)
    t2.play(0, "杀 ♠7", [1])                          # (no card: neither part asks)
    t2.end_play(0)
    t2.finish()
    assert not t2.p(1).alive
    t3 = HegTable([{"generals": ["xuchu", "dianwei"], "hand": ["雷杀 ♠6"], "equip": [DP]},
                   {"generals": ["liubei", "guanyu"], "chained": True},
                   {"generals": ["sunquan", "ganning"], "hp": 1, "chained": True, "hand": ["无中生有 ♥7"]}],
                  packs=F)
    t3.play(0, "雷杀 ♠6", [1])                         # (seat 1 has no card: ① is not asked)
    assert not t3.p(2).alive                          # the chain's damage: ② is not asked
    t3.end_play(0)
    t3.finish()
    assert [e for e in t3.log("move") if e["reason"] == "dragon_phoenix"] == []


def test_the_ai_weighs_a_dragon_phoenix_option_without_a_card_of_its_own_as_keep():
    """A skill's option to use 飞龙夺凤 names no card: with a weapon worn the AI keeps it (it
    once asserted a card there and faulted, 势备篇 deck with the 阵/势 generals)."""
    from types import SimpleNamespace

    from sgs_desktop.engine.protocol.requests import CardOption
    from sgs_desktop.packs.hegemony.lord_equipment import DRAGON_PHOENIX, _dragon_phoenix_play
    judge = SimpleNamespace(me=0, view=SimpleNamespace(players=[]), my=SimpleNamespace(equips={"weapon": 7}),
                            value=lambda cid: 1.0)
    assert _dragon_phoenix_play(judge, CardOption(DRAGON_PHOENIX, None, "some_skill", (3,), 1, 1)) is None
    bare = SimpleNamespace(me=0, view=SimpleNamespace(players=[]), my=SimpleNamespace(equips={}),
                           value=lambda cid: 1.0)
    got = _dragon_phoenix_play(bare, CardOption(DRAGON_PHOENIX, 3))        # (an empty slot: worn at once)
    assert got is not None and got[0] == 8.0
