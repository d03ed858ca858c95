"""The review finds what lost a game: scripted poor players (always passing, always
bidding everything, always the last choice offered) get several moments, the pattern
named, and gains that add up to a large part of what they lost by; a Strong seat's own
game gets few. Judged by the Strong search from the seat's view at a quarter of its
budget (the app uses half), one process: every figure here repeats exactly."""

from __future__ import annotations

from typing import Any

import pytest

from modernart_desktop.ai import coach
from modernart_desktop.ai.levels import make_agent
from modernart_desktop.core.actions import Action, LegalActions
from modernart_desktop.core.match import Match

SCALE = 0.25


class Poor:
    """Seat 0's script: `how` where it applies, the Normal level elsewhere."""

    needs_view = True

    def __init__(self, game_id: str, how: str) -> None:
        self.how = how
        self.normal = make_agent(game_id, "normal", 1)

    def choose(self, view: dict[str, Any] | None, legal: LegalActions) -> Action:
        if self.how == "pass":
            for a in legal.actions:
                if a.kind in coach.PASS_KINDS:
                    return a
            sealed = legal.range_of("sealed_bid")
            if sealed is not None:
                return sealed.make(sealed.lo)
        if self.how == "max":
            for kind in ("bid", "sealed_bid"):
                r = legal.range_of(kind)
                if r is not None:
                    return r.make(r.hi)
            lollipops = [a for a in legal.actions if a.kind == "bid"]
            if lollipops:  # Art Society: the biggest lollipop
                return max(lollipops, key=lambda a: a.lollipop)  # type: ignore[attr-defined]
        if self.how == "last":
            return list(legal)[-1]
        return self.normal.choose(view, legal)


def _game(game_id: str, first: Any, seed: int = 5) -> Match:
    options = {"open_clock": 0} if game_id == "modern_art" else None
    match = Match.new(game_id, 4, options, seed)
    agents = [first] + [make_agent(game_id, "normal", seed * 10 + s) for s in range(1, 4)]
    while not match.is_over():
        seat = min(match.active_seats())
        match.apply(seat, agents[seat].choose(match.view_for(seat), match.legal_actions(seat)))
    return match


@pytest.mark.parametrize(
    ("game_id", "how", "pattern", "from_move"),
    [
        ("friesematenten", "pass", coach.PASSIVE, 0),
        ("modern_art", "max", coach.OVERPAID, 0),
        # the last two rounds only (a whole game takes a minute here): where a seat with
        # all its money left passes most costly
        ("modern_art", "pass", coach.PASSIVE, 140),
        ("modern_art_card_game", "last", coach.SAME_KIND, 0),
        ("art_society", "max", coach.SAME_KIND, 0),
    ],
)
def test_a_poor_players_review_lists_several_moments_and_names_the_pattern(game_id, how, pattern, from_move):
    match = _game(game_id, Poor(game_id, how))
    only = {d.index for d in coach.decisions_of(match, 0) if d.index >= from_move}
    review = coach.review_match(match, 0, budget_scale=SCALE, only=only)
    assert review.complete and review.final is not None
    mine, winner = review.final
    assert mine < winner  # the script lost
    moments = review.moments()
    assert len(moments) >= 3, [m.judgement for m in moments]
    assert pattern in [p.code for p in review.patterns()], review.patterns()
    if from_move == 0:  # the whole game: what the moments gain is a large part of the loss
        assert review.gained() >= 0.5 * (winner - mine), (review.gained(), review.final)
    assert all(m.judgement.unit is not None and m.judgement.gain > 0 for m in moments)


@pytest.mark.parametrize("game_id", ["friesematenten", "art_society"])
def test_a_strong_seats_own_game_lists_few_moments(game_id):
    match = _game(game_id, make_agent(game_id, "strong", 1))
    review = coach.review_match(match, 0, budget_scale=SCALE)
    assert review.complete and review.total > 50
    assert len(review.moments()) <= 2, [m.judgement for m in review.moments()]
    assert review.patterns() == []


def test_a_review_reports_each_verdict_as_it_comes():
    """The panel lists moments while the rest is weighed: every verdict is heard once,
    the moves the Normal level would not have made first."""
    match = _game("modern_art", Poor("modern_art", "max"))
    decisions = coach.decisions_of(match, 0)[:8]
    heard: list[coach.Judgement] = []
    review = coach.review_match(
        match, 0, budget_scale=0.05, only={d.index for d in decisions}, found=heard.append
    )
    assert sorted(heard, key=lambda j: j.index) == review.judgements and len(heard) == 8
    normal = make_agent("modern_art", "normal", 0)
    unusual = [d.index for d in decisions if normal.choose(d.view, d.legal) != d.played]
    assert 0 < len(unusual) < 8 and [j.index for j in heard[: len(unusual)]] == unusual


def test_patterns_rest_on_listed_moments_or_on_suspicions_that_add_up():
    """Modern Art: putting up another artist where the round's leader was the better offer
    is named; ten passes, each perhaps a little worse, add up to "passed nearly every
    auction" even where none alone is sure."""
    from modernart_desktop.ai import coach_terms
    from modernart_desktop.ai.search import Candidate
    from modernart_desktop.games.modern_art.actions import Bid, OfferCard, Pass
    from modernart_desktop.games.modern_art.components import CARD_ARTIST

    note = coach_terms.TERMS["modern_art"].note
    assert note is not None
    leader = next(c for c, a in enumerate(CARD_ARTIST) if a == 2)
    other = next(c for c, a in enumerate(CARD_ARTIST) if a == 0)
    view = {"counts": [1, 0, 3, 0, 0]}
    assert note(view, OfferCard(other), OfferCard(leader)) == coach_terms.LEADER_NOT_OFFERED
    assert note(view, OfferCard(leader), OfferCard(other)) is None
    offers = [
        coach.Judgement(i, OfferCard(other), coach.BETTER, Candidate(OfferCard(leader)), 40.0, 10.0, 40,
                        "money", note=coach_terms.LEADER_NOT_OFFERED)
        for i in (3, 9)
    ]  # fmt: skip
    review = coach.Review("modern_art", 0, 1, 0.5, judgements=offers, total=2)
    assert [p.code for p in review.patterns()] == [coach_terms.LEADER_NOT_OFFERED]

    def passed(i: int, verdict: str, gain: float, se: float) -> coach.Judgement:
        return coach.Judgement(i, Pass(), verdict, Candidate(Bid(20)), gain, se, 40, "money", auction=True,
                               confirmed=verdict == coach.UNSURE)  # fmt: skip

    unsure = [passed(i, coach.UNSURE, 6.0, 4.0) for i in range(10)]  # z 1.5 each, ~4.7 together
    assert [p.code for p in coach.Review("modern_art", 0, 1, 0.5, judgements=unsure).patterns()] == [
        coach.PASSIVE
    ]
    weak = [passed(i, coach.UNSURE, 1.0, 4.0) for i in range(10)]  # together still unsure
    assert coach.Review("modern_art", 0, 1, 0.5, judgements=weak).patterns() == []
