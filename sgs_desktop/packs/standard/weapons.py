"""Weapons (武器): attack range plus the weapon's skill while equipped."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, TypeGuard

from ...engine import events as E
from ...engine import timings as T
from ...engine.advice import ALWAYS, CHEAPEST, NEVER, OWNER_LOSES, Custom, RespondAgainst
from ...engine.behaviour import CardBehaviour
from ...engine.cards import DEFENSIVE_HORSE, OFFENSIVE_HORSE, VirtualCard
from ...engine.moves import draw, move_cards
from ...engine.prompts import SEAT, Arg, PromptSpec
from ...engine.protocol.answers import Choose
from ...engine.protocol.requests import CardOption
from ...engine.skills.skill import EXTRA_TARGETS, SLASH_LIMIT, Invoke, Skill
from ...engine.state import Zone
from ...engine.usecard import ask_for_card, use_card
from .basic import SLASH_NAMES, can_slash, slash_usable
from .equipment import Weapon

if TYPE_CHECKING:
    from ...engine.advice import AdvisedSeat
    from ...engine.cards import CardLike
    from ...engine.game import Game
    from ...engine.protocol.answers import Use
    from ...engine.protocol.requests import OptionRequest
    from ...engine.state import Player

UNLIMITED = 1 << 30


def _own_slash(use: T.CardUse | None, owner: Player) -> TypeGuard[T.CardUse]:
    return use is not None and use.user == owner.seat and use.card.name == "slash"


def _slash_hit(d: T.DamageData, owner: Player) -> bool:
    """A damage this player's 杀 deals to one of its targets (not one carried by a chain)."""
    return d.source == owner.seat and not d.chain and _own_slash(d.use, owner) and d.target in d.use.targets


class CrossbowSkill(Skill):
    """诸葛连弩: in your play phase you may use any number of 杀 (锁定技)."""

    id = "crossbow"
    modifies_owner_only = True
    equipment = "crossbow"
    compulsory = True
    modifies = (SLASH_LIMIT,)

    def modify(self, g: Game, owner: Player, kind: str, value: Any, *args: Any) -> Any:
        return UNLIMITED if args[0] is owner else value


class QinggangSkill(Skill):
    """青釭剑: your 杀 ignores its target's armour (锁定技)."""

    id = "qinggang_sword"
    equipment = "qinggang_sword"
    compulsory = True
    timings = (T.TARGETED,)

    def can_trigger(self, g: Game, owner: Player, timing: T.Timing, data: T.TargetData) -> bool:
        return _own_slash(data.use, owner) and "armor" in g.players[data.target].equips

    async def effect(self, g: Game, owner: Player, timing: T.Timing, data: T.TargetData, choice: Any) -> None:
        data.use.ignore_armor.add(data.target)


def _double_sword_ai(judge: AdvisedSeat, req: OptionRequest) -> Choose:
    """Give up a cheap hand card rather than a card to the attacker; with none, let it draw."""
    cheap = [c for c in judge.view.hand if judge.value(c) < 4.5]
    return Choose("discard" if cheap and "discard" in req.options else req.options[-1])


#: 雌雄双股剑 (`user`'s): discard a hand card, or let it draw one
ASK_DOUBLE_SWORD = PromptSpec("double_sword", Arg("user", SEAT), ai=Custom(_double_sword_ai))
ASK_DOUBLE_SWORD_DISCARD = PromptSpec("double_sword_discard", Arg("user", SEAT), ai=CHEAPEST)


class DoubleSwordSkill(Skill):
    """雌雄双股剑: when your 杀 targets a player of the other gender, they discard a hand card
    or let you draw one."""

    id = "double_sword"
    equipment = "double_sword"
    timings = (T.TARGETED,)
    invoke = Invoke(ai=ALWAYS)

    def can_trigger(self, g: Game, owner: Player, timing: T.Timing, data: T.TargetData) -> bool:
        if not _own_slash(data.use, owner):
            return False
        other = g.players[data.target].gender
        return owner.gender is not None and other is not None and other != owner.gender

    async def effect(self, g: Game, owner: Player, timing: T.Timing, data: T.TargetData, choice: Any) -> None:
        target = g.players[data.target]
        if target.hand:
            pick = await g.choose_option(target.seat, ("discard", "let_draw"),
                                         ASK_DOUBLE_SWORD(owner.seat))
            if pick == "discard":
                cards = await g.choose_cards(target.seat, target.hand, 1, 1,
                                             ASK_DOUBLE_SWORD_DISCARD(owner.seat))
                await move_cards(g, cards, Zone.DISCARD, reason="double_sword", by=target.seat)
                return
        await draw(g, owner.seat, 1, reason="double_sword")


