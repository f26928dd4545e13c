"""The modes' part of starting a game from a position (engine/position.py): the deck, the players
with their generals, roles and the skills these give, and what each mode remembers (国战: the
first show, who showed both, 鏖战, the 君主). The engine places the cards and the turn's history.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..engine.kingdoms import GOD
from ..engine.state import AWAY, GeneralSlot, Player
from ..packs import build_deck
from ..packs.generals import identity_generals
from ..packs.seating import put_general
from ..packs.skills import SKILLS

if TYPE_CHECKING:
    from ..engine.game import Game
    from ..engine.position import PlayerSetup, Position
    from ..engine.skills.skill import Skill

LORD = "lord"


def build_identity(g: Game, pos: Position) -> None:
    """身份: one general a player, shown; the roles as the position deals them."""
    build_deck(g, pos.config.packs)
    table = identity_generals()
    for ps in pos.players:
        g.players.append(Player(ps.seat, ps.hp, ps.max_hp, [GeneralSlot(ps.generals[0])], alive=ps.alive,
                                role=ps.role, role_shown=ps.role_shown, chained=ps.chained,
                                face_up=ps.face_up, drunk=ps.drunk))
    for ps in pos.players:          # (skills once every player sits: a lord skill may equip the others: 黄天)
        p = g.players[ps.seat]
        general = table.get(ps.generals[0])
        if ps.alive and general is not None:
            put_general(g, ps.seat, general, lord=ps.role == LORD)
        elif general is not None:
            p.kingdom, p.gender = general.kingdom, general.gender
        if general is not None and general.kingdom == GOD and ps.kingdom is not None:
            p.kingdom = ps.kingdom          # 神: the kingdom it chose
        if ps.alive:
            _gained_and_lost(g, p, ps, SKILLS)
        p.marks = dict(ps.marks)
        _mark_skills(g, p)


def build_hegemony(g: Game, pos: Position) -> None:
    """国战: a pair a player, each general shown or face down (its skills hidden till shown); the
    kingdoms shown, 野心家, the 君主, marks and their skills, 鏖战, 连横 (势备篇)."""
    from ..packs.heg_seating import seat_pair
    from ..packs.heg_skills import HEG_SKILLS
    from ..packs.strategic.lianheng import PACKAGE as STRATEGIC
    from .heg_aozhan import AOZHAN_SKILL
    from .heg_lords import lords_offered
    from .heg_rules import rules_of
    rules = rules_of(g)
    build_deck(g, pos.config.packs)
    state = pos.mode_state
    lords = {lord.id: lord for lord in lords_offered(g).values()}
    for ps in pos.players:
        g.players.append(Player(ps.seat, ps.hp, ps.max_hp, alive=ps.alive, chained=ps.chained,
                                face_up=ps.face_up, drunk=ps.drunk))
    if STRATEGIC in pos.config.packs:           # (连横 before the generals, as a table is built)
        from ..packs.strategic.lianheng import give_lianheng
        give_lianheng(g)
    table = rules.generals
    for ps in pos.players:
        p = g.players[ps.seat]
        head_id, deputy_id = ps.generals
        if head_id in lords:
            rules.generals = table = {**table, head_id: lords[head_id]}
            rules.heg.lords[ps.seat] = lords[head_id].kingdom
        head, deputy = table[head_id], table[deputy_id]
        shown = (ps.shown[0], ps.shown[1]) if ps.alive else (True, True)
        seat_pair(g, ps.seat, head, deputy, shown)
        if ps.removed:
            for slot, gone in zip(p.generals, ps.removed, strict=False):
                slot.removed = gone
        if not ps.alive:
            for skill in list(p.skills):
                g.remove_skill(ps.seat, skill)
        else:
            _gained_and_lost(g, p, ps, HEG_SKILLS)
        p.kingdom = ps.kingdom
        p.marks = dict(ps.marks)
        _mark_skills(g, p)
    heg = rules.heg
    heg.first_shown = bool(state.get("first_shown", any(any(ps.shown) for ps in pos.players)))
    heg.both_shown = set(state.get("both_shown", {ps.seat for ps in pos.players if all(ps.shown)}))
    if state.get("aozhan"):
        heg.aozhan = True
        g.rules.table_states = ("aozhan",)
        for p in g.players:
            if p.alive:
                g.add_skill(p.seat, AOZHAN_SKILL)


def _gained_and_lost(g: Game, p: Player, ps: PlayerSetup, skills: dict[str, Skill]) -> None:
    """The skills a player gained in play (获得: 觉醒 …) and the generals' skills it lost (失去)."""
    for sid in ps.gained:
        skill = skills.get(sid)
        if skill is not None and skill not in p.skills:
            g.add_skill(p.seat, skill)
    for sid in ps.lost:
        held = next((sk for sk in p.skills if sk.id == sid), None)
        if held is not None:
            g.remove_skill(p.seat, held)
            p.hidden_skills.pop(sid, None)


def _mark_skills(g: Game, p: Player) -> None:
    """The skills a player holds while it holds a mark: 国战's marks (先驱 …), 调虎离山's away,
    挟天子以令诸侯's extra turn."""
    if not p.marks or not p.alive:
        return
    if g.config.mode == "hegemony":
        from .heg_marks import MARK_SKILLS
        for mark, skills in MARK_SKILLS.items():
            if p.marks.get(mark, 0) > 0:
                for skill in skills:
                    g.add_skill(p.seat, skill)
    if AWAY in p.marks or "threaten_emperor_turn" in p.marks:
        from ..packs.strategic.state import AWAY_SKILL, THREATEN, THREATEN_SKILL
        if AWAY in p.marks:
            g.add_skill(p.seat, AWAY_SKILL)
        if THREATEN in p.marks:
            g.add_skill(p.seat, THREATEN_SKILL)

