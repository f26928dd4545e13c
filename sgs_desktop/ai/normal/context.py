"""One decision's situation for the 普通 AI: the basic Ctx, with attitudes read from the role
posterior (身份) — the expected attitude over the roles a seat may have, and a seat that may
well be a friend is never treated as an enemy."""

from __future__ import annotations

from ...engine.cards import EQUIP_SLOTS
from ...engine.protocol.requests import Request
from ...engine.rng import Rng
from ...engine.view import PlayerView
from ...modes.roles import ROLES
from ..basic.context import Ctx
from ..basic.knowledge import behaviour
from .endgame import END_VETO, lords_call
from .roles import INDEX, RoleBeliefs

#: a seat at least this likely a friend is never the target of a harmful card …
FRIEND_VETO = 0.1
#: … unless, while 反贼 live, it is at least ENEMY_SURE likely an enemy and less than FRIEND_RISK
#: likely a friend (once they are dead, the 忠臣 and the 内奸 are told apart only by being sure)
ENEMY_SURE, FRIEND_RISK = 0.7, 0.25
# (once the 反贼 are dead, a seat at least END_VETO likely a friend is never the target of a harmful
# card: endgame.py, the end game of three)
#: a seat at least this likely a friend is helped as one
FRIEND_SURE = 0.6
#: how the lord's side and the 反贼 see a 内奸 while 反贼 live (a rival, not the first enemy)
LORD_SIDE_VS_RENEGADE, REBEL_VS_RENEGADE = -0.3, -0.3
#: the 内奸 keeps the balance (平衡): while 反贼 live, once the lord's side is this much stronger
#: than the 反贼 (expected HP and cards, from the posterior), it stops helping the lord's side and
#: turns on the 忠臣 instead of the 反贼 (the lord is still never its target)
RENEGADE_BALANCE = 1.15
#: a spare 桃 at full HP, when only two are left (below a 杀, so traded and discarded first)
END_GAME_SPARE_PEACH = 4.0
#: … and so is a piece of equipment in hand for a slot already filled (traded by 制衡, discarded first)
END_GAME_SPARE_EQUIP = 3.0
#: … and the lord's side turns on the 内奸 once the 反贼 left are no stronger than it
LORD_SIDE_VS_WEAK_REBELS = -0.8


