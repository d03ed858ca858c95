"""The rulebooks' own worked examples, as tests."""

from __future__ import annotations

from modernart_desktop.games.modern_art.actions import AddSecondCard, DeclineSecond, OfferCard, SealedBid
from modernart_desktop.games.modern_art.components import ARTISTS


def _end_round_with_counts(pos, counts: dict[str, int], ending_artist: str, koriko_buyer: int = 1) -> int:
    """Set this round's offered counts, give a seat one bought Koriko painting, then offer
    the ending artist's 5th card. Returns what one Koriko painting earned."""
    state = pos.state
    state.counts = [counts.get(a, 0) for a in ARTISTS]
    state.counts[ARTISTS.index(ending_artist)] = 4
    painting = pos.take("koriko/open")
    state.bought[koriko_buyer] = [painting]
    pos.hand(0, f"{ending_artist}/once", "nex/open")
    for s, filler in zip((1, 2, 3), ("bahut/open", "bahut/sealed", "bahut/fixed")):
        pos.hand(s, filler)
    state.turn = 0
    money_before = state.money[koriko_buyer]
    pos.play(0, OfferCard(pos.card_in_hand(0, f"{ending_artist}/once")))
    return state.money[koriko_buyer] - money_before


def test_koriko_example_values_30_40_0_60_and_the_token_table(position):
    pos = position(4, turn=0)
    # Round 1: Koriko first (30), Bahut second, Darmoir third.
    assert _end_round_with_counts(pos, {"koriko": 0, "bahut": 3, "darmoir": 2}, "koriko") == 30
    # Round 2: Sadland first, Bahut second, Koriko third: 10 + 30 = 40.
    assert _end_round_with_counts(pos, {"bahut": 4, "koriko": 3}, "sadland") == 40
    # Round 3: Nex, Sadland, Bahut: Koriko is not in the top three and is worth nothing.
    assert _end_round_with_counts(pos, {"sadland": 4, "bahut": 3, "koriko": 2}, "nex") == 0
    # Round 4: Nex, Koriko, Darmoir: 20 + 10 + 30 = 60.
    assert _end_round_with_counts(pos, {"koriko": 4, "darmoir": 3}, "nex") == 60
    # The board as printed under the example (rows: rounds; columns: Nex..Koriko).
    assert pos.state.tokens == [
        [0, 20, 10, 0, 30],
        [0, 20, 0, 30, 10],
        [30, 10, 0, 20, 0],
        [30, 0, 10, 0, 20],
    ]
    assert pos.game.is_over(pos.state)


def _double_example(position, bids):
    """Henryk (0) offers a Nex double and adds nothing; Marek (1) adds nothing;
    Maria (2) adds a sealed Nex. Everyone bids in the closed fist."""
    pos = position(4, turn=0)
    pos.hand(0, "nex/double", "bahut/open")
    pos.hand(1, "bahut/open")
    pos.hand(2, "nex/sealed", "koriko/open")
    pos.hand(3, "sadland/open")
    pos.play(0, OfferCard(pos.card_in_hand(0, "nex/double")))
    pos.play(0, DeclineSecond())
    pos.play(1, DeclineSecond())
    pos.play(2, AddSecondCard(pos.card_in_hand(2, "nex/sealed")))
    for seat, bid in enumerate(bids):
        pos.play(seat, SealedBid(bid))
    return pos


def test_double_example_maria_wins_and_pays_the_bank_25(position):
    pos = _double_example(position, [10, 20, 25, 0])
    assert pos.state.money == [100, 100, 75, 100]
    assert len(pos.state.bought[2]) == 2
    # Next auctioneer: left of Maria, not Marek who would have followed Henryk.
    assert pos.state.turn == 3


def test_double_example_had_henryk_won_he_would_pay_maria(position):
    pos = _double_example(position, [25, 20, 10, 0])
    assert pos.state.money == [75, 100, 125, 100]
    assert len(pos.state.bought[0]) == 2
    assert pos.state.turn == 3