#: 寒冰剑: discard one of `target`'s cards
ASK_ICE_SWORD = PromptSpec("ice_sword", Arg("target", SEAT), ai=OWNER_LOSES)


class IceSwordSkill(Skill):
    """寒冰剑: when your 杀 would damage its target, you may prevent it and discard two of
    the target's cards."""

    id = "ice_sword"
    equipment = "ice_sword"
    timings = (T.DAMAGE_CAUSING,)
    invoke = Invoke(ai=NEVER)       # the damage is worth more than two cards

    def can_trigger(self, g: Game, owner: Player, timing: T.Timing, data: T.DamageData) -> bool:
        t = g.players[data.target]
        return _slash_hit(data, owner) and bool(t.hand or t.equips)

    async def effect(self, g: Game, owner: Player, timing: T.Timing, data: T.DamageData, choice: Any) -> None:
        data.prevented = True
        for _ in range(2):
            cid = await g.pick_card(owner.seat, data.target, "he", ASK_ICE_SWORD(data.target))
            if cid is None:
                return
            await move_cards(g, [cid], Zone.DISCARD, reason="ice_sword", by=owner.seat)


#: 贯石斧: discard two cards so the 杀 on `target` hits anyway
ASK_AXE_DISCARD = PromptSpec("axe_discard", Arg("target", SEAT), ai=CHEAPEST)


class AxeSkill(Skill):
    """贯石斧: when your 杀 is cancelled by 闪, you may discard two cards to make it hit anyway."""

    id = "axe"
    equipment = "axe"
    timings = (T.SLASH_DODGED,)
    invoke = Invoke(ai=ALWAYS)

    def _cards(self, owner: Player) -> list[int]:
        axe = owner.equips.get("weapon")
        return list(owner.hand) + [c for c in owner.equip_ids() if c != axe]

    def can_trigger(self, g: Game, owner: Player, timing: T.Timing, data: T.DodgeData) -> bool:
        return _own_slash(data.use, owner) and len(self._cards(owner)) >= 2

    async def cost(self, g: Game, owner: Player, timing: T.Timing, data: T.DodgeData) -> Any:
        if not await g.ask_yes_no(owner.seat, self.invoke_prompt()):
            return None
        return await g.choose_cards(owner.seat, self._cards(owner), 2, 2, ASK_AXE_DISCARD(data.target))

    async def effect(self, g: Game, owner: Player, timing: T.Timing, data: T.DodgeData, choice: Any) -> None:
        await move_cards(g, choice, Zone.DISCARD, reason="axe", by=owner.seat)
        data.hit = True


#: 青龙偃月刀: use another 杀 on `target` (only on an enemy)
ASK_BLADE = PromptSpec("blade", Arg("target", SEAT), ai=RespondAgainst(0, unless_above=-0.1))


class BladeSkill(Skill):
    """青龙偃月刀: when your 杀 is cancelled by 闪, you may use another 杀 on that player."""

    id = "blade"
    equipment = "blade"
    timings = (T.SLASH_DODGED,)

    def can_trigger(self, g: Game, owner: Player, timing: T.Timing, data: T.DodgeData) -> bool:
        slash = g.behaviours["slash"]
        return _own_slash(data.use, owner) and can_slash(g, owner.seat, data.target, VirtualCard(slash))

    async def cost(self, g: Game, owner: Player, timing: T.Timing, data: T.DodgeData) -> Any:
        card = await ask_for_card(g, owner.seat, SLASH_NAMES, "use", ASK_BLADE(data.target),
                                  responding_to=data.use)
        if card is not None and not can_slash(g, owner.seat, data.target, card):
            return None
        return card

    async def effect(self, g: Game, owner: Player, timing: T.Timing, data: T.DodgeData, choice: Any) -> None:
        await use_card(g, owner.seat, choice, [data.target], responding_to=data.use)


class SpearSkill(Skill):
    """丈八蛇矛: you may use or play two hand cards as a 杀."""

    id = "spear"
    equipment = "spear"
    view_as = True

    def view_as_options(self, g: Game, owner: Player, names: frozenset[str] | None,
                        mode: str) -> list[CardOption]:
        if len(owner.hand) < 2:
            return []
        hand = tuple(owner.hand)
        if names is None:
            if not slash_usable(g, owner):
                return []
            probe = VirtualCard(g.behaviours["slash"], (), self.id)
            spec = probe.behaviour.target_spec(g, owner, probe)
            if spec is None:
                return []
            return [CardOption("slash", None, self.id, hand, 2, 2, spec)]
        if "slash" in names:
            return [CardOption("slash", None, self.id, hand, 2, 2)]
        return []

    def view_as_card(self, g: Game, owner: Player, answer: Use) -> CardLike:
        return VirtualCard(g.behaviours["slash"], tuple(g.cards[c] for c in answer.cards), self.id)


