"""势备篇 equipment: 护心镜, 明光铠, 青龙偃月刀 (势备), 方天画戟 (势备), 玉玺, 惊帆."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...engine import events as E
from ...engine import timings as T
from ...engine.advice import ALWAYS, Custom
from ...engine.behaviour import CardBehaviour
from ...engine.cards import FIRE, TREASURE, VirtualCard
from ...engine.kingdoms import big_kingdoms, big_kingdoms_among, is_small, kingdom_key
from ...engine.moves import move_cards
from ...engine.prompts import PromptSpec
from ...engine.protocol.answers import Seats
from ...engine.protocol.requests import TargetSpec
from ...engine.skills.skill import (
    BIG_KINGDOMS,
    CHAIN_BLOCKED,
    EXTRA_TARGETS,
    SHOW_BLOCKED,
    TARGET_GROUPS,
    Invoke,
    Skill,
)
from ...engine.state import Zone
from ...engine.usecard import use_card
from ..standard.equipment import Armor, Equipment, OffensiveHorse, Weapon, armor_active
from ..standard.weapons import UNLIMITED, BladeSkill, _own_slash

if TYPE_CHECKING:
    from ...engine.advice import AdvisedSeat
    from ...engine.game import Game
    from ...engine.protocol.requests import SeatsRequest
    from ...engine.state import Player


class BreastplateSkill(Skill):
    """护心镜: when you would take damage at least your HP, you may put 【护心镜】 into the discard
    pile to prevent it (受到伤害时)."""

    id = "breastplate"
    equipment = "breastplate"
    timings = (T.DAMAGE_INFLICTING,)
    invoke = Invoke(ai=ALWAYS)

    def can_trigger(self, g: Game, owner: Player, timing: T.Timing, data: T.DamageData) -> bool:
        return (data.target == owner.seat and not data.prevented and data.amount >= owner.hp
                and "armor" in owner.equips and armor_active(g, owner.seat, data.use))

    async def effect(self, g: Game, owner: Player, timing: T.Timing, data: T.DamageData, choice: Any) -> None:
        await move_cards(g, [owner.equips["armor"]], Zone.DISCARD, reason="breastplate", by=owner.seat)
        data.prevented = True


#: the cards 明光铠 cancels as their target (成为目标时): 火烧连营, 火攻, 火【杀】
IRON_ARMOR_CARDS = ("burning_camps", "fire_attack")


class IronArmorSkill(Skill):
    """明光铠: 锁定技, becoming a target of 【火烧连营】, 【火攻】 or a fire 【杀】 cancels it for you;
    while you are of a small kingdom (小势力角色) you cannot be chained (横置)."""

    id = "iron_armor"
    equipment = "iron_armor"
    compulsory = True
    timings = (T.TARGETING,)
    modifies = (CHAIN_BLOCKED,)
    modifies_owner_only = True

    def can_trigger(self, g: Game, owner: Player, timing: T.Timing, data: T.TargetData) -> bool:
        card = data.use.card
        return (data.target == owner.seat and owner.seat not in data.use.cancelled
                and (card.key in IRON_ARMOR_CARDS or (card.name == "slash" and card.behaviour.nature == FIRE))
                and armor_active(g, owner.seat, data.use))

    async def effect(self, g: Game, owner: Player, timing: T.Timing, data: T.TargetData, choice: Any) -> None:
        data.use.cancelled.add(owner.seat)
        g.emit(E.NoEffect(card=data.use.card.describe(), target=owner.seat))

    def modify(self, g: Game, owner: Player, kind: str, value: Any, *args: Any) -> Any:
        return value or (args[0] is owner and is_small(g, owner))


#: the blade's own part (after a dodge, another 杀), as the identity 青龙偃月刀 has it
CHASE = BladeSkill()


class SaBladeSkill(Skill):
    """青龙偃月刀 (势备篇): when your 杀 is cancelled by 闪, you may use another 杀 on that player;
    锁定技, once your 杀 has its targets, none of them may show a general until it is resolved."""

    id = "sa_blade"
    equipment = "sa_blade"
    timings = (T.SLASH_DODGED, T.TARGETED)
    modifies = (SHOW_BLOCKED,)

    def can_trigger(self, g: Game, owner: Player, timing: T.Timing, data: Any) -> bool:
        if timing == T.TARGETED:
            return _own_slash(data.use, owner) and data.target != owner.seat
        return CHASE.can_trigger(g, owner, timing, data)

    async def cost(self, g: Game, owner: Player, timing: T.Timing, data: Any) -> Any:
        if timing == T.TARGETED:
            return True             # (the 锁定技 part: no question)
        return await CHASE.cost(g, owner, timing, data)      # (asks for the 杀 itself)

    async def effect(self, g: Game, owner: Player, timing: T.Timing, data: Any, choice: Any) -> None:
        if timing == T.TARGETED:
            data.use.data.setdefault("no_show", set()).add(data.target)
            return
        await CHASE.effect(g, owner, timing, data, choice)

    def modify(self, g: Game, owner: Player, kind: str, value: Any, *args: Any) -> Any:
        if value:
            return value
        seat = args[0].seat
        return any(isinstance(u, T.CardUse) and u.user == owner.seat and seat in u.data.get("no_show", ())
                   for u in g.stack)


def kingdom_groups(g: Game, seats: tuple[int, ...]) -> tuple[int, ...]:
    """A group per seat, one per kingdom (a 野心家 alone; -1: no kingdom): `TargetSpec.apart`."""
    order: dict[str, int] = {}
    out = []
    for s in seats:
        key = kingdom_key(g.players[s])
        out.append(-1 if key is None else order.setdefault(key, len(order)))
    return tuple(out)


class SaHalberdSkill(Skill):
    """方天画戟 (势备篇): your 杀 may have any number of targets, no two of one kingdom; once one
    of them cancels it with 闪, it has no effect on the targets after it."""

    id = "sa_halberd"
    equipment = "sa_halberd"
    compulsory = True
    modifies = (EXTRA_TARGETS, TARGET_GROUPS)
    modifies_owner_only = True
    timings = (T.SLASH_DODGED,)

    def modify(self, g: Game, owner: Player, kind: str, value: Any, *args: Any) -> Any:
        player, card = args
        if player is not owner or card.name != "slash":
            return value
        if kind == EXTRA_TARGETS:
            return UNLIMITED
        spec: TargetSpec = value
        return TargetSpec(spec.seats, spec.min, spec.max, spec.then, kingdom_groups(g, spec.seats))

    def can_trigger(self, g: Game, owner: Player, timing: T.Timing, data: T.DodgeData) -> bool:
        use = data.use
        return (_own_slash(use, owner) and len(use.targets) > 1 and data.target in use.targets
                and any(t not in use.cancelled for t in use.targets[use.targets.index(data.target) + 1:]))

    async def effect(self, g: Game, owner: Player, timing: T.Timing, data: T.DodgeData, choice: Any) -> None:
        use = data.use
        for t in use.targets[use.targets.index(data.target) + 1:]:
            if t not in use.cancelled:
                use.cancelled.add(t)
                g.emit(E.NoEffect(card=use.card.describe(), target=t))


def _seal_look_ai(judge: AdvisedSeat, req: SeatsRequest) -> Seats:
    """知己知彼 through 玉玺: a face-down player whose kingdom is unknown, the least known first."""
    hidden = [s for s in req.seats if judge.p(s).kingdom is None]
    pool = hidden or list(req.seats)
    return Seats((min(pool, key=lambda s: (abs(judge.att(s)), s)),))


#: 玉玺: the target of the 【知己知彼】 it uses for you at the start of your play phase
ASK_JADE_SEAL = PromptSpec("jade_seal_target", ai=Custom(_seal_look_ai))


class JadeSealSkill(Skill):
    """玉玺: 锁定技, while you have a shown general: your kingdom is the only big kingdom (大势力);
    you draw one more card in your draw phase; at the start of your play phase you use a
    【知己知彼】 as if you had one (视为使用)."""

    id = "jade_seal"
    equipment = "jade_seal"
    compulsory = True
    timings = (T.DRAW_PHASE, T.PHASE_START)
    phases = ("play",)
    modifies = (BIG_KINGDOMS,)

    def can_trigger(self, g: Game, owner: Player, timing: T.Timing, data: Any) -> bool:
        if not owner.has_shown_general or data.seat != owner.seat:
            return False
        if timing == T.DRAW_PHASE:
            return not data.prevented
        return data.phase == "play" and self._look_targets(g, owner) is not None

    @staticmethod
    def _look_targets(g: Game, owner: Player) -> TargetSpec | None:
        known = g.behaviours["known_both"]
        return known.target_spec(g, owner, VirtualCard(known, (), "jade_seal"))

    async def effect(self, g: Game, owner: Player, timing: T.Timing, data: Any, choice: Any) -> None:
        if timing == T.DRAW_PHASE:
            data.count += 1
            return
        spec = self._look_targets(g, owner)
        if spec is None:
            return
        target = await g.choose_seats(owner.seat, spec.seats, 1, 1, ASK_JADE_SEAL())
        await use_card(g, owner.seat, VirtualCard(g.behaviours["known_both"], (), "jade_seal"), target)

    def modify(self, g: Game, owner: Player, kind: str, value: Any, *args: Any) -> Any:
        if owner.alive and owner.has_shown_general and TREASURE in owner.equips:
            key = kingdom_key(owner)
            return big_kingdoms_among(value, key) if key is not None else value
        return value


class Treasure(Equipment):
    subtype = TREASURE


def _equipment(base: type, key: str, skill: Skill | None, weapon_range: int = 0) -> Equipment:
    attrs: dict[str, Any] = {"key": key, "name": key, "equip_skill": skill,
                             "__doc__": skill.__doc__ if skill is not None else base.__doc__}
    if weapon_range:
        attrs["weapon_range"] = weapon_range
    return type(key.title().replace("_", ""), (base,), attrs)()


CARDS: tuple[CardBehaviour, ...] = (
    _equipment(Armor, "breastplate", BreastplateSkill()),
    _equipment(Armor, "iron_armor", IronArmorSkill()),
    _equipment(Weapon, "sa_blade", SaBladeSkill(), 3),
    _equipment(Weapon, "sa_halberd", SaHalberdSkill(), 4),
    _equipment(Treasure, "jade_seal", JadeSealSkill()),
    _equipment(OffensiveHorse, "jingfan", None),
)

__all__ = ["CARDS", "big_kingdoms"]
