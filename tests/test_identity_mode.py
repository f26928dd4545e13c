"""Identity mode (身份局): roles, setup, victory, hand limit, the draw pile, distance and range
(docs/rulings.md 2-5, 12, 13)."""

from collections import Counter

import pytest
from table import Table

from sgs_desktop.engine.config import GameConfig
from sgs_desktop.engine.distance import attack_range, distance, distances_from, in_attack_range
from sgs_desktop.engine.errors import ConfigError, IllegalAnswer
from sgs_desktop.engine.game import Game
from sgs_desktop.engine.protocol.answers import Cards
from sgs_desktop.engine.state import Zone
from sgs_desktop.modes.roles import ROLE_TABLE

# (lord, loyalist, rebel, renegade) per number of players: the classic 身份分配表
CLASSIC_ROLES = {2: (1, 0, 1, 0), 3: (1, 0, 1, 1), 4: (1, 1, 1, 1), 5: (1, 1, 2, 1), 6: (1, 1, 3, 1),
                 7: (1, 2, 3, 1), 8: (1, 2, 4, 1), 9: (1, 3, 4, 1), 10: (1, 3, 4, 2)}
ROLE_ORDER = ("lord", "loyalist", "rebel", "renegade")


def counts(roles):
    c = Counter(roles)
    return tuple(c[r] for r in ROLE_ORDER)


# --------------------------------------------------------------------------- roles and setup


@pytest.mark.parametrize("n", range(2, 11))
def test_role_table(n):
    """身份分配: the roles of an n-player game."""
    assert counts(ROLE_TABLE[n]) == CLASSIC_ROLES[n]
    assert len(ROLE_TABLE[n]) == n


@pytest.mark.parametrize("n", range(2, 11))
def test_new_game_setup(n):
    """A dealt game: roles per the table, only the lord's public; lord 5 max HP with 5+ players (else 4);
    4 cards each, dealt from the lord; the lord takes the first turn."""
    for seed in (1, 2, 3):
        g = Game.new(GameConfig(players=n, generals="none"), seed)
        roles = [p.role for p in g.players]
        assert counts(roles) == CLASSIC_ROLES[n]
        lord = roles.index("lord")
        for p in g.players:
            want = (5 if n >= 5 else 4) if p.role == "lord" else 4
            assert (p.hp, p.max_hp) == (want, want), (n, seed, p)
        # views: the lord's role is public, your own role is yours, the rest hidden
        for seat in range(n):
            view = g.view(seat)
            assert view.role == roles[seat]
            for i, sv in enumerate(view.players):
                expected = roles[i] if i in (seat, lord) else None
                assert sv.role == expected, (n, seed, seat, i)
            private = [e for e in g.log_for(seat) if e["kind"] == "role"]
            assert sorted(e["seat"] for e in private) == sorted({seat, lord})
        assert [e["seat"] for e in g.log_for(None) if e["kind"] == "role"] == [lord]
        # the deal: 4 cards each, from the lord round the table
        deals = [e for e in g.log_for(-1) if e["kind"] == "move" and e["reason"] == "deal"]
        assert [e["dst_owner"] for e in deals] == [(lord + i) % n for i in range(n)]
        assert all(e["count"] == 4 for e in deals)
        # the lord's turn comes first: it drew 2 and is asked to play
        turns = [e for e in g.log_for(-1) if e["kind"] == "turn"]
        assert [(e["seat"], e["round"]) for e in turns] == [(lord, 1)]
        assert g.current == lord and g.pending.seat == lord and g.pending.kind == "play"
        assert [len(p.hand) for p in g.players] == [6 if s == lord else 4 for s in range(n)]
        assert len(g.draw_pile) == len(g.cards) - 4 * n - 2
        assert g.discard_pile == []


def test_roles_are_dealt_at_random():
    """Roles are shuffled: over several seeds the lord is not always in the same seat."""
    seats = {[p.role for p in Game.new(GameConfig(players=5, generals="none"), seed).players].index("lord")
             for seed in range(12)}
    assert len(seats) > 1


