"""Strict scenarios for the 普通 AI (ai/normal): its beliefs, and every "never" rule — never
against its own side when it knows, 酒 only with a 杀 to follow, 桃 only for friends — and the
kill it looks for first. The other seats are scripted; the AI seats see only their own log."""

import pytest
from normaltable import NormalTable
from test_ai_fairness import _table

from sgs_desktop.ai.normal import NormalAgent
from sgs_desktop.engine.events import CardFace, UseEvent
from sgs_desktop.engine.protocol.answers import End, Pass
from sgs_desktop.engine.protocol.answers import Use as UseCard

FIVE = ["lord", "rebel", "loyalist", "rebel", "renegade"]


def five(**over) -> list[dict]:
    """Five seats of the standard roles (FIVE), each with the given fields by seat."""
    return [{"role": r, **over.get(f"s{i}", {})} for i, r in enumerate(FIVE)]


def _rebel_attacks_the_lord_then_lords_turn(lord_hand, *, bow=True, ai=(0,)) -> NormalTable:
    """Seat 3 (a 反贼) 杀s the lord in its turn; seat 4 passes its turn; then the lord's play phase."""
    players = five(s0={"hand": lord_hand, "equip": ["麒麟弓 ♥5"] if bow else []},
                   s3={"hand": ["杀 ♠7"], "equip": ["青龙偃月刀 ♠5"]})
    t = NormalTable(players, current=3, top=["闪 ♥2", "闪 ♦2", "闪 ♥8", "闪 ♦8"], stop="game_over",
                    ai_seats=ai)
    t.play(3, "杀 ♠7", [0])                  # (no 闪 to answer with: the lord is hurt)
    t.pass_turn(3)
    t.pass_turn(4)
    return t


def test_beliefs_learn_from_an_attack_on_the_lord_but_are_never_certain_from_one_action():
    t = _rebel_attacks_the_lord_then_lords_turn(["杀 ♣2"])
    ctx = t.ctx(0)
    p3 = ctx.rb.p_role(3, "rebel")
    assert 0.75 < p3 < 0.97, p3               # a 杀 on the lord: probably a 反贼, not surely
    assert ctx.rb.p_role(1, "rebel") < 0.5    # the others share what is left
    assert abs(sum(ctx.rb.marginals()[3]) - 1) < 1e-9


def test_the_lord_slashes_the_seat_that_attacked_him_and_no_one_else():
    t = _rebel_attacks_the_lord_then_lords_turn(["杀 ♣2"])
    answer = t.ai_answer(0, "play")
    assert answer == UseCard(card=t.id("杀 ♣2"), targets=(3,))


def test_with_no_information_the_lord_aims_no_harmful_card_at_anyone():
    """Round 1, nobody has done anything: any seat may be the 忠臣 (1 in 4): no 杀, no 决斗."""
    t = NormalTable(five(s0={"hand": ["杀 ♣2", "决斗 ♠A", "过河拆桥 ♠3"], "equip": ["麒麟弓 ♥5"]},
                         **{f"s{i}": {"hand": [c]} for i, c in enumerate(["闪 ♥2", "闪 ♦2", "闪 ♥8", "闪 ♦8"], 1)}),
                    current=0, ai_seats=(0,))
    assert t.ai_answer(0, "play") == End()


def test_a_rebel_never_duels_a_seat_that_helped_it_attack_the_lord():
    """Seat 3 attacked the lord; the 反贼 at seat 1 duels the lord, never seat 3."""
    players = five(s0={"hand": ["闪 ♥2", "闪 ♦2", "闪 ♥8"]}, s1={"hand": ["决斗 ♠A", "决斗 ♣A"]},
                   s3={"hand": ["杀 ♠7"], "equip": ["青龙偃月刀 ♠5"]})
    t = NormalTable(players, current=3, top=["闪 ♦8", "闪 ♦3", "闪 ♥9", "闪 ♦9", "闪 ♦4", "闪 ♦5"],
                    stop="game_over", ai_seats=(1,))
    t.play(3, "杀 ♠7", [0])
    t.passes(0)
    t.pass_turn(3)
    t.pass_turn(4)
    t.pass_turn(0)
    assert t.ctx(1).p_friend(3) > 0.5
    answer = t.ai_answer(1, "play")
    assert isinstance(answer, UseCard) and answer.targets == (0,)


