"""What one seat may see of a Friesematenten game, written out field by field.

Everything on the table is public: the market, every empire with its attached
cards, the discard pile, the flow (turn, window, auction, prompts), and the
game's defaults with who is known to have no money since (R4). Secret: each
seat's money (only its owner sees it until the game ends, R2/R36), the deck's
order and which cards were set aside (R1: while the game lasts; the record sent at
the end carries the seed, which shows them). A seat also gets its income preview
and the action cards it can play now."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from modernart_desktop.games.friesematenten import board as B
from modernart_desktop.games.friesematenten.components import FACTORY, STATUS, TIMING
from modernart_desktop.games.friesematenten.state import OVER, FState

if TYPE_CHECKING:
    from modernart_desktop.games.friesematenten.rules import Friesematenten


def _empire(state: FState, seat: int) -> dict[str, Any]:
    owner = state.owner
    factories = sorted(B.owned(state, seat, FACTORY))
    statuses = sorted(B.owned(state, seat, STATUS))
    return {
        "factories": [
            [f, B.card_vp(state, f), B.production(state, f), sorted(B.attached_to_card(state, f))]
            for f in factories
        ],
        "status": [[c, B.card_vp(state, c), sorted(B.attached_to_card(state, c))] for c in statuses],
        "on_player": sorted(B.attached_to_seat(state, seat)),
        "unassigned": [
            i
            for i in range(len(owner))
            if owner[i] == seat and _is_influence(i) and not B.is_assigned(state, i)
        ],
        # R17: unassigned cards won this round wait for a later round's phase 2
        "assign_later": [i for i in state.won_this_round if owner[i] == seat and not B.is_assigned(state, i)],
        "unused": [c for c in range(len(owner)) if owner[c] == seat and TIMING[c] is not None],
        "vp": B.player_vp(state, seat),
        "factory_count": len(B.counting_factories(state, seat)),
        "factory_limit": B.factory_limit(state, seat),
        "protected": B.player_protected(state, seat),
    }


def _is_influence(card: int) -> bool:
    from modernart_desktop.games.friesematenten.components import INFLUENCES

    return card in INFLUENCES


def build_view(game: Friesematenten, state: FState, seat: int | None) -> dict[str, Any]:
    n = state.num_players
    own = seat is not None and 0 <= seat < n
    over = state.phase == OVER
    a = state.auction
    w = state.window
    min_bid = state.card_set.min_bid
    view: dict[str, Any] = {
        "game": game.game_id,
        "deck": state.card_set.version,  # the deck version: its cards' numbers (components.CARD_SETS)
        "seat": seat if own else None,
        "players": n,
        "round": state.round,
        "phase": state.phase,
        "active": sorted(game.active_seats(state)),
        "marker": state.marker,
        "money": state.money[seat] if own else None,  # type: ignore[index]
        "all_money": list(state.money) if over else None,
        "broke": list(state.broke),  # known to have no money since a default (R4)
        "defaults": [[s, c] for s, c in state.defaults],  # the game's, in order (R4)
        "plays": [list(p) for p in state.plays],  # every action card played, in order (R13)
        "deck_size": len(state.deck),
        "aside_size": len(state.aside),
        "reshuffled": state.reshuffled,
        "last_round": state.last_round,
        "market": [
            [c, min_bid[c], lo, done] for c, lo, done in zip(state.market, state.leftover, state.offered)
        ],
        "discard": list(state.discard),
        "removed": sorted(state.removed),
        "empires": [_empire(state, s) for s in range(n)],
        "turn": {"order": list(state.turn_order), "pos": state.turn_pos},
        "demolished": list(state.demolished),
        "window": None
        if w is None
        else {"kind": w.kind, "order": list(w.order), "pos": w.pos, "passes": w.passes},
        "auction": None
        if a is None
        else {
            "card": a.card,
            "min_bid": a.min_bid,
            "high": a.high,
            "high_seat": a.high_seat,
            "bidders": list(a.bidders),
            "excluded": list(a.excluded),
            "barred": a.barred,
            "to_act": a.to_act,
        },
        "barred_next": state.barred_next,
        "prompts": [_prompt(p) for p in state.prompts],
        "next_payout": {
            "strike": list(state.strike),
            "double": list(state.double),
            "taxed": list(state.taxed),
            "subsidy": list(state.subsidy),
            "loans": list(state.loans),
        },
        "income": B.income_preview(state, seat) if own and not over else None,  # type: ignore[arg-type]
        "asking": _asking(game, state),
        "playable": [],
        "result": None,
    }
    if own and seat in game.active_seats(state):
        assert seat is not None
        legal = game.legal_actions(state, seat)
        view["playable"] = sorted({a.card for a in legal.of_kind("play_card")})  # type: ignore[attr-defined]
    if over:
        result = game.result(state)
        view["result"] = {
            "scores": list(result.scores),
            "winners": list(result.winners),
            "ended_by": state.ended_by,
        }
    return view


def _asking(game: Friesematenten, state: FState) -> dict[str, Any] | None:
    """What the seat that must act now is being asked, in one word: `turn` (phase 2),
    `hammer` / `bag` (a priority window), `bid`, or a prompt kind (`pay`,
    `immediate`, `demolish`, `scandal`, `object`)."""
    seat = game.acting_seat(state)
    if seat < 0:
        return None
    if state.prompts:
        kind = state.prompts[-1].kind
    elif state.window is not None:
        kind = state.window.kind
    elif state.auction is not None:
        kind = "bid"
    else:
        kind = "turn"
    return {"kind": kind, "seat": seat}


def _prompt(p: Any) -> dict[str, Any]:
    out: dict[str, Any] = {"kind": p.kind, "seat": p.seat, "card": p.card, "price": p.price}
    if p.play is not None:
        pl = p.play
        out["play"] = [pl.seat, pl.card, pl.target, pl.second, pl.player]
    if p.window is not None:
        out["window"] = [list(p.window.order), p.window.pos, p.window.passes]
    return out