def test_turns_go_round_skipping_the_dead():
    """Turns go round in seat order skipping the dead; a round starts when the turn is back at the lord."""
    t = Table([{"role": "lord"}, {"role": "rebel"}, {"role": "loyalist", "alive": False}, {"role": "renegade"}],
              phase="finish", stop="game_over", round_limit=1, top=["闪 ♦2", "闪 ♦3", "闪 ♦4", "闪 ♦5"])
    t.end_play(1)
    t.end_play(3)
    t.finish("round_limit")
    assert [(e["seat"], e["round"]) for e in t.log("turn")] == [(0, 1), (1, 1), (3, 1)]
    assert t.hand(1) == set(t.ids("闪 ♦2", "闪 ♦3")) and t.hand(3) == set(t.ids("闪 ♦4", "闪 ♦5"))


# --------------------------------------------------------------------------- victory


def kill(t, killer, victim, card="杀 ♠7"):
    t.play(killer, card, [victim])


def test_lord_dies_rebels_win_even_dead():
    """胜利: the lord dies → every 反贼 wins, dead or alive."""
    t = Table([{"role": "lord", "hp": 1}, {"role": "loyalist", "hand": ["桃 ♥3"]},
               {"role": "rebel", "alive": False}, {"role": "renegade"},
               {"role": "rebel", "hand": ["杀 ♠7"]}], current=4)
    kill(t, 4, 0)
    t.respond(1)                                                 # the loyalist could save: does not
    t.finish("lord_dead")
    assert t.g.result.winners == (2, 4)
    (over,) = t.log("game_over")
    assert over["winners"] == [2, 4] and over["reason"] == "lord_dead"
    assert over["roles"] == ["lord", "loyalist", "rebel", "renegade", "rebel"]
    assert [(e["seat"], e["role"]) for e in t.log("death")] == [(0, "lord")]


def test_lord_dies_with_only_renegade_alive_renegade_wins():
    """胜利: the lord dies and the only survivor is a 内奸 → that 内奸 wins alone."""
    t = Table([{"role": "lord", "hp": 1}, {"role": "rebel", "alive": False},
               {"role": "renegade", "hand": ["杀 ♠7"]}], current=2)
    kill(t, 2, 0)
    t.finish("renegade_wins")
    assert t.g.result.winners == (2,)
    assert t.log("game_over")[0]["winners"] == [2]


def test_renegade_killing_lord_with_others_alive_rebels_win():
    """胜利: a 内奸 who kills the lord while a 忠臣 still lives does not win: the (dead) 反贼 win."""
    t = Table([{"role": "lord", "hp": 1}, {"role": "loyalist"}, {"role": "rebel", "alive": False},
               {"role": "renegade", "hand": ["杀 ♠7"]}], current=3)
    kill(t, 3, 0)
    t.finish("lord_dead")
    assert t.g.result.winners == (2,)


def test_all_rebels_and_renegades_dead_lord_and_loyalists_win():
    """胜利: every 反贼 and 内奸 dead → the lord and every 忠臣 (dead or alive) win; the game is over
    before any reward."""
    t = Table([{"role": "lord", "hand": ["杀 ♠7"]}, {"role": "rebel", "hp": 1},
               {"role": "loyalist", "alive": False}, {"role": "renegade", "alive": False},
               {"role": "rebel", "alive": False}, {"role": "loyalist"}],
              top=["闪 ♦2", "闪 ♦3", "闪 ♦4"])
    kill(t, 0, 1)
    t.finish("rebels_dead")
    assert t.g.result.winners == (0, 2, 5)
    assert t.log("reward") == []
    assert t.hand(0) == set()


def test_game_goes_on_while_a_renegade_lives():
    """No victory while the lord and a 内奸 both live, even with every 反贼 dead."""
    t = Table([{"role": "lord", "hand": ["杀 ♠7"]}, {"role": "rebel", "hp": 1}, {"role": "renegade"}],
              top=["闪 ♦2", "闪 ♦3", "闪 ♦4"])
    kill(t, 0, 1)
    t.end_play(0)
    t.finish()
    assert [e["seat"] for e in t.log("reward")] == [0]
    assert t.log("game_over")[0]["reason"] == "scenario_stop"


