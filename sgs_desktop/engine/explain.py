"""Why a seat may not be chosen (不能选择的原因), for the seats that ask (a person's, never an AI's).

A play request lists the legal targets of every card and skill; a person also wants to know why
the other seats are not among them. `explained(g, request)` returns the request with each
option's `TargetSpec.refused` filled in: one `Refusal` per seat that may not be chosen, its
reason read off the rules generically —

- the seat is dead (已阵亡), or away (调虎离山), or the user itself and the card names others;
- a prohibition skill forbids it (禁止: 空城, 谦逊 … name themselves; a face-down general's never);
- a delayed trick of that name is already in its judge area (已在判定区);
- what the card asks of its target (`CardBehaviour.target_needs`: a card in its areas, a hand
  card, a weapon) is missing;
- it is too far (`CardBehaviour.target_reach`: 距离 2，攻击范围 1; 距离 2 for a card of distance 1);
- otherwise the card's (or the skill's) own rule.

The host asks for it only for a person's seat (tables/table.py), so AI seats and the engine's speed
never pay for it; nothing here changes the game. The texts are `[refusals]` in packs/i18n, with
the argument kinds `REASONS` declares (the same letters as prompts: n number, s seat, k skill or
card, c card key)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import msgspec

from .cards import WEAPON, VirtualCard
from .distance import attack_range, card_reach, distance
from .protocol.requests import CardOption, PlayRequest, Refusal, Request, RespondRequest, TargetSpec
from .skills.skill import NO_DISTANCE_LIMIT
from .state import AWAY
from .usecard import prohibiting_skill

if TYPE_CHECKING:
    from .cards import CardLike
    from .game import Game

#: every reason the engine gives, with its arguments' kinds (the texts' `args`)
REASONS: dict[str, str] = {
    "dead": "",             # 已阵亡
    "away": "",             # 调虎离山: out of the table this turn
    "self": "",             # 不能以自己为目标
    "prohibited": "k",      # a skill forbids it (空城)
    "in_judge": "c",        # 判定区里已有【乐不思蜀】
    "no_cards": "",         # 区域里没有牌 (过河拆桥, 顺手牵羊)
    "no_hand": "",          # 没有手牌 (火攻)
    "no_equips": "",        # 装备区里没有牌 (水淹七军)
    "no_weapon": "",        # 装备区里没有武器 (借刀杀人)
    "no_victim": "",        # 攻击范围内没有可以杀的角色 (借刀杀人)
    "range": "nn",          # 距离 2，攻击范围 1 (杀)
    "distance": "nn",       # 距离 2，须为 1 (顺手牵羊, 兵粮寸断)
    "holder_range": "snn",  # 借刀杀人's victim: 距离 3，持刀者的攻击范围 2
    "rule": "c",            # the card's own rule
    "skill_rule": "k",      # the skill's own rule
}


#: a reason: its key (of REASONS) and its arguments
Reason = tuple[str, tuple[Any, ...]]


def _why(key: str, *args: Any) -> Reason:
    assert key in REASONS and len(args) == len(REASONS[key]), (key, args)
    return key, args


def explained(g: Game, req: Request[Any]) -> Request[Any]:
    """`req` with the reasons its targets refuse (play and respond requests with targets); the
    same request when there is nothing to say."""
    if not isinstance(req, (PlayRequest, RespondRequest)) or not any(o.targets for o in req.options):
        return req
    done: dict[int, TargetSpec] = {}      # (options of one card name share a spec)
    options = []
    for o in req.options:
        spec = o.targets
        if spec is not None:
            found = done.get(id(spec))
            if found is None:
                found = done[id(spec)] = msgspec.structs.replace(spec, refused=tuple(_refusals(g, req.seat, o, spec)))
            o = msgspec.structs.replace(o, targets=found)
        options.append(o)
    return msgspec.structs.replace(req, options=tuple(options))


def _card_of(g: Game, o: CardOption) -> CardLike | None:
    """The card an option would use (a view-as skill's: as made of no card yet), or None (an active
    skill's option makes no card)."""
    if o.skill is None and o.card is not None:
        return g.cards[o.card]
    behaviour = g.behaviours.get(o.name) if o.name else None
    if behaviour is None:
        return None
    return VirtualCard(behaviour, (), o.skill)


def _refusals(g: Game, user: int, o: CardOption, spec: TargetSpec) -> list[Refusal]:
    card = _card_of(g, o)
    out = [Refusal(t, *why_not(g, user, t, card, o.skill)) for t in range(len(g.players)) if t not in spec.seats]
    for first, seconds in spec.then:
        out += [Refusal(t, *why_not_second(g, user, first, t, card, o.skill), first)
                for t in range(len(g.players)) if t not in seconds and t != first]
    return out


def why_not(g: Game, user: int, target: int, card: CardLike | None, skill: str | None = None) -> Reason:
    """Why `user` may not choose `target` for `card` (or for the skill `skill`'s option)."""
    p = g.players[target]
    if not p.alive:
        return _why("dead")
    if AWAY in p.marks:
        return _why("away")
    if card is None:
        return _why("self") if target == user else _why("skill_rule", skill or "")
    b = card.behaviour
    lacking = _lacking(g, user, target, card)
    if target == user:      # (火攻 may target its user: then what it lacks is a hand card besides the 火攻)
        return lacking if lacking is not None and b.target_needs == "hand" else _why("self")
    sk = prohibiting_skill(g, user, target, card)
    if sk is not None:
        return _why("prohibited", sk.id)
    if b.delayed and any(p.judge_as.get(c, g.cards[c].key) == card.key for c in p.judge):
        return _why("in_judge", card.key)
    if lacking is not None:
        return lacking
    far = _too_far(g, user, target, card)
    if far is not None:
        return far
    return _why("skill_rule", skill) if skill else _why("rule", card.key)


def why_not_second(g: Game, user: int, first: int, target: int, card: CardLike | None,
                   skill: str | None = None) -> Reason:
    """Why `target` may not be the second target after `first` (借刀杀人: whom `first` must attack)."""
    p = g.players[target]
    if not p.alive:
        return _why("dead")
    if AWAY in p.marks:
        return _why("away")
    if card is not None and card.behaviour.target_needs == "weapon":     # (the holder's 杀 must reach it)
        slash = g.behaviours.get("slash")
        if slash is not None:
            sk = prohibiting_skill(g, first, target, VirtualCard(slash))
            if sk is not None:
                return _why("prohibited", sk.id)
        d, r = distance(g, first, target), attack_range(g, first)
        if d > r:
            return _why("holder_range", first, d, r)
    return _why("skill_rule", skill) if skill else _why("rule", card.key if card is not None else "")


def _lacking(g: Game, user: int, target: int, card: CardLike) -> Reason | None:
    """What the card asks of its target and the target lacks (`target_needs`), or None."""
    needs = card.behaviour.target_needs
    if not needs:
        return None
    p = g.players[target]
    if needs == "cards" and not (p.hand or p.equips or p.judge):
        return _why("no_cards")
    if needs == "hand" and not [c for c in p.hand if c not in card.ids]:
        return _why("no_hand")
    if needs == "equips" and not p.equips:
        return _why("no_equips")
    if needs == "weapon":
        if WEAPON not in p.equips:
            return _why("no_weapon")
        if not any(_reaches(g, target, v) for v in range(len(g.players)) if v != target):
            return _why("no_victim")
    return None


def _reaches(g: Game, a: int, b: int) -> bool:
    q = g.players[b]
    return q.alive and AWAY not in q.marks and distance(g, a, b) <= attack_range(g, a)


def _too_far(g: Game, user: int, target: int, card: CardLike) -> Reason | None:
    """"距离 2，攻击范围 1": the card's reach (`target_reach`) and how far the target is, when it is
    farther (and nothing lifts the limit: 奇才, 天义)."""
    reach = card.behaviour.target_reach
    if reach is None:
        return None
    u = g.players[user]
    if NO_DISTANCE_LIMIT in g.modifier_kinds and g.modify(NO_DISTANCE_LIMIT, False, u, card):
        return None
    without = card.ids if card.virtual else ()
    d = distance(g, user, target, without)
    if reach == "attack_range":
        r = attack_range(g, user, without)
        return _why("range", d, r) if d > r else None
    limit = card_reach(g, u, card)
    return _why("distance", d, limit) if d > limit else None
