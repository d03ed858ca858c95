"""What one seat may see of a Modern Art game (written out field by field, never by
stripping names): its own hand, money and sealed bid; everyone's public facts."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from modernart_desktop.games.modern_art.components import AUCTION_TYPES, SEALED
from modernart_desktop.games.modern_art.state import DOUBLE_OFFER, OVER, ModernArtState

if TYPE_CHECKING:
    from modernart_desktop.games.modern_art.rules import ModernArt


def build_view(game: ModernArt, state: ModernArtState, seat: int | None) -> dict[str, Any]:
    n = state.num_players
    own = seat is not None and 0 <= seat < n
    money_public = state.open_money or state.phase == OVER
    view: dict[str, Any] = {
        "game": game.game_id,
        "seat": seat if own else None,
        "players": n,
        "options": {"mystery_hand": state.mystery, "open_money": state.open_money},
        "round": state.round,
        "phase": state.phase,
        "active": sorted(game.active_seats(state)),
        "turn": state.turn,
        "last_offerer": state.last_offerer,
        "hand": sorted(state.hands[seat]) if own else None,  # type: ignore[index]  # own: seat is an int
        "hand_sizes": [len(h) for h in state.hands],
        "deck_size": len(state.deck),
        "mystery_size": len(state.mystery_hand) if state.mystery else None,
        "money": [m if money_public or s == seat else None for s, m in enumerate(state.money)],
        "bought": [sorted(b) for b in state.bought],
        "counts": list(state.counts),
        "unsold": list(state.unsold),
        "discard": sorted(state.discard),
        "tokens": [list(r) for r in state.tokens],
        "double": None,
        "auction": None,
        "mystery_seat": state.mystery_seat if state.mystery_seat >= 0 else None,
        "history": [dict(h) for h in state.history],
        "rounds": [dict(r) for r in state.round_results],
        "result": None,
    }
    if state.phase == DOUBLE_OFFER:
        view["double"] = {
            "card": state.double_card,
            "original": state.double_from,
            "asking": state.double_ask,
        }
    auc = state.auction
    if auc is not None:
        a: dict[str, Any] = {
            "type": AUCTION_TYPES[auc.type],
            "cards": list(auc.cards),
            "auctioneer": auc.auctioneer,
            "original": auc.original,
            "high_bid": auc.high_bid,
            "high_bidder": auc.high_bidder if auc.high_bidder >= 0 else None,
            "passed": list(auc.passed),
            "order": list(auc.order),
            "pos": auc.pos,
            "price": auc.price if auc.price >= 0 else None,
            "committed": [b is not None for b in auc.sealed],
            "my_bid": None,
        }
        if auc.type == SEALED and own and auc.sealed[seat] is not None:  # type: ignore[index]  # own: seat is an int
            a["my_bid"] = auc.sealed[seat]  # type: ignore[index]  # own: seat is an int
        view["auction"] = a
    if state.phase == OVER:
        result = game.result(state)
        view["result"] = {"scores": list(result.scores), "winners": list(result.winners)}
    return view
