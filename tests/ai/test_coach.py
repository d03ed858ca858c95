"""The coach (ai/coach.py): a hint is the Strong level's move from the seat's view,
a review weighs each of a seat's decisions. Neither may depend on what the seat could
not see: changing the other seats' secrets with the game's `vary_secrets` (as the
contract does for views) leaves both unchanged. Budgets are tiny and free of any
wall-clock cap, so every figure here repeats exactly."""

from __future__ import annotations

from typing import Any

import pytest

from modernart_desktop.ai import coach
from modernart_desktop.ai.agent import RandomAgent
from modernart_desktop.ai.search import Budget
from modernart_desktop.core import registry
from modernart_desktop.core.match import Match
from modernart_desktop.core.rng import Rng
from modernart_desktop.games.modern_art.actions import SealedBid

GAMES = ["modern_art", "modern_art_card_game", "art_society", "friesematenten"]
TINY = Budget(rollouts=10)
REVIEW_SCALE = 0.04  # of Strong's rollouts (Modern Art: 9 a decision)


def _positions(game_id: str, seed: int, every: int) -> list[tuple[Any, int]]:
    """(state, seat) at every `every`-th decision of a random 4-player game."""
    game = registry.get(game_id)
    state, _ = game.setup(4, game.normalize_options(4, None), seed)
    rng = Rng(seed)
    agents = [RandomAgent(seed + s) for s in range(4)]
    found: list[tuple[Any, int]] = []
    step = 0
    while not game.is_over(state) and len(found) < 4:
        active = sorted(game.active_seats(state))
        seat = active[rng.randbelow(len(active))]
        legal = game.legal_actions(state, seat)
        if len(legal) > 1:
            step += 1
            if step % every == 0:
                found.append((game.clone(state), seat))
        game.apply(state, seat, agents[seat].choose(None, legal))
    return found


def _played_match(game_id: str, seed: int) -> Match:
    match = Match.new(game_id, 4, None, seed)
    agents = [RandomAgent(seed + s) for s in range(4)]
    rng = Rng(seed)
    while not match.is_over():
        active = sorted(match.active_seats())
        seat = active[rng.randbelow(len(active))]
        match.apply(seat, agents[seat].choose(None, match.legal_actions(seat)))
    return match


@pytest.mark.parametrize("game_id", GAMES)
def test_a_hint_is_a_legal_move_and_ignores_what_the_seat_cannot_see(game_id):
    game = registry.get(game_id)
    checked = 0
    for n, (state, seat) in enumerate(_positions(game_id, 21, 9)):
        view, legal = game.view_for(state, seat), game.legal_actions(state, seat)
        advice = coach.advise(game_id, view, legal, budget=TINY)
        assert advice is not None and advice.action in legal
        for k in range(2):
            twin = game.vary_secrets(state, seat, 500 + 10 * n + k)
            assert game.view_for(twin, seat) == view
            again = coach.advise(
                game_id, game.view_for(twin, seat), game.legal_actions(twin, seat), budget=TINY
            )
            assert again == advice
        checked += 1
    assert checked >= 2


@pytest.mark.parametrize("game_id", GAMES)
def test_a_review_of_a_decision_ignores_what_the_seat_could_not_see(game_id):
    game = registry.get(game_id)
    checked = 0
    for n, (state, seat) in enumerate(_positions(game_id, 33, 11)):
        legal = game.legal_actions(state, seat)
        played = RandomAgent(n).choose(None, legal)
        decision = coach.Decision(7, game.view_for(state, seat), legal, played)
        verdict = coach.judge(game_id, decision, seed=99, budget_scale=REVIEW_SCALE)
        twin = game.vary_secrets(state, seat, 900 + n)
        twin_decision = coach.Decision(7, game.view_for(twin, seat), game.legal_actions(twin, seat), played)
        assert coach.judge(game_id, twin_decision, seed=99, budget_scale=REVIEW_SCALE) == verdict
        checked += 1
    assert checked >= 2


def test_a_review_is_made_of_the_seats_own_decisions_with_the_views_it_had():
    match = _played_match("art_society", 4)
    game = match.game
    decisions = coach.decisions_of(match, 2)
    replay = Match.new(match.game_id, 4, match.options, match.seed)
    expected = []
    for index, entry in enumerate(match.log):
        if entry.seat == 2 and len(replay.legal_actions(2)) > 1:
            expected.append((index, replay.view_for(2), entry.action))
        replay.apply(entry.seat, entry.action)
    assert [(d.index, d.view, d.played) for d in decisions] == expected
    assert all(d.legal == game.legal_actions(Match.replay(match.game_id, 4, match.options, match.seed,
                                                          match.log[: d.index]).state, 2)
               for d in decisions[:3])  # fmt: skip


def test_a_review_repeats_exactly_with_its_seed_and_stops_when_asked():
    match = _played_match("art_society", 8)
    seen: list[tuple[int, int]] = []
    first = coach.review_match(
        match, 1, seed=5, budget_scale=REVIEW_SCALE, progress=lambda d, t: seen.append((d, t))
    )
    again = coach.review_match(match, 1, seed=5, budget_scale=REVIEW_SCALE)
    assert first.complete and first.judgements == again.judgements
    assert seen[0] == (0, first.total) and seen[-1] == (first.total, first.total)
    assert [j.index for j in first.judgements] == [d.index for d in coach.decisions_of(match, 1)]

    import threading

    stop = threading.Event()

    def halt(done: int, total: int) -> None:
        if done == 3:
            stop.set()

    cut = coach.review_match(match, 1, seed=5, budget_scale=REVIEW_SCALE, stop=stop, progress=halt)
    assert cut.cancelled and not cut.complete and len(cut.judgements) == 3
    assert all(j in first.judgements for j in cut.judgements)  # (the ones that matter first)


