"""What one seat may see of a Modern Art: The Card Game game (written out field by
field, never by stripping names): its own hand, its own face-down cards and its
own simultaneous choice; everyone's public facts. Face-down cards of others are
only counted until scoring reveals them."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from modernart_desktop.games.modern_art_card_game.components import face_up_to_end_round
from modernart_desktop.games.modern_art_card_game.state import (
    BONUS,
    NOT_IN,
    OVER,
    SIMULTANEOUS,
    CardGameState,
)

if TYPE_CHECKING:
    from modernart_desktop.games.modern_art_card_game.rules import ModernArtCardGame


def build_view(game: ModernArtCardGame, state: CardGameState, seat: int | None) -> dict[str, Any]:
    n = state.num_players
    own = seat is not None and 0 <= seat < n
    revealed = state.phase == BONUS  # scoring has turned every face-down card over
    view: dict[str, Any] = {
        "game": game.game_id,
        "seat": seat if own else None,
        "players": n,
        "options": {"bonus_cards": state.bonus_cards},
        "round": state.round,
        "phase": state.phase,
        "active": sorted(game.active_seats(state)),
        "turn": state.turn,
        "round_limit": face_up_to_end_round(n),
        "hand": sorted(state.hands[seat]) if own else None,  # type: ignore[index]  # own: seat is an int
        "hand_sizes": [len(h) for h in state.hands],
        "deck_size": len(state.deck),
        "extra": state.extra if state.extra >= 0 else None,
        "face_up_counts": list(state.face_up),
        "displays": [list(d) for d in state.displays],
        "face_down": [sorted(f) if revealed or s == seat else None for s, f in enumerate(state.face_down)],
        "face_down_counts": [len(f) for f in state.face_down],
        "awards": list(state.awards),
        "awards_left": state.awards_left,
        "value_tokens": [list(r) for r in state.value_tokens],
        "second_artist": state.second_artist if state.second_artist >= 0 else None,
        "simultaneous": None,
        "scoring": None,
        "discard": sorted(state.discard),
        "scores": list(state.scores),
        "rounds": [dict(r) for r in state.round_results],
        "result": None,
    }
    if state.phase == SIMULTANEOUS:
        view["simultaneous"] = {
            "taking_part": [c != NOT_IN for c in state.commits],
            "committed": [c >= 0 for c in state.commits],
            "my_card": state.commits[seat] if own and state.commits[seat] >= 0 else None,  # type: ignore[index]  # own: seat is an int
        }
    sc = state.scoring
    if sc is not None:
        view["scoring"] = {
            "reason": sc.reason,
            "ended_by": sc.ended_by,
            "counts": list(sc.counts),
            "ranking": list(sc.ranking),
            "values": list(sc.values),
            "order": list(sc.order),
            "pos": sc.pos,
            "bonus": [list(b) for b in sc.bonus],
        }
    if state.phase == OVER:
        result = game.result(state)
        view["result"] = {"scores": list(result.scores), "winners": list(result.winners)}
    return view


# A seat still to choose in simultaneous play (used by UIs to show who is thinking).
def waiting_seats(view: dict[str, Any]) -> list[int]:
    sim = view.get("simultaneous")
    if not sim:
        return []
    return [s for s, (t, c) in enumerate(zip(sim["taking_part"], sim["committed"])) if t and not c]
