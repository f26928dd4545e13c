"""Game-over statistics from the events: damage dealt and taken, kills, cards used, 桃 on others."""

from sgs_desktop.client.stats import game_stats
from sgs_desktop.engine import events as E
from sgs_desktop.engine.events import CardFace
from sgs_desktop.tables.local import LocalTable, TableSettings


def test_statistics_add_up_from_the_events():
    def card(cid, key):
        return CardFace(id=cid, key=key, suit="heart", number=1)

    events = [
        E.UseEvent(user=0, card=card(0, "slash"), targets=(1,)),
        E.Damage(source=0, target=1, amount=2, nature=None, hp=1),
        E.Damage(source=None, target=0, amount=1, nature=None, hp=3),
        E.UseEvent(user=2, card=card(1, "peach"), targets=(1,)),
        E.UseEvent(user=1, card=card(2, "peach"), targets=(1,)),
        E.Play(seat=1, card=card(3, "jink")),
        E.Death(seat=1, role="rebel", killer=0),
        E.Death(seat=2, role="rebel", killer=None),
    ]
    s = game_stats(3, events).seats
    assert (s[0].damage_dealt, s[0].damage_taken, s[0].kills, s[0].cards_used) == (2, 1, 1, 1)
    assert (s[1].damage_taken, s[1].cards_used, s[1].peaches_given) == (2, 2, 0)
    assert (s[2].peaches_given, s[2].kills) == (1, 0)


def test_every_seat_sees_the_same_figures():
    table = LocalTable.start(TableSettings(players=5, seat=-1, seed=8))
    for _ in range(20000):
        if not table.step():
            break
    game = table.host.game
    assert game.finished
    seen = [game_stats(5, game.log.visible(seat)) for seat in (0, 3, None)]
    assert seen[0] == seen[1] == seen[2]
    total = seen[0].seats
    assert sum(x.damage_dealt for x in total) <= sum(x.damage_taken for x in total)
    assert sum(x.cards_used for x in total) > 10