def test_a_reckless_sealed_bid_is_a_moment_the_review_lists():
    """Modern Art, round one: all your money on one painting in a sealed auction leaves
    nothing for the rest of the game; the Strong level bids far less."""
    match = Match.new("modern_art", 4, {"open_clock": 0}, 12)
    while "sealed_bid" not in match.legal_actions(0).kinds():
        seat = min(match.active_seats())
        match.apply(seat, _sealed_offer(match, seat) or _cheapest(match.legal_actions(seat)))
    view, legal = match.view_for(0), match.legal_actions(0)
    everything = SealedBid(view["money"][0])
    assert everything in legal and everything.amount >= 80
    decision = coach.Decision(match.seq, view, legal, everything)
    verdict = coach.judge("modern_art", decision, seed=3)  # (Strong's whole budget)
    assert verdict.verdict == coach.BETTER
    assert verdict.better is not None and verdict.better.action != everything
    assert verdict.gain >= coach.MIN_GAIN and verdict.z >= coach.SURE_Z


def _sealed_offer(match: Match, seat: int) -> Any:
    from modernart_desktop.games.modern_art.components import AUCTION_TYPES, CARD_TYPE

    for action in match.legal_actions(seat).of_kind("offer"):
        if AUCTION_TYPES[CARD_TYPE[action.card]] == "sealed":
            return action
    return None


def _cheapest(legal: Any) -> Any:
    for action in legal.actions:
        if action.kind in ("pass", "decline_second", "skip_mystery"):
            return action
    if legal.actions:
        return legal.actions[0]
    return legal.ranges[0].make(legal.ranges[0].lo)


def test_the_played_move_counts_as_fine_when_it_is_the_search_choice():
    """A move the Strong level itself would pick is never listed against the player."""
    game = registry.get("friesematenten")
    for n, (state, seat) in enumerate(_positions("friesematenten", 5, 7)):
        view, legal = game.view_for(state, seat), game.legal_actions(state, seat)
        seed = 40 + n
        agent = coach.coach_agent("friesematenten", seed)
        assert agent is not None
        agent.budget = coach.rollouts_only(agent, REVIEW_SCALE)
        chosen = agent.choose(view, legal)
        verdict = coach.judge("friesematenten", coach.Decision(0, view, legal, chosen), seed, REVIEW_SCALE)
        assert verdict.verdict == coach.FINE, (chosen, verdict)


def test_a_review_shared_out_among_processes_repeats_exactly():
    """Decisions go to the worker processes the same way every time (a search may
    remember things between decisions within a process), so the same seed and the same
    number of workers give the same review."""
    match = _played_match("friesematenten", 2)
    first = coach.review_match(match, 0, seed=9, budget_scale=REVIEW_SCALE, workers=2)
    again = coach.review_match(match, 0, seed=9, budget_scale=REVIEW_SCALE, workers=2)
    assert first.complete and first.total > 20 and first.judgements == again.judgements


def test_a_forgetful_games_review_is_the_same_in_one_process_or_shared_out():
    """Where a game's search keeps nothing between decisions (`coach.FORGETFUL`) each
    decision goes to whichever worker is free: the figures are those of one process."""
    match = _played_match("modern_art_card_game", 3)
    assert match.game_id in coach.FORGETFUL
    alone = coach.review_match(match, 0, seed=9, budget_scale=REVIEW_SCALE)
    shared = coach.review_match(match, 0, seed=9, budget_scale=REVIEW_SCALE, workers=2)
    assert alone.complete and alone.total > 5 and shared.judgements == alone.judgements


def test_a_review_started_again_goes_on_where_it_stopped():
    """The verdicts a cancelled review reached are not weighed again: they are reported
    first and the rest is weighed, to the same review as one never stopped."""
    import threading

    match = _played_match("art_society", 8)
    whole = coach.review_match(match, 1, seed=5, budget_scale=REVIEW_SCALE)
    stop = threading.Event()
    heard: dict[int, coach.Judgement] = {}

    def halt(done: int, total: int) -> None:
        if done == 3:
            stop.set()

    coach.review_match(
        match, 1, seed=5, budget_scale=REVIEW_SCALE, stop=stop, progress=halt,
        found=lambda j: heard.setdefault(j.index, j),
    )  # fmt: skip
    assert len(heard) == 3
    seen: list[tuple[int, int]] = []
    again: list[coach.Judgement] = []
    resumed = coach.review_match(
        match, 1, seed=5, budget_scale=REVIEW_SCALE, known=heard,
        progress=lambda d, t: seen.append((d, t)), found=again.append,
    )  # fmt: skip
    assert resumed.complete and resumed.judgements == whole.judgements
    assert seen[0] == (3, whole.total) and again[:3] == sorted(heard.values(), key=lambda j: j.index)
