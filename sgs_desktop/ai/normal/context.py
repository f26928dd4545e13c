"""One decision's situation for the 普通 AI: the basic Ctx, with attitudes read from the role
posterior (身份) — the expected attitude over the roles a seat may have, and a seat that may
well be a friend is never treated as an enemy."""

from __future__ import annotations

from ...engine.protocol import Request
from ...engine.rng import Rng
from ...engine.view import PlayerView
from ..basic.context import Ctx
from .roles import INDEX, ROLES, RoleBeliefs

#: a seat at least this likely a friend is never the target of a harmful card …
FRIEND_VETO = 0.1
#: … unless, while 反贼 live, it is at least ENEMY_SURE likely an enemy and less than FRIEND_RISK
#: likely a friend (once they are dead, the 忠臣 and the 内奸 are told apart only by being sure)
ENEMY_SURE, FRIEND_RISK = 0.7, 0.25
#: once the 反贼 are dead, a seat at least this likely a friend is never the target of a harmful card
END_VETO = 0.02
#: a seat at least this likely a friend is helped as one
FRIEND_SURE = 0.6
#: how the lord's side and the 反贼 see a 内奸 while 反贼 live (a rival, not the first enemy)
LORD_SIDE_VS_RENEGADE, REBEL_VS_RENEGADE = -0.3, -0.3


class NormalCtx(Ctx):
    __slots__ = ("rb",)

    def __init__(self, view: PlayerView, beliefs: RoleBeliefs, rng: Rng, request: Request | None = None) -> None:
        super().__init__(view, beliefs, rng, request)
        self.rb = beliefs

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
            return {"lord": 1.0, "loyalist": 1.0, "rebel": -1.0,
                    "renegade": LORD_SIDE_VS_RENEGADE if rebels else -1.0}[role]
        if mine == "rebel":
            return {"lord": -1.0, "loyalist": -1.0, "rebel": 1.0, "renegade": REBEL_VS_RENEGADE}[role]
        # the 内奸: with the lord against the rebels while they live; then nobody's friend —
        # the lord kept alive (never armed, never hurt) until he is the last one left
        alive = len(self.alive())
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

    def p_friend(self, seat: int) -> float:
        """How likely `seat` is on my side (1: surely)."""
        if seat == self.me:
            return 1.0
        if not self.posterior:
            return 1.0 if self.att(seat) >= 0.3 else 0.0
        m = self.rb.marginals()[seat]
        return sum(m[i] for i, r in enumerate(ROLES) if self.role_attitude(seat, r) >= 0.3)

    def att(self, seat: int) -> float:
        if not self.posterior:
            return super().att(seat)
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
