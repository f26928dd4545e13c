"""A strict Table where some seats are answered by the 普通 AI, fed its own typed event stream
(what its seat saw happen, as the runner gives it) and its own view."""

from __future__ import annotations

from table import Table

from sgs_desktop.ai.normal import NormalAgent


class NormalTable(Table):
    def __init__(self, *args, ai_seats=(), seed: int = 7, **kw) -> None:
        super().__init__(*args, **kw)
        self.ai = {s: NormalAgent(seed * 31 + s) for s in ai_seats}
        self.cursor = {s: 0 for s in ai_seats}

    def ai_answer(self, seat: int, kind: str):
        """Let the AI seat answer the pending request (which must be for it, of this kind)."""
        req = self.expect(seat, kind)
        agent = self.ai[seat]
        agent.observe(self.g.log.visible(seat, since=self.cursor[seat]))
        self.cursor[seat] = len(self.g.log)
        answer = agent.answer(req, self.g.view(seat))
        req.validate(answer)
        self.g.answer(answer)
        return answer

    def ctx(self, seat: int):
        """The AI seat's situation now (its beliefs brought up to date): for asserting beliefs."""
        from sgs_desktop.ai.normal.context import NormalCtx
        agent = self.ai[seat]
        agent.observe(self.g.log.visible(seat, since=self.cursor[seat]))
        self.cursor[seat] = len(self.g.log)
        view = self.g.view(seat)
        agent.beliefs.meet(view)
        return NormalCtx(view, agent.beliefs, agent.rng, self.pending)

    def pass_turn(self, seat: int) -> None:
        """A scripted seat's play phase ends (and its discard, if asked, gives up the first cards)."""
        self.end_play(seat)
        req = self.pending
        if req is not None and req.seat == seat and req.kind == "cards":
            self.answer(seat, "cards", {"type": "cards", "cards": list(req.cards[:req.min])})
