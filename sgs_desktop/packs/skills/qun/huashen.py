"""化身 (左慈): when the game starts you take two random generals that are not in play, face
down, as 化身牌 (only you see them); you turn one of them up and declare one of its skills —
never a 限定技, 觉醒技 or 主公技 — which you have, and you take that general's gender and
kingdom, until it is replaced. At the start of each of your turns and after each of your turns
you may turn up another 化身牌 (or keep the one shown) and declare one of its skills anew.

The 化身牌 are marks: `huashen` (their number, public), `huashen.<general>` (the one turned up,
public) and `own:huashen.<general>` for each face-down one, seen by 左慈 alone (state.OWN_MARK).
新生 (`xinsheng`) adds more with `take_generals`."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ....engine import timings as T
from ....engine.actions import acquire_skill, lose_skill, set_mark
from ....engine.advice import ALWAYS, Custom
from ....engine.events_huashen import Huashen as HuashenEvent
from ....engine.prompts import GENERAL, Arg, PromptSpec
from ....engine.protocol.answers import Choose
from ....engine.skills.skill import Invoke, Skill
from ....engine.state import OWN_MARK
from ...generals import classic_identity_generals, identity_generals
from ..common import LimitedSkill

if TYPE_CHECKING:
    from ....engine.advice import AdvisedSeat
    from ....engine.protocol.requests import OptionRequest

COUNT = "huashen"                       # the public number of 化身牌
SHOWN = "huashen."                      # + general: the 化身牌 turned up
HIDDEN = OWN_MARK + "huashen."          # + general: a face-down one (its owner's alone)
#: how many 化身牌 the game's start brings
AT_START = 2

#: the skills an AI seat likes to declare, the best first (any other after them, in card order)
FAVOURITES = ("yiji", "fankui", "ganglie", "jianxiong", "guicai", "longdan", "wusheng", "qingguo", "liuli",
              "tianxiang", "kongcheng", "leiji", "jijiu", "paoxiao", "kurou", "zhiheng", "luoshen", "tuxi",
              "yingzi", "jizhi", "qixi", "guanxing", "rende", "lijian", "qingnang", "fanjian", "biyue", "wushuang")


def face_down(owner) -> list[str]:
    """The generals of `owner`'s face-down 化身牌, in the order it took them."""
    return [m[len(HIDDEN):] for m in owner.marks if m.startswith(HIDDEN)]


def shown(owner) -> str | None:
    """The general of the 化身牌 `owner` has turned up, if any."""
    return next((m[len(SHOWN):] for m in owner.marks if m.startswith(SHOWN)), None)


def declarable(g, owner, general_id: str) -> list[str]:
    """The skills of a general that 化身 may declare: not 限定技, 觉醒技 or 主公技, nor one its
    owner holds already (other than the one declared now)."""
    from .. import SKILLS  # the registry imports this module: look it up when asked

    general = identity_generals()[general_id]
    now = declared(owner)
    held = {s.id for s in owner.skills} - ({now.id} if now is not None else set())
    out = []
    for sid in general.skills:
        sk = SKILLS.get(sid)
        if sk is None or sid in general.lord_skills or sk.wake or isinstance(sk, LimitedSkill) or sid in held:
            continue
        out.append(sid)
    return out


def declared(owner) -> Skill | None:
    """The skill 化身 declared for the 化身牌 turned up (the one of that general's skills it holds)."""
    gid = shown(owner)
    if gid is None:
        return None
    ids = set(identity_generals()[gid].skills) - {"huashen", "xinsheng"}
    return next((s for s in owner.skills if s.id in ids and s.equipment is None), None)


def in_use(g) -> set[str]:
    """Generals in play: every seat's, and every 化身牌 of anyone's."""
    out = {s.general for p in g.players for s in p.generals}
    for p in g.players:
        out.update(m.removeprefix(OWN_MARK).partition(".")[2] for m in p.marks
                   if m.removeprefix(OWN_MARK).startswith(SHOWN))
    return out


def take_generals(g, owner, n: int) -> list[str]:
    """获得化身牌: `n` random generals not in play (of those this table deals, each with a skill to
    declare), face down: `owner` alone learns which. Fewer when the pool runs dry."""
    used = in_use(g)
    pool = [gid for gid in classic_identity_generals() if gid not in used and declarable(g, owner, gid)]
    taken = g.rng.sample(pool, min(n, len(pool)))
    for gid in taken:
        set_mark(g, owner, HIDDEN + gid, 1)
    if taken:
        set_mark(g, owner, COUNT, owner.marks.get(COUNT, 0) + len(taken))
    return taken


