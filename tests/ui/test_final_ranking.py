"""The end of a game: the podium celebrates the winners (a tie shares the victory),
every seat's money is revealed, and the round-by-round breakdown, read from the
public record, adds up to each seat's final money."""

from __future__ import annotations

from modernart_desktop.ai.levels import make_agent
from modernart_desktop.core.match import Match
from modernart_desktop.games.modern_art.components import ROUNDS, START_MONEY
from modernart_desktop.ui import texts
from modernart_desktop.ui.common.result_dialog import ResultDialog, places_of


def finished_match(players: int, seed: int, options=None) -> Match:
    match = Match.new("modern_art", players, options, seed=seed)
    agents = [make_agent("modern_art", "normal", seed + s) for s in range(players)]
    while not match.is_over():
        seat = min(match.active_seats())
        match.apply(seat, agents[seat].choose(match.view_for(seat), match.legal_actions(seat)))
    return match


def test_places_winners_share_first_and_equal_scores_share_a_place():
    ranking, places = places_of([300, 420, 420, 300, 100], [1, 2])
    assert ranking == [1, 2, 0, 3, 4]
    assert places == [3, 1, 1, 3, 5]


def test_places_follow_the_engines_winners_even_against_the_score_order():
    # a game may break a tie its own way: its winner stands first
    ranking, places = places_of([50, 50, 10], [1])
    assert ranking == [1, 0, 2] and places == [2, 1, 3]


def test_a_tie_is_a_shared_victory_on_the_podium(make_window):
    window = make_window()
    dialog = ResultDialog(["Nina", "Olek", "Pia", "Remy"], [300, 420, 420, 300], [1, 2], texts.money, window)
    assert "Olek" in dialog.title.text() and "Pia" in dialog.title.text()
    assert dialog.is_shown_as_winner(1) and dialog.is_shown_as_winner(2)
    assert not dialog.is_shown_as_winner(0) and not dialog.is_shown_as_winner(3)
    assert dialog.table_rows() == [("Olek", "€420k"), ("Pia", "€420k"), ("Nina", "€300k"), ("Remy", "€300k")]
    assert dialog.podium.steps[0].place == dialog.podium.steps[3].place == 3


def test_round_by_round_money_adds_up_to_the_final_money():
    from modernart_desktop.ui.games.modern_art.final import money_by_round

    for players, seed, options in ((3, 4, {"mystery_hand": True}), (4, 5, None), (5, 6, None)):
        match = finished_match(players, seed, options)
        view = match.view_for(None)
        table = money_by_round(view)
        for seat in range(players):
            lines = table[seat]
            assert len(lines) == ROUNDS
            assert lines[-1].after == match.state.money[seat]
            assert START_MONEY + sum(l.sold - l.paid + l.bank for l in lines) == match.state.money[seat]
        # what the bank paid is the round results' earnings, seat by seat
        for _rnd, result in enumerate(r for r in view["rounds"] if not r.get("skipped")):
            assert [table[s][result["round"]].bank for s in range(players)] == result["earnings"]


def test_the_final_ranking_shows_every_seats_money_and_the_breakdown(open_position, qtbot):
    match = finished_match(4, 9)
    window, page = open_position(match)
    page.start()
    qtbot.waitUntil(lambda: page.result_dialog is not None and page.result_dialog.isVisible())
    dialog = page.result_dialog
    result = match.result()
    names = page.session.names()
    assert dialog.table_rows() == [(names[s], texts.money(result.scores[s])) for s in result.ranking()]
    details = dialog.details
    assert details is not None and details.isVisible()
    for seat in range(4):
        assert details.finals[seat].text() == texts.money(match.state.money[seat])
        last = details.cells[(seat, ROUNDS - 1)].text()
        assert texts.money(match.state.money[seat]) in last
    # Enter closes it (the button is the default one)
    assert dialog.ok.isDefault()