TEN = ["lord", "loyalist", "loyalist", "loyalist", "rebel", "rebel", "rebel", "rebel", "renegade", "renegade"]


def ten(alive, hp=None, hands=None, current=0):
    hp = hp or {}
    hands = hands or {}
    players = []
    for seat, role in enumerate(TEN):
        p = {"role": role, "alive": seat in alive}
        if seat in hp:
            p["hp"] = hp[seat]
        if seat in hands:
            p["hand"] = hands[seat]
        players.append(p)
    return Table(players, current=current)


def test_ten_players_sole_surviving_renegade_wins_alone():
    """10 players, two 内奸: the lord dies with one 内奸 the sole survivor → only that one wins."""
    t = ten(alive={0, 9}, hp={0: 1}, hands={9: ["杀 ♠7"]}, current=9)
    kill(t, 9, 0)
    t.finish("renegade_wins")
    assert t.g.result.winners == (9,)


def test_ten_players_two_renegades_alive_rebels_win():
    """10 players: the lord dies with both 内奸 alive → the (all dead) 反贼 win, not the 内奸."""
    t = ten(alive={0, 8, 9}, hp={0: 1}, hands={9: ["杀 ♠7"]}, current=9)
    kill(t, 9, 0)
    t.finish("lord_dead")
    assert t.g.result.winners == (4, 5, 6, 7)


def test_ten_players_last_renegade_dies_lord_side_wins():
    """10 players: the lord kills the last 内奸 (the other dead, every 反贼 dead) → lord and 忠臣 win."""
    t = ten(alive={0, 1, 8}, hp={8: 1}, hands={0: ["杀 ♠7"]}, current=0)
    assert distance(t.g, 0, 8) == 1                               # living ring: 0, 1, 8
    kill(t, 0, 8)
    t.finish("rebels_dead")
    assert t.g.result.winners == (0, 1, 2, 3)


# --------------------------------------------------------------------------- hand limit


def test_hand_limit_is_hp_discard_exact_excess():
    """手牌上限 = current HP: in the discard phase exactly the excess is discarded (2 HP, 5 cards → 3)."""
    hand = ["杀 ♠7", "闪 ♥2", "桃 ♥3", "酒 ♠3", "无中生有 ♥7"]
    t = Table([{"role": "lord", "hp": 2, "hand": hand}, {"role": "rebel"}], phase="discard")
    req = t.expect(0, "cards")
    assert (req.min, req.max) == (3, 3)
    assert set(req.cards) == set(t.ids(*hand))
    for bad in (t.ids("杀 ♠7", "闪 ♥2"), t.ids("杀 ♠7", "闪 ♥2", "桃 ♥3", "酒 ♠3")):
        with pytest.raises(IllegalAnswer):
            t.g.answer(Cards(tuple(bad)))
    t.cards(0, "杀 ♠7", "闪 ♥2", "无中生有 ♥7")
    t.finish()
    assert t.hand(0) == set(t.ids("桃 ♥3", "酒 ♠3"))
    (mv,) = [e for e in t.log("move") if e["reason"] == "discard_phase"]
    assert sorted(mv["cards"]) == sorted(t.ids("杀 ♠7", "闪 ♥2", "无中生有 ♥7")) and mv["dst"] == "discard"


@pytest.mark.parametrize("hp, n_cards", [(3, 3), (4, 2), (1, 1)])
def test_no_discard_within_hand_limit(hp, n_cards):
    """手牌上限: no more cards than HP → nothing is asked in the discard phase."""
    cards = ["杀 ♠7", "闪 ♥2", "酒 ♠3"][:n_cards]
    t = Table([{"role": "lord", "hp": hp, "hand": cards}, {"role": "rebel"}], phase="discard")
    t.finish()
    assert len(t.hand(0)) == n_cards
    assert [e for e in t.log("move") if e["reason"] == "discard_phase"] == []


