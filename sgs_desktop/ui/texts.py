"""Words the table shows: names of seats, roles, phases, options and prompts (zh_CN)."""

from __future__ import annotations

from ..client.logtext import KINGDOM_ZH as KINGDOM_ZH  # (re-exported: one table of kingdom names)
from ..engine.timings import PHASE_NAMES_ZH
from ..modes.identity import ROLE_ZH
from ..packs.i18n import card_name, general_name, skill_name

SUIT_ZH = {"spade": "黑桃♠", "heart": "红桃♥", "club": "梅花♣", "diamond": "方块♦"}
SLOT_ZH = {"head": "主将", "deputy": "副将"}
OPTION_ZH = {"yes": "确定", "no": "取消", "discard": "弃置一张手牌", "let_draw": "令其摸一张牌",
             "lose_hp": "失去1点体力", "lose_max_hp": "减少1点体力上限", "draw": "摸牌", "recover": "回复体力",
             "draw_x_discard_1": "摸X张牌，弃一张牌", "draw_1_discard_x": "摸一张牌，弃X张牌",
             "damage": "受到1点伤害",
             # 国战
             "none": "不亮", "head": "亮主将", "deputy": "亮副将", "both": "全亮", "draw2": "摸两张牌",
             "hand": "观看手牌", "one": "只抵消对这名角色的效果", "kingdom": "抵消对该势力所有角色的效果",
             "discard_equip": "弃置一张装备牌", "equip": "置入你的装备区"}
