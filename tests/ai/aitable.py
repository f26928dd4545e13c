"""A strict Table where some seats are answered by an AI (fed only its own view and log)."""

from __future__ import annotations

from table import Table

from sgs_desktop.ai.basic import BasicAgent


class AITable(Table):
    def __init__(self, *args, ai_seats=(), seed: int = 7, **kw) -> None:
        super().__init__(*args, **kw)
        self.ai = {s: BasicAgent(seed * 31 + s) for s in ai_seats}
        self.cursor = {s: 0 for s in ai_seats}

    def ai_answer(self, seat: int, kind: str):
        """Let the AI seat answer the pending request (which must be for it, of this kind)."""
        req = self.expect(seat, kind)
        agent = self.ai[seat]
        agent.observe(self.g.log_for(seat, since=self.cursor[seat]))
        self.cursor[seat] = len(self.g.log)
        answer = agent.answer(req, self.g.view(seat))
        req.validate(answer)
        self.g.answer(answer)
        return answer
