"""The trigger system: official order, choosing the order, invoke?, prevention, the index."""

from typing import Any

from table import Table

from sgs_desktop.engine import timings as T
from sgs_desktop.engine.advice import ALWAYS
from sgs_desktop.engine.skills.skill import Invoke, Skill


class Recorder(Skill):
    """A test skill: on 受到伤害时 of anyone, note who resolved it (optionally preventing)."""

    timings = (T.DAMAGE_INFLICTING,)
    invoke = Invoke(ai=ALWAYS)       # when not compulsory

    def __init__(self, sid: str, calls: list, *, compulsory: bool = True, prevent: bool = False,
                 change: int = 0) -> None:
        self.id = sid
        self.calls = calls
        self.compulsory = compulsory
        self.prevent = prevent
        self.change = change

    def can_trigger(self, g, owner, timing, data) -> bool:
        return True

    async def effect(self, g, owner, timing, data: Any, choice) -> None:
        self.calls.append((owner.seat, self.id))
        data.amount += self.change
        if self.prevent:
            data.prevented = True


def four(current=0):
    return Table([{"role": "lord", "hand": ["杀 ♠7"]}, {"role": "rebel"}, {"role": "rebel"},
                  {"role": "renegade"}], current=current)


def test_seats_go_round_from_the_current_player():
    """Skills of several players resolve in seat order starting with the current player."""
    t = four(current=0)
    calls = []
    for seat in (3, 1, 0, 2):
        t.g.add_skill(seat, Recorder(f"r{seat}", calls))
    t.play(0, "杀 ♠7", [1])
    t.end_play(0)
    t.finish()
    assert calls == [(0, "r0"), (1, "r1"), (2, "r2"), (3, "r3")]


def test_a_player_with_two_skills_chooses_the_order():
    t = four()
    calls = []
    t.g.add_skill(1, Recorder("a", calls))
    t.g.add_skill(1, Recorder("b", calls, change=1))
    t.play(0, "杀 ♠7", [1])
    req = t.expect(1, "option")
    assert set(req.options) == {"a", "b"} and req.prompt.key == "trigger_order"
    t.choose(1, "b")
    t.end_play(0)
    t.finish()
    assert calls == [(1, "b"), (1, "a")]
    assert t.damage_log() == [(0, 1, 2, None)]
    assert [e["skill"] for e in t.log("skill")] == ["b", "a"]


def test_optional_skills_ask_and_may_be_declined():
    t = four()
    calls = []
    t.g.add_skill(2, Recorder("opt", calls, compulsory=False, change=5))
    t.play(0, "杀 ♠7", [1])
    req = t.expect(2, "option")
    assert req.options == ("yes", "no") and req.prompt.args == ("opt",)
    t.no(2)
    t.end_play(0)
    t.finish()
    assert calls == [] and t.damage_log() == [(0, 1, 1, None)] and t.log("skill") == []


def test_prevention_stops_the_round():
    """Once the payload is prevented, later skills are not asked and the damage is not dealt."""
    t = four()
    calls = []
    t.g.add_skill(1, Recorder("stop", calls, prevent=True))
    t.g.add_skill(2, Recorder("late", calls))
    t.play(0, "杀 ♠7", [1])
    t.end_play(0)
    t.finish()
    assert calls == [(1, "stop")]
    assert t.damage_log() == [] and t.p(1).hp == 4
    assert t.log("damage_prevented")[0]["target"] == 1


def test_removed_skills_leave_the_index():
    t = four()
    calls = []
    skill = Recorder("gone", calls)
    t.g.add_skill(3, skill)
    assert T.DAMAGE_INFLICTING in t.g.skills.by_timing
    t.g.remove_skill(3, skill)
    assert T.DAMAGE_INFLICTING not in t.g.skills.by_timing and not t.g.listens(T.DAMAGE_INFLICTING)
    t.play(0, "杀 ♠7", [1])
    t.end_play(0)
    t.finish()
    assert calls == []
