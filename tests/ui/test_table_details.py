"""Details a player relies on: the finished table names the winner and can show the
final ranking again; the mystery hand is on the table in the 3-player variant; the
round's scoring says when the board order broke a tie; the round-end warning names
every artist that is one card away."""

from __future__ import annotations

from PySide6.QtCore import Qt

from modernart_desktop.ai.levels import make_agent
from modernart_desktop.core.match import Match
from modernart_desktop.games.modern_art.state import OFFER
from modernart_desktop.ui import texts
from modernart_desktop.ui.games.modern_art.scoring import tie_decided


def _play_out(match: Match, until=lambda m: m.is_over()) -> Match:
    agents = [make_agent("modern_art", "normal", 40 + s) for s in range(match.num_players)]
    while not until(match):
        seat = min(match.active_seats())
        match.apply(seat, agents[seat].choose(match.view_for(seat), match.legal_actions(seat)))
    return match


def test_a_finished_table_names_the_winner_and_shows_the_ranking_again(open_position, qtbot):
    match = _play_out(Match.new("modern_art", 3, seed=17))
    window, page = open_position(match)
    page.start()
    qtbot.waitUntil(lambda: page.result_dialog is not None and page.result_dialog.isVisible())
    result = match.result()
    status = page.table.auction.current_panel().status.text()
    assert texts.money(max(result.scores)) in status
    assert all(page.session.names()[s] in status for s in result.winners)
    # money is no secret any more
    assert page.table.me.money_caption.text() == "Your money"
    assert not page.final_button.isVisible()
    qtbot.mouseClick(page.result_dialog.ok, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(page.final_button.isVisible)
    qtbot.mouseClick(page.final_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: page.result_dialog is not None and page.result_dialog.isVisible())


def test_the_mystery_hand_lies_on_the_table_in_the_three_player_variant(open_position):
    match = Match.new("modern_art", 3, {"mystery_hand": True}, seed=4)
    _play_out(match, lambda m: m.state.phase == OFFER and m.state.turn == 0 and len(m.state.history) >= 2)
    window, page = open_position(match)
    box = page.table.mystery_box
    assert box is not None and box.isVisible()
    assert box.hand.count() == len(match.state.mystery_hand) > 0
    assert "Mystery hand" in box.title.text()


def test_no_mystery_hand_without_the_variant(open_position):
    match = Match.new("modern_art", 3, seed=4)
    window, page = open_position(match)
    assert page.table.mystery_box is None or not page.table.mystery_box.isVisible()


def test_the_scoring_says_when_the_board_order_broke_a_tie():
    # Nex and Sadland both offered three times: Nex, further left, ranks above
    assert tie_decided([3, 0, 0, 3, 5], [4, 0, 3])
    # Sadland and Koriko tie for third place: only one gets the token
    assert tie_decided([5, 4, 0, 2, 2], [0, 1, 3])
    # no equal counts among ranked artists
    assert not tie_decided([5, 4, 3, 1, 1], [0, 1, 2])
    # artists never offered do not tie
    assert not tie_decided([5, 4, 3, 0, 0], [0, 1, 2])


def test_the_round_end_warning_names_every_artist_one_card_away(open_position, steer_to):
    from modernart_desktop.games.modern_art.components import ARTIST_NAMES

    match = steer_to(
        Match.new("modern_art", 4, seed=11),
        lambda m: sum(c == 4 for c in m.state.counts) >= 2 and m.state.phase == OFFER,
    )
    window, page = open_position(match)
    warned = [ARTIST_NAMES[a] for a, c in enumerate(match.state.counts) if c == 4]
    text = page.table.round_warning.text()
    assert page.table.round_warning.isVisible()
    assert all(name in text for name in warned) and " or " in text


def test_five_players_sit_two_by_two_and_a_short_window_keeps_the_controls(open_position, steer_to, qtbot):
    from PySide6.QtWidgets import QApplication

    from modernart_desktop.games.modern_art.components import FIXED
    from modernart_desktop.games.modern_art.state import AUCTION

    def target(m):
        s = m.state
        return (
            s.phase == AUCTION and s.auction.type == FIXED and 0 in m.active_seats() and s.auction.price >= 0
        )

    target.wants = FIXED
    match = steer_to(Match.new("modern_art", 5, seed=3), target)
    window, page = open_position(match)
    table = page.table
    grid = table.seats_row
    spots = sorted(grid.getItemPosition(grid.indexOf(p))[:2] for p in table.seat_panels)
    assert spots == [(0, 0), (0, 1), (1, 0), (1, 1)]
    area = table.auction
    assert area.hint.isVisible() and area.hint.text()
    window.resize(1100, 720)  # the smallest window
    for _ in range(3):
        QApplication.processEvents()
    panel = area.current_panel()
    assert not area.hint.isVisible() and area.title.toolTip() == area.hint.text()
    # the buy and pass buttons are whole and not covered
    for button in (panel.buy, panel.pass_):
        top_left = button.mapTo(area, button.rect().topLeft())
        assert button.isVisible() and area.rect().contains(button.rect().translated(top_left))
        assert button.height() >= button.minimumSizeHint().height()
