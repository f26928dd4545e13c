"""A strict Table where some seats are answered by an AI, fed what a real seat gets: its typed
event stream (what its seat saw happen, filtered to the events the agent observes, as the seat
runner gives it) and its own view."""

from __future__ import annotations

from table import Table

from sgs_desktop.ai.basic import BasicAgent
from sgs_desktop.engine.events import Event


def seen_by(g, seat: int, agent, since: int = 0) -> list[Event]:
    """The typed events `seat` saw from `since` on that `agent` reads (as ai/base.SeatRunner feeds a seat)."""
    keep = getattr(agent, "observes", None)
    events = g.log.visible(seat, since)
    return events if keep is None else [e for e in events if type(e) in keep]


class AITable(Table):
    def __init__(self, *args, ai_seats=(), seed: int = 7, **kw) -> None:
        super().__init__(*args, **kw)
        self.ai = {s: BasicAgent(seed * 31 + s) for s in ai_seats}
        self.cursor = {s: 0 for s in ai_seats}

    def ai_answer(self, seat: int, kind: str):
        """Let the AI seat answer the pending request (which must be for it, of this kind)."""
        req = self.expect(seat, kind)
        agent = self.ai[seat]
        agent.observe(seen_by(self.g, seat, agent, self.cursor[seat]))
        self.cursor[seat] = len(self.g.log)
        answer = agent.answer(req, self.g.view(seat))
        req.validate(answer)
        self.g.answer(answer)
        return answer
