"""Deck version 2 (friesematenten-cards.md, "Deck version 2") is what new games use;
the version travels with the match as its table option "deck", so a game played with
version 1 (saved, or kept in the history before versions existed) still resumes and
replays exactly as it was played, never with the wrong deck."""

from __future__ import annotations

import pytest

from modernart_desktop.ai.agent import RandomAgent
from modernart_desktop.ai.selfplay import play_match
from modernart_desktop.core.errors import InvalidOptions
from modernart_desktop.core.match import Match
from modernart_desktop.core.persistence import load_match, match_from_bytes, match_to_bytes, save_match
from modernart_desktop.games.friesematenten.components import (
    BY_KEY,
    CARD_SETS,
    CARDS,
    DECK_VERSION,
    card_set,
)

# What the rules document's "Deck version 2" table changes: (card, field, v1, v2).
CHANGES = [
    ("kunstgalerie", "min_bid", 22, 26),
    ("kunstgalerie", "vp", 2, 3),
    ("meisterdieb", "min_bid", 30, 36),
    ("luxusvilla", "min_bid", 45, 50),
    ("luxusvilla", "vp", 14, 13),
    ("bauunternehmen", "min_bid", 62, 52),
    ("resterampe", "min_bid", 5, 8),
]


def test_version_2_is_current_and_changes_exactly_the_five_cards():
    assert DECK_VERSION == 2 and sorted(CARD_SETS) == [1, 2]
    old, new = card_set(1), card_set(2)
    for key, field, before, after in CHANGES:
        c = BY_KEY[key]
        assert getattr(old.cards[c], field) == before and getattr(new.cards[c], field) == after
    assert new.cards[BY_KEY["kunstgalerie"]].effects == ()
    assert old.cards[BY_KEY["kunstgalerie"]].effects == ({"id": "vp_per_owned", "per": 1, "type": "status"},)
    assert new.cards[BY_KEY["meisterdieb"]].effects[0]["max_printed_vp"] == 7
    assert old.cards[BY_KEY["meisterdieb"]].effects[0]["max_printed_vp"] == 9
    changed = {k for k, *_ in CHANGES}
    for c in CARDS:
        if c.key not in changed:
            assert old.cards[c.id] == c, c.key
    # Alter Meister's bonus with the gallery stays in both versions.
    assert old.cards[BY_KEY["alter_meister"]] == new.cards[BY_KEY["alter_meister"]]


def test_a_new_game_records_the_current_deck_and_its_auctions_use_its_numbers():
    match = Match.new("friesematenten", 3, seed=5)
    assert match.options == {"deck": 2}
    assert match.to_record()["options"] == {"deck": 2}
    view = match.view_for(0)
    assert view["deck"] == 2
    assert all(m[1] == card_set(2).min_bid[m[0]] for m in view["market"])
    old = Match.new("friesematenten", 3, {"deck": 1}, seed=5)
    assert old.view_for(0)["deck"] == 1
    assert all(m[1] == card_set(1).min_bid[m[0]] for m in old.view_for(0)["market"])
    with pytest.raises(InvalidOptions):
        Match.new("friesematenten", 3, {"deck": 3}, seed=5)


def _played(version: int, seed: int) -> Match:
    match = Match.new("friesematenten", 3, {"deck": version}, seed=seed)
    return play_match(match, [RandomAgent(seed * 10 + s) for s in range(3)], seed=seed)


def _bids_below_v2_minimum(match: Match) -> int:
    """How many of a finished version-1 game's bids version 2 would refuse (a changed
    card bid below its new minimum): such a game cannot replay with the wrong deck."""
    count, card = 0, -1
    for _seq, event in match.events:
        if event.code == "auction/open":
            card = event.params["card"]
        elif event.code == "auction/bid" and event.params["amount"] < card_set(2).min_bid[card]:
            count += 1
    return count


def test_a_game_recorded_before_deck_versions_replays_with_version_1(tmp_path):
    # A version-1 game whose log version 2 could not replay (a bid under a new minimum).
    match = next(m for seed in range(1, 40) if _bids_below_v2_minimum(m := _played(1, seed)))
    legacy = match.to_record()
    legacy["options"] = {}  # as the app wrote it before the deck had versions
    again = Match.from_record(legacy)
    assert again.options == {"deck": 1}
    assert again.state == match.state and again.result() == match.result()
    # Through a save file, and resuming a half-played game, too.
    data = match_to_bytes(again)
    assert match_from_bytes(data).state == match.state
    half = Match.replay("friesematenten", 3, {"deck": 1}, match.seed, [e.to_wire() for e in match.log[:40]])
    path = tmp_path / "half.mad"
    save_match(path, half)
    resumed = load_match(path)
    assert resumed.options == {"deck": 1} and resumed.state == half.state
    assert resumed.legal_actions(min(resumed.active_seats())) == half.legal_actions(min(half.active_seats()))


def test_a_version_2_game_replays_with_version_2():
    match = _played(2, 3)
    again = Match.from_record(match.to_record())
    assert again.options == {"deck": 2} and again.state == match.state
