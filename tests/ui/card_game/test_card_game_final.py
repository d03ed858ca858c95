"""The card game's final ranking has its breakdown, like the other games: round by
round, the points each seat earned (paintings × points per painting, artist by
artist, bonus cards included) and the running total, which ends on the final score."""

from __future__ import annotations

import pytest

from modernart_desktop.ai.levels import make_agent
from modernart_desktop.core.match import Match
from modernart_desktop.games.modern_art_card_game.components import ROUNDS
from modernart_desktop.ui.games.modern_art_card_game.final import points_by_round
from modernart_desktop.ui.games.modern_art_card_game.names import points

GAME_ID = "modern_art_card_game"


def finished(players: int, seed: int) -> Match:
    match = Match.new(GAME_ID, players, None, seed=seed)
    agents = [make_agent(GAME_ID, "normal", seed + s) for s in range(players)]
    while not match.is_over():
        seat = min(match.active_seats())
        match.apply(seat, agents[seat].choose(match.view_for(seat), match.legal_actions(seat)))
    return match


@pytest.mark.parametrize(("players", "seed"), [(2, 3), (3, 4), (5, 6)])
def test_round_by_round_points_add_up_to_the_final_score(players, seed):
    match = finished(players, seed)
    table = points_by_round(match.view_for(None))
    for seat in range(players):
        lines = table[seat]
        assert len(lines) == ROUNDS
        assert sum(line.earned for line in lines) == match.state.scores[seat] == lines[-1].total
        for line in lines:  # what each artist brought adds up to the round's points
            assert sum(s.paintings * s.value for s in line.scored) == line.earned


def test_the_final_ranking_shows_the_breakdown_under_the_podium(open_position, qtbot, shots_dir):
    match = finished(4, 9)
    window, page = open_position(match)
    page.start()
    qtbot.waitUntil(lambda: page.result_dialog is not None and page.result_dialog.isVisible())
    dialog = page.result_dialog
    details = dialog.details
    assert details is not None and details.isVisible()
    for seat in range(4):
        assert details.finals[seat].text() == points(match.state.scores[seat])
        last = details.cells[(seat, ROUNDS - 1)].text()
        assert f"= {match.state.scores[seat]}" in last
    dialog.grab().save(str(shots_dir / "card_game_final_breakdown.png"))
    details.grab().save(str(shots_dir / "card_game_final_breakdown_table.png"))