class NormalCtx(Ctx):
    __slots__ = ("_ahead", "_calls", "_strengths", "rb")

    def __init__(self, view: PlayerView, beliefs: RoleBeliefs, rng: Rng, request: Request | None = None) -> None:
        super().__init__(view, beliefs, rng, request)
        self.rb = beliefs
        self._ahead: bool | None = None
        self._strengths: tuple[float, float, float] | None = None
        self._calls: dict[int, tuple[float, float] | None] = {}

    @property
    def posterior(self) -> bool:
        return self.beliefs.heg is None and bool(self.rb.assignments)

    def rebels_alive(self) -> int:
        rb = self.rb
        dead = sum(1 for r in rb.dead_roles.values() if r == INDEX["rebel"])
        return rb.counts[INDEX["rebel"]] - dead

    def role_attitude(self, seat: int, role: str) -> float:
        """How friendly a seat of `role` is to me, as the game stands."""
        mine = self.view.role
        rebels = self.rebels_alive() > 0
        if mine in ("lord", "loyalist"):
            if role == "renegade":
                if not rebels:
                    return -1.0
                return LORD_SIDE_VS_WEAK_REBELS if self.strengths()[1] <= self.strengths()[2] else LORD_SIDE_VS_RENEGADE
            return {"lord": 1.0, "loyalist": 1.0, "rebel": -1.0}[role]
        if mine == "rebel":
            return {"lord": -1.0, "loyalist": -1.0, "rebel": 1.0, "renegade": REBEL_VS_RENEGADE}[role]
        # the 内奸: with the lord against the rebels while they live; then nobody's friend —
        # the lord kept alive (never armed, never hurt) until he is the last one left
        alive = len(self.alive())
        if rebels and self.lord_side_ahead():
            return {"lord": 0.2, "loyalist": -0.8, "rebel": 0.2, "renegade": -0.8}[role]
        if role == "lord":
            return 0.6 if rebels else (-1.0 if alive <= 2 else 0.0)
        if role == "loyalist":
            return 0.3 if rebels else -1.0
        return -0.8

    def slash_bonus(self, seat: int) -> float:
        """国战: a player we besiege (围攻) while a siege skill of ours is shown (ai/normal/formation)."""
        if self.beliefs.heg is None:
            return 0.0
        from .formation import siege_slash_bonus
        return siege_slash_bonus(self, seat)

    def value(self, cid: int) -> float:
        """A card's worth (the basic values), but in the end game of two at full HP a 桃 beside
        another is worth less than a 杀: traded (制衡) and discarded first, so that the last
        two fight instead of hoarding (the games that ran to the round limit)."""
        v = super().value(cid)
        if self.heg or len(self.alive()) != 2:
            return v
        my = self.my
        key = self.key(cid)
        if (my.hp >= my.max_hp and key == "peach"
                and sum(1 for c in self.view.hand if self.key(c) == "peach") > 1):
            return min(v, END_GAME_SPARE_PEACH)
        if cid in self.view.hand:
            b = behaviour(key)
            if b is not None and b.subtype in EQUIP_SLOTS and b.subtype in my.equips:
                return min(v, END_GAME_SPARE_EQUIP)
        return v

    def lord_side_ahead(self) -> bool:
        """(The 内奸's balance) is the lord's side clearly stronger than the 反贼, as far as the
        posterior and the table (HP, cards in hand) tell?"""
        if self._ahead is None:
            lord_side, rebels, _ = self.strengths()
            self._ahead = lord_side >= RENEGADE_BALANCE * rebels
        return self._ahead

    def strengths(self) -> tuple[float, float, float]:
        """The expected strength (HP, and cards in hand at 0.4) of the lord's side, the 反贼 and
        the 内奸 among the other living seats, by the posterior."""
        if self._strengths is None:
            m = self.rb.marginals()
            out = [0.0, 0.0, 0.0]
            for s in self.others():
                p = self.p(s)
                strength = p.hp + 0.4 * p.hand_count
                ms = m[s]
                out[0] += (ms[0] + ms[1]) * strength
                out[1] += ms[2] * strength
                out[2] += ms[3] * strength
            self._strengths = (out[0], out[1], out[2])
        return self._strengths

    def lords_call(self, seat: int) -> tuple[float, float] | None:
        """(endgame.py) the lord's own call on `seat` in the end game of three, or None."""
        if self.view.role != "lord":
            return None
        if seat not in self._calls:
            self._calls[seat] = lords_call(self, seat)
        return self._calls[seat]

    def p_friend(self, seat: int) -> float:
        """How likely `seat` is on my side (1: surely)."""
        if seat == self.me:
            return 1.0
        if not self.posterior:
            return 1.0 if self.att(seat) >= 0.3 else 0.0
        call = self.lords_call(seat)
        if call is not None:
            return call[1]
        m = self.rb.marginals()[seat]
        return sum(m[i] for i, r in enumerate(ROLES) if self.role_attitude(seat, r) >= 0.3)

    def att(self, seat: int) -> float:
        if not self.posterior:
            return super().att(seat)
        call = self.lords_call(seat)        # (read afresh: it turns on HP and the round, not only
        if call is not None:                # on the evidence the shared attitudes are kept by)
            return call[0]
        a = self._att.get(seat)
        if a is None:
            a = self._att[seat] = self._expected_attitude(seat)
        return a

    def _expected_attitude(self, seat: int) -> float:
        if seat == self.me:
            return 1.0
        if not self.p(seat).alive:
            return 0.0
        m = self.rb.marginals()[seat]
        a = 0.0
        enemy = friend = 0.0
        for i, r in enumerate(ROLES):
            if m[i]:
                ra = self.role_attitude(seat, r)
                a += m[i] * ra
                if ra >= 0.3:
                    friend += m[i]
                elif ra <= -0.5:
                    enemy += m[i]
        rebels = self.rebels_alive() > 0
        likely_enemy = enemy >= ENEMY_SURE and friend < FRIEND_RISK and rebels
        if a < 0 and friend >= (FRIEND_VETO if rebels else END_VETO) and not likely_enemy:
            a = 0.0          # maybe a friend: neither hurt nor help
        return a
