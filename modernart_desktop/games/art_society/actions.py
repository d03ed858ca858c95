"""Art Society actions (wire kinds are stable: they travel in saves and on the LAN).

A picking player's turn is a few small steps (take a painting, hang it or hand it
to the assistant, take and hang the decor it earns, ...) applied one by one by the
engine, which checks each; `reset` takes the whole turn back and `confirm` ends it.
"""

from __future__ import annotations

from dataclasses import dataclass

from modernart_desktop.core.actions import Action
from modernart_desktop.core.frozen import quick_init


@quick_init
@dataclass(frozen=True, slots=True)
class HangStart(Action):
    """Set-up: hang your start painting over a star cell (top-left cell at row, col)."""

    kind = "hang_start"
    row: int
    col: int


@quick_init
@dataclass(frozen=True, slots=True)
class PickStack(Action):
    """Auctioneer: take a face-down painting of this shape (stack index) for the auction."""

    kind = "pick_stack"
    stack: int


@quick_init
@dataclass(frozen=True, slots=True)
class Bid(Action):
    """Commit a lollipop from your hand, hidden until every player has committed."""

    kind = "bid"
    lollipop: int


@quick_init
@dataclass(frozen=True, slots=True)
class Take(Action):
    """Your pick: take this painting from the auction row."""

    kind = "take"
    tile: int


@quick_init
@dataclass(frozen=True, slots=True)
class Hang(Action):
    """Hang the painting you took (or your assistant's tile) with its top-left cell at (row, col)."""

    kind = "hang"
    tile: int
    row: int
    col: int


@quick_init
@dataclass(frozen=True, slots=True)
class ToAssistant(Action):
    """Hand the painting you took to your (empty-handed) assistant."""

    kind = "assist"
    tile: int


@quick_init
@dataclass(frozen=True, slots=True)
class Swap(Action):
    """The painting you took fits nowhere: exchange it for this museum painting of its type."""

    kind = "swap"
    tile: int


@quick_init
@dataclass(frozen=True, slots=True)
class Excess(Action):
    """The painting you took fits nowhere: set it aside as an excess painting (-2; earns a 1-shield decor)."""

    kind = "excess"


@quick_init
@dataclass(frozen=True, slots=True)
class HangDecor(Action):
    """Take an earned decor tile of this shape from the pool and hang it at (row, col)."""

    kind = "decor"
    shape: int
    row: int
    col: int


@quick_init
@dataclass(frozen=True, slots=True)
class DecorToAssistant(Action):
    """Take an earned decor tile of this shape and hand it to your (empty-handed) assistant."""

    kind = "decor_assist"
    shape: int


@quick_init
@dataclass(frozen=True, slots=True)
class ExchangeDecor(Action):
    """Supply shortage: swap your decor tiles that exactly cover this shape at (row, col) for one
    tile of that shape from the pool (the small ones go back to the pool)."""

    kind = "decor_exchange"
    shape: int
    row: int
    col: int


@quick_init
@dataclass(frozen=True, slots=True)
class SkipDecor(Action):
    """Take no (more) decor for this painting."""

    kind = "decor_skip"


@quick_init
@dataclass(frozen=True, slots=True)
class ResetTurn(Action):
    """Take back every step of this turn (until you confirm, this round's tiles can still move)."""

    kind = "reset"


@quick_init
@dataclass(frozen=True, slots=True)
class Confirm(Action):
    """Your pick and placements are final; the next player picks."""

    kind = "confirm"


ACTION_TYPES = (
    HangStart,
    PickStack,
    Bid,
    Take,
    Hang,
    ToAssistant,
    Swap,
    Excess,
    HangDecor,
    DecorToAssistant,
    ExchangeDecor,
    SkipDecor,
    ResetTurn,
    Confirm,
)

# The actions that name a decor tile's shape (a `shape` field): the rules read it
# from these and take 0 for every other action (tests/art_society hold this list to
# the classes' fields).
SHAPED_ACTIONS = (HangDecor, DecorToAssistant, ExchangeDecor)
