"""Friesematenten actions (wire kinds are stable: they travel in saves and on the LAN).

Card fields hold card ids (0-59), player fields seats; -1 means "none"."""

from __future__ import annotations

from dataclasses import dataclass

from modernart_desktop.core.actions import Action
from modernart_desktop.core.frozen import quick_init


@quick_init
@dataclass(frozen=True, slots=True)
class Bid(Action):
    """In an auction: bid (at least the minimum bid, or above the high bid)."""

    kind = "bid"
    amount: int


@quick_init
@dataclass(frozen=True, slots=True)
class PassBid(Action):
    """In an auction: pass; final for this card."""

    kind = "pass_bid"


@quick_init
@dataclass(frozen=True, slots=True)
class PlayCard(Action):
    """Play an unused action card with its targets: `target` a card it picks,
    `second` your own card it also uses (Standorttausch, Danaergeschenk) or the
    new host card (Headhunter), `player` a chosen player or the new host player."""

    kind = "play_card"
    card: int
    target: int = -1
    second: int = -1
    player: int = -1


@quick_init
@dataclass(frozen=True, slots=True)
class Assign(Action):
    """Attach an unassigned influence card to a card (`host`) or a player (`player`)."""

    kind = "assign"
    card: int
    host: int = -1
    player: int = -1


@quick_init
@dataclass(frozen=True, slots=True)
class Demolish(Action):
    """Demolish one of your factories (phase 2 once per round, or when over the limit)."""

    kind = "demolish"
    card: int


@quick_init
@dataclass(frozen=True, slots=True)
class DiscardStatus(Action):
    """Skandal's victim: the unprotected status symbol to discard."""

    kind = "discard_status"
    card: int


@quick_init
@dataclass(frozen=True, slots=True)
class Object(Action):
    """Play Einspruch against the action card announced against you."""

    kind = "object"


@quick_init
@dataclass(frozen=True, slots=True)
class Done(Action):
    """Pass in a window, end your phase-2 turn, decline to use a card just won,
    let an action card resolve without objecting, or pay for a card won."""

    kind = "done"


ACTION_TYPES = (Bid, PassBid, PlayCard, Assign, Demolish, DiscardStatus, Object, Done)
