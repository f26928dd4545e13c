"""苦肉 (黄盖, new rules): once per play phase, discard a card, lose 1 HP, draw three; one more 杀
this phase."""

from heg_new_rules import NewRulesTable

from sgs_desktop.packs.generals import hegemony_generals


def table(hand=("杀 ♠7", "杀 ♣2", "闪 ♥2"), top=("杀 ♠8", "闪 ♦2", "闪 ♦3")):
    return NewRulesTable([{"generals": ["huanggai", "ganning"], "hand": list(hand)},
                          {"generals": ["xiahouyuan", "zhanghe"]}, {"generals": ["lvbu", "diaochan"]},
                          {"generals": ["mateng", "kongrong"]}], top=list(top))


def slash_cards(t) -> set[int]:
    return {o.card for o in t.expect(0, "play").options if o.card is not None and o.name == "slash"}


def test_huanggai_has_the_new_kurou():
    assert hegemony_generals(rules="new")["huanggai"].skills == ("kurou_v2",)


def test_a_card_and_one_hp_for_three_cards_and_a_second_slash():
    t = table()
    t.play(0, skill="kurou_v2", cards=["闪 ♥2"])
    assert t.p(0).hp == 3 and t.id("闪 ♥2") in t.g.discard_pile
    assert t.hand(0) == set(t.ids("杀 ♠7", "杀 ♣2", "杀 ♠8", "闪 ♦2", "闪 ♦3"))
    assert "kurou_v2" not in [o.skill for o in t.expect(0, "play").options]     # once per phase
    t.play(0, "杀 ♠7", [1])
    t.play(0, "杀 ♣2", [1])                 # the second 杀 of the phase
    assert slash_cards(t) == set()          # no third
    t.end_play(0)
    t.finish()
    assert t.p(1).hp == 2


def test_without_it_one_slash_only_and_an_empty_hand_has_no_offer():
    t = table()
    t.play(0, "杀 ♠7", [1])
    assert slash_cards(t) == set()
    t = table(hand=())
    assert "kurou_v2" not in [o.skill for o in t.expect(0, "play").options]
