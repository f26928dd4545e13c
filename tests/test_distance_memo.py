"""Distances are memoised per board epoch (seats alive, equipment, skills, shown generals):
every change of the board shows in the very next request of the same play phase
(docs/engine.md, Speed)."""

from heg import HegTable
from table import Table

from sgs_desktop.engine.distance import distances_from

ROLES = ("lord", "rebel", "rebel", "loyalist", "renegade", "rebel")


def table(*players: dict, **kw) -> Table:
    return Table([{"role": ROLES[i], **p} for i, p in enumerate(players)], **kw)


def slash_seats(t: Table, seat: int, card: str) -> tuple[int, ...]:
    req = t.expect(seat, "play")
    return next(o for o in req.options if o.card == t.id(card)).targets.seats


def test_a_plus_one_horse_taken_away_brings_its_owner_back_in_range():
    """过河拆桥 on a neighbour's +1 马: the next request already reaches it (the horse left an equip zone)."""
    t = table({"hand": ["过河拆桥 ♠3", "杀 ♠7"]}, {"hand": ["桃 ♥3"], "equip": ["绝影 ♠5"]}, {}, {})
    assert distances_from(t.g, 0)[1] == 2
    assert slash_seats(t, 0, "杀 ♠7") == (3,)
    t.play(0, "过河拆桥 ♠3", [1])
    t.pick(0, card="绝影 ♠5")
    assert distances_from(t.g, 0)[1] == 1
    assert slash_seats(t, 0, "杀 ♠7") == (1, 3)
    t.play(0, "杀 ♠7", [1])
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, None)]


def test_a_death_brings_the_next_seat_in_range_at_once():
    """A neighbour dies in the middle of a play phase: the seat behind it is now at distance 1."""
    t = table({"hand": ["决斗 ♠A", "杀 ♠7"]}, {"hp": 1}, {}, {},
              top=["闪 ♥2", "闪 ♦2", "桃 ♥3"])        # what the lord draws for killing a rebel
    assert slash_seats(t, 0, "杀 ♠7") == (1, 3)
    assert distances_from(t.g, 0) == {1: 1, 2: 2, 3: 1}
    t.play(0, "决斗 ♠A", [1])                # seat 1 has no 杀: it takes 1 damage and dies (no 桃 anywhere)
    assert not t.p(1).alive
    assert distances_from(t.g, 0) == {2: 1, 3: 1}
    assert slash_seats(t, 0, "杀 ♠7") == (2, 3)
    t.play(0, "杀 ♠7", [2])
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, None), (0, 2, 1, None)]


def test_a_board_only_distance_skill_keeps_the_memo_per_board():
    """马术 reads only the board (`board_only`): distances stay memoised with it in play, and the
    −1 马 equipped brings the far seat in range at once."""
    t = table({"general": "machao", "hand": ["杀 ♠7", "赤兔 ♥5"]}, {}, {}, {}, {}, {})
    assert distances_from(t.g, 0) == {1: 1, 2: 1, 3: 2, 4: 1, 5: 1}
    assert slash_seats(t, 0, "杀 ♠7") == (1, 2, 4, 5)
    t.play(0, "赤兔 ♥5")
    assert distances_from(t.g, 0) == {1: 1, 2: 1, 3: 1, 4: 1, 5: 1}
    assert slash_seats(t, 0, "杀 ♠7") == (1, 2, 3, 4, 5)
    t.end_play(0)
    t.finish()


def test_showing_a_general_with_mashu_shortens_distances_at_once():
    """国战: a face-down 马超's 马术 does nothing; shown at the start of his turn, it counts in
    the same turn's first play request (showing changes the board epoch)."""
    t = HegTable([{"generals": ["machao", "zhaoyun"], "shown": [False, False], "hand": ["杀 ♠7"]},
                  {"generals": ["caocao", "dianwei"]}, {"generals": ["sunquan", "zhoutai"]},
                  {"generals": ["lvbu", "diaochan"]}],
                 phase="start", top=["闪 ♥2", "闪 ♦2"])
    assert distances_from(t.g, 0) == {1: 1, 2: 2, 3: 1}
    t.show(0, "head")                        # (the others are shown: no first-show reward)
    assert distances_from(t.g, 0) == {1: 1, 2: 1, 3: 1}
    assert slash_seats(t, 0, "杀 ♠7") == (1, 2, 3)
    t.end_play(0)
    t.finish()
    assert [e["general"] for e in t.log("show_general")] == ["machao"]


def test_a_distance_skill_that_reads_more_keeps_the_memo_to_one_event():
    """奋迅 reads marks and the turn (not `board_only`): with it in play distances are recomputed
    after every event, so its distance 1 counts in the next request."""
    t = HegTable([{"generals": ["dingfeng", "sunjian"], "hand": ["杀 ♠7", "闪 ♦2"]},
                  {"generals": ["liubei", "zhangfei"]}, {"generals": ["caoren", "dianwei"]},
                  {"generals": ["machao", "huangzhong"]}])
    assert distances_from(t.g, 0) == {1: 1, 2: 2, 3: 1}
    t.play(0, skill="fenxun", cards=["闪 ♦2"], targets=[2])
    assert distances_from(t.g, 0) == {1: 1, 2: 1, 3: 1}
    assert slash_seats(t, 0, "杀 ♠7") == (1, 2, 3)
    t.end_play(0)
    t.finish()


def test_a_field_put_on_dengai_shortens_his_memoised_distances_at_once():
    """屯田 reads its 田 (a pile on the general): it is `board_only` because a card moving onto or off
    a general renews the board epoch, so the memoised distances follow the 田 at once."""
    t = Table([{"role": "rebel", "general": "dengai", "hand": ["闪 ♥2"]}, {"role": "loyalist"},
               {"role": "lord", "general": "caocao", "hand": ["过河拆桥 ♠3"]}, {"role": "rebel"}],
              current=2, top=["杀 ♠7"])
    assert distances_from(t.g, 0) == {1: 1, 2: 2, 3: 1}
    t.play(2, "过河拆桥 ♠3", [0])
    t.yes(0)                                # 屯田: the 杀 ♠7 judged becomes a 田
    assert list(t.p(0).piles["tuntian"]) == [t.id("杀 ♠7")]
    assert distances_from(t.g, 0) == {1: 1, 2: 1, 3: 1}
    assert distances_from(t.g, 2)[0] == 2    # (the 田 bring him nearer, not them)
    assert "distances_from_now" not in t.g._memos
    t.end_play(2)
    t.finish()


def test_feiying_keeps_the_board_memo_and_counts_for_everyone_else():
    """飞影 reads only who owns it: the others' memoised distances to 神曹操 are one more."""
    t = table({"general": "shencaocao", "kingdom": "wei", "hand": ["杀 ♠7"]}, {"hand": ["杀 ♠8"]}, {}, {})
    assert distances_from(t.g, 0) == {1: 1, 2: 2, 3: 1}
    assert distances_from(t.g, 1) == {0: 2, 2: 1, 3: 2}
    assert t.g._memos["distances_from_board"][1][1] == {0: 2, 2: 1, 3: 2}
    assert "distances_from_now" not in t.g._memos
    t.end_play(0)
    t.finish()
