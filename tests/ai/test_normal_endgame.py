"""Strict scenarios for the 普通 AI in the end game of three (ai/normal/endgame.py): the 反贼 are
dead and the lord cannot tell his 忠臣 from the 内奸. The 忠臣 keeps clean hands, so a seat that
harms the lord is read as the 内奸; the unsure lord presses both seats, never with a blow that
could kill; a stall ends. The other seats are scripted; the AI seats see only their own log."""

from normaltable import NormalTable

from sgs_desktop.ai.normal.endgame import END_STALL, PRESS_ATT
from sgs_desktop.engine.protocol.answers import End
from sgs_desktop.engine.protocol.answers import Use as UseCard


def _three(*, current: int, ai: int, lord: dict | None = None, loyalist: dict | None = None,
           renegade: dict | None = None, top=()) -> NormalTable:
    """Seat 0 the lord, 2 his 忠臣, 4 the 内奸; the two 反贼 (1 and 3) dead."""
    players = [{"role": "lord", **(lord or {})}, {"role": "rebel", "alive": False},
               {"role": "loyalist", **(loyalist or {})}, {"role": "rebel", "alive": False},
               {"role": "renegade", **(renegade or {})}]
    return NormalTable(players, current=current, top=list(top), stop="game_over", ai_seats=(ai,))


# ------------------------------------------------------------------ the unsure lord presses both


def test_the_unsure_lord_presses_both_seats_alike():
    """Nothing tells them apart (each 50% his 忠臣), both at 4 HP with a card in hand: both are
    pressed alike (a mild enemy), and the 杀 goes at one of them."""
    t = _three(current=0, ai=0, lord={"hand": ["杀 ♠7"]}, loyalist={"hp": 4, "hand": ["闪 ♥2"]},
               renegade={"hp": 4, "hand": ["闪 ♦2"]})
    ctx = t.ctx(0)
    assert abs(ctx.rb.p_role(2, "loyalist") - 0.5) < 1e-9
    assert ctx.att(2) == ctx.att(4) == PRESS_ATT
    assert ctx.p_friend(2) == ctx.p_friend(4) == 0.0
    assert t.ai_answer(0, "play") == UseCard(card=t.id("杀 ♠7"), targets=(4,))


def test_the_unsure_lord_strikes_no_blow_that_could_kill():
    """The same at 2 HP each (a 杀 with 酒 could kill his 忠臣): neither is pressed, the 杀 kept;
    with the 内奸's seat at 3 HP only that seat is pressed."""
    hand = {"hand": ["闪 ♥2"]}
    both_low = _three(current=0, ai=0, lord={"hand": ["杀 ♠7", "酒 ♠9"]}, loyalist={"hp": 2, **hand},
                      renegade={"hp": 2, "hand": ["闪 ♦2"]})
    ctx = both_low.ctx(0)
    assert ctx.att(2) == ctx.att(4) == 0.0 and ctx.p_friend(4) == 0.5
    assert both_low.ai_answer(0, "play") == End()
    one_high = _three(current=0, ai=0, lord={"hand": ["杀 ♠7"]}, loyalist={"hp": 2, **hand},
                      renegade={"hp": 3, "hand": ["闪 ♦2"]})
    assert one_high.ctx(0).att(2) == 0.0
    assert one_high.ai_answer(0, "play") == UseCard(card=one_high.id("杀 ♠7"), targets=(4,))


# ------------------------------------------------------------------ clean hands, and the lord reads them


def test_the_loyalist_uses_no_area_trick_that_hits_the_lord():
    """The 忠臣 (the AI) knows by elimination seat 4 is the 内奸, at 1 HP with nothing in hand;
    the lord has no card either. 南蛮入侵 would likely kill the 内奸 — and hit the lord: kept."""
    t = _three(current=2, ai=2, lord={"hp": 4}, loyalist={"hand": ["南蛮入侵 ♠7"]}, renegade={"hp": 1})
    assert t.ctx(2).att(4) == -1.0
    assert t.ai_answer(2, "play") == End()


def test_the_loyalist_makes_the_lord_use_no_borrowed_sword():
    """借刀杀人 could only make the lord (armed) attack the 内奸, or take his weapon: not used."""
    t = _three(current=2, ai=2, lord={"equip": ["青龙偃月刀 ♠5"]}, loyalist={"hand": ["借刀杀人 ♣Q"]})
    assert t.ai_answer(2, "play") == End()


