"""Live positions of every game, for the checks that run over all four tables (the
keyboard, the accessibility tree, colours, scaling): a game played by random legal
moves until the seat at this screen (seat 0) has a decision to make, partway in."""

from __future__ import annotations

from collections.abc import Callable

from modernart_desktop.ai.levels import make_agent
from modernart_desktop.core.match import Match
from tests.ui import clipping  # noqa: F401  (watches painted text from the first paint on)

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


def out_of_bounds(root) -> list[str]:
    """Visible parts of `root` that reach past its edges (cut off), leaving out what a
    scroll area or a graphics view holds (those scroll or scale)."""
    from PySide6.QtCore import QRect
    from PySide6.QtWidgets import QAbstractScrollArea, QWidget

    found = []
    area = root.rect().adjusted(-1, -1, 1, 1)
    for w in root.findChildren(QWidget):
        if w.isWindow() or not w.isVisible() or w.width() <= 0 or w.height() <= 0:
            continue
        parent, scrolled = w.parentWidget(), False
        while parent is not None and parent is not root:
            if isinstance(parent, QAbstractScrollArea):
                scrolled = True
                break
            parent = parent.parentWidget()
        if scrolled:
            continue
        rect = QRect(w.mapTo(root, w.rect().topLeft()), w.size())
        if not area.contains(rect):
            found.append(
                f"{type(w).__name__} {w.objectName()!r} at {rect.getRect()} outside {root.rect().getRect()}"
            )
    return found


def layout_problems(root) -> list[str]:
    """Texts cut off (tests/ui/test_no_clipped_text.py) and parts cut off at the edges."""
    from tests.ui.clipping import clipped

    return clipped(root) + out_of_bounds(root)
