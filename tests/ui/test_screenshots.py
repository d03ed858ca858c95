"""Screenshots of every screen, saved to artifacts/screenshots/ (git-ignored) so a
person can look at them; each must exist and show a real picture (not one flat colour)."""

from __future__ import annotations

from PySide6.QtGui import QImage

from modernart_desktop.ai.levels import make_agent
from modernart_desktop.core.match import Match
from modernart_desktop.games.modern_art.components import FIXED, ONCE, OPEN, SEALED
from modernart_desktop.games.modern_art.state import AUCTION, DOUBLE_OFFER, OFFER


def play_until(match: Match, target, seed: int = 1, max_actions: int = 3000) -> Match:
    """Let Normal computer players play every seat until `target(match)` holds."""
    agents = [make_agent("modern_art", "normal", seed + s) for s in range(match.num_players)]
    for _ in range(max_actions):
        if target(match):
            return match
        seat = min(match.active_seats())
        match.apply(seat, agents[seat].choose(match.view_for(seat), match.legal_actions(seat)))
    raise AssertionError("position not reached")


def first_reaching(target, players: int = 4, seeds=range(1, 60), options=None) -> Match:
    for seed in seeds:
        match = Match.new("modern_art", players, options, seed=seed)
        try:
            return play_until(match, lambda m: m.is_over() or target(m), seed)
        except AssertionError:
            continue
    raise AssertionError("no seed reaches the position")


def _auction(kind, *, price_set=None, later_round=True):
    def target(m):
        s = m.state
        if m.is_over() or s.phase != AUCTION or s.auction.type != kind or 0 not in m.active_seats():
            return False
        if later_round and s.round < 1:
            return False
        if price_set is not None and (s.auction.price >= 0) != price_set:
            return False
        if kind == OPEN and s.auction.high_bidder < 0:
            return False
        return True

    return target


POSITIONS = {
    "table_offer": lambda m: (
        not m.is_over() and m.state.phase == OFFER and m.state.turn == 0 and m.state.round >= 1
    ),
    "auction_open": _auction(OPEN),
    "auction_once": _auction(ONCE),
    "auction_sealed": _auction(SEALED),
    "auction_fixed_price": _auction(FIXED, price_set=True),
    "auction_fixed_naming": _auction(FIXED, price_set=False),
    "auction_double": lambda m: (
        not m.is_over() and m.state.phase == DOUBLE_OFFER and 0 in m.active_seats() and m.state.round >= 1
    ),
}


def assert_real_picture(path) -> None:
    image = QImage(str(path))
    assert not image.isNull() and image.width() > 200 and image.height() > 150
    samples = [image.pixel(x, y) for x in range(0, image.width(), 7) for y in range(0, image.height(), 5)]
    dominant = max(samples.count(c) for c in set(samples)) / len(samples)
    assert len(set(samples)) >= 12 and dominant < 0.95, (
        f"{path.name} looks blank ({len(set(samples))} colours, {dominant:.0%} one colour)"
    )


def save(widget, name, shots) -> None:
    from PySide6.QtWidgets import QApplication

    for _ in range(3):  # let pending layouts settle before the picture is taken
        QApplication.processEvents()
    path = shots / f"{name}.png"
    assert widget.grab().save(str(path))
    assert_real_picture(path)


def test_screenshots_of_every_screen(make_window, open_position, qtbot, shots_dir):
    from modernart_desktop.host.table import AI, SeatInfo, Table
    from modernart_desktop.ui.session import LocalSession

    window = make_window()
    save(window, "01_start_page", shots_dir)
    window.ask_new_game("modern_art")
    qtbot.waitUntil(lambda: window.new_game_dialog is not None)
    save(window.new_game_dialog, "02_new_game_dialog", shots_dir)
    window.new_game_dialog.reject()

    for i, (name, target) in enumerate(POSITIONS.items()):
        match = first_reaching(target)
        window, page = open_position(match, computers=True)
        save(window, f"{10 + i:02d}_{name}", shots_dir)

    # the moments after a sale: the sealed fists open, a painting is stamped "sold"
    from modernart_desktop.ui.games.modern_art.moments import sale_moment

    match = first_reaching(
        lambda m: (
            any(h.get("bids") for h in m.state.history)
            and any(len(h["cards"]) == 2 and not h["free"] for h in m.state.history)
        )
    )
    window, page = open_position(match, computers=True)
    overlay = page.table.auction.moment
    names = page.session.names()
    sealed = next(h for h in match.state.history if h.get("bids"))
    double = next(h for h in match.state.history if len(h["cards"]) == 2 and not h["free"])
    for name, sale in (("18_moment_sealed_reveal", sealed), ("19_moment_sold", double)):
        overlay.play(sale_moment(sale, names), 100.0)
        overlay.show_at(0.8)
        save(window, name, shots_dir)
        overlay.stop()

    # a round's scoring dialog, over the table
    match = first_reaching(lambda m: m.state.round >= 2 and m.state.phase == OFFER)
    window, page = open_position(match)
    scored = [e for _s, e in match.events if e.code == "round/scored"][-1]
    page.table.on_public_events(
        [(match.seq, scored)], match.view_for(None), page.session.seats, match.view_for(0)
    )
    dialog = page.table.scoring_dialog()
    qtbot.waitUntil(dialog.isVisible)
    save(dialog, "20_round_scoring", shots_dir)
    dialog.accept()

    # the final ranking
    match = first_reaching(lambda m: m.is_over())
    window, page = open_position(match)
    page.start()
    qtbot.waitUntil(lambda: page.result_dialog is not None)
    save(page.result_dialog, "22_final_ranking", shots_dir)

    # hot-seat curtain
    match = Match.new("modern_art", 3, seed=5)
    window = make_window()
    seats = [SeatInfo("Nina"), SeatInfo("Olek"), SeatInfo("Pia", AI, "normal")]
    window.open_session(LocalSession(Table(match, seats, None)))
    qtbot.waitUntil(lambda: window.table_page.curtain_up)
    save(window, "23_hot_seat_curtain", shots_dir)
    window.open_settings()
    save(window.settings_dialog, "24_settings", shots_dir)
    window.settings_dialog.reject()

    # the start page with a game waiting to be resumed
    window = make_window()
    LocalSession.new(
        "modern_art", [SeatInfo("Nina"), SeatInfo("Ada", AI, "easy"), SeatInfo("Bruno", AI, "easy")]
    ).close()
    window.start_page.refresh()
    save(window, "03_start_page_with_a_saved_game", shots_dir)


def test_screenshots_in_polish_and_french(make_window, open_position, qtbot, shots_dir):
    window = make_window("fr")
    save(window, "30_start_page_fr", shots_dir)
    window.open_rules("modern_art")
    save(window.rules_window, "31_rules_fr", shots_dir)
    for lang, name, target in (
        ("pl", "32_auction_open_pl", POSITIONS["auction_open"]),
        ("pl", "33_auction_double_pl", POSITIONS["auction_double"]),
        ("fr", "34_auction_sealed_fr", POSITIONS["auction_sealed"]),
        ("fr", "35_auction_fixed_fr", POSITIONS["auction_fixed_price"]),
    ):
        window, page = open_position(first_reaching(target), lang, computers=True)
        save(window, name, shots_dir)