class HalberdSkill(Skill):
    """方天画戟: when the 杀 you use is your last hand card, it may have up to two more targets."""

    id = "halberd"
    modifies_owner_only = True
    equipment = "halberd"
    compulsory = True
    modifies = (EXTRA_TARGETS,)

    def modify(self, g: Game, owner: Player, kind: str, value: Any, *args: Any) -> Any:
        player, card = args
        if player is owner and card.name == "slash" and owner.hand and all(c in card.ids for c in owner.hand):
            return value + 2
        return value


#: 麒麟弓: discard one of `target`'s horses
ASK_KYLIN_BOW = PromptSpec("kylin_bow", Arg("target", SEAT), ai=CHEAPEST)


class KylinBowSkill(Skill):
    """麒麟弓: when your 杀 damages its target, you may discard one of its horses."""

    id = "kylin_bow"
    equipment = "kylin_bow"
    timings = (T.DAMAGE_CAUSING,)
    invoke = Invoke(ai=ALWAYS)

    @staticmethod
    def _horses(p: Player) -> list[int]:
        return [p.equips[s] for s in (DEFENSIVE_HORSE, OFFENSIVE_HORSE) if s in p.equips]

    def can_trigger(self, g: Game, owner: Player, timing: T.Timing, data: T.DamageData) -> bool:
        return _slash_hit(data, owner) and bool(self._horses(g.players[data.target]))

    async def effect(self, g: Game, owner: Player, timing: T.Timing, data: T.DamageData, choice: Any) -> None:
        horses = self._horses(g.players[data.target])
        chosen = await g.choose_cards(owner.seat, horses, 1, 1, ASK_KYLIN_BOW(data.target))
        await move_cards(g, chosen, Zone.DISCARD, reason="kylin_bow", by=owner.seat)


class GudingBladeSkill(Skill):
    """古锭刀: your 杀 deals +1 damage to a target with no hand cards (锁定技)."""

    id = "guding_blade"
    equipment = "guding_blade"
    compulsory = True
    timings = (T.DAMAGE_CAUSING,)

    def can_trigger(self, g: Game, owner: Player, timing: T.Timing, data: T.DamageData) -> bool:
        return _slash_hit(data, owner) and not g.players[data.target].hand

    async def effect(self, g: Game, owner: Player, timing: T.Timing, data: T.DamageData, choice: Any) -> None:
        data.amount += 1


class FanSkill(Skill):
    """朱雀羽扇: when you use a normal 杀, you may make it a 火杀."""

    id = "fan"
    equipment = "fan"
    timings = (T.CARD_USING,)
    invoke = Invoke(ai=ALWAYS)

    def can_trigger(self, g: Game, owner: Player, timing: T.Timing, data: T.CardUse) -> bool:
        return data.user == owner.seat and data.card.name == "slash" and data.card.behaviour.nature is None

    async def effect(self, g: Game, owner: Player, timing: T.Timing, data: T.CardUse, choice: Any) -> None:
        data.card = VirtualCard(g.behaviours["fire_slash"], tuple(g.cards[c] for c in data.card.ids), self.id)
        g.emit(E.CardChanged(seat=owner.seat, card=data.card.describe()))


def _weapon(key: str, rng: int, skill: Skill) -> Weapon:
    cls = type(key.title().replace("_", ""), (Weapon,),
               {"key": key, "name": key, "weapon_range": rng, "equip_skill": skill,
                "__doc__": skill.__doc__})
    return cls()


CARDS: tuple[CardBehaviour, ...] = (
    _weapon("crossbow", 1, CrossbowSkill()),
    _weapon("qinggang_sword", 2, QinggangSkill()),
    _weapon("double_sword", 2, DoubleSwordSkill()),
    _weapon("ice_sword", 2, IceSwordSkill()),
    _weapon("axe", 3, AxeSkill()),
    _weapon("blade", 3, BladeSkill()),
    _weapon("spear", 3, SpearSkill()),
    _weapon("halberd", 4, HalberdSkill()),
    _weapon("kylin_bow", 5, KylinBowSkill()),
    _weapon("guding_blade", 2, GudingBladeSkill()),
    _weapon("fan", 4, FanSkill()),
)
