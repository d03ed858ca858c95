"""The generic search, on a toy game that shows how any game plugs in: a kit
that samples hidden information, offers candidates, plays rollouts and scores."""

from __future__ import annotations

from dataclasses import dataclass, field

import pytest

from modernart_desktop.ai.search import Budget, Candidate, SearchAgent
from modernart_desktop.core.actions import Action, LegalActions


@dataclass(frozen=True, slots=True)
class Guess(Action):
    kind = "guess"
    colour: int


@dataclass
class CoinState:
    """Seat 0 guesses the colour of a hidden ball; 80% of the balls are colour 1."""

    ball: int
    guess: int = -1
    moves: list[int] = field(default_factory=list)

    def clone(self) -> CoinState:
        return CoinState(self.ball, self.guess, list(self.moves))


class CoinGame:
    def clone(self, state: CoinState) -> CoinState:
        return state.clone()

    def active_seats(self, state: CoinState) -> frozenset[int]:
        return frozenset() if state.guess >= 0 else frozenset({0})

    def apply(self, state: CoinState, seat: int, action: Guess) -> list:
        state.guess = action.colour
        return []


# The coin game stands in for a game without being one (no Game subclass): a compiled
# search takes only a real Game, and a Python class may not subclass it there.
searches_the_coin_game = pytest.mark.pure_build("a compiled search takes only a compiled Game")


class CoinKit:
    game = CoinGame()

    def __init__(self) -> None:
        self.sampled = 0

    def candidates(self, view, legal, rng):
        return [Candidate(Guess(0), plan="zero"), Candidate(Guess(1), plan="one"), Candidate(Guess(2))]

    def sample_world(self, view, rng):
        self.sampled += 1
        return CoinState(ball=1 if rng.random() < 0.8 else 0)

    def rollout_action(self, state, seat, rng, plan):
        raise AssertionError("the game ends with the root move")

    def utility(self, state, seat):
        return 1.0 if state.guess == state.ball else 0.0

    def rollout_done(self, state, start):
        return state.guess >= 0

    def follow_plan(self, plan, view, legal):
        return Guess(1) if plan == "one" and view.get("again") else None


LEGAL = LegalActions.of([Guess(0), Guess(1), Guess(2)])


@searches_the_coin_game
def test_search_picks_the_choice_that_wins_in_most_sampled_worlds():
    agent = SearchAgent("toy", CoinKit(), Budget(rollouts=300), seed=1)
    assert agent.choose({"seat": 0}, LEGAL) == Guess(1)
    assert agent.last.searched and agent.last.rollouts <= 300


@searches_the_coin_game
def test_a_clearly_worse_choice_is_dropped_early():
    """Colour 2 never wins: it is pruned after a few worlds; once one choice is
    left, the search stops long before its budget."""
    agent = SearchAgent("toy", CoinKit(), Budget(rollouts=3000), seed=2)
    assert agent.choose({"seat": 0}, LEGAL) == Guess(1)
    assert agent.last.rollouts < 300


@searches_the_coin_game
def test_a_plan_is_kept_and_followed_without_searching_again():
    kit = CoinKit()
    agent = SearchAgent("toy", kit, Budget(rollouts=200), seed=3)
    agent.choose({"seat": 0}, LEGAL)
    sampled = kit.sampled
    assert agent.plan == "one"
    assert agent.choose({"seat": 0, "again": True}, LEGAL) == Guess(1)
    assert kit.sampled == sampled and not agent.last.searched


@searches_the_coin_game
def test_a_time_budget_bounds_a_decision():
    agent = SearchAgent("toy", CoinKit(), Budget(seconds=0.05), seed=4)
    agent.choose({"seat": 0}, LEGAL)
    assert agent.last.seconds < 1.0 and agent.last.worlds >= 1


def test_a_budget_needs_a_bound():
    with pytest.raises(ValueError):
        Budget()
    assert Budget(rollouts=100, seconds=2.0).scaled(0.5) == Budget(rollouts=50, seconds=1.0)


@searches_the_coin_game
def test_same_seed_same_search():
    a = SearchAgent("toy", CoinKit(), Budget(rollouts=40), seed=9)
    b = SearchAgent("toy", CoinKit(), Budget(rollouts=40), seed=9)
    a.choose({"seat": 0}, LEGAL)
    b.choose({"seat": 0}, LEGAL)
    assert (a.last.rollouts, a.last.worlds) == (b.last.rollouts, b.last.worlds)


@searches_the_coin_game
def test_thin_evidence_does_not_overrule_the_kits_first_choice_but_clear_evidence_does():
    """The kit lists its heuristic's favourite first (here the poor colour 0): with
    one sampled world it stays; with hundreds, colour 1 wins clearly."""
    thin = SearchAgent("toy", CoinKit(), Budget(rollouts=3), seed=5, keep_first_z=5.0)
    assert thin.choose({"seat": 0}, LEGAL) == Guess(0) and thin.last.worlds == 1
    ample = SearchAgent("toy", CoinKit(), Budget(rollouts=300), seed=5, keep_first_z=5.0)
    assert ample.choose({"seat": 0}, LEGAL) == Guess(1)


class SlowCoinKit(CoinKit):
    """Every rollout costs a second on a fake clock."""

    def __init__(self) -> None:
        super().__init__()
        self.now = 0.0

    def clock(self) -> float:
        return self.now

    def utility(self, state, seat):
        self.now += 1.0
        return super().utility(state, seat)


@searches_the_coin_game
def test_the_seconds_cap_holds_inside_a_world_too():
    """A world plays every candidate: with three candidates at a second each, a
    2.5 s cap stops the search after the third rollout, not after the world (or
    worlds) a rollout count alone would allow."""
    kit = SlowCoinKit()
    agent = SearchAgent("toy", kit, Budget(rollouts=300, seconds=2.5), seed=1, clock=kit.clock)
    agent.choose({"seat": 0}, LEGAL)
    assert agent.last.rollouts == 3 and agent.last.seconds == 3.0
    kit.now = 0.0
    agent = SearchAgent("toy", kit, Budget(rollouts=300, seconds=1.5), seed=1, clock=kit.clock)
    agent.choose({"seat": 0}, LEGAL)
    # out of time in the first world: the kit's first candidate, unpaired results dropped
    assert agent.last.rollouts == 2 and agent.last.worlds == 0 and agent.last.seconds == 2.0


def test_a_stop_signal_ends_the_search_with_a_legal_answer():
    import threading

    stop = threading.Event()
    stop.set()
    kit = CoinKit()
    agent = SearchAgent("toy", kit, Budget(rollouts=3000), seed=2)
    assert agent.choose_until({"seat": 0}, LEGAL, stop) in LEGAL
    assert agent.last.rollouts == 0
