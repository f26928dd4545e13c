"""Timings are bound to their payload class; an after timing's payload is read only in fact."""

import dataclasses
from typing import Any

import pytest
from table import Table

from sgs_desktop.engine import timings as T
from sgs_desktop.engine.skills import triggering
from sgs_desktop.engine.skills.skill import Skill
from sgs_desktop.engine.skills.triggering import index_keys, phase_key


class Probe(Skill):
    """A test skill: at `timing`, run `act(data)` in can_trigger or effect, noting what it saw."""

    compulsory = True

    def __init__(self, sid: str, timing: T.Timing, *, in_check=None, in_effect=None) -> None:
        self.id = sid
        self.timings = (timing,)
        self.in_check = in_check
        self.in_effect = in_effect
        self.seen: list[Any] = []

    def can_trigger(self, g, owner, timing, data) -> bool:
        if self.in_check is not None:
            self.in_check(data)
        return owner.seat == getattr(data, "target", owner.seat)

    async def effect(self, g, owner, timing, data, choice) -> None:
        self.seen.append(data)
        if self.in_effect is not None:
            result = self.in_effect(data)
            if hasattr(result, "__await__"):
                await result


def duel_table():
    return Table([{"role": "lord", "hand": ["杀 ♠7"]}, {"role": "rebel"}])


def test_every_timing_names_its_payload_class():
    assert len(T.TIMINGS) == 29
    for name, timing in T.TIMINGS.items():
        assert timing.name == name and isinstance(timing.payload, type) and timing.term
        assert (timing.read_only is not None) == timing.after
    assert T.DAMAGED.payload is T.DamageData and T.DAMAGED.after
    assert T.DAMAGE_INFLICTING.payload is T.DamageData and not T.DAMAGE_INFLICTING.after
    assert T.CARDS_MOVED.payload is T.MoveData and T.CARD_FINISHED.payload is T.CardUse
    assert T.HP_LOST.payload is T.HpLostData and T.CARD_PLAYED.payload is T.PlayData
    assert T.PINDIAN_SHOWN.payload is T.PindianData and not T.PINDIAN_SHOWN.after
    # hashed and compared by identity (the skill index is a dict keyed by timing)
    twin = T.Timing("damaged", T.DamageData, after=True, term="受到伤害后")
    assert twin != T.DAMAGED and hash(twin) != hash(T.DAMAGED) and T.DAMAGED == T.DAMAGED
    with pytest.raises(dataclasses.FrozenInstanceError):
        T.DAMAGED.after = False


def test_phase_keys_still_index_phase_timings_per_phase():
    class PlayPhaseStart(Skill):
        timings = (T.PHASE_START, T.DAMAGED)
        phases = ("play",)

    sk = PlayPhaseStart()
    assert phase_key(T.PHASE_START, "play") == "phase_start:play"
    assert index_keys(sk) == ["phase_start:play", T.DAMAGED]


def test_a_wrong_payload_class_is_refused():
    """g.trigger refuses a payload of another class, even when nobody listens; so does the
    engine's own fast path (ready) once someone listens."""
    t = duel_table()
    g = t.g
    with pytest.raises(TypeError, match="takes a DamageData payload, not RecoverData"):
        g.trigger(T.DAMAGED, T.RecoverData(1, 1)).send(None)
    with pytest.raises(TypeError, match="takes a HpLostData payload, not tuple"):
        g.trigger(T.HP_LOST, (1, 1)).send(None)     # the old tuple payload
    assert g.ready(T.DAMAGED, "not a payload") is None      # nobody listens: one lookup, nothing else
    g.add_skill(1, Probe("probe", T.DAMAGED))
    with pytest.raises(TypeError, match="takes a DamageData payload, not str"):
        g.ready(T.DAMAGED, "not a payload")


def test_a_skill_passing_a_wrong_payload_fails_the_game():
    """A skill triggering a timing with a payload of the wrong class: the game raises."""
    t = duel_table()
    t.g.add_skill(1, Probe("bad", T.DAMAGE_INFLICTING,
                           in_effect=lambda data: t.g.trigger(T.RECOVERED, data)))
    with pytest.raises(TypeError, match="recovered"):
        t.play(0, "杀 ♠7", [1])


def test_a_skill_writing_to_an_after_payload_raises():
    """受到伤害后: setting a field of the payload raises, in the effect as in can_trigger."""
    t = duel_table()

    def heal(data):
        data.amount = 0

    t.g.add_skill(1, Probe("writer", T.DAMAGED, in_effect=heal))
    with pytest.raises(dataclasses.FrozenInstanceError, match=r"DamageData .*cannot set 'amount'"):
        t.play(0, "杀 ♠7", [1])     # (seat 1 has no 闪: the damage is dealt at once)