#: labels that depend on the question (prompt key, option) → label
OPTION_BY_PROMPT = {
    ("companions", "none"): "不要奖励", ("companions", "recover"): "回复1点体力",
    ("known_both", "head"): "观看主将", ("known_both", "deputy"): "观看副将",
    ("duanchang", "head"): "主将的技能", ("duanchang", "deputy"): "副将的技能",
    ("qingcheng_hide", "head"): "暗置主将", ("qingcheng_hide", "deputy"): "暗置副将",
    ("ganglie", "discard"): "弃置两张手牌", ("kuangfu_how", "discard"): "弃置这张牌",
}
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
    "double_sword_discard": ("雌雄双股剑（{0}）：请弃置一张手牌", "s"),
    # the defaults of each request kind
    "respond": ("请响应", ""), "cards": ("请选择牌", ""), "pick": ("请选择一张牌", ""),
    "option": ("请选择一项", ""), "seats": ("请选择角色", ""), "arrange": ("请安排牌", ""),
    # identity skills that 国战 generals also have
    "fangquan_discard": ("放权：可弃置一张手牌，令一名其他角色进行一个额外的回合", ""),
    "fangquan_target": ("放权：选择进行额外回合的角色", ""),
    "fangzhu_target": ("放逐：令一名其他角色摸{0}张牌并翻面", "n"),
    "fanjian_suit": ("反间（{0}）：请选择一种花色", "s"),
    "fanjian_take": ("反间：获得{0}的一张手牌", "s"),
    "fankui": ("反馈：获得{0}的一张牌", "s"),
    "ganglie": ("刚烈（{0}）：弃置两张手牌，或受到1点伤害", "s"),
    "ganglie_discard": ("刚烈（{0}）：请弃置两张手牌", "s"),
    "guicai_card": ("鬼才：可打出一张手牌替换{0}的判定牌{1}（{2}）", "sik"),
    "guidao_card": ("鬼道：可打出一张黑色牌替换{0}的判定牌{1}（{2}）", "sik"),
    "leiji_target": ("雷击：令一名角色进行判定", ""),
    "liuli_discard": ("流离：弃置一张牌，将{0}的【杀】转移给你攻击范围内的另一名角色", "s"),
    "liuli_target": ("流离：选择【杀】的新目标（使用者：{0}）", "s"),
    "tuxi_targets": ("突袭：选择一至两名角色，获得其各一张手牌", ""),
    "tuxi_take": ("突袭：获得{0}的一张手牌", "s"),
    "xiangle": ("享乐：弃置一张基本牌，否则此【杀】对{0}无效", "s"),
    "yiji_give": ("遗计：选择要交给其他角色的牌（共{0}张）", "n"),
    "yiji_to": ("遗计：选择获得这{0}张牌的角色", "n"),
    "yinghun_target": ("英魂：选择一名其他角色（X={0}）", "n"),
    "yinghun_mode": ("英魂：令{0}摸{1}张牌再弃一张牌，或摸一张牌再弃{1}张牌", "sn"),
    "yinghun_discard": ("英魂（{0}）：请弃置{1}张牌", "sn"),
    "benghuai": ("崩坏：失去1点体力，或减少1点体力上限", ""),
    # 国战: choosing and showing generals, and their rewards
    "choose_pair": ("请选择主将和副将（两名同势力的武将，暗置）", "-"),
    "show_general": ("准备阶段：是否明置武将牌？", ""),
    "show_to_invoke": ("是否明置武将牌以发动【{0}】？", "k"),
    "first_show_draw": ("你是全场第一个明置武将牌的角色：是否摸两张牌？", ""),
    "half_hp_draw": ("阴阳鱼：你的武将牌上有半个阴阳鱼，是否摸一张牌？", ""),
    "companions": ("珠联璧合（{0}与{1}）：摸两张牌，或回复1点体力", "gg"),
    # 国战 cards
    "heg_nullify_scope": ("无懈可击·国：只抵消【{0}】对{1}的效果，还是对与其势力相同的所有角色？", "cs"),
    "await_exhausted_discard": ("以逸待劳：请弃置两张牌", ""),
    "known_both": ("知己知彼：观看{0}的手牌，或其一张暗置的武将牌", "s"),
    "triblade_discard": ("三尖两刃刀：可弃置一张手牌，对{0}距离为1的另一名角色造成1点伤害", "s"),
    "triblade_target": ("三尖两刃刀：选择受到伤害的角色（与{0}距离为1）", "s"),
    # 国战 skills
    "beige_discard": ("悲歌：弃置一张牌，令{0}进行判定（伤害来源：{1}）", "ss"),
    "beige_lose": ("悲歌（{0}）：请弃置两张牌", "s"),
    "buqu_remove": ("不屈：请移去{0}张“创”", "n"),
    "dimeng_discard": ("缔盟：弃置{2}张牌，交换{0}与{1}的手牌", "ssn"),
    "duanbing_target": ("短兵：可为【杀】额外选择一名距离为1的目标", ""),
    "duanchang": ("断肠：令{0}失去主将或副将的所有技能", "s"),
    "guzheng_return": ("固政：选择一张牌交还给{0}，你获得其余的牌", "s"),
    "haoshi_target": ("好施：选择手牌最少的一名角色，交给其{0}张手牌", "n"),
    "haoshi_give": ("好施：交给{0}{1}张手牌", "sn"),
    "jieming_target": ("节命：令一名角色将手牌补至体力上限（至多五张）", ""),
    "kuangfu_pick": ("狂斧：选择{0}装备区里的一张牌", "s"),
    "kuangfu_how": ("狂斧：将{0}置入你的装备区，或弃置之", "i"),
    "lieren_take": ("烈刃：获得{0}的一张牌", "s"),
    "lirang": ("礼让：选择要分给其他角色的牌（共{0}张）", "n"),
    "lirang_to": ("礼让：选择获得这{0}张牌的角色", "n"),
    "luanwu_slash": ("乱武（{0}）：对距离最近的一名角色使用一张【杀】，否则失去1点体力", "s"),
    "mengjin_discard": ("猛进：弃置{0}的一张牌", "s"),
    "qiangxi_cost": ("强袭：可弃置一张武器牌（否则失去1点体力），对{0}造成1点伤害", "s"),
    "qiaobian": ("巧变：可弃置一张手牌，跳过{0}", "p"),
    "qiaobian_take": ("巧变：选择至多两名角色，获得其各一张手牌", ""),
    "qiaobian_take_card": ("巧变：获得{0}的一张手牌", "s"),
    "qiaobian_move": ("巧变：选择场上的一张装备或判定牌移动", ""),
    "qiaobian_move_to": ("巧变：将{0}移动到另一名角色的对应区域", "i"),
    "qingcheng_hide": ("倾城：暗置{0}的一张武将牌", "s"),
    "quhu_victim": ("驱虎：选择{0}攻击范围内的一名角色，{0}对其造成1点伤害", "s"),
    "shensu_discard": ("神速：弃置一张装备牌，跳过出牌阶段，视为使用【杀】", ""),
    "shensu_target": ("神速：选择视为使用【杀】的目标", ""),
    "shuangren_target": ("双刃：选择与你拼点的角色", ""),
    "shuangren_slash": ("双刃：选择视为使用【杀】的目标（{0}或与其势力相同的角色）", "s"),
    "shushen_target": ("淑慎：令一名与你势力相同的其他角色摸一张牌", ""),
    "sijian_target": ("死谏：选择一名其他角色，弃置其一张牌", ""),
    "sijian_discard": ("死谏：弃置{0}的一张牌", "s"),
    "tianxiang_discard": ("天香：弃置一张红桃手牌，转移{0}造成的{1}点伤害", "sn"),
    "tianxiang_target": ("天香：选择承受{0}造成的{1}点伤害的角色", "sn"),
    "xiaoguo": ("骁果：可弃置一张基本牌，令{0}弃置一张装备牌或受到1点伤害", "s"),
    "xiaoguo_choice": ("骁果（{0}）：弃置一张装备牌，或受到1点伤害", "s"),
    "xiaoguo_discard": ("骁果（{0}）：请弃置一张装备牌", "s"),
    "zhijian_target": ("直谏：将{0}置入一名其他角色的装备区", "i"),
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


def option_label(option: str, key: str | None = None) -> str:
    """A button label for an option id (of the question `key`): a skill, a general, a suit, or a
    named choice."""
    if key is not None and (key, option) in OPTION_BY_PROMPT:
        return OPTION_BY_PROMPT[(key, option)]
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


def prompt_text(key: str, args: tuple, kind: str = "", name_of=seat_name, faces: dict | None = None) -> str:
    """The prompt line for a request (`name_of(seat)` names a seat; `faces` gives card ids' faces).

    Argument kinds: s seat, n number, c card key, i card id, k skill (or card) id, g general,
    p phase, u suit, - ignored."""
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
        elif k == "i":
            face = (faces or {}).get(a) if isinstance(a, int) else None
            shown.append(f"【{card_name(face['key'])}】" if face else "这张牌")
        elif k == "g":
            shown.append(general_name(str(a)))
        elif k == "p":
            shown.append(phase_name(str(a)) or str(a))
        else:
            shown.append(str(a))
    try:
        return template.format(*shown)
    except IndexError:
        return template
