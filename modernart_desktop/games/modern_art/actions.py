"""Modern Art actions (wire kinds are stable: they travel in saves and on the LAN)."""

from __future__ import annotations

from dataclasses import dataclass

from modernart_desktop.core.actions import Action
from modernart_desktop.core.frozen import quick_init


@quick_init
@dataclass(frozen=True, slots=True)
class OfferCard(Action):
    """The auctioneer puts a card from hand up for auction."""

    kind = "offer"
    card: int


@quick_init
@dataclass(frozen=True, slots=True)
class AddSecondCard(Action):
    """Add a second card (same artist, not a double) to a double auction."""

    kind = "add_second"
    card: int


@quick_init
@dataclass(frozen=True, slots=True)
class DeclineSecond(Action):
    kind = "decline_second"


@quick_init
@dataclass(frozen=True, slots=True)
class Bid(Action):
    """A bid in an open or once-around auction."""

    kind = "bid"
    amount: int


@quick_init
@dataclass(frozen=True, slots=True)
class Pass(Action):
    """Stop bidding (open), let the turn go by (once-around), decline to buy (fixed price)."""

    kind = "pass"


@quick_init
@dataclass(frozen=True, slots=True)
class TimeUp(Action):
    """The open auction's clock ran out for this seat: a pass nobody chose (logged as such)."""

    kind = "time_up"
    clock_only = True


@quick_init
@dataclass(frozen=True, slots=True)
class SealedBid(Action):
    """A closed-fist commitment; 0 means no bid. Final once made."""

    kind = "sealed_bid"
    amount: int


@quick_init
@dataclass(frozen=True, slots=True)
class SetPrice(Action):
    """The auctioneer names the fixed price."""

    kind = "set_price"
    amount: int


@quick_init
@dataclass(frozen=True, slots=True)
class Buy(Action):
    """Buy at the fixed price."""

    kind = "buy"


@quick_init
@dataclass(frozen=True, slots=True)
class RevealMystery(Action):
    """3-player variant: turn a random card of the mystery hand face up."""

    kind = "reveal_mystery"


@quick_init
@dataclass(frozen=True, slots=True)
class SkipMystery(Action):
    kind = "skip_mystery"


ACTION_TYPES = (
    OfferCard,
    AddSecondCard,
    DeclineSecond,
    Bid,
    Pass,
    SealedBid,
    SetPrice,
    Buy,
    RevealMystery,
    SkipMystery,
    TimeUp,
)
