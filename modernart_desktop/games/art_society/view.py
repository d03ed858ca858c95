"""What one seat may see of an Art Society game, written out field by field.

Public, as at a real table: every wall, assistant and excess pile, the auction row,
the stack counts of the box, the decor pool counts, the museum and the prestige
track, the start lollipops and every revealed bid. Private: your own lollipop hand
and your own committed bid; of the others only whether they have committed.
Tiles travel as ids; their shapes, types and frames come from the shared data file.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from modernart_desktop.games.art_society.state import BID, NO_BID, NONE, OVER, PICK, ArtSocietyState

if TYPE_CHECKING:
    from modernart_desktop.games.art_society.rules import ArtSociety


def build_view(game: ArtSociety, state: ArtSocietyState, seat: int | None) -> dict[str, Any]:
    n = state.num_players
    own = seat is not None and 0 <= seat < n
    picking = state.phase == PICK
    view: dict[str, Any] = {
        "game": game.game_id,
        "seat": seat if own else None,
        "players": n,
        "phase": state.phase,
        "round": state.round,
        "active": sorted(game.active_seats(state)),
        "auctioneer": state.auctioneer,
        "box": [len(s) for s in state.box],
        "picked": list(state.picked),
        "auction": list(state.auction),
        "hand": sorted(state.hands[seat]) if own else None,  # type: ignore[index]
        "hand_sizes": [len(h) for h in state.hands],
        "start_lollipops": [s[0] for s in state.stacks],
        "history": [list(h) for h in state.history],  # revealed bids, round by round
        "committed": [b != NO_BID for b in state.bids] if state.phase == BID else None,
        "my_bid": (state.bids[seat] or None) if own and state.phase == BID else None,  # type: ignore[index]
        "order": list(state.order) if picking else None,
        "picker": state.order[state.pos] if picking else None,
        "walls": [[[t, r, c] for t, (r, c) in w.placed.items()] for w in state.walls],
        "start_tiles": list(state.start_tiles),
        "assistants": [a if a != NONE else None for a in state.assistants],
        "excess": [list(e) for e in state.excess],
        "decor_pool": [len(p) for p in state.decor_pool],
        "museum": [list(m) for m in state.museum],
        "prestige": list(state.prestige),
        "turn": None,
        "result": None,
    }
    if picking:
        view["turn"] = {
            "held": state.held if state.held != NONE else None,
            "took": state.took,
            "must_hang": state.must_hang,
            "credit": state.credit,
            "single": state.single,
            "decor_taken": state.decor_taken,
        }
    if state.phase == OVER:
        view["result"] = {
            "reason": state.end_reason,
            "scores": list(state.scores),
            "winners": list(state.winners),
            "breakdown": [dict(b) for b in state.breakdown],
            "hands": [sorted(h) for h in state.hands],
        }
    return view
