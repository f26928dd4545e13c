"""Human-readable lines for log events (zh_CN), for the CLI. Rules never format text."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..engine.cards import SUIT_SYMBOL, number_text
from ..engine.timings import PHASE_NAMES_ZH
from ..modes.identity import ROLE_ZH
from ..packs.i18n import card_name, general_name, skill_name

#: an event as a seat reads it (Game.log_for), a card face (client.faces), what names a seat
EventDict = dict[str, Any]
Faces = dict[int, dict[str, Any]]
SeatName = Callable[[Any], str]


def card_text(desc: dict[str, Any] | None) -> str:
    if not desc:
        return "?"
    name = card_name(desc["key"])
    suit = desc.get("suit")
    face = f"{SUIT_SYMBOL[suit]}{number_text(desc['number'])}" if suit else ""
    if desc.get("skill"):
        sid = desc["skill"]
        label = skill_name(sid) if skill_name(sid) != sid else card_name(sid)
        return f"{name}（{label}）"
    return f"{name}{face}"


def seat_label(s: Any) -> str:
    return "无来源" if s is None else f"{s}号位"


def event_text(ev: EventDict, faces: Faces | None = None, name_of: SeatName = seat_label) -> str:
    """One line for an event as a viewer sees it (card ids may be hidden: None). `faces` maps
    card ids to faces (the deck table is public); `name_of` names a seat."""
    seat = name_of
    k = ev["kind"]
    if k == "move":
        ids = ev.get("cards")
        what = f"{ev['count']}张牌" if ids is None else "、".join(card_text(_desc(faces, c)) for c in ids)
        src = ev["src"] if ev["src_owner"] < 0 else f"{seat(ev['src_owner'])}{ZONE_ZH[ev['src']]}"
        dst = ev["dst"] if ev["dst_owner"] < 0 else f"{seat(ev['dst_owner'])}{ZONE_ZH[ev['dst']]}"
        return f"{what}：{ZONE_ZH.get(src, src)} → {ZONE_ZH.get(dst, dst)}（{ev['reason']}）"
    if k == "use":
        tg = "、".join(seat(t) for t in ev["targets"])
        return f"{seat(ev['user'])}使用{card_text(ev['card'])}" + (f"，目标{tg}" if tg else "")
    if k == "play":
        return f"{seat(ev['seat'])}打出{card_text(ev['card'])}"
    if k == "damage":
        nature = {"fire": "火焰", "thunder": "雷电"}.get(ev["nature"], "")
        return f"{seat(ev['source'])}对{seat(ev['target'])}造成{ev['amount']}点{nature}伤害（体力{ev['hp']}）"
    if k == "recover":
        return f"{seat(ev['target'])}回复{ev['amount']}点体力（体力{ev['hp']}）"
    if k == "turn":
        return f"—— 第{ev['round']}轮 {seat(ev['seat'])}的回合 ——"
    if k == "phase":
        return f"{seat(ev['seat'])}{PHASE_NAMES_ZH[ev['phase']]}"
    if k == "death":
        if ev.get("role") is None:
            return f"{seat(ev['seat'])}阵亡"
        return f"{seat(ev['seat'])}阵亡，身份{ROLE_ZH.get(ev['role'], ev['role'])}"
    if k == "role":
        return f"{seat(ev['seat'])}的身份是{ROLE_ZH.get(ev['role'], ev['role'])}"
    if k == "judge":
        return f"{seat(ev['seat'])}的判定牌：{card_text(ev['card'])}"
    if k == "drunk":
        return f"{seat(ev['seat'])}喝了酒，下一张【杀】伤害+1"
    if k == "drunk_slash":
        return f"{seat(ev['seat'])}的【杀】因酒伤害+{ev['extra']}"
    if k == "card_changed":
        return f"{seat(ev['seat'])}的牌改为{card_text(ev['card'])}"
    if k == "delayed_effect":
        return f"{seat(ev['seat'])}判定{card_text(ev['card'])}"
    if k == "provide":
        return f"{seat(ev['seat'])}为{seat(ev['to'])}提供了{card_text(ev['card'])}"
    if k == "came_to_nothing":
        return f"{seat(ev['seat'])}的【{skill_name(ev['skill'])}】无人响应"
    if k == "turn_over":
        return f"{seat(ev['seat'])}的武将牌{'翻至正面' if ev['face_up'] else '翻面'}"
    if k == "max_hp":
        return f"{seat(ev['seat'])}的体力上限变为{ev['max_hp']}"
    if k == "acquire_skill":
        return f"{seat(ev['seat'])}获得技能【{skill_name(ev['skill'])}】"
    if k == "reshuffle":
        return f"洗牌：弃牌堆洗入牌堆（{ev['count']}张）"
    if k in ("look", "arrange"):
        return f"{seat(ev['seat'])}观看了牌堆顶的牌" if k == "look" else f"{seat(ev['seat'])}调整了牌堆"
    if k == "pindian":
        return (f"{seat(ev['source'])}与{seat(ev['target'])}拼点：{card_text(ev['source_card'])} 对 "
                f"{card_text(ev['target_card'])}，{'赢' if ev['source_wins'] else '没赢'}")
    if k == "setup":
        state = "存活" if ev["alive"] else "阵亡"
        return f"{seat(ev['seat'])}：体力{ev['hp']}/{ev['max_hp']}，{state}" + ("，连环" if ev["chained"] else "")
    if k == "game_start":
        return f"游戏开始：{MODE_ZH.get(ev['mode'], ev['mode'])}，{ev['players']}人"
    if k == "nullified":
        on = f"对{seat(ev['target'])}" if ev.get("target") is not None else ""
        return f"{card_text(ev['card'])}{on}的效果被抵消"
    if k == "no_effect":
        return f"{card_text(ev['card'])}对{seat(ev['target'])}无效"
    if k == "skill":
        sid = ev["skill"]
        name = skill_name(sid) if skill_name(sid) != sid else card_name(sid)
        return f"{seat(ev['seat'])}发动【{name}】"
    if k == "general":
        return f"{seat(ev['seat'])}的武将是{general_name(ev['general'])}（体力{ev['hp']}）"
    if k == "show":
        return f"{seat(ev['seat'])}展示了" + "、".join(card_text(_desc(faces, c)) for c in ev["cards"])
    if k == "chain":
        return f"{seat(ev['seat'])}{'横置' if ev['chained'] else '重置'}"
    if k == "lose_hp":
        return f"{seat(ev['target'])}失去{ev['amount']}点体力（体力{ev['hp']}）"
    if k == "dying":
        return f"{seat(ev['seat'])}进入濒死状态（体力{ev['hp']}）"
    if k == "reward":
        if ev.get("reason") == "killed_other_kingdom":
            return f"{seat(ev['seat'])}击杀其他势力的角色，摸{ev.get('count', '?')}张牌"
        return f"{seat(ev['seat'])}击杀反贼，摸三张牌"
    if k == "penalty":
        if ev.get("reason") == "killed_same_kingdom":
            return f"{seat(ev['seat'])}击杀了同势力的角色，弃置所有手牌和装备"
        return f"{seat(ev['seat'])}（主公）误杀忠臣，弃置所有手牌和装备"
    if k == "recast":
        return f"{seat(ev['seat'])}重铸{card_text(ev['card'])}"
    if k == "phase_skipped":
        return f"{seat(ev['seat'])}跳过{PHASE_NAMES_ZH[ev['phase']]}"
    if k == "game_over":
        reason = REASON_ZH.get(ev["reason"], ev["reason"])
        return f"游戏结束（{reason}），胜者：{'、'.join(seat(s) for s in ev['winners']) or '无'}"
    text = _heg_text(ev, faces, seat) or _skill_event_text(ev, faces, seat)
    if text is not None:
        return text
    rest = ", ".join(f"{a}={b}" for a, b in ev.items() if a not in ("seq", "kind"))
    return f"{k}: {rest}"


def safe_event_text(ev: EventDict, faces: Faces | None = None, name_of: SeatName = seat_label) -> str:
    """`event_text`, but an event of an unknown shape never stops the game: it gets a plain line."""
    try:
        return event_text(ev, faces, name_of)
    except (KeyError, TypeError, ValueError, IndexError, AttributeError):
        rest = ", ".join(f"{a}={b}" for a, b in ev.items() if a not in ("seq", "kind"))
        return f"{ev.get('kind', '?')}: {rest}"


MODE_ZH = {"identity": "身份局", "hegemony": "国战"}
KINGDOM_ZH = {"wei": "魏", "shu": "蜀", "wu": "吴", "qun": "群", "god": "神", "careerist": "野心家"}
SLOT_ZH = {"head": "主将", "deputy": "副将"}
REASON_ZH = {"lord_dead": "主公阵亡", "renegade_wins": "内奸获胜", "rebels_dead": "反贼与内奸全部阵亡",
             "draw_pile_exhausted": "牌堆耗尽", "round_limit": "回合数已满", "kingdom_wins": "一个势力统一天下",
             "careerist_wins": "野心家获胜", "all_dead": "全部阵亡"}
_SHOW_REASON = {"turn_start": "", "death": "（阵亡）", "victory": "（胜利）"}
_COMPANION_CHOICE = {"draw2": "摸两张牌", "recover": "回复1点体力"}


def _heg_text(ev: EventDict, faces: Faces | None, seat: SeatName) -> str | None:
    """国战 events: dealing and choosing generals (only your own reach you), showing and hiding
    them, kingdoms, the first-show / 珠联璧合 / 阴阳鱼 rewards, 知己知彼."""
    k = ev["kind"]
    if k == "generals_dealt":
        return f"{seat(ev['seat'])}获得武将：" + "、".join(general_name(g) for g in ev["generals"])
    if k == "generals_chosen":
        return f"{seat(ev['seat'])}选择主将{general_name(ev['head'])}、副将{general_name(ev['deputy'])}（暗置）"
    if k == "max_hp_set":
        return f"{seat(ev['seat'])}的体力上限为{ev['max_hp']}"
    if k == "first_player":
        return f"{seat(ev['seat'])}为首位行动的角色"
    if k == "show_general":
        why = _SHOW_REASON.get(ev.get("reason") or "", "")
        if not why and ev.get("reason") and ev["reason"] != "turn_start":
            label = skill_name(ev["reason"], mode="hegemony")
            why = f"（发动【{label}】）" if label != ev["reason"] else ""
        return f"{seat(ev['seat'])}明置{SLOT_ZH.get(ev['slot'], ev['slot'])}{general_name(ev['general'])}{why}"
    if k == "kingdom":
        if ev["kingdom"] == "careerist":
            return f"{seat(ev['seat'])}成为野心家（{KINGDOM_ZH.get(ev.get('general_kingdom') or '', '?')}势力人数已满）"
        return f"{seat(ev['seat'])}的势力为{KINGDOM_ZH.get(ev['kingdom'], ev['kingdom'])}"
    if k == "hide_general":
        by = skill_name(ev["reason"], mode="hegemony") if ev.get("reason") else ""
        return f"{seat(ev['seat'])}的{SLOT_ZH.get(ev['slot'], ev['slot'])}被暗置" + (f"（{by}）" if by else "")
    if k == "first_show_reward":
        return f"{seat(ev['seat'])}首个明置武将牌，摸两张牌"
    if k == "companions":
        return f"{seat(ev['seat'])}珠联璧合：{_COMPANION_CHOICE.get(ev['choice'], ev['choice'])}"
    if k == "half_hp_reward":
        return f"{seat(ev['seat'])}的半个阴阳鱼：摸一张牌"
    if k == "nullify_kingdom":
        return f"{seat(ev['seat'])}的【无懈可击·国】抵消对" + "、".join(seat(s) for s in ev["seats"]) + "的效果"
    if k == "look_general":
        what = SLOT_ZH.get(ev["slot"], ev["slot"])
        if ev.get("general"):
            return f"{seat(ev['seat'])}观看了{seat(ev['target'])}的{what}：{general_name(ev['general'])}"
        return f"{seat(ev['seat'])}观看了{seat(ev['target'])}的{what}"
    if k == "look_hand":
        if ev.get("cards"):
            shown = "、".join(card_text(_desc(faces, c)) for c in ev["cards"])
            return f"{seat(ev['seat'])}观看了{seat(ev['target'])}的手牌：{shown}"
        return f"{seat(ev['seat'])}观看了{seat(ev['target'])}的手牌"
    if k == "duanchang":
        return f"{seat(ev['seat'])}因【断肠】失去{SLOT_ZH.get(ev['slot'], ev['slot'])}的所有技能"
    if k == "lose_skill":
        return f"{seat(ev['seat'])}失去技能【{skill_name(ev['skill'], mode='hegemony')}】"
    if k == "swap_hands":
        return f"{seat(ev['seat'])}发动【{skill_name(ev['skill'], mode='hegemony')}】：交换{seat(ev['first'])}与" \
               f"{seat(ev['second'])}的手牌"
    return None


def _skill_event_text(ev: EventDict, faces: Faces | None, seat: SeatName) -> str | None:
    """What skills and the engine report beside the basics (转移伤害, 额外目标 …)."""
    k = ev["kind"]
    by = f"发动【{skill_name(ev['skill'])}】" if ev.get("skill") else ""
    if k == "transfer_damage":
        return f"{seat(ev['source'])}发动【{skill_name(ev['skill'])}】，将伤害转移给{seat(ev['target'])}"
    if k == "extra_target":
        return f"{seat(ev['user'])}{by}，{card_text(ev['card'])}额外指定{seat(ev['target'])}"
    if k == "retarget":
        return f"{seat(ev['source'])}{by}，{card_text(ev['card'])}转移给{seat(ev['target'])}"
    if k == "no_jink":
        return f"{seat(ev['seat'])}不能使用【闪】响应此【杀】（{skill_name(ev['skill'])}）"
    if k == "buqu_fail":
        return f"{seat(ev['seat'])}的【不屈】失败：{card_text(ev['card'])}与已有的“创”点数相同"
    if k == "damage_prevented":
        return f"{seat(ev['source'])}对{seat(ev['target'])}的伤害被防止"
    if k == "name_suit":
        return f"{seat(ev['seat'])}选择了{SUIT_ZH.get(ev['suit'], ev['suit'])}"
    if k == "yinghun":
        return f"{seat(ev['target'])}因【英魂】摸{ev['draw']}张牌，弃{ev['discard']}张牌"
    if k == "refuse":
        return f"{seat(ev['seat'])}拒绝了{seat(ev['to'])}的【{skill_name(ev['skill'])}】"
    if k == "extra_turn":
        return f"{seat(ev['seat'])}进行一个额外的回合"
    return None


SUIT_ZH = {"spade": "黑桃♠", "heart": "红桃♥", "club": "梅花♣", "diamond": "方块♦"}


ZONE_ZH = {"draw": "牌堆", "discard": "弃牌堆", "processing": "处理区", "hand": "手牌", "equip": "装备区",
           "judge": "判定区", "pile": "武将牌上", "void": "游戏外"}


def _desc(faces: Faces | None, cid: int) -> dict[str, Any] | None:
    if faces is None:
        return None
    return faces.get(cid)
