"""What a public action says: the log's events turned into evidence (kind, actor, subject).

One reader serves three users, so they all read the same actions the same way: the 普通 AI's
beliefs (from its own stream), the tuning script (benchmarks/tune_beliefs.py, from self-play
logs) and the audit (benchmarks/ai_audit.py). It reads only events every seat sees whole
(Use, Nullified, Judge, Death, Turn), never a hidden field.

Kinds: "attack" (杀, 决斗, 火攻 aimed at another), "control" (过河拆桥, 顺手牵羊 at a player with no
delayed trick; 乐不思蜀, 兵粮寸断), "clear" (过河拆桥, 顺手牵羊 at a player with a delayed trick in
its judge area: probably taking it away), "save" (桃 on another: a rescue), "protect" (a harmful
trick on another nullified: the last 无懈可击 stood for its target), "spoil" (a helpful trick on
another nullified), "hurt" (damage to another by no card: a skill's — 雷击 …; not chained, and
not back at a player who hurt the source this turn: 刚烈 answers, it does not choose). A 杀 made
by 借刀杀人, like a 决斗 made by 离间, says nothing.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ...engine.events import Damage, Death, Event, JudgeEvent, Nullified, Turn, UseEvent
from ..basic.knowledge import forced_use

ATTACK = frozenset({"slash", "fire_slash", "thunder_slash", "duel", "fire_attack"})
TAKE = frozenset({"dismantlement", "snatch"})
DELAY = frozenset({"indulgence", "supply_shortage"})
HARMFUL_TRICKS = frozenset({"duel", "fire_attack", "dismantlement", "snatch", "indulgence", "supply_shortage",
                            "savage_assault", "archery_attack", "collateral"})
HELPFUL_TRICKS = frozenset({"ex_nihilo", "god_salvation", "amazing_grace", "await_exhausted",
                            "befriend_attacking"})
NULLIFICATIONS = frozenset({"nullification", "heg_nullification"})
AREA_TRICKS = frozenset({"savage_assault", "archery_attack"})
KINDS = ("attack", "control", "clear", "save", "protect", "spoil", "hurt")
#: the events the reader reads
READS: frozenset[type] = frozenset({UseEvent, Nullified, JudgeEvent, Death, Turn, Damage})


@dataclass(frozen=True, slots=True)
class Action:
    kind: str
    actor: int
    subject: int
    alive: tuple[int, ...]          # the living players when it happened (the actor's choices)


@dataclass
class EvidenceReader:
    """Turns events into actions, keeping the little public state it needs."""

    players: int
    dead: set[int] = field(default_factory=set)
    judged: dict[int, int] = field(default_factory=dict)   # seat → delayed tricks placed and not yet gone
    last_nullifier: int | None = None
    round: int = 0
    #: this turn's damage (source, target): a skill's damage back at its source (刚烈) is no choice
    hurt_this_turn: set[tuple[int, int]] = field(default_factory=set)
    #: 借刀杀人's made attacks (attacker, victim) not yet used: they say nothing of the attacker
    forced: set[tuple[int, int]] = field(default_factory=set)
    this_turn: set[tuple[str, int, int]] = field(default_factory=set)

    def _act(self, kind: str, actor: int, subject: int, alive: tuple[int, ...]) -> list[Action]:
        """The action, once per turn: three 杀 at one player in a turn are one choice, not three."""
        if (kind, actor, subject) in self.this_turn:
            return []
        self.this_turn.add((kind, actor, subject))
        return [Action(kind, actor, subject, alive)]

    def alive(self) -> tuple[int, ...]:
        return tuple(s for s in range(self.players) if s not in self.dead)

    def read(self, ev: Event) -> list[Action]:
        t = type(ev)
        if t is UseEvent:
            return self._use(ev)            # type: ignore[arg-type]
        if t is Nullified:
            return self._nullified(ev)      # type: ignore[arg-type]
        if t is JudgeEvent:
            if ev.reason in DELAY and self.judged.get(ev.seat, 0) > 0:    # type: ignore[attr-defined]
                self.judged[ev.seat] -= 1                                 # type: ignore[attr-defined]
        elif t is Death:
            self.dead.add(ev.seat)          # type: ignore[attr-defined]
            self.judged.pop(ev.seat, None)  # type: ignore[attr-defined]
        elif t is Turn:
            self.round = max(self.round, ev.round)  # type: ignore[attr-defined]
            self.hurt_this_turn.clear()
            self.forced.clear()
            self.this_turn.clear()
        elif t is Damage:
            src, target = ev.source, ev.target      # type: ignore[attr-defined]
            if src is None or src == target:
                return []
            back = (target, src) in self.hurt_this_turn
            self.hurt_this_turn.add((src, target))
            if ev.card is None and not ev.chain and not back:  # type: ignore[attr-defined]
                return self._act("hurt", src, target, self.alive())
        return []

    def _use(self, ev: UseEvent) -> list[Action]:
        key, user = ev.card.key, ev.user
        if key in NULLIFICATIONS:
            self.last_nullifier = user
            return []
        if forced_use(ev):
            return []
        if key == "collateral":
            self.forced.update(ev.second_targets)
        elif key in ATTACK and ev.targets and (user, ev.targets[0]) in self.forced:
            self.forced.discard((user, ev.targets[0]))
            return []                       # (made to by 借刀杀人)
        out: list[Action] = []
        alive = self.alive()
        for t in ev.targets:
            if t == user:
                continue
            if key in ATTACK or key in DELAY:
                out += self._act("attack" if key in ATTACK else "control", user, t, alive)
            elif key in TAKE:
                if self.judged.get(t, 0) > 0:
                    self.judged[t] -= 1
                    out += self._act("clear", user, t, alive)
                else:
                    out += self._act("control", user, t, alive)
            elif key == "peach":
                out += self._act("save", user, t, alive)
        if key in DELAY:
            for t in ev.targets:
                self.judged[t] = self.judged.get(t, 0) + 1
        return out

    def _nullified(self, ev: Nullified) -> list[Action]:
        who, target, key = self.last_nullifier, ev.target, ev.card.key
        if key in DELAY and target is not None and self.judged.get(target, 0) > 0:
            self.judged[target] -= 1
        if who is None or target is None or who == target or key in NULLIFICATIONS:
            return []
        if key in HARMFUL_TRICKS:
            return self._act("protect", who, target, self.alive())
        if key in HELPFUL_TRICKS:
            return self._act("spoil", who, target, self.alive())
        return []
