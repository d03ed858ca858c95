"""A guided game as data: a fixed deal and every move in order, the coach's words at
the moments worth explaining. No Qt here: words are functions called when shown (each
game's script wraps them in Qt's translate, so they are translated then).

A script is a sequence of steps:
- `Say`: the coach explains something and waits for "Next" (nothing moves meanwhile);
- `Move`: a seat's move. The computers' moves are played for them, one after another;
  at the player's move the coach says what to do and waits for exactly that move
  (anything else is explained and changes nothing: the coach never plays for you).
  A move may carry words (`say`) shown while it is awaited, the part of the table
  they are about (`point`, an anchor name the table answers), and the reason another
  move is not the lesson (`why_not`).
The game is real: the engine checks every move, and `check_script` replays a script
from its seed to make sure each move is legal for the seat that makes it (and, for the
player, one the table offers). A twin of the card the script names is the same move
(the game's `same_move`): the guide takes it and the script's own card is played.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from modernart_desktop.core import registry
from modernart_desktop.core.actions import Action
from modernart_desktop.core.errors import IllegalAction
from modernart_desktop.core.match import Match

Words = Callable[[], str]


@dataclass(frozen=True)
class Say:
    """The coach speaks; the game waits for "Next"."""

    say: Words
    point: str | None = None


@dataclass(frozen=True)
class Move:
    """`seat` plays `action` (for the player's seat: the move the coach asks for)."""

    seat: int
    action: Action
    say: Words | None = None
    point: str | None = None
    why_not: Words | None = None


Step = Say | Move


@dataclass(frozen=True)
class Script:
    game_id: str
    players: int
    seed: int
    you: int  # the player's seat
    computers: tuple[str, ...]  # the other seats' names, in seat order
    steps: tuple[Step, ...]
    options: dict[str, Any] = field(default_factory=dict)
    title: Words | None = None  # what the guided game teaches, in a few words

    def moves(self) -> list[Move]:
        return [s for s in self.steps if isinstance(s, Move)]

    def new_match(self, meta: dict[str, Any] | None = None) -> Match:
        return Match.new(self.game_id, self.players, dict(self.options), self.seed, meta)


class ScriptError(ValueError):
    """A script that does not replay: a move refused, the wrong seat, words missing."""


def check_script(script: Script) -> Match:
    """Replay every move of `script` from its seed; the match at its end. Raises
    ScriptError when a move is not legal for its seat then, or the script is not
    a guided game (no move of the player, a closing without words)."""
    registry.get(script.game_id)
    match = script.new_match()
    if not 0 <= script.you < script.players or len(script.computers) != script.players - 1:
        raise ScriptError("seats: the player's seat and one name per computer")
    mine = 0
    for number, step in enumerate(script.steps):
        if isinstance(step, Say):
            continue
        if step.seat not in match.active_seats():
            raise ScriptError(
                f"step {number}: seat {step.seat} may not act now ({sorted(match.active_seats())})"
            )
        if step.seat == script.you and not offered(match, step.seat, step.action):
            raise ScriptError(
                f"step {number}: {step.action!r} is not among the moves the table offers seat {step.seat}"
            )
        try:
            match.apply(step.seat, step.action)
        except IllegalAction as exc:
            raise ScriptError(
                f"step {number}: {step.action!r} is refused for seat {step.seat}: {exc}"
            ) from exc
        mine += step.seat == script.you
    if mine == 0:
        raise ScriptError("the player never moves")
    if not isinstance(script.steps[-1], Say):
        raise ScriptError("a guided game ends with the coach's closing words")
    return match


def offered(match: Match, seat: int, action: Action) -> bool:
    """The table can send `action` for `seat` now: it is in the legal list, or one of
    the legal list's moves is the same choice (the game's `same_move`: a twin card)."""
    legal = match.legal_actions(seat)
    return action in legal or any(match.game.same_move(a, action) for a in legal)


@dataclass
class Guide:
    """Where a guided game stands: the next step, what it waits for."""

    script: Script
    index: int = 0  # the next step
    acknowledged: bool = False  # the current Say step was read ("Next")

    def step(self) -> Step | None:
        steps: Sequence[Step] = self.script.steps
        return steps[self.index] if self.index < len(steps) else None

    def finished(self) -> bool:
        """Every step is behind: the closing words were read."""
        return self.index >= len(self.script.steps)

    def at_end(self) -> bool:
        """Only the closing words are left (every move is made)."""
        return all(isinstance(s, Say) for s in self.script.steps[self.index :])

    def expected(self) -> Move | None:
        step = self.step()
        return step if isinstance(step, Move) else None

    def waiting_for_you(self) -> bool:
        move = self.expected()
        return move is not None and move.seat == self.script.you

    def computer_move(self) -> Move | None:
        move = self.expected()
        return move if move is not None and move.seat != self.script.you else None

    def accepts(self, seat: int, action: Action) -> bool:
        """`action` is the move awaited, or the same choice (the game's `same_move`: a
        twin of the card the script names)."""
        move = self.expected()
        if move is None or move.seat != seat:
            return False
        return registry.get(self.script.game_id).same_move(move.action, action)

    def advance(self) -> None:
        self.index += 1
        self.acknowledged = False

    def next_words(self) -> None:
        """ "Next" on a Say step."""
        if isinstance(self.step(), Say):
            self.advance()
