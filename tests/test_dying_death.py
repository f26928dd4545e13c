"""Dying (濒死), death (死亡), rewards and penalties (奖惩) (docs/rulings.md 9-11, 1)."""

import pytest
from table import Table

from sgs_desktop.engine.state import Zone


def seats_asked_to_save(t, answers):
    """Answer save requests in order: `answers` is [(seat, card or None)]; check each seat and prompt."""
    asked = []
    for seat, card in answers:
        req = t.expect(seat, "respond")
        assert req.prompt.key == "save"
        asked.append((seat, req.names, req.prompt.args))
        t.respond(seat, card)
    return asked


# --------------------------------------------------------------------------- rescue


def test_rescue_asked_in_seat_order_from_current_player():
    """濒死 rescue: asked in seat order starting with the current player; asking stops once HP > 0."""
    t = Table([{"role": "lord", "hand": ["桃 ♥3"]},
               {"role": "loyalist", "hand": ["桃 ♥4"]},
               {"role": "rebel", "hand": ["杀 ♠7", "桃 ♥6"]},
               {"role": "renegade", "hp": 1, "hand": ["桃 ♥7"]}], current=2)
    t.play(2, "杀 ♠7", [3])
    assert t.p(3).hp == 0 and t.p(3).dying
    asked = seats_asked_to_save(t, [(2, None), (3, None), (0, "桃 ♥3")])
    assert asked == [(2, ("peach",), (3, 1)), (3, ("analeptic", "peach"), (3, 1)), (0, ("peach",), (3, 1))]
    # seat 1 holds a 桃 but is not asked: the renegade is no longer dying
    assert t.p(3).hp == 1 and not t.p(3).dying and t.p(3).alive
    t.end_play(2)
    t.finish()
    assert t.id("桃 ♥4") in t.hand(1) and t.id("桃 ♥6") in t.hand(2) and t.id("桃 ♥7") in t.hand(3)
    assert [(e["seat"], e["hp"]) for e in t.log("dying")] == [(3, 0)]
    peach_uses = [(e["user"], e["targets"]) for e in t.log("use") if e["card"]["key"] == "peach"]
    assert peach_uses == [(0, [3])]
    assert [(e["target"], e["source"]) for e in t.log("recover")] == [(3, 0)]
    assert t.log("death") == []


def test_one_savior_uses_two_peaches_in_a_row():
    """濒死 at -1 HP: a savior may use several 桃 in a row (asked again while HP ≤ 0)."""
    t = Table([{"role": "lord", "hand": ["酒 ♠3", "杀 ♠7", "桃 ♥3"]},
               {"role": "rebel", "hp": 1},
               {"role": "renegade", "hand": ["桃 ♥4", "桃 ♥6", "桃 ♥7"]},
               {"role": "loyalist", "hand": ["桃 ♥8"]}])
    t.play(0, "酒 ♠3")
    t.play(0, "杀 ♠7", [1])
    assert t.p(1).hp == -1
    asked = seats_asked_to_save(t, [(0, None), (2, "桃 ♥4"), (2, "桃 ♥6")])
    # the rebel has nothing to save itself with: not asked; the renegade is asked again with need 1
    assert asked == [(0, ("peach",), (1, 2)), (2, ("peach",), (1, 2)), (2, ("peach",), (1, 1))]
    t.end_play(0)
    t.finish()
    assert t.p(1).hp == 1 and t.p(1).alive
    assert t.hand(2) == {t.id("桃 ♥7")} and t.hand(3) == {t.id("桃 ♥8")}
    assert [(e["target"], e["amount"], e["hp"]) for e in t.log("recover")] == [(1, 1, 0), (1, 1, 1)]


