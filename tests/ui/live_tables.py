"""Live positions of every game, for the checks that run over all four tables (the
keyboard, the accessibility tree, colours, scaling): a game played by random legal
moves until the seat at this screen (seat 0) has a decision to make, partway in."""

from __future__ import annotations

from collections.abc import Callable

from modernart_desktop.ai.levels import make_agent
from modernart_desktop.core.match import Match

# game id: (players, random moves played before looking for seat 0's decision)
GAMES: dict[str, tuple[int, int]] = {
    "modern_art": (4, 60),
    "modern_art_card_game": (4, 40),
    "art_society": (3, 60),
    "friesematenten": (3, 60),
}
GAME_IDS = list(GAMES)


def live_match(
    game_id: str,
    seed: int = 5,
    want: Callable[[Match], bool] | None = None,
    players: int | None = None,
    moves: int | None = None,
) -> Match:
    """After `moves` random moves, on until seat 0 may act (and `want(match)` holds)."""
    default_players, default_moves = GAMES[game_id]
    n = players or default_players
    match = Match.new(game_id, n, seed=seed)
    agents = [make_agent(game_id, "random", seed + s) for s in range(n)]
    played = 0
    while not match.is_over():
        if played >= (default_moves if moves is None else moves) and 0 in match.active_seats():
            if want is None or want(match):
                return match
        seat = min(match.active_seats())
        match.apply(seat, agents[seat].choose(match.view_for(seat), match.legal_actions(seat)))
        played += 1
    raise AssertionError(f"{game_id}: the game ended before the position was reached")


def finished_match(game_id: str, seed: int = 5, players: int | None = None) -> Match:
    n = players or GAMES[game_id][0]
    match = Match.new(game_id, n, seed=seed)
    agents = [make_agent(game_id, "random", seed + s) for s in range(n)]
    while not match.is_over():
        seat = min(match.active_seats())
        match.apply(seat, agents[seat].choose(match.view_for(seat), match.legal_actions(seat)))
    return match
