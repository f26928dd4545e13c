"""The 君主's equipment (hegemony_lord_equip): 飞龙夺凤 (刘备（君）'s weapon, in place of 雌雄双股剑 ♠2)
and 太平要术 (张角（君）'s armour, ♥3). They are in the deck only while their lord is in play
(modes/heg_lords.swap_lord_equipment); the rules and their sources: docs/rulings.md (## 君主)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...engine import timings as T
from ...engine.advice import CHEAPEST, OWNER_LOSES, Custom, Playing
from ...engine.behaviour import CardBehaviour
from ...engine.health import lose_hp
from ...engine.kingdoms import kingdom_key
from ...engine.moves import draw, move_cards, obtain
from ...engine.prompts import SEAT, Arg, PromptSpec
from ...engine.protocol.answers import Choose
from ...engine.skills.skill import MAX_HAND, Invoke, Skill
from ...engine.state import Zone
from ..standard.equipment import Armor, Weapon, armor_active
from ..standard.weapons import _own_slash

if TYPE_CHECKING:
    from ...engine.advice import AdvisedSeat
    from ...engine.game import Game
    from ...engine.protocol.answers import Use
    from ...engine.protocol.requests import CardOption, OptionRequest
    from ...engine.state import Player

DRAGON_PHOENIX = "dragon_phoenix"
PEACE_SPELL = "peace_spell"


def _dragon_phoenix_ai(judge: AdvisedSeat, req: OptionRequest) -> Choose:
    """Make the target discard unless it is a friend."""
    target = req.prompt.args[-1]
    return Choose("no" if judge.att(target) > 0.3 else "yes")


#: 飞龙夺凤: the card `user`'s 杀 makes you discard (hand or equipment)
ASK_DRAGON_PHOENIX_DISCARD = PromptSpec("dragon_phoenix_discard", Arg("user", SEAT), ai=CHEAPEST)


#: 飞龙夺凤 ②: take a hand card of `target`, dying of your 杀's damage (it is face down: any is as good)
ASK_DRAGON_PHOENIX_TAKE = PromptSpec("dragon_phoenix_take", Arg("target", SEAT), ai=Custom(_dragon_phoenix_ai))
#: 飞龙夺凤 ②: the hand card of `target` you take
ASK_DRAGON_PHOENIX_PICK = PromptSpec("dragon_phoenix_pick", Arg("target", SEAT), ai=OWNER_LOSES)


class DragonPhoenixSkill(Skill):
    """飞龙夺凤: ① after your 杀 targets a player, you may make that player discard a card (手牌或
    装备区里的牌, its choice); ② after a player, dealt damage by you through your 杀's effect,
    enters the dying state (进入濒死状态后), you may take one of its hand cards (docs/rulings.md L13)."""

    id = DRAGON_PHOENIX
    equipment = DRAGON_PHOENIX
    timings = (T.TARGETED, T.DYING)
    invoke = Invoke(Arg("target", SEAT), ai=Custom(_dragon_phoenix_ai))

    def can_trigger(self, g: Game, owner: Player, timing: T.Timing, data: Any) -> bool:
        if timing is T.DYING:
            return _dying_of_my_slash(g, owner, data)
        target = g.players[data.target]
        return (_own_slash(data.use, owner) and owner.alive and data.target != owner.seat and target.alive
                and data.target not in data.use.cancelled and bool(target.hand or target.equips))

    async def cost(self, g: Game, owner: Player, timing: T.Timing, data: Any) -> Any:
        if timing is T.DYING:
            return await g.ask_yes_no(owner.seat, ASK_DRAGON_PHOENIX_TAKE(data.seat))
        return await g.ask_yes_no(owner.seat, self.invoke_prompt(data.target))

    async def effect(self, g: Game, owner: Player, timing: T.Timing, data: Any, choice: Any) -> None:
        if timing is T.DYING:
            cid = await g.pick_card(owner.seat, data.seat, "h", ASK_DRAGON_PHOENIX_PICK(data.seat))
            if cid is not None:
                await obtain(g, owner.seat, [cid], reason=self.id, by=owner.seat)
            return
        target = g.players[data.target]
        cards = [*target.hand, *target.equip_ids()]
        if not target.alive or not cards:
            return
        chosen = await g.choose_cards(target.seat, cards, 1, 1, ASK_DRAGON_PHOENIX_DISCARD(owner.seat))
        await move_cards(g, chosen, Zone.DISCARD, reason=self.id, by=target.seat)


def _dying_of_my_slash(g: Game, owner: Player, data: T.DyingData) -> bool:
    """因执行你使用的【杀】的效果而受到你造成的伤害而进入濒死状态: the damage is the 杀's own (not
    one passed on by 铁索连环), dealt by `owner`, and the dying player still has a hand card."""
    damage = data.damage
    if damage is None or damage.source != owner.seat or damage.chain or data.prevented or not owner.alive:
        return False
    use = damage.use
    return (use is not None and _own_slash(use, owner) and data.seat != owner.seat
            and bool(g.players[data.seat].hand))


def same_kingdom_count(g: Game, p: Player) -> int:
    """与你势力相同的角色数: the living players of `p`'s kingdom, `p` among them (0 while `p` has
    no kingdom; a 野心家 is a kingdom of one)."""
    key = kingdom_key(p)
    if key is None:
        return 0
    return sum(1 for q in g.players if q.alive and kingdom_key(q) == key)


class PeaceSpellSkill(Skill):
    """太平要术: 锁定技, damage of a nature (属性伤害: fire, thunder) you would take is prevented; your
    hand limit is X more (X: 与你势力相同的角色数); after you lose it from your equipment area you
    draw two cards, then lose 1 HP if your HP is above 1 (PeaceSpell.on_unequip)."""

    id = PEACE_SPELL
    equipment = PEACE_SPELL
    compulsory = True
    timings = (T.DAMAGE_INFLICTING,)
    modifies = (MAX_HAND,)

    def can_trigger(self, g: Game, owner: Player, timing: T.Timing, data: T.DamageData) -> bool:
        return (data.target == owner.seat and not data.prevented and data.nature is not None
                and armor_active(g, owner.seat, data.use))

    async def effect(self, g: Game, owner: Player, timing: T.Timing, data: T.DamageData, choice: Any) -> None:
        data.prevented = True

    def modify(self, g: Game, owner: Player, kind: str, value: Any, *args: Any) -> Any:
        if args and args[0] is owner:
            return value + same_kingdom_count(g, owner)
        return value


def _dragon_phoenix_play(judge: AdvisedSeat, opt: CardOption) -> tuple[float, Use] | None:
    """Equip it unless another player's 章武 would take it at once (then keep it in hand: it is
    a card the lord cannot reach there); into an empty slot, or for a clearly worse weapon."""
    from ..generals import heg_lookup
    table = heg_lookup()
    if any(p.alive and p.seat != judge.me and any(g is not None and g in table and ZHANGWU in table[g].skills
                                                  for g in p.generals) for p in judge.view.players):
        return None
    from ..skills.play_ai import use_of
    current = judge.my.equips.get("weapon")
    if current is None:
        return 8.0, use_of(opt)
    if opt.card is None:        # (a skill's option: no card of its own to weigh against the one worn)
        return None
    return (6.0, use_of(opt)) if judge.value(opt.card) > judge.value(current) + 0.3 else None


ZHANGWU = "zhangwu"


class DragonPhoenix(Weapon):
    """飞龙夺凤 (♠2, range 2)."""

    key = name = DRAGON_PHOENIX
    weapon_range = 2
    equip_skill = DragonPhoenixSkill()
    play = Playing(_dragon_phoenix_play)


class PeaceSpell(Armor):
    """太平要术 (♥3)."""

    key = name = PEACE_SPELL
    equip_skill = PeaceSpellSkill()

    async def on_unequip(self, g: Game, owner: Player, card_id: int) -> None:
        """失去装备区里的太平要术后: draw two, then lose 1 HP if HP is above 1."""
        if not owner.alive:
            return
        await draw(g, owner.seat, 2, reason=PEACE_SPELL)
        if owner.alive and owner.hp > 1:
            await lose_hp(g, owner.seat, 1)


CARDS: tuple[CardBehaviour, ...] = (DragonPhoenix(), PeaceSpell())
