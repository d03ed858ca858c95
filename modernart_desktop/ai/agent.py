"""The agent protocol, generic over all games.

An agent is an ordinary client: it gets one seat's view (never the full state)
and that seat's legal actions, and returns one of them. Agents are seeded so a
tournament or a test replays the same decisions.
"""

from __future__ import annotations

import threading
from typing import Any, Protocol, runtime_checkable

from modernart_desktop.ai.random_agent import RandomAgent as RandomAgent  # (compiled where built so)
from modernart_desktop.core.actions import Action, LegalActions


@runtime_checkable
class Agent(Protocol):
    name: str
    needs_view: bool  # False lets a driver skip building the view (the random agent)

    def choose(self, view: dict[str, Any] | None, legal: LegalActions) -> Action: ...


@runtime_checkable
class Deliberating(Protocol):
    """An agent that thinks for a while (a search). The runner can cut its thinking
    short, and ask whether an answer still holds after the table moved on."""

    def choose_until(self, view: dict[str, Any] | None, legal: LegalActions, stop: threading.Event) -> Action:
        """`choose`, answering at once (a legal action, the best so far) once `stop`
        is set: the runner frees the AI worker when the answer is no longer wanted."""

    def answer_stands(self, thought_on: dict[str, Any], now: dict[str, Any]) -> bool:
        """The answer found for view `thought_on` is still this agent's answer in
        view `now` (e.g. others only closed their fists in a secret bid meanwhile)."""
