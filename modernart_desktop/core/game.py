"""The rules protocol every game plug-in implements.

A game is a deterministic state machine: `setup` builds a state from a player
count, options and a seed; `apply` checks an action against the rules and, only
if it is legal, changes the state and returns events. Illegal actions raise
`IllegalAction` and leave the state untouched.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import dataclass, field
from typing import Any, ClassVar, Generic, Protocol, Self, TypeVar

from mypy_extensions import mypyc_attr

from modernart_desktop.core.actions import Action, ActionCodec, LegalActions
from modernart_desktop.core.errors import IllegalAction, InvalidOptions
from modernart_desktop.core.events import Event


class GameState(Protocol):
    """What the core needs from a game's state object."""

    def clone(self) -> Self: ...


S = TypeVar("S", bound=GameState)


@dataclass(frozen=True, slots=True)
class OptionSpec:
    """One table option, described so a UI or a host can offer and check it."""

    key: str
    kind: str  # "bool" | "int"
    default: Any
    min: int | None = None
    max: int | None = None
    players: tuple[int, ...] | None = None  # player counts it applies to (None: all)
    # False for a setting of the table that no rule reads (a host's clock): changing it
    # changes no game the engine plays, so AI measurements made under another value hold.
    plays: bool = True

    def applies_to(self, num_players: int) -> bool:
        return self.players is None or num_players in self.players


@dataclass(frozen=True, slots=True)
class GameResult:
    """Final scores per seat (money or points), the winners (ties share), details."""

    scores: tuple[int, ...]
    winners: tuple[int, ...]
    details: dict[str, Any] = field(default_factory=dict)

    def ranking(self) -> list[int]:
        """Seats from best to worst (equal scores keep seat order)."""
        return sorted(range(len(self.scores)), key=lambda s: (-self.scores[s], s))

    def to_wire(self) -> dict[str, Any]:
        return {"scores": list(self.scores), "winners": list(self.winners), "details": self.details}


@dataclass(frozen=True, slots=True)
class Clock:
    """A host-run timer: if nothing changes for `seconds`, apply `actions` (seat -> action).

    Used for the open auction's "going once, going twice, sold": seats that have not
    acted when it runs out pass (a clock-only action, so the log can say time ran out).
    The rules only describe it; the host runs it.
    """

    seconds: float
    actions: tuple[tuple[int, Action], ...]
    # What the clock counts from: it restarts only when the key changes (e.g.
    # a new bid), not on every action. None: restart on every accepted action.
    key: Any = None


