"""The heuristic player (Normal), and Easy as the same player with human-like slips.

Every decision reads a `Perspective` (what the seat knows), values the lot from
the projected ranking (`valuation`), and bids or prices from that value:

- relative thinking: money only matters against the others, so a seat compares
  what it gains with what a rival would gain. A bidder gains by buying below the
  value; the auctioneer, who is paid by a rival but pays the bank itself, buys
  its own lot only below about n/(2n-1) of the value;
- the auctioneer never opens the bidding (no bid at all gives it the lot free);
- offering a card is worth the money it brings in plus what it does to the
  ranking of the paintings already bought; a fifth card ends the round, which
  is chosen when the paintings on the table favour this seat right now.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Final

from modernart_desktop.core.actions import Action
from modernart_desktop.core.rng import Rng
from modernart_desktop.games.modern_art.actions import (
    AddSecondCard,
    Bid,
    Buy,
    DeclineSecond,
    OfferCard,
    Pass,
    RevealMystery,
    SealedBid,
    SetPrice,
    SkipMystery,
)
from modernart_desktop.games.modern_art.ai.knowledge import NUM_ARTISTS, Perspective
from modernart_desktop.games.modern_art.ai.valuation import (
    final_values,
    lot_value,
    projected_values,
    relative_holdings,
)
from modernart_desktop.games.modern_art.components import (
    CARD_ARTIST,
    CARD_KIND,
    CARD_TYPE,
    CARDS_TO_END_ROUND,
    DOUBLE,
    FIXED,
    ONCE,
    OPEN,
    SEALED,
)
from modernart_desktop.games.modern_art.state import AUCTION, DOUBLE_OFFER, MYSTERY, OFFER

PASS: Final = Pass()
BUY: Final = Buy()
DECLINE: Final = DeclineSecond()
REVEAL: Final = RevealMystery()
SKIP: Final = SkipMystery()

# What share of a lot's value the auctioneer nets (in relative terms) per auction type.
SELL_GAIN: Final = {OPEN: 0.80, ONCE: 0.75, SEALED: 0.75, FIXED: 0.80}


@dataclass(frozen=True, slots=True)
class Style:
    """The knobs of the heuristic player; Normal uses the defaults."""

    bid_limit: float = 1.0  # a bidder's limit, as a share of the lot's value
    auctioneer_limit: float = 1.0  # times n/(2n-1): the auctioneer buying from the bank
    once_bid: float = 0.95  # once-around: one chance, bid near the value
    sealed_bid: float = 0.85
    sealed_auctioneer: float = 0.40
    fixed_price: float = 0.85
    buy_limit: float = 0.97
    value_noise: float = 0.0  # Easy: misjudges every lot by this much (log-normal sigma)
    random_offer: float = 0.0  # Easy: sometimes offers a card without thinking
    ends_rounds: bool = True  # sees when ending the round with a fifth card pays
    thinks_about_doubles: bool = True


NORMAL = Style()
EASY = Style(
    bid_limit=1.08,
    once_bid=0.95,
    sealed_bid=0.85,
    fixed_price=0.95,
    buy_limit=1.05,
    value_noise=0.30,
    random_offer=0.25,
    ends_rounds=False,
    thinks_about_doubles=False,
)


@dataclass(frozen=True, slots=True)
class BidPlan:
    """A bidding limit held for one whole open auction (the search commits to one)."""

    auction_key: tuple[int, int, tuple[int, ...]]  # round, auctions finished, cards
    limit: int


def auction_key(p: Perspective, history_len: int) -> tuple[int, int, tuple[int, ...]]:
    return (p.round, history_len, p.auc_cards)


class HeuristicPolicy:
    """Decides one action for a seat from its `Perspective`. Stateless apart from the RNG."""

    def __init__(self, style: Style = NORMAL, rng: Rng | None = None) -> None:
        self.style = style
        self.rng = rng or Rng(0)

    # ------------------------------------------------------------------ entry point
    def decide(self, p: Perspective, limit_override: int | None = None) -> Action:
        phase = p.phase
        if phase == OFFER:
            return self.offer(p)
        if phase == AUCTION:
            t = p.auc_type
            if t == OPEN:
                return self.open_bid(p, limit_override)
            if t == ONCE:
                return self.once_bid(p)
            if t == SEALED:
                return self.sealed_bid(p)
            if t == FIXED:
                return self.fixed(p)
        if phase == DOUBLE_OFFER:
            return self.second_card(p)
        if phase == MYSTERY:
            return self.mystery(p)
        raise ValueError(f"no decision to make in phase {phase!r}")

    # ------------------------------------------------------------------ values
    def _noisy(self, value: float) -> float:
        sigma = self.style.value_noise
        if sigma <= 0.0:
            return value
        return value * math.exp(sigma * _gauss(self.rng))

    def lot_value(self, p: Perspective) -> float:
        return self._noisy(lot_value(p.auc_cards, projected_values(p)))

    def auctioneer_share(self, p: Perspective) -> float:
        n = p.players
        return self.style.auctioneer_limit * n / (2 * n - 1)

    def bid_limit(self, p: Perspective, value: float) -> int:
        share = self.auctioneer_share(p) if p.seat == p.auctioneer else self.style.bid_limit
        return min(p.my_money, int(value * share))

    # ------------------------------------------------------------------ auctions
    def open_bid(self, p: Perspective, limit_override: int | None = None) -> Action:
        if p.seat == p.auctioneer and p.high_bidder < 0:
            return PASS  # no bid at all gives the auctioneer the lot for free
        limit = self.bid_limit(p, self.lot_value(p)) if limit_override is None else limit_override
        return self.open_step(p, limit)

    @staticmethod
    def open_step(p: Perspective, limit: int) -> Action:
        """Raise towards `limit` in steps (the open auction's timing), or stop."""
        limit = min(limit, p.my_money)
        low = max(1, p.high_bid + 1)
        if limit < low:
            return PASS
        # Halve the distance to the limit, but not in crumbs: few raises per auction.
        step = max(1, (limit - p.high_bid) // 2, limit // 10)
        return Bid(min(limit, max(low, p.high_bid + step)))

    def once_bid(self, p: Perspective) -> Action:
        value = self.lot_value(p)
        low = max(1, p.high_bid + 1)
        if p.seat == p.auctioneer:  # speaks last: buy from the bank only when that beats selling
            if p.high_bidder < 0 or low > p.my_money:
                return PASS
            rivals = max(1, p.players - 1)
            keep = value - low
            sell = p.high_bid - (value - p.high_bid) / rivals
            return Bid(low) if keep > sell else PASS
        limit = self.bid_limit(p, value)
        if limit < low:
            return PASS
        return Bid(max(low, min(limit, int(value * self.style.once_bid))))

    def sealed_bid(self, p: Perspective) -> SealedBid:
        value = self.lot_value(p)
        share = self.style.sealed_auctioneer if p.seat == p.auctioneer else self.style.sealed_bid
        return SealedBid(max(0, min(p.my_money, int(value * share))))

    def fixed(self, p: Perspective) -> Action:
        value = self.lot_value(p)
        if p.price < 0:  # we are the auctioneer naming the price
            lo = 1 if p.my_money > 0 else 0
            return SetPrice(max(lo, min(p.my_money, int(value * self.style.fixed_price))))
        if p.price <= p.my_money and p.price <= value * self.style.buy_limit:
            return BUY
        return PASS

    # ------------------------------------------------------------------ offering
    def offer_scores(self, p: Perspective) -> list[tuple[float, int]]:
        """(score, card) for each distinct card in hand, best first."""
        base_counts = p.counts
        rivals = max(1, p.players - 1)
        values_cache: dict[tuple[int, ...], list[float]] = {}

        def values_for(counts: list[int]) -> list[float]:
            key = tuple(counts)
            v = values_cache.get(key)
            if v is None:
                v = values_cache[key] = projected_values(p, counts)
            return v

        seen_kinds: set[int] = set()
        scores: list[tuple[float, int]] = []
        hist = [0] * NUM_ARTISTS
        seconds = [0] * NUM_ARTISTS  # non-double cards per artist (to pair with a double)
        hand = sorted(p.hand)  # the first card of each kind is the one legal actions list
        for c in hand:
            hist[CARD_ARTIST[c]] += 1
            if CARD_TYPE[c] != DOUBLE:
                seconds[CARD_ARTIST[c]] += 1
        for c in hand:
            kind = CARD_KIND[c]
            if kind in seen_kinds:
                continue
            seen_kinds.add(kind)
            a = CARD_ARTIST[c]
            counts = list(base_counts)
            counts[a] += 1
            if counts[a] >= CARDS_TO_END_ROUND:
                if self.style.ends_rounds:
                    score = relative_holdings(p, final_values(p, counts))
                else:
                    score = relative_holdings(p, values_for(counts))
                scores.append((score, c))
                continue
            t = CARD_TYPE[c]
            if t == DOUBLE:
                if seconds[a] and counts[a] + 1 < CARDS_TO_END_ROUND:
                    counts2 = list(counts)
                    counts2[a] += 1
                    vals = values_for(counts2)
                    gain = 2 * vals[a] * SELL_GAIN[OPEN] * 0.95
                else:
                    vals = values_for(counts)
                    # Nobody may add a second card (then it is ours for free), or a rival
                    # does and sells both.
                    expected = p.unseen[a] * (p.others_in_hands / p.unseen_cards) if p.unseen_cards else 0.0
                    p_added = 1.0 - math.exp(-0.6 * expected)
                    gain = (1 - p_added) * vals[a] - p_added * 2 * vals[a] / rivals * 0.5
            else:
                vals = values_for(counts)
                gain = vals[a] * SELL_GAIN[t]
            # Keeping cards of an artist we hold many of lets us steer its rank later.
            score = relative_holdings(p, vals) + gain - 0.15 * vals[a] * (hist[a] - 1) * (p.round < 3)
            scores.append((score, c))
        scores.sort(key=lambda sc: (-sc[0], sc[1]))
        return scores

    def offer(self, p: Perspective) -> Action:
        if self.style.random_offer and self.rng.random() < self.style.random_offer:
            firsts = {}
            for c in sorted(p.hand, reverse=True):
                firsts[CARD_KIND[c]] = c
            return OfferCard(self.rng.choice(sorted(firsts.values())))
        return OfferCard(self.offer_scores(p)[0][1])

    # ------------------------------------------------------------------ doubles and mystery
    def second_card(self, p: Perspective) -> Action:
        a = CARD_ARTIST[p.double_card]
        options = sorted(c for c in p.hand if CARD_ARTIST[c] == a and CARD_TYPE[c] != DOUBLE)
        if not options:
            return DECLINE
        if not self.style.thinks_about_doubles:
            return AddSecondCard(options[0]) if self.rng.random() < 0.6 else DECLINE
        counts = list(p.counts)
        counts[a] += 1
        if counts[a] >= CARDS_TO_END_ROUND:  # both cards stay unsold and the round ends
            end = relative_holdings(p, final_values(p, counts))
            go_on = relative_holdings(p, projected_values(p))
            return AddSecondCard(options[0]) if end > go_on + 5 else DECLINE
        vals = projected_values(p, counts)
        best = max(options, key=lambda c: (SELL_GAIN[CARD_TYPE[c]], -c))
        gain = 2 * vals[a] * SELL_GAIN[CARD_TYPE[best]]
        if p.seat == p.double_original:
            # Declining may leave us the double for free, or a rival sells both.
            free = projected_values(p)[a]
            gain_decline = 0.4 * free
            return AddSecondCard(best) if gain > gain_decline else DECLINE
        return AddSecondCard(best) if gain > 8 else DECLINE

    def mystery(self, p: Perspective) -> Action:
        if not p.unseen_cards:
            return SKIP
        now = relative_holdings(p, projected_values(p))
        expected = 0.0
        for a in range(NUM_ARTISTS):
            if not p.unseen[a]:
                continue
            counts = list(p.counts)
            counts[a] += 1
            if counts[a] >= CARDS_TO_END_ROUND:
                after = relative_holdings(p, final_values(p, counts))
            else:
                after = relative_holdings(p, projected_values(p, counts))
            expected += p.unseen[a] / p.unseen_cards * after
        return REVEAL if expected > now else SKIP


def _gauss(rng: Rng) -> float:
    """A standard normal draw from the seeded generator (Box-Muller)."""
    u1 = max(rng.random(), 1e-12)
    u2 = rng.random()
    return math.sqrt(-2.0 * math.log(u1)) * math.cos(2 * math.pi * u2)
