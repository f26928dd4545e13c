"""Building blocks for general skills: view-as (转化) and play-phase (出牌阶段) skills."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...engine import timings as T
from ...engine.actions import set_mark
from ...engine.advice import ALWAYS, Playing
from ...engine.behaviour import AUTO
from ...engine.cards import OFFENSIVE_HORSE, WEAPON, VirtualCard, color_of
from ...engine.errors import IllegalAnswer
from ...engine.health import recover
from ...engine.protocol.requests import CardOption
from ...engine.skills.skill import PROHIBIT, Invoke, Skill

if TYPE_CHECKING:
    from ...engine.advice import AdvisedSeat
    from ...engine.cards import Card, CardLike
    from ...engine.game import Game
    from ...engine.protocol.answers import Use
    from ...engine.state import Player


def in_hegemony(judge: AdvisedSeat) -> bool:
    """Is the advised AI seat at a 国战 table? Where one module serves both modes (悲歌, 巧变) and the
    国战 AI advice was written apart from the identity one, that difference is kept behind this."""
    return judge.view.mode == "hegemony"


def reach_equipment(owner: Player) -> set[int]:
    """The equipped weapon and −1 horse: used as a card, they take their range or distance with
    them, so a view-as option offers each alone, probed by itself."""
    return {owner.equips.get(WEAPON), owner.equips.get(OFFENSIVE_HORSE)} - {None}  # type: ignore[return-value]


class ViewAsSkill(Skill):
    """Use or play `n_cards` of your cards (from `zones`: "h" hand, "he" hand and equipment)
    as a card of key `as_key`. Subclasses narrow which cards (`card_ok`, `cards_ok`) and when
    (`usable_now`)."""

    view_as = True
    as_key = ""
    zones = "h"
    n_cards = 1
    #: may the made card be used as a play-phase action (some only answer: 倾国's 闪)
    in_play = True
    #: the cards it takes, when their colour or suit is all that matters (武圣: red)
    color: str | None = None
    suit: str | None = None
    #: does the subclass say more about its cards (card_ok)? (derived for each subclass)
    checks_cards = False
    #: does it make only its `as_key` card? (derived for each subclass: yes, unless it lists its
    #: options or makes its card itself — 龙胆 makes two kinds)
    makes_as_key_only = True

    def __init_subclass__(cls, **kwargs) -> None:
        super().__init_subclass__(**kwargs)
        cls.checks_cards = cls.card_ok is not ViewAsSkill.card_ok
        cls.makes_as_key_only = all(getattr(cls, m) is getattr(ViewAsSkill, m)
                                    for m in ("view_as_options", "view_as_card", "produce_card"))

    def may_make(self, g: Game, name: str) -> bool:
        """Only the `as_key` card when the skill makes it through ViewAsSkill's own options and
        card (derived, never declared: `makes_as_key_only`); otherwise it might make anything."""
        if not self.makes_as_key_only:
            return True
        return g.behaviours[self.as_key].name == name

    def card_ok(self, g: Game, owner: Player, card: Card) -> bool:
        """A rule over one card beyond `color`/`suit` (断粮: a black basic or equipment card)."""
        return True

    def cards_ok(self, g: Game, owner: Player, cards: tuple[Card, ...]) -> bool:
        """A rule over the chosen cards together (乱击: the same suit)."""
        return True

    def usable_now(self, g: Game, owner: Player, names: frozenset[str] | None, mode: str) -> bool:
        return True

    def candidates(self, g: Game, owner: Player) -> list[int]:
        ids = list(owner.hand)
        if "e" in self.zones:
            ids.extend(owner.equip_ids())
        cards = g.cards
        if self.color is not None:
            ids = [c for c in ids if cards[c].color == self.color]
        if self.suit is not None:
            ids = [c for c in ids if cards[c].suit == self.suit]
        if self.checks_cards:
            ids = [c for c in ids if self.card_ok(g, owner, cards[c])]
        return ids

    def view_as_options(self, g: Game, owner: Player, names: frozenset[str] | None,
                        mode: str) -> list[CardOption]:
        behaviour = g.behaviours[self.as_key]
        if names is not None and behaviour.name not in names:
            return []
        if names is None and not self.in_play:
            return []
        if not self.usable_now(g, owner, names, mode):
            return []
        cands = self.candidates(g, owner)
        if len(cands) < self.n_cards:
            return []
        if names is not None:
            return [CardOption(self.as_key, None, self.id, tuple(cands), self.n_cards, self.n_cards)]
        # An equipped weapon or −1 horse used as the card changes range and distance: such a card
        # gets an option of its own, with the targets it leaves, so every option is exact.
        # A single card also gives the made card its colour (帷幕 refuses a black trick): one
        # option per colour, probed with a card of that colour.
        # (only prohibitions look at colour: without one, a single probe serves)
        groups: list[tuple[tuple[int, ...], bool]] = [(tuple(cands), False)]
        if self.n_cards == 1:
            special = reach_equipment(owner)
            if PROHIBIT in g.modifier_kinds:
                by_colour: dict[str | None, list[int]] = {}
                for c in cands:
                    if c not in special:
                        by_colour.setdefault(color_of(g, owner, g.cards[c]), []).append(c)
                groups = [(tuple(ids), True) for ids in by_colour.values()]
            elif special:
                groups = [(tuple(c for c in cands if c not in special), False)]
            groups += [((c,), True) for c in cands if c in special]
        out = []
        for group, alone in groups:
            if len(group) < self.n_cards:
                continue
            probe = VirtualCard(behaviour, (g.cards[group[0]],) if alone else (), self.id)
            if not behaviour.usable_in_play(g, owner, probe):
                continue
            spec = behaviour.target_spec(g, owner, probe)
            if spec is None:
                continue
            out.append(CardOption(self.as_key, None, self.id, group, self.n_cards, self.n_cards,
                                  None if spec is AUTO else spec))
        return out

    def view_as_card(self, g: Game, owner: Player, answer: Use) -> CardLike:
        cards = tuple(g.cards[c] for c in answer.cards)
        if not self.cards_ok(g, owner, cards):
            raise IllegalAnswer(f"{self.id}: these cards cannot be used together: {list(answer.cards)}")
        return VirtualCard(g.behaviours[self.as_key], cards, self.id)


class ActiveSkill(Skill):
    """A play-phase skill (出牌阶段), offered as an option of the PlayRequest; by default
    once per play phase (出牌阶段限一次). `option` says what may be chosen; `activate` acts."""

    active = True
    per_phase: int | None = 1
    #: how a seat uses it in the play phase (engine.advice.Playing, its policy beside the skill);
    #: a test holds every active skill to one
    play: Playing | None = None

    def play_option(self, g: Game, owner: Player) -> CardOption | None:
        if self.per_phase is not None and g.skill_count(owner.seat, self.id, "play") >= self.per_phase:
            return None
        return self.option(g, owner)

    def option(self, g: Game, owner: Player) -> CardOption | None:
        raise NotImplementedError


def lowest_hp(g: Game, seat: int) -> bool:
    """Is `seat`'s HP the lowest among the living (ties count)?"""
    hp = g.players[seat].hp
    return all(p.hp >= hp for p in g.players if p.alive)


