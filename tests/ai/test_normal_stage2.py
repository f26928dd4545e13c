"""Strict scenarios for the 普通 AI's second stage (issue 19): the 内奸's balance (平衡), the lord's
side turning on the 内奸 once the 反贼 are weak, chained damage (铁索连环) in the kill search, and
the end game that ends. The other seats are scripted; the AI seats see only their own log."""

from normaltable import NormalTable

from sgs_desktop.engine.protocol.answers import End
from sgs_desktop.engine.protocol.answers import Use as UseCard

BOW = "麒麟弓 ♥5"


def _rebel_attacked_the_lord(lord_hp: int, loyalist: dict, rebel3: dict, *, rebel1: dict | None = None,
                             renegade_hand=("杀 ♠8",)) -> NormalTable:
    """Seat 3 (a 反贼) 杀s the lord (who has no 闪); then the 内奸's (seat 4, the AI) play phase."""
    players = [{"role": "lord", "hp": lord_hp}, rebel1 or {"role": "rebel", "alive": False},
               {"role": "loyalist", **loyalist},
               {"role": "rebel", "hand": ["杀 ♠7"], "equip": ["青龙偃月刀 ♠5"], **rebel3},
               {"role": "renegade", "hand": list(renegade_hand), "equip": [BOW]}]
    t = NormalTable(players, current=3, top=["闪 ♥2", "闪 ♦2", "闪 ♥8", "闪 ♦8"], stop="game_over", ai_seats=(4,))
    t.play(3, "杀 ♠7", [0])
    t.pass_turn(3)
    return t


def test_the_renegade_turns_on_the_loyalist_once_the_lords_side_is_ahead():
    """One 反贼 is dead, the other at 1 HP with nothing in hand; the lord and the 忠臣 are healthy:
    the 内奸 keeps the 反贼 alive and hits the 忠臣 (seat 2), never the lord."""
    t = _rebel_attacked_the_lord(4, {"hp": 4, "hand": ["杀 ♣2", "杀 ♣3"]}, {"hp": 1})
    ctx = t.ctx(4)
    assert ctx.lord_side_ahead()
    assert ctx.att(0) > 0 and ctx.att(3) > -0.5
    assert t.ai_answer(4, "play") == UseCard(card=t.id("杀 ♠8"), targets=(2,))


def test_the_renegade_hunts_the_rebels_while_they_are_the_stronger():
    """Both 反贼 alive and healthy, the lord and the 忠臣 hurt: the 内奸 杀s the 反贼 who attacked
    the lord (seat 3), not the 忠臣."""
    t = _rebel_attacked_the_lord(2, {"hp": 2}, {"hp": 4, "hand": ["杀 ♠7", "闪 ♥J", "闪 ♦3"]},
                                 rebel1={"role": "rebel", "hp": 4, "hand": ["闪 ♥Q", "闪 ♦4"]})
    ctx = t.ctx(4)
    assert not ctx.lord_side_ahead()
    assert t.ai_answer(4, "play") == UseCard(card=t.id("杀 ♠8"), targets=(3,))


def _loyalists_view(renegade_hp: int, rebel_hp: int, *, both_rebels: bool = False) -> NormalTable:
    players = [{"role": "lord"}, {"role": "rebel", "alive": both_rebels, "hp": rebel_hp}, {"role": "loyalist"},
               {"role": "rebel", "hp": rebel_hp}, {"role": "renegade", "hp": renegade_hp, "hand": ["闪 ♥2", "闪 ♦2"]}]
    return NormalTable(players, current=2, ai_seats=(2,))


