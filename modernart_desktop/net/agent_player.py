"""Plays one client's seat with an AI agent: headless `modernart join`, tests, benchmarks.

The agent is an ordinary client (DESIGN principle 7): it sees only what the host
sent this seat (its view and its legal actions) and answers with one action.
"""

from __future__ import annotations

import asyncio
from concurrent.futures import Executor
from typing import Any

from modernart_desktop.ai.agent import Agent, RandomAgent
from modernart_desktop.net.client import CLOSED, LanClient


class AgentPlayer:
    def __init__(
        self, client: LanClient, agent: Agent, *, think_delay: float = 0.0, executor: Executor | None = None
    ) -> None:
        self.client = client
        self.agent = agent
        self.think_delay = think_delay
        self.executor = executor
        self.sent = 0
        self._decided_seq = -1
        self._retry = False
        self._refused_code = ""
        client.observers.append(self._on_client)

    def _on_client(self, what: str, data: Any) -> None:
        # A snapshot means we were away or out of step: a command we sent may have
        # been lost with the old link, so decide afresh even at the same seq.
        if what == "view" and data["t"] == "snapshot":
            self._decided_seq = -1
        # A refusal at the position we acted on (not a stale one) means: decide again.
        if what == "refused" and data["seq"] == self._decided_seq and data["code"] != "action/stale":
            self._retry = True
            self._refused_code = data["code"]

    def _should_act(self, c: LanClient) -> bool:
        return c.status == CLOSED or c.over or (c.my_turn() and (c.seq != self._decided_seq or self._retry))

    async def run(self) -> dict[str, Any] | None:
        """Play until the game is over; the final view's result (None if the link died)."""
        loop = asyncio.get_running_loop()
        c = self.client
        while True:
            await c.wait_until(self._should_act, timeout=None)
            if c.status == CLOSED or c.over:
                return (c.view or {}).get("result") if c.over else None
            seq, view, legal = c.seq, c.view, c.legal
            if self._retry and seq == self._decided_seq and self._refused_code != "game/paused":
                agent: Agent = RandomAgent(seq)  # our agent's move was refused here: try another
            else:
                agent = self.agent
            self._retry = False
            started = loop.time()
            action = await loop.run_in_executor(
                self.executor, agent.choose, view if getattr(agent, "needs_view", True) else None, legal
            )
            pause = self.think_delay - (loop.time() - started)
            if pause > 0:
                await asyncio.sleep(pause)
            if c.seq == seq and c.my_turn():
                c.send_action(action)
                self._decided_seq = seq
                self.sent += 1