def test_hand_limit_follows_hp_lost_this_turn():
    """手牌上限 is the HP at the discard phase: hurt during the turn, the limit drops with it."""
    t = Table([{"role": "lord", "hand": ["决斗 ♠A", "闪 ♥2", "闪 ♦2", "闪 ♦3", "闪 ♦4"]},
               {"role": "rebel", "hand": ["杀 ♣2"]}])
    t.play(0, "决斗 ♠A", [1])
    t.respond(1, "杀 ♣2")                                       # the lord has no 杀: takes 1
    assert t.p(0).hp == 3
    t.end_play(0)
    req = t.expect(0, "cards")
    assert (req.min, req.max) == (1, 1)
    t.cards(0, "闪 ♦4")
    t.finish()
    assert len(t.hand(0)) == 3


# --------------------------------------------------------------------------- the draw pile


def _all_unplaced(t_kwargs_players, top):
    """Ids of every card a scenario does not place (hands/equip/judge/top)."""
    probe = Table(t_kwargs_players, top=top)
    placed = {c for p in probe.sc["players"] for k in ("hand", "equip", "judge") for c in p[k]}
    placed |= set(probe.sc["top"])
    return [c for c in range(len(probe.g.cards)) if c not in placed]


def test_reshuffle_when_draw_pile_runs_short():
    """洗牌: the draw pile holds 1 card, 2 are drawn → the discard pile is shuffled in under it; the
    remaining card is drawn first."""
    players = [{"role": "lord"}, {"role": "rebel"}]
    rest = _all_unplaced(players, ["闪 ♥2"])
    t = Table(players, top=["闪 ♥2"], discard=rest, phase="draw")
    t.end_play(0)
    t.finish()
    hand = t.p(0).hand
    assert hand[0] == t.id("闪 ♥2") and len(hand) == 2 and hand[1] in rest
    (rs,) = t.log("reshuffle")
    assert rs["count"] == 1 + len(rest)
    assert t.g.discard_pile == []
    assert sorted(t.g.draw_pile) == sorted(set(rest) - {hand[1]})
    assert all(t.g.zone_of[c] == Zone.DRAW for c in t.g.draw_pile)
    (drawn,) = [e for e in t.log("move") if e["reason"] == "draw_phase"]
    assert rs["seq"] < drawn["seq"] and drawn["cards"] == hand


def test_reshuffle_when_draw_pile_is_empty():
    """洗牌: an empty draw pile → the whole discard pile is shuffled into it before drawing."""
    players = [{"role": "lord"}, {"role": "rebel"}]
    rest = _all_unplaced(players, [])
    t = Table(players, discard=rest, phase="draw")
    t.end_play(0)
    t.finish()
    assert len(t.p(0).hand) == 2 and set(t.p(0).hand) <= set(rest)
    assert [e["count"] for e in t.log("reshuffle")] == [len(rest)]
    assert len(t.g.draw_pile) == len(rest) - 2 and t.g.discard_pile == []


def test_reshuffled_pile_is_shuffled():
    """洗牌 shuffles: the reshuffled draw pile is not simply the discard pile in order."""
    players = [{"role": "lord"}, {"role": "rebel"}]
    rest = _all_unplaced(players, [])
    t = Table(players, discard=rest, phase="draw")
    (setup,) = [e for e in t.log("move") if e["dst"] == "discard" and e["reason"] == "setup"]
    assert setup["cards"] == rest                                # the discard pile as it was set up
    t.end_play(0)
    t.finish()
    after = t.g.draw_pile + list(reversed(t.p(0).hand))          # the reshuffled pile, bottom first
    assert sorted(after) == sorted(rest) and after != rest and after != rest[::-1]


def _hold_everything_but(keep_draw, keep_discard):
    """Two players; every card except `keep_draw` (draw pile) and `keep_discard` is in the rebel's hand."""
    probe = Table([{"role": "lord"}, {"role": "rebel"}])
    n = len(probe.g.cards)
    keep = set(keep_draw) | set(keep_discard)
    hand = [c for c in range(n) if c not in keep]
    return Table([{"role": "lord"}, {"role": "rebel", "hand": hand}], top=list(keep_draw),
                 discard=list(keep_discard), phase="draw")


