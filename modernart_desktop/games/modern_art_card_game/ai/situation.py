"""What one seat knows, in the shape the heuristic reads: built from a view (an AI
seat) or from a full state for one seat (rollouts inside a sampled world, which
then read only what that seat could know)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from modernart_desktop.games.modern_art_card_game import components as C
from modernart_desktop.games.modern_art_card_game.state import BONUS, CardGameState

_NUM_ARTISTS = len(C.ARTISTS)


@dataclass(slots=True)
class Situation:
    players: int
    seat: int
    round: int
    phase: str
    turn: int
    limit: int  # face-up cards of one artist that end the round
    bonus_cards: bool  # table option
    hand: list[int]
    hand_sizes: list[int]
    displays: list[list[int]]  # face up, per seat
    face_down: list[list[int] | None]  # own always; others' only once revealed at scoring
    face_down_counts: list[int]
    face_up: list[int]  # face-up cards per artist, the extra card included
    extra_artist: int  # the extra card's artist (-1: none)
    awards: list[int]
    awards_left: int
    tokens: list[int]  # value tokens per artist, all rounds so far
    scores: list[int]
    deck_size: int
    second_artist: int  # -1 unless asked for a second face-up card
    values: list[int] | None  # at scoring: what a card of each artist scores
    bonus_done: list[int]  # at scoring: artists this seat already added a bonus card of
    unseen: list[int]  # cards this seat has not seen (others' hands, deck, face down)


def _unseen(seen: set[int]) -> list[int]:
    return [c for c in range(C.NUM_CARDS) if c not in seen]


def from_view(view: dict[str, Any]) -> Situation:
    seat = view["seat"]
    n = view["players"]
    seen: set[int] = set(view["hand"]) | set(view["discard"])
    for d in view["displays"]:
        seen.update(d)
    for f in view["face_down"]:
        if f:
            seen.update(f)
    if view["extra"] is not None:
        seen.add(view["extra"])
    sim = view.get("simultaneous")
    if sim and sim["my_card"] is not None:
        seen.add(sim["my_card"])
    scoring = view.get("scoring")
    bonus_done: list[int] = []
    if scoring:
        for b in scoring["bonus"]:
            seen.update(b)
        bonus_done = sorted({C.CARD_ARTIST[c] for c in scoring["bonus"][seat]})
    tokens = [sum(r[a] for r in view["value_tokens"]) for a in range(_NUM_ARTISTS)]
    return Situation(
        players=n,
        seat=seat,
        round=view["round"],
        phase=view["phase"],
        turn=view["turn"],
        limit=view["round_limit"],
        bonus_cards=view["options"]["bonus_cards"],
        hand=list(view["hand"]),
        hand_sizes=list(view["hand_sizes"]),
        displays=[list(d) for d in view["displays"]],
        face_down=[list(f) if f is not None else None for f in view["face_down"]],
        face_down_counts=list(view["face_down_counts"]),
        face_up=list(view["face_up_counts"]),
        extra_artist=C.CARD_ARTIST[view["extra"]] if view["extra"] is not None else -1,
        awards=list(view["awards"]),
        awards_left=view["awards_left"],
        tokens=tokens,
        scores=list(view["scores"]),
        deck_size=view["deck_size"],
        second_artist=view["second_artist"] if view["second_artist"] is not None else -1,
        values=list(scoring["values"]) if scoring else None,
        bonus_done=bonus_done,
        unseen=_unseen(seen),
    )


def from_state(state: CardGameState, seat: int) -> Situation:
    """The same facts as `from_view`, read straight from a state (no dict building)."""
    n = state.num_players
    revealed = state.phase == BONUS
    face_down = [list(f) if revealed or s == seat else None for s, f in enumerate(state.face_down)]
    seen: set[int] = set(state.hands[seat]) | set(state.discard)
    for d in state.displays:
        seen.update(d)
    for f in face_down:
        if f:
            seen.update(f)
    if state.extra >= 0:
        seen.add(state.extra)
    if state.commits and state.commits[seat] >= 0:
        seen.add(state.commits[seat])
    sc = state.scoring
    bonus_done: list[int] = []
    if sc is not None:
        for b in sc.bonus:
            seen.update(b)
        bonus_done = sorted({C.CARD_ARTIST[c] for c in sc.bonus[seat]})
    tokens = [sum(r[a] for r in state.value_tokens) for a in range(_NUM_ARTISTS)]
    return Situation(
        players=n,
        seat=seat,
        round=state.round,
        phase=state.phase,
        turn=state.turn,
        limit=C.face_up_to_end_round(n),
        bonus_cards=state.bonus_cards,
        hand=list(state.hands[seat]),
        hand_sizes=[len(h) for h in state.hands],
        displays=[list(d) for d in state.displays],
        face_down=face_down,
        face_down_counts=[len(f) for f in state.face_down],
        face_up=list(state.face_up),
        extra_artist=C.CARD_ARTIST[state.extra] if state.extra >= 0 else -1,
        awards=list(state.awards),
        awards_left=state.awards_left,
        tokens=tokens,
        scores=list(state.scores),
        deck_size=len(state.deck),
        second_artist=state.second_artist,
        values=list(sc.values) if sc else None,
        bonus_done=bonus_done,
        unseen=_unseen(seen),
    )
