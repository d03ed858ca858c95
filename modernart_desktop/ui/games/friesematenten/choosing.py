"""Choosing what an action applies to by clicking cards and players on the table.

A choice starts from the legal actions that share what the player clicked first (an
action card, an influence card to assign, "demolish"); each legal action is a list
of picks (a card or a player) in the order the player makes them. Every click keeps
the actions that agree with it; when one action's picks are all made, it is sent.
Nothing here decides a rule: the options are the engine's legal actions."""

from __future__ import annotations

from dataclasses import dataclass, field

from modernart_desktop.core.actions import Action

CARD = "card"
PLAYER = "player"
Pick = tuple[str, int]


def picks(action: Action) -> list[Pick]:
    """The clicks that name `action`, in the order they are asked for."""
    kind = action.kind
    if kind == "play_card":
        out: list[Pick] = []
        for name in ("target", "second"):
            value = getattr(action, name)
            if value >= 0:
                out.append((CARD, value))
        if action.player >= 0:  # type: ignore[attr-defined]
            out.append((PLAYER, action.player))  # type: ignore[attr-defined]
        return out
    if kind == "assign":
        if action.host >= 0:  # type: ignore[attr-defined]
            return [(CARD, action.host)]  # type: ignore[attr-defined]
        return [(PLAYER, action.player)]  # type: ignore[attr-defined]
    if kind in ("demolish", "discard_status"):
        return [(CARD, action.card)]  # type: ignore[attr-defined]
    return []


@dataclass
class Choice:
    subject: int  # the card being played or assigned (-1: a demolition, a discard)
    purpose: str  # "play", "assign", "demolish", "discard"
    options: list[Action]
    made: list[Pick] = field(default_factory=list)
    cancellable: bool = True

    def _left(self) -> list[tuple[Action, list[Pick]]]:
        n = len(self.made)
        return [(a, p) for a in self.options if (p := picks(a))[:n] == self.made]

    def step(self) -> int:
        return len(self.made)

    def choosable(self, kind: str) -> set[int]:
        n = len(self.made)
        return {p[n][1] for _a, p in self._left() if len(p) > n and p[n][0] == kind}

    def next_kinds(self) -> set[str]:
        n = len(self.made)
        return {p[n][0] for _a, p in self._left() if len(p) > n}

    def pick(self, kind: str, value: int) -> Action | None:
        """Make one pick; the action once it is complete (else None). A pick that
        names no option is ignored."""
        if value not in self.choosable(kind):
            return None
        self.made.append((kind, value))
        done = [a for a, p in self._left() if len(p) == len(self.made)]
        return done[0] if done else None

    def immediate(self) -> Action | None:
        """An action that needs no pick at all (a card played without a target)."""
        for a in self.options:
            if not picks(a):
                return a
        return None
