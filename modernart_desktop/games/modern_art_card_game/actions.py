"""Modern Art: The Card Game actions (wire kinds are stable: they travel in saves and on the LAN)."""

from __future__ import annotations

from dataclasses import dataclass

from modernart_desktop.core.actions import Action
from modernart_desktop.core.frozen import quick_init


@quick_init
@dataclass(frozen=True, slots=True)
class PlayCard(Action):
    """On your turn: display a card from your hand face up."""

    kind = "play"
    card: int


@quick_init
@dataclass(frozen=True, slots=True)
class PlaySecond(Action):
    """After a "second card" symbol: the second card (face up: same artist; face down: any)."""

    kind = "play_second"
    card: int


@quick_init
@dataclass(frozen=True, slots=True)
class DeclineSecond(Action):
    """Do not play the second card the symbol allows."""

    kind = "decline_second"


@quick_init
@dataclass(frozen=True, slots=True)
class CommitCard(Action):
    """Simultaneous play: choose a card, hidden until every seat has chosen."""

    kind = "commit"
    card: int


@quick_init
@dataclass(frozen=True, slots=True)
class PlaceAward(Action):
    """Put an award token on an artist (index in board order)."""

    kind = "award"
    artist: int


@quick_init
@dataclass(frozen=True, slots=True)
class AddBonus(Action):
    """At scoring: add a card of an artist already in your display; it scores that artist's value."""

    kind = "bonus"
    card: int


@quick_init
@dataclass(frozen=True, slots=True)
class FinishBonus(Action):
    """At scoring: add no more bonus cards."""

    kind = "bonus_done"


ACTION_TYPES = (PlayCard, PlaySecond, DeclineSecond, CommitCard, PlaceAward, AddBonus, FinishBonus)