def test_only_the_dying_player_may_use_analeptic():
    """濒死: the dying player may use 桃 or 酒; others are offered only 桃 (a 酒-only hand is not asked)."""
    t = Table([{"role": "lord", "hand": ["杀 ♠7", "酒 ♠9", "桃 ♥3"]},
               {"role": "rebel", "hp": 1, "hand": ["酒 ♣3", "桃 ♥4"]},
               {"role": "renegade", "hand": ["酒 ♦9"]},
               {"role": "loyalist", "hand": ["酒 ♣9", "桃 ♥6"]}])
    t.play(0, "杀 ♠7", [1])
    req = t.expect(0, "respond")
    assert req.names == ("peach",) and [o.card for o in req.options] == [t.id("桃 ♥3")]
    t.respond(0)
    req = t.expect(1, "respond")
    assert req.names == ("analeptic", "peach")
    assert {o.card for o in req.options} == {t.id("酒 ♣3"), t.id("桃 ♥4")}
    t.respond(1)
    # seat 2 holds only 酒: not asked at all
    req = t.expect(3, "respond")
    assert req.names == ("peach",) and [o.card for o in req.options] == [t.id("桃 ♥6")]
    t.respond(3, "桃 ♥6")
    t.end_play(0)
    t.finish()
    assert t.p(1).hp == 1
    assert t.hand(2) == {t.id("酒 ♦9")} and t.id("酒 ♣9") in t.hand(3)


# --------------------------------------------------------------------------- death


def test_no_rescue_death_reveals_role_and_discards_everything():
    """死亡: nobody saves → the player dies, its role is revealed and every hand, equipment and
    judge-area card is discarded; killing a 反贼 draws 3 (lord killer)."""
    t = Table([{"role": "lord", "hand": ["杀 ♠7"], "equip": ["赤兔 ♥5"]},
               {"role": "rebel", "hp": 1, "hand": ["杀 ♣2", "无中生有 ♥7"],
                "equip": ["青釭剑 ♠6", "白银狮子 ♣A", "绝影 ♠5", "大宛 ♠K"],
                "judge": ["乐不思蜀 ♠6", "兵粮寸断 ♠10"]},
               {"role": "loyalist"}, {"role": "renegade"}],
              top=["闪 ♦2", "闪 ♦3", "闪 ♦4"])
    victim_cards = t.ids("杀 ♣2", "无中生有 ♥7", "青釭剑 ♠6", "白银狮子 ♣A", "绝影 ♠5", "大宛 ♠K",
                         "乐不思蜀 ♠6", "兵粮寸断 ♠10")
    assert t.g.view(2).players[1].role is None
    t.play(0, "杀 ♠7", [1])
    t.end_play(0)
    t.finish()
    p = t.p(1)
    assert not p.alive and not p.dying
    assert p.hand == [] and p.equips == {} and p.judge == []
    assert t.log("recover") == []                                # 白银狮子 does not heal the dead
    for c in victim_cards:
        assert t.g.zone_of[c] == Zone.DISCARD
    (death,) = t.log("death")
    assert (death["seat"], death["role"], death["killer"]) == (1, "rebel", 0)
    # the role is public now: every seat (and a spectator) sees it
    assert t.g.view(2).players[1].role == "rebel" and t.g.view(3).players[1].role == "rebel"
    assert t.log("death", seat=None)[0]["role"] == "rebel"
    moved = [c for e in t.log("move") if e["reason"] == "death" for c in e["cards"]]
    assert sorted(moved) == sorted(victim_cards)
    # reward: the lord draws the 3 top cards
    assert [(e["seat"], e["reason"]) for e in t.log("reward")] == [(0, "killed_rebel")]
    assert t.hand(0) == set(t.ids("闪 ♦2", "闪 ♦3", "闪 ♦4"))
    kinds = t.kinds()
    assert kinds.index("dying") < kinds.index("death") < kinds.index("reward")


