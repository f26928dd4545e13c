"""Who holds which skill (the skill index) and how a timing's triggered skills resolve (触发技的结算).

Compiled with the engine's hot path (docs/engine.md, "The compiled hot path"): `Game.trigger` and the
index run at every timing; the skills themselves are content (skill.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from ..advice import DEFAULT, Strategy
from ..prompts import SKILL, WORD, Arg, PromptSpec
from ..timings import PHASE_BEGINNING, PHASE_END, PHASE_START, PHASES, Timing, read_only_twin, set_class

if TYPE_CHECKING:
    from ..game import Game
    from ..state import Player
    from .skill import Skill

PHASE_TIMINGS: Final = frozenset({PHASE_BEGINNING, PHASE_START, PHASE_END})

#: a player with several skills triggered at one timing chooses which goes first
ASK_TRIGGER_ORDER: Final = PromptSpec("trigger_order", Arg("timing", WORD), ai=DEFAULT, module=__name__)
#: 国战: show a face-down general to make its 锁定技 work now?
ASK_SHOW_TO_INVOKE: Final = PromptSpec("show_to_invoke", Arg("skill", SKILL), ai=Strategy("show_to_invoke"),
                                        module=__name__)


def phase_key(timing: Timing, phase: str) -> str:
    """The index key of a phase timing for one phase ("phase_start:play")."""
    return f"{timing.name}:{phase}"


def index_keys(skill: Skill) -> list[Timing | str]:
    """Where a skill is listed: phase timings per phase, so a phase nobody watches costs nothing."""
    keys: list[Timing | str] = []
    for t in skill.timings:
        if t in PHASE_TIMINGS:
            keys.extend(phase_key(t, ph) for ph in (skill.phases or PHASES))
        else:
            keys.append(t)
    return keys


class SkillIndex:
    """Which player holds which skill, indexed by timing and by modifier kind."""

    __slots__ = ("active", "active_of", "by_modifier", "by_timing", "of_phases", "view_as", "view_as_of")

    def __init__(self) -> None:
        self.by_timing: dict[Timing | str, list[tuple[Player, Skill]]] = {}   # a Timing, or a phase key
        #: a turn or phase timing's listeners by whose turn it is (a list by seat): without the other
        #: players' `own_phases_only` skills (made when first asked, dropped when the timing's listeners change)
        self.of_phases: dict[Timing | str, list[list[tuple[Player, Skill]]]] = {}
        self.by_modifier: dict[str, list[tuple[Player, Skill]]] = {}
        self.view_as: list[tuple[Player, Skill]] = []
        self.active: list[tuple[Player, Skill]] = []
        self.view_as_of: dict[int, list[Skill]] = {}     # by seat: what each player can make
        self.active_of: dict[int, list[Skill]] = {}

    def add(self, player: Player, skill: Skill) -> None:
        if any(s.id == skill.id for s in player.skills):
            # (twice, every option it offers would be offered twice: a set-up mistake)
            raise ValueError(f"seat {player.seat} already has the skill {skill.id!r}")
        player.skills.append(skill)
        entry = (player, skill)
        for t in index_keys(skill):
            self.by_timing.setdefault(t, []).append(entry)
            self.of_phases.pop(t, None)
        for m in skill.modifies:
            self.by_modifier.setdefault(m, []).append(entry)
        if skill.view_as:
            self.view_as.append(entry)
            self.view_as_of.setdefault(player.seat, []).append(skill)
        if skill.active:
            self.active.append(entry)
            self.active_of.setdefault(player.seat, []).append(skill)

    def remove(self, player: Player, skill: Skill) -> None:
        player.skills.remove(skill)
        for t in index_keys(skill):
            lst = self.by_timing[t]
            _drop(lst, player, skill)
            self.of_phases.pop(t, None)
            if not lst:
                del self.by_timing[t]
        for m in skill.modifies:
            lst = self.by_modifier[m]
            _drop(lst, player, skill)
            if not lst:
                del self.by_modifier[m]
        if skill.view_as:
            _drop(self.view_as, player, skill)
            self.view_as_of[player.seat].remove(skill)
        if skill.active:
            _drop(self.active, player, skill)
            self.active_of[player.seat].remove(skill)

    def in_phases_of(self, key: Timing | str, seat: int) -> list[tuple[Player, Skill]]:
        """The listeners of a turn or phase timing (`key`) that may trigger in `seat`'s turn or phase:
        all but the other players' `own_phases_only` skills, in the index's order."""
        per = self.of_phases.get(key)
        if per is None:
            entries = self.by_timing.get(key, [])
            seats = 1 + max((e[0].seat for e in entries), default=seat)
            per = self.of_phases[key] = [[e for e in entries if e[0].seat == s or not e[1].own_phases_only]
                                         for s in range(max(seats, seat + 1))]
        if seat >= len(per):
            return self.by_timing.get(key, [])
        return per[seat]


def _drop(lst: list[tuple[Player, Skill]], player: Player, skill: Skill) -> None:
    """Remove `player`'s entry of `skill` from an index list."""
    for i, e in enumerate(lst):
        if e[0] is player and e[1] is skill:
            del lst[i]
            return


