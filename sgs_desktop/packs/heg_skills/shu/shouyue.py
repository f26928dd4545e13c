"""授钺 (刘备（君）, 君主技): you have 五虎将大旗 (the Five Tigers banner). While you live and keep 授钺,
the skills of every living 蜀 player (the kingdom shown) change:

- 武圣: any card (not only a red one) may be used or played as 杀 (heg_skills/shu/wusheng.py);
- 咆哮: the 杀 you use ignore the other players' armour (here: 指定目标后, as 青釭剑 does);
- 龙胆: each time you use or play a card by 龙胆, you draw a card (here: 使用时 / 打出时);
- 烈弓: your attack range is 1 more (here: a modifier);
- 铁骑: old rules — the judgement succeeds when it is not ♠ (instead of red); new rules — every
  shown general of the target loses its non-锁定技 skills, not one you choose (the 铁骑 modules).

The rules and their sources: docs/rulings.md (## 君主, L9)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ....engine import timings as T
from ....engine.moves import draw
from ....engine.skills.skill import ATTACK_RANGE, Skill

if TYPE_CHECKING:
    from ....engine.game import Game
    from ....engine.state import Player

SHOUYUE = "shouyue"
SHU = "shu"
#: the skills the banner changes, under both rules profiles
PAOXIAO = ("paoxiao", "paoxiao_v2")
LONGDAN = ("longdan", "longdan_v2")
LIEGONG = ("liegong", "liegong_v2")


def five_tigers(g: Game, p: Player) -> bool:
    """五虎将大旗 acts for `p`: a living lord holds 授钺 and `p` is a living 蜀 player."""
    heg = getattr(g.rules, "heg", None)
    if heg is None or not heg.lords or not p.alive or p.kingdom != SHU:
        return False
    players = g.players
    return any(players[s].alive and players[s].has_skill(SHOUYUE) for s in heg.lords)


def _holds(p: Player, ids: tuple[str, ...]) -> bool:
    """`p` has one of these skills working (not on a face-down general)."""
    return any(p.has_skill(sid) for sid in ids)


class Shouyue(Skill):
    """授钺: the banner's parts that are not inside the changed skill itself (咆哮, 龙胆, 烈弓) act
    here, as the lord's 锁定技, for the 蜀 player concerned."""

    id = SHOUYUE
    lord = True
    compulsory = True
    timings = (T.TARGETED, T.CARD_USING, T.CARD_PLAYED)
    modifies = (ATTACK_RANGE,)

    def modify(self, g, owner, kind: str, value: Any, *args: Any) -> Any:
        p = args[0]
        if owner.alive and _holds(p, LIEGONG) and five_tigers(g, p):
            return value + 1
        return value

    def can_trigger(self, g, owner, timing: T.Timing, data: Any) -> bool:
        if not owner.alive:
            return False
        if timing == T.TARGETED:
            use = data.use
            if (use.card.name != "slash" or data.target == use.user or data.target in use.ignore_armor
                    or "armor" not in g.players[data.target].equips):
                return False
            user = g.players[use.user]
            return _holds(user, PAOXIAO) and five_tigers(g, user)
        if timing == T.CARD_USING:
            seat, card = data.user, data.card
        else:
            seat, card = data.seat, data.card
        user = g.players[seat]
        return getattr(card, "skill", None) in LONGDAN and five_tigers(g, user)

    async def effect(self, g, owner, timing: T.Timing, data: Any, choice: Any) -> None:
        if timing == T.TARGETED:
            data.use.ignore_armor.add(data.target)
            return
        seat = data.user if timing == T.CARD_USING else data.seat
        if g.players[seat].alive:
            await draw(g, seat, 1, reason="shouyue_longdan")


SKILLS = (Shouyue(),)
