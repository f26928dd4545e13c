"""Words the table shows: names of seats, roles, phases, options and prompts (zh_CN)."""

from __future__ import annotations

from ..engine.timings import PHASE_NAMES_ZH
from ..modes.identity import ROLE_ZH
from ..packs.i18n import card_name, general_name, skill_name

SUIT_ZH = {"spade": "黑桃♠", "heart": "红桃♥", "club": "梅花♣", "diamond": "方块♦"}
KINGDOM_ZH = {"wei": "魏", "shu": "蜀", "wu": "吴", "qun": "群", "god": "神"}
OPTION_ZH = {"yes": "确定", "no": "取消", "discard": "弃置一张手牌", "let_draw": "令其摸一张牌",
             "lose_hp": "失去1点体力", "lose_max_hp": "减少1点体力上限", "draw": "摸牌", "recover": "回复体力",
             "draw_x_discard_1": "摸X张牌，弃一张牌", "draw_1_discard_x": "摸一张牌，弃X张牌",
             "damage": "受到1点伤害"}
#: prompt key → (text, kinds of its arguments: s seat, n number, c card key, k skill, u suit, - ignore)
PROMPT_ZH: dict[str, tuple[str, str]] = {
    "play": ("出牌阶段：请使用一张牌或技能，或点“结束”", ""),
    "slash_jink": ("{0}对你使用了【杀】，请使用【闪】（还需{1}张）", "sn"),
    "duel_slash": ("决斗：请打出一张【杀】（对手：{0}）", "s"),
    "save": ("{0}处于濒死状态，需要{1}个【桃】", "sn"),
    "nullify": ("是否对{1}使用的【{0}】使用【无懈可击】？", "cs-"),
    "savage_assault": ("南蛮入侵（{0}）：请打出一张【杀】，否则受到1点伤害", "s"),
    "archery_attack": ("万箭齐发（{0}）：请打出一张【闪】，否则受到1点伤害", "s"),
    "discard_phase": ("弃牌阶段：请弃置{0}张手牌", "n"),
    "invoke": ("是否发动【{0}】？", "k"),
    "choose_general": ("请选择你的武将", ""),
    "trigger_order": ("请选择先发动的技能", ""),
    "dismantle": ("过河拆桥：弃置{0}的一张牌", "s"),
    "snatch": ("顺手牵羊：获得{0}的一张牌", "s"),
    "fire_attack_show": ("火攻（{0}）：请展示一张手牌", "s"),
    "fire_attack_discard": ("火攻：可弃置一张{1}手牌，对{0}造成1点火焰伤害", "su"),
    "collateral_slash": ("借刀杀人：请对{0}使用一张【杀】，否则将武器交给{1}", "ss"),
    "amazing_grace_pick": ("五谷丰登：选择一张牌获得", "s"),
    "guanxing": ("观星：点击牌在牌堆顶与牌堆底之间移动，顺序即点击顺序", "n"),
    "pindian": ("拼点：请选择一张手牌（对手：{0}）", "s-"),
    "double_sword": ("雌雄双股剑（{0}）：弃置一张手牌，或令其摸一张牌", "s"),
    "ice_sword": ("寒冰剑：弃置{0}的一张牌", "s"),
    "kylin_bow": ("麒麟弓：弃置{0}的一匹坐骑", "s"),
    "axe_discard": ("贯石斧：弃置两张牌，令【杀】依然造成伤害", "s"),
    "blade": ("青龙偃月刀：可以对{0}再使用一张【杀】", "s"),
}
KIND_HINT = {"cards": "请选择牌", "seats": "请选择角色", "pick": "请选择一张牌", "option": "请选择一项",
             "respond": "请响应", "arrange": "请安排牌", "play": "请出牌"}


def seat_name(seat: int | None, general: str | None = None) -> str:
    if seat is None or seat < 0:
        return "无来源"
    return f"{seat + 1}号位" + (f"·{general_name(general)}" if general and general != "blank" else "")


def role_name(role: str | None) -> str:
    return ROLE_ZH.get(role, "?") if role else "?"


def phase_name(phase: str | None) -> str:
    return PHASE_NAMES_ZH.get(phase, "") if phase else ""


def option_label(option: str) -> str:
    """A button label for an option id: a skill, a general, a suit, or a named choice."""
    if option in OPTION_ZH:
        return OPTION_ZH[option]
    if option in SUIT_ZH:
        return SUIT_ZH[option]
    name = skill_name(option)
    if name != option:
        return name
    name = general_name(option)
    if name != option:
        return name
    return card_name(option)


def prompt_text(key: str, args: tuple, kind: str = "", name_of=seat_name) -> str:
    """The prompt line for a request (`name_of(seat)` names a seat)."""
    entry = PROMPT_ZH.get(key)
    if entry is None:
        # a skill's own prompt ("liuli_target"): the skill's name and what kind of choice it is
        sid = key
        while sid and skill_name(sid) == sid and "_" in sid:
            sid = sid.rsplit("_", 1)[0]
        name = skill_name(sid)
        head = f"【{name}】" if name != sid else ""
        return (head + KIND_HINT.get(kind, "")).strip() or key
    template, kinds = entry
    shown = []
    for i, a in enumerate(args):
        k = kinds[i] if i < len(kinds) else "-"
        if k == "s":
            shown.append(name_of(a) if isinstance(a, int) else str(a))
        elif k == "c":
            shown.append(card_name(str(a)))
        elif k == "k":
            label = skill_name(str(a))
            shown.append(label if label != a else card_name(str(a)))
        elif k == "u":
            shown.append(SUIT_ZH.get(a, str(a)))
        else:
            shown.append(str(a))
    try:
        return template.format(*shown)
    except IndexError:
        return template