def _renegade_turn(*, area: bool) -> NormalTable:
    """The 内奸 (seat 4, scripted) uses 南蛮入侵 (or nothing); the lord (the AI) and the 忠臣 take
    their damage; then the lord's turn, with a 杀, both others at 2 HP (too low to press)."""
    t = _three(current=4, ai=0, lord={"hp": 4, "hand": ["杀 ♠7"]}, loyalist={"hp": 3},
               renegade={"hp": 2, "hand": ["南蛮入侵 ♠K"]}, top=["闪 ♥2", "闪 ♦2", "闪 ♥8", "闪 ♦8"])
    if area:
        t.play(4, "南蛮入侵 ♠K")
        t.answer(0, "respond", {"type": "pass"})    # (the lord keeps his 杀; the 忠臣 has none: 3 → 2 HP)
    t.pass_turn(4)
    return t


def test_a_seat_that_harms_the_lord_in_the_end_game_is_taken_for_the_renegade():
    """南蛮入侵 from seat 4 hit the lord: seat 4 is the 内奸 (under 2% the 忠臣), and the lord's 杀
    goes at it although it is too low to press."""
    t = _renegade_turn(area=True)
    ctx = t.ctx(0)
    assert ctx.rb.p_role(4, "loyalist") < 0.02 and ctx.rb.p_role(2, "loyalist") > 0.98
    assert t.ai_answer(0, "play") == UseCard(card=t.id("杀 ♠7"), targets=(4,))


def test_without_the_harm_the_lord_still_cannot_tell():
    t = _renegade_turn(area=False)
    assert abs(t.ctx(0).rb.p_role(4, "loyalist") - 0.5) < 1e-9
    assert t.ai_answer(0, "play") == End()


# ------------------------------------------------------------------ a stall ends


def test_a_stalled_end_game_of_three_ends():
    """Seat 2 (scripted, the 忠臣) 杀s seat 4: a slight lean (seat 4 the likelier 内奸), both at 2
    HP, too low to press: the lord waits; after END_STALL rounds of it he takes seat 4 for the
    内奸 and helps seat 2."""
    t = _three(current=2, ai=0, lord={"hand": ["杀 ♠7"]}, loyalist={"hp": 2, "hand": ["杀 ♣2"]},
               renegade={"hp": 2, "hand": ["闪 ♥2"]}, top=["闪 ♦2", "闪 ♥8", "闪 ♦8", "闪 ♥9"])
    t.play(2, "杀 ♣2", [4])
    t.answer(4, "respond", {"type": "use", "card": "闪 ♥2"})
    t.pass_turn(2)
    t.pass_turn(4)
    ctx = t.ctx(0)
    assert 0.5 < ctx.rb.p_role(4, "renegade") < 0.98
    assert ctx.att(4) == 0.0
    agent = t.ai[0]
    assert agent.beliefs.three_since == t.g.round
    agent.beliefs.three_since = t.g.round - END_STALL          # (as if the stall had lasted that long)
    stalled = t.ctx(0)
    assert stalled.att(4) == -1.0 and stalled.att(2) == 1.0
    assert t.ai_answer(0, "play") == UseCard(card=t.id("杀 ♠7"), targets=(4,))


def test_the_lord_presses_by_the_hp_of_now():
    """The lord's 杀 takes the pressed seat from 3 HP to 2: his next card is no longer aimed at it
    (the shared attitudes are kept by the evidence, the pressing is read from the HP of now)."""
    t = _three(current=0, ai=0, lord={"hand": ["杀 ♠7", "过河拆桥 ♠3"]}, loyalist={"hp": 2, "hand": ["闪 ♥2"]},
               renegade={"hp": 3, "hand": ["杀 ♦6", "杀 ♣9"]})
    assert t.ctx(0).att(0) == 1.0
    assert t.ai_answer(0, "play") == UseCard(card=t.id("杀 ♠7"), targets=(4,))
    assert t.p(4).hp == 2                                   # (no 闪 to answer with)
    assert t.ctx(0).att(4) == 0.0
    assert t.ai_answer(0, "play") == End()