async def trigger(g: Game, timing: Timing, data: Any, key: str | None,
                  ready: list[tuple[Player, Skill]]) -> None:
    """Resolve every skill that triggers at `timing` (the official order); `ready` are the
    listeners whose can_trigger holds now (Game.trigger found them).

    Seats go round from the current player; a player with several triggered
    skills chooses their order; each is asked "invoke?" unless compulsory; the
    round stops as soon as the payload is prevented. At an after timing the payload is
    read only meanwhile (switched to its read-only twin, and back when the round is over):
    this is the path where a listener really triggers, so the rest pays nothing for it.
    """
    thaw = None
    if timing.after:
        cls = data.__class__
        twin = timing.read_only if cls is timing.payload else read_only_twin(cls)
        if twin is not None:
            thaw = cls
            set_class(data, twin)
    try:
        index = g.skills.by_timing
        at: Timing | str = key or timing
        if any(p.hidden_skills for p, _ in ready):
            ready = [e for e in ready if not _held_back(g, *e)]
            if not ready:
                return
        used: set[tuple[int, str]] = set()
        n = len(g.players)
        cur = g.current
        while True:
            if used:
                entries = index.get(at)
                if not entries:
                    return
                ready = [(p, sk) for p, sk in entries
                         if (p.seat, sk.id) not in used and sk.can_trigger(g, p, timing, data)
                         and not _held_back(g, p, sk)]
                if not ready:
                    return
            first = min((p.seat - cur) % n for p, _ in ready)
            mine = [(p, sk) for p, sk in ready if (p.seat - cur) % n == first]
            if len(mine) == 1:
                owner, skill = mine[0]
            else:
                owner = mine[0][0]
                ids = tuple(sk.id for _, sk in mine)
                chosen = await g.choose_option(owner.seat, ids, ASK_TRIGGER_ORDER(timing.name))
                skill = next(sk for _, sk in mine if sk.id == chosen)
            used.add((owner.seat, skill.id))
            if owner.hidden_skills and skill.id in owner.hidden_skills:
                choice = await _hidden_cost(g, owner, skill, timing, data)
            else:
                choice = await skill.cost(g, owner, timing, data)
            if choice:
                if skill.announced:
                    g.note_skill(owner.seat, skill.id)
                await skill.effect(g, owner, timing, data, choice)
                if g.aftermath:     # (a skill lost meanwhile: its consequence, 不屈 at HP ≤ 0)
                    await g.settle()
            if getattr(data, "prevented", False):
                return
    finally:
        if thaw is not None:
            set_class(data, thaw)


def _held_back(g: Game, owner: Player, skill: Skill) -> bool:
    """A skill of a face-down general while its owner may not show one (祸水): not offered."""
    return bool(owner.hidden_skills) and skill.id in owner.hidden_skills and not g.may_show(owner)


async def _hidden_cost(g: Game, owner: Player, skill: Skill, timing: Timing, data: Any) -> Any:
    """A skill of a face-down general (暗置): invoking it shows the general first.

    An optional skill asks as usual and shows when invoked; a 锁定技 asks whether to show
    its general to make it work now.
    """
    if not g.may_show(owner):
        return None
    if skill.compulsory:
        if not await g.ask_yes_no(owner.seat, ASK_SHOW_TO_INVOKE(skill.id)):
            return None
        await g.reveal_skill(owner, skill)
        return await skill.cost(g, owner, timing, data)
    choice = await skill.cost(g, owner, timing, data)
    if choice:
        await g.reveal_skill(owner, skill)
    return choice