@pytest.mark.parametrize("killer_role, others", [
    ("rebel", ["loyalist", "renegade"]),
    ("loyalist", ["rebel", "renegade"]),
    ("renegade", ["loyalist", "rebel"]),
])
def test_whoever_kills_a_rebel_draws_three(killer_role, others):
    """奖励: whoever kills a 反贼 draws 3 cards — a 反贼, 忠臣 or 内奸 killer too."""
    t = Table([{"role": "lord"},
               {"role": killer_role, "hand": ["杀 ♠7"]},
               {"role": "rebel", "hp": 1, "hand": ["闪 ♥2"]},
               {"role": others[0]}, {"role": others[1]}],
              current=1, top=["桃 ♥3", "桃 ♥4", "桃 ♥6", "杀 ♠8"])
    t.play(1, "杀 ♠7", [2])
    t.respond(2)                                                 # keeps its 闪
    t.end_play(1)
    t.finish()
    assert not t.p(2).alive
    assert [(e["seat"], e["killer"]) for e in t.log("death")] == [(2, 1)]
    assert [e["seat"] for e in t.log("reward")] == [1]
    assert t.hand(1) == set(t.ids("桃 ♥3", "桃 ♥4", "桃 ♥6"))
    assert t.g.draw_pile[-1] == t.id("杀 ♠8")
    assert t.id("闪 ♥2") in t.g.discard_pile


def test_killing_a_non_rebel_gives_no_reward():
    """No reward for killing a 内奸 (nor a penalty when the killer is not the lord)."""
    t = Table([{"role": "lord"}, {"role": "loyalist", "hand": ["杀 ♠7", "桃 ♥3"]},
               {"role": "renegade", "hp": 1}, {"role": "rebel"}], current=1, top=["闪 ♦2", "闪 ♦3", "闪 ♦4"])
    t.play(1, "杀 ♠7", [2])
    t.respond(1)                                                 # declines to save with its 桃
    t.end_play(1)
    t.finish()
    assert [(e["seat"], e["role"]) for e in t.log("death")] == [(2, "renegade")]
    assert t.log("reward") == [] and t.log("penalty") == []
    assert t.hand(1) == {t.id("桃 ♥3")}


def test_no_reward_for_lightning_damage():
    """闪电 damage has no source (无来源): no reward for the dead 反贼; the turn ends at once."""
    t = Table([{"role": "lord", "hand": ["桃 ♥3"]},
               {"role": "rebel", "hp": 3, "hand": ["杀 ♠7"], "judge": ["闪电 ♠A"]},
               {"role": "renegade", "hand": ["闪 ♥2"]}],
              current=1, phase="start", top=["杀 ♠9", "闪 ♦2", "闪 ♦3"])
    seats_asked_to_save(t, [(0, None)])                            # the lord could save: declines
    t.finish()
    assert not t.p(1).alive
    assert t.damage_log() == [(None, 1, 3, "thunder")]
    (death,) = t.log("death")
    assert (death["seat"], death["role"], death["killer"]) == (1, "rebel", None)
    assert t.log("reward") == []
    assert t.hand(0) == {t.id("桃 ♥3")} and t.hand(2) == {t.id("闪 ♥2")}
    assert t.id("闪电 ♠A") in t.g.discard_pile and t.id("杀 ♠9") in t.g.discard_pile
    # the draw phase never starts: the 2 cards under the judgement are still on the pile
    assert t.g.draw_pile[-2:] == t.ids("闪 ♦3", "闪 ♦2")
    phases = [e["phase"] for e in t.log("phase") if e["seat"] == 1]
    assert phases == ["start", "judge"]