# A plug-in game is a Python class deriving from this one, also where this module runs
# compiled (build_info): mypyc's classes refuse interpreted subclasses unless they allow them.
@mypyc_attr(allow_interpreted_subclasses=True)
class Game(ABC, Generic[S]):
    """A game plug-in. One instance per game, stateless; the state is passed in.

    Derive a class from it; never replace a method on a game's instance: the compiled
    engines (build_info) call the class's own methods and would not see the replacement,
    so the registry refuses a game so patched (core/registry.py, PatchedGame)."""

    game_id: ClassVar[str]
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    action_types: ClassVar[tuple[type[Action], ...]]
    options: ClassVar[tuple[OptionSpec, ...]] = ()
    # After-the-game hooks (replays, undo, history): event codes, so the core needs no
    # game-specific code. A round starts at the step whose events hold one of these codes.
    round_start_events: ClassVar[frozenset[str]] = frozenset()
    # Public events that show every seat something it could not know before: a sealed bid
    # or face-down card turned over, a card or tile drawn at random. (An event addressed
    # to one seat always counts as revealing to that seat, see core/undo.py.)
    revealing_events: ClassVar[frozenset[str]] = frozenset()
    # Private events that only tell the acting seat its own choice back ("your sealed bid
    # is 5"): they reveal nothing, so they do not block that seat's undo.
    private_echo_events: ClassVar[frozenset[str]] = frozenset()
    # Action kinds that race while several seats may act (Modern Art's open-auction bids):
    # the host lets each stay on screen a moment before a computer answers it.
    raced_actions: ClassVar[frozenset[str]] = frozenset()
    # The number the view's "round" gives the first round (the rules' own counting): a
    # saved game's summary counts rounds from it, as the table does.
    first_round: ClassVar[int] = 0

    def __init__(self) -> None:
        self.codec = ActionCodec(self.action_types)
        # The codec's wire-field table by class, held here as a plain dict: `apply`
        # looks an action's class up in it at every step of every game.
        self._wire_fields: dict[type[Action], tuple[tuple[str, type], ...]] = {}
        for cls in self.action_types:
            fields = self.codec.fields_of(cls)
            if fields is not None:
                self._wire_fields[cls] = fields

    # -- table set-up -------------------------------------------------------------
    def normalize_options(self, num_players: int, options: dict[str, Any] | None) -> dict[str, Any]:
        """Fill defaults and check every value; unknown keys are refused."""
        if not isinstance(num_players, int) or not self.min_players <= num_players <= self.max_players:
            raise InvalidOptions(
                "players/out_of_range", players=num_players, min=self.min_players, max=self.max_players
            )
        given = dict(options or {})
        result: dict[str, Any] = {}
        known = {spec.key: spec for spec in self.options}
        for key in given:
            if key not in known:
                raise InvalidOptions("option/unknown", key=key)
        for spec in self.options:
            value = given.get(spec.key, spec.default)
            if spec.kind == "bool":
                if type(value) is not bool:
                    raise InvalidOptions("option/not_bool", key=spec.key)
                if value and not spec.applies_to(num_players):
                    raise InvalidOptions("option/not_for_players", key=spec.key, players=num_players)
            elif spec.kind == "int":
                if (
                    type(value) is not int
                    or (spec.min is not None and value < spec.min)
                    or (spec.max is not None and value > spec.max)
                ):
                    raise InvalidOptions("option/out_of_range", key=spec.key, min=spec.min, max=spec.max)
            result[spec.key] = value
        return result

    def options_from_record(self, options: dict[str, Any]) -> dict[str, Any]:
        """The table options of a recorded match (a save, a finished game's record) as
        this version of the game reads them: a game that adds an option whose default
        would change how an older record replays fills in the value the record was
        played with (normalize_options then checks it). By default as recorded."""
        return options

    @abstractmethod
    def setup(self, num_players: int, options: dict[str, Any], seed: int) -> tuple[S, list[Event]]:
        """A fresh state (options already normalized) and the opening events."""

    # -- whose turn and what is allowed ---------------------------------------------
    @abstractmethod
    def active_seats(self, state: S) -> frozenset[int]:
        """Seats that may act now: one, several (simultaneous choices), none (game over)."""

    @abstractmethod
    def legal_actions(self, state: S, seat: int) -> LegalActions:
        """Everything `seat` may do now (empty if it is not active)."""

    @abstractmethod
    def check(self, state: S, seat: int, action: Action) -> None:
        """Raise IllegalAction (stable code) unless `seat` may play `action` now."""

    @abstractmethod
    def _apply(self, state: S, seat: int, action: Action) -> list[Event]:
        """Change the state for an action already checked; return the events."""

    def apply(self, state: S, seat: int, action: Action) -> list[Event]:
        """The one validated entry point: check, then change the state. The checks run
        in the order docs/protocol.md (section 6) gives: the game is over, the action is
        not one of this game's or its fields have the wrong types, the seat does not
        exist or may not act now, then the game's own `check`."""
        if self.is_over(state):
            raise IllegalAction("game/over")
        # The wire's type table, by class: one of this game's kinds, whole numbers only, no bools.
        fields = self._wire_fields.get(type(action))
        if fields is None:
            if not isinstance(action, Action):
                raise IllegalAction("action/malformed", reason="not_an_action")
            raise IllegalAction("action/unknown_kind", kind=getattr(action, "kind", "?"))
        for name, t in fields:
            if type(getattr(action, name)) is not t:
                raise IllegalAction("action/malformed", reason="type", field=name)
        # bool is an int subclass: seat True would otherwise be seat 1.
        if type(seat) is not int or not 0 <= seat < self.num_players(state):
            raise IllegalAction("seat/invalid", seat=seat)
        if seat not in self.active_seats(state):
            raise IllegalAction("turn/not_active", seat=seat)
        self.check(state, seat, action)
        return self._apply(state, seat, action)

    def same_move(self, a: Action, b: Action) -> bool:
        """`a` and `b` are one choice for a player: the same action, or (a game whose
        identical cards are one choice says so) the same move with identical twins. The
        legal list names one of them, `apply` accepts either; a guided game, its script
        check and a table's card buttons all ask this."""
        return a == b

    # -- what a seat may know -----------------------------------------------------------
    @abstractmethod
    def view_for(self, state: S, seat: int | None) -> dict[str, Any]:
        """A msgpack-ready picture of the game for `seat` (None: a spectator)."""

    @abstractmethod
    def num_players(self, state: S) -> int: ...

    @abstractmethod
    def is_over(self, state: S) -> bool: ...

    @abstractmethod
    def result(self, state: S) -> GameResult:
        """Final scores and winners; only meaningful once `is_over`."""

    def revealed_view(self, state: S) -> dict[str, Any]:
        """Everything, as at a table where every card is turned face up (replays of a
        finished game only). By default every seat's view merged, see core/reveal.py."""
        from modernart_desktop.core.reveal import merge_seat_views

        n = self.num_players(state)
        return merge_seat_views(self.view_for(state, None), [self.view_for(state, s) for s in range(n)])

    def round_scores(self, state: S) -> list[list[int]] | None:
        """Each seat's running score (or money) after every round, from a finished state.

        None (the default): the core samples `result(state).scores` at each round start
        while replaying (core/replay.py `round_series`); a game whose `result` means
        nothing before the end overrides this."""
        return None

    def clock(self, state: S, options: dict[str, Any]) -> Clock | None:
        """The timer the host should run now, if any (none by default)."""
        return None

    # -- hidden information ---------------------------------------------------------------
    def vary_secrets(self, state: S, seat: int | None, seed: int) -> S:
        """A clone of `state` that differs from it only in what `seat` cannot see.

        The contract (tests/contract checks it for every registered game):
        - Never modify `state`; return a new state (`seed` makes the result
          reproducible: the same seed gives the same variation).
        - Everything `seat` may see is identical: `view_for(result, seat)` equals
          `view_for(state, seat)`, and so do the active seats, `is_over`, and
          `legal_actions(result, seat)`. `seat=None` is a spectator, who sees only
          public facts, so every seat's secrets may change.
        - What is hidden from `seat` changes, at random, to another arrangement that
          could really have happened given what `seat` knows: the other seats' hands
          re-dealt from the pool of cards `seat` has not seen (their hands, the draw
          pile, face-down cards, undisclosed simultaneous choices, any hidden pile),
          each hand and pile keeping its size; secret amounts (money the view hides,
          other seats' sealed bids or secret choices) moved while staying legal (never
          below what a seat has committed to pay, never above what it has); the draw
          pile reordered; the state's RNG may be reseeded (its future is nobody's).
        - The result is a legal state the game can continue from with `apply`.
        - Over a whole game it must vary something (some other seat's view differs);
          a finished game stays finished with the same result.
        The contract then plays the same actions on `state` and the twin (other seats'
        hidden choices sometimes differing) and checks that as long as `seat`'s views
        agree, so do the events `Match.events_for(seat)` sends it. AI search may use
        this hook to sample worlds.
        """
        raise NotImplementedError(f"{type(self).__name__}.vary_secrets")

    def clone(self, state: S) -> S:
        return state.clone()

    def action_from_wire(self, wire: Any) -> Action:
        return self.codec.from_wire(wire)