def test_never_nullifies_its_own_dismantlement_of_a_friends_delayed_trick():
    """The lord takes 乐不思蜀 off the 忠臣 with 过河拆桥; holding 无懈可击, he lets it stand."""
    t = NormalTable(five(s0={"hand": ["过河拆桥 ♠3", "无懈可击 ♠J"]}, s2={"judge": ["乐不思蜀 ♠6"]}),
                    current=0, ai_seats=(0,))
    t.play(0, "过河拆桥 ♠3", [2])
    assert t.ai_answer(0, "respond") == Pass()


def test_never_nullifies_a_dismantlement_taking_its_own_delayed_trick_away():
    """A seat that is not surely an enemy uses 过河拆桥 on the lord under 乐不思蜀: he lets it stand
    (it may take the 乐不思蜀; his 无懈可击 is kept for that)."""
    t = NormalTable(five(s0={"hand": ["无懈可击 ♠J"], "judge": ["乐不思蜀 ♠6"]}, s2={"hand": ["过河拆桥 ♠3"]}),
                    current=2, ai_seats=(0,))
    t.play(2, "过河拆桥 ♠3", [0])
    assert t.ai_answer(0, "respond") == Pass()


def test_a_rebel_nullifies_the_lords_ex_nihilo_but_the_loyalist_does_not():
    t = NormalTable(five(s0={"hand": ["无中生有 ♥7"]}, s1={"hand": ["无懈可击 ♠J"]}, s2={"hand": ["无懈可击 ♣Q"]}),
                    current=0, ai_seats=(1, 2))
    t.play(0, "无中生有 ♥7")
    # the race asks every holder in seat order from the user: seat 1 (反贼) first
    assert t.ai_answer(1, "respond") == UseCard(card=t.id("无懈可击 ♠J"))
    assert t.ai_answer(2, "respond") == UseCard(card=t.id("无懈可击 ♣Q"))    # and the 忠臣 cancels that


def test_no_area_trick_that_could_kill_the_lord():
    """The 忠臣's 南蛮入侵 would hit the lord at 1 HP with no cards: kept, whatever it would do to the rest."""
    t = NormalTable(five(s0={"hp": 1}, s2={"hand": ["南蛮入侵 ♠7"]}, s1={"hp": 1}, s3={"hp": 1}),
                    current=2, ai_seats=(2,))
    assert t.ai_answer(2, "play") == End()


def test_an_area_trick_when_the_lord_is_safe():
    t = NormalTable(five(s0={"hand": ["杀 ♠8", "杀 ♠9", "杀 ♣8"]}, s2={"hand": ["南蛮入侵 ♠7"]}, s1={"hp": 1},
                         s3={"hp": 1}), current=2, ai_seats=(2,))
    assert t.ai_answer(2, "play") == UseCard(card=t.id("南蛮入侵 ♠7"))


def test_no_analeptic_without_a_slash_to_follow():
    """酒 and 杀 in hand, but the only seat in reach is the lord (the 忠臣's): no 酒."""
    players = [{"role": "lord"}, {"role": "loyalist", "hand": ["酒 ♠9", "杀 ♠7"]},
               {"role": "rebel", "equip": ["绝影 ♠5"]}, {"role": "rebel"}, {"role": "renegade"}]
    t = NormalTable(players, current=1, ai_seats=(1,))
    assert t.ai_answer(1, "play") == End()


def test_analeptic_when_its_slash_follows():
    """The same, with the 反贼 in reach: 酒, then the 杀 at the 反贼 (seat 2)."""
    players = [{"role": "lord"}, {"role": "loyalist", "hand": ["酒 ♠9", "杀 ♠7"]},
               {"role": "rebel", "hp": 2}, {"role": "rebel"}, {"role": "renegade"}]
    t = NormalTable(players, current=1, ai_seats=(1,))
    assert t.ai_answer(1, "play") == UseCard(card=t.id("酒 ♠9"))
    assert t.ai_answer(1, "play") == UseCard(card=t.id("杀 ♠7"), targets=(2,))