def _rank(sid: str) -> int:
    return FAVOURITES.index(sid) if sid in FAVOURITES else len(FAVOURITES)


#: a declared skill the AI keeps while its HP is 0 or less: losing 不屈 there is dying (docs/rulings.md, 风)
KEEP_BELOW_ONE = "buqu"


def _general_ai(judge: AdvisedSeat, req: OptionRequest) -> Choose:
    """The general whose best skill ranks highest (the skills are in the codex: read by id); at HP ≤ 0
    the one whose 不屈 keeps it alive."""
    table = identity_generals()
    if judge.my.hp <= 0:
        keep = [gid for gid in req.options if KEEP_BELOW_ONE in table[gid].skills]
        if keep:
            return Choose(keep[0])
    return Choose(min(req.options, key=lambda gid: (min((_rank(s) for s in table[gid].skills), default=99),
                                                   req.options.index(gid))))


def _skill_ai(judge: AdvisedSeat, req: OptionRequest) -> Choose:
    if judge.my.hp <= 0 and KEEP_BELOW_ONE in req.options:
        return Choose(KEEP_BELOW_ONE)
    return Choose(min(req.options, key=lambda sid: (_rank(sid), req.options.index(sid))))


#: 化身: which 化身牌 to turn up (its general's id); then which of its skills to declare
ASK_HUASHEN_GENERAL = PromptSpec("huashen_general", ai=Custom(_general_ai))
ASK_HUASHEN_SKILL = PromptSpec("huashen_skill", Arg("general", GENERAL), ai=Custom(_skill_ai))


class Huashen(Skill):
    """化身: hold generals face down; show one and take one of its skills, gender and kingdom."""

    id = "huashen"
    own_phases_only = True
    timings = (T.GAME_START, T.TURN_START, T.TURN_END)
    invoke = Invoke(ai=ALWAYS)

    def can_trigger(self, g, owner, timing: T.Timing, data: Any) -> bool:
        if not owner.alive:
            return False
        if timing == T.GAME_START:
            return True
        return data.seat == owner.seat and bool(self._choices(g, owner))

    def _choices(self, g, owner) -> list[str]:
        gids = face_down(owner)
        now = shown(owner)
        if now is not None:
            gids.insert(0, now)
        return [gid for gid in gids if declarable(g, owner, gid)]

    async def cost(self, g, owner, timing: T.Timing, data: Any) -> Any:
        if timing == T.GAME_START:
            return True                 # (not a choice: the game's start brings them)
        return await super().cost(g, owner, timing, data)

    async def effect(self, g, owner, timing: T.Timing, data: Any, choice: Any) -> None:
        if timing == T.GAME_START:
            take_generals(g, owner, AT_START)
        gids = self._choices(g, owner)
        if not gids:
            return
        gid = await g.choose_option(owner.seat, tuple(gids), ASK_HUASHEN_GENERAL())
        sids = declarable(g, owner, gid)
        sid = await g.choose_option(owner.seat, tuple(sids), ASK_HUASHEN_SKILL(gid))
        await declare(g, owner, gid, sid)


async def declare(g, owner, gid: str, sid: str) -> None:
    """Turn up the 化身牌 `gid` (turning the one shown face down again) and declare its skill `sid`."""
    from .. import SKILLS  # the registry imports this module: look it up when asked

    old = declared(owner)
    was = shown(owner)
    if was == gid and old is not None and old.id == sid:
        return                          # (the same card and skill again: nothing changes)
    if old is not None:
        lose_skill(g, owner.seat, old)
    if was != gid:
        if was is not None:
            set_mark(g, owner, SHOWN + was, None)
            set_mark(g, owner, HIDDEN + was, 1)
        set_mark(g, owner, HIDDEN + gid, None)
        set_mark(g, owner, SHOWN + gid, 1)
    general = identity_generals()[gid]
    owner.gender, owner.kingdom = general.gender, general.kingdom
    g.emit(HuashenEvent(seat=owner.seat, general=gid, skill=sid, gender=general.gender, kingdom=general.kingdom))
    acquire_skill(g, owner.seat, SKILLS[sid])


SKILLS = (Huashen(),)