def test_the_lords_side_turns_on_the_renegade_once_the_rebels_are_weak():
    """The 忠臣 cannot tell the last 反贼 from the 内奸 (each 50%): with the 反贼 at 1 HP and the
    内奸 at 4, the 内奸 is a full enemy (−0.8); with both 反贼 alive at 4 the 内奸 is the rival (−0.3)."""
    weak = _loyalists_view(4, 1).ctx(2)
    strong = _loyalists_view(4, 4, both_rebels=True).ctx(2)
    assert weak.role_attitude(4, "renegade") == -0.8
    assert strong.role_attitude(4, "renegade") == -0.3
    assert weak.role_attitude(3, "rebel") == strong.role_attitude(3, "rebel") == -1.0


# ------------------------------------------------------------------ 连环: chained damage in the kill search


def _chained(lord: dict) -> NormalTable:
    """The 忠臣 (seat 2, the AI) holds a 雷杀; the 反贼 at seat 1 (1 HP, a 闪 in hand, chained) is
    out of sure reach; the 反贼 at seat 3 (chained, nothing in hand) is next to it."""
    players = [{"role": "lord", **lord}, {"role": "rebel", "hp": 1, "hand": ["闪 ♥2"], "chained": True},
               {"role": "loyalist", "hand": ["雷杀 ♠8"]}, {"role": "rebel", "hp": 3, "chained": True},
               {"role": "renegade", "hand": ["闪 ♦2"]}]
    return NormalTable(players, current=2, stop="game_over", ai_seats=(2,))


def test_the_kill_search_finds_the_chain():
    """A 雷杀 that surely lands on seat 3 carries 1 thunder damage to the chained seat 1 at 1 HP."""
    t = _chained({})
    assert t.ai_answer(2, "play") == UseCard(card=t.id("雷杀 ♠8"), targets=(3,))
    assert [(d["target"], d["chain"]) for d in t.log("damage")] == [(3, False), (1, True)]
    assert not t.p(1).alive


def test_no_elemental_slash_whose_chain_would_kill_my_lord():
    """The same, but the lord is chained too at 1 HP: the 雷杀 is kept."""
    t = _chained({"hp": 1, "chained": True})
    assert t.ai_answer(2, "play") == End()


# ------------------------------------------------------------------ the end game that ends


def _end_game(*, loyalist_alive: bool, lord_hand=("南蛮入侵 ♠7",), lord_hp: int = 4,
              loyalist_hp: int = 4) -> NormalTable:
    players = [{"role": "lord", "hp": lord_hp, "hand": list(lord_hand)}, {"role": "rebel", "alive": False},
               {"role": "loyalist", "alive": loyalist_alive, "hp": loyalist_hp}, {"role": "rebel", "alive": False},
               {"role": "renegade", "hand": ["闪 ♥2", "杀 ♠7", "闪 ♦2"]}]
    return NormalTable(players, current=0, stop="game_over", ai_seats=(0,))


def test_in_the_end_game_of_two_an_area_trick_is_used_even_when_it_will_likely_be_answered():
    """Lord against 内奸, who has three cards: 南蛮入侵 costs him a 杀 at least."""
    t = _end_game(loyalist_alive=False)
    assert t.ai_answer(0, "play") == UseCard(card=t.id("南蛮入侵 ♠7"))


def test_with_a_possible_friend_at_the_table_the_area_trick_waits_for_a_better_chance():
    """The same with the 忠臣 alive at 2 HP (the lord cannot tell it from the 内奸, and cannot press
    a seat so low: endgame.py): kept. With the 忠臣 at 4 HP both are pressed alike: used."""
    t = _end_game(loyalist_alive=True, loyalist_hp=2)
    assert t.ai_answer(0, "play") == End()
    pressed = _end_game(loyalist_alive=True)
    assert pressed.ai_answer(0, "play") == UseCard(card=pressed.id("南蛮入侵 ♠7"))