def test_analeptic_then_slash_kills_a_lord_at_two():
    """The lord at 2 HP with no cards, in reach: 酒, then the 杀."""
    t = NormalTable(five(s0={"hp": 2}, s1={"hand": ["酒 ♠9", "杀 ♠7"]}), current=1, ai_seats=(1,))
    assert t.ai_answer(1, "play") == UseCard(card=t.id("酒 ♠9"))
    assert t.ai_answer(1, "play") == UseCard(card=t.id("杀 ♠7"), targets=(0,))
    assert t.log("damage")[-1]["amount"] == 2 and not t.p(0).alive


def test_equips_the_weapon_that_brings_the_dying_lord_into_reach():
    """The lord at 1 HP, no cards, two seats away; the 反贼 holds 青龙偃月刀 and 杀: weapon, then 杀."""
    t = NormalTable(five(s0={"hp": 1}, s3={"hand": ["青龙偃月刀 ♠5", "杀 ♠7", "杀 ♠8", "杀 ♣9"]}),
                    current=3, ai_seats=(3,))
    assert t.ai_answer(3, "play") == UseCard(card=t.id("青龙偃月刀 ♠5"))
    answer = t.ai_answer(3, "play")
    assert isinstance(answer, UseCard) and answer.targets == (0,) and answer.card in t.ids("杀 ♠7", "杀 ♠8", "杀 ♣9")


def test_duels_an_empty_hand_for_the_kill():
    t = NormalTable(five(s0={"hp": 1}, s3={"hand": ["决斗 ♠A", "无中生有 ♥7"]}), current=3, ai_seats=(3,))
    assert t.ai_answer(3, "play") == UseCard(card=t.id("决斗 ♠A"), targets=(0,))


def test_the_loyalist_gives_no_peach_to_a_dying_seat_it_does_not_know():
    """A 反贼 kills seat 4 (the 内奸, unknown to the 忠臣): the 忠臣 keeps its 桃."""
    t = NormalTable(five(s4={"hp": 1}, s3={"hand": ["杀 ♠7"]}, s2={"hand": ["桃 ♥3"]}), current=3,
                    ai_seats=(2,))
    t.play(3, "杀 ♠7", [4])
    assert t.ai_answer(2, "respond") == Pass()
    assert not t.p(4).alive


def test_the_loyalist_saves_the_dying_lord():
    t = NormalTable(five(s0={"hp": 1}, s1={"hand": ["杀 ♠7"]}, s2={"hand": ["桃 ♥3"]}), current=1, ai_seats=(2,))
    t.play(1, "杀 ♠7", [0])
    assert t.ai_answer(2, "respond") == UseCard(card=t.id("桃 ♥3"))
    assert t.p(0).alive


# ------------------------------------------------------------------ honesty


@pytest.mark.parametrize("seed", range(40))
def test_normal_decisions_do_not_depend_on_hidden_cards(seed):
    """The 普通 AI at seat 1, after the same public history (seat 3 attacked the lord, seat 2 saved
    him), decides the same whatever the hidden cards are."""
    history = [UseEvent(user=3, card=CardFace(id=0, key="slash", suit="spade", number=7), targets=(0,)),
               UseEvent(user=2, card=CardFace(id=1, key="peach", suit="heart", number=3), targets=(0,)),
               UseEvent(user=4, card=CardFace(id=2, key="duel", suit="spade", number=1), targets=(2,))]
    answers, beliefs = set(), set()
    for shuffle in (1, 2, 3):
        g = _table(seed, shuffle)
        assert g.pending.seat == 1 and g.pending.kind == "play"
        agent = NormalAgent(seed)
        agent.observe(g.log.visible(1))
        agent.observe(history)
        answers.add(repr(agent.answer(g.pending, g.view(1))))
        beliefs.add(repr(agent.beliefs.marginals()))
    assert len(answers) == 1, answers
    assert len(beliefs) == 1


# ------------------------------------------------------------------ the end game


def test_the_renegade_never_arms_the_lord_once_the_rebels_are_gone_but_keeps_him_alive():
    """The 反贼 are dead; the 忠臣 lives: the lord is no friend (nothing given, nothing aimed at
    him), and the 内奸 still saves him."""
    players = [{"role": "lord", "hp": 1}, {"role": "rebel", "alive": False}, {"role": "loyalist", "hand": ["杀 ♠7"]},
               {"role": "rebel", "alive": False}, {"role": "renegade", "hand": ["桃 ♥3"]}]
    t = NormalTable(players, current=2, ai_seats=(4,))
    ctx = t.ctx(4)
    assert ctx.att(0) == 0.0 and 0 not in ctx.friends() and 0 not in ctx.enemies()
    assert ctx.att(2) == -1.0
    t.play(2, "杀 ♠7", [0])           # (the scripted 忠臣, for the test's sake: the lord is dying)
    assert t.ai_answer(4, "respond") == UseCard(card=t.id("桃 ♥3"))


