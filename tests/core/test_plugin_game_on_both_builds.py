"""Issue 36: a game plug-in from outside the package, installed with its own entry point,
is found and played to its end on either build of the engines (pure Python, or the
wheel's compiled engines, where packaging/test-compiled-wheel.sh runs this folder); and a
game whose method a tool replaced on its instance is refused on both builds, as the
compiled engines would never call the replacement."""

from __future__ import annotations

import sys
import textwrap
from pathlib import Path

import pytest

from modernart_desktop import build_info
from modernart_desktop.ai.random_agent import RandomAgent
from modernart_desktop.core import registry
from modernart_desktop.core.errors import IllegalAction
from modernart_desktop.core.match import Match

# A small auction game of its own: each seat in turn bids one more than the last bid or
# passes; once everyone has passed in a row, the highest bid wins a point; three lots.
PLUGIN = """
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from modernart_desktop.core.actions import Action, AmountRange, LegalActions
from modernart_desktop.core.errors import IllegalAction
from modernart_desktop.core.events import Event
from modernart_desktop.core.game import Game, GameResult
from modernart_desktop.core.rng import Rng


@dataclass(frozen=True, slots=True)
class Bid(Action):
    kind = "bid"
    amount: int


@dataclass(frozen=True, slots=True)
class Pass(Action):
    kind = "pass"


class LotState:
    def __init__(self, players: int, seed: int) -> None:
        self.players = players
        self.rng = Rng(seed)
        self.turn = self.rng.randbelow(players)
        self.lot = 0
        self.high = 0
        self.leader: int | None = None
        self.passes = 0
        self.points = [0] * players

    def clone(self) -> LotState:
        other = LotState.__new__(LotState)
        other.__dict__.update(self.__dict__, points=list(self.points))
        return other


class LotGame(Game[LotState]):
    game_id = "lot_auction"
    min_players = 2
    max_players = 4
    action_types = (Bid, Pass)

    def setup(self, num_players: int, options: dict[str, Any], seed: int) -> tuple[LotState, list[Event]]:
        return LotState(num_players, seed), [Event("lot/start", {"lot": 0})]

    def active_seats(self, state: LotState) -> frozenset[int]:
        return frozenset() if self.is_over(state) else frozenset({state.turn})

    def legal_actions(self, state: LotState, seat: int) -> LegalActions:
        if seat not in self.active_seats(state):
            return LegalActions()
        return LegalActions.of([Pass()], [AmountRange(Bid, state.high + 1, state.high + 3)])

    def check(self, state: LotState, seat: int, action: Action) -> None:
        if action not in self.legal_actions(state, seat):
            raise IllegalAction("lot/not_allowed")

    def _apply(self, state: LotState, seat: int, action: Action) -> list[Event]:
        events = []
        if isinstance(action, Bid):
            state.high, state.leader, state.passes = action.amount, seat, 0
            events.append(Event("lot/bid", {"seat": seat, "amount": action.amount}))
        else:
            state.passes += 1
            events.append(Event("lot/pass", {"seat": seat}))
        state.turn = (state.turn + 1) % state.players
        if state.passes >= state.players:
            if state.leader is not None:
                state.points[state.leader] += 1
            events.append(Event("lot/sold", {"lot": state.lot, "to": state.leader, "price": state.high}))
            state.lot, state.high, state.leader, state.passes = state.lot + 1, 0, None, 0
        return events

    def view_for(self, state: LotState, seat: int | None) -> dict[str, Any]:
        return {"lot": state.lot, "high": state.high, "turn": state.turn, "points": list(state.points)}

    def num_players(self, state: LotState) -> int:
        return state.players

    def is_over(self, state: LotState) -> bool:
        return state.lot >= 3

    def result(self, state: LotState) -> GameResult:
        best = max(state.points)
        return GameResult(tuple(state.points), tuple(s for s, p in enumerate(state.points) if p == best))


GAME = LotGame()
"""


@pytest.fixture
def installed_plugin(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> str:
    """The plug-in as pip would leave it: its module and a dist-info folder naming its
    entry point, on the import path; the registry reads entry points afresh."""
    (tmp_path / "lot_auction_plugin.py").write_text(PLUGIN, encoding="utf-8")
    info = tmp_path / "lot_auction_plugin-1.0.dist-info"
    info.mkdir()
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: lot-auction-plugin\nVersion: 1.0\n")
    (info / "entry_points.txt").write_text(
        textwrap.dedent(f"""\
            [{registry.GROUP}]
            lot_auction = lot_auction_plugin:GAME
            """)
    )
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.setattr(registry, "_GAMES", {})
    monkeypatch.setattr(registry, "_loaded", False)
    yield "lot_auction"
    sys.modules.pop("lot_auction_plugin", None)


def test_a_plug_in_game_is_found_through_its_entry_point_and_played_to_the_end(installed_plugin):
    assert installed_plugin in registry.available()
    assert {"modern_art", "friesematenten"} <= set(registry.available())  # the package's own too
    for players in (2, 4):
        match = Match.new(installed_plugin, players, seed=7)
        agents = [RandomAgent(seat) for seat in range(players)]
        steps = 0
        while not match.is_over():
            (seat,) = match.active_seats()
            with pytest.raises(IllegalAction):
                match.apply((seat + 1) % players, match.legal_actions(seat).actions[0])
            match.apply(seat, agents[seat].choose(None, match.legal_actions(seat)))
            steps += 1
            assert steps < 1000
        result = match.result()
        assert sum(result.scores) <= 3 and result.winners
        assert sum(e.code == "lot/sold" for _, e in match.events) == 3
        # the record replays to the same end (the compiled Match over the plug-in's Python class)
        again = Match.from_record(match.to_record())
        assert again.view_for(None) == match.view_for(None)
    print(f"plug-in played on the {build_info.describe()} engines")


def test_a_method_replaced_on_a_games_instance_is_refused_on_every_build():
    game = registry.get("modern_art")
    # (by hand, not monkeypatch: a compiled instance hides its __dict__ from hasattr, so
    # monkeypatch would put the bound method back on the instance instead of removing it)
    game.legal_actions = lambda state, seat: None  # type: ignore[method-assign]
    try:
        with pytest.raises(registry.PatchedGame, match="legal_actions"):
            registry.get("modern_art")
        with pytest.raises(registry.PatchedGame):
            Match.new("modern_art", 3, seed=1)
    finally:
        vars(game).pop("legal_actions", None)
    assert "legal_actions" not in vars(game)
    assert Match.new("modern_art", 3, seed=1).legal_actions(0) is not None