def test_both_piles_too_small_game_is_a_draw():
    """平局: 2 cards needed, draw pile 1 + discard pile 0 → the game ends in a draw (no winners)."""
    t = _hold_everything_but([0], [])
    t.finish("draw_pile_exhausted")
    assert t.g.result.winners == ()
    assert t.p(0).hand == []
    (over,) = t.log("game_over")
    assert over["winners"] == [] and over["reason"] == "draw_pile_exhausted"


def test_both_piles_together_too_small_after_reshuffle():
    """平局: draw pile empty, discard pile 1 card, 2 needed → a draw."""
    t = _hold_everything_but([], [0])
    t.finish("draw_pile_exhausted")
    assert t.g.result.winners == () and t.p(0).hand == []


def test_both_piles_together_just_enough():
    """洗牌: draw pile 1 + discard pile 1 = 2 needed → both drawn, no draw (平局)."""
    t = _hold_everything_but([0], [1])
    t.end_play(0)
    # the lord now holds 2 cards at 4 HP: no discard
    t.finish()
    assert t.p(0).hand == [0, 1]
    assert len(t.log("reshuffle")) == 1


def test_processing_area_is_not_reshuffled():
    """平局: 无中生有 needs 2 cards; the draw pile has 1, the discard pile none, the 无中生有 itself is in
    the processing area (not the discard pile) → a draw."""
    probe = Table([{"role": "lord"}, {"role": "rebel"}])
    n = len(probe.g.cards)
    ex = probe.id("无中生有 ♥7")
    hand = [c for c in range(n) if c not in (0, ex)]
    t = Table([{"role": "lord", "hand": [ex]}, {"role": "rebel", "hand": hand}], top=[0])
    t.play(0, "无中生有 ♥7")
    t.respond(1)                                                 # the rebel holds every 无懈可击: passes
    t.finish("draw_pile_exhausted")
    assert t.p(0).hand == []


# --------------------------------------------------------------------------- distance and range


def five(extra=None):
    """Five players; `extra` maps seat → more player fields."""
    extra = extra or {}
    roles = ["lord", "loyalist", "rebel", "rebel", "renegade"]
    players = [{"role": r, **extra.get(i, {})} for i, r in enumerate(roles)]
    return Table(players)


def test_distance_round_the_table():
    """距离: the fewer steps round the table: 5 players, seat 0 → 1, 2, 2, 1; symmetric."""
    t = five()
    g = t.g
    assert [distance(g, 0, b) for b in range(1, 5)] == [1, 2, 2, 1]
    assert [distance(g, 2, b) for b in (0, 1, 3, 4)] == [2, 1, 1, 2]
    assert distances_from(g, 0) == {1: 1, 2: 2, 3: 2, 4: 1}
    assert all(distance(g, a, b) == distance(g, b, a) for a in range(5) for b in range(5))
    t.end_play(0)
    t.finish()


def test_distance_counts_living_players_only():
    """距离 counts living players only: with seat 1 dead, seat 0 → seat 2 is 1."""
    t = five({1: {"alive": False}, 0: {"hand": ["杀 ♠7"]}})
    g = t.g
    assert distance(g, 0, 2) == 1 and distance(g, 0, 3) == 2 and distance(g, 2, 4) == 2
    assert distances_from(g, 0) == {2: 1, 3: 2, 4: 1}
    opt = next(o for o in t.expect(0, "play").options if o.card == t.id("杀 ♠7"))
    assert opt.targets.seats == (2, 4)
    t.end_play(0)
    t.finish()


def test_distance_changes_when_a_player_dies():
    """距离: after a death in the same turn, the seats close up."""
    t = Table([{"role": "lord", "hand": ["杀 ♠7", "决斗 ♠A"]},
               {"role": "rebel", "hp": 1}, {"role": "loyalist"}, {"role": "rebel"}, {"role": "renegade"}],
              top=["闪 ♦2", "闪 ♦3", "闪 ♦4"])
    assert distance(t.g, 0, 2) == 2
    t.play(0, "决斗 ♠A", [1])                                      # the rebel has no 杀: dies
    assert not t.p(1).alive
    assert distance(t.g, 0, 2) == 1 and distances_from(t.g, 0) == {2: 1, 3: 2, 4: 1}
    opt = next(o for o in t.expect(0, "play").options if o.card == t.id("杀 ♠7"))
    assert opt.targets.seats == (2, 4)
    t.play(0, "杀 ♠7", [2])
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, None), (0, 2, 1, None)]


