"""Deal the hidden parts of a view into a full state: a "world" the seat cannot
tell apart from the real one. Everything the view shows is kept (own hand, own
face-down cards and simultaneous choice, every displayed card, the extra card,
the discard, tokens, scores, hand sizes, face-down counts, the deck size); the
cards this seat has not seen are shuffled into the other hands, the others'
face-down cards and choices, and the deck."""

from __future__ import annotations

from typing import Any

from modernart_desktop.core.rng import Rng
from modernart_desktop.games.modern_art_card_game import components as C
from modernart_desktop.games.modern_art_card_game.state import (
    NOT_IN,
    SIMULTANEOUS,
    WAITING,
    CardGameState,
    Scoring,
)


def sample_world(view: dict[str, Any], rng: Rng) -> CardGameState:
    seat = view["seat"]
    if seat is None:
        raise ValueError("a spectator's view has no seat to sample for")
    n = view["players"]
    sim = view["simultaneous"] if view["phase"] == SIMULTANEOUS else None
    scoring = view["scoring"]

    seen: set[int] = set(view["hand"]) | set(view["discard"])
    for cards in view["displays"]:
        seen.update(cards)
    for cards in view["face_down"]:
        if cards is not None:
            seen.update(cards)
    if view["extra"] is not None:
        seen.add(view["extra"])
    if sim and sim["my_card"] is not None:
        seen.add(sim["my_card"])
    if scoring:
        for cards in scoring["bonus"]:
            seen.update(cards)
    unseen = [c for c in range(C.NUM_CARDS) if c not in seen]
    rng.shuffle(unseen)

    def take(k: int) -> list[int]:
        out = unseen[:k]
        del unseen[:k]
        return out

    hands = [list(view["hand"]) if s == seat else take(view["hand_sizes"][s]) for s in range(n)]
    face_down = [
        list(view["face_down"][s]) if view["face_down"][s] is not None else take(view["face_down_counts"][s])
        for s in range(n)
    ]
    commits = [NOT_IN] * n
    if sim:
        for s in range(n):
            if not sim["taking_part"][s]:
                continue
            if not sim["committed"][s]:
                commits[s] = WAITING
            elif s == seat:
                commits[s] = sim["my_card"]
            else:
                commits[s] = take(1)[0]
    deck = take(view["deck_size"])
    if unseen:
        raise ValueError("the view's counts do not add up to the 95 cards")

    state = CardGameState(num_players=n, bonus_cards=view["options"]["bonus_cards"], rng=Rng(rng.next_u64()))
    state.round = view["round"]
    state.phase = view["phase"]
    state.deck = deck
    state.hands = hands
    state.displays = [list(d) for d in view["displays"]]
    state.face_down = face_down
    state.extra = view["extra"] if view["extra"] is not None else -1
    state.face_up = list(view["face_up_counts"])
    state.discard = list(view["discard"])
    state.awards = list(view["awards"])
    state.awards_left = view["awards_left"]
    state.value_tokens = [list(r) for r in view["value_tokens"]]
    state.turn = view["turn"]
    state.second_artist = view["second_artist"] if view["second_artist"] is not None else -1
    state.commits = commits
    if scoring:
        state.scoring = Scoring(
            scoring["reason"],
            scoring["ended_by"],
            list(scoring["counts"]),
            list(scoring["ranking"]),
            list(scoring["values"]),
            list(scoring["order"]),
            scoring["pos"],
            [list(b) for b in scoring["bonus"]],
        )
    state.scores = list(view["scores"])
    state.round_results = [dict(r) for r in view["rounds"]]
    return state