def test_a_cost_writing_to_an_after_payload_raises():
    """造成伤害后: the cost (deciding to invoke) sees the read-only payload too."""

    class Greedy(Probe):
        compulsory = False

        async def cost(self, g, owner, timing, data):
            data.amount += 1
            return True

    t = duel_table()
    t.g.add_skill(1, Greedy("greedy", T.DAMAGE_DONE))
    with pytest.raises(dataclasses.FrozenInstanceError, match="cannot set 'amount'"):
        t.play(0, "杀 ♠7", [1])


def test_nothing_is_switched_until_a_listener_triggers():
    """Asking whether a skill can trigger costs no switch: the payload is read only only on the
    path where a listener really triggers (its cost and effect, and the round's re-checks)."""
    t = duel_table()
    seen = []
    t.g.add_skill(0, Probe("bystander", T.DAMAGED, in_check=lambda data: seen.append(type(data))))
    t.play(0, "杀 ♠7", [1])
    t.end_play(0)
    t.finish()
    assert seen == [T.DamageData]                       # asked once, did not trigger (not the target)


def test_before_payloads_stay_editable_and_after_payloads_are_the_same_object():
    """受到伤害时 may change the damage; 受到伤害后 sees the very payload (read only while it runs,
    a plain DamageData again afterwards)."""
    t = duel_table()

    def more(data):
        data.amount += 1

    before = Probe("more", T.DAMAGE_INFLICTING, in_effect=more)
    classes = []
    after = Probe("after", T.DAMAGED, in_effect=lambda data: classes.append(type(data)))
    t.g.add_skill(1, before)
    t.g.add_skill(1, after)
    t.play(0, "杀 ♠7", [1])
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 2, None)] and t.p(1).hp == 2
    (d,) = after.seen
    assert before.seen == [d]                                   # the same object at both timings
    assert classes == [T.DAMAGED.read_only] and isinstance(d, T.DamageData)
    assert type(d) is T.DamageData
    d.amount = 7                                                # writable again once the round is over
    assert d.amount == 7


def test_each_after_payload_class_refuses_every_field():
    for timing in T.TIMINGS.values():
        if not timing.after:
            continue
        twin = timing.read_only
        assert issubclass(twin, timing.payload)
        names = timing.payload.__struct_fields__
        obj = timing.payload(*[None] * (len(names) - len(timing.payload.__struct_defaults__)))
        object.__setattr__(obj, "__class__", twin)                  # (as the engine switches it)
        assert not hasattr(obj, "__dict__")                         # (the twin adds no storage)
        for name in names:
            with pytest.raises(dataclasses.FrozenInstanceError):
                setattr(obj, name, None)
            with pytest.raises(dataclasses.FrozenInstanceError):
                delattr(obj, name)


def test_cards_moved_hands_skills_a_read_only_record():
    """移动后: the moves are a tuple in a read-only MoveData."""
    t = duel_table()
    errors = []

    def rewrite(data):
        assert isinstance(data.moves, tuple)
        try:
            data.reason = "forged"
        except dataclasses.FrozenInstanceError as exc:
            errors.append(str(exc))

    probe = Probe("mover", T.CARDS_MOVED, in_effect=rewrite)
    t.g.add_skill(1, probe)
    t.play(0, "杀 ♠7", [1])
    t.end_play(0)
    t.finish()
    slash = t.id("杀 ♠7")
    assert [(m.reason, m.moves[0][0]) for m in probe.seen] == [("use", (slash,)), ("used", (slash,))]
    assert len(errors) == len(probe.seen)
    assert all(m.reason != "forged" for m in probe.seen)


def test_a_subclass_payload_and_a_round_inside_a_round_stay_read_only():
    """A payload of a subclass of the timing's class is accepted and made read only as well; a
    round of the same after timing inside a round keeps it read only, and it is writable after."""

    class Marked(T.DamageData):
        pass

    t = duel_table()
    d = Marked(0, 1, 1)
    inner_classes = []

    async def inner(data):
        inner_classes.append(type(data))
        with pytest.raises(dataclasses.FrozenInstanceError):
            data.amount = 5

    outer = Probe("outer", T.DAMAGED)
    deeper = Probe("deeper", T.DAMAGED, in_effect=inner)

    async def nested(data):
        with pytest.raises(dataclasses.FrozenInstanceError):
            data.amount = 3
        await triggering.trigger(t.g, T.DAMAGED, data, None, [(t.p(1), deeper)])
        assert type(data) is not Marked                     # still read only after the inner round

    outer.in_effect = nested
    coro = triggering.trigger(t.g, T.DAMAGED, d, None, [(t.p(1), outer)])
    with pytest.raises(StopIteration):
        coro.send(None)                                     # (no request: it runs to its end)
    assert inner_classes and issubclass(inner_classes[0], Marked)
    assert type(d) is Marked and d.amount == 1
    d.amount = 2