def test_in_the_end_game_of_two_a_spare_peach_at_full_hp_is_worth_less_than_a_slash():
    two = _end_game(loyalist_alive=False, lord_hand=("桃 ♥3", "桃 ♥4", "杀 ♣2"), lord_hp=4).ctx(0)
    peaches = two.view.hand[:2]
    assert all(two.value(c) < two.value(two.view.hand[2]) for c in peaches)
    three = _end_game(loyalist_alive=True, lord_hand=("桃 ♥3", "桃 ♥4", "杀 ♣2"), lord_hp=4).ctx(0)
    assert all(three.value(c) > three.value(three.view.hand[2]) for c in three.view.hand[:2])
    one = _end_game(loyalist_alive=False, lord_hand=("桃 ♥3", "杀 ♣2"), lord_hp=4).ctx(0)
    assert one.value(one.view.hand[0]) > one.value(one.view.hand[1])


# ------------------------------------------------------------------ area tricks and possible friends


def _lords_area(others_hand: list[str], rebel_hp: int = 2) -> NormalTable:
    """Seat 3 (a 反贼, nothing in hand) 杀s the lord; then the lord (the AI) holds 南蛮入侵; the
    other three (2 HP each) may each be his 忠臣."""
    players = [{"role": "lord", "hand": ["南蛮入侵 ♠7"]}, {"role": "rebel", "hp": 2, "hand": others_hand[:1]},
               {"role": "loyalist", "hp": 2, "hand": others_hand[1:2]},
               {"role": "rebel", "hp": rebel_hp, "hand": ["杀 ♠7"], "equip": ["青龙偃月刀 ♠5"]},
               {"role": "renegade", "hp": 2, "hand": others_hand[2:3]}]
    t = NormalTable(players, current=3, top=["闪 ♥2", "闪 ♦2", "闪 ♥8", "闪 ♦8"], stop="game_over", ai_seats=(0,))
    t.play(3, "杀 ♠7", [0])
    t.pass_turn(3)
    t.pass_turn(4)
    return t


def test_an_area_trick_counts_the_damage_to_seats_that_may_be_friends():
    """Each of the three others is about one in three the lord's 忠臣, and none can answer: the
    南蛮入侵 would hurt his 忠臣 about as surely as the 反贼 — kept."""
    t = _lords_area([])
    assert t.ai_answer(0, "play") == End()


def test_an_area_trick_when_the_possible_friends_can_answer_it():
    """The same, but each of the three holds a 杀 to answer with, and the 反贼 is at 1 HP:
    南蛮入侵."""
    t = _lords_area(["杀 ♣2", "杀 ♣3", "杀 ♣4"], rebel_hp=1)
    assert t.ai_answer(0, "play") == UseCard(card=t.id("南蛮入侵 ♠7"))


def _sunquan_against_the_renegade(*, loyalist_alive: bool) -> NormalTable:
    """孙权 (the lord, the AI) with 的卢 on and 爪黄飞电 and a 闪 in hand; the 内奸 at 3 HP."""
    players = [{"role": "lord", "general": "sunquan", "hand": ["爪黄飞电 ♥K", "闪 ♥2"], "equip": ["的卢 ♣5"]},
               {"role": "rebel", "alive": False}, {"role": "loyalist", "alive": loyalist_alive, "hp": 2},
               {"role": "rebel", "alive": False}, {"role": "renegade", "hp": 3}]
    return NormalTable(players, current=0, stop="game_over", ai_seats=(0,))


def test_in_the_end_game_of_two_spare_equipment_is_traded_for_new_cards():
    """One against one, a horse in hand for a slot already filled is worth less than a 杀: 制衡
    trades it for a new card (the 闪 is kept). With three left it is kept."""
    two = _sunquan_against_the_renegade(loyalist_alive=False)
    ctx = two.ctx(0)
    horse = two.id("爪黄飞电 ♥K")
    assert ctx.value(horse) < 4.5 < ctx.value(two.id("闪 ♥2"))
    assert two.ai_answer(0, "play") == UseCard(skill="zhiheng", cards=(horse,))
    three = _sunquan_against_the_renegade(loyalist_alive=True)
    assert three.ctx(0).value(three.id("爪黄飞电 ♥K")) > 4.5
    assert three.ai_answer(0, "play") == End()