def test_no_reward_when_the_killer_is_dead():
    """No reward when the killing damage's source is dead: a 反贼 killed by the chain from its own 火杀."""
    t = Table([{"role": "lord"},
               {"role": "rebel", "hp": 1, "chained": True, "hand": ["火杀 ♥4"]},
               {"role": "rebel", "hp": 1, "chained": True},
               {"role": "renegade"}],
              current=1, top=["闪 ♦2", "闪 ♦3", "闪 ♦4"])
    t.play(1, "火杀 ♥4", [2])
    t.finish()
    assert not t.p(1).alive and not t.p(2).alive
    assert [(e["seat"], e["killer"]) for e in t.log("death")] == [(2, 1), (1, 1)]
    # the first death rewards the living killer; the second (killer dead) does not
    assert [e["seat"] for e in t.log("reward")] == [1]
    assert t.damage_log() == [(1, 2, 1, "fire"), (1, 1, 1, "fire")]
    for c in t.ids("闪 ♦2", "闪 ♦3", "闪 ♦4"):
        assert t.g.zone_of[c] == Zone.DISCARD                    # drawn, then discarded at its death


def test_lord_killing_loyalist_discards_hand_and_equipment_not_judge():
    """惩罚: a lord who kills a 忠臣 discards every hand and equipment card; the judge area stays."""
    t = Table([{"role": "lord", "hand": ["杀 ♠7", "桃 ♥3", "闪 ♥2"], "equip": ["诸葛连弩 ♣A", "大宛 ♠K"],
                "judge": ["乐不思蜀 ♥6"]},
               {"role": "loyalist", "hp": 1},
               {"role": "rebel"}, {"role": "renegade"}])
    t.play(0, "杀 ♠7", [1])
    seats_asked_to_save(t, [(0, None)])
    req = t.expect(0, "play")
    assert req.options == ()
    t.end_play(0)
    t.finish()
    lord = t.p(0)
    assert lord.hand == [] and lord.equips == {}
    assert lord.judge == [t.id("乐不思蜀 ♥6")]
    for c in t.ids("桃 ♥3", "闪 ♥2", "诸葛连弩 ♣A", "大宛 ♠K"):
        assert t.g.zone_of[c] == Zone.DISCARD
    assert [(e["seat"], e["reason"]) for e in t.log("penalty")] == [(0, "lord_killed_loyalist")]
    penalty_cards = [c for e in t.log("move") if e["reason"] == "penalty" for c in e["cards"]]
    assert sorted(penalty_cards) == sorted(t.ids("桃 ♥3", "闪 ♥2", "诸葛连弩 ♣A", "大宛 ♠K"))
    assert t.log("reward") == []
    assert [(e["seat"], e["role"]) for e in t.log("death")] == [(1, "loyalist")]


def test_turn_ends_at_once_when_current_player_dies():
    """A player who dies during their own turn ends it at once: no more play, no discard phase."""
    t = Table([{"role": "lord", "hand": ["杀 ♠7"]},
               {"role": "rebel", "hp": 1, "hand": ["决斗 ♠A", "杀 ♣2", "闪 ♥2", "闪 ♦2", "闪 ♦3", "闪 ♦4"]},
               {"role": "renegade"}],
              current=1, stop="game_over", round_limit=1,
              top=["桃 ♥3", "桃 ♥4", "桃 ♥6", "杀 ♠8", "杀 ♠9"])
    t.play(1, "决斗 ♠A", [0])
    t.respond(0, "杀 ♠7")
    t.respond(1)                                                 # does not play its 杀: takes 1 and dies
    # the renegade's turn starts at once (the rebel's 6 cards would need a discard phase otherwise)
    t.expect(2, "play")
    assert t.p(2).hand == t.ids("杀 ♠8", "杀 ♠9")
    t.end_play(2)
    t.finish("round_limit")
    assert not t.p(1).alive
    assert t.damage_log() == [(0, 1, 1, None)]
    assert [(e["seat"], e["killer"]) for e in t.log("death")] == [(1, 0)]
    assert t.hand(0) == set(t.ids("桃 ♥3", "桃 ♥4", "桃 ♥6"))    # the lord's reward
    assert [e["seat"] for e in t.log("turn")] == [1, 2]
    seq = t.log("death")[0]["seq"]
    assert [e for e in t.log("phase") if e["seat"] == 1 and e["seq"] > seq] == []
    assert [e["phase"] for e in t.log("phase") if e["seat"] == 1] == ["play"]
