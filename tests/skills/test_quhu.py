"""驱虎 (荀彧, 火): once per play phase, 拼点 with a player of more HP; win: that player deals 1
damage to another player in its attack range whom 荀彧 chooses (荀彧 himself may be the one);
otherwise it deals 1 damage to 荀彧."""

from refusals import refused
from table import Table

from sgs_desktop.engine.protocol.answers import Cards, Seats, Use


def table(p0: dict, *others: dict, **kw):
    """荀彧 (seat 0, 3 HP, a rebel) and three blank 4-HP generals."""
    base = [{"role": "rebel", "general": "xunyu"}, {"role": "lord"}, {"role": "loyalist"}, {"role": "renegade"}]
    base[0].update(p0)
    for b, extra in zip(base[1:], others, strict=False):
        b.update(extra)
    return Table(base, current=0, **kw)


def option(t, seat=0):
    return next((o for o in t.expect(seat, "play").options if o.skill == "quhu"), None)


def pindians(t):
    return [(e["source"], e["target"], e["source_card"]["id"], e["target_card"]["id"], e["source_wins"],
             e["reason"]) for e in t.log("pindian")]


def test_win_the_tiger_hurts_a_player_in_its_range_of_your_choice():
    t = table({"hand": ["杀 ♣11", "闪 ♥2"]}, {"hand": ["闪 ♦3", "桃 ♥4"]}, {"hand": ["闪 ♦2"]}, {"hand": ["桃 ♥3"]})
    opt = option(t)
    assert opt.targets.seats == (1, 2, 3) and opt.cards == ()
    t.play(0, skill="quhu", targets=[1])
    req = t.expect(0, "cards")
    assert req.prompt.key == "pindian" and req.prompt.args == (1, "quhu") and set(req.cards) == t.hand(0)
    t.cards(0, "杀 ♣11")
    req = t.expect(1, "cards")
    assert req.prompt.key == "pindian" and req.prompt.args == (0, "quhu")
    t.cards(1, "闪 ♦3")
    req = t.expect(0, "seats")
    assert req.prompt.key == "quhu_victim" and req.prompt.args == (1,)
    assert req.seats == (0, 2) and (req.min, req.max) == (1, 1)      # seat 1's range: 荀彧 too, not seat 3
    refused(t, Seats((3,)), "not a legal target")                    # 2 away from the tiger
    refused(t, Seats((1,)), "not a legal target")                    # not the tiger itself
    t.seats(0, 2)
    assert option(t) is None                                         # once per play phase
    t.end_play(0)
    t.finish()
    assert pindians(t) == [(0, 1, t.id("杀 ♣11"), t.id("闪 ♦3"), True, "quhu")]
    assert t.damage_log() == [(1, 2, 1, None)]
    assert {t.id("杀 ♣11"), t.id("闪 ♦3")} <= set(t.g.discard_pile)
    assert [e["skill"] for e in t.log("skill")] == ["quhu"]


def test_not_winning_the_tiger_hurts_xunyu_a_tie_too():
    t = table({"hand": ["杀 ♣7", "闪 ♥2"]}, {"hand": ["闪 ♦7"]})
    t.play(0, skill="quhu", targets=[1])
    t.cards(0, "杀 ♣7")                          # 7 against 7: not a win (the tiger's only card goes at once)
    t.no(0)                                      # 节命
    t.end_play(0)
    t.finish()
    assert pindians(t)[0][4] is False and t.damage_log() == [(1, 0, 1, None)] and t.p(0).hp == 2


def test_win_with_only_xunyu_in_range_he_is_hurt_without_a_question():
    t = Table([{"role": "rebel", "general": "xunyu", "hand": ["杀 ♣11"]},
               {"role": "lord", "hand": ["闪 ♦3"]}, {"role": "loyalist", "equip": ["绝影 ♠5"]}], current=0)
    t.play(0, skill="quhu", targets=[1])         # seat 1 (range 1) reaches seat 0 only
    t.no(0)                                      # 节命
    t.end_play(0)
    t.finish()
    assert pindians(t)[0][4] is True and t.damage_log() == [(1, 0, 1, None)]


def test_win_with_nobody_in_range_nothing_happens():
    t = Table([{"role": "rebel", "general": "xunyu", "hand": ["杀 ♣11"], "equip": ["绝影 ♠5"]},
               {"role": "lord", "hand": ["闪 ♦3"]}, {"role": "loyalist", "equip": ["的卢 ♣5"]}], current=0)
    t.play(0, skill="quhu", targets=[1])
    t.end_play(0)
    t.finish()
    assert pindians(t)[0][4] is True and t.damage_log() == []


def test_offered_only_with_hand_cards_against_more_hp():
    t = table({}, {"hand": ["闪 ♦3"]})
    assert option(t) is None                     # 荀彧 has no hand card
    t.end_play(0)
    t.finish()
    t = table({"hand": ["杀 ♣11"]}, {"hp": 3, "hand": ["闪 ♦3"]}, {"hand": ["闪 ♦2"]}, {})
    assert option(t).targets.seats == (2,)       # seat 1: 3 HP, not more; seat 3: no hand card
    refused(t, Use(skill="quhu", targets=(1,)), "not a legal target")
    refused(t, Use(skill="quhu", targets=(3,)), "not a legal target")
    refused(t, Use(skill="quhu", targets=(0,)), "not a legal target")
    t.end_play(0)
    t.finish()
    assert t.log("pindian") == []


def test_the_pindian_card_must_be_ones_own_hand_card():
    t = table({"hand": ["杀 ♣11", "闪 ♥2"]}, {"hand": ["闪 ♦3", "桃 ♥4"]})
    t.play(0, skill="quhu", targets=[1])
    refused(t, Cards((t.id("闪 ♦3"),)), "may not be chosen")       # the rival's card
    refused(t, Cards(()), "choose 1")                                # one card is needed
    t.cards(0, "闪 ♥2")
    t.cards(1, "桃 ♥4")
    t.no(0)                                                          # 节命
    t.end_play(0)
    t.finish()
    assert pindians(t)[0][4] is False and t.damage_log() == [(1, 0, 1, None)]