def test_horses_change_distance():
    """距离: +1 for the target's +1 horse (防御马), −1 for the source's −1 horse (进攻马)."""
    t = five({2: {"equip": ["绝影 ♠5"]}, 4: {"equip": ["赤兔 ♥5"]}})
    g = t.g
    assert distance(g, 0, 2) == 3 and distance(g, 1, 2) == 2 and distance(g, 3, 2) == 2
    assert distance(g, 4, 2) == 2 and distance(g, 4, 0) == 1 and distance(g, 4, 1) == 1
    assert distance(g, 2, 0) == 2 and distance(g, 2, 4) == 2                # a horse does not help its owner
    assert distance(g, 0, 4) == 1 and distance(g, 1, 4) == 2                # nor the −1 horse defend
    assert distances_from(g, 4) == {0: 1, 1: 1, 2: 2, 3: 1}
    assert distances_from(g, 0) == {1: 1, 2: 3, 3: 2, 4: 1}
    t.end_play(0)
    t.finish()


def test_distance_never_below_one():
    """距离 is never less than 1: an adjacent player with your −1 horse stays at 1."""
    t = Table([{"role": "lord", "equip": ["赤兔 ♥5"]}, {"role": "rebel"}, {"role": "renegade"}])
    assert distance(t.g, 0, 1) == 1 and distance(t.g, 0, 2) == 1
    assert distances_from(t.g, 0) == {1: 1, 2: 1}
    t.end_play(0)
    t.finish()


def test_attack_range_is_weapon_range_else_one():
    """攻击范围 = the weapon's range, else 1; 杀 targets are the others in range."""
    t = five({0: {"hand": ["杀 ♠7"]}, 1: {"equip": ["青釭剑 ♠6"]}, 2: {"equip": ["麒麟弓 ♥5"]},
                3: {"equip": ["诸葛连弩 ♣A"]}})
    g = t.g
    assert [attack_range(g, s) for s in range(5)] == [1, 2, 5, 1, 1]
    assert [b for b in range(5) if in_attack_range(g, 1, b)] == [0, 2, 3, 4]
    assert [b for b in range(5) if in_attack_range(g, 3, b)] == [2, 4]
    assert not in_attack_range(g, 0, 0)
    opt = next(o for o in t.expect(0, "play").options if o.card == t.id("杀 ♠7"))
    assert opt.targets.seats == (1, 4)
    t.end_play(0)
    t.finish()


def test_minus_one_horse_extends_reach_plus_one_horse_blocks_it():
    """攻击范围 with horses: your −1 horse brings a distance-2 player into range 1; their +1 horse takes
    an adjacent player out of it."""
    t = five({0: {"hand": ["杀 ♠7"], "equip": ["大宛 ♠K"]}, 1: {"equip": ["的卢 ♣5"]},
                4: {"equip": ["爪黄飞电 ♥K"]}})
    g = t.g
    assert [distance(g, 0, b) for b in range(1, 5)] == [1, 1, 1, 1]
    opt = next(o for o in t.expect(0, "play").options if o.card == t.id("杀 ♠7"))
    assert opt.targets.seats == (1, 2, 3, 4)
    t.end_play(0)
    t.finish()
    t2 = five({0: {"hand": ["杀 ♠7"]}, 1: {"equip": ["的卢 ♣5"]}})
    opt = next(o for o in t2.expect(0, "play").options if o.card == t2.id("杀 ♠7"))
    assert opt.targets.seats == (4,)
    assert not in_attack_range(t2.g, 0, 1) and distance(t2.g, 0, 1) == 2
    t2.end_play(0)
    t2.finish()


def test_an_unknown_card_package_is_a_config_error():
    """A deck naming a package that does not exist fails before any card is dealt."""
    with pytest.raises(ConfigError, match="packs: unknown 身份 card or general package 'nope'"):
        Game.new(GameConfig(players=5, packs=("identity_standard", "nope")), 1)