class LimitedSkill(Skill):
    """限定技: usable once a game, remembered by the mark `marks[id]` while unused (mix in
    before the skill's kind: `class Luanwu(LimitedSkill, ActiveSkill)`)."""

    def on_acquire(self, g: Game, owner: Player) -> None:
        set_mark(g, owner, self.id, 1)

    def on_lose(self, g: Game, owner: Player) -> None:
        set_mark(g, owner, self.id, None)

    def unused(self, owner: Player) -> bool:
        return bool(owner.marks.get(self.id))

    def use_up(self, g: Game, owner: Player) -> None:
        set_mark(g, owner, self.id, None)


class AwakeningSkill(Skill):
    """觉醒技: wakes once a game when its condition holds, remembered by the mark `marks[id]` once it
    has (the skill sets it as it wakes; a scenario's `used_skills` sets it before play)."""

    wake = True

    def woken(self, owner: Player) -> bool:
        return bool(owner.marks.get(self.id))


def used_skill(skill: Skill, owner: Player) -> bool | None:
    """Has `owner` used this 限定技 or woken this 觉醒技? None for a skill of neither kind."""
    if isinstance(skill, LimitedSkill):
        return not skill.unused(owner)
    if skill.wake:          # (觉醒技: an AwakeningSkill, or a skill that declares `wake` and keeps the same mark)
        return bool(owner.marks.get(skill.id))
    return None


class DyingLimitedSkill(LimitedSkill):
    """A 限定技 for when you are dying (濒死时: 涅槃, 激诏): offered while it is unused, at 0 HP or
    less; the effect is the skill's, and most end by recovering to a set HP (`recover_to`)."""

    timings = (T.DYING,)
    invoke = Invoke(ai=ALWAYS)

    def can_trigger(self, g: Game, owner: Player, timing: T.Timing, data: T.DyingData) -> bool:
        return data.seat == owner.seat and owner.alive and owner.hp <= 0 and self.unused(owner)

    @staticmethod
    async def recover_to(g: Game, owner: Player, hp: int) -> None:
        """Recover to `hp` (no more than the HP limit)."""
        need = min(hp, owner.max_hp) - owner.hp
        if need > 0 and owner.alive:
            await recover(g, owner.seat, need, source=owner.seat)
