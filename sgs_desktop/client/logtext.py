"""Human-readable lines for log events (zh_CN), for the CLI. Rules never format text."""

from __future__ import annotations

from typing import Any

from ..engine.cards import SUIT_SYMBOL, number_text
from ..engine.timings import PHASE_NAMES_ZH
from ..modes.identity import ROLE_ZH
from ..packs.i18n import card_name, general_name, skill_name


def card_text(desc: dict | None) -> str:
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


def event_text(ev: dict, faces: dict[int, dict] | None = None, name_of=seat_label) -> str:
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
        return f"游戏开始：{ev['mode']}，{ev['players']}人"
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
        return f"{seat(ev['seat'])}击杀反贼，摸三张牌"
    if k == "penalty":
        return f"{seat(ev['seat'])}（主公）误杀忠臣，弃置所有手牌和装备"
    if k == "recast":
        return f"{seat(ev['seat'])}重铸{card_text(ev['card'])}"
    if k == "phase_skipped":
        return f"{seat(ev['seat'])}跳过{PHASE_NAMES_ZH[ev['phase']]}"
    if k == "game_over":
        return f"游戏结束（{ev['reason']}），胜者：{'、'.join(seat(s) for s in ev['winners']) or '无'}"
    rest = ", ".join(f"{a}={b}" for a, b in ev.items() if a not in ("seq", "kind"))
    return f"{k}: {rest}"


ZONE_ZH = {"draw": "牌堆", "discard": "弃牌堆", "processing": "处理区", "hand": "手牌", "equip": "装备区",
           "judge": "判定区", "pile": "武将牌上", "void": "游戏外"}


def _desc(faces: dict[int, dict] | None, cid: int) -> dict | None:
    if faces is None:
        return None
    return faces.get(cid)