def test_the_lord_fights_the_renegade_in_the_end_game():
    """Only the lord and one other are left, the 反贼 and the 忠臣 dead: that one is the 内奸."""
    players = [{"role": "lord", "hand": ["杀 ♠7"]}, {"role": "rebel", "alive": False},
               {"role": "loyalist", "alive": False}, {"role": "rebel", "alive": False}, {"role": "renegade"}]
    t = NormalTable(players, current=0, ai_seats=(0,))
    assert t.ctx(0).rb.p_role(4, "renegade") == 1.0
    assert t.ai_answer(0, "play") == UseCard(card=t.id("杀 ♠7"), targets=(4,))


# ------------------------------------------------------------------ whole games


def test_normal_games_are_legal_fast_and_finish():
    """Seeded 5- and 8-player games, the 普通 AI against the basic one: no fault, every game ends
    before the round limit, and the AI's own thinking (CPU time, not the machine's load) has
    p99 ≤ 20 ms and max ≤ 200 ms per decision."""
    import time

    from sgs_desktop.ai.base import SeatRunner
    from sgs_desktop.ai.basic import BasicAgent
    from sgs_desktop.engine.config import GameConfig
    from sgs_desktop.engine.game import Game

    spent: list[float] = []
    for seed in range(6):
        n = 8 if seed % 2 else 5
        g = Game.new(GameConfig(players=n, generals="standard", round_limit=200), 4_000 + seed)
        seats = [NormalAgent(seed * 13 + s) if s % 2 == seed % 2 else BasicAgent(seed * 13 + s) for s in range(n)]
        runner = SeatRunner(g, seats)
        while g.pending is not None:
            req = g.pending
            view, seen = runner.inputs(req.seat)
            agent = seats[req.seat]
            start = time.process_time()
            agent.observe(seen)
            answer = agent.answer(req, view)
            if isinstance(agent, NormalAgent):
                spent.append(time.process_time() - start)
            req.validate(answer)
            g.answer(answer)
        assert g.result is not None and g.result.reason != "round_limit"
    spent.sort()
    assert spent[int(len(spent) * 0.99)] <= 0.020 and spent[-1] <= 0.200, (spent[int(len(spent) * 0.99)], spent[-1])


def test_normal_hegemony_games_end():
    from sgs_desktop.ai.base import SeatRunner
    from sgs_desktop.ai.basic import BasicAgent
    from sgs_desktop.engine.game import Game
    from sgs_desktop.modes.hegemony import hegemony_config

    for seed in range(4):
        g = Game.new(hegemony_config(6, round_limit=200), 5_000 + seed)
        seats = [NormalAgent(seed * 7 + s) if s % 2 else BasicAgent(seed * 7 + s) for s in range(6)]
        runner = SeatRunner(g, seats)
        while runner.step():
            pass
        assert runner.faults.errors == [] and runner.faults.illegal == []
        assert g.result is not None and g.result.reason != "round_limit"


# ------------------------------------------------------------------ what counts as evidence


def _face(key: str, cid: int = 0) -> CardFace:
    return CardFace(id=cid, key=key, suit="spade", number=7)


def test_evidence_a_turns_repeated_attacks_are_one_choice_and_answers_are_no_choice():
    from sgs_desktop.ai.normal.evidence import EvidenceReader
    from sgs_desktop.engine.events import Damage, Turn

    r = EvidenceReader(5)
    got = [a.kind for ev in (Turn(seat=0, round=1),
                             UseEvent(user=0, card=_face("slash"), targets=(1,)),
                             UseEvent(user=0, card=_face("slash", 1), targets=(1,)),    # (诸葛连弩: the same choice)
                             Damage(source=0, target=1, amount=1, nature=None, hp=3, card=_face("slash", 1)),
                             Damage(source=1, target=0, amount=1, nature=None, hp=3),  # 刚烈 answers
                             Damage(source=2, target=3, amount=1, nature=None, hp=3))  # a skill's choice
           for a in r.read(ev)]
    assert got == ["attack", "hurt"]
    got = [a.kind for ev in (Turn(seat=1, round=1),
                             UseEvent(user=1, card=_face("collateral"), targets=(2, 3), second_targets=((2, 3),)),
                             UseEvent(user=2, card=_face("slash", 2), targets=(3,)),         # made to by 借刀杀人
                             UseEvent(user=1, card=_face("slash", 3), targets=(0,)))
           for a in r.read(ev)]
    assert got == ["attack"]


