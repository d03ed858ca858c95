"""A fair undo: a seat takes back its own last decision while nothing hidden reached it.

Decided from the events alone, for every game: since the seat's last action (that
action's own events included), nothing may have been
- addressed to that seat only (a card drawn, a hand dealt), except the game's
  `private_echo_events` caused by that very action (its own sealed bid told back);
- public and in the game's `revealing_events` (bids or face-down cards turned
  over, a random card or tile drawn, final money shown).
Undo rebuilds the match from seed, options and the log without that action and
everything after it (the other seats' moves since, the computers' too): a replay,
never a deep copy. Whether undo is offered at all (never on a LAN table; in
hot-seat only when all agree) is the app's decision.
"""

from __future__ import annotations

from modernart_desktop.core.errors import IllegalAction
from modernart_desktop.core.match import Match

OK = ""
GAME_OVER = "undo/game_over"
NOTHING = "undo/nothing_to_undo"
PRIVATE = "undo/private_information"  # something was sent to this seat alone
REVEALED = "undo/revealed"  # something hidden was shown to everyone


def last_decision(match: Match, seat: int) -> int | None:
    """Index in the log of `seat`'s last action, or None."""
    for i in range(len(match.log) - 1, -1, -1):
        if match.log[i].seat == seat:
            return i
    return None


def can_undo(match: Match, seat: int) -> tuple[bool, str]:
    """(True, "") if `seat` may take back its last decision, else (False, reason code)."""
    if match.is_over():
        return False, GAME_OVER
    index = last_decision(match, seat)
    if index is None:
        return False, NOTHING
    own_seq = index + 1  # the seq of the events that decision caused
    game = match.game
    for seq, event in match.events:
        if seq < own_seq:
            continue
        if event.to is None:
            if event.code in game.revealing_events:
                return False, REVEALED
        elif event.to == seat and not (seq == own_seq and event.code in game.private_echo_events):
            return False, PRIVATE
    return True, OK


def undo(match: Match, seat: int) -> Match:
    """The match as it was just before `seat`'s last decision (a new Match, replayed).

    Raises IllegalAction with the reason code when not allowed; `match` is untouched."""
    allowed, reason = can_undo(match, seat)
    if not allowed:
        raise IllegalAction(reason, seat=seat)
    index = last_decision(match, seat)
    assert index is not None
    return Match.replay(
        match.game_id, match.num_players, match.options, match.seed, match.log[:index], dict(match.meta)
    )
