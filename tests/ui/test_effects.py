"""The table's effects (ui/effects.py): scripted games played through the scene, as the window plays
them — each event kind starts its effect on the right seats and nowhere else; chains are drawn
between chained seats and break when they are unchained; effects never take a click nor hold the
events' animation; at anim.SPEED 0 nothing lingers; the current seat's halo and the phase strip."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QGraphicsView
from table import Table

from sgs_desktop.engine import events as E
from sgs_desktop.engine.log import seen_by
from sgs_desktop.packs import deck_faces
from sgs_desktop.ui import anim
from sgs_desktop.ui.effect_items import EffectItem
from sgs_desktop.ui.effects import MS
from sgs_desktop.ui.table import TableScene

FAST = 0.05             # anim.SPEED for the tests that watch effects start: short, but not none


class Played:
    """A scripted game shown on a table scene from seat `viewer`'s eyes: `mark()` before the
    actions, `play()` after them animates the events since (as the controller does) and syncs."""

    def __init__(self, t: Table, viewer: int = 0, since: int | None = None) -> None:
        self.t, self.viewer = t, viewer
        self.scene = TableScene(len(t.g.players), viewer, deck_faces(t.g.view(viewer).packs))
        self.scene.sync(t.g.view(viewer))
        self.fx = self.scene.effects
        self.since = len(t.g.log.entries) if since is None else since     # (0: the deal and what it ran into)

    def events(self) -> list[E.Event]:
        out = [seen_by(entry, self.viewer) for entry in self.t.g.log.entries[self.since:]]
        self.since = len(self.t.g.log.entries)
        return [ev for ev in out if ev is not None]

    def play(self, qtbot, speed: float = FAST) -> list[E.Event]:
        evs = self.events()
        anim.SPEED = speed
        done = []
        self.scene.play(evs, lambda: done.append(True))
        qtbot.waitUntil(lambda: bool(done), timeout=20000)
        self.scene.sync(self.t.g.view(self.viewer))
        return evs

    def settle(self, qtbot) -> None:
        """Wait until every effect is over (and the seats stand still)."""
        qtbot.waitUntil(lambda: not self.fx.items and not self.fx.shakes, timeout=10000)

    def kinds_at(self) -> dict[str, set[int]]:
        out: dict[str, set[int]] = {}
        for kind, seats in self.fx.started:
            out.setdefault(kind, set()).update(seats)
        return out


def effect_items(scene) -> list[EffectItem]:
    return [i for i in scene.items() if isinstance(i, EffectItem)]


# ------------------------------------------------------------------ 闪电
@pytest.mark.parametrize("judgement", ["杀 ♠9", "雌雄双股剑 ♠2"])
def test_lightning_strikes_the_seat_it_hits_and_nowhere_else(qtbot, judgement):
    t = Table([{"role": "lord"}, {"role": "rebel"}, {"role": "loyalist", "hp": 5, "max_hp": 5, "judge": ["闪电 ♠A"]},
               {"role": "renegade"}], current=2, phase="judge", top=[judgement, "杀 ♠7", "闪 ♥2"])
    shown = Played(t, since=0)                  # (the judgement ran as the scenario was dealt)
    t.end_play(2)
    t.finish()
    assert t.damage_log() == [(None, 2, 3, "thunder")]
    shown.play(qtbot)
    assert shown.kinds_at() == {"lightning": {2}, "flash": {2}, "thunder": {2}}
    assert [k for k, _ in shown.fx.started].count("lightning") == 1
    shown.settle(qtbot)
    assert effect_items(shown.scene) == []


def test_lightning_that_moves_on_strikes_nobody(qtbot):
    t = Table([{"role": "lord"}, {"role": "rebel"}, {"role": "loyalist", "judge": ["闪电 ♠A"]}],
              current=2, phase="judge", top=["闪 ♥2", "杀 ♠7", "闪 ♦2"])
    shown = Played(t, since=0)
    t.end_play(2)
    t.finish()
    shown.play(qtbot)
    assert t.damage_log() == [] and "lightning" not in shown.kinds_at()


# ------------------------------------------------------------------ chains and natures
def test_a_chain_is_drawn_between_chained_seats_and_breaks_when_they_are_freed(qtbot):
    t = Table([{"role": "lord", "hand": ["铁索连环 ♣10", "火杀 ♥4"]}, {"role": "rebel"}, {"role": "rebel"},
               {"role": "loyalist"}])
    shown = Played(t)
    assert shown.fx.chains.items == {}
    t.play(0, "铁索连环 ♣10", [1, 3])
    shown.play(qtbot)
    assert list(shown.fx.chains.items) == [(1, 3)]
    chain = shown.fx.chains.items[(1, 3)]
    assert chain.scene() is shown.scene and chain.links
    ends = (chain.links[0].centre, chain.links[-1].centre)       # from seat 1's edge to seat 3's
    boxes = [shown.fx.seat_rect(s) for s in (1, 3)]
    assert not any(b.contains(e) for b in boxes for e in ends)
    assert (ends[0] - boxes[0].center()).manhattanLength() < (ends[0] - boxes[1].center()).manhattanLength()
    shown.settle(qtbot)
    t.play(0, "火杀 ♥4", [1])
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, "fire"), (0, 3, 1, "fire")]
    shown.play(qtbot)
    assert shown.fx.chains.items == {} and chain.scene() is None
    kinds = shown.kinds_at()
    assert kinds["fire"] == {1, 3} and kinds["chain_break"] == {1, 3}
    assert "hit" not in kinds and "thunder" not in kinds
    shown.settle(qtbot)


def test_chains_follow_the_view_at_speed_0_without_animation(qtbot):
    t = Table([{"role": "lord", "hand": ["雷杀 ♠5"]}, {"role": "rebel", "chained": True},
               {"role": "rebel", "chained": True}, {"role": "loyalist", "chained": True}])
    shown = Played(t)
    assert list(shown.fx.chains.items) == [(1, 2), (2, 3)]
    t.play(0, "雷杀 ♠5", [1])
    t.end_play(0)
    t.finish()
    shown.play(qtbot, speed=0)
    assert shown.fx.chains.items == {} and list(shown.fx.started) == []
    assert effect_items(shown.scene) == []


def test_thunder_damage_sparks_and_plain_damage_flashes_and_shakes(qtbot):
    t = Table([{"role": "lord", "hand": ["雷杀 ♠5", "杀 ♠7"], "equip": ["诸葛连弩 ♣A"]}, {"role": "rebel"},
               {"role": "rebel"}])
    shown = Played(t)
    home = shown.scene.seats[2].pos()
    t.play(0, "雷杀 ♠5", [1])
    t.play(0, "杀 ♠7", [2])
    t.end_play(0)
    t.finish()
    shown.play(qtbot)
    kinds = shown.kinds_at()
    assert kinds == {"thunder": {1}, "hit": {2}}
    shown.settle(qtbot)
    assert shown.scene.seats[2].pos() == home            # (it shivered, and stands where it stood)


# ------------------------------------------------------------------ sweeps
@pytest.mark.parametrize(("card", "kind"), [("南蛮入侵 ♠7", "claws"), ("万箭齐发 ♥A", "arrows")])
def test_the_sweeping_tricks_reach_every_target_in_turn(qtbot, card, kind):
    t = Table([{"role": "lord", "hand": [card]}, {"role": "rebel"}, {"role": "loyalist"}, {"role": "renegade"}])
    shown = Played(t)
    t.play(0, card)
    t.end_play(0)
    t.finish()
    evs = shown.events()
    use = next(ev for ev in evs if isinstance(ev, E.UseEvent))
    anim.SPEED = 1.0
    shown.fx.on_event(use)                      # (the Use alone: its sweep, before any damage)
    sweep = [i for i in shown.fx.items if i.kind == kind]
    assert [i.seats for i in sweep] == [(1,), (2,), (3,)]
    assert [i.isVisible() for i in sweep] == [True, False, False]        # one after another
    qtbot.waitUntil(lambda: all(i.isVisible() for i in sweep) or not shown.fx.items, timeout=3000)
    shown.settle(qtbot)
    shown.since = 0
    shown.play(qtbot)
    assert shown.kinds_at()[kind] == {1, 2, 3} and shown.kinds_at()["hit"] == {1, 2, 3}


# ------------------------------------------------------------------ glows and death
def test_peach_glows_green_on_its_target_and_wine_amber_on_its_drinker(qtbot):
    t = Table([{"role": "lord", "hp": 2, "hand": ["桃 ♥3", "酒 ♠3"]}, {"role": "rebel"}])
    shown = Played(t)
    t.play(0, "桃 ♥3")
    t.play(0, "酒 ♠3")
    t.end_play(0)
    t.finish()
    shown.play(qtbot)
    assert shown.kinds_at() == {"peach": {0}, "wine": {0}}
    glows = [i for i in shown.fx.started if i[0] in ("peach", "heal")]
    assert glows == [("peach", (0,))]                   # the recovery goes on in the 桃's glow
    shown.settle(qtbot)


def test_a_death_stamps_the_seat_darkens_the_table_and_leaves_nothing_behind(qtbot):
    t = Table([{"role": "lord", "hand": ["杀 ♠7"]}, {"role": "rebel", "hp": 1}, {"role": "loyalist"},
               {"role": "renegade"}], top=["闪 ♦2", "闪 ♦3", "闪 ♦4"])
    shown = Played(t)
    t.play(0, "杀 ♠7", [1])
    t.end_play(0)
    t.finish()
    evs = shown.events()
    anim.SPEED = 1.0
    death = next(ev for ev in evs if isinstance(ev, E.Death))
    shown.fx.on_event(death)
    stamp = shown.fx.stamps[1]
    assert (stamp.kind, stamp.seats, stamp.hold) == ("death", (1,), True)
    assert {(i.kind, i.seats) for i in shown.fx.items} == {("death", (1,)), ("darken", (1,))}
    assert 1 in shown.fx.shakes
    qtbot.wait(int(MS["death"] * 1.3))
    assert stamp.scene() is shown.scene                 # (held until the seat shows its own)
    shown.scene.sync(t.g.view(0))
    assert stamp.scene() is None and shown.fx.stamps == {}
    shown.settle(qtbot)


# ------------------------------------------------------------------ never in the way
def test_an_effect_never_swallows_a_click(qtbot):
    t = Table([{"role": "lord"}, {"role": "rebel"}, {"role": "loyalist"}, {"role": "renegade"}])
    shown = Played(t)
    scene = shown.scene
    view = QGraphicsView(scene)
    qtbot.addWidget(view)
    view.resize(1700, 1000)
    view.fitInView(scene.sceneRect())
    view.show()
    anim.SPEED = 1.0
    shown.fx.show("lightning", [1])
    shown.fx.show("death", [3])                         # (its veil lies over the whole table)
    shown.fx.show("fire", [2])
    clicked = []
    scene.seat_clicked.connect(clicked.append)
    for seat in (1, 2, 0):
        item = scene.seats[seat]
        at = view.mapFromScene(item.pos() + QPointF(item.W / 2, item.H / 2))
        assert isinstance(view.itemAt(at), EffectItem) or seat == 0
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=at)
    assert clicked == [1, 2, 0]
    scene.stop()
    assert effect_items(scene) == [] and shown.fx.shakes == {}


def test_effects_do_not_hold_the_events_animation(qtbot):
    t = Table([{"role": "lord", "hand": ["火杀 ♥4"]}, {"role": "rebel"}])
    shown = Played(t)
    t.play(0, "火杀 ♥4", [1])
    t.end_play(0)
    t.finish()
    damage = next(ev for ev in shown.events() if isinstance(ev, E.Damage))
    anim.SPEED = 1.0
    done = []
    shown.scene.play([damage], lambda: done.append(True))
    qtbot.waitUntil(lambda: bool(done), timeout=int(anim.CUE_MS * 0.5 + 400))    # as long as before effects
    assert [i.kind for i in shown.fx.items] == ["fire"]          # still burning: it runs on its own
    shown.settle(qtbot)


def test_at_speed_0_no_effect_starts_and_nothing_lingers(qtbot):
    t = Table([{"role": "lord", "hand": ["南蛮入侵 ♠7", "杀 ♠7", "桃 ♥3"], "hp": 3},
               {"role": "rebel", "hp": 1}, {"role": "loyalist"}, {"role": "renegade"}],
              top=["闪 ♦2", "闪 ♦3", "闪 ♦4"])
    shown = Played(t)
    t.play(0, "南蛮入侵 ♠7")
    t.respond(0)                                        # (no 桃 for the dying rebel)
    t.play(0, "桃 ♥3")
    t.end_play(0)
    t.finish()
    shown.play(qtbot, speed=0)
    assert any(not p.alive for p in t.g.players)
    assert list(shown.fx.started) == [] and effect_items(shown.scene) == [] and shown.fx.shakes == {}
    assert shown.fx.stamps == {}
    assert all(s.pos() == s.pos().toPoint() for s in shown.scene.seats.values())


# ------------------------------------------------------------------ whose turn, which phase
def test_the_halo_and_the_phase_strip_follow_the_turn(qtbot):
    t = Table([{"role": "lord"}, {"role": "rebel", "judge": ["乐不思蜀 ♠6"]}, {"role": "loyalist"},
               {"role": "renegade"}], current=1, phase="judge", top=["杀 ♠7", "闪 ♥2", "闪 ♦2"])
    shown = Played(t, since=0)                  # (the turn ran as the scenario was dealt)
    fx = shown.fx
    t.finish()
    evs = shown.play(qtbot, speed=0)
    assert E.PhaseSkipped(seat=1, phase="play") in evs
    assert fx.strip.seat == 1 and fx.strip.skipped == {"play"} and fx.strip.phase == "finish"
    box = fx.seat_rect(1)
    halo = fx.halo.sceneBoundingRect()
    assert fx.halo.isVisible() and halo.contains(box) and halo.width() < box.width() + 60
    strip = fx.strip.box()
    assert shown.scene.sceneRect().contains(strip)
    assert not any(strip.intersects(fx.outer_rect(s)) for s in shown.scene.seats)
    assert [p.text for p in fx.strip.fit_texts()] == ["准备", "判定", "摸牌", "出牌", "弃牌", "结束"]
    fx.on_event(E.Turn(seat=0, round=2))                # your turn: round your plate
    fx.on_event(E.Phase(seat=0, phase="start"))
    assert (fx.halo.seat, fx.strip.seat, fx.strip.phase, fx.strip.skipped) == (0, 0, "start", set())
    assert fx.halo.sceneBoundingRect().contains(fx.seat_rect(0))
    strip = fx.strip.box()
    assert not any(strip.intersects(fx.outer_rect(s)) for s in shown.scene.seats)


@pytest.mark.parametrize("lang", ["zh_CN", "zh_TW", "en"])
def test_the_phase_strip_finds_room_beside_every_seat(qtbot, lang):
    """2 to 10 players, a spectator too: beside each seat as the current one, the strip stays on the
    table and covers no other seat (nor its tag), nor the piles and their counts, in every language."""
    from sgs_desktop.packs.i18n import language, set_language

    before = language()
    set_language(lang)
    try:
        for n in range(2, 11):
            for viewer in (0, None):
                scene = TableScene(n, viewer, {})
                fx = scene.effects
                fx.strip.relayout()
                for seat in scene.seats:
                    fx.turn(seat, "play")
                    strip = fx.strip.box()
                    where = f"{n} players, viewer {viewer}, seat {seat}"
                    assert scene.sceneRect().contains(strip), where
                    assert not any(strip.intersects(r) for r in fx.avoid(seat)), where
                    assert not strip.intersects(fx.outer_rect(seat)), where
                    texts = fx.strip.fit_texts()
                    assert all(t.rect.width() >= 20 for t in texts), where
    finally:
        set_language(before)