def test_a_seats_own_actions_are_no_evidence_to_itself():
    t = NormalTable(five(s0={"hand": ["杀 ♣2"]}), current=0, ai_seats=(0,))
    before = t.ctx(0).rb.marginals()[2]
    t.ai[0].observe([UseEvent(user=0, card=_face("slash"), targets=(2,))])
    assert t.ctx(0).rb.marginals()[2] == before


def test_arena_belief_report_for_the_normal_agent():
    """`arena --a normal`: by round, the mean probability the 普通 seats gave the true role of the
    other living seats (the lord aside); the basic agent keeps no such beliefs, so has no report."""
    from sgs_desktop.arena import arena

    rep = arena("normal", "basic", deals=3, seed=2).to_json()
    assert "belief_b" not in rep and rep["illegal"] == 0 and rep["errors"] == 0
    by_round = rep["belief_a"]
    assert "1" in by_round and all(0.0 <= r["p_true"] <= 1.0 and r["n"] > 0 for r in by_round.values())
    # round 1 starts from the deal's odds: the lord gives each of the others its role's share
    assert 0.2 < by_round["1"]["p_true"] < 0.6


def test_once_the_rebels_are_dead_the_lord_waits_until_he_knows_which_is_the_renegade():
    """The 反贼 are dead; the 忠臣 and the 内奸 have shown nothing: the lord keeps his 杀."""
    players = [{"role": "lord", "hand": ["杀 ♠7", "决斗 ♠A"]}, {"role": "rebel", "alive": False},
               {"role": "loyalist"}, {"role": "rebel", "alive": False}, {"role": "renegade"}]
    t = NormalTable(players, current=0, ai_seats=(0,))
    assert abs(t.ctx(0).rb.p_role(4, "renegade") - 0.5) < 1e-9
    assert t.ai_answer(0, "play") == End()


def test_once_the_rebels_are_dead_the_lord_saves_no_one_he_cannot_tell_from_the_renegade():
    players = [{"role": "lord", "hand": ["桃 ♥3"]}, {"role": "rebel", "alive": False},
               {"role": "loyalist", "hp": 1}, {"role": "rebel", "alive": False},
               {"role": "renegade", "hand": ["杀 ♠7"], "equip": ["青龙偃月刀 ♠5"]}]
    t = NormalTable(players, current=4, ai_seats=(0,))
    t.play(4, "杀 ♠7", [2])
    assert t.ai_answer(0, "respond") == Pass()
    assert not t.p(2).alive


@pytest.mark.soak
@pytest.mark.parametrize("chunk", range(10))
def test_normal_ai_never_answers_illegally(chunk):
    """500 seeded games of every size (身份 2–10 players, 国战 3–10), the 普通 AI in every seat or
    against the basic one: no illegal answer, no exception."""
    from sgs_desktop.ai.base import SeatRunner
    from sgs_desktop.ai.basic import BasicAgent
    from sgs_desktop.engine.config import GameConfig
    from sgs_desktop.engine.game import Game
    from sgs_desktop.modes.hegemony import hegemony_config

    for seed in range(chunk * 50, (chunk + 1) * 50):
        n = 2 + seed % 9
        if seed % 3 == 0 and n >= 3:
            game = Game.new(hegemony_config(n, round_limit=150), 60_000 + seed)
        else:
            game = Game.new(GameConfig(players=n, generals="standard" if seed % 4 else "none", round_limit=150),
                            60_000 + seed)
        seats = [NormalAgent(seed * 17 + s) if (seed % 2 == 0 or s % 2 == 0) else BasicAgent(seed * 17 + s)
                 for s in range(n)]
        runner = SeatRunner(game, seats)
        while runner.step():
            pass
        assert runner.faults.illegal == [], runner.faults.illegal[:3]
        assert runner.faults.errors == [], runner.faults.errors[:1]
